/**
 * Token bars a ruleset derives from its rules (CONTRIBUTING "Sheets": health as bars, and the token bars match).
 *
 * Foundry v13 reads a token bar from the actor's prepared `system` at the bar's attribute path: an object with a
 * numeric `value` and `max` is a bar (`TokenDocument#getBarAttribute`,
 * https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#getbarattribute), and an edit from the
 * token HUD goes to `Actor#modifyTokenAttribute(attribute, value, isDelta, isBar)`, which writes
 * `system.<attribute>.value` (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#modifytokenattribute).
 * A bar whose value is stored elsewhere (G&M injuries against the injury threshold, Roll & Keep mana at hand against
 * permanent mana) is derived in the data model's `prepareDerivedData` as `{ value, max }`, and the model says which
 * stored field an edit of it writes through `tokenBarEdit(attribute)`. The Actor and TokenDocument classes of the
 * system read that declaration for every ruleset (documents/actor.ts, documents/token.ts).
 */

/**
 * A bar as the token reads it from the prepared data: both numbers come from the ruleset's pure rules. A `type`, as
 * data models' derived data is (CONTRIBUTING "Data models").
 */
export type TokenBar = { value: number; max: number };

/** What a token edit of a derived bar writes. */
export interface TokenBarEdit {
  /** The stored field under `system` the edit writes ("injuries", "mana.current.black"). */
  path: string;
  /**
   * The largest value an edit may write: the bar's `max` where the rules bound the value by it, else the stored
   * field's own limit where the rules let the value pass the bar (injuries beyond the threshold put a G&M character
   * at risk of dying; mana at hand may exceed permanent mana), as the sheet's bar allows the same entry.
   */
  limit: number;
  /** The field's name (a lang/en.json key), for the message when an edit is brought to a bound. */
  label: string;
}

/** A data model that derives token bars declares, per bar attribute, the stored field its edits write (null: none). */
export interface TokenBarModel {
  tokenBarEdit(attribute: string): TokenBarEdit | null;
}

function isTokenBarEdit(value: unknown): value is TokenBarEdit {
  return (
    typeof value === "object" &&
    value !== null &&
    "path" in value &&
    typeof value.path === "string" &&
    value.path !== "" &&
    "limit" in value &&
    typeof value.limit === "number" &&
    Number.isFinite(value.limit) &&
    "label" in value &&
    typeof value.label === "string"
  );
}

/** The stored field a token edit of `attribute` writes when the actor's data model derives that bar; else null. */
export function tokenBarEditOf(system: unknown, attribute: string): TokenBarEdit | null {
  if (typeof system !== "object" || system === null || !("tokenBarEdit" in system)) return null;
  const declare: unknown = system.tokenBarEdit;
  if (typeof declare !== "function") return null;
  const edit: unknown = declare.call(system, attribute);
  return isTokenBarEdit(edit) ? edit : null;
}

/** A bar object (numeric `value` and `max`) at a path of the prepared data, as getBarAttribute recognises one. */
export function isTokenBar(value: unknown): value is TokenBar {
  return typeof value === "object" && value !== null && "value" in value && typeof value.value === "number" && "max" in value && typeof value.max === "number";
}

/**
 * The value a token edit asks for, as v13 `Actor#modifyTokenAttribute` computes it: `current + value` for a delta,
 * else `value`; null when that is the current value (Foundry then writes nothing and calls no hook). The caller
 * clamps it with `clampTokenBar`.
 */
export function tokenBarTarget(current: number, value: number, isDelta: boolean): number | null {
  const update = isDelta ? current + value : value;
  return update === current ? null : update;
}

/** v13 clamps a bar's new value to 0…max (`Math.clamp(update, 0, attr.max)`); a derived bar to 0…its limit. */
export function clampTokenBar(update: number, limit: number): number {
  return Math.min(Math.max(update, 0), Math.max(0, limit));
}
