export * from "./hit.js";
export * from "./cover.js";
export * from "./maneuvers.js";
export * from "./blows.js";
export * from "./immobilize.js";
export * from "./surprise.js";
export * from "./psychic.js";
export * from "./attack-plan.js";
