/**
 * Healing (text 002): first aid with an herbal cure (1), the Medicus ability (1d4) or a mystical power,
 * which also stabilizes a dying character; natural healing of 1 Toughness per day of rest.
 * First aid is a Combat Action of the aider (002 "First Aid"), not of the patient whose sheet holds the button: the aider
 * is the one the dialog names, by default the user's controlled Shadow token, else their assigned character, else the
 * patient. In combat the aider's Combat Action is spent (warned about, not refused, when it is already spent: the GM
 * decides, as for an elixir given to somebody else). The herbal cure ticked is a real dose: the aider's (else the
 * patient's) herbal cure item loses one, written with the aider's spent action; without one the aid is refused.
 */
import { announce } from "../../../core/events.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import type { ActorOutcome } from "../../../core/rules/outcome.js";
import { controlledActors } from "../../../core/foundry/targets.js";
import { shadowTurnChange } from "../flows/turn-actions.js";
import { isShadowEquipment } from "../data/types.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { SHADOW_ACTIVITY_COSTS, SHADOW_HERBAL_CURE_HEALING, shadowFirstAid, shadowHeal, shadowInteger, shadowNaturalHealing } from "../rules/index.js";
import { SHADOW_CHAT_TEMPLATES } from "./attack.js";
import { shadowCard } from "../data/card.js";
import { localize, shadowKind, shadowView, syncVitalStatuses, shadowSyncedUpdate } from "../data/view.js";

export interface ShadowFirstAidChoice {
  herbalCure?: boolean;
  medicus?: boolean;
  mystical?: number;
  /** The aider's actor id (the dialog's choice); by default the first of `shadowFirstAidAiders`. */
  aider?: string | null;
}

/**
 * Who may give first aid from this client, the default first: the user's controlled Shadow tokens, their assigned
 * character, then the patient itself; only actors this user may change (their action is written on them).
 */
export function shadowFirstAidAiders(patient: Actor.Implementation): Actor.Implementation[] {
  const assigned = (game.user as { character?: Actor.Implementation | null } | null)?.character ?? null;
  const out: Actor.Implementation[] = [];
  for (const actor of [...controlledActors(), assigned, patient]) {
    if (actor && shadowKind(actor) && actor.isOwner && !out.some((a) => a.id === actor.id)) out.push(actor);
  }
  return out;
}

/** The actor's herbal cure with a dose left: an elixir healing a flat 1 and no dice, as the compendium's Herbal Cure. */
export function shadowHerbalCureOf(actor: Actor.Implementation): Item.Implementation | null {
  for (const item of actor.items) {
    if (!isShadowEquipment(item) || !item.system.elixir || item.system.quantity < 1) continue;
    if (item.system.healing.flat === SHADOW_HERBAL_CURE_HEALING && !item.system.healing.dice) return item;
  }
  return null;
}

async function healed(actor: Actor.Implementation, toughness: number, stabilized: boolean): Promise<void> {
  const view = shadowView(actor);
  const update: Record<string, unknown> = { "system.toughness.value": toughness };
  if (shadowKind(actor) === "character" && view.vital === "dying") {
    // Back above 0 Toughness the character is no longer dying; at 0 it stays down but stabilized.
    update["system.dying.stable"] = toughness > 0 ? false : stabilized;
    if (toughness > 0) update["system.dying.closer"] = 0;
  }
  await updateDocument(actor, update, shadowSyncedUpdate());
  await syncVitalStatuses(actor);
}

export async function shadowApplyFirstAid(actor: Actor.Implementation, choice: ShadowFirstAidChoice): Promise<number | null> {
  const view = shadowView(actor);
  if (view.vital === "dead") {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.Dead", { name: actor.name ?? "" }));
    return null;
  }
  const aiders = shadowFirstAidAiders(actor);
  const aider = choice.aider ? (aiders.find((a) => a.id === choice.aider) ?? null) : (aiders[0] ?? null);
  if (choice.aider && !aider) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Heal.NoAider"));
    return null;
  }
  // The dose: the aider's herbal cure, else the patient's own.
  const cure = choice.herbalCure === true ? ((aider ? shadowHerbalCureOf(aider) : null) ?? shadowHerbalCureOf(actor)) : null;
  if (choice.herbalCure === true && !cure) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Heal.NoCure", { name: aider?.name ?? actor.name ?? "" }));
    return null;
  }
  if (!choice.herbalCure && !choice.medicus && !choice.mystical) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.NoAid"));
    return null;
  }
  const spend = aider ? shadowTurnChange(aider, SHADOW_ACTIVITY_COSTS.firstAid, { over: "warn" }) : {};
  if (spend === null) return null;
  const medicus = choice.medicus ? await new Roll("1d4").evaluate() : null;
  const result = shadowFirstAid(view.toughness.value, view.toughness.max, {
    herbalCure: choice.herbalCure === true,
    medicus: medicus?.total ?? null,
    mystical: choice.mystical ? shadowInteger(choice.mystical, 0, 999, 0) : undefined,
  });
  if (!result.stabilized) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.NoAid"));
    return null;
  }
  await healed(actor, result.toughness, result.stabilized);
  // The aider's spent action and the dose, one outcome per actor written (v13 has no transaction across documents).
  const writes = new Map<Actor.Implementation, ActorOutcome>();
  if (aider && Object.keys(spend).length) writes.set(aider, { actor: spend });
  if (cure?.parent && isShadowEquipment(cure)) {
    const holder = cure.parent as Actor.Implementation;
    const before = writes.get(holder) ?? {};
    writes.set(holder, { ...before, items: { update: [{ _id: cure.id ?? "", "system.quantity": cure.system.quantity - 1 }] } });
  }
  for (const [who, outcome] of writes) {
    if (!(await applyOutcome(who, outcome)).ok) return null;
  }
  await postChatCard({
    template: SHADOW_CHAT_TEMPLATES.healing,
    context: { name: actor.name ?? "", healed: result.healed, toughness: result.toughness, max: view.toughness.max, firstAid: true },
    actor,
    rolls: medicus ? [medicus] : [],
    card: shadowCard(),
  });
  return result.healed;
}

export async function shadowRest(actor: Actor.Implementation, days: unknown): Promise<number | null> {
  const view = shadowView(actor);
  if (view.vital !== "standing") {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.CannotRest", { name: actor.name ?? "" }));
    return null;
  }
  const toughness = shadowHeal(view.toughness.value, view.toughness.max, shadowNaturalHealing(days));
  const gained = toughness - view.toughness.value;
  await healed(actor, toughness, false);
  await postChatCard({
    template: SHADOW_CHAT_TEMPLATES.healing,
    context: { name: actor.name ?? "", healed: gained, toughness, max: view.toughness.max, days: shadowInteger(days, 0, 10_000, 0), firstAid: false },
    actor,
    card: shadowCard(),
  });
  announce("restTaken", actor, { ruleset: "shadow", kind: "days", days: shadowInteger(days, 0, 10_000, 0) });
  return gained;
}
