/**
 * The action dialog's form read back into a choice (pure). Field names: `attribute`, `speciality.<id>`
 * checkboxes, `difficulty` ("3"…"10", "custom" or "passive"), `customDifficulty`, `passiveAttribute`,
 * `passive.<id>` checkboxes, `needed`, `rollMode`.
 */
import type { RkActionChoice } from "../rules/action.js";
import { isRkAttribute } from "../rules/attributes.js";
import { rkRequired } from "../rules/complex.js";
import { rkDifficultyValue } from "../rules/difficulty.js";
import { checkedIds, formText } from "./form-values.js";

export const RK_ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
export type RkRollMode = (typeof RK_ROLL_MODES)[number];

export interface RkActionForm {
  choice: RkActionChoice;
  rollMode: RkRollMode | undefined;
}

export function rkReadRollMode(raw: Record<string, unknown>): RkRollMode | undefined {
  const mode = formText(raw, "rollMode");
  return (RK_ROLL_MODES as readonly string[]).includes(mode) ? (mode as RkRollMode) : undefined;
}

/** Reads the form; anything missing or unreadable keeps the value of `base`. Never throws. */
export function rkReadActionForm(raw: Record<string, unknown>, base: RkActionChoice): RkActionForm {
  const attribute = formText(raw, "attribute");
  const mode = formText(raw, "difficulty");
  let difficulty: RkActionChoice["difficulty"] = base.difficulty;
  if (mode === "passive") {
    const passiveAttribute = formText(raw, "passiveAttribute");
    difficulty = { kind: "passive", attribute: isRkAttribute(passiveAttribute) ? passiveAttribute : "acuity", specialityIds: checkedIds(raw, "passive") };
  } else if (mode === "custom") {
    difficulty = { kind: "number", value: rkDifficultyValue(formText(raw, "customDifficulty")) };
  } else if (mode !== "") {
    difficulty = { kind: "number", value: rkDifficultyValue(mode) };
  }
  const neededText = formText(raw, "needed");
  return {
    choice: {
      attribute: isRkAttribute(attribute) ? attribute : base.attribute,
      specialityIds: "attribute" in (raw ?? {}) ? checkedIds(raw, "speciality") : base.specialityIds,
      difficulty,
      needed: neededText === "" ? base.needed : rkRequired(neededText),
    },
    rollMode: rkReadRollMode(raw),
  };
}
