/** Gods & Monsters equipment (004): item data types, the price tables, size rules and carrying. */
export * from "./types.js";
export * from "./damage-dice.js";
export * from "./sizes.js";
export * from "./range.js";
export * from "./armor.js";
export * from "./carry.js";
export * from "./animals.js";
export * from "./usable.js";
export * from "./tables/weapons.js";
export * from "./tables/armor.js";
export * from "./tables/ammunition.js";
export * from "./tables/gear.js";
export * from "./item-data.js";
