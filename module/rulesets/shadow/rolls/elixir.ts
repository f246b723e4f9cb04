/**
 * Using an elixir from the sheet (text 002, "Use/Apply Elixir", "Healing Wounds"): drinking or applying it on oneself is
 * a Movement Action of the turn (refused with a message when none is left); its healing is rolled (flat Toughness plus
 * its dice), and the Toughness, a dying character's stabilizing, the dose used (quantity − 1) and the spent action are
 * written as one outcome (rules/elixirs.ts `shadowElixirUse`); a card says what happened, with its band. Table option:
 * the sheet uses an elixir on its own character; given to somebody else (a Combat Action), the GM applies it there.
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { format } from "../../../core/foundry/i18n.js";
import { shadowCard } from "../data/card.js";
import { isShadowEquipment } from "../data/types.js";
import { shadowElixirAction, shadowElixirUse, shadowParseDice } from "../rules/index.js";
import { shadowTurnChange } from "../flows/turn-actions.js";
import { shadowKind, shadowSyncedUpdate, shadowView, syncVitalStatuses } from "./actor-view.js";

export const SHADOW_ELIXIR_TEMPLATE = "systems/anthology/templates/shadow/chat/elixir.hbs";

/** Uses one dose of the elixir on its carrier; the card, or null with a message when refused. */
export async function shadowUseElixir(item: Item.Implementation): Promise<ChatMessage.Implementation | null> {
  const actor = item.actor;
  if (!actor || !shadowKind(actor) || !isShadowEquipment(item) || !item.system.elixir) return null;
  if (!actor.isOwner) {
    ui.notifications?.warn(format("ANTHOLOGY.Warn.NotOwner", { actor: actor.name ?? "" }));
    return null;
  }
  const view = shadowView(actor);
  if (view.vital === "dead") {
    ui.notifications?.warn(format("ANTHOLOGY.Shadow.Warn.Dead", { name: actor.name ?? "" }));
    return null;
  }
  if (item.system.quantity < 1) {
    ui.notifications?.warn(format("ANTHOLOGY.Shadow.Elixir.Empty", { name: item.name ?? "" }));
    return null;
  }
  const spend = shadowTurnChange(actor, shadowElixirAction(true));
  if (spend === null) return null;
  const dice = item.system.healing.dice;
  // The dice were validated by the data model (diceField); checked again before rolling, as a weapon's are.
  const roll = dice && shadowParseDice(dice) && Roll.validate(dice) ? await new Roll(dice).evaluate() : null;
  const flat = item.system.healing.flat;
  const result = shadowElixirUse({
    itemId: item.id ?? "",
    quantity: item.system.quantity,
    toughness: view.toughness.value,
    maxToughness: view.toughness.max,
    healing: flat + (roll?.total ?? 0),
    dying: shadowKind(actor) === "character" && view.vital === "dying",
  });
  if (!result.ok) return null;
  const applied = await applyOutcome(actor, { ...result.outcome, actor: { ...result.outcome.actor, ...spend } }, { actorOperation: shadowSyncedUpdate() });
  if (!applied.ok) return null;
  await syncVitalStatuses(actor);
  return (await postChatCard({
    template: SHADOW_ELIXIR_TEMPLATE,
    context: {
      name: actor.name ?? "",
      elixir: item.name ?? "",
      healed: result.healed,
      toughness: result.toughness,
      max: view.toughness.max,
      flat,
      dice: roll ? dice : "",
      rolled: roll?.total ?? null,
      heals: flat > 0 || roll !== null,
      stabilized: result.stabilized && result.toughness === 0,
      left: result.left,
    },
    actor,
    rolls: roll ? [roll] : [],
    card: shadowCard(),
  })) ?? null;
}
