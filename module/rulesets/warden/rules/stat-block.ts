/**
 * A Warden creature read from the Cairn-style line "3 HP, 1 Armor, 12 STR, 14 DEX, 8 WIL, claws (d6)" under its
 * name (003 "Armor": at most 3 Armor; its creatures have STR, DEX, WIL and HP like the characters). Numbers may come
 * before or after their label ("STR 12" as well), case and spacing are free, and attacks are "name (dX)" or
 * "name dX", with "sharp", "ranged" and "bulky" understood inside the parentheses.
 *
 * HP, STR, DEX and WIL are required: without any of them the paste is refused. Armor not written is 0 (Cairn leaves
 * it out when there is none), and the reading says so.
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
import { WARDEN_MAX_ARMOR } from "./armor.js";
import { WARDEN_SCORE_CAP } from "./attributes.js";

const LABELS: Record<string, "hp" | "armor" | "str" | "dex" | "wil"> = {
  hp: "hp",
  "hit protection": "hp",
  armor: "armor",
  armour: "armor",
  str: "str",
  strength: "str",
  dex: "dex",
  dexterity: "dex",
  wil: "wil",
  willpower: "wil",
};
const QUALITIES = new Set(["sharp", "ranged", "bulky", "two-handed"]);

interface WardenAttack {
  name: string;
  die: number;
  sharp: boolean;
  ranged: boolean;
  bulky: boolean;
}

function readClause(clause: string, c: StatBlockCollector, attacks: WardenAttack[]): boolean {
  const t = clause.toLowerCase().replace(/\.$/, "").trim();
  let m = /^([+-]?\d+)\s*([a-z ]+?)$/.exec(t) ?? null;
  let label = m ? m[2].trim() : null;
  let value = m ? m[1] : null;
  if (!m || !(label! in LABELS)) {
    m = /^([a-z ]+?)\s*:?\s*([+-]?\d+)$/.exec(t);
    label = m ? m[1].trim() : null;
    value = m ? m[2] : null;
  }
  if (m && label && label in LABELS) {
    const field = LABELS[label];
    const n = readInteger(value!) ?? NaN;
    if (field === "armor") c.int(field, n, 0, WARDEN_MAX_ARMOR, clause);
    else c.int(field, n, field === "hp" ? 0 : 0, WARDEN_SCORE_CAP, clause);
    return true;
  }
  const attack = /^([^\d()]+?)\s*(?:\(\s*(\d{0,2}d\d{1,3})\s*((?:,\s*[a-z-]+\s*)*)\)|(\d{0,2}d\d{1,3}))$/.exec(t);
  if (!attack) return false;
  const dice = readDice(attack[2] ?? attack[4] ?? "");
  const dm = dice ? /^(\d*)d(\d+)$/.exec(dice) : null;
  const qualities = (attack[3] ?? "")
    .split(",")
    .map((q) => q.trim())
    .filter((q) => q);
  // One die: the weapon's die is its object die (003); "2d6" is no weapon die.
  if (!dm || (dm[1] !== "" && dm[1] !== "1") || Number(dm[2]) < 2 || Number(dm[2]) > 100) {
    c.problem("outOfRange", "weapon", clause, true);
    return true;
  }
  for (const q of qualities) if (!QUALITIES.has(q)) c.problem("notUsed", "quality", q, false);
  const name = clause
    .replace(/\s*\(.*$|\s+\d{0,2}d\d.*$/i, "")
    .trim()
    .slice(0, STAT_BLOCK_NAME_MAX);
  const a = {
    name: name.charAt(0).toUpperCase() + name.slice(1),
    die: Number(dm[2]),
    sharp: qualities.includes("sharp"),
    ranged: qualities.includes("ranged"),
    bulky: qualities.includes("bulky") || qualities.includes("two-handed"),
  };
  attacks.push(a);
  c.set(`weapon.${attacks.length}`, `${a.name} d${a.die}${qualities.length ? ` (${qualities.join(", ")})` : ""}`, clause);
  return true;
}

/** Reads a Warden creature (module comment); refuses a non-text argument. */
export function wardenReadStatBlock(text: string): StatBlockReading {
  const { c, plain, lines, refused } = openStatBlock(text, "wardenReadStatBlock", "wardenCreature");
  if (refused) return refused;
  const head = leadingName(lines[0]);
  if (!head) c.problem("noName", "name", lines[0], true);
  const attacks: WardenAttack[] = [];
  for (const line of [head ? head.rest : lines[0], ...lines.slice(1)]) {
    for (const clause of splitClauses(line)) {
      if (readClause(clause, c, attacks)) continue;
      // Written without commas ("10 HP 4 Armor 16 STR club (d10)"): each labelled number on its own.
      const pieces = clause.split(/(?<=\b(?:hp|armou?r|str|dex|wil))\s+/i);
      if (pieces.length < 2) c.problem("unknown", "", clause, false);
      else for (const piece of pieces) if (!readClause(piece, c, attacks)) c.problem("unknown", "", piece, false);
    }
  }
  const read = new Map(c.read.map((r) => [r.field, Number(r.value)]));
  for (const field of ["hp", "str", "dex", "wil"]) if (!read.has(field)) c.problem("missing", field, "", true);
  if (!read.has("armor") && !c.blocked) c.problem("initial", "armor", "0", false);
  const score = (field: string) => ({ value: read.get(field) ?? 0, max: read.get(field) ?? 0 });
  const system: Record<string, unknown> = {
    hp: score("hp"),
    str: score("str"),
    dex: score("dex"),
    wil: score("wil"),
    armorValue: read.get("armor") ?? 0,
    notes: statBlockNotes(plain),
  };
  const items: StatBlockDocument[] = attacks.map((a) => ({
    name: a.name,
    type: "wardenWeapon",
    system: { die: a.die, sharp: a.sharp, ranged: a.ranged, bulky: a.bulky, equipped: true, slots: a.bulky ? 2 : 1 },
  }));
  return c.answer({ name: head?.name ?? "", type: "wardenCreature", system, items });
}
