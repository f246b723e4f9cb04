/**
 * The world migration's write, computed when it is written. Pure: importable in Node.
 *
 * The plan is read from the world as the server sent it at load (`game.data`); the writes follow one by one, and a
 * player may edit a document meanwhile (mojo 15 → 3). Writing the whole `system` from the load-time snapshot would
 * put 15 back. So, at write time:
 * - the edits made since the plan are the leaves where the document now differs from what it held at the plan;
 * - the source to migrate is the stored one with those edits over it (the current source);
 * - the update holds only the leaves the migration changes in that source and the new `schemaVersion`; everything else
 *   stays as stored. When a step moved a key away, the whole migrated current source replaces `system` (`==system`):
 *   v13's cleaning drops a `-=key` the schema does not have.
 */
import { isRecord } from "../rules/shape.js";
import { readStored, type ReadableModel, type StoredReading } from "./read-source.js";

type Source = Record<string, unknown>;

function sameLeaf(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameLeaf(v, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameLeaf(a[k], b[k]));
  }
  return false;
}

/** Dotted paths of the leaves (arrays whole) where `now` differs from `before`. */
export function editedPaths(before: Source, now: Source, prefix = ""): string[] {
  const out: string[] = [];
  const keys = new Set([...Object.keys(before), ...Object.keys(now)]);
  for (const k of keys) {
    const path = prefix ? `${prefix}.${k}` : k;
    const b = before[k];
    const n = now[k];
    if (isRecord(b) && isRecord(n)) out.push(...editedPaths(b, n, path));
    else if (!sameLeaf(b, n)) out.push(path);
  }
  return out;
}

/** `stored` with the value of `now` at each of `paths` written over it (a missing value deletes the key). */
export function withEdits(stored: Source, now: Source, paths: readonly string[]): Source {
  const out = structuredClone(stored);
  for (const path of paths) {
    const parts = path.split(".");
    let from: unknown = now;
    for (const p of parts) from = isRecord(from) ? from[p] : undefined;
    let node = out;
    for (const p of parts.slice(0, -1)) {
      if (!isRecord(node[p])) node[p] = {};
      node = node[p] as Source;
    }
    const last = parts[parts.length - 1]!;
    if (from === undefined) delete node[last];
    else node[last] = structuredClone(from);
  }
  return out;
}

/** The leaves of `next` that `base` does not hold (nested as `next` nests them; arrays whole). */
export function changedLeaves(next: Source, base: Source): Source {
  const out: Source = {};
  for (const [k, v] of Object.entries(next)) {
    const b = base[k];
    if (isRecord(v) && isRecord(b)) {
      const inner = changedLeaves(v, b);
      if (Object.keys(inner).length) out[k] = inner;
    } else if (!sameLeaf(v, b)) out[k] = structuredClone(v);
  }
  return out;
}

export interface WriteTimeMigration {
  /** The source migrated: the stored one with the edits made since the plan. */
  source: Source;
  /** The edits found (dotted paths inside `system`). */
  edited: string[];
  reading: StoredReading;
  /** The `{ system }` update to send, or null when the source can no longer be written (values it would lose). */
  update: Source | null;
}

/**
 * What to write for one document now. `stored`: its `system` as the server sent it at load; `planned` and `now`:
 * the loaded document's `system` at the plan and at this moment; `plannedReading`: the plan's reading of `stored`.
 */
export function migrationAtWriteTime(model: ReadableModel, stored: Source, planned: Source, now: Source, plannedReading?: StoredReading): WriteTimeMigration {
  const edited = editedPaths(planned, now).filter((p) => p !== "schemaVersion");
  const source = edited.length ? withEdits(stored, now, edited) : stored;
  // Nothing edited since the plan: the plan's reading of the stored source is the current one.
  const reading = !edited.length && plannedReading ? plannedReading : readStored(model, source);
  if (reading.lost.length || !reading.source || reading.from >= reading.to) return { source, edited, reading, update: null };
  // A step moved a key away: v13's cleaning drops a `-=key` the schema does not have (SchemaField#_cleanType,
  // common/data/fields.mjs), so only a forced replacement of the whole `system` (`==system`) removes it. It is the
  // current source migrated, read now, so an edit made since the plan is kept in it.
  if (reading.removed.length) return { source, edited, reading, update: { "==system": structuredClone(reading.source) } };
  const system = changedLeaves(reading.source, source);
  system.schemaVersion = reading.to;
  return { source, edited, reading, update: { system } };
}
