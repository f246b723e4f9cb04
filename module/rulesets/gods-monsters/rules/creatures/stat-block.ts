/**
 * A Gods & Monsters creature read from the way 004 writes one: its combat table line
 * ("Yeti 20   6 6 6   +4 +3": survival, verve, perception, willpower, fortitude, fighting art, attack, defense,
 * blank columns left out) and the clauses the examples give around it ("fourth-level creature", "two attacks",
 * "claws d6", "+1 to damage", "short sword d6"), or the same numbers labelled ("survival 20, attack +4").
 *
 * How the table line's numbers are told apart without its blank columns: the unsigned numbers come first
 * (survival, then verve when there are five, then perception, willpower and fortitude), the signed ones last
 * (attack and defense, with the fighting art before them when there are three; a creature's attack bonus is then
 * the two added, as 004 adds Toromeen's "+2 +2" into "a combined attack bonus of 4"). Creatures have no verve
 * (004 "Non-player characters"): a verve column is listed as not used.
 *
 * Survival is required: without it the paste is refused. Attack and defense not given are 0, and said so.
 */
import {
  STAT_BLOCK_NAME_MAX,
  StatBlockCollector,
  type StatBlockDocument,
  type StatBlockReading,
  leadingName,
  openStatBlock,
  readCount,
  readDice,
  readInteger,
  splitClauses,
  statBlockNotes,
} from "../../../../core/rules/stat-block.js";
import { gmIsDamageFormula } from "../equipment/damage-dice.js";
import { GM_REACTIONS, GM_SIZES, type GmReactionName } from "../equipment/types.js";

/** The bounds of the gmCreature model's fields (data/limits.ts holds the same numbers for the models). */
const LEVEL_MAX = 100;
const POOL_MAX = 9_999;
const BONUS_MAX = 99;
const SCORE_MAX = 99;
const ATTACKS_MAX = 20;
const MOVEMENT_MAX = 1000;

interface GmAttack {
  name: string;
  dice: string;
  count: number;
}

const SIGNED = /^[+-]\d{1,7}$/;
const UNSIGNED = /^\d{1,7}$/;

/** The table line's numbers into their columns, or a blocking problem. */
function readColumns(tokens: string[], c: StatBlockCollector, line: string): void {
  const firstSigned = tokens.findIndex((t) => SIGNED.test(t));
  const unsigned = firstSigned === -1 ? tokens : tokens.slice(0, firstSigned);
  const signed = firstSigned === -1 ? [] : tokens.slice(firstSigned);
  if (
    unsigned.some((t) => !UNSIGNED.test(t)) ||
    signed.some((t) => !SIGNED.test(t)) ||
    ![1, 4, 5].includes(unsigned.length) ||
    signed.length > 3 ||
    signed.length === 1
  ) {
    c.problem("columns", "", line, true);
    return;
  }
  const u = unsigned.map((t) => readInteger(t) ?? NaN);
  const s = signed.map((t) => readInteger(t) ?? NaN);
  c.int("survival", u[0], 0, POOL_MAX, line);
  const scores = u.length === 5 ? u.slice(2) : u.slice(1);
  if (u.length === 5) c.problem("notUsed", "verve", String(u[1]), false);
  const reactions: GmReactionName[] = ["perception", "willpower", "fortitude"];
  scores.forEach((v, i) => c.int(reactions[i], v, -SCORE_MAX, SCORE_MAX, line));
  if (s.length >= 2) {
    const attack = s.length === 3 ? s[0] + s[1] : s[0];
    c.int("attack", attack, -BONUS_MAX, BONUS_MAX, line);
    c.int("defense", s[s.length - 1], -BONUS_MAX, BONUS_MAX, line);
  }
}

/** One clause other than the table line; false when nothing in it was understood. */
function readClause(clause: string, c: StatBlockCollector, attacks: GmAttack[]): boolean {
  const t = clause
    .toLowerCase()
    .replace(/\.$/, "")
    .trim()
    .replace(/^(?:a|an)\s+(?=\S+[- ]level)/, "");
  let m: RegExpExecArray | null;
  const num = (s: string) => readInteger(s) ?? NaN;
  if ((m = /^(?:level|lvl)\s*:?\s*(\d+)$/.exec(t)) || (m = /^([a-z]+|\d+(?:st|nd|rd|th)?)[- ]level(?: creature| monster| npc)?$/.exec(t))) {
    const n = m[1] ? readCount(m[1]) : null;
    if (n === null) return false;
    c.int("level", n, 1, LEVEL_MAX, clause);
    return true;
  }
  if ((m = /^(?:survival|sp)(?: points)?\s*:?\s*([+-]?\d+)$/.exec(t)) || (m = /^([+-]?\d+)\s+survival(?: points)?$/.exec(t))) {
    c.int("survival", num(m[1]), 0, POOL_MAX, clause);
    return true;
  }
  if ((m = /^(attack|defen[cs]e)(?: bonus)?\s*:?\s*([+-]?\d+)$/.exec(t)) || (m = /^([+-]?\d+)\s+(?:to\s+)?(attack|defen[cs]e)$/.exec(t))) {
    const [word, value] = /^[a-z]/.test(m[1]) ? [m[1], m[2]] : [m[2], m[1]];
    c.int(word === "attack" ? "attack" : "defense", num(value), -BONUS_MAX, BONUS_MAX, clause);
    return true;
  }
  if ((m = /^damage(?: bonus)?\s*:?\s*([+-]\d+)$/.exec(t)) || (m = /^([+-]\d+)\s+(?:to\s+)?damage$/.exec(t))) {
    c.int("damageBonus", num(m[1]), -BONUS_MAX, BONUS_MAX, clause);
    return true;
  }
  if ((m = /^attacks\s*:?\s*(\d+)$/.exec(t)) || (m = /^([a-z]+|\d+)\s+attacks?(?: per round| a round)?$/.exec(t))) {
    const n = readCount(m[1]);
    if (n === null) return false;
    c.int("attacks", n, 1, ATTACKS_MAX, clause);
    return true;
  }
  if ((m = /^(?:movement|move|mv)\s*:?\s*(\d+)$/.exec(t))) {
    c.int("movement", num(m[1]), 0, MOVEMENT_MAX, clause);
    return true;
  }
  if ((m = /^(?:size\s*:?\s*)?([a-z]+)(?: size| sized| creature)?$/.exec(t)) && (GM_SIZES as readonly string[]).includes(m[1])) {
    c.set("size", m[1], clause);
    return true;
  }
  if ((m = /^endurance\s*:?\s*(\d+)$/.exec(t))) {
    c.int("endurance", num(m[1]), 1, SCORE_MAX, clause);
    return true;
  }
  if ((m = /^([a-z]+)\s*:?\s*([+-]?\d+)$/.exec(t)) && (GM_REACTIONS as readonly string[]).includes(m[1])) {
    c.int(m[1], num(m[2]), -SCORE_MAX, SCORE_MAX, clause);
    return true;
  }
  // An attack: "claws d6", "2 claws (d6)", "claw (d6) x2", "short sword d6", "bite: d8".
  if ((m = /^(?:([a-z]+|\d+)\s+)?([a-z][a-z' -]*?)\s*:?\s*\(?\s*(\d{0,2}d\d{1,3}(?:\s*[+-]\s*\d{1,3})?)\s*\)?(?:\s*x\s*(\d+))?$/.exec(t))) {
    const dice = readDice(m[3]);
    const lead = m[1] ? readCount(m[1]) : 1;
    const name = m[1] && lead === null ? `${m[1]} ${m[2]}` : m[2];
    const count = (lead ?? 1) * (m[4] ? Number(m[4]) : 1);
    if (!dice || !gmIsDamageFormula(dice) || count < 1 || count > ATTACKS_MAX) {
      c.problem("outOfRange", "weapon", clause, true);
      return true;
    }
    let label = clause.replace(/\s*:?\s*\(?\s*\d{0,2}d\d.*$/i, "").trim();
    if (m[1] && lead !== null) label = label.replace(/^\S+\s+/, "");
    attacks.push({ name: (label || name).slice(0, STAT_BLOCK_NAME_MAX), dice, count });
    c.set(`weapon.${attacks.length}`, `${label || name} ${dice}${count > 1 ? ` x${count}` : ""}`, clause);
    return true;
  }
  return false;
}

/** The creature's damage text: the first attack's dice with the damage bonus, or the bonus alone on "d6". */
function creatureDamage(attacks: GmAttack[], bonus: number | null): string | null {
  const dice = attacks[0]?.dice ?? null;
  if (dice === null) return null;
  if (!bonus) return dice;
  const m = /^(\d{0,2}d\d{1,3})([+-]\d+)?$/.exec(dice);
  if (!m) return dice;
  const flat = Number(m[2] ?? 0) + bonus;
  return flat === 0 ? m[1] : `${m[1]}${flat > 0 ? "+" : ""}${flat}`;
}

/** Reads a Gods & Monsters creature (module comment); refuses a non-text argument. */
export function gmReadStatBlock(text: string): StatBlockReading {
  const { c, plain, lines, refused } = openStatBlock(text, "gmReadStatBlock", "gmCreature");
  if (refused) return refused;
  const head = leadingName(lines[0]);
  if (!head) c.problem("noName", "name", lines[0], true);
  const attacks: GmAttack[] = [];
  const rest = [head ? head.rest : lines[0], ...lines.slice(1)];
  let table = false;
  rest.forEach((line) => {
    const clauses = splitClauses(line);
    if (!clauses.length) return;
    // The table line: the first clause made only of numbers, on the name's line or one of its own.
    if (!table) {
      const first = clauses[0].split(" ");
      const numbers = first.filter((t) => SIGNED.test(t) || UNSIGNED.test(t));
      if (numbers.length === first.length && numbers.length >= 1) {
        readColumns(first, c, clauses[0]);
        clauses.shift();
        table = true;
      }
    }
    for (const clause of clauses) {
      if (!readClause(clause, c, attacks)) c.problem("unknown", "", clause, false);
    }
  });
  const read = new Map(c.read.map((r) => [r.field, r.value]));
  const int = (field: string) => (read.has(field) ? Number(read.get(field)) : null);
  if (int("survival") === null) c.problem("missing", "survival", "", true);
  for (const field of ["attack", "defense"]) if (int(field) === null && !c.blocked) c.problem("initial", field, "0", false);
  const damage = creatureDamage(attacks, int("damageBonus"));
  if (damage === null && !c.blocked) c.problem("initial", "damage", "d6", false);
  if (int("damageBonus") !== null && attacks.length === 0) c.problem("notUsed", "damageBonus", String(int("damageBonus")), false);
  const attackCount =
    int("attacks") ??
    (attacks.length
      ? Math.min(
          ATTACKS_MAX,
          attacks.reduce((s, a) => s + a.count, 0),
        )
      : null);
  const reactions: Record<string, number | null> = {};
  for (const r of GM_REACTIONS) reactions[r] = int(r);
  const survival = int("survival") ?? 0;
  const system: Record<string, unknown> = {
    level: int("level") ?? 1,
    survival: { value: survival, max: survival },
    attack: int("attack") ?? 0,
    defense: int("defense") ?? 0,
    damage: damage ?? "d6",
    attacks: attackCount ?? 1,
    reactions,
    notes: statBlockNotes(plain),
  };
  if (int("level") === null && !c.blocked) c.problem("initial", "level", "1", false);
  if (int("movement") !== null) system.movement = int("movement");
  if (int("endurance") !== null) system.endurance = int("endurance");
  if (read.has("size")) system.size = read.get("size");
  const items: StatBlockDocument[] = attacks.map((a) => ({
    name: a.name.charAt(0).toUpperCase() + a.name.slice(1),
    type: "gmWeapon",
    system: { damage: a.dice, equipped: true, size: read.get("size") ?? "medium" },
  }));
  return c.answer({ name: head?.name ?? "", type: "gmCreature", system, items });
}
