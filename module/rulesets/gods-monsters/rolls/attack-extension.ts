/**
 * A G&M attack as the dice room's roll dialog sees it (module/dice/API.md, "extension"): the maneuvers are fields of
 * the dice dialog — the most used in view, the others in a collapsed section — and the pure rules (`gmPlanAttack`,
 * 004 "Hitting" and the special conflict maneuvers) turn them into the hit number against the targeted token's
 * defense, so the headline reads "Hit on 12 or less" with the exact chance, and the note what made the number, live.
 */
import type { WhyTerm } from "../../../dice/cards/why.js";
import type { ChatCardData } from "../../../core/chat/card-data.js";
import type { RollExtension, RollUnderSettings } from "../../../dice/index.js";
import { gmPlanAttack, type GmAttacker, type GmAttackPlan, type GmAttackWeapon } from "../rules/conflict/attack-plan.js";
import { gmKillingBlowAllowed, gmKnockoutBlowAllowed } from "../rules/conflict/blows.js";
import { gmParseAttackOptions, type GmAttackDialogOptions } from "../dialogs/attack-options.js";
import { translations } from "../../../core/foundry/i18n.js";

export const GM_ATTACK_FIELDS_TEMPLATE = "systems/anthology/templates/gods-monsters/dialogs/attack.hbs";

export interface GmAttackOptions extends GmAttackDialogOptions {
  /** Throw a close weapon that can be thrown. */
  throwIt: boolean;
}

export interface GmAttackInput {
  attacker: GmAttacker;
  weapon: GmAttackWeapon | null;
  naturalDamage: string;
  target: { name: string; defense: number } | null;
  /** The target is a warrior (warriors use cover better): the default of the dialog's box. */
  targetWarrior: boolean;
  /** The sheet's throw button chose to throw: the dialog's box may add a throw, not undo it. */
  thrown: boolean;
  /** The attacker is a warrior: they may allot two combat bonus points to a knockout blow (004 "Knockout blow"). */
  warrior?: boolean;
  options: GmAttackOptions;
  card: (plan: GmAttackPlan, options: GmAttackOptions) => { label?: string; flavor?: string; data?: ChatCardData; why?: WhyTerm[] };
}

/** The options as the rules take them: a blow the target's state does not allow is dropped (004 "Knockout and killing blows"). */
export function gmAttackOptionsAllowed(options: GmAttackOptions, input: Pick<GmAttackInput, "targetWarrior" | "thrown" | "warrior">): GmAttackOptions {
  let out: GmAttackOptions = { ...options, throwIt: options.throwIt || input.thrown };
  if (out.maneuvers.targetWarrior === undefined) out = { ...out, maneuvers: { ...out.maneuvers, targetWarrior: input.targetWarrior } };
  if (out.blow === "killing" && !gmKillingBlowAllowed(out.maneuvers.targetState)) out = { ...out, blow: "" };
  // Only a warrior may allot the two points; the dialog offers it to no one else.
  if (out.blow === "knockoutWarrior" && input.warrior !== true) out = { ...out, blow: "knockout" };
  if ((out.blow === "knockout" || out.blow === "knockoutWarrior") && !gmKnockoutBlowAllowed(out.maneuvers.targetState, out.maneuvers.targetSurprised))
    out = { ...out, blow: "" };
  return out;
}

/** The attack's plan for these options. */
export function gmAttackPlanFor(input: Pick<GmAttackInput, "attacker" | "weapon" | "naturalDamage" | "target">, options: GmAttackOptions): GmAttackPlan {
  return gmPlanAttack({
    attacker: input.attacker,
    weapon: input.weapon,
    naturalDamage: input.naturalDamage,
    throwIt: options.throwIt,
    targetDefense: input.target?.defense ?? 0,
    maneuvers: options.maneuvers,
    distance: options.distance,
    modifier: options.modifier,
  });
}

/** The maneuvers that changed the hit number, as the card's flavor writes them ("Called shot −3, Target not defending +4"). */
export function gmAttackPartsText(plan: GmAttackPlan): string {
  const i18n = translations();
  return plan.parts
    .filter((p) => p.applies === "attack" || p.applies === "defense")
    .map((p) => {
      // A defense part counts against the hit number: shown with the sign it has there.
      const value = p.applies === "defense" ? -p.value : p.value;
      return `${i18n.localize(`ANTHOLOGY.GM.Maneuver.${p.key}`)} ${value >= 0 ? `+${value}` : value}`;
    })
    .join(", ");
}

export function gmAttackExtension(input: GmAttackInput): RollExtension<GmAttackOptions, RollUnderSettings> {
  const i18n = translations();
  const canThrow = !!input.weapon && input.weapon.attackMode === "close" && (input.weapon.thrown || input.weapon.range !== null);
  const allowed = (options: GmAttackOptions) => gmAttackOptionsAllowed(options, input);
  return {
    template: GM_ATTACK_FIELDS_TEMPLATE,
    options: allowed(input.options),
    context: (options) => ({
      options,
      target: input.target?.name ?? "",
      targetDefense: input.target?.defense ?? 0,
      canThrow,
      // A weapon that can be thrown needs the distance too: the throw may be ticked in the dialog.
      ranged: !!input.weapon && (input.weapon.attackMode !== "close" || canThrow),
      covers: { weak: "ANTHOLOGY.GM.Cover.weak", strong: "ANTHOLOGY.GM.Cover.strong", full: "ANTHOLOGY.GM.Cover.full" },
      states: { immobile: "ANTHOLOGY.GM.TargetState.immobile", unaware: "ANTHOLOGY.GM.TargetState.unaware", covered: "ANTHOLOGY.GM.TargetState.covered" },
      unseen: { close: "ANTHOLOGY.GM.Unseen.close", ranged: "ANTHOLOGY.GM.Unseen.ranged" },
      blows: {
        knockout: "ANTHOLOGY.GM.Blow.knockout",
        ...(input.warrior ? { knockoutWarrior: "ANTHOLOGY.GM.Blow.knockoutWarrior" } : {}),
        killing: "ANTHOLOGY.GM.Blow.killing",
      },
    }),
    // The dice dialog reads its own roll mode; the options keep the one they opened with.
    parse: (raw, current) =>
      allowed({ ...gmParseAttackOptions(raw), throwIt: raw.throwIt === true || raw.throwIt === "true" || raw.throwIt === "on", rollMode: current.rollMode }),
    apply: (options) => ({ target: gmAttackPlanFor(input, options).hitNumber, modifier: 0, favour: 0, bonus: 0 }),
    headline: (settings) => i18n.format("ANTHOLOGY.GM.Roll.AttackHeadline", { target: String(settings.target + settings.modifier) }),
    note: (_settings, options) => {
      const defense = input.target
        ? i18n.format("ANTHOLOGY.GM.Roll.TargetDefense", { target: input.target.name, defense: String(input.target.defense) })
        : i18n.localize("ANTHOLOGY.GM.Roll.NoTarget");
      const parts = gmAttackPartsText(gmAttackPlanFor(input, options));
      return parts ? `${defense} ${parts}.` : defense;
    },
    card: (options) => input.card(gmAttackPlanFor(input, options), options),
  };
}
