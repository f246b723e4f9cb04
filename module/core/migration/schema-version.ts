/**
 * Schema versions for data models. Pure: importable in Node.
 *
 * Every data model keeps `schemaVersion` in its source. Its `static migrateData(source)` calls
 * `migrateSource(source, MIGRATIONS)` with its own ordered list of steps; each step upgrades a source saved at
 * the version before it. A step never drops a value: it moves or converts it. Sources without a version are
 * version 0 (saved before versions existed).
 */
export interface MigrationStep {
  /** The version a source has after this step. */
  version: number;
  /** Upgrades the source in place or returns a new one. */
  migrate(source: Record<string, unknown>): Record<string, unknown> | void;
}

export function sourceVersion(source: Record<string, unknown>): number {
  const v = Number(source.schemaVersion);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
}

export function currentVersion(steps: readonly MigrationStep[]): number {
  return steps.reduce((max, s) => Math.max(max, s.version), 0);
}

export function needsMigration(source: Record<string, unknown>, steps: readonly MigrationStep[]): boolean {
  return sourceVersion(source) < currentVersion(steps);
}

export function migrateSource(source: Record<string, unknown>, steps: readonly MigrationStep[]): Record<string, unknown> {
  if (typeof source !== "object" || source === null) return source;
  let out = source;
  const from = sourceVersion(source);
  for (const step of [...steps].sort((a, b) => a.version - b.version)) {
    if (step.version <= from) continue;
    out = step.migrate(out) ?? out;
    out.schemaVersion = step.version;
  }
  return out;
}
