/**
 * Words for Roll & Keep numbers, from the language files: attribute and colour names, the label of an action
 * ("Cunning (Deceit)"), a difficulty ("Standard (6)"), and the account of a dice pool ("3 black mana + 1 for
 * specialities"). The numbers themselves come from the pure rules.
 */
import { format, localize } from "../../../core/foundry/i18n.js";
import { formatChance } from "../../../dice/index.js";
import type { RkActionPlan, RkSpecialityRef } from "../rules/action.js";
import type { RkAttribute, RkColour } from "../rules/attributes.js";
import { rkDifficultyByValue } from "../rules/difficulty.js";
import type { RkKeepPoolBreakdown } from "../rules/keep-pool.js";

/** The adapter's format (module/core/foundry/i18n.ts), numbers allowed among the values. */
export function rkFormat(key: string, data: Record<string, string | number>): string {
  return format(key, data);
}

export function rkAttributeLabel(attribute: RkAttribute): string {
  return localize(`ANTHOLOGY.RollKeep.Attribute.${attribute}`);
}

export function rkColourLabel(colour: RkColour | null): string {
  return localize(`ANTHOLOGY.RollKeep.Colour.${colour ?? "none"}`);
}

/**
 * The English count form of a number, as the dice room's cards count (module/dice/cards/keep-card.ts): Foundry's
 * `game.i18n.format` has no plural rules (https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html#format),
 * so a counted phrase has `one` and `other` keys ("1 colour lacked", "2 colours lacked").
 */
export function rkCountForm(n: number): "one" | "other" {
  return n === 1 ? "one" : "other";
}

/** "Cunning" or "Cunning (Deceit, Stealth)". Speciality names are user text: escape where rendered. */
export function rkActionLabel(attribute: RkAttribute, specialities: readonly RkSpecialityRef[]): string {
  const name = rkAttributeLabel(attribute);
  if (!specialities.length) return name;
  return rkFormat("ANTHOLOGY.RollKeep.Roll.withSpecialities", { attribute: name, specialities: specialities.map((s) => s.name).join(", ") });
}

/** "Standard (6)" for a named difficulty, "Difficulty 2" otherwise. */
export function rkDifficultyText(difficulty: number): string {
  const named = rkDifficultyByValue(difficulty);
  return named
    ? rkFormat("ANTHOLOGY.RollKeep.Roll.namedDifficulty", { name: localize(named.label), difficulty })
    : rkFormat("ANTHOLOGY.RollKeep.Roll.difficulty", { difficulty });
}

/** Where the kept dice come from, in words. */
export function rkPoolAccount(pool: RkKeepPoolBreakdown): string {
  const parts: string[] = [];
  if (pool.source === "colour") {
    parts.push(rkFormat("ANTHOLOGY.RollKeep.Pool.colour", { count: pool.fromMana, colour: rkColourLabel(pool.colour) }));
  } else if (pool.coloursLacked === 0) {
    parts.push(rkFormat("ANTHOLOGY.RollKeep.Pool.noColourLacked", { count: pool.fromMana }));
  } else {
    parts.push(
      rkFormat(`ANTHOLOGY.RollKeep.Pool.lacking.${rkCountForm(pool.coloursLacked)}`, {
        total: pool.totalMana,
        lacked: pool.coloursLacked,
        count: pool.fromMana,
      }),
    );
  }
  if (pool.specialities > 0) parts.push(rkFormat("ANTHOLOGY.RollKeep.Pool.specialities", { count: pool.specialities }));
  if (pool.capped) parts.push(rkFormat("ANTHOLOGY.RollKeep.Pool.capped", { roll: pool.roll }));
  return parts.join(" ");
}

/**
 * The flavor line of a roll: whom an indirectly opposed action was against and which of their attributes set
 * the difficulty ("Against Gate guard: Acuity"); empty otherwise. Never the passive side's rating or
 * specialities: the card is public, and the passive character is often the GM's (README "Trust": the GM's characters stay the GM's).
 */
export function rkPlanFlavor(plan: RkActionPlan, passiveName: string | null): string {
  if (!plan.passive) return "";
  return rkFormat("ANTHOLOGY.RollKeep.Roll.againstPassive", { name: passiveName ?? "", attribute: rkAttributeLabel(plan.passive.attribute) });
}

/** What the summary box of a dialog shows for a plan. */
export interface RkPlanSummary {
  roll: number;
  keep: number;
  account: string;
  difficulty: string;
  needed: number;
  /** P(successes ≥ needed), as the dice room writes chances ("73.2%"). */
  success: string;
  botch: string;
  error: string | null;
}

/**
 * A difficulty as rolled, with the wound penalty in it named (a table option): "Challenging (7) · + 2 for wounds: 9";
 * the plain difficulty when unhurt.
 */
export function rkWoundedDifficultyText(difficulty: number, penalty: number): string {
  return penalty > 0
    ? `${rkDifficultyText(difficulty - penalty)} · ${rkFormat("ANTHOLOGY.RollKeep.Wounds.raised", { penalty, difficulty })}`
    : rkDifficultyText(difficulty);
}

export function rkPlanSummary(plan: RkActionPlan): RkPlanSummary {
  return {
    roll: plan.pool.roll,
    keep: plan.pool.keep,
    account: rkPoolAccount(plan.pool),
    difficulty: rkWoundedDifficultyText(plan.difficulty, plan.penalty),
    needed: plan.needed,
    success: formatChance(plan.chance.success),
    botch: formatChance(plan.chance.botch),
    error: plan.error ? localize(plan.error) : null,
  };
}
