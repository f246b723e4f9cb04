/**
 * The "Why this result" terms of Gods & Monsters' roll cards (module/dice/cards/why.ts), from what the pure rules
 * computed: a check's target parts (`gmRollTarget`, 004 "Abilities and reactions") and an attack's hit-number
 * terms (`gmPlanAttack`, 004 "Hitting"). Names are plain text; the card escapes them.
 */
import type { WhyTerm } from "../../../dice/cards/why.js";
import type { GmRollPart } from "../rules/contests/roll.js";
import type { GmAttackTerm } from "../rules/conflict/attack-plan.js";
import { gmFormatDamage, gmParseDamage } from "../rules/equipment/damage-dice.js";

export interface GmCheckNames {
  /** The ability or reaction rolled. */
  label: string;
  /** The difficulty's name, localized. */
  difficulty?: string;
  /** The field whose bonus applies. */
  field?: string;
}

/** A check's target, part by part: the ability's number first, then what the options added. */
export function gmCheckWhy(parts: readonly GmRollPart[], names: GmCheckNames): WhyTerm[] {
  const name: Partial<Record<GmRollPart["key"], string | undefined>> = { base: names.label, difficulty: names.difficulty, field: names.field };
  return parts.map((p) => ({ key: `ANTHOLOGY.GM.Why.${p.key}`, value: p.value, ...(name[p.key] ? { name: name[p.key] } : {}) }));
}

/** An attack's hit number, term by term: 11, Fighting Art, attack bonus, the target's defense, each maneuver. */
export function gmAttackWhy(terms: readonly GmAttackTerm[], target: string): WhyTerm[] {
  return terms
    .filter((t) => t.key === "base" || t.value !== 0 || (t.key === "defense" && target !== ""))
    .map((t) =>
      t.key === "maneuver"
        ? { key: `ANTHOLOGY.GM.Maneuver.${t.maneuver}`, value: t.value }
        : { key: `ANTHOLOGY.GM.Why.hit.${t.key}`, value: t.value, ...(t.key === "defense" && target !== "" ? { name: target } : {}) },
    );
}

export interface GmDamageWhyInput {
  /** The damage as G&M writes it ("d8", "2d6", "d6+1", "1"). */
  damage: string;
  /** The faces the damage dice showed. */
  faces: readonly number[];
  /** What the attack added: strength's damage bonus and the maneuvers' (004 "Damage"); 0 for an item's own roll. */
  bonus: number;
}

/**
 * A damage roll, term by term: the dice and what they showed, the formula's own flat part, the attack's bonus
 * (`gmDamageFormula` rolls exactly these). A formula these rules do not read gives the bonus alone.
 */
export function gmDamageWhy(input: GmDamageWhyInput): WhyTerm[] {
  const parsed = gmParseDamage(input.damage);
  const terms: WhyTerm[] = [];
  if (parsed && parsed.dice.length > 0) {
    const shown = input.faces.reduce((sum, face) => sum + face, 0);
    terms.push({ key: "ANTHOLOGY.GM.Why.damage.dice", value: shown, name: gmFormatDamage({ dice: parsed.dice, flat: 0 }), plain: true });
  }
  if (parsed && parsed.flat !== 0) terms.push({ key: "ANTHOLOGY.GM.Why.damage.flat", value: parsed.flat });
  if (input.bonus !== 0) terms.push({ key: "ANTHOLOGY.GM.Why.damage.bonus", value: input.bonus });
  return terms;
}
