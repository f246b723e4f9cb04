/**
 * Field builders for chat card models (CONTRIBUTING "Chat cards"): what a card carries is validated by Foundry when
 * the message is created or updated, so each value gets the narrowest field that holds it. Called inside
 * defineSchema (the foundry globals exist then).
 * https://foundryvtt.com/api/v13/modules/foundry.data.fields.html
 */
function f() {
  return foundry.data.fields;
}

/** A whole number at least `min` (a count, an amount of damage, a die face). */
export function cardInt(min: number, initial = min) {
  return new (f().NumberField)({ required: true, nullable: false, integer: true, min, initial });
}

/** A whole number of either sign (a bonus or penalty). */
export function cardSignedInt(initial = 0) {
  return new (f().NumberField)({ required: true, nullable: false, integer: true, initial });
}

export function cardBool(initial = false) {
  return new (f().BooleanField)({ required: true, nullable: false, initial });
}

/** Plain text or an id, possibly empty ("" = none). */
export function cardText() {
  return new (f().StringField)({ required: true, nullable: false, blank: true, initial: "" });
}

/** One of a fixed list of words. */
export function cardChoice(choices: readonly string[], initial: string) {
  return new (f().StringField)({ required: true, nullable: false, blank: initial === "", initial, choices: [...choices] });
}

/** The uuid of the document a card acts on: always present, a well-formed document uuid. */
export function cardUuid() {
  return new (f().DocumentUUIDField)({ required: true, nullable: false, blank: false });
}

/** One kind of a card's data (a damage card's damage, a bid card's bid): null when the card is of another kind. */
export function cardSection(schema: foundry.data.fields.DataSchema) {
  return new (f().SchemaField)(schema, { required: true, nullable: true, initial: null });
}
