/**
 * Typed system data, one pattern for every ruleset (CONTRIBUTING "Data models"): a type guard per document type, typed by its
 * data model class. Foundry builds `doc.system` as an instance of `CONFIG.<Document>.dataModels[doc.type]`
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.TypeDataModel.html), so once `doc.type` is checked the
 * system *is* that model; fvtt-types 13.345 does not know the system's own subtypes, and the guard says what
 * Foundry guarantees. Rulesets declare their guards in `data/types.ts`:
 *
 *   export const isWardenWeapon = documentOfType<Item.Implementation, WardenWeaponData>("wardenWeapon");
 *   if (isWardenWeapon(item)) item.system.damage; // typed, no cast
 */

/** A document of the given type(s), with its system typed as the model `S`. */
export type Typed<D, S> = D & { system: S };

/** The guard for documents of the given type or types (a union of models when several types share a shape). */
export function documentOfType<D extends { type: unknown }, S>(...types: string[]): (doc: unknown) => doc is Typed<D, S> {
  return (doc: unknown): doc is Typed<D, S> =>
    typeof doc === "object" && doc !== null && "type" in doc && typeof doc.type === "string" && types.includes(doc.type);
}

/**
 * One field of a document's system data, by name, for code that handles fields generically (a sheet section a
 * button toggles, a field shared by several item types). Typed code reads through a guard instead.
 */
export function systemField(doc: { system: unknown }, key: string): unknown {
  const system = doc.system;
  return typeof system === "object" && system !== null ? (Reflect.get(system, key) as unknown) : undefined;
}
