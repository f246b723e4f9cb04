/**
 * A Shadow creature read from the Symbaroum-style block (002): its eight attributes, each "Accurate 10" with the
 * modifier in parentheses when the book prints it ("Quick 11 (−1)": 002's table, modifier = 10 − value), then
 * "Toughness", "Pain Threshold", "Defense" (a value, or its modifier when signed), "Armor" as protection dice
 * ("Armor: Thick hide 1d4", impeding in parentheses) and attacks as "Claws 1d6 (natural, short)".
 *
 * The eight attributes are required: without any of them the paste is refused. Toughness, Pain Threshold and
 * Defense are derived by the rules (002 "Secondary Attributes"): a written number is checked against them and a
 * difference is listed with the rules' number, never stored over it.
 */
import {
  STAT_BLOCK_NAME_MAX,
  StatBlockCollector,
  type StatBlockDocument,
  type StatBlockReading,
  leadingName,
  openStatBlock,
  readDice,
  readInteger,
  splitClauses,
  statBlockNotes,
} from "../../../core/rules/stat-block.js";
import { SHADOW_ATTRIBUTE_MAX, SHADOW_ATTRIBUTE_MIN, SHADOW_ATTRIBUTES } from "./attributes.js";
import { shadowParseDice } from "./equipment.js";
import { SHADOW_IMPEDING_MAX, shadowDefense, shadowPainThreshold, shadowToughness } from "./secondary.js";

const QUALITIES = ["short", "long", "heavy", "natural", "ranged"] as const;
const SECTIONS = /^(weapons?|attacks?|armou?r|defen[cs]e|toughness|pain threshold|abilities|traits|equipment|tactics|shadow|race|resistance)\s*:?\s*/i;

interface ShadowAttack {
  name: string;
  damage: string;
  qualities: string[];
}

interface ShadowArmorRead {
  name: string;
  protection: string;
  impeding: number | null;
}

function readClause(clause: string, section: string, c: StatBlockCollector, attacks: ShadowAttack[], armor: ShadowArmorRead[]): boolean {
  const t = clause.toLowerCase().replace(/\.$/, "").trim();
  let m = /^([a-z]+)\s*:?\s*(\d+)\s*(?:\(\s*([+-]?\d+)\s*\))?$/.exec(t);
  if (m && (SHADOW_ATTRIBUTES as readonly string[]).includes(m[1])) {
    const value = Number(m[2]);
    c.int(m[1], value, SHADOW_ATTRIBUTE_MIN, SHADOW_ATTRIBUTE_MAX, clause);
    if (m[3] !== undefined && readInteger(m[3]) !== 10 - value) c.problem("differs", m[1], `${m[3]} / ${10 - value >= 0 ? "+" : ""}${10 - value}`, false);
    return true;
  }
  if ((m = /^(toughness|pain threshold|defen[cs]e)\s*:?\s*([+-]?\d+)$/.exec(t))) {
    const field = m[1] === "toughness" ? "toughness" : m[1] === "pain threshold" ? "painThreshold" : "defense";
    const signed = /^[+-]/.test(m[2]);
    const n = readInteger(m[2]) ?? NaN;
    // A signed Defense is the book's modifier: the value is 10 − modifier (002's table).
    const value = field === "defense" && signed ? 10 - n : n;
    if (!Number.isInteger(value) || value < -99 || value > 999) c.problem("outOfRange", field, clause, true);
    else c.set(field, value, clause);
    return true;
  }
  const diceAt = /^(.*?)\s*:?\s*(\d{0,2}d\d{1,3}(?:\s*[+-]\s*\d{0,2}d?\d{1,3})*)\s*(?:\(([^)]*)\))?$/.exec(clause.trim());
  if (!diceAt) return false;
  const dice = readDice(diceAt[2]) ?? diceAt[2].replace(/\s+/g, "").toLowerCase();
  const extras = (diceAt[3] ?? "")
    .toLowerCase()
    .split(",")
    .map((q) => q.trim())
    .filter((q) => q);
  let name = diceAt[1].trim();
  const isArmor = /^armou?r$/i.test(section) || /^armou?r\b/i.test(name);
  name = name.replace(/^armou?r\s*:?\s*/i, "").trim();
  if (shadowParseDice(dice) === null) {
    c.problem("outOfRange", isArmor ? "armor" : "weapon", clause, true);
    return true;
  }
  if (isArmor) {
    let impeding: number | null = null;
    for (const q of extras) {
      const im = /^impeding\s*:?\s*(\d+)$/.exec(q);
      if (im && Number(im[1]) <= SHADOW_IMPEDING_MAX) impeding = Number(im[1]);
      else if (im) c.problem("outOfRange", "impeding", q, true);
      else c.problem("notUsed", "quality", q, false);
    }
    const label = (name || "Armor").slice(0, STAT_BLOCK_NAME_MAX);
    armor.push({ name: label, protection: dice, impeding });
    c.set(`armor.${armor.length}`, `${label} ${dice}${impeding !== null ? ` (impeding ${impeding})` : ""}`, clause);
    return true;
  }
  if (!name) return false;
  const qualities = extras.filter((q) => (QUALITIES as readonly string[]).includes(q));
  for (const q of extras) if (!qualities.includes(q)) c.problem("notUsed", "quality", q, false);
  attacks.push({ name: name.slice(0, STAT_BLOCK_NAME_MAX), damage: dice, qualities });
  c.set(`weapon.${attacks.length}`, `${name} ${dice}${qualities.length ? ` (${qualities.join(", ")})` : ""}`, clause);
  return true;
}

/** Reads a Shadow creature (module comment); refuses a non-text argument. */
export function shadowReadStatBlock(text: string): StatBlockReading {
  const { c, plain, lines, refused } = openStatBlock(text, "shadowReadStatBlock", "shadowMonster");
  if (refused) return refused;
  const head = leadingName(lines[0]);
  // "Accurate 10, …" on the first line is no name.
  const named = head && !(SHADOW_ATTRIBUTES as readonly string[]).includes(head.name.toLowerCase()) ? head : null;
  if (!named) c.problem("noName", "name", lines[0], true);
  const attacks: ShadowAttack[] = [];
  const armor: ShadowArmorRead[] = [];
  const body = named ? [named.rest, ...lines.slice(1)] : lines;
  for (const line of body) {
    // A section label ("Weapons:", "Armor:") holds for the rest of its line; wide gaps part clauses as commas do.
    let section = "";
    for (const piece of line.split(/\s{2,}/)) {
      for (const raw of splitClauses(piece)) {
        let clause = raw;
        const s = SECTIONS.exec(clause);
        if (s && /^(weapons?|attacks?|armou?r)$/i.test(s[1]) && clause.slice(s[0].length).trim()) {
          section = s[1];
          clause = clause.slice(s[0].length);
        }
        if (!readClause(clause, section, c, attacks, armor)) c.problem("unknown", "", raw, false);
      }
    }
  }
  const read = new Map(c.read.map((r) => [r.field, r.value]));
  const value = (field: string) => (read.has(field) ? Number(read.get(field)) : null);
  for (const a of SHADOW_ATTRIBUTES) if (value(a) === null) c.problem("missing", a, "", true);
  const attributes = Object.fromEntries(SHADOW_ATTRIBUTES.map((a) => [a, value(a) ?? 10]));
  const impeding = armor[0]?.impeding ?? 0;
  if (armor.length && armor[0].impeding === null && !c.blocked) c.problem("initial", "impeding", "0", false);
  if (!c.blocked) {
    const derived = {
      toughness: shadowToughness(attributes.strong),
      painThreshold: shadowPainThreshold(attributes.strong),
      defense: shadowDefense(attributes.quick, impeding, false),
    };
    for (const [field, rules] of Object.entries(derived)) {
      const given = value(field);
      if (given !== null && given !== rules) c.problem("differs", field, `${given} / ${rules}`, false);
    }
  }
  const items: StatBlockDocument[] = [
    ...attacks.map((a) => ({
      name: a.name.charAt(0).toUpperCase() + a.name.slice(1),
      type: "shadowWeapon",
      system: { damage: a.damage, equipped: true, qualities: Object.fromEntries(QUALITIES.map((q) => [q, a.qualities.includes(q)])) },
    })),
    ...armor.map((a) => ({
      name: a.name.charAt(0).toUpperCase() + a.name.slice(1),
      type: "shadowArmor",
      system: { protection: a.protection, impeding: a.impeding ?? 0, equipped: true },
    })),
  ];
  return c.answer({ name: named?.name ?? "", type: "shadowMonster", system: { attributes, notes: statBlockNotes(plain) }, items });
}
