/**
 * The Warden ruleset's pure rules (`003_…`): no Foundry globals. Re-exported by `module/rules.ts`.
 */
export * from "./actions.js";
export * from "./armor.js";
export * from "./attributes.js";
export * from "./cast-outcome.js";
export * from "./check.js";
export * from "./damage.js";
export * from "./damage-outcome.js";
export * from "./derive.js";
export * from "./detachment.js";
export * from "./dice.js";
export * from "./effects.js";
export * from "./fate.js";
export * from "./hireling.js";
export * from "./initiative.js";
export * from "./inventory.js";
export * from "./magic.js";
export * from "./mishaps.js";
export * from "./mishaps-table.js";
export * from "./morale.js";
export * from "./numbers-update.js";
export { wardenClamp, wardenFace, wardenFaces, wardenInt } from "./numbers.js";
export * from "./reactions.js";
export * from "./rest.js";
export * from "./retreat.js";
export * from "./scars.js";
export * from "./scars-table.js";
export * from "./scrolls.js";
export * from "./spells.js";
export * from "./roll-links.js";
export * from "./state-outcome.js";
export * from "./stat-block.js";
