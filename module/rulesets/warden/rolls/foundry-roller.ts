/**
 * Runs a pure rules function that takes an injected roller with dice rolled by Foundry: a first pass records
 * which dice the function asks for (their order never depends on the faces), one Foundry Roll rolls them all
 * (so Dice So Nice and the chat show real dice), and a second pass replays those faces.
 */
import { wardenReplay, type WardenRoller } from "../rules/dice.js";

export async function withFoundryDice<T>(fn: (roll: WardenRoller) => T): Promise<{ result: T; roll: Roll | null }> {
  const sides: number[] = [];
  fn((s) => {
    sides.push(s);
    return 1;
  });
  if (sides.length === 0) return { result: fn(wardenReplay([])), roll: null };
  const roll = new Roll(sides.map((s) => `1d${s}`).join(" + "));
  await roll.evaluate();
  const faces = roll.dice.map((d) => Number(d.results[0]?.result ?? 1));
  return { result: fn(wardenReplay(faces)), roll };
}
