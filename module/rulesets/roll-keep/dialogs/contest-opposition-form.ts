/**
 * The opposition dialog's form read back (pure): the GM's choice for the opposing side of a directly opposed
 * action. Fields: `attribute`, `speciality.<id>` checkboxes, `reveal` (show the side's attribute, specialities
 * and dice to everyone who sees the result).
 */
import { isRkAttribute, type RkAttribute } from "../rules/attributes.js";
import { checkedIds, formText } from "./form-values.js";

export interface RkOppositionChoice {
  attribute: RkAttribute;
  specialityIds: string[];
  reveal: boolean;
}

/**
 * Reads the form; anything missing keeps the value of `base`. When the form holds no speciality box (the
 * opponent has none, or a caller passed only the attribute), `related` gives the specialities related to the
 * attribute read, as the dialog ticks them. Never throws.
 */
export function rkReadOppositionForm(
  raw: Record<string, unknown>,
  base: RkOppositionChoice,
  related: (attribute: RkAttribute) => string[] = () => base.specialityIds,
): RkOppositionChoice {
  const values = typeof raw === "object" && raw !== null ? raw : {};
  const text = formText(values, "attribute");
  const attribute = isRkAttribute(text) ? text : base.attribute;
  const hasList = Object.keys(values).some((key) => key === "speciality" || key.startsWith("speciality."));
  const reveal = formText(values, "reveal");
  return {
    attribute,
    specialityIds: hasList ? checkedIds(values, "speciality") : isRkAttribute(text) ? related(attribute) : base.specialityIds,
    reveal: "reveal" in values ? reveal === "true" || reveal === "on" : base.reveal,
  };
}
