/**
 * The "new extended action" dialog's form read back (pure): `label`, `attribute`, `speciality.<id>`,
 * `difficulty` ("3"…"10" or "custom"), `customDifficulty`, `required`, `perRound`, `maxRounds` (blank: no limit).
 */
import { isRkAttribute, type RkAttribute } from "../rules/attributes.js";
import { rkRequired } from "../rules/complex.js";
import { RK_DEFAULT_DIFFICULTY } from "../rules/difficulty.js";
import { rkReadDifficulty } from "./action-form.js";
import { rkRating } from "../rules/rating.js";
import { checkedIds, formText } from "./form-values.js";

/** Longest label kept for an extended action (it is shown on the sheet and in chat). */
export const RK_LABEL_MAX = 120;

export interface RkExtendedSetup {
  label: string;
  attribute: RkAttribute;
  specialityIds: string[];
  difficulty: number;
  required: number;
  perRound: number;
  maxRounds: number | null;
  /** A localization key when it cannot be started as filled in (a difficulty outside 1–10), else null. */
  error: string | null;
}

export function rkReadExtendedForm(raw: Record<string, unknown>, fallbackAttribute: RkAttribute = "intelligence"): RkExtendedSetup {
  const attribute = formText(raw, "attribute");
  const mode = formText(raw, "difficulty");
  const read = rkReadDifficulty(mode, formText(raw, "customDifficulty"));
  const maxRoundsText = formText(raw, "maxRounds").trim();
  const maxRounds = maxRoundsText === "" || rkRating(maxRoundsText) < 1 ? null : rkRating(maxRoundsText);
  return {
    label: formText(raw, "label").trim().slice(0, RK_LABEL_MAX),
    attribute: isRkAttribute(attribute) ? attribute : fallbackAttribute,
    specialityIds: checkedIds(raw, "speciality"),
    difficulty: read.value ?? RK_DEFAULT_DIFFICULTY,
    required: rkRequired(formText(raw, "required") || 1),
    perRound: rkRating(formText(raw, "perRound")),
    maxRounds,
    error: read.error ?? null,
  };
}
