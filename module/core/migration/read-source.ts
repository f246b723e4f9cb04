/**
 * Reading one stored `system` source the way a load would, and saying what the load could not keep.
 *
 * On load Foundry cleans a source against the model's schema: what cleaning cannot fix falls back to the
 * field's initial value (with a console warning), fields the schema doesn't know are dropped, numbers are
 * rounded and clamped. In memory that is harmless; written back, the stored value is gone for good
 * (mojo "fifteen" → 0, silver "21 sp" → 0, survival "7/9" → 5). `readStored` compares the stored source (after
 * the model's migration steps) with what the model keeps, leaf by leaf, and lists every value that did not
 * survive. Only a source with nothing lost may be written back. Type casts cleaning does faithfully ("5" → 5,
 * " a " → "a", "true" → true) are not losses; null/undefined (no value) taking the initial value is not either.
 */
import { sourceVersion, wholeSource } from "./schema-version.js";

type Source = Record<string, unknown>;

/** The parts of a TypeDataModel class the reading uses (foundry.abstract.DataModel v13 API). */
export interface ReadableModel {
  schema: { fields: Record<string, unknown> };
  migrateData(source: Source): Source;
  new (source: Source, options?: { strict?: boolean; fallback?: boolean }): { toObject(): Source };
}

export interface LostValue {
  /** Dotted path inside `system`. */
  path: string;
  /** The stored value (after migration steps), as it was. */
  value: unknown;
  /** "unknown": the schema has no such field; "rejected": the field could not keep the value. */
  reason: "unknown" | "rejected";
}

export interface StoredReading {
  /** The version the stored source says it has (0: saved before versions existed). */
  from: number;
  /** The version this code writes (the model's `schemaVersion` initial value). */
  to: number;
  /** What the model makes of it: the source a migration would write. Absent for a newer source. */
  source?: Source;
  /** Values the load would lose. */
  lost: LostValue[];
  /** Stored keys a migration step moved away: they are deleted when the migrated source is written. */
  removed: string[];
}

/** The version a model writes: the initial value of its `schemaVersion` field (every model declares one). */
export function modelVersion(model: ReadableModel): number {
  const field = model.schema.fields.schemaVersion as { initial?: unknown } | undefined;
  const initial = typeof field?.initial === "function" ? (field.initial as (d: Source) => unknown)({}) : field?.initial;
  const v = Number(initial);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
}

function isPlainObject(v: unknown): v is Source {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Does `kept` hold the same value as `stored`, up to the casts Foundry's cleaning makes? */
function sameValue(stored: unknown, kept: unknown): boolean {
  if (Object.is(stored, kept) || stored === kept) return true;
  if (typeof kept === "number") return typeof stored === "string" && stored.trim() !== "" && Number(stored) === kept;
  if (typeof kept === "string")
    return (typeof stored === "string" && stored.trim() === kept) || ((typeof stored === "number" || typeof stored === "boolean") && String(stored) === kept);
  if (typeof kept === "boolean") return stored === String(kept) || stored === Number(kept);
  return false;
}

function compare(stored: unknown, kept: unknown, path: string, lost: LostValue[]): void {
  if (stored === null || stored === undefined) return;
  if (isPlainObject(stored) && isPlainObject(kept)) {
    for (const [k, v] of Object.entries(stored)) {
      const p = `${path}.${k}`;
      if (!Object.prototype.hasOwnProperty.call(kept, k)) {
        if (v !== null && v !== undefined) lost.push({ path: p, value: v, reason: "unknown" });
      } else compare(v, kept[k], p, lost);
    }
    return;
  }
  if (Array.isArray(stored) && Array.isArray(kept) && stored.length === kept.length) {
    stored.forEach((v, i) => compare(v, kept[i], `${path}.${i}`, lost));
    return;
  }
  if (!sameValue(stored, kept)) lost.push({ path, value: stored, reason: "rejected" });
}

/** Every value of `stored` (after migration) that `kept` (what the model made of it) does not hold. */
export function lostValues(stored: Source, kept: Source): LostValue[] {
  const lost: LostValue[] = [];
  for (const [k, v] of Object.entries(stored)) {
    if (k === "schemaVersion") continue;
    if (!Object.prototype.hasOwnProperty.call(kept, k)) {
      if (v !== null && v !== undefined) lost.push({ path: k, value: v, reason: "unknown" });
    } else compare(v, kept[k], k, lost);
  }
  return lost;
}

/** Keys of the stored source (objects walked) that the kept source no longer has. */
function removedKeys(stored: Source, kept: Source, prefix = ""): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(stored)) {
    const p = prefix ? `${prefix}.${k}` : k;
    if (!Object.prototype.hasOwnProperty.call(kept, k)) out.push(p);
    else if (isPlainObject(v) && isPlainObject(kept[k])) out.push(...removedKeys(v, kept[k], p));
  }
  return out;
}

/** Reads a stored `system` source with its model: what a migration would write, and what it would lose. */
export function readStored(model: ReadableModel, stored: Source): StoredReading {
  const from = sourceVersion(stored);
  const to = modelVersion(model);
  if (from > to) return { from, to, lost: [], removed: [] };
  const migrated = model.migrateData(structuredClone(wholeSource(stored)));
  // Every step up to this version has run: the source now has the current shape.
  migrated.schemaVersion = to;
  const kept = new model(structuredClone(migrated), { strict: false, fallback: true }).toObject();
  return { from, to, source: kept, lost: lostValues(migrated, kept), removed: removedKeys(stored, kept) };
}
