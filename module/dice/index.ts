/** The dice room's public API (placeholder until the Roll classes land). */
export * from "./odds/index.js";

/** Adds Anthology's Roll classes to CONFIG.Dice.rolls. */
export function registerDice(): void {}
