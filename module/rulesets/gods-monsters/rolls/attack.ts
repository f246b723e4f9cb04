/**
 * Attack rolls (004 "Hitting" and the special conflict maneuvers): d20 at or under
 * 11 + Fighting Art + attack bonus − the targeted token's defense, with the maneuvers chosen in the
 * dice room's dialog (attack-extension.ts), which shows that number and the exact chance, live. A hit rolls damage and posts a card whose button applies it to the target. Fighting is
 * archetypal for warriors: their misses offer a mojo bid.
 */
import type { GmAttackPlan } from "../rules/conflict/attack-plan.js";
import { gmActorSurprised, gmDefenseOf, gmIsCharacter, gmIsWarriorTarget, gmTargetedActor } from "../data/view.js";
import { gmAttackerOf, gmAttackWeaponOf } from "../data/attacker.js";
import { gmParseAttackOptions } from "../dialogs/attack-options.js";
import { gmAttackExtension, gmAttackPartsText, type GmAttackOptions } from "./attack-extension.js";
import { gmRollUnder } from "./dice-api.js";
import type { GmRollUnderOutcome } from "./dice-api.js";
import { gmRollDamage } from "./damage.js";
import { gmMeleeAround, gmPostStrayShot } from "./stray-shot.js";
import { gmEmptyWeapon, gmMayFire } from "./loading.js";
import { gmPostHoldCard } from "./hold.js";
import { gmFieldsOf } from "../data/field-items.js";
import { gmOfferMojoBid } from "./mojo-bid.js";
import { gmAttackWhy } from "../chat/why-terms.js";
import { gmCard, type GmCardAttack } from "../data/card.js";
import { translations } from "../../../core/foundry/i18n.js";

export interface GmAttackRequest {
  /** The weapon item; none for an unarmed (character) or natural (creature) attack. */
  item?: Item.Implementation | null;
  /** Throw a close weapon that can be thrown. */
  throwIt?: boolean;
  skipDialog?: boolean;
  /** Preset dialog values (tests, macros). */
  options?: Record<string, unknown>;
}

/**
 * What an attack roll stores on its message (`system.attack` of its gmCard, with `archetypal`), so that a mojo bid
 * that turns it into a hit can roll the damage.
 */
export type GmAttackFlags = Omit<GmCardAttack, "archetypal">;

export async function gmRollAttack(
  actor: Actor.Implementation,
  request: GmAttackRequest = {},
): Promise<{ outcome: GmRollUnderOutcome; plan: GmAttackPlan } | null> {
  const attacker = gmAttackerOf(actor);
  if (!attacker) return null;
  // A weapon of several actions fires only once loaded (004 "Number of actions"): refused with what it lacks.
  if (!gmMayFire(request.item, request.throwIt === true)) return null;
  const i18n = translations();
  const weapon = request.item ? gmAttackWeaponOf(request.item) : null;
  const natural = gmIsCharacter(actor) ? actor.system.numbers.unarmedDamage : ((actor.system as { damage?: string }).damage ?? "d3");
  const target = gmTargetedActor();
  const label = request.item?.name ?? i18n.localize(gmIsCharacter(actor) ? "ANTHOLOGY.GM.Combat.Unarmed" : "ANTHOLOGY.GM.Combat.NaturalAttack");
  const archetypal = gmIsCharacter(actor) && (actor.system.numbers.archetype === "warrior" || actor.system.numbers.secondArchetype === "warrior");
  const flagsOf = (plan: GmAttackPlan, options: GmAttackOptions): GmAttackFlags => ({
    actorUuid: actor.uuid,
    targetUuid: target?.uuid ?? "",
    dice: plan.dice,
    damageBonus: plan.damageBonus,
    diceCount: plan.diceCount,
    blow: options.blow,
    label,
    calledShot: options.maneuvers.calledShot === true,
    immobilizing: options.maneuvers.immobilizing === true,
  });
  // The plan and flags rolled: the pipeline asks the card for the options the player left (Cancel asks nothing).
  let rolled: { plan: GmAttackPlan; flags: GmAttackFlags } | null = null;
  const extension = gmAttackExtension({
    attacker,
    weapon,
    naturalDamage: natural,
    target: target ? { name: target.name ?? "", defense: gmDefenseOf(target) } : null,
    targetWarrior: gmIsWarriorTarget(target),
    thrown: request.throwIt === true,
    warrior: archetypal,
    options: {
      ...gmParseAttackOptions({ attackerSurprised: gmActorSurprised(actor), targetSurprised: gmActorSurprised(target), ...request.options }),
      throwIt: request.throwIt === true,
    },
    card: (plan, options) => {
      rolled = { plan, flags: flagsOf(plan, options) };
      return {
        flavor: gmAttackPartsText(plan) || undefined,
        data: gmCard({ attack: { ...rolled.flags, archetypal } }),
        why: gmAttackWhy(plan.hitTerms, target?.name ?? ""),
      };
    },
  });
  // Through the dice room's one pipeline: its dialog shows the hit number and the exact chance, live; Cancel rolls nothing.
  const outcome = await gmRollUnder({
    actor,
    label: target ? i18n.format("ANTHOLOGY.GM.Roll.AttackVs", { label, target: target.name ?? "" }) : label,
    target: extension.apply(extension.options).target,
    modifier: 0,
    skipDialog: request.skipDialog,
    rollMode: extension.options.rollMode,
    extension,
  });
  if (!outcome || !rolled) return null;
  // Set by the extension's card callback: typed again here (the narrowing does not see a closure's assignment).
  const { plan, flags }: { plan: GmAttackPlan; flags: GmAttackFlags } = rolled;
  // The shot empties the weapon, hit or miss.
  await gmEmptyWeapon(request.item);
  // The damage card follows the attack roll's audience (a GM's private or blind attack keeps it from the players).
  // A thrown or propelled shot at a target in close combat with the other targeted tokens: who else is at risk (004
  // "Firing into close combat"), on a card after the attack's own.
  const melee = gmMeleeAround(actor, target, plan);
  const die = Math.trunc(Number(outcome.roll.total) || 0);
  if (outcome.evaluation.success) {
    const damage = await gmRollDamage(actor, flags, outcome.message ?? null);
    // A grab that hit: the target's evasion against the hold (004 "Immobilizing an opponent").
    if (damage && target && flags.immobilizing) await gmPostHoldCard(actor, target, damage.message ?? outcome.message ?? null);
    if (damage && target)
      await gmPostStrayShot({
        attacker: actor,
        flags,
        plan,
        target,
        melee,
        die,
        hit: true,
        amount: damage.total,
        follows: damage.message ?? outcome.message ?? null,
      });
  } else if (target && melee.length)
    await gmPostStrayShot({ attacker: actor, flags, plan, target, melee, die, hit: false, amount: 0, follows: outcome.message ?? null });
  if (!outcome.evaluation.success && archetypal && gmIsCharacter(actor)) {
    // The appropriate field of a warrior's attack is the Fighting Art, the weapon's skill its skill.
    const fightingArt = gmFieldsOf(actor).find((f) => f.fightingArt);
    await gmOfferMojoBid(actor, outcome, {
      fieldId: fightingArt?.id ?? "",
      skill: fightingArt && request.item ? (request.item.name ?? "") : "",
      purpose: "attack",
    });
  }
  return { outcome, plan };
}
