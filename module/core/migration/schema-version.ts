/**
 * Schema versions for data models. Pure: importable in Node.
 *
 * Every data model keeps `schemaVersion` in its source. Its `static migrateData(source)` calls
 * `migrateSource(source, MIGRATIONS)` with its own ordered list of steps; each step upgrades a source saved at
 * the version before it. A step never drops a value: it moves or converts it.
 *
 * Whole sources only. Foundry v13 also hands `migrateData` the partial delta of every update
 * (foundryvtt/foundryvtt#14482), e.g. `{ hp: { value: 3 } }` from a sheet edit: no `schemaVersion`, most fields
 * missing. Running a step on it would rewrite the edit as if it were an old document. So a step runs only on a
 * source that carries `schemaVersion` (every stored document does once the world migration has stamped it; a
 * stored source saved before versions existed is read by the world migration as version 0, see
 * `wholeSource`). A source without `schemaVersion` is left exactly as it is.
 */
export interface MigrationStep {
  /** The version a source has after this step. */
  version: number;
  /** Upgrades the source in place or returns a new one. */
  migrate(source: Record<string, unknown>): Record<string, unknown> | void;
}

/** The version a source says it has; a missing or unreadable version is 0 (saved before versions existed). */
export function sourceVersion(source: Record<string, unknown>): number {
  const v = Number(source.schemaVersion);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
}

export function currentVersion(steps: readonly MigrationStep[]): number {
  return steps.reduce((max, s) => Math.max(max, s.version), 0);
}

/** A whole stored source (not an update delta): it carries `schemaVersion`. */
export function isWholeSource(source: Record<string, unknown>): boolean {
  return Object.prototype.hasOwnProperty.call(source, "schemaVersion");
}

/** A stored source marked whole: one saved before versions existed gets `schemaVersion: 0`. */
export function wholeSource(stored: Record<string, unknown>): Record<string, unknown> {
  return { ...stored, schemaVersion: sourceVersion(stored) };
}

export function needsMigration(source: Record<string, unknown>, steps: readonly MigrationStep[]): boolean {
  return sourceVersion(source) < currentVersion(steps);
}

export function migrateSource(source: Record<string, unknown>, steps: readonly MigrationStep[]): Record<string, unknown> {
  if (typeof source !== "object" || source === null || !isWholeSource(source)) return source;
  let out = source;
  const from = sourceVersion(source);
  for (const step of [...steps].sort((a, b) => a.version - b.version)) {
    if (step.version <= from) continue;
    out = step.migrate(out) ?? out;
    out.schemaVersion = step.version;
  }
  return out;
}
