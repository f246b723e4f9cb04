/**
 * The arithmetic behind the GM consequences window's group and study tools (004 "Group Effort",
 * "Mass Conflict", "Psychic Conflict", "Mojo resources"): reading a typed list of numbers, one
 * psychic attack's numbers and verve, and a study with mojo resources. Pure; the window only rolls,
 * updates actors and posts what these return.
 */
import { GM_MAX_NUMBER, gmCount, gmFields, gmInt } from "../coerce.js";
import { gmApplyPsychicDamage, gmPsychicDamage, gmPsychicDefense, gmPsychicHitNumber, gmPsychicVerveLimit } from "../conflict/psychic.js";
import type { GmPsychicDamageResult } from "../conflict/psychic.js";
import { GM_MOJO_RESOURCE_TYPES, gmMojoBonus, gmMojoFromResources, gmMojoResourceTotal } from "../mojo/resources.js";
import type { GmMojoBonusResult, GmMojoResource, GmMojoResourceType } from "../mojo/resources.js";

/** The most numbers a typed list is read for. */
export const GM_TOOL_LIST_MAX = 10_000;

/**
 * Every number in a typed list ("17, 17", "9 10 11 13 39", "5;6"), each clamped to ±10 000; words,
 * NaN and infinities are skipped, and a value that is not text is an empty list.
 */
export function gmParseNumberList(text: unknown): number[] {
  if (typeof text !== "string" && typeof text !== "number") return [];
  const out: number[] = [];
  for (const part of String(text).split(/[\s,;]+/)) {
    if (part === "" || out.length >= GM_TOOL_LIST_MAX) continue;
    const n = Number(part);
    if (Number.isFinite(n)) out.push(Math.min(GM_MAX_NUMBER, Math.max(-GM_MAX_NUMBER, n)));
  }
  return out;
}

/* ------------------------------------------------------------ psychic conflict */

export interface GmPsychicSide {
  charisma?: number;
  intelligence?: number;
  /** Monk level (0: not a monk). */
  monkLevel?: number;
  verve?: number;
  survival?: number;
  injuries?: number;
}

export interface GmPsychicAttackInput {
  attacker: GmPsychicSide;
  defender: GmPsychicSide;
  /** Verve the attacker wants to spend (at least 1, at most their monk level and their verve). */
  attackVerve?: number;
  /** Verve the defender spends on a defend action (at most their monk level and their verve). */
  defendVerve?: number;
  firstRound?: boolean;
  attackerDistracted?: boolean;
  defenderDistracted?: boolean;
}

export type GmPsychicRefusal = "notMonk" | "noVerve";

export interface GmPsychicAttack {
  refused: GmPsychicRefusal | null;
  attackVerve: number;
  defendVerve: number;
  /** Verve each side has left after paying for its action. */
  attackerVerve: number;
  defenderVerve: number;
  defense: number;
  /** The attack hits on a d20 at or under this. */
  hitNumber: number;
}

const bool = (v: unknown): boolean => v === true;

/**
 * One psychic attack: the attacker must be a monk with verve; each side pays the verve it spends
 * (up to its monk level); monks defend with intelligence as major, +2 per defending verve; the hit
 * number is 11 + charisma as minor − that defense (−2 the first round, −3 when distracted, − injuries).
 */
export function gmPsychicAttack(input: GmPsychicAttackInput): GmPsychicAttack {
  const i = gmFields(input);
  const a = gmFields(i.attacker);
  const d = gmFields(i.defender);
  const attackerMonk = gmCount(a.monkLevel);
  const defenderMonk = gmCount(d.monkLevel);
  const attackerVerve = gmCount(a.verve);
  const defenderVerve = gmCount(d.verve);
  const refused: GmPsychicRefusal | null = attackerMonk < 1 ? "notMonk" : attackerVerve < 1 ? "noVerve" : null;
  const attackVerve = refused ? 0 : Math.min(Math.max(1, gmCount(i.attackVerve, 1)), gmPsychicVerveLimit(attackerMonk), attackerVerve);
  const defendVerve = Math.min(gmCount(i.defendVerve), defenderMonk, defenderVerve);
  const defense = gmPsychicDefense({
    intelligence: gmInt(d.intelligence, 1, GM_MAX_NUMBER, 10),
    monk: defenderMonk > 0,
    defendVerve,
    distracted: bool(i.defenderDistracted),
  });
  const hitNumber = gmPsychicHitNumber({
    charisma: gmInt(a.charisma, 1, GM_MAX_NUMBER, 10),
    defense,
    firstRound: bool(i.firstRound),
    distracted: bool(i.attackerDistracted),
    injuries: gmCount(a.injuries),
  });
  return { refused, attackVerve, defendVerve, attackerVerve: attackerVerve - attackVerve, defenderVerve: defenderVerve - defendVerve, defense, hitNumber };
}

/** A psychic hit: d4 + charisma as major + verve beyond the first, taken from the defender's verve, then survival. */
export function gmPsychicHit(
  d4: number,
  charisma: number,
  attackVerve: number,
  defender: { verve: number; survival: number; fromSurvival?: boolean },
): GmPsychicDamageResult & { damage: number } {
  const damage = gmPsychicDamage(d4, gmInt(charisma, 1, GM_MAX_NUMBER, 10), gmCount(attackVerve, 1));
  const d = gmFields(defender);
  return { damage, ...gmApplyPsychicDamage({ verve: gmCount(d.verve), survival: gmCount(d.survival), damage, fromSurvival: bool(d.fromSurvival) }) };
}

/* ------------------------------------------------------------- mojo resources */

export interface GmMojoStudyInput {
  /** The student's field bonus (or level) in what they study. */
  student?: number;
  intelligence?: number;
  charisma?: number;
  /** Level (or a tutor's field bonus) of each resource used; blank or below 1: not used. */
  levels?: Partial<Record<GmMojoResourceType, unknown>>;
  /** Cultural immersion (its total is the student's charisma). */
  immersion?: boolean;
  /** Periods studied (for the mojo gained). */
  periods?: number;
  /** Mojo these resources already gave this project. */
  alreadyGained?: number;
}

export interface GmMojoStudy {
  resources: { type: GmMojoResourceType; level: number; total: number; oneTime: boolean }[];
  bonus: GmMojoBonusResult;
  /** Bonus mojo over the periods, within the resources' total for the project. */
  gained: number;
}

/**
 * A study with mojo resources: each resource's total, the combined bonus on the chart (shifted by
 * intelligence), and the mojo over the periods. 004: Philosophy +2 with a level 5 specialized
 * library → 60 → 3 per period; with a Philosophy +4 tutor as well → 80 → 4 per period.
 */
export function gmMojoStudy(input: GmMojoStudyInput): GmMojoStudy {
  const i = gmFields(input);
  const levels = gmFields(i.levels);
  const student = gmCount(i.student);
  const charisma = gmInt(i.charisma, 1, GM_MAX_NUMBER, 10);
  const used: GmMojoResource[] = [];
  for (const type of GM_MOJO_RESOURCE_TYPES) {
    if (type === "immersion") {
      if (i.immersion === true) used.push({ type, level: 0 });
      continue;
    }
    const level = gmCount(levels[type]);
    if (level >= 1) used.push({ type, level });
  }
  const resources = used.map((r) => ({ ...r, ...gmMojoResourceTotal(r, student, charisma) }));
  const bonus = gmMojoBonus({ resources: used, student, intelligence: gmInt(i.intelligence, 1, GM_MAX_NUMBER, 10), charisma });
  return { resources, bonus, gained: gmMojoFromResources(bonus.rate, gmCount(i.periods), bonus.cap, gmCount(i.alreadyGained)) };
}
