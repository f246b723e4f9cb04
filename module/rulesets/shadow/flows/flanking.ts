/**
 * Taking a flanking position (text 002, "Movement Action": "Take up a flanking position next to an enemy already fighting
 * an ally"; "Flanking": "It usually takes a Movement Action to get around an enemy and flank it"): from the mover's sheet,
 * with the foe targeted. The mover's Movement Action is spent (refused with a message when none is left), a card says
 * who flanks whom, and the foe is marked Flanked (melee attacks on it have Advantage, rules/advantage.ts). A user who may
 * not change the foe (a player, the GM's monster) has the mark set by the active GM's client: the card's button is a
 * relayed chat action (README "Players acting through the GM", module/core/chat/relay.ts), pressed for them at once.
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { runChatAction } from "../../../core/chat/chat-actions.js";
import { format } from "../../../core/foundry/i18n.js";
import { shadowCard } from "../data/card.js";
import { SHADOW_STATUS, shadowKind, targetedShadowActor } from "../data/view.js";
import { SHADOW_ACTIVITY_COSTS } from "../rules/index.js";
import { shadowSpendTurnAction } from "./turn-actions.js";

export const SHADOW_FLANK_TEMPLATE = "systems/anthology/templates/shadow/chat/flank.hbs";
export const SHADOW_MARK_FLANKED = "shadowMarkFlanked";

/** Marks the foe Flanked (nothing written when it already is). */
export async function shadowMarkFlanked(foe: Actor.Implementation): Promise<boolean> {
  if ((foe as { statuses?: Set<string> }).statuses?.has(SHADOW_STATUS.flanked)) return true;
  return (await applyOutcome(foe, { statuses: { [SHADOW_STATUS.flanked]: true } })).ok;
}

/** The mover takes a flanking position on the targeted foe: the card, or null with a message when refused. */
export async function shadowTakeFlankingPosition(mover: Actor.Implementation): Promise<ChatMessage.Implementation | null> {
  if (!mover.isOwner) {
    ui.notifications?.warn(format("ANTHOLOGY.Warn.NotOwner", { actor: mover.name ?? "" }));
    return null;
  }
  const foe = targetedShadowActor();
  if (!foe || foe.id === mover.id || !shadowKind(foe)) {
    ui.notifications?.warn(format("ANTHOLOGY.Shadow.Warn.TargetEnemies", {}));
    return null;
  }
  if (!(await shadowSpendTurnAction(mover, SHADOW_ACTIVITY_COSTS.takeFlankingPosition))) return null;
  const message = await postChatCard({
    template: SHADOW_FLANK_TEMPLATE,
    context: { mover: mover.name ?? "", foe: foe.name ?? "" },
    actor: mover,
    card: shadowCard({ flank: { mover: mover.uuid, foe: foe.uuid } }),
  });
  if (!message) return null;
  // The foe's owner or a GM marks it here; anyone else's click goes to the active GM's client (relay: true).
  if (foe.isOwner) await shadowMarkFlanked(foe);
  // The card's own button, its data as the card shows it (the GM's client compares them).
  else await runChatAction(SHADOW_MARK_FLANKED, { message, dataset: { anthologyAction: SHADOW_MARK_FLANKED } as DOMStringMap, event: new Event("click") });
  return message;
}
