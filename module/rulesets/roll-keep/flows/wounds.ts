/**
 * Wounds applied to a character (a table option, rules/wounds.ts): from a damage card's button, one whole outcome
 * (the wounds and the token status of the level reached, CONTRIBUTING "Whole outcomes"), then the card saying where
 * the character now stands from its point of view (its level, the wounds, the penalty, or out of the fight). The
 * statuses also follow wounds typed on the sheet or a token bar (the updateActor hook below).
 */
import { numbersAudience, postChatCard } from "../../../core/chat/post-card.js";
import { onHook } from "../../../core/foundry/hooks.js";
import { clientState } from "../../../core/client-state.js";
import { queuedPerActor } from "../../../core/actor-queue.js";
import { localize } from "../../../core/foundry/i18n.js";
import { hasStatus, setStatus } from "../../../core/foundry/statuses.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { rkCard } from "../data/card.js";
import { isRkActor } from "../data/types.js";
import { RK_WOUND_STATUSES, rkApplyWounds, rkWoundStatuses, type RkWoundState } from "../rules/wounds.js";
import { refreshActors, rkActorsToRefresh, rkWorldWoundTrack } from "../settings.js";
import { isActiveGM } from "../../../core/active-gm.js";
import { rkOnCreateCombatant, rkSyncDefeated } from "./defeat.js";

export const RK_WOUNDS_CARD = "systems/anthology/templates/roll-keep/chat/wounds.hbs";
/** The actor update's option that says the statuses are in the same outcome (the hook leaves them alone). */
const SYNCED = "anthologyRkWoundStatuses";

/** The level's name, "Hurt" or "Out of the fight". */
export function rkWoundLevelLabel(state: RkWoundState): string {
  return state.level ? localize(`ANTHOLOGY.RollKeep.Wounds.Level.${state.level}`) : "";
}

export interface RkWoundsResult {
  taken: number;
  wounds: number;
  level: string | null;
  out: boolean;
}

/**
 * `damage` wounds (negative heals) on the world's track: refused with a message without a track; `mark` goes in the
 * same update (a card's spent mark, module/core/chat/damage-action.ts), and the card follows `follows`'s audience.
 */
export async function rkApplyWoundsFlow(
  actor: Actor.Implementation,
  damage: number,
  { mark = {}, follows = null }: { mark?: Record<string, unknown>; follows?: ChatMessage.Implementation | null } = {},
): Promise<RkWoundsResult | null> {
  if (!isRkActor(actor)) return null;
  const track = rkWorldWoundTrack();
  if (track === "none") {
    ui.notifications?.warn(localize("ANTHOLOGY.RollKeep.Warn.noWoundTrack"));
    return null;
  }
  const change = rkApplyWounds(track, actor.system.attributes.endurance, actor.system.wounds, damage);
  const { after } = change;
  const readers = numbersAudience(actor, follows);
  const post = (numbers: boolean, audience: typeof readers) =>
    postChatCard({
      template: RK_WOUNDS_CARD,
      context: {
        numbers,
        name: actor.name ?? "",
        // From the character's point of view: wounds are bad news, out of the fight the worst.
        tone: after.out ? "botch" : change.taken > 0 ? "failure" : "neutral",
        out: after.out,
        level: rkWoundLevelLabel(after),
        taken: change.taken,
        wounds: after.wounds,
        outAt: after.outAt,
        penalty: after.penalty,
      },
      actor,
      card: rkCard({ wounds: { actor: actor.uuid } }),
      ...(audience ? { audience } : { rollMode: "publicroll" }),
    });
  const card = async () => {
    // Kept private, the numbers go to their readers and the public card says only the level.
    if (readers) await post(true, readers);
    await post(readers === null, null);
  };
  const applied = await applyOutcome(
    actor,
    { actor: { ...change.outcome.actor, ...mark }, statuses: change.outcome.statuses, cards: [card] },
    { actorOperation: { [SYNCED]: true } },
  );
  if (!applied.ok) return null;
  // The combatants follow on this client too, not only through the updateActor hook (a token's own actor, whose
  // change v13 reports through its ActorDelta, is reached either way; a second pass finds nothing to write).
  await queuedPerActor(queues(), actor, () => rkSyncDefeated(actor));
  return { taken: change.taken, wounds: after.wounds, level: after.level, out: after.out };
}

/** One sync at a time per actor on this client, so two updates close together never toggle one status twice. */
const queues = clientState("rk.woundSyncQueues", () => new Map<string, Promise<void>>());

async function sync(actor: Actor.Implementation): Promise<void> {
  if (!isRkActor(actor)) return;
  // Without a track, no wound status stays (the world left the track, or never had one).
  const wanted =
    actor.system.woundState.track === "none" ? Object.fromEntries(RK_WOUND_STATUSES.map((s) => [s, false])) : rkWoundStatuses(actor.system.woundState);
  for (const [status, on] of Object.entries(wanted)) if (on !== hasStatus(actor, status)) await setStatus(actor, status, on);
}

/**
 * The wound statuses, and the combatants' defeated mark (flows/defeat.ts), in step with the stored wounds (wounds
 * typed on the sheet or a token bar, a new track).
 */
export function rkSyncWoundStatuses(actor: Actor.Implementation): Promise<void> {
  return queuedPerActor(queues(), actor, async () => {
    await sync(actor);
    await rkSyncDefeated(actor);
  });
}

/**
 * Hook `updateActor`: wounds changed anywhere but a wound outcome (which sets its statuses itself) set the statuses;
 * any change of the wounds puts the combatants' defeated mark in step. Only the user who made the change runs it (a
 * GM or the owner, since Foundry let them update the actor), so two GMs write once.
 */
export function rkOnUpdateActor(
  actor: unknown,
  changes: { system?: Record<string, unknown> } | undefined,
  options: Record<string, unknown> | undefined,
  userId: string,
): Promise<void> | null {
  if (userId !== game.user?.id || !isRkActor(actor as Actor.Implementation)) return null;
  if (!changes?.system || !("wounds" in changes.system || "attributes" in changes.system)) return null;
  const changed = actor as Actor.Implementation;
  if (options?.[SYNCED]) return queuedPerActor(queues(), changed, () => rkSyncDefeated(changed));
  return rkSyncWoundStatuses(changed);
}

export function registerRkWoundHooks(): void {
  onHook("updateActor", (actor, changes, options, userId) => {
    void rkOnUpdateActor(actor, changes as never, options as never, userId as string);
  });
  onHook("createCombatant", (combatant, options, userId) => {
    void rkOnCreateCombatant(combatant, options, userId as string);
  });
}

/**
 * The wound track changed: every actor is prepared on the new track, and the active GM's client alone (one write for
 * the table, module/core/active-gm.ts) puts each actor's token status in step with it (none left without a track).
 */
export function rkOnWoundTrackChange(): void {
  refreshActors();
  if (!isActiveGM()) return;
  for (const actor of rkActorsToRefresh()) void rkSyncWoundStatuses(actor);
}
