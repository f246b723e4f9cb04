export * from "./creature.js";
export * from "./stat-block.js";
