/** Gods & Monsters actions and consequences (001, and assistance from 004): pure rules. */
export * from "./aging.js";
export * from "./ailments.js";
export * from "./assistance.js";
export * from "./chases.js";
export * from "./concentration.js";
export * from "./falling.js";
export * from "./illusions.js";
export * from "./item-reactions.js";
export * from "./jumping.js";
export * from "./movement.js";
export * from "./searching.js";
export * from "./semi-consciousness.js";
export * from "./suffocation.js";
export * from "./tracking.js";
export * from "./upkeep.js";
export * from "./gm-tools.js";
