/**
 * One contract for every ruleset's apply-damage button (CONTRIBUTING "Whole outcomes"): the actors the damage applies
 * to are the card's own target when the card names one, else the clicking user's targeted tokens, else the tokens
 * they control; each is permission-checked (a GM, or the actor's owner) and takes a card's damage once
 * (`flags.anthology.spentCards.<message id>.<action>` on the actor, as `registerChatAction`'s `once` records it); a
 * click already running on this client is not started again. The ruleset says only which actors are its own and how
 * the damage applies (one whole outcome per actor).
 * Every application runs in the active GM's per-actor queue (chat-actions.ts `serial`, relay.ts): the card's named
 * target's through the core's routing, and each of the clicker's own targeted (or controlled) actors through one routed
 * request recorded on that actor (`routeToActiveGM`), so two users targeting one token and pressing at once apply it
 * once. The active GM's own click, or any click with no GM connected, runs here in this client's queue.
 * An application that rolls as the clicker (`rollsHere`: a save dialog per target) runs on the clicker's client, each
 * target under a claim the active GM's client grants in that target's queue before its dialog opens
 * (chat-actions.ts `claimActorUse`, relay.ts `grantClaim`); the spent mark and the claim's release are written with the
 * target's damage, so two users pressing at once apply it once per target, and the second is told it is taken.
 */
import {
  cardUsedOn,
  claimActorUse,
  claimReleaseChange,
  heldClaim,
  markCardUsed,
  mayActOn,
  registerChatAction,
  routeToActiveGM,
  serialized,
  spentMark,
  type CardClaim,
  type ChatActionContext,
} from "./chat-actions.js";
import { updateDocument } from "../foundry/updates.js";
import { controlledActors, targetedActors } from "../foundry/targets.js";
import { format, localize } from "../foundry/i18n.js";
import { clientState } from "../client-state.js";

export interface DamageAction<R> {
  /**
   * The actor the card names (its target, its defender): `undefined` when it names none (the user's tokens take the
   * damage), `null` when it names one that is gone (nobody does).
   */
  cardTarget(context: ChatActionContext): Promise<Actor.Implementation | null | undefined> | Actor.Implementation | null | undefined;
  /** The ruleset's own actors. */
  accept(actor: Actor.Implementation): boolean;
  /**
   * Applies the damage to the actors that may take it (`all` is every actor found, permitted or not: an attack on
   * several targets is resolved as one). Answers, per actor, what was applied; null leaves the card usable for it.
   * `mark` is the card's spent mark as actor changes: a flow writes it in the same update as the damage where it can
   * (the core writes it afterwards for an actor whose flow did not).
   */
  apply(
    context: ChatActionContext,
    actors: Actor.Implementation[],
    all: Actor.Implementation[],
    mark: Record<string, unknown>,
  ): Promise<{ actor: Actor.Implementation; result: R | null }[]>;
  /** A card used on this actor under an older record (a world's cards from before this contract). */
  usedBefore?(context: ChatActionContext, actor: Actor.Implementation): boolean;
  /**
   * The card's author may ask the active GM to apply it to the target the card names (module/core/chat/relay.ts,
   * README "Players acting through the GM"); never to the clicker's own targeted or controlled tokens.
   */
  relay?: boolean;
  /** The card types whose `system` the action reads (CONTRIBUTING "Chat cards"); a message of another type is refused. */
  cards?: string[];
  /** Whether the card's damage is what its own rolls show (chat-actions.ts `ChatAction#decided`), where the ruleset can tell. */
  decided?(context: ChatActionContext): boolean;
  /** The warning for a card already used (a localization key; `ANTHOLOGY.Warn.CardUsed` by default). */
  usedWarning?: string;
  /**
   * The application opens dialogs or rolls as the clicker (the Warden's attack on several targets, each saving): it is
   * not routed to the active GM's client, and runs here, in this client's per-actor queue only.
   */
  rollsHere?(context: ChatActionContext, all: Actor.Implementation[]): boolean;
  /** The warning when no actor takes the damage (a localization key; `ANTHOLOGY.Warn.NoDamageTargets` by default). */
  noTargetsWarning?: string;
}

/** The actors a damage card applies to, before permissions: its own target, else the targeted, else the controlled tokens. */
export async function damageTargets(context: ChatActionContext, action: Pick<DamageAction<unknown>, "cardTarget" | "accept">): Promise<Actor.Implementation[]> {
  const named = await action.cardTarget(context);
  if (named !== undefined) return named && action.accept(named) ? [named] : [];
  const targeted = targetedActors().filter((a) => action.accept(a));
  return targeted.length ? targeted : controlledActors().filter((a) => action.accept(a));
}

/** Clicks running on this client, by message id and action (a double click applies once). */
const running = clientState("damage.running", () => new Set<string>());

/** Registers `name` as an apply-damage button under the one contract above. Answers the results, or null when nothing was applied. */
export function registerDamageAction<R>(name: string, action: DamageAction<R>): void {
  /**
   * Permitted, unused and not claimed by another click (one applying it on its own client): the actor takes the card's
   * damage now (each refusal told). `claim`: the one this click holds on the actor.
   */
  const mayTake = (context: ChatActionContext, actor: Actor.Implementation, claim?: CardClaim): boolean => {
    if (!mayActOn(actor)) {
      ui.notifications?.warn(format("ANTHOLOGY.Warn.NotOwner", { actor: actor.name }));
      return false;
    }
    const used = cardUsedOn(actor, context.message, name) || action.usedBefore?.(context, actor) === true;
    if (!used && (claim?.held || !heldClaim(actor, context.message, name))) return true;
    ui.notifications?.warn(localize(used ? (action.usedWarning ?? "ANTHOLOGY.Warn.CardUsed") : "ANTHOLOGY.Warn.CardBusy"));
    return false;
  };
  /**
   * Applies the damage to `actors` (already checked) and writes the spent mark where the flow did not. With a held
   * `claim` (one actor), its release is written with the mark: with the damage where the flow takes the mark.
   */
  const applyTo = async (context: ChatActionContext, actors: Actor.Implementation[], all: Actor.Implementation[], claim?: CardClaim): Promise<R[]> => {
    const held = claim?.held === true && actors.length === 1;
    const release = (actor: Actor.Implementation) => (held ? claimReleaseChange(actor, context.message, name) : {});
    const applied = await action.apply(context, actors, all, { ...spentMark(context.message, name), ...(actors[0] ? release(actors[0]) : {}) });
    const taken = applied.filter((a) => a.result !== null);
    for (const { actor } of taken) {
      if (cardUsedOn(actor, context.message, name)) continue;
      if (held) await updateDocument(actor, { ...spentMark(context.message, name), ...release(actor) });
      else await markCardUsed(actor, context.message, name);
    }
    return taken.map((a) => a.result as R);
  };
  /**
   * One target of an application that rolls here: the active GM's client grants this click the card's use on it first
   * (a refusal is told), then its dialog and damage run in this client's queue; a target left out (its dialog closed,
   * a refusal, a failure) has the claim released, so the card stays usable for it.
   */
  const applyClaimed = async (context: ChatActionContext, target: Actor.Implementation, all: Actor.Implementation[]): Promise<R[]> => {
    const claim = await claimActorUse(name, context, target);
    if (!claim) return [];
    let taken: R[] = [];
    try {
      // Its own lane, as a claimed one-time click's (chat-actions.ts `runChatAction`): the active GM's dialog here never
      // holds up the queue in which its client grants the claims.
      taken = await serialized(target, async () => (mayTake(context, target, claim) ? applyTo(context, [target], all, claim) : []), "claimed:");
      return taken;
    } finally {
      if (claim.held && !taken.length) await updateDocument(target, claimReleaseChange(target, context.message, name)).catch(() => undefined);
    }
  };
  registerChatAction(name, {
    // Several actors may take the damage: each is checked here, so the core's single-actor check is not used, except
    // for a relayed action, whose one actor is the card's named target (the relay's checks need it).
    actor: async (context) => (action.relay ? ((await action.cardTarget(context)) ?? null) : null),
    relay: action.relay === true,
    // The card's one target takes it once however many users click at once: every click runs in the active GM's
    // client, one after another (chat-actions.ts `serial`, relay.ts).
    serial: true,
    // Where the application rolls as the clicker (`rollsHere`), each target is claimed on the active GM's client instead.
    ...(action.rollsHere ? { claimable: true } : {}),
    // A routed request for one of the clicker's own targeted actors (the card names none): that actor, if it is the
    // ruleset's; a request on any other actor than the card's named target is refused.
    routedActor: async (context, holder) => {
      const named = await action.cardTarget(context);
      if (named === undefined) return action.accept(holder) ? holder : null;
      return named;
    },
    ...(action.cards ? { cards: action.cards } : {}),
    ...(action.decided ? { decided: action.decided } : {}),
    // The words for a target already hit, when a claim of it is refused (relay.ts `claimChatAction`).
    ...(action.usedWarning ? { usedWarning: action.usedWarning } : {}),
    async run(context, actor) {
      // `actor`: the card's named target, or on the active GM's client the one actor a routed request is for; either
      // way this runs in that actor's queue already (chat-actions.ts `runChatAction`, relay.ts `answerRecorded`).
      const all = actor ? (action.accept(actor) ? [actor] : []) : await damageTargets(context, action);
      if (!all.length) {
        ui.notifications?.warn(localize(action.noTargetsWarning ?? "ANTHOLOGY.Warn.NoDamageTargets"));
        return null;
      }
      if (actor) {
        if (!mayTake(context, actor)) return null;
        const results = await applyTo(context, [actor], all);
        return results.length ? results : null;
      }
      // The clicker's own targeted (or controlled) actors: an actor they may not change is refused here, as before.
      const permitted = all.filter((a) => {
        if (mayActOn(a)) return true;
        ui.notifications?.warn(format("ANTHOLOGY.Warn.NotOwner", { actor: a.name }));
        return false;
      });
      if (!permitted.length) return null;
      const key = `${String(context.message.id ?? "")}.${name}`;
      const guard = running();
      if (guard.has(key)) return null;
      guard.add(key);
      try {
        const here = action.rollsHere?.(context, all) === true;
        const results: unknown[] = [];
        for (const target of permitted) {
          if (here) {
            results.push(...(await applyClaimed(context, target, all)));
            continue;
          }
          const routed = routeToActiveGM(name, context, target);
          if (routed) {
            // One request recorded on this actor, answered in the active GM's queue for it (refusals told by relay.ts).
            const answer = await routed;
            if (answer) results.push(answer);
            continue;
          }
          const taken = await serialized(target, async () => (mayTake(context, target) ? applyTo(context, [target], all) : []));
          results.push(...taken);
        }
        return results.length ? results : null;
      } finally {
        guard.delete(key);
      }
    },
  });
}
