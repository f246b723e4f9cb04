/** The buttons of Shadow's chat cards: defend, apply damage, the pain choice, marking prone. */
import { registerChatAction, type ChatActionContext } from "../../../core/chat/chat-actions.js";
import { shadowApplyHit, type ShadowDamageFlags } from "./apply-damage.js";
import { shadowDefend, type ShadowAttackContext } from "./attack.js";
import { actorFromUuid, localize } from "./actor-view.js";
import { shadowDeathTestReminder, shadowRollDeathTest } from "./death-test.js";
import { isShadowPainChoice, shadowChoosePain, shadowMarkProne, type ShadowPainFlags } from "./pain.js";

function flag<T>(context: ChatActionContext, key: string): T | null {
  const flags = (context.message as unknown as { flags?: { anthology?: Record<string, unknown> } }).flags;
  const value = flags?.anthology?.[key];
  return typeof value === "object" && value !== null ? (value as T) : null;
}

function alreadyDone(context: ChatActionContext): boolean {
  const flags = (context.message as unknown as { flags?: { anthology?: Record<string, unknown> } }).flags;
  return flags?.anthology?.shadowApplied === true;
}

async function markDone(context: ChatActionContext): Promise<void> {
  const message = context.message as unknown as { isOwner?: boolean; setFlag?(scope: string, key: string, value: unknown): Promise<unknown> };
  if ((game.user?.isGM || message.isOwner) && message.setFlag) await message.setFlag("anthology", "shadowApplied", true);
}

export function registerShadowChatActions(): void {
  registerChatAction("shadowDefend", {
    actor: (ctx) => actorFromUuid(flag<ShadowAttackContext>(ctx, "shadowAttack")?.defender),
    run: async (ctx) => {
      const attack = flag<ShadowAttackContext>(ctx, "shadowAttack");
      if (!attack) return null;
      if (alreadyDone(ctx)) return ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.AlreadyDone"));
      const outcome = await shadowDefend(attack, { skipDialog: Boolean((ctx.event as MouseEvent).shiftKey) });
      if (outcome) await markDone(ctx);
      return outcome;
    },
  });

  registerChatAction("shadowApplyDamage", {
    actor: (ctx) => actorFromUuid(flag<ShadowDamageFlags>(ctx, "shadowDamage")?.defender),
    run: async (ctx, actor) => {
      const damage = flag<ShadowDamageFlags>(ctx, "shadowDamage");
      if (!damage || !actor) return null;
      if (alreadyDone(ctx)) return ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.AlreadyDone"));
      const outcome = await shadowApplyHit(actor, damage);
      if (outcome) await markDone(ctx);
      return outcome;
    },
  });

  registerChatAction("shadowPainChoice", {
    actor: (ctx) => {
      const pain = flag<ShadowPainFlags>(ctx, "shadowPain");
      return actorFromUuid(pain?.chooser === "victim" ? pain.defender : pain?.attacker);
    },
    run: async (ctx) => {
      const pain = flag<ShadowPainFlags>(ctx, "shadowPain");
      const choice = ctx.dataset.choice;
      if (!pain || !isShadowPainChoice(choice)) return null;
      if (alreadyDone(ctx)) return ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.AlreadyDone"));
      const ok = await shadowChoosePain(pain, choice);
      if (ok) await markDone(ctx);
      return ok;
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
  Hooks.on("combatTurnChange" as never, ((combat: { combatant?: { actor?: Actor.Implementation | null } | null }) => {
    void shadowDeathTestReminder(combat.combatant?.actor ?? null);
  }) as never);
}
