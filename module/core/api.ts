/**
 * A ruleset's own entry on `game.anthology` (module/api.ts builds the rest at init): core only adds to the object,
 * so the rooms reach it without importing the dice room or the rules that module/api.ts gathers.
 */

/** Adds a ruleset's macro helpers at `game.anthology.<key>` (its `ready`, when it is the world's ruleset). */
export function extendAnthologyApi(key: string, helpers: object): void {
  const api: unknown = Reflect.get(game, "anthology");
  if (typeof api === "object" && api !== null) Object.assign(api, { [key]: helpers });
}
