export * from "./difficulty.js";
export * from "./obstacle.js";
export * from "./roll.js";
export * from "./contest.js";
export * from "./roll-links.js";
