/**
 * Standing up from prone (text 002, "Stand Up", "Movement Action"): a Quick test. Succeeded, getting up costs a Movement
 * Action; failed, it takes the whole turn (no Combat Action). Either way the character is on its feet after it, so the
 * prone status goes, and a card says what it cost (shadowStandUpCost).
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { shadowStandUpCost, shadowTestValue, type ShadowActionKind } from "../rules/index.js";
import { shadowCard } from "../data/card.js";
import { SHADOW_STATUS, hasStatus, localize, shadowKind, shadowView } from "../data/view.js";
import { shadowRollUnder } from "./dice.js";

export const SHADOW_STAND_UP_TEMPLATE = "systems/anthology/templates/shadow/chat/stand-up.hbs";

/** Rolls the Quick test and gets the actor up; null when refused (not prone, not the owner) or the dialog is closed. */
export async function shadowStandUp(actor: Actor.Implementation, { skipDialog = false }: { skipDialog?: boolean } = {}): Promise<ShadowActionKind | null> {
  if (!shadowKind(actor)) return null;
  if (!actor.isOwner) {
    ui.notifications?.warn(localize("ANTHOLOGY.Warn.NotOwner", { actor: actor.name ?? "" }));
    return null;
  }
  if (!hasStatus(actor, SHADOW_STATUS.prone)) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.NotProne", { name: actor.name ?? "" }));
    return null;
  }
  const quick = shadowTestValue(shadowView(actor).attributes.quick);
  const rolled = await shadowRollUnder({
    actor,
    label: localize("ANTHOLOGY.Shadow.StandUp.Test"),
    target: quick,
    modifier: 0,
    favour: 0,
    skipDialog,
    flavor: localize("ANTHOLOGY.Shadow.StandUp.Flavor"),
  });
  if (!rolled) return null;
  const cost = shadowStandUpCost(rolled.evaluation.success);
  const card = () =>
    postChatCard({
      template: SHADOW_STAND_UP_TEMPLATE,
      context: { name: actor.name ?? "", cost, face: rolled.evaluation.die, target: rolled.evaluation.target },
      actor,
      card: shadowCard(),
    });
  const written = await applyOutcome(actor, { statuses: { [SHADOW_STATUS.prone]: false }, cards: [card] });
  return written.ok ? cost : null;
}
