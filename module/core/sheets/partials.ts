/** The core sheet partials every ruleset's sheets include (`{{> …}}`), preloaded at init (module/core/preload.ts). */
export const CORE_PARTIALS = {
  bar: "systems/anthology/templates/core/bar.hbs",
  itemSummary: "systems/anthology/templates/core/item-summary.hbs",
} as const;

/** The core sheet parts (PARTS entries) the base sheets render themselves, loaded by Foundry when a sheet renders them. */
export const CORE_PARTS = {
  limitedActor: "systems/anthology/templates/core/limited-actor.hbs",
} as const;
