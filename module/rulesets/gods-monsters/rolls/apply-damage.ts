/**
 * Applying damage to a G&M actor (the chat card's button and the sheet's control): the pure
 * `gmApplyDamage` decides where every point goes and `gmDamageOutcome` the update; applyOutcome writes it and then
 * posts the card that reports it and,
 * when injuries were gained or survival hit zero, offers the consciousness roll and the death contest.
 */
import { announce } from "../../../core/events.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { registerDamageAction } from "../../../core/chat/damage-action.js";
import { gmAddInjuries, gmApplyDamage, gmDamageState, gmEvasionCanNegate } from "../rules/survival/damage.js";
import { numbersAudience } from "../../../core/chat/post-card.js";
import { gmDamageOutcome, gmInjuriesOutcome } from "../rules/survival/damage-outcome.js";
import type { GmBlow, GmDamageResult } from "../rules/survival/damage.js";
import { gmIsArchetypalLossForAny } from "../rules/survival/archetypal.js";
import { gmIsCharacter, gmIsCreature } from "../data/view.js";
import { gmActorFromUuid, gmCardOf } from "../chat/resolve.js";
import type { GmCardDamage } from "../data/card.js";
import { postGmCard } from "../chat/cards.js";
import { gmArmorSummaries } from "../data/actor-items.js";
import { gmKnockoutEvasionTarget } from "../rules/conflict/blows.js";
import { gmRollUnder } from "./dice-api.js";
import { localize } from "../../../core/foundry/i18n.js";

export interface GmApplyDamageInput {
  amount: number;
  /** "auto": verve takes it when the target is a warrior in combat; "yes"/"no" to decide. */
  archetypal?: "auto" | "yes" | "no";
  blow?: GmBlow | "" | null;
  /** Weapon contests and falls: one injury per die. */
  injuryDice?: number;
  evaded?: boolean;
  /** Actor changes written in the same update as the damage (a card's spent mark, module/core/chat/damage-action.ts). */
  mark?: Record<string, unknown>;
  /** The damage card applied: the card reporting it follows its audience (`numbersAudience`). */
  follows?: ChatMessage.Implementation | null;
  /** A knockout blow: the target's evasion roll decides it first (004 "Knockout blow"); made, the damage is as normal. */
  knockoutEvasion?: boolean;
}

/**
 * The target's evasion roll against a knockout blow (004 "Knockout blow"): +1 for a worn helmet and its defense bonus
 * (`gmKnockoutEvasionTarget`); a creature's tough skin is the Guide's call, so a creature rolls its evasion as is.
 * True when the evasion was made (the blow is avoided); null when the roll did not happen.
 */
async function gmRollKnockoutEvasion(actor: Actor.Implementation): Promise<boolean | null> {
  let evasion = 0;
  let helmet = false;
  let helmetDefense = 0;
  if (gmIsCharacter(actor)) {
    evasion = actor.system.numbers.reactions.evasion;
    const worn = gmArmorSummaries(actor).filter((a) => a.kind === "helmet" && a.equipped);
    helmet = worn.length > 0;
    helmetDefense = Math.max(0, ...worn.map((a) => a.defense));
  } else if (gmIsCreature(actor)) evasion = actor.system.numbers.reactions.evasion;
  else return null;
  const out = await gmRollUnder({
    actor,
    label: localize("ANTHOLOGY.GM.Damage.KnockoutEvasionRoll"),
    target: gmKnockoutEvasionTarget(evasion, helmet, helmetDefense),
    skipDialog: true,
  });
  return out ? out.evaluation.success : null;
}

export async function gmApplyDamageToActor(actor: Actor.Implementation, input: GmApplyDamageInput): Promise<GmDamageResult | null> {
  let blow = input.blow === "killing" || input.blow === "knockout" || input.blow === "knockoutWarrior" ? input.blow : null;
  if (input.knockoutEvasion === true && (blow === "knockout" || blow === "knockoutWarrior")) {
    const evaded = await gmRollKnockoutEvasion(actor);
    if (evaded === null) return null;
    if (evaded) blow = null;
  }
  let result: GmDamageResult;
  if (gmIsCharacter(actor)) {
    const s = actor.system;
    const n = s.numbers;
    const archetypes = [n.archetype, ...(n.secondArchetype ? [n.secondArchetype] : [])];
    const archetypal = input.archetypal === "yes" || (input.archetypal !== "no" && gmIsArchetypalLossForAny(archetypes, { inCombat: true }));
    result = gmApplyDamage(
      { survival: n.survival.value, verve: n.verve.value, injuries: s.injuries, pool: s.pool },
      { amount: input.amount, archetypal, blow, injuryDice: input.injuryDice, evaded: input.evaded },
    );
  } else if (gmIsCreature(actor)) {
    const s = actor.system;
    result = gmApplyDamage(
      { survival: s.survival.value, verve: 0, injuries: s.injuries, pool: s.pool },
      { amount: input.amount, archetypal: false, blow, injuryDice: input.injuryDice, evaded: input.evaded },
    );
  } else {
    return null;
  }
  // One whole outcome (CONTRIBUTING "Whole outcomes"): the vitals in one update, then the card; no card for damage not written.
  const outcome = gmDamageOutcome(result, { character: gmIsCharacter(actor) });
  const applied = await applyOutcome(actor, {
    ...outcome,
    actor: { ...outcome.actor, ...input.mark },
    cards: [() => postDamageApplied(actor, result, input.follows ?? null)],
  });
  if (!applied.ok) return null;
  announce("damageApplied", actor, { ruleset: "gm", amount: input.amount, result });
  return result;
}

/**
 * The card that reports where the points went and offers the consciousness roll and the death contest. Its buttons
 * are the players' (a character's owner rolls them), so it is public, whatever roll mode the posting GM has chosen
 * (under "Private GM Roll" v13 `ChatMessage.applyRollMode` would whisper it to the GMs alone). The numbers follow the
 * roll mode (`numbersAudience`): kept private, the public card says only the state (`gmDamageState`) and a second
 * card, to the GMs and whoever may observe the actor, has the numbers.
 */
async function postDamageApplied(actor: Actor.Implementation, result: GmDamageResult, follows: ChatMessage.Implementation | null = null): Promise<void> {
  const readers = numbersAudience(actor, follows);
  const context = {
    name: actor.name,
    actorUuid: actor.uuid,
    result,
    character: gmIsCharacter(actor),
    offerDeath: result.deathRisk && gmIsCharacter(actor),
    state: gmDamageState(result),
  };
  // The numbers first, so the card with the buttons is the latest in the log.
  if (readers) await postGmCard({ template: "damage-applied", actor, context: { ...context, numbers: true, buttons: false }, audience: readers });
  await postGmCard({
    template: "damage-applied",
    actor,
    context: { ...context, numbers: readers === null, buttons: true },
    card: { applied: { actorUuid: actor.uuid } },
    rollMode: "publicroll",
  });
}

/**
 * Injuries gained directly (ailments, suffocation, aging): they go to injury points as they are;
 * no temporary pool, verve or survival takes them (pure `gmAddInjuries`). The same card follows, with
 * the consciousness roll and, when injuries exceed survival, the death contest.
 */
export async function gmAddInjuriesToActor(
  actor: Actor.Implementation,
  injuries: number,
  options: { archetypal?: boolean } = {},
): Promise<GmDamageResult | null> {
  let result: GmDamageResult;
  if (gmIsCharacter(actor)) {
    const s = actor.system;
    const n = s.numbers;
    result = gmAddInjuries({ survival: n.survival.value, verve: n.verve.value, injuries: s.injuries, pool: s.pool }, injuries, options.archetypal === true);
  } else if (gmIsCreature(actor)) {
    const s = actor.system;
    result = gmAddInjuries({ survival: s.survival.value, verve: 0, injuries: s.injuries, pool: s.pool }, injuries, false);
  } else {
    return null;
  }
  if (result.toInjuries === 0) return result;
  const applied = await applyOutcome(actor, { ...gmInjuriesOutcome(result), cards: [() => postDamageApplied(actor, result)] });
  return applied.ok ? result : null;
}

/**
 * The application a damage card's button asks for. The target, amount, blow and dice are the card's own data
 * (`system.damage` of its gmCard); the button only chooses how to apply them (README "Trust": Foundry's
 * sanitizer keeps `data-*`, so a number on a button is whatever its writer put there).
 */
export function gmDamageApplication(damage: GmCardDamage, button: DOMStringMap): GmApplyDamageInput {
  const contest = button.injuryDice !== undefined;
  const diceCount = Math.max(0, Math.floor(Number(damage.diceCount) || 0));
  return {
    amount: Math.max(0, Math.floor(Number(damage.amount) || 0)),
    archetypal: button.archetypal === "yes" ? "yes" : "auto",
    // data-blow="" is the "without the blow" choice; any other value is only an echo: the blow is the card's.
    blow: contest || button.blow === "" ? null : damage.blow,
    injuryDice: contest ? diceCount : 0,
    evaded: contest && button.evaded === "true" && gmEvasionCanNegate(diceCount),
    // The card's blow decides whether there is a knockout to evade; the button only asks for the roll.
    ...(!contest && button.evasion === "knockout" && button.blow !== "" && (damage.blow === "knockout" || damage.blow === "knockoutWarrior")
      ? { knockoutEvasion: true }
      : {}),
  };
}

export function registerApplyDamageAction(): void {
  // The one apply-damage contract (core/chat/damage-action.ts): the card's target, else the clicker's targeted or
  // controlled tokens; permission-checked; once per card and actor.
  registerDamageAction("gmApplyDamage", {
    // The attacker's player asks the GM's client to apply it to the GM's monster the card names (README "Players
    // acting through the GM").
    relay: true,
    cards: ["gmCard"],
    cardTarget: (ctx) => {
      const uuid = gmCardOf(ctx.message)?.damage?.targetUuid;
      return typeof uuid === "string" && uuid !== "" ? gmActorFromUuid(uuid) : undefined;
    },
    accept: (actor) => gmIsCharacter(actor) || gmIsCreature(actor),
    // The damage roll's total is the card's amount (gmRollDamage): a card whose amount its roll does not show asks
    // the GM before it is relayed (README "Players acting through the GM").
    decided: (ctx) => {
      const amount = gmCardOf(ctx.message)?.damage?.amount;
      const roll = (ctx.message.rolls ?? [])[0] as { total?: unknown } | undefined;
      return typeof roll?.total === "number" && Math.max(0, Math.floor(roll.total)) === amount;
    },
    async apply(ctx, actors, _all, mark) {
      const damage = gmCardOf(ctx.message)?.damage;
      const applied: { actor: Actor.Implementation; result: GmDamageResult | null }[] = [];
      for (const actor of actors)
        applied.push({
          actor,
          result: damage ? await gmApplyDamageToActor(actor, { ...gmDamageApplication(damage, ctx.dataset), mark, follows: ctx.message }) : null,
        });
      return applied;
    },
  });
}
