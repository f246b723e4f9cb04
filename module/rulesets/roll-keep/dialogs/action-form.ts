/**
 * The action dialog's form read back into a choice (pure). Field names: `attribute`, `speciality.<id>`
 * checkboxes, `difficulty` ("3"…"10", "custom" or "passive"), `customDifficulty`, `passiveAttribute`,
 * `passive.<id>` checkboxes, `needed`, `rollMode`.
 */
import type { RkActionChoice } from "../rules/action.js";
import { isRkAttribute, type RkAttribute } from "../rules/attributes.js";
import { rkRequired } from "../rules/complex.js";
import { RK_DIFFICULTY_RANGE_ERROR, rkTypedDifficulty } from "../rules/difficulty.js";
import { checkedIds, formText } from "./form-values.js";
import { MESSAGE_MODES, type MessageMode } from "../../../core/compat/message-mode.js";

/** The roll modes the dialogs offer: Anthology's message modes (module/core/compat/message-mode.ts). */
export const RK_ROLL_MODES = MESSAGE_MODES;
export type RkRollMode = MessageMode;

export interface RkActionForm {
  choice: RkActionChoice;
  rollMode: RkRollMode | undefined;
  /** A localization key when the form cannot be rolled as filled in (a difficulty outside 1–10), else null. */
  error: string | null;
}

/**
 * The difficulty picked (`"3"`…`"10"`) or typed (`mode` "custom", the number in `custom`): `{ value }`, or
 * `{ error }` when it is not a difficulty from 1 to 10 (never clamped), or `{}` when nothing was picked.
 */
export function rkReadDifficulty(mode: string, custom: string): { value?: number; error?: string } {
  if (mode === "") return {};
  const value = rkTypedDifficulty(mode === "custom" ? custom : mode);
  return value === null ? { error: RK_DIFFICULTY_RANGE_ERROR } : { value };
}

export function rkReadRollMode(raw: Record<string, unknown>): RkRollMode | undefined {
  const mode = formText(raw, "rollMode");
  return (RK_ROLL_MODES as readonly string[]).includes(mode) ? (mode as RkRollMode) : undefined;
}

/** Whether the form holds any checkbox of the list `prefix` (a list with no boxes submits no key at all). */
function hasList(raw: Record<string, unknown>, prefix: string): boolean {
  return Object.keys(raw ?? {}).some((key) => key === prefix || key.startsWith(`${prefix}.`));
}

/**
 * Reads the form; anything missing or unreadable keeps the value of `base`. Never throws. The passive side's
 * specialities are the boxes ticked; when the form holds none of them, `relatedPassive` (the target's
 * specialities related to the passive attribute, the dialog's default) gives them.
 */
export function rkReadActionForm(
  raw: Record<string, unknown>,
  base: RkActionChoice,
  relatedPassive: (attribute: RkAttribute) => string[] = () => [],
): RkActionForm {
  const attribute = formText(raw, "attribute");
  const mode = formText(raw, "difficulty");
  let difficulty: RkActionChoice["difficulty"] = base.difficulty;
  let error: string | null = null;
  if (mode === "passive") {
    const text = formText(raw, "passiveAttribute");
    const passiveAttribute = isRkAttribute(text) ? text : base.difficulty.kind === "passive" ? base.difficulty.attribute : "acuity";
    difficulty = {
      kind: "passive",
      attribute: passiveAttribute,
      specialityIds: hasList(raw, "passive") ? checkedIds(raw, "passive") : relatedPassive(passiveAttribute),
    };
  } else {
    const read = rkReadDifficulty(mode, formText(raw, "customDifficulty"));
    if (read.value !== undefined) difficulty = { kind: "number", value: read.value };
    error = read.error ?? null;
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
    error,
  };
}
