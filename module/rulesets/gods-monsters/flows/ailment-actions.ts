/**
 * Playing an ailment on an actor (001): roll the reaction its next action time asks for, advance it
 * with the outcome, post what it did, keep its Active Effect in step, and let the victim leave its
 * area. The arithmetic is the pure rules' (consequences/ailments.ts); this file only moves documents.
 */
import { createEmbedded, updateDocument } from "../../../core/foundry/updates.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { rollUnder } from "../../../dice/index.js";
import { gmRollCheck } from "../rolls/check.js";
import { gmAddInjuriesToActor } from "../rolls/apply-damage.js";
import { gmIsGmActor } from "../data/view.js";
import { gmAilmentAdvance, gmAilmentLeaveArea, gmAilmentStart } from "../rules/consequences/ailments.js";
import { gmDamageRollFormula, gmIsDamageFormula } from "../rules/equipment/damage-dice.js";
import { gmAilmentEffectData } from "../data/ailment-effect.js";
import { addEffectChange } from "../../../core/compat/effect-change.js";
import { isGmAilment } from "../data/types.js";
import type { GmAilmentData } from "../data/items/ailment.js";
import { gmCard } from "../data/card.js";
import { format, localize } from "../../../core/foundry/i18n.js";

const CARD = "systems/anthology/templates/gods-monsters/chat/ailment.hbs";

function systemOf(item: Item.Implementation): GmAilmentData {
  if (!isGmAilment(item)) throw new Error(`Anthology | not a G&M ailment: ${item.type}`);
  return item.system;
}

function ownerOf(item: Item.Implementation): Actor.Implementation | null {
  return ((item as { parent?: unknown }).parent ?? null) as Actor.Implementation | null;
}

/**
 * A reaction of an actor as its data model exposes it: the derived `system.numbers.reactions.<name>`
 * of gm characters and creatures, else `system.reactions.<name>`, as a number or as `{ value }` /
 * `{ total }`; `null` when the actor has none.
 */
export function gmActorReaction(actor: Actor.Implementation | null, reaction: string): number | null {
  const system = actor?.system as { numbers?: { reactions?: Record<string, unknown> }; reactions?: Record<string, unknown> } | undefined;
  const r = system?.numbers?.reactions?.[reaction] ?? system?.reactions?.[reaction];
  const n =
    typeof r === "number"
      ? r
      : typeof r === "object" && r !== null
        ? Number((r as { value?: unknown; total?: unknown }).value ?? (r as { total?: unknown }).total)
        : NaN;
  return Number.isFinite(n) ? n : null;
}

/** Rolls d20 ≤ target + modifier through the dice room (dialog unless skipped); null when closed or refused. */
async function rollReaction(actor: Actor.Implementation, label: string, target: number, modifier: number, skipDialog: boolean): Promise<boolean | null> {
  const result = await rollUnder({ actor, label, target, modifier, skipDialog });
  return result ? result.evaluation.success : null;
}

/** Rolls the reaction the ailment asks for next and advances it with the outcome. */
export async function gmAilmentResolveRoll(item: Item.Implementation, options: { skipDialog?: boolean } = {}): Promise<unknown> {
  const actor = ownerOf(item);
  const next = systemOf(item).nextRoll;
  if (!actor) {
    ui.notifications?.warn(localize("ANTHOLOGY.GM.Ailment.NoVictim"));
    return null;
  }
  if (next === "none") {
    ui.notifications?.info(format("ANTHOLOGY.GM.Ailment.IsOver", { name: item.name ?? "" }));
    return null;
  }
  if (next === "automatic") return gmAilmentResolve(item, false);
  const label = `${item.name ?? ""}: ${localize(`ANTHOLOGY.GM.Reaction.${next.reaction}`)}`;
  if (gmIsGmActor(actor)) {
    // The character rules' reaction roll: injury penalty, field bonus, mojo bid when archetypal.
    const check = await gmRollCheck(actor, {
      kind: "reaction",
      key: next.reaction,
      skipDialog: Boolean(options.skipDialog),
      purpose: "ailment",
      label,
      options: { modifier: next.modifier },
    });
    if (!check) return null;
    return gmAilmentResolve(item, check.evaluation.success);
  }
  const target = gmActorReaction(actor, next.reaction);
  if (target === null) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Ailment.NoReaction", { reaction: localize(`ANTHOLOGY.GM.Reaction.${next.reaction}`) }));
    return null;
  }
  const success = await rollReaction(actor, label, target, next.modifier, Boolean(options.skipDialog));
  if (success === null) return null;
  return gmAilmentResolve(item, success);
}

/** Advances the ailment one action time with the outcome of its roll; posts the effects when they apply. */
export async function gmAilmentResolve(item: Item.Implementation, succeeded: boolean): Promise<unknown> {
  const sys = systemOf(item);
  const { progress, applied } = gmAilmentAdvance(sys.rules, sys.progress, succeeded);
  await updateDocument(item, { "system.stage": progress.stage, "system.applications": progress.applications, "system.elapsed": progress.elapsed });
  await gmSyncAilmentEffect(item);
  if (applied) await gmPostAilmentEffects(item);
  else if (progress.stage === "over") {
    await postChatCard({ template: CARD, context: { name: item.name ?? "", over: true }, actor: ownerOf(item), card: gmCard() });
  }
  return progress;
}

/** The victim leaves the ailment's area (inescapable ailments). */
export async function gmAilmentLeave(item: Item.Implementation): Promise<void> {
  const sys = systemOf(item);
  const progress = gmAilmentLeaveArea(sys.rules, sys.progress);
  await updateDocument(item, { "system.stage": progress.stage, "system.elapsed": progress.elapsed, "system.exposed": progress.exposed });
  await gmSyncAilmentEffect(item);
}

/** Starts the ailment afresh (a new exposure). */
export async function gmAilmentReset(item: Item.Implementation): Promise<void> {
  const p = gmAilmentStart();
  await updateDocument(item, { "system.stage": p.stage, "system.applications": p.applications, "system.elapsed": p.elapsed, "system.exposed": p.exposed });
  await gmSyncAilmentEffect(item);
}

/** Rolls what the ailment did this time (its injuries, the length of its conditions) and posts it. */
export async function gmPostAilmentEffects(item: Item.Implementation): Promise<ChatMessage.Implementation | undefined> {
  const rules = systemOf(item).rules;
  const rolls: Roll[] = [];
  let injuries = 0;
  const conditions: { condition: string; amount: number; unit: string }[] = [];
  const penalties: { target: string; amount: number }[] = [];
  for (const e of rules.effects) {
    if (e.kind === "injury" && gmIsDamageFormula(e.formula)) {
      const r = await new Roll(gmDamageRollFormula(e.formula)).evaluate();
      rolls.push(r);
      injuries += r.total ?? 0;
    } else if (e.kind === "condition" && e.condition && e.duration && gmIsDamageFormula(e.duration.amount)) {
      const r = await new Roll(gmDamageRollFormula(e.duration.amount)).evaluate();
      rolls.push(r);
      conditions.push({ condition: e.condition, amount: r.total ?? 0, unit: e.duration.unit });
    } else if (e.kind === "penalty" && e.target && e.amount > 0) {
      penalties.push({ target: e.target, amount: e.amount });
    }
  }
  const actor = ownerOf(item);
  const message = await postChatCard({
    template: CARD,
    context: { name: item.name ?? "", applied: true, injuries, conditions, penalties, applications: systemOf(item).progress.applications },
    actor,
    rolls,
    card: gmCard({ ailment: { itemUuid: item.uuid, injuries } }),
  });
  // Injuries are real damage: straight to injury points, through the character rules (consciousness and death follow).
  if (injuries > 0 && gmIsGmActor(actor)) await gmAddInjuriesToActor(actor, injuries);
  return message;
}

/** Creates, updates or removes the ailment's Active Effect so it matches its applications and stage. */
export async function gmSyncAilmentEffect(item: Item.Implementation): Promise<void> {
  const sys = systemOf(item);
  const effect = gmAilmentEffectData(item.name ?? "", item.img ?? "icons/svg/poison.svg", sys.totals, sys.progress.stage !== "over");
  const data = effect && { ...effect, changes: effect.changes.map((c) => addEffectChange(c.key, c.value, c.priority)) };
  const existing = item.effects.find((e) => Boolean((e.flags as { anthology?: { gmAilment?: boolean } } | undefined)?.anthology?.gmAilment));
  if (!data) {
    if (existing) await existing.delete();
    return;
  }
  if (existing) await updateDocument(existing, data);
  else await createEmbedded(item, "ActiveEffect", [data]);
}
