/**
 * Using an elixir from the sheet (text 002, "Use/Apply Elixir", "Healing Wounds"): drinking or applying it on oneself is
 * a Movement Action of the turn (refused with a message when none is left); its healing is rolled (flat Toughness plus
 * its dice), and the Toughness, a dying character's stabilizing, the dose used (quantity − 1) and the spent action are
 * written as one outcome (rules/elixirs.ts `shadowElixirUse`); a card says what happened, with its band. With one other
 * Shadow token targeted, the elixir is given to it: a Combat Action of the carrier (warned about, not refused, when the
 * turn's is spent: the GM decides), the healing written on the patient, the dose and the action on the carrier (two
 * actors, two writes: v13 has no transaction across documents). Only a user who may change the patient does it (its
 * owner, a GM); anyone else is told to ask the GM.
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { format } from "../../../core/foundry/i18n.js";
import { shadowCard } from "../data/card.js";
import { isShadowEquipment } from "../data/types.js";
import { shadowElixirAction, shadowElixirUse, shadowParseDice } from "../rules/index.js";
import { shadowTurnChange } from "../flows/turn-actions.js";
import { shadowKind, shadowSyncedUpdate, shadowView, syncVitalStatuses, targetedShadowActor } from "../data/view.js";

export const SHADOW_ELIXIR_TEMPLATE = "systems/anthology/templates/shadow/chat/elixir.hbs";

/** Uses one dose of the elixir on its carrier, or on the one Shadow token targeted; the card, or null with a message when refused. */
export async function shadowUseElixir(item: Item.Implementation): Promise<ChatMessage.Implementation | null> {
  const carrier = item.actor;
  if (!carrier || !shadowKind(carrier) || !isShadowEquipment(item) || !item.system.elixir) return null;
  if (!carrier.isOwner) {
    ui.notifications?.warn(format("ANTHOLOGY.Warn.NotOwner", { actor: carrier.name ?? "" }));
    return null;
  }
  const targeted = targetedShadowActor();
  const patient = targeted && targeted.id !== carrier.id ? targeted : carrier;
  const onSelf = patient === carrier;
  if (!onSelf && !patient.isOwner) {
    ui.notifications?.warn(format("ANTHOLOGY.Shadow.Elixir.AskGM", { name: patient.name ?? "", elixir: item.name ?? "" }));
    return null;
  }
  const view = shadowView(patient);
  if (view.vital === "dead") {
    ui.notifications?.warn(format("ANTHOLOGY.Shadow.Warn.Dead", { name: patient.name ?? "" }));
    return null;
  }
  if (item.system.quantity < 1) {
    ui.notifications?.warn(format("ANTHOLOGY.Shadow.Elixir.Empty", { name: item.name ?? "" }));
    return null;
  }
  // On oneself a Movement Action (refused when none is left), on somebody else a Combat Action (002).
  const spend = shadowTurnChange(carrier, shadowElixirAction(onSelf), { over: onSelf ? "refuse" : "warn" });
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
    dying: shadowKind(patient) === "character" && view.vital === "dying",
  });
  if (!result.ok) return null;
  const healing = result.outcome.actor ?? {};
  if (onSelf) {
    const applied = await applyOutcome(carrier, { ...result.outcome, actor: { ...healing, ...spend } }, { actorOperation: shadowSyncedUpdate() });
    if (!applied.ok) return null;
  } else {
    // The patient first: a refused healing uses no dose.
    const healed = await applyOutcome(patient, { actor: healing }, { actorOperation: shadowSyncedUpdate() });
    if (!healed.ok) return null;
    const used = await applyOutcome(carrier, { items: result.outcome.items, actor: spend });
    if (!used.ok) return null;
  }
  await syncVitalStatuses(patient);
  return (
    (await postChatCard({
      template: SHADOW_ELIXIR_TEMPLATE,
      context: {
        name: patient.name ?? "",
        giver: onSelf ? "" : (carrier.name ?? ""),
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
      actor: carrier,
      rolls: roll ? [roll] : [],
      card: shadowCard(),
    })) ?? null
  );
}
