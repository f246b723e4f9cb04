/** The buttons of Shadow's chat cards: defend, apply damage, the pain choice, marking prone. */
import { setAnthologyFlag } from "../../../core/foundry/updates.js";
import { onHook } from "../../../core/foundry/hooks.js";
import { registerChatAction, type ChatActionContext } from "../../../core/chat/chat-actions.js";
import { registerDamageAction } from "../../../core/chat/damage-action.js";
import { shadowApplyHit, type ShadowDamageFlags, type ShadowDamageOutcome } from "./apply-damage.js";
import { shadowDefend, type ShadowAttackContext } from "./attack.js";
import { actorFromUuid, localize, shadowKind } from "./actor-view.js";
import { shadowDeathTestReminder, shadowRollDeathTest } from "./death-test.js";
import { isShadowPainChoice, shadowChoosePain, shadowMarkProne, type ShadowPainFlags } from "./pain.js";
import { skipDialogPressed } from "../../../core/keybindings.js";

function flag<T>(context: ChatActionContext, key: string): T | null {
  const flags = (context.message as unknown as { flags?: { anthology?: Record<string, unknown> } }).flags;
  const value = flags?.anthology?.[key];
  return typeof value === "object" && value !== null ? (value as T) : null;
}

/** The flag on the affected actor recording the cards whose one-time button was used (keyed by message id). */
export const SHADOW_DONE_FLAG = "shadowDone";

function messageId(context: ChatActionContext): string {
  const id = (context.message as unknown as { id?: unknown }).id;
  return typeof id === "string" ? id : "";
}

/** Message ids whose one-time action is running on this client (a double click must not run it twice). */
const running = new Set<string>();

/**
 * Whether the card's one-time button was used: recorded on the affected actor (which the clicking user may
 * write, the core having checked that they own it or are the GM), or on the message by a GM or its author.
 */
function alreadyDone(context: ChatActionContext, actor: Actor.Implementation | null): boolean {
  const flags = (context.message as unknown as { flags?: { anthology?: Record<string, unknown> } }).flags;
  if (flags?.anthology?.shadowApplied === true) return true;
  const id = messageId(context);
  if (id === "") return false;
  if (running.has(id)) return true;
  const done = (actor as unknown as { getFlag?(scope: string, key: string): unknown } | null)?.getFlag?.("anthology", SHADOW_DONE_FLAG);
  return typeof done === "object" && done !== null && (done as Record<string, unknown>)[id] === true;
}

async function markDone(context: ChatActionContext, actor: Actor.Implementation | null): Promise<void> {
  const id = messageId(context);
  if (actor && id !== "" && (game.user?.isGM || actor.isOwner)) {
    await setAnthologyFlag(actor, `${SHADOW_DONE_FLAG}.${id}`, true);
  }
  const message = context.message as unknown as { isOwner?: boolean; setFlag?(scope: string, key: string, value: unknown): Promise<unknown> };
  if ((game.user?.isGM || message.isOwner) && message.setFlag) await message.setFlag("anthology", "shadowApplied", true);
}

/** Runs a card's one-time action: refused when already done, recorded as done when it returns a result. */
async function once<T>(context: ChatActionContext, actor: Actor.Implementation | null, run: () => Promise<T>): Promise<T | null> {
  if (alreadyDone(context, actor)) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.AlreadyDone"));
    return null;
  }
  const id = messageId(context);
  if (id !== "") running.add(id);
  try {
    const outcome = await run();
    if (outcome) await markDone(context, actor);
    return outcome;
  } finally {
    running.delete(id);
  }
}

export function registerShadowChatActions(): void {
  registerChatAction("shadowDefend", {
    actor: (ctx) => actorFromUuid(flag<ShadowAttackContext>(ctx, "shadowAttack")?.defender),
    run: async (ctx, actor) => {
      const attack = flag<ShadowAttackContext>(ctx, "shadowAttack");
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
    cardTarget: (ctx) => {
      const defender = flag<ShadowDamageFlags>(ctx, "shadowDamage")?.defender;
      return typeof defender === "string" && defender !== "" ? actorFromUuid(defender) : undefined;
    },
    accept: (actor) => shadowKind(actor) !== null,
    usedBefore: (ctx, actor) => alreadyDone(ctx, actor),
    usedWarning: "ANTHOLOGY.Shadow.Warn.AlreadyDone",
    async apply(ctx, actors) {
      const damage = flag<ShadowDamageFlags>(ctx, "shadowDamage");
      const applied: { actor: Actor.Implementation; result: ShadowDamageOutcome | null }[] = [];
      for (const actor of actors) applied.push({ actor, result: damage ? await shadowApplyHit(actor, damage) : null });
      return applied;
    },
  });

  registerChatAction("shadowPainChoice", {
    actor: async (ctx) => {
      const pain = flag<ShadowPainFlags>(ctx, "shadowPain");
      // Without the attacker (deleted since), the victim's owner or the GM decides.
      return (await actorFromUuid(pain?.chooser === "victim" ? pain.defender : pain?.attacker)) ?? actorFromUuid(pain?.defender);
    },
    run: async (ctx, actor) => {
      const pain = flag<ShadowPainFlags>(ctx, "shadowPain");
      const choice = ctx.dataset.choice;
      if (!pain || !isShadowPainChoice(choice)) return null;
      return once(ctx, actor, () => shadowChoosePain(pain, choice));
    },
  });

  registerChatAction("shadowDeathTest", {
    actor: (ctx) => actorFromUuid(flag<{ actor: string }>(ctx, "shadowDeath")?.actor),
    run: async (_ctx, actor) => (actor ? shadowRollDeathTest(actor) : null),
  });

  registerChatAction("shadowMarkProne", {
    actor: (ctx) => actorFromUuid(flag<ShadowPainFlags>(ctx, "shadowPain")?.defender),
    run: async (_ctx, actor) => (actor ? shadowMarkProne(actor) : null),
  });
}

/** Reminds the table of a dying character's death test when its turn comes (Foundry's combatTurnChange hook). */
export function registerShadowCombatHooks(): void {
  // Foundry ignores what a callAll handler returns; returning the promise lets a caller (the tests) wait for it.
  onHook("combatTurnChange", (combat) => shadowDeathTestReminder(combat.combatant?.actor ?? null));
}
