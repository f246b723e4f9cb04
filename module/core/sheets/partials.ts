/** The core sheet partials every ruleset's sheets include (`{{> …}}`), preloaded at init (module/core/preload.ts). */
export const CORE_PARTIALS = {
  bar: "systems/anthology/templates/core/bar.hbs",
  itemSummary: "systems/anthology/templates/core/item-summary.hbs",
} as const;
