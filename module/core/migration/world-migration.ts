/**
 * The GM-run world migration on ready. Data models upgrade old shapes in memory on every load (migrateData);
 * this persists them: world actors and items, their embedded items and effects, and unlocked world compendiums.
 * Progress shows in a notification; a document that fails is reported by name and left exactly as it was
 * (one update per document: it is written whole or not at all); the world's schema version is stored at the
 * end, so a finished migration never runs again.
 */
import { SYSTEM_ID } from "../settings.js";

/** Raise when any data model gains a migration step. */
export const WORLD_SCHEMA_VERSION = 1;

interface Migratable {
  name: string | null;
  id?: string | null;
  system?: { toObject?: () => Record<string, unknown> };
  items?: { contents: Migratable[] };
  update(changes: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
  updateEmbeddedDocuments?(name: "Item", updates: Record<string, unknown>[], options?: Record<string, unknown>): Promise<unknown>;
}

/**
 * The update that persists a document's migrated system data: the whole `system` as migrateData produced it,
 * written with a normal (recursive) update and diff off, so every key is written and nothing else is touched.
 * Never `recursive: false` and never an `items` array on the parent: those replace collections wholesale.
 */
export function migrationUpdate(doc: Migratable): Record<string, unknown> | null {
  const system = doc.system?.toObject?.();
  return system ? { system } : null;
}

const OPTIONS = { diff: false, render: false, anthologyMigration: true };

function report(doc: Migratable, err: unknown): void {
  const message = game.i18n!.format("ANTHOLOGY.Migration.Failed", { name: doc.name ?? "", error: err instanceof Error ? err.message : String(err) });
  ui.notifications?.error(message, { permanent: true });
  console.error(message, err);
}

/** Migrates one document, then its embedded items one by one; each write is whole or not at all. */
export async function migrateDocument(doc: Migratable): Promise<boolean> {
  let ok = true;
  const update = migrationUpdate(doc);
  if (update) {
    try {
      await doc.update(update, OPTIONS);
    } catch (err) {
      report(doc, err);
      ok = false;
    }
  }
  for (const item of doc.items?.contents ?? []) {
    const itemUpdate = migrationUpdate(item);
    if (!itemUpdate || !doc.updateEmbeddedDocuments) continue;
    try {
      await doc.updateEmbeddedDocuments("Item", [{ _id: item.id, ...itemUpdate }], OPTIONS);
    } catch (err) {
      report(item, err);
      ok = false;
    }
  }
  return ok;
}

export async function runMigrations(): Promise<void> {
  if (!game.user?.isGM) return;
  const stored = Number(game.settings!.get(SYSTEM_ID, "schemaVersion")) || 0;
  if (stored >= WORLD_SCHEMA_VERSION) return;
  const docs: Migratable[] = [...(game.actors?.contents ?? []), ...(game.items?.contents ?? [])] as unknown as Migratable[];
  for (const pack of game.packs ?? []) {
    if (pack.locked || pack.metadata.packageType !== "world" || !["Actor", "Item"].includes(pack.documentName)) continue;
    docs.push(...((await pack.getDocuments()) as unknown as Migratable[]));
  }
  const notifications = ui.notifications;
  const progress = notifications?.info(game.i18n!.localize("ANTHOLOGY.Migration.Start"), { progress: true });
  let failures = 0;
  for (const [i, doc] of docs.entries()) {
    if (!(await migrateDocument(doc))) failures += 1;
    if (progress) notifications?.update(progress, { pct: (i + 1) / Math.max(1, docs.length) });
  }
  if (failures === 0) {
    await game.settings!.set(SYSTEM_ID, "schemaVersion", WORLD_SCHEMA_VERSION);
    ui.notifications?.info(game.i18n!.localize("ANTHOLOGY.Migration.Done"));
  } else {
    ui.notifications?.error(game.i18n!.format("ANTHOLOGY.Migration.Incomplete", { count: String(failures) }), { permanent: true });
  }
}
