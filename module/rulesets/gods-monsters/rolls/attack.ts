/**
 * Attack rolls (004 "Hitting" and the special conflict maneuvers): d20 at or under
 * 11 + Fighting Art + attack bonus − the targeted token's defense, with the maneuvers chosen in the
 * dialog. A hit rolls damage and posts a card whose button applies it to the target. Fighting is
 * archetypal for warriors: their misses offer a mojo bid.
 */
import { gmPlanAttack } from "../rules/conflict/attack-plan.js";
import type { GmAttackPlan } from "../rules/conflict/attack-plan.js";
import { gmKillingBlowAllowed, gmKnockoutBlowAllowed } from "../rules/conflict/blows.js";
import { gmDefenseOf, gmIsCharacter, gmIsWarriorTarget, gmTargetedActor } from "./actor-view.js";
import { gmAttackerOf, gmAttackWeaponOf } from "./attacker.js";
import { gmParseAttackOptions } from "./attack-options.js";
import type { GmAttackDialogOptions } from "./attack-options.js";
import { gmRollUnder } from "./dice-api.js";
import type { GmRollUnderOutcome } from "./dice-api.js";
import { gmRollDamage } from "./damage.js";
import { gmFieldsOf } from "./fields.js";
import { gmOfferMojoBid } from "./mojo-bid.js";
import { gmOptionsDialog } from "../dialogs/options-dialog.js";
import { gmCard, type GmCardAttack } from "../data/card.js";

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

export async function gmRollAttack(actor: Actor.Implementation, request: GmAttackRequest = {}): Promise<{ outcome: GmRollUnderOutcome; plan: GmAttackPlan } | null> {
  const attacker = gmAttackerOf(actor);
  if (!attacker) return null;
  const i18n = game.i18n!;
  const weapon = request.item ? gmAttackWeaponOf(request.item) : null;
  const natural = gmIsCharacter(actor) ? actor.system.numbers.unarmedDamage : (actor.system as { damage?: string }).damage ?? "d3";
  const target = gmTargetedActor();
  const targetDefense = gmDefenseOf(target);
  const label = request.item?.name ?? i18n.localize(gmIsCharacter(actor) ? "ANTHOLOGY.GM.Combat.Unarmed" : "ANTHOLOGY.GM.Combat.NaturalAttack");
  const canThrow = !!weapon && weapon.attackMode === "close" && (weapon.thrown || weapon.range !== null);
  const targetWarrior = gmIsWarriorTarget(target);

  let options: GmAttackDialogOptions | null = gmParseAttackOptions(request.options ?? {});
  let throwIt = request.throwIt ?? false;
  if (!request.skipDialog) {
    const parsed = await gmOptionsDialog({
      title: i18n.format("ANTHOLOGY.GM.Roll.AttackTitle", { label }),
      template: "systems/anthology/templates/gods-monsters/dialogs/attack.hbs",
      context: {
        label,
        target: target?.name ?? "",
        targetDefense,
        canThrow,
        throwIt: request.throwIt === true,
        targetWarrior,
        // A weapon that can be thrown needs the distance too: the throw may be ticked in the dialog.
        ranged: !!weapon && (weapon.attackMode !== "close" || canThrow),
        covers: { weak: "ANTHOLOGY.GM.Cover.weak", strong: "ANTHOLOGY.GM.Cover.strong", full: "ANTHOLOGY.GM.Cover.full" },
        states: { immobile: "ANTHOLOGY.GM.TargetState.immobile", unaware: "ANTHOLOGY.GM.TargetState.unaware", covered: "ANTHOLOGY.GM.TargetState.covered" },
        unseen: { close: "ANTHOLOGY.GM.Unseen.close", ranged: "ANTHOLOGY.GM.Unseen.ranged" },
        blows: { knockout: "ANTHOLOGY.GM.Blow.knockout", killing: "ANTHOLOGY.GM.Blow.killing" },
      },
      parse: (raw) => ({ ...gmParseAttackOptions(raw), throwIt: raw.throwIt === true || raw.throwIt === "true" || raw.throwIt === "on" }),
    });
    if (!parsed) return null;
    options = parsed;
    // The sheet's throw button already chose to throw; the dialog's box (preset from it) can add a throw, not undo it.
    throwIt = parsed.throwIt || request.throwIt === true;
  }
  // Warriors use cover better: the target's archetype decides unless the dialog or the caller said otherwise.
  if (options.maneuvers.targetWarrior === undefined) options = { ...options, maneuvers: { ...options.maneuvers, targetWarrior } };
  if (options.blow === "killing" && !gmKillingBlowAllowed(options.maneuvers.targetState)) options = { ...options, blow: "" };
  if (options.blow === "knockout" && !gmKnockoutBlowAllowed(options.maneuvers.targetState, options.maneuvers.targetSurprised)) options = { ...options, blow: "" };

  const plan = gmPlanAttack({ attacker, weapon, naturalDamage: natural, throwIt, targetDefense, maneuvers: options.maneuvers, distance: options.distance, modifier: options.modifier });
  const archetypal = gmIsCharacter(actor) && (actor.system.numbers.archetype === "warrior" || actor.system.numbers.secondArchetype === "warrior");
  const flags: GmAttackFlags = {
    actorUuid: actor.uuid,
    targetUuid: target?.uuid ?? "",
    dice: plan.dice,
    damageBonus: plan.damageBonus,
    diceCount: plan.diceCount,
    blow: options.blow,
    label,
  };
  const partsText = plan.parts
    .filter((p) => p.applies === "attack" || p.applies === "defense")
    .map((p) => `${i18n.localize(`ANTHOLOGY.GM.Maneuver.${p.key}`)} ${p.applies === "defense" ? -p.value : p.value >= 0 ? `+${p.value}` : p.value}`)
    .join(", ");
  const outcome = await gmRollUnder({
    actor,
    label: target ? i18n.format("ANTHOLOGY.GM.Roll.AttackVs", { label, target: target.name ?? "" }) : label,
    flavor: partsText || undefined,
    target: plan.hitNumber,
    modifier: 0,
    skipDialog: true,
    rollMode: options.rollMode,
    card: gmCard({ attack: { ...flags, archetypal } }),
  });
  if (!outcome) return null;
  if (outcome.evaluation.success) await gmRollDamage(actor, flags);
  else if (archetypal && gmIsCharacter(actor)) {
    // The appropriate field of a warrior's attack is the Fighting Art, the weapon's skill its skill.
    const fightingArt = gmFieldsOf(actor).find((f) => f.fightingArt);
    await gmOfferMojoBid(actor, outcome, { fieldId: fightingArt?.id ?? "", skill: fightingArt && request.item ? (request.item.name ?? "") : "", purpose: "attack" });
  }
  return { outcome, plan };
}

