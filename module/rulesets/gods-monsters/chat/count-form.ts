/**
 * The English count form of a number, for a counted phrase ("1 minute", "2 minutes"): Foundry's `game.i18n.format`
 * has no plural rules (https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html#format), so such a
 * phrase has `one` and `other` keys and the caller picks one, as CLDR's English rule does (the dice room's keep card
 * does the same).
 */
export function gmCountForm(n: number): "one" | "other" {
  return n === 1 ? "one" : "other";
}
