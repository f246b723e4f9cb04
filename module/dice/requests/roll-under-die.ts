/**
 * The d20 that counts in a roll-under roll message answering a GM request (G&M and Shadow): the dice room's
 * `RollUnderRoll` evaluates its own faces (module/dice/rolls/roll-under-roll.ts). A request is rolled at once, one
 * d20 with no favour and no post-roll bonus (the adapters' `roll`), so only that roll answers it: a message whose
 * first roll is another class (a constant `Roll("40")` a player posted by hand), another formula or a bonus has no
 * die, and the GM's client refuses it.
 */
import { RollUnderRoll } from "../rolls/roll-under-roll.js";
import { rollUnderFormula } from "./roll-under-settings.js";

export function rollUnderDieOf(message: ChatMessage.Implementation): number | null {
  const roll: unknown = (message.rolls ?? [])[0];
  if (!(roll instanceof RollUnderRoll)) return null;
  const settings = roll.settings;
  if (settings.favour !== 0 || settings.bonus !== 0 || roll.formula !== rollUnderFormula({ favour: 0 }) || roll.faces.length !== 1) return null;
  return roll.evaluation?.die ?? null;
}
