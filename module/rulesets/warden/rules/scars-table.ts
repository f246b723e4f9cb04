import { wardenClamp } from "./numbers.js";

/**
 * The Scars table of the text, keyed by the HP the PC had before the blow (1..12; 12 covers more).
 * Names are localization ids: `ANTHOLOGY.Warden.Scar.<id>.name`.
 */
export const WARDEN_SCARS = [
  { entry: 1, id: "lastingScar" },
  { entry: 2, id: "rattlingBlow" },
  { entry: 3, id: "walloped" },
  { entry: 4, id: "brokenLimb" },
  { entry: 5, id: "diseased" },
  { entry: 6, id: "reorientingHeadWound" },
  { entry: 7, id: "hamstrung" },
  { entry: 8, id: "deafened" },
  { entry: 9, id: "rebrained" },
  { entry: 10, id: "sundered" },
  { entry: 11, id: "mortalWound" },
  { entry: 12, id: "doomed" },
] as const;

export type WardenScarId = (typeof WARDEN_SCARS)[number]["id"];

/**
 * The Scars entry for a PC whose HP goes to 0 or under: "look up the result on the table below based
 * on how much HP the PC had before the last attack". 12 for more than 12; 1 for anything below 1 or
 * not a number (the table has no lower entry).
 */
export function scarFor(hpBefore: number): number {
  const hp = Number(hpBefore);
  if (hp > 12) return 12;
  return wardenClamp(Math.floor(hp), 1, 12, 1);
}

/** The id of a Scars entry (1..12, clamped). */
export function wardenScarId(entry: number): WardenScarId {
  return WARDEN_SCARS[scarFor(entry) - 1].id;
}

/** Scars entry 1, Lasting Scar: where the scar sits, by 1d6. */
export const WARDEN_SCAR_LOCATIONS = ["neck", "hands", "eye", "chest", "legs", "ear"] as const;
/** Scars entry 4, Broken Limb: 1-2 leg, 3-4 arm, 5 rib, 6 skull. */
export const WARDEN_BROKEN_LIMBS = ["leg", "leg", "arm", "arm", "rib", "skull"] as const;
/** Scars entry 6, Reorienting Head Wound: 1-2 STR, 3-4 DEX, 5-6 WIL. */
export const WARDEN_HEAD_WOUND_ATTRIBUTES = ["str", "str", "dex", "dex", "wil", "wil"] as const;
