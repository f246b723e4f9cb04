/** The core sheet partials every ruleset's sheets include (`{{> …}}`), preloaded at init (module/core/preload.ts). */
export const CORE_PARTIALS = {
  bar: "systems/anthology/templates/core/bar.hbs",
  itemSummary: "systems/anthology/templates/core/item-summary.hbs",
  effectRows: "systems/anthology/templates/core/effect-rows.hbs",
} as const;

/** The core sheet parts (PARTS entries) the base sheets render themselves, loaded by Foundry when a sheet renders them. */
export const CORE_PARTS = {
  limitedActor: "systems/anthology/templates/core/limited-actor.hbs",
  effectsTab: "systems/anthology/templates/core/effects-tab.hbs",
} as const;

/** The Effects tab a character sheet lists in its TABS (its PART is `CORE_PARTS.effectsTab`, keyed "effects"). */
export const EFFECTS_TAB = { id: "effects", icon: "fa-solid fa-bolt", label: "ANTHOLOGY.EffectEnds.Tab" } as const;
