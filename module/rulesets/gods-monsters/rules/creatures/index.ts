export * from "./creature.js";
