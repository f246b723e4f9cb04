/**
 * The pure rules API of Anthology: no Foundry globals at import, importable in plain Node.
 * Reachable in Foundry as `game.anthology.rules` for macro authors.
 */
export * from "./dice/rules/index.js";
export * from "./rulesets/gods-monsters/rules/index.js";
export * from "./rulesets/shadow/rules/index.js";
export * from "./rulesets/warden/rules/index.js";
export * from "./rulesets/roll-keep/rules/index.js";
