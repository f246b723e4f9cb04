/**
 * The directly opposed action dialog's form read back (pure): `attribute` and `speciality.<id>` for the acting
 * side, `opponentAttribute` and `opponent.<id>` for the opponent, `difficulty` ("3"…"10" or "custom"),
 * `customDifficulty`, `rollMode`.
 */
import { isRkAttribute, type RkAttribute } from "../rules/attributes.js";
import { RK_DEFAULT_DIFFICULTY } from "../rules/difficulty.js";
import { rkReadDifficulty, rkReadRollMode, type RkRollMode } from "./action-form.js";
import { checkedIds, formText } from "./form-values.js";

export interface RkContestChoice {
  attribute: RkAttribute;
  specialityIds: string[];
  opponentAttribute: RkAttribute;
  opponentSpecialityIds: string[];
  difficulty: number;
}

/**
 * Reads the form; anything missing keeps the value of `base`; a difficulty outside 1–10 is an `error`. The opponent's specialities are the boxes ticked;
 * when the form holds none of them, `relatedOpponent` (the opponent's specialities related to its attribute,
 * the dialog's default) gives them. Never throws.
 */
export function rkReadContestForm(
  raw: Record<string, unknown>,
  base: RkContestChoice,
  relatedOpponent: (attribute: RkAttribute) => string[] = () => base.opponentSpecialityIds,
): { choice: RkContestChoice; rollMode: RkRollMode | undefined; error: string | null } {
  const attribute = formText(raw, "attribute");
  const opponentAttribute = formText(raw, "opponentAttribute");
  const mode = formText(raw, "difficulty");
  const read = rkReadDifficulty(mode, formText(raw, "customDifficulty"));
  const difficulty = read.value ?? base.difficulty ?? RK_DEFAULT_DIFFICULTY;
  const submitted = "attribute" in (raw ?? {});
  const chosenOpponent = isRkAttribute(opponentAttribute) ? opponentAttribute : base.opponentAttribute;
  const hasOpponentList = Object.keys(raw ?? {}).some((key) => key === "opponent" || key.startsWith("opponent."));
  return {
    choice: {
      attribute: isRkAttribute(attribute) ? attribute : base.attribute,
      specialityIds: submitted ? checkedIds(raw, "speciality") : base.specialityIds,
      opponentAttribute: chosenOpponent,
      opponentSpecialityIds: hasOpponentList ? checkedIds(raw, "opponent") : submitted ? relatedOpponent(chosenOpponent) : base.opponentSpecialityIds,
      difficulty,
    },
    rollMode: rkReadRollMode(raw),
    error: read.error ?? null,
  };
}
