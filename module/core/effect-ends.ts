/**
 * Effects that end with the combat, the scene or the rest (README "Effects that end with the scene, the combat or the
 * rest"), for every ruleset. The end is chosen per effect and stored in `flags.anthology.ends` (the pure choice and
 * which event ends what: `core/rules/effect-ends.ts`). The system removes them:
 * - when a combat is deleted (v13 `deleteCombat`, a document hook every connected client runs, client/data/
 *   client-backend.mjs `ClientDatabaseBackend#onModifyDocument`): only the active GM's client writes (`isActiveGM`);
 * - when a rest is taken (`anthology.restTaken`, which fires only on the client whose user took the rest and owns the
 *   actor: that client writes);
 * - when a GM ends the scene with the "End the scene" button of the token controls (only the clicking GM runs it).
 * One chat card lists what ended, per actor.
 */
import { isActiveGM } from "./active-gm.js";
import { onHook } from "./foundry/hooks.js";
import { format, localize } from "./foundry/i18n.js";
import { applyOutcome } from "./outcome/apply-outcome.js";
import { postChatCard } from "./chat/post-card.js";
import { EFFECT_ENDS, effectEnd, effectsEnding, isEffectEnd, type EffectEnd, type EndingEvent } from "./rules/effect-ends.js";
import { setAnthologyFlag } from "./foundry/updates.js";

export const EFFECTS_ENDED_CARD = "systems/anthology/templates/core/effects-ended.hbs";

type EffectLike = { id: string | null; name?: string | null; img?: string | null; disabled?: boolean; flags?: unknown; duration?: { label?: unknown } | null };

/** An actor's effects, read through the few fields this file uses. */
function effectsOf(actor: Actor.Implementation): EffectLike[] {
  const list: readonly unknown[] = actor.effects?.contents ?? [];
  return list as EffectLike[];
}

/** An effect's end, read from `flags.anthology.ends`. */
export function effectEndOf(effect: { flags?: unknown }): EffectEnd {
  return effectEnd(foundry.utils.getProperty((effect.flags ?? {}) as object, "anthology.ends"));
}

/** The duration menu's choices (value and localized label) with the effect's own marked. */
export function effectEndChoices(): Record<EffectEnd, string> {
  return Object.fromEntries(EFFECT_ENDS.map((e) => [e, localize(`ANTHOLOGY.EffectEnds.${e}`)])) as Record<EffectEnd, string>;
}

/** What an effect row on a sheet shows: its name, image, whether it is off, its end and the words for its duration. */
export interface EffectRow {
  id: string;
  name: string;
  img: string;
  disabled: boolean;
  ends: EffectEnd;
  duration: string;
}

/**
 * An actor's effects as sheet rows. A "timed" effect shows Foundry's own duration label (v13
 * `ActiveEffect#_prepareDuration` gives `duration.label`, empty when the effect has no rounds, turns or seconds).
 */
export function effectRows(actor: Actor.Implementation): EffectRow[] {
  return effectsOf(actor).map((e) => {
    const ends = effectEndOf(e);
    const label = typeof e.duration?.label === "string" ? e.duration.label : "";
    return {
      id: e.id ?? "",
      name: e.name ?? "",
      img: e.img ?? "",
      disabled: e.disabled === true,
      ends,
      duration: ends === "timed" ? label || localize("ANTHOLOGY.EffectEnds.untimed") : localize(`ANTHOLOGY.EffectEnds.${ends}`),
    };
  });
}

/** Sets an effect's end; a value that is none of the ends is refused with a message. */
export async function setEffectEnd(effect: object, value: unknown): Promise<boolean> {
  if (!isEffectEnd(value)) {
    ui.notifications?.warn(format("ANTHOLOGY.EffectEnds.Refused", { value: String(value) }));
    return false;
  }
  await setAnthologyFlag(effect, "ends", value);
  return true;
}

/**
 * Ends the effects the event ends on each actor (one deletion request per actor, through `applyOutcome`), then posts
 * one card listing them per actor. Answers what ended.
 */
export async function endEffects(actors: Iterable<Actor.Implementation>, event: EndingEvent): Promise<{ actor: string; effects: string[] }[]> {
  const ended: { actor: string; effects: string[] }[] = [];
  const seen = new Set<Actor.Implementation>();
  for (const actor of actors) {
    if (!actor || seen.has(actor)) continue;
    seen.add(actor);
    const effects = effectsOf(actor).map((e) => ({ id: e.id ?? "", name: e.name ?? "", ends: effectEndOf(e) }));
    const ending = effectsEnding(effects, event);
    if (!ending.length) continue;
    const result = await applyOutcome(actor, { effects: { delete: ending.map((e) => e.id) } });
    if (result.ok) ended.push({ actor: actor.name ?? "", effects: ending.map((e) => e.name) });
  }
  if (ended.length) {
    await postChatCard({
      template: EFFECTS_ENDED_CARD,
      context: { heading: localize(`ANTHOLOGY.EffectEnds.Ended.${event}`), actors: ended },
      rollMode: "publicroll",
    });
  }
  return ended;
}

/** The actors of a combat's combatants (a token's own actor for an unlinked token). */
function combatActors(combat: Combat.Implementation): Actor.Implementation[] {
  const combatants: readonly unknown[] = combat.combatants?.contents ?? [];
  return (combatants as { actor?: Actor.Implementation | null }[]).map((c) => c.actor).filter((a): a is Actor.Implementation => !!a);
}

/** The world's actors and the unlinked tokens' actors of the viewed scene: what the end of the scene reaches. */
function sceneActors(): Actor.Implementation[] {
  const actors = [...((game.actors?.contents ?? []) as Actor.Implementation[])];
  const tokens: readonly unknown[] = game.scenes?.viewed?.tokens?.contents ?? [];
  for (const token of tokens as { actorLink?: boolean; actor?: Actor.Implementation | null }[]) if (!token.actorLink && token.actor) actors.push(token.actor);
  return actors;
}

/** The GM's "End the scene" button: asks first, then ends the scene's effects. */
export async function endTheScene(): Promise<void> {
  if (!game.user?.isGM) {
    ui.notifications?.warn(localize("ANTHOLOGY.EffectEnds.GmOnly"));
    return;
  }
  const ok = await foundry.applications.api.DialogV2.confirm({
    classes: ["anthology"],
    window: { title: localize("ANTHOLOGY.EffectEnds.EndScene") },
    content: `<p>${foundry.utils.escapeHTML(localize("ANTHOLOGY.EffectEnds.EndSceneConfirm"))}</p>`,
  });
  if (!ok) return;
  const ended = await endEffects(sceneActors(), "scene");
  if (!ended.length) ui.notifications?.info(localize("ANTHOLOGY.EffectEnds.NoneEnded"));
}

/**
 * The effect's own sheet (v13 ActiveEffectConfig, its "duration" tab beside Foundry's rounds, turns and seconds) gains
 * the end as a select named `flags.anthology.ends`: the sheet's form submits it with the rest (FormDataExtended).
 */
export function addEndToEffectSheet(app: { document?: { flags?: unknown } | null; isEditable?: boolean }, element: HTMLElement): void {
  const tab = element.querySelector<HTMLElement>('[data-tab="duration"]:not(a):not(button)');
  if (!tab || !app.document || tab.querySelector('[name="flags.anthology.ends"]')) return;
  const group = document.createElement("div");
  group.className = "form-group anth-effect-end";
  const label = document.createElement("label");
  label.textContent = localize("ANTHOLOGY.EffectEnds.Duration");
  const select = document.createElement("select");
  select.name = "flags.anthology.ends";
  select.id = `anthology-ends-${String((app.document as { id?: unknown }).id ?? "effect")}`;
  label.htmlFor = select.id;
  const current = effectEndOf(app.document);
  for (const [value, text] of Object.entries(effectEndChoices())) {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = text;
    option.defaultSelected = value === current;
    select.append(option);
  }
  select.value = current;
  select.disabled = app.isEditable === false;
  const fields = document.createElement("div");
  fields.className = "form-fields";
  fields.append(select);
  group.append(label, fields);
  tab.prepend(group);
}

/** The hooks and the button, registered at init. */
export function registerEffectEnds(): void {
  onHook("deleteCombat", (combat) => {
    if (!isActiveGM()) return;
    void endEffects(combatActors(combat), "combat");
  });
  onHook("anthology.restTaken", (actor) => {
    if (!actor?.isOwner) return;
    void endEffects([actor], "rest");
  });
  onHook("renderActiveEffectConfig", (app, element) => addEndToEffectSheet(app, element));
  onHook("getSceneControlButtons", (controls) => {
    const tokens = controls.tokens;
    if (!tokens?.tools || !game.user?.isGM) return;
    tokens.tools.anthologyEndScene = {
      name: "anthologyEndScene",
      title: "ANTHOLOGY.EffectEnds.EndScene",
      icon: "fa-solid fa-hourglass-end",
      order: Object.keys(tokens.tools).length,
      button: true,
      visible: true,
      onChange: () => void endTheScene(),
    };
  });
}
