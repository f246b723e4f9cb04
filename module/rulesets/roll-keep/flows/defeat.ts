/**
 * Out of the fight is defeated in the combat tracker (the wound track, a table option, rules/wounds.ts): a character
 * whose wounds reach the track's last level has every combatant of it marked `defeated` (v13 Combatant `defeated`,
 * which `Combatant#isDefeated` reads, client/documents/combatant.mjs; the tracker greys the row and "skip defeated"
 * passes it), and healed below that level the marks this flow made are taken off. A mark the GM set by hand
 * (CombatTracker#_onToggleDefeatedStatus) is the GM's: healing leaves it.
 *
 * Who writes: the user whose change moved the wounds (the `updateActor` hook, in flows/wounds.ts), who may: a GM, or
 * the character's owner, whom v13 lets update a combatant's `defeated` and `flags` (common/documents/combatant.mjs,
 * `BaseCombatant.#canUpdate`; `Combatant#getUserLevel` is the actor's). A player's click on the GM's NPC is relayed
 * to the GM, whose client then writes the wounds and the mark; when the GM changes the track, the active GM alone.
 */
import { updateDocument } from "../../../core/foundry/updates.js";
import { isRkActor } from "../data/types.js";

/** What this flow reads and writes of a v13 Combatant (`Combatant#actor`, `defeated`, `flags`). */
interface RkCombatantLike {
  actor?: Actor.Implementation | null;
  defeated?: boolean;
  flags?: object | null;
  update(...args: never[]): Promise<unknown>;
}

/** This flow's flag on a combatant it marked (so healing clears its own mark, never the GM's). */
const MARK = "flags.anthology.rkOut";

/** The actor's combatants in every encounter of the world (v13 `game.combats`, `Combatant#actor`: the token's actor). */
function combatantsOf(actor: Actor.Implementation): RkCombatantLike[] {
  const found: RkCombatantLike[] = [];
  const combats = (game as { combats?: Iterable<{ combatants?: Iterable<RkCombatantLike> | null }> | null }).combats;
  for (const combat of combats ?? []) {
    for (const combatant of combat.combatants ?? []) {
      const other = combatant.actor;
      if (other && (other === actor || (other.uuid && other.uuid === actor.uuid))) found.push(combatant);
    }
  }
  return found;
}

/** Whether this flow made a combatant's defeated mark (its flag). */
function markedHere(combatant: RkCombatantLike): boolean {
  const anthology: unknown = combatant.flags && "anthology" in combatant.flags ? combatant.flags.anthology : null;
  return typeof anthology === "object" && anthology !== null && "rkOut" in anthology && anthology.rkOut === true;
}

/** Puts the actor's combatants' `defeated` in step with its wound level (out of the fight, or not). */
export async function rkSyncDefeated(actor: Actor.Implementation): Promise<void> {
  if (!isRkActor(actor)) return;
  const state = actor.system.woundState;
  const out = state.track !== "none" && state.out;
  for (const combatant of combatantsOf(actor)) {
    const ours = markedHere(combatant);
    if (out && !combatant.defeated) await updateDocument(combatant, { defeated: true, [MARK]: true });
    else if (!out && combatant.defeated && ours) await updateDocument(combatant, { defeated: false, [MARK]: false });
  }
}

/**
 * Hook `createCombatant`: a character already out of the fight enters the tracker defeated. Only the client of the
 * user who added it writes (they created it, so they may update it).
 */
export function rkOnCreateCombatant(combatant: RkCombatantLike | null, _options: unknown, userId: string): Promise<void> | null {
  if (userId !== game.user?.id) return null;
  const actor = combatant?.actor;
  return actor && isRkActor(actor) ? rkSyncDefeated(actor) : null;
}
