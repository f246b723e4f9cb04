/**
 * Roll & Keep pure rules (`000_…`): no Foundry globals. Re-exported by `module/rules.ts`.
 */
export * from "./action.js";
export * from "./actor-view.js";
export * from "./attributes.js";
export * from "./complex.js";
export * from "./degree.js";
export * from "./difficulty.js";
export * from "./extended.js";
export * from "./extended-odds.js";
export * from "./keep-pool.js";
export * from "./opposed.js";
export * from "./rating.js";
export * from "./specialities.js";
export * from "./initiative.js";
export * from "./opposition.js";
export * from "./roll-links.js";
export * from "./wounds.js";
export * from "./damage.js";
export * from "./stat-block.js";
