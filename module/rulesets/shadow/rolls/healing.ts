/**
 * Healing (text 002): first aid with an herbal cure (1), the Medicus ability (1d4) or a mystical power,
 * which also stabilizes a dying character; natural healing of 1 Toughness per day of rest.
 */
import { announce } from "../../../core/events.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { shadowFirstAid, shadowHeal, shadowInteger, shadowNaturalHealing } from "../rules/index.js";
import { SHADOW_CHAT_TEMPLATES } from "./attack.js";
import { shadowCard } from "../data/card.js";
import { localize, shadowKind, shadowView, syncVitalStatuses, shadowSyncedUpdate } from "../data/view.js";

export interface ShadowFirstAidChoice {
  herbalCure?: boolean;
  medicus?: boolean;
  mystical?: number;
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
