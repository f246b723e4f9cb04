/**
 * Whole outcomes (CONTRIBUTING "Whole outcomes") of the Warden flows that change an actor without a cast or a blow:
 * the numbers a scar or mishap changes with the Fatigue they add, a scar's marks and pending changes, a critical damage
 * save's condition (and a Doomed character's second chance), bandages, rests and deprivation. Pure: each returns one
 * `ActorOutcome` that the flow hands to `applyOutcome` once.
 */
import { mergeOutcomes, type ActorOutcome } from "../../../core/rules/outcome.js";
import { wardenApplyChanges, wardenNumbers, type WardenChanges, type WardenNumbers } from "./effects.js";
import { wardenFatigueItems, wardenNumbersUpdate } from "./numbers-update.js";
import { wardenAddFatigue } from "./inventory.js";
import { wardenClamp, wardenInt, wardenRecord, wardenRecordOf, wardenText } from "./numbers.js";
import { WARDEN_DEFAULT_SLOTS, WARDEN_SLOT_CAP } from "./inventory.js";
import type { WardenScarOutcome } from "./scars.js";
import { WARDEN_CONDITION_STATUSES } from "./damage-outcome.js";
import { WARDEN_ATTRIBUTES, type WardenScore } from "./attributes.js";

/** What the rules read of the actor as it is now. */
export interface WardenActorNow {
  numbers: WardenNumbers;
  /** A creature keeps its effect armor in `armorValue`. */
  character: boolean;
  /** The world's base slots (slots are stored as a bonus over them). */
  baseSlots: number;
  /** Free inventory slots now (Fatigue beyond them must be made room for). */
  free: number;
  marks: readonly string[];
  pending: readonly unknown[];
}

/** Names the skin localizes for the documents an outcome creates. */
export interface WardenOutcomeNames {
  fatigue: string;
}

export interface WardenOutcomeWithDrop {
  outcome: ActorOutcome;
  /** Items to drop for lack of room for the Fatigue added (0 when none). */
  mustDrop: number;
}

/** The actor as the rules read it: anything missing or not a number counts as nothing (no marks, no free slot). */
function cleanNow(input: unknown): WardenActorNow {
  const n = wardenRecordOf<WardenActorNow>(input);
  return {
    numbers: wardenNumbers(wardenRecord(n.numbers)),
    character: n.character === true,
    baseSlots: wardenClamp(n.baseSlots, 0, WARDEN_SLOT_CAP, WARDEN_DEFAULT_SLOTS),
    free: Math.max(0, wardenInt(n.free)),
    marks: texts(n.marks),
    pending: Array.isArray(n.pending) ? n.pending.filter((p) => typeof p === "object" && p !== null) : [],
  };
}

/** The non-empty strings of a list (a non-list is empty). */
function texts(values: unknown): string[] {
  return Array.isArray(values) ? values.map(wardenText).filter(Boolean) : [];
}

function cleanNames(input: unknown): WardenOutcomeNames {
  return { fatigue: wardenText(wardenRecordOf<WardenOutcomeNames>(input).fatigue) };
}

/** `count` Fatigue items (one slot each), and how many items must be dropped to make room. */
export function wardenFatigueOutcome(nowInput: Pick<WardenActorNow, "free">, count: number, names: WardenOutcomeNames, source: string): WardenOutcomeWithDrop {
  const free = Math.max(0, wardenInt(wardenRecordOf<WardenActorNow>(nowInput).free));
  const { added, mustDrop } = wardenAddFatigue({ free, count: wardenClamp(count, 0, WARDEN_SLOT_CAP, 0) });
  if (added === 0) return { outcome: {}, mustDrop: 0 };
  return { outcome: { items: { create: wardenFatigueItems(added, { name: cleanNames(names).fatigue, source: wardenText(source) }) } }, mustDrop };
}

/** The numbers a scar or mishap changes (`wardenApplyChanges`) as one actor update, and the Fatigue they add. */
export function wardenChangesOutcome(nowInput: WardenActorNow, changes: WardenChanges, names: WardenOutcomeNames, source = "event"): WardenOutcomeWithDrop {
  const now = cleanNow(nowInput);
  const after = wardenApplyChanges(now.numbers, wardenChangesOf(changes));
  const actor = wardenNumbersUpdate(now.numbers, after, { creature: !now.character, baseSlots: now.baseSlots });
  const fatigue = wardenFatigueOutcome(now, after.fatigue - now.numbers.fatigue, names, source);
  const outcome = Object.keys(actor).length ? mergeOutcomes({ actor }, fatigue.outcome) : fatigue.outcome;
  return { outcome, mustDrop: fatigue.mustDrop };
}

/** Marks (scar statuses, mishap marks) added to those the actor has; nothing when all are there. */
export function wardenMarksOutcome(nowInput: Pick<WardenActorNow, "marks">, marks: readonly string[]): ActorOutcome {
  const current = texts(wardenRecordOf<WardenActorNow>(nowInput).marks);
  const next = [...new Set([...current, ...texts(marks)])];
  return next.length === current.length ? {} : { actor: { "system.marks": next } };
}

/**
 * A scar's outcome: "deprived" sets the flag, its other statuses are marks; changes due now apply now, later ones wait
 * in `pending` until their moment. An entry still waiting for its WIL save changes nothing yet.
 */
export function wardenScarChanges(
  nowInput: WardenActorNow,
  scarInput: Pick<WardenScarOutcome, "id" | "statuses" | "timing" | "changes" | "needsWilSave">,
  names: WardenOutcomeNames,
): WardenOutcomeWithDrop {
  const now = cleanNow(nowInput);
  const scar = wardenRecordOf<WardenScarOutcome>(scarInput);
  if (scar.needsWilSave === true) return { outcome: {}, mustDrop: 0 };
  const statuses = texts(scar.statuses);
  const changes = wardenChangesOf(scar.changes);
  const timing = wardenText(scar.timing);
  let outcome: ActorOutcome = statuses.includes("deprived") ? { actor: { "system.deprived": true } } : {};
  outcome = mergeOutcomes(
    outcome,
    wardenMarksOutcome(
      now,
      statuses.filter((s) => s !== "deprived"),
    ),
  );
  if (timing === "now") {
    const changed = wardenChangesOutcome(now, changes, names);
    return { outcome: mergeOutcomes(outcome, changed.outcome), mustDrop: changed.mustDrop };
  }
  if (Object.keys(changes).length) {
    outcome = mergeOutcomes(outcome, { actor: { "system.pending": [...now.pending, { kind: "scar", id: wardenText(scar.id), timing, changes }] } });
  }
  return { outcome, mustDrop: 0 };
}

/**
 * A new condition ("fighting", "critical", "stable", "dead", "routed", "destroyed") and its token status: the
 * condition's status on when it has one, every other condition status the actor shows (`active`) off.
 */
export function wardenConditionOutcome(conditionInput: string, activeInput: readonly string[]): ActorOutcome {
  const condition = wardenText(conditionInput);
  const active = texts(activeInput);
  const statuses: Record<string, boolean> = {};
  for (const status of WARDEN_CONDITION_STATUSES) {
    if (status === condition) statuses[status] = true;
    else if (active.includes(status)) statuses[status] = false;
  }
  return { actor: { "system.condition": condition }, statuses };
}

/** Where the world time of a character's critical damage is kept (an actor flag: the models' stored shape stays). */
export const WARDEN_CRITICAL_SINCE_PATH = "flags.anthology.criticalSince";

/**
 * The critical damage save's outcome: the new condition, and for a Doomed character (Scars entry 2) the mark spent
 * and the changes its second chance rolled (a new max HP).
 */
export function wardenCriticalSaveChanges(
  nowInput: WardenActorNow,
  save: { state: string; active: readonly string[]; doomed: boolean; doomChanges: WardenChanges | null; at?: number | null },
  names: WardenOutcomeNames,
): ActorOutcome {
  const now = cleanNow(nowInput);
  const { state, active, doomed, doomChanges, at } = wardenRecord(save);
  let outcome: ActorOutcome = {};
  // "If left untreated, they die within the hour" (003 "Critical Damage"): the world time the hour started, once, when
  // the character becomes critical (a character already critical keeps the hour it has).
  if (wardenText(state) === "critical" && !texts(active).includes("critical") && typeof at === "number" && Number.isFinite(at)) {
    outcome = { actor: { [WARDEN_CRITICAL_SINCE_PATH]: at } };
  }
  if (doomed === true) {
    outcome = mergeOutcomes(outcome, { actor: { "system.marks": now.marks.filter((m) => m !== "doomed") } });
    if (doomChanges) outcome = mergeOutcomes(outcome, wardenChangesOutcome(now, wardenChangesOf(doomChanges), names).outcome);
  }
  return mergeOutcomes(outcome, wardenConditionOutcome(wardenText(state), texts(active)));
}

/** A short rest: HP to `hp` (the rules' `wardenShortRest`). */
export function wardenShortRestOutcome(hp: number): ActorOutcome {
  return { actor: { "system.hp.value": Math.max(0, wardenInt(hp)) } };
}

/** A night's rest: the Fatigue items removed (the first `removed` of those a rest may remove). */
export function wardenNightRestOutcome(fatigueIds: readonly string[], removed: number): ActorOutcome {
  const ids = texts(fatigueIds).slice(0, Math.max(0, wardenInt(removed)));
  return ids.length ? { items: { delete: [...ids] } } : {};
}

/** A week's rest: each attribute's value as the rules restored it. */
export function wardenWeekRestOutcome(restored: Record<(typeof WARDEN_ATTRIBUTES)[number], { value: number }>): ActorOutcome {
  const given = wardenRecord(restored);
  const actor: Record<string, number> = {};
  for (const a of WARDEN_ATTRIBUTES) actor[`system.${a}.value`] = Math.max(0, wardenInt(wardenRecord(given[a]).value));
  return { actor };
}

function scoreChange(value: unknown): Partial<WardenScore> | null {
  if (typeof value !== "object" || value === null) return null;
  const out: Partial<WardenScore> = {};
  if ("value" in value && typeof value.value === "number") out.value = value.value;
  if ("max" in value && typeof value.max === "number") out.max = value.max;
  return out;
}

function attributeChanges(value: unknown): NonNullable<WardenChanges["attributes"]> | null {
  if (typeof value !== "object" || value === null) return null;
  const given: Record<string, unknown> = { ...value };
  const out: NonNullable<WardenChanges["attributes"]> = {};
  for (const a of WARDEN_ATTRIBUTES) {
    const c = scoreChange(given[a]);
    if (c) out[a] = c;
  }
  return out;
}

/** Changes as stored (a pending entry's `changes`, an object of any shape): what is not a change is left out. */
export function wardenChangesOf(value: unknown): WardenChanges {
  if (typeof value !== "object" || value === null) return {};
  const given: Record<string, unknown> = { ...value };
  const out: WardenChanges = {};
  for (const key of ["maxHp", "slots", "armorBonus", "fatigue"] as const) {
    const n = given[key];
    if (typeof n === "number") out[key] = n;
  }
  const attributes = attributeChanges(given.attributes);
  if (attributes) out.attributes = attributes;
  if (typeof given.gains === "object" && given.gains !== null) {
    const gains: Record<string, unknown> = { ...given.gains };
    const g: NonNullable<WardenChanges["gains"]> = {};
    if (typeof gains.maxHp === "number") g.maxHp = gains.maxHp;
    const ga = attributeChanges(gains.attributes);
    if (ga) g.attributes = ga;
    out.gains = g;
  }
  return out;
}

/** A pending entry applied now (a scar or mishap whose moment came): it leaves the list, its changes apply. Null if none. */
export function wardenPendingApplied(nowInput: WardenActorNow, index: number, names: WardenOutcomeNames): WardenOutcomeWithDrop | null {
  const now = cleanNow(nowInput);
  if (!Number.isInteger(index)) return null;
  const entry = now.pending[index];
  if (typeof entry !== "object" || entry === null) return null;
  const changes = "changes" in entry ? wardenChangesOf(entry.changes) : {};
  const changed = wardenChangesOutcome(now, changes, names);
  return { outcome: mergeOutcomes({ actor: { "system.pending": now.pending.filter((_e, i) => i !== index) } }, changed.outcome), mustDrop: changed.mustDrop };
}

/** "If left untreated, they die within the hour": one hour of world time, in seconds. */
export const WARDEN_UNTREATED_SECONDS = 3600;

/**
 * The whole minutes a critical character has left untreated (003 "Critical Damage": "they die within the hour"), from
 * the world time it became critical and the world time now (seconds); 0 when the hour is up. Null without a start.
 */
export function wardenMinutesLeft(input: { since: unknown; now: unknown }): number | null {
  const { since, now } = wardenRecord(input);
  if (typeof since !== "number" || !Number.isFinite(since)) return null;
  const at = typeof now === "number" && Number.isFinite(now) ? now : since;
  return Math.max(0, Math.ceil((since + WARDEN_UNTREATED_SECONDS - at) / 60));
}
