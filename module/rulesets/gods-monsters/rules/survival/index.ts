export * from "./archetypal.js";
export * from "./damage.js";
export * from "./consciousness.js";
export * from "./death.js";
export * from "./rest.js";
export * from "./damage-outcome.js";
