/**
 * The buttons of Shadow's chat cards: defend, apply damage, the pain choice, marking prone. Each reads its card's
 * `shadowCard` system (data/card.ts); an older card, its data under `flags.anthology`, is refused by the core with
 * `ANTHOLOGY.Warn.OldCard` (`cards: ["shadowCard"]`, module/core/chat/chat-actions.ts).
 */
import { setAnthologyFlag, updateDocument } from "../../../core/foundry/updates.js";
import { onHook } from "../../../core/foundry/hooks.js";
import { clientState } from "../../../core/client-state.js";
import { registerChatAction, type ChatActionContext } from "../../../core/chat/chat-actions.js";
import { registerDamageAction } from "../../../core/chat/damage-action.js";
import { shadowApplyHit, type ShadowDamageOutcome } from "../rolls/apply-damage.js";
import { shadowDefend } from "../rolls/attack.js";
import { actorFromUuid, localize, shadowKind } from "../data/view.js";
import { shadowDeathTestReminder, shadowRollDeathTest } from "../rolls/death-test.js";
import { isShadowPainChoice, shadowChoosePain, shadowMarkProne } from "../rolls/pain.js";
import { skipDialogPressed } from "../../../core/keybindings.js";
import { shadowCardOf, type ShadowCardSystem } from "../data/card.js";
import { shadowRollFreeAttack } from "../rolls/free-attack.js";
import { SHADOW_MARK_FLANKED, shadowMarkFlanked } from "../flows/flanking.js";

/** The card types Shadow's buttons read. */
const CARDS = ["shadowCard"];

/** One section of the clicked card's data (null for another kind of card). */
function section<K extends keyof ShadowCardSystem>(context: ChatActionContext, key: K): ShadowCardSystem[K] | null {
  return shadowCardOf(context.message)?.[key] ?? null;
}

/** The flag on the affected actor recording the cards whose one-time button was used (keyed by message id). */
export const SHADOW_DONE_FLAG = "shadowDone";

function messageId(context: ChatActionContext): string {
  return context.message.id ?? "";
}

/** Message ids whose one-time action is running on this client (a double click must not run it twice). */
const running = clientState("shadow.running", () => new Set<string>());

/**
 * Whether the card's one-time button was used: recorded on the affected actor (which the clicking user may
 * write, the core having checked that they own it or are the GM), or on the message by a GM or its author.
 */
function alreadyDone(context: ChatActionContext, actor: Actor.Implementation | null): boolean {
  if (shadowCardOf(context.message)?.applied === true) return true;
  const id = messageId(context);
  if (id === "") return false;
  if (running().has(id)) return true;
  // foundry.utils.getProperty reads a dotted path (https://foundryvtt.com/api/v13/functions/foundry.utils.getProperty.html).
  return actor !== null && foundry.utils.getProperty(actor, `flags.anthology.${SHADOW_DONE_FLAG}.${id}`) === true;
}

async function markDone(context: ChatActionContext, actor: Actor.Implementation | null): Promise<void> {
  const id = messageId(context);
  if (actor && id !== "" && (game.user?.isGM || actor.isOwner)) {
    await setAnthologyFlag(actor, `${SHADOW_DONE_FLAG}.${id}`, true);
  }
  // The card's own mark, which its model validates (a player may update only their own messages, v13).
  if ((game.user?.isGM || context.message.isOwner) && shadowCardOf(context.message)) await updateDocument(context.message, { "system.applied": true });
}

/** Runs a card's one-time action: refused when already done, recorded as done when it returns a result. */
async function once<T>(context: ChatActionContext, actor: Actor.Implementation | null, run: () => Promise<T>): Promise<T | null> {
  if (alreadyDone(context, actor)) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.AlreadyDone"));
    return null;
  }
  const id = messageId(context);
  const guard = running();
  if (id !== "") guard.add(id);
  try {
    const outcome = await run();
    if (outcome) await markDone(context, actor);
    return outcome;
  } finally {
    guard.delete(id);
  }
}

export function registerShadowChatActions(): void {
  registerChatAction("shadowDefend", {
    cards: CARDS,
    // One defence per card, decided by the active GM's client before the dialog opens (chat-actions.ts `once`).
    once: true,
    usedWarning: "ANTHOLOGY.Shadow.Warn.AlreadyDone",
    actor: (ctx) => actorFromUuid(section(ctx, "attack")?.defender),
    run: async (ctx, actor) => {
      const attack = section(ctx, "attack");
      if (!attack) return null;
      return once(ctx, actor, () => shadowDefend(attack, { skipDialog: skipDialogPressed(ctx.event) }));
    },
  });

  // The one apply-damage contract (core/chat/damage-action.ts): the card's defender, else the clicker's targeted or
  // controlled tokens; permission-checked; once per card and actor (cards used before it count too).
  registerDamageAction("shadowApplyDamage", {
    // The attacker's player asks the GM's client to apply it to the GM's monster the card names as the defender
    // (README "Players acting through the GM").
    relay: true,
    cards: CARDS,
    cardTarget: (ctx) => {
      const defender = section(ctx, "damage")?.defender;
      return typeof defender === "string" && defender !== "" ? actorFromUuid(defender) : undefined;
    },
    accept: (actor) => shadowKind(actor) !== null,
    usedBefore: (ctx, actor) => alreadyDone(ctx, actor),
    // The weapon roll's total and the Advantage die are the card's (shadowRollDamage posts them as its rolls): a card
    // whose numbers its rolls do not show asks the GM before it is relayed (README "Players acting through the GM").
    decided: (ctx) => {
      const damage = section(ctx, "damage");
      const [weapon, advantage] = (ctx.message.rolls ?? []) as { total?: unknown }[];
      return !!damage && weapon?.total === damage.weaponTotal && (advantage?.total ?? null) === (damage.advantageFace ?? null);
    },
    usedWarning: "ANTHOLOGY.Shadow.Warn.AlreadyDone",
    async apply(ctx, actors, _all, mark) {
      const damage = section(ctx, "damage");
      const applied: { actor: Actor.Implementation; result: ShadowDamageOutcome | null }[] = [];
      for (const actor of actors) applied.push({ actor, result: damage ? await shadowApplyHit(actor, damage, { mark, follows: ctx.message }) : null });
      return applied;
    },
  });

  registerChatAction("shadowPainChoice", {
    cards: CARDS,
    once: true,
    usedWarning: "ANTHOLOGY.Shadow.Warn.AlreadyDone",
    actor: async (ctx) => {
      const pain = section(ctx, "pain");
      // Without the attacker (deleted since), the victim's owner or the GM decides.
      return (await actorFromUuid(pain?.chooser === "victim" ? pain.defender : pain?.attacker)) ?? actorFromUuid(pain?.defender);
    },
    run: async (ctx, actor) => {
      const pain = section(ctx, "pain");
      const choice = ctx.dataset.choice;
      if (!pain || !isShadowPainChoice(choice)) return null;
      return once(ctx, actor, () => shadowChoosePain(pain, choice));
    },
  });

  registerChatAction("shadowDeathTest", {
    cards: CARDS,
    actor: (ctx) => actorFromUuid(section(ctx, "death")?.actor),
    run: async (_ctx, actor) => (actor ? shadowRollDeathTest(actor) : null),
  });

  // One Free Attack per striker the card names (data-striker picks among them): the striker's owner or the GM rolls it,
  // once per card and striker (the core's `once`), against the card's foe or, when it names none, the clicker's target.
  registerChatAction("shadowFreeAttack", {
    cards: CARDS,
    once: true,
    actor: (ctx) => actorFromUuid(section(ctx, "freeAttack")?.attackers[Number(ctx.dataset.striker)]),
    run: async (ctx, actor) => {
      const free = section(ctx, "freeAttack");
      if (!free) return null;
      if (!actor) {
        ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.NoStriker"));
        return null;
      }
      const defender = free.defender === "" ? null : await actorFromUuid(free.defender);
      if (free.defender !== "" && !defender) return null;
      return shadowRollFreeAttack(actor, defender, free.trigger, { skipDialog: skipDialogPressed(ctx.event) });
    },
  });

  registerChatAction("shadowMarkProne", {
    cards: CARDS,
    actor: (ctx) => actorFromUuid(section(ctx, "pain")?.defender),
    run: async (_ctx, actor) => (actor ? shadowMarkProne(actor) : null),
  });

  // The foe the card names is marked Flanked; the mover's player asks the active GM's client when they may not change
  // the foe (README "Players acting through the GM"). Marking twice changes nothing, so no one-time mark is needed.
  registerChatAction(SHADOW_MARK_FLANKED, {
    cards: CARDS,
    relay: true,
    actor: (ctx) => actorFromUuid(section(ctx, "flank")?.foe),
    run: async (_ctx, actor) => (actor && (await shadowMarkFlanked(actor)) ? true : null),
  });
}

/** Reminds the table of a dying character's death test when its turn comes (Foundry's combatTurnChange hook). */
export function registerShadowCombatHooks(): void {
  // Foundry ignores what a callAll handler returns; returning the promise lets a caller (the tests) wait for it.
  onHook("combatTurnChange", (combat) => shadowDeathTestReminder(combat.combatant?.actor ?? null));
}
