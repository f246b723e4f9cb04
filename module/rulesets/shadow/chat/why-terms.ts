/**
 * The "Why this result" terms of Shadow's test cards (module/dice/cards/why.ts), from the target the pure rules
 * computed term by term (`shadowTestTarget`, text 002 "Success Test", "Advantage"). Names are plain text; the card
 * escapes them.
 */
import { whyTermViews, type WhyTerm } from "../../../dice/cards/why.js";
import { whyLines, type WhyView } from "../../../dice/cards/why-lines.js";
import { format } from "../../../core/foundry/i18n.js";
import type { ShadowTargetPart } from "../rules/success-test.js";
import type { ShadowDamagePart } from "../rules/damage.js";

export interface ShadowTestNames {
  /** The attribute tested (or Defense). */
  attribute: string;
  /** Who opposes it and with what ("Bandit's Defense"), for an opposed test. */
  opposition?: string;
}

export function shadowTestWhy(parts: readonly ShadowTargetPart[] | undefined, names: ShadowTestNames): WhyTerm[] {
  const name: Partial<Record<ShadowTargetPart["key"], string | undefined>> = { attribute: names.attribute, opposition: names.opposition };
  return (parts ?? []).map((p) => ({ key: `ANTHOLOGY.Shadow.Why.${p.key}`, value: p.value, ...(name[p.key] ? { name: name[p.key] } : {}) }));
}

/** What a hit's damage terms are called: the weapon, its dice, and the armor (with its dice) once it is rolled. */
export interface ShadowDamageNames {
  weapon: string;
  formula: string;
  /** The armor's name ("" for none). */
  armor: string;
  /** Its protection dice, "" when no armor was rolled. */
  protection: string;
}

/**
 * "Why this result" of a hit's damage (text 002 "Damage & Healing", "Advantage"), from the terms the pure rules read
 * (`shadowDamageParts`): the weapon's damage dice, Advantage's d4, the armor roll subtracted; then the total after
 * armor (`damage`, from `shadowDamage`), or, before the armor is rolled (null), that it is still to come.
 */
export function shadowDamageWhy(parts: readonly ShadowDamagePart[], names: ShadowDamageNames, damage: number | null): WhyView {
  const name: Record<ShadowDamagePart["key"], string> = {
    weapon: format("ANTHOLOGY.Shadow.Why.Damage.dice", { weapon: names.weapon, formula: names.formula }),
    advantage: "",
    armor:
      names.protection && names.armor
        ? format("ANTHOLOGY.Shadow.Why.Damage.armorDice", { armor: names.armor, protection: names.protection })
        : names.armor || names.protection,
  };
  const terms: WhyTerm[] = parts.map((p) => ({ key: `ANTHOLOGY.Shadow.Why.Damage.${p.key}`, value: p.value, ...(name[p.key] ? { name: name[p.key] } : {}) }));
  return {
    terms: whyTermViews(terms),
    lines: whyLines(damage === null ? { key: "ANTHOLOGY.Shadow.Why.Damage.armorToCome" } : { key: "ANTHOLOGY.Shadow.Why.Damage.afterArmor", value: damage }),
    chance: null,
    botchChance: null,
  };
}
