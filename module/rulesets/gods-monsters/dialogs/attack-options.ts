/**
 * The options of the Gods & Monsters attack dialog (the conflict maneuvers), read from the dialog's
 * form values into `GmManeuverOptions` for `gmConflictModifiers`. Pure: bad values become defaults.
 */
import { clampInteger } from "../../../core/rules/integer.js";
import type { GmCover } from "../rules/conflict/cover.js";
import type { GmManeuverOptions, GmTargetState } from "../rules/conflict/maneuvers.js";

export interface GmAttackDialogOptions {
  maneuvers: GmManeuverOptions;
  /** Distance to the target in yards (thrown and propelled attacks). */
  distance: number;
  /**
   * The attack is a knockout blow (called shot), a warrior's knockout blow with two combat bonus points allotted to it
   * (two points of damage to injuries: the warrior's choice, 004 "Knockout blow"), or a killing blow.
   */
  blow: "" | "knockout" | "knockoutWarrior" | "killing";
  modifier: number;
  rollMode?: string;
}

const COVERS: readonly GmCover[] = ["weak", "strong", "full"];
const STATES: readonly GmTargetState[] = ["immobile", "unaware", "covered"];

const int = (v: unknown, min: number, max: number, fallback: number): number => clampInteger(v, { min, max, fallback, rounding: "trunc" });

function bool(v: unknown): boolean {
  return v === true || v === "true" || v === "on";
}

export function gmParseAttackOptions(raw: Record<string, unknown> | null | undefined): GmAttackDialogOptions {
  const r = raw ?? {};
  const cover = COVERS.includes(r.cover as GmCover) ? (r.cover as GmCover) : null;
  const targetState = STATES.includes(r.targetState as GmTargetState) ? (r.targetState as GmTargetState) : null;
  const unseen = r.unseen === "close" || r.unseen === "ranged" ? r.unseen : null;
  const blow = r.blow === "knockout" || r.blow === "knockoutWarrior" || r.blow === "killing" ? r.blow : "";
  return {
    maneuvers: {
      // A blow, and a grab to immobilize, need a called shot (004 "Immobilizing an opponent").
      calledShot: bool(r.calledShot) || blow !== "" || bool(r.immobilizing),
      unseen,
      cover,
      // Not given: the attack reads it from the target's archetype.
      targetWarrior: r.targetWarrior === undefined ? undefined : bool(r.targetWarrior),
      closeCombatants: int(r.closeCombatants, 0, 1000, 0),
      attackerHighGround: bool(r.attackerHighGround),
      targetHighGround: bool(r.targetHighGround),
      targetState,
      immobilizing: bool(r.immobilizing),
      attackerSurprised: bool(r.attackerSurprised),
      targetSurprised: bool(r.targetSurprised),
      targetConcentrating: bool(r.targetConcentrating),
      brokeHold: bool(r.brokeHold),
      attackerGroupBonus: int(r.attackerGroupBonus, 0, 20, 0),
      targetGroupBonus: int(r.targetGroupBonus, 0, 20, 0),
    },
    distance: int(r.distance, 0, 100_000, 0),
    blow,
    modifier: int(r.modifier, -99, 99, 0),
    rollMode: typeof r.rollMode === "string" && r.rollMode !== "" ? r.rollMode : undefined,
  };
}
