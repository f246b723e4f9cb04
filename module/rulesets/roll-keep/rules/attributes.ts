/**
 * The seven attributes and five mana colours of Roll & Keep (`000_…`), and the default link of each
 * attribute to a colour.
 *
 * The text links attributes to colours only through its example: a character with black and blue mana keeps
 * his black mana for a Cunning roll and his blue mana for an Intelligence roll, while Endurance, Strength and
 * Finesse fall back to the "colours he lacks" rule. So Cunning → black and Intelligence → blue are fixed, and
 * Endurance, Strength and Finesse must go to white, red or green. The rest is this system's documented
 * default, chosen in the spirit of the colours (a world setting may change every link):
 *
 * | attribute    | colour | why                                                           |
 * | ------------ | ------ | ------------------------------------------------------------- |
 * | Strength     | red    | force and impulse                                              |
 * | Finesse      | white  | discipline and precise technique                               |
 * | Endurance    | green  | resilience and growth                                          |
 * | Cunning      | black  | fixed by the text's example (the lie kept on black mana)       |
 * | Intelligence | blue   | fixed by the text's example (the enchantment text, blue mana)  |
 * | Acuity       | green  | awareness of the living world around                           |
 * | Charisma     | white  | community and leadership                                       |
 */

/** The attributes the text names, in the order a sheet shows them. */
export const RK_ATTRIBUTES = ["strength", "finesse", "endurance", "cunning", "intelligence", "acuity", "charisma"] as const;
export type RkAttribute = (typeof RK_ATTRIBUTES)[number];

/** The five colours of mana. */
export const RK_COLOURS = ["white", "blue", "black", "red", "green"] as const;
export type RkColour = (typeof RK_COLOURS)[number];

/** Mana per colour (permanent mana, or the current pool: the same shape). */
export type RkMana = Record<RkColour, number>;

/** Which colour each attribute draws on; `null` leaves the attribute unlinked (the "colours lacked" rule). */
export type RkColourLinks = Record<RkAttribute, RkColour | null>;

/** The documented default links (see the table at the top of this file). */
export const RK_DEFAULT_COLOUR_LINKS: Readonly<RkColourLinks> = Object.freeze({
  strength: "red",
  finesse: "white",
  endurance: "green",
  cunning: "black",
  intelligence: "blue",
  acuity: "green",
  charisma: "white",
});

export function isRkAttribute(value: unknown): value is RkAttribute {
  return typeof value === "string" && (RK_ATTRIBUTES as readonly string[]).includes(value);
}

export function isRkColour(value: unknown): value is RkColour {
  return typeof value === "string" && (RK_COLOURS as readonly string[]).includes(value);
}

/**
 * Reads a links object (for example a world setting's stored value) into complete links: each attribute
 * takes its stored colour when that is a colour or `null`, and the default otherwise. Never throws.
 */
export function rkColourLinks(stored: unknown): RkColourLinks {
  const source = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const links = { ...RK_DEFAULT_COLOUR_LINKS };
  for (const attribute of RK_ATTRIBUTES) {
    const value = source[attribute];
    if (value === null || value === "" || value === "none") links[attribute] = null;
    else if (isRkColour(value)) links[attribute] = value;
  }
  return links;
}

/**
 * The colour an attribute draws on under the given links (the default links when none are given, or when
 * `links` is not an object). An unknown attribute, or a link that is not a colour, draws on no colour.
 */
export function rkColourOf(attribute: RkAttribute, links: Readonly<RkColourLinks> = RK_DEFAULT_COLOUR_LINKS): RkColour | null {
  const source: Readonly<Record<string, unknown>> = typeof links === "object" && links !== null ? links : RK_DEFAULT_COLOUR_LINKS;
  const colour = isRkAttribute(attribute) ? source[attribute] : null;
  return isRkColour(colour) ? colour : null;
}
