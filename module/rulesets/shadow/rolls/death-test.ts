/**
 * The death test of a dying character (text 002): 1d20 on its Initiative each turn until it is
 * stabilized, wakes (1: 1d4 Toughness) or dies (20, or the third 11–19).
 */
import { updateDocument } from "../../../core/foundry/updates.js";
import { isActiveGM } from "../../../core/active-gm.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { shadowDeathOutcomeKey, shadowDeathTestStep, type ShadowDeathTestStep } from "../rules/index.js";
import { SHADOW_CHAT_TEMPLATES } from "./attack.js";
import { localize, syncVitalStatuses, shadowSyncedUpdate } from "../data/view.js";
import { isShadowCharacter } from "../data/types.js";
import { shadowCard } from "../data/card.js";

export async function shadowRollDeathTest(actor: Actor.Implementation): Promise<ShadowDeathTestStep | null> {
  if (!isShadowCharacter(actor) || actor.system.vital !== "dying") {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.NotDying", { name: actor.name ?? "" }));
    return null;
  }
  const view = actor.system;
  if (view.dying.stable) {
    ui.notifications?.info(localize("ANTHOLOGY.Shadow.Warn.Stable", { name: actor.name ?? "" }));
    return null;
  }
  const roll = await new Roll("1d20").evaluate();
  const face = roll.total ?? 20;
  const wake = face === 1 ? await new Roll("1d4").evaluate() : null;
  const step = shadowDeathTestStep(view.dying.closer, face, wake?.total ?? undefined);
  const update: Record<string, unknown> = { "system.dying.closer": step.closer };
  if (step.status === "awake") {
    update["system.toughness.value"] = step.toughness;
    update["system.dying.closer"] = 0;
    update["system.dying.stable"] = false;
  }
  if (step.status === "dead") update["system.dying.dead"] = true;
  await updateDocument(actor, update, shadowSyncedUpdate());
  await syncVitalStatuses(actor);
  await postChatCard({
    template: SHADOW_CHAT_TEMPLATES.death,
    context: {
      name: actor.name ?? "",
      face,
      outcome: step.outcome,
      outcomeLabel: localize(shadowDeathOutcomeKey(step.outcome)),
      closer: step.closer,
      toughness: step.toughness,
    },
    actor,
    rolls: wake ? [roll, wake] : [roll],
    card: shadowCard(),
  });
  return step;
}

/**
 * On a dying character's turn in combat, the GM's client posts a reminder whose button rolls the death
 * test (the text: "on the character's Initiative", each turn). Stabilized characters get none.
 */
export async function shadowDeathTestReminder(actor: Actor.Implementation | null | undefined): Promise<ChatMessage.Implementation | undefined> {
  // Called from combatTurnChange, which every client runs: only the active GM posts (one reminder, not one per GM).
  if (!isShadowCharacter(actor) || !isActiveGM()) return undefined;
  if (actor.system.vital !== "dying" || actor.system.dying.stable) return undefined;
  return postChatCard({
    template: SHADOW_CHAT_TEMPLATES.deathReminder,
    context: { name: actor.name ?? "" },
    actor,
    card: shadowCard({ death: { actor: actor.uuid } }),
    // Meant for the players (its buttons are theirs): public, whatever roll mode the posting GM has chosen;
    // under "Private GM Roll" it would be whispered to GMs only (v13 ChatMessage.applyRollMode).
    rollMode: "publicroll",
  });
}
