/**
 * Cover (004 "Cover", "Firing into close combat"): weak, strong or full cover adds to defense,
 * more for warriors. Shooting into a melee gives the target strong cover with three to five
 * combatants and full cover with six or more.
 */
import { gmCount, gmModifier, gmOneOf } from "../coerce.js";

export const GM_COVERS = ["weak", "strong", "full"] as const;
export type GmCover = (typeof GM_COVERS)[number];

export const GM_COVER_TABLE: Readonly<Record<GmCover, { warrior: number; nonWarrior: number }>> = {
  weak: { warrior: 1, nonWarrior: 0 },
  strong: { warrior: 2, nonWarrior: 1 },
  full: { warrior: 3, nonWarrior: 2 },
};

/** Defense bonus of cover for a warrior (or someone a leading warrior grants the warrior bonus) or a non-warrior. */
export function gmCoverDefense(cover: GmCover | null | undefined, warrior: boolean): number {
  if (!cover || !(cover in GM_COVER_TABLE)) return 0;
  return warrior ? GM_COVER_TABLE[cover].warrior : GM_COVER_TABLE[cover].nonWarrior;
}

/** The cover a target in close combat gets against missiles: strong for 3–5 combatants, full for 6+. */
export function gmCloseCombatCover(combatants: number): GmCover | null {
  const c = gmCount(combatants);
  if (c >= 6) return "full";
  if (c >= 3) return "strong";
  return null;
}

/** The better of two covers; anything that is not a cover counts as none. */
export function gmBetterCover(a: GmCover | null | undefined, b: GmCover | null | undefined): GmCover | null {
  const ca = gmOneOf(GM_COVERS, a, null);
  const cb = gmOneOf(GM_COVERS, b, null);
  const rank = (c: GmCover | null) => (c ? GM_COVERS.indexOf(c) : -1);
  return rank(ca) >= rank(cb) ? ca : cb;
}

/**
 * A missed shot into close combat: a random adjacent opponent of the target rolls evasion with
 * their defense as a bonus to avoid being hit. Non-numbers count as 0, huge values are clamped.
 */
export function gmStrayShotEvasionTarget(evasion: number, defense: number): number {
  return gmModifier(evasion) + gmModifier(defense);
}

/** A warrior who leads instead of fighting may grant the warrior cover bonus to up to level companions (perception roll). */
export function gmLedCompanions(warriorLevel: number): number {
  return gmCount(warriorLevel);
}
