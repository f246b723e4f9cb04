/**
 * The pure Shadow rules (text 002): no Foundry globals, importable in plain Node.
 * Re-exported by `module/rules.ts`; every name carries "shadow" except the ones the issue fixes
 * (`deriveShadow`, `shadowModifier`, `deathTest`).
 */
export * from "./attributes.js";
export * from "./secondary.js";
export * from "./modifier.js";
export * from "./success-test.js";
export * from "./turn-order.js";
export * from "./surprise.js";
export * from "./weapons.js";
export * from "./drawing.js";
export * from "./actions.js";
export * from "./free-attacks.js";
export * from "./advantage.js";
export * from "./attack.js";
export * from "./damage.js";
export * from "./pain.js";
export * from "./hit-outcome.js";
export * from "./dying.js";
export * from "./healing.js";
export * from "./elixirs.js";
export * from "./corruption.js";
export * from "./experience.js";
export * from "./equipment.js";
export { shadowDieFace, shadowInteger } from "./coerce.js";
export * from "./loadout.js";
export * from "./actor-numbers.js";
export * from "./opposition.js";
export * from "./roll-links.js";
export * from "./test-options.js";
export * from "./stat-block.js";
