/**
 * Ailments: sickness, disease and poison (001).
 *
 * - Contracting: a reaction roll at a penalty of the ailment's strength; health at a further −4
 *   when the victim accepts it (drinks, injects), perception when knowing of it would avoid it,
 *   evasion when someone forces it on them.
 * - Effects apply after the action time. A plain ailment applies once and is gone.
 * - Chronic: at every later action time a health roll throws it off; each failure applies the
 *   effects again (cumulative); its strength fades by one per action time.
 * - Inescapable: while exposed, a roll every action time, each failure applies the effects again.
 * - Chronic and inescapable: once it applies, it applies every action time while exposed with no
 *   roll, its strength rising by one each time; out of the area it returns to its strength and
 *   fades as a chronic ailment.
 */
import type {
  GmAilmentCondition,
  GmAilmentData,
  GmAilmentEffect,
  GmAilmentExposure,
  GmAilmentReaction,
  GmAilmentStage,
  GmAilmentTarget,
  GmDuration,
} from "../equipment/types.js";
import { GM_AILMENT_STAGES } from "../equipment/types.js";
import { gmMultiplyDamage, gmNormalizeDamage } from "../equipment/damage-dice.js";
import { gmBonus, gmWhole } from "../equipment/input.js";
import { gmFields, gmList, gmObjects } from "../coerce.js";

/** The ailment numbers these rules read. */
export type GmAilmentRules = Pick<GmAilmentData, "chronic" | "inescapable" | "strength" | "actionTime" | "effects">;

/** A row of the example ailments table of 001. */
export interface GmAilmentRow extends GmAilmentRules {
  slug: string;
  name: string;
}

const time = (amount: string, unit: GmDuration["unit"]): GmDuration => ({ amount, unit });
const penalty = (target: GmAilmentTarget, amount = 1, duration: GmDuration | null = null): GmAilmentEffect => ({
  kind: "penalty",
  formula: "",
  target,
  amount,
  condition: "",
  duration,
});
const injury = (formula: string): GmAilmentEffect => ({ kind: "injury", formula, target: "", amount: 0, condition: "", duration: null });
const condition = (c: GmAilmentCondition, duration: GmDuration): GmAilmentEffect => ({
  kind: "condition",
  formula: "",
  target: "",
  amount: 0,
  condition: c,
  duration,
});

/**
 * The example ailments of 001. Blank strengths are 0 (001: "most poisons will have a strength of
 * zero"). Sleep gas has no type in the table; 001's worked example treats it as inescapable (five
 * rounds in the gas, three failed rolls, 6d10 minutes asleep). Food poisoning's table effect is one
 * injury; 001's worked example (four applications: 4 injuries and −4 concentration for d4 hours)
 * shows that each application also costs one concentration for d4 hours.
 */
export const GM_EXAMPLE_AILMENTS: readonly GmAilmentRow[] = [
  {
    slug: "alcohol",
    name: "Alcohol",
    chronic: true,
    inescapable: false,
    strength: -1,
    actionTime: time("20", "minute"),
    effects: [penalty("agility"), penalty("concentration"), penalty("evasion"), penalty("fortitude")],
  },
  {
    slug: "common-cold",
    name: "Common Cold",
    chronic: true,
    inescapable: false,
    strength: 1,
    actionTime: time("1", "day"),
    effects: [penalty("concentration"), penalty("evasion"), penalty("fortitude")],
  },
  {
    slug: "food-poisoning",
    name: "Food Poisoning",
    chronic: true,
    inescapable: false,
    strength: 3,
    actionTime: time("1", "hour"),
    effects: [injury("1"), penalty("concentration", 1, time("d4", "hour"))],
  },
  { slug: "black-widow", name: "Black Widow", chronic: false, inescapable: false, strength: 0, actionTime: time("30", "minute"), effects: [injury("d2")] },
  {
    slug: "giant-spider",
    name: "Giant Spider",
    chronic: false,
    inescapable: false,
    strength: 4,
    actionTime: time("1", "round"),
    effects: [condition("paralysis", time("d4", "minute"))],
  },
  { slug: "huge-spider", name: "Huge Spider", chronic: false, inescapable: false, strength: 2, actionTime: time("1", "round"), effects: [injury("d3")] },
  { slug: "large-spider", name: "Large Spider", chronic: false, inescapable: false, strength: 1, actionTime: time("1", "round"), effects: [injury("d2")] },
  { slug: "shadow-spider", name: "Shadow Spider", chronic: false, inescapable: false, strength: 1, actionTime: time("2", "round"), effects: [injury("d6")] },
  {
    slug: "sleep-gas",
    name: "Sleep gas",
    chronic: false,
    inescapable: true,
    strength: 0,
    actionTime: time("1", "round"),
    effects: [condition("sleep", time("2d10", "minute"))],
  },
];

/** Strengths the text describes: weak poisons down to −4, strong ones up to +4. */
export const GM_AILMENT_STRENGTH_RANGE = { min: -4, max: 4 } as const;

/** Extra penalty when the victim accepts the ailment (drinks, injects): and the reaction is health. */
export const GM_AILMENT_ACCEPTED_PENALTY = 4;

/** A reaction roll against an ailment: roll d20 ≤ reaction + modifier to resist. */
export interface GmAilmentRoll {
  reaction: GmAilmentReaction;
  modifier: number;
}

/** The roll to avoid contracting it: health −4 (accepted), perception (noticeable), evasion (forced), all at −strength. */
export function gmAilmentContractRoll(ailment: Pick<GmAilmentRules, "strength">, exposure: GmAilmentExposure): GmAilmentRoll {
  const s = gmBonus(ailment.strength);
  if (exposure === "accepted") return { reaction: "health", modifier: penaltyOf(s) - GM_AILMENT_ACCEPTED_PENALTY };
  return { reaction: exposure === "noticeable" ? "perception" : "evasion", modifier: penaltyOf(s) };
}

/** A strength as a roll modifier (never −0). */
function penaltyOf(strength: number): number {
  return strength === 0 ? 0 : -strength;
}

/** Where an ailment stands with its victim. */
export interface GmAilmentProgress {
  /** exposed: not (or not yet) taken hold, resisting each time; ailing: a chronic ailment has hold; over: gone. */
  stage: GmAilmentStage;
  /** Times its effects have applied. */
  applications: number;
  /** Action times passed in the current stretch of ailing (reset on leaving the area). */
  elapsed: number;
  /** Still in the ailment's area (matters for inescapable ailments). */
  exposed: boolean;
}

/**
 * Progress as the rules read it: only its four fields, an unknown stage read as "exposed", counts
 * made whole and non-negative, `exposed` true unless it is `false` (as at first contact). Junk
 * fields of the input are not carried into a returned progress.
 */
function progressOf(progress: GmAilmentProgress): GmAilmentProgress {
  const p = gmFields(progress);
  const stage = (GM_AILMENT_STAGES as readonly unknown[]).includes(p.stage) ? (p.stage as GmAilmentStage) : "exposed";
  return { stage, applications: gmWhole(p.applications), elapsed: gmWhole(p.elapsed), exposed: p.exposed !== false };
}

/** Progress at first contact. */
export function gmAilmentStart(): GmAilmentProgress {
  return { stage: "exposed", applications: 0, elapsed: 0, exposed: true };
}

/**
 * The ailment's strength at its next action time: a chronic ailment fades by one per action time
 * (its first throw-off roll is at strength − 1); a chronic inescapable one grows by one per action
 * time while the victim stays exposed.
 */
export function gmAilmentStrength(ailment: GmAilmentRules, progress: GmAilmentProgress): number {
  const s = gmBonus(gmFields(ailment).strength);
  const p = progressOf(progress);
  if (p.stage !== "ailing") return s;
  const k = p.elapsed + 1;
  return gmFields(ailment).inescapable && p.exposed ? s + k : s - k;
}

/**
 * What the next action time asks for: a roll (to resist, or a chronic ailment's health roll to
 * throw it off), "automatic" (chronic inescapable while exposed: it simply applies), or "none"
 * (the ailment is over).
 */
export function gmAilmentNextRoll(ailment: GmAilmentRules, progress: GmAilmentProgress, exposure: GmAilmentExposure): GmAilmentRoll | "automatic" | "none" {
  const p = progressOf(progress);
  if (p.stage === "over") return "none";
  if (p.stage === "exposed") return gmAilmentContractRoll(ailment, exposure);
  if (gmFields(ailment).inescapable && p.exposed) return "automatic";
  return { reaction: "health", modifier: penaltyOf(gmAilmentStrength(ailment, p)) };
}

/**
 * Resolves one action time. `succeeded` is the outcome of the roll `gmAilmentNextRoll` asked for
 * (ignored when it was automatic; anything but `true` is a failure). Returns the new progress and
 * whether the effects applied.
 */
export function gmAilmentAdvance(ailment: GmAilmentRules, progress: GmAilmentProgress, succeeded: boolean): { progress: GmAilmentProgress; applied: boolean } {
  const p = progressOf(progress);
  const { chronic, inescapable } = gmFields(ailment);
  if (p.stage === "over") return { progress: p, applied: false };
  if (p.stage === "exposed") {
    const staysExposed = inescapable && p.exposed;
    if (succeeded === true) return { progress: { ...p, stage: staysExposed ? "exposed" : "over" }, applied: false };
    p.applications += 1;
    if (chronic) return { progress: { ...p, stage: "ailing", elapsed: 0 }, applied: true };
    return { progress: { ...p, stage: staysExposed ? "exposed" : "over" }, applied: true };
  }
  // ailing: a chronic ailment
  if (inescapable && p.exposed) return { progress: { ...p, applications: p.applications + 1, elapsed: p.elapsed + 1 }, applied: true };
  if (succeeded === true) return { progress: { ...p, stage: "over" }, applied: false };
  return { progress: { ...p, applications: p.applications + 1, elapsed: p.elapsed + 1 }, applied: true };
}

/**
 * The victim leaves the ailment's area: an inescapable ailment stops (if it never took hold), a
 * chronic inescapable one returns to its strength and fades from there.
 */
export function gmAilmentLeaveArea(ailment: GmAilmentRules, progress: GmAilmentProgress): GmAilmentProgress {
  const p = progressOf(progress);
  const { inescapable } = gmFields(ailment);
  if (p.stage === "exposed" && inescapable) return { ...p, exposed: false, stage: "over" };
  if (p.stage === "ailing" && inescapable && p.exposed) return { ...p, exposed: false, elapsed: 0 };
  return { ...p, exposed: false };
}

/**
 * Runs an ailment through a series of action times, one outcome each (`true` = the roll asked for
 * succeeded; the value is ignored for automatic action times), stopping when it is over.
 */
export function gmAilmentRun(ailment: GmAilmentRules, outcomes: readonly boolean[], exposure: GmAilmentExposure = "noticeable"): GmAilmentProgress {
  const list = gmList(outcomes);
  let progress = gmAilmentStart();
  let i = 0;
  for (let guard = 0; guard < 10_000 && progress.stage !== "over"; guard++) {
    const next = gmAilmentNextRoll(ailment, progress, exposure);
    if (next === "none") break;
    if (next === "automatic") {
      if (i >= list.length) break;
      progress = gmAilmentAdvance(ailment, progress, false).progress;
      i++;
      continue;
    }
    if (i >= list.length) break;
    progress = gmAilmentAdvance(ailment, progress, list[i]).progress;
    i++;
  }
  return progress;
}

/** The summed effects of an ailment that has applied `applications` times. */
export interface GmAilmentTotals {
  /** Injury points as a formula ("4", "3d2"); "0" when none. */
  injuries: string;
  /** Penalties (positive) per number, with how long they last (`null`: while the ailment lasts). */
  penalties: { target: GmAilmentTarget; amount: number; duration: GmDuration | null }[];
  /** Conditions with their summed durations (sleep 2d10 minutes three times: 6d10 minutes). */
  conditions: { condition: string; duration: GmDuration }[];
}

/**
 * Effects accumulate: injuries and condition durations add up, penalties add up (their duration is
 * the effect's own). Food poisoning applied four times: 4 injuries, −4 concentration for d4 hours.
 */
export function gmAilmentTotals(effects: readonly GmAilmentEffect[], applications: unknown): GmAilmentTotals {
  const n = gmWhole(applications);
  const injuryTerms: string[] = [];
  const penalties = new Map<GmAilmentTarget, { target: GmAilmentTarget; amount: number; duration: GmDuration | null }>();
  const conditions: GmAilmentTotals["conditions"] = [];
  if (n > 0) {
    for (const e of gmObjects(effects)) {
      if (e.kind === "injury") {
        const f = gmMultiplyDamage(e.formula, n);
        if (f !== "0") injuryTerms.push(f);
      } else if (e.kind === "penalty" && e.target !== "") {
        const prev = penalties.get(e.target);
        const amount = Math.max(0, gmBonus(e.amount)) * n + (prev?.amount ?? 0);
        penalties.set(e.target, { target: e.target, amount, duration: e.duration ?? prev?.duration ?? null });
      } else if (e.kind === "condition" && e.condition !== "" && e.duration) {
        conditions.push({ condition: e.condition, duration: { amount: gmMultiplyDamage(e.duration.amount, n), unit: e.duration.unit } });
      }
    }
  }
  const injuries = injuryTerms.length === 0 ? "0" : (gmNormalizeDamage(injuryTerms.join("+")) ?? "0");
  return { injuries, penalties: [...penalties.values()], conditions };
}
