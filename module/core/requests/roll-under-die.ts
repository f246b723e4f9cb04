/**
 * The d20 that counts in a roll-under roll message (G&M and Shadow requests): the dice room's `RollUnderRoll`
 * evaluates its own faces (module/dice/rolls/roll-under-roll.ts); a message whose first roll is not one has none.
 */
import { RollUnderRoll } from "../../dice/rolls/roll-under-roll.js";

export function rollUnderDieOf(message: ChatMessage.Implementation): number | null {
  const roll: unknown = (message.rolls ?? [])[0];
  return roll instanceof RollUnderRoll ? (roll.evaluation?.die ?? null) : null;
}
