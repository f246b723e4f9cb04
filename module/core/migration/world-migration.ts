/**
 * The world migration on ready: persists what the data models' migration steps make of documents stored at an
 * older schema version, on the active GM's client only (every client runs `ready`; v13's
 * `game.users.activeGM` is the one GM that acts, see /work/shared/foundry-v13.md "Several GMs").
 *
 * It reads the stored data, not the loaded documents: `game.data.actors` / `game.data.items` hold the world as
 * the server sent it, before any cleaning (dnd5e's migration reads `game.data` the same way for documents that
 * failed to load). For each world actor, its embedded items, and each world item:
 * - already at the current version: nothing is written;
 * - saved by a newer version (its `schemaVersion` is above what this code knows): kept untouched and reported;
 * - holding values the model cannot keep (rejected values, unknown fields; see read-source.ts): kept untouched
 *   and reported to the GM with the values, so nothing the user typed is replaced by a default for good;
 * - otherwise written once: one `update` per actor or world item, and one `updateEmbeddedDocuments` per actor
 *   for all of its out-of-date items. What is written is computed at write time from the current source, and holds
 *   only what the migration changes (write-time.ts): an edit a player made since the world loaded is kept.
 * - A write counts only when Foundry says it was made: v13's `Document#update` resolves undefined when the client
 *   refused the change (`ClientDatabaseBackend#preUpdateDocumentArray`, client/data/client-backend.mjs, catches the
 *   validation error and leaves the document out), and `updateEmbeddedDocuments` resolves the documents it updated.
 *   Anything not written is a failure: reported, and the world's version is not stamped, so the next start retries.
 * - A document Foundry could not load at all is not in `game.actors`/`game.items`: v13 keeps its id in the
 *   collection's `invalidDocumentIds`, and `getInvalid(id)` builds a temporary instance from its source that can be
 *   updated (`DocumentCollection#getInvalid`, client/documents/abstract/document-collection.mjs). Its migration is
 *   written through that instance, which may repair it; one that cannot be migrated is reported with its id and how
 *   to reach it, since its sheet cannot open.
 * A progress bar (v13 `ui.notifications.info(message, { progress: true })`, then `ui.notifications.update`)
 * and a summary at the end. Compendium packs are not written: only world data is available unmigrated
 * (`game.data`); a pack's documents arrive already cleaned, so a rejected value cannot be told from a real one.
 */
import { isActiveGM } from "../active-gm.js";
import { asList, asRecord, asRecords } from "../rules/shape.js";
import { updateDocument, updateEmbedded } from "../foundry/updates.js";
import { isDocument, type DocumentsByName } from "../foundry/uuid.js";
import { SYSTEM_ID } from "../settings.js";
import { readStored, type LostValue, type ReadableModel, type StoredReading } from "./read-source.js";
import { migrationAtWriteTime } from "./write-time.js";
import { format, localize, translations } from "../foundry/i18n.js";

/** Stored in the world setting `anthology.schemaVersion` once a run leaves nothing behind. */
export const WORLD_SCHEMA_VERSION = 1;
/** Documents reported one by one; the rest are counted (all of them go to the console). */
const MAX_REPORTED = 10;

type Source = Record<string, unknown>;

/** A document as stored (`game.data.actors[i]`, `game.data.items[i]`, `actor.items[j]` there). */
export interface StoredDocument {
  _id: string;
  name?: string;
  type?: string;
  system?: Source;
  items?: StoredDocument[];
}

export type Verdict = "current" | "migrate" | "newer" | "unreadable";

export interface DocumentPlan {
  id: string;
  name: string;
  verdict: Verdict;
  reading?: StoredReading;
  /** The update that writes the migrated system (set when the verdict is "migrate"). */
  update?: Source;
}

export interface ActorPlan extends DocumentPlan {
  items: DocumentPlan[];
}

/**
 * The plan's update (what a write would be if nothing changed before it; the write itself is recomputed from the
 * current source at write time, write-time.ts) that persists a migrated system: the whole `system` as the model
 * keeps it, as a forced replacement (`==system`, v13 SchemaField#_updateDiff in common/data/fields.mjs). A key a step moved away is not in the
 * model's schema, so a `-=key` for it would be dropped by the client's cleaning (SchemaField#_cleanType keeps a
 * deletion key only for a field the schema has) and stay in the database; replacing `system` whole removes it.
 * Never an `items` array on the parent: each embedded item gets its own replacement.
 */
export function migrationUpdate(reading: StoredReading): Source {
  return { "==system": structuredClone(reading.source ?? {}) };
}

type ModelOf = (documentName: "Actor" | "Item", type: string) => ReadableModel | undefined;

const modelOf: ModelOf = (documentName, type) => (CONFIG[documentName].dataModels as unknown as Record<string, ReadableModel | undefined>)[type];

/** What to do with one stored document. Documents of types without an Anthology model are left alone. */
export function planDocument(stored: StoredDocument, model: ReadableModel | undefined): DocumentPlan {
  const base = { id: stored._id, name: stored.name ?? "" };
  if (!model) return { ...base, verdict: "current" };
  let reading: StoredReading;
  try {
    reading = readStored(model, stored.system ?? {});
  } catch (err) {
    // A step or the model threw on this source: nothing can be said about it, so it is not written.
    const message = err instanceof Error ? err.message : String(err);
    return { ...base, verdict: "unreadable", reading: { from: 0, to: 0, lost: [{ path: "", value: message, reason: "rejected" }], removed: [] } };
  }
  if (reading.from > reading.to) return { ...base, verdict: "newer", reading };
  if (reading.from === reading.to) return { ...base, verdict: "current", reading };
  if (reading.lost.length) return { ...base, verdict: "unreadable", reading };
  return { ...base, verdict: "migrate", reading, update: migrationUpdate(reading) };
}

export function planActor(stored: StoredDocument, models: ModelOf = modelOf): ActorPlan {
  const plan = planDocument(stored, models("Actor", stored.type ?? ""));
  const items = (stored.items ?? []).map((i) => planDocument(i, models("Item", i.type ?? "")));
  return { ...plan, items };
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

function lostText(lost: LostValue[]): string {
  const parts = lost.slice(0, 5).map((l) => (l.path ? `system.${l.path} = ${shown(l.value)}` : shown(l.value)));
  if (lost.length > 5) parts.push("…");
  return parts.join(", ");
}

/** The GM-facing sentence for a document left untouched: localized, every stored text escaped. */
export function keptMessage(plan: DocumentPlan, parentName?: string, invalid?: { collection: "actors" | "items" }): string {
  const esc = foundry.utils.escapeHTML;
  const name = esc(parentName ? `${parentName} › ${plan.name}` : plan.name);
  const i18n = translations();
  if (plan.verdict === "newer") {
    return i18n.format("ANTHOLOGY.Migration.Newer", { name, found: String(plan.reading?.from ?? ""), known: String(plan.reading?.to ?? "") });
  }
  const values = esc(lostText(plan.reading?.lost ?? []));
  // Its sheet cannot open: say where the document is reached instead (v13 DocumentCollection#getInvalid).
  if (invalid) return i18n.format("ANTHOLOGY.Migration.UnreadableInvalid", { name, values, id: esc(plan.id), collection: invalid.collection });
  return i18n.format("ANTHOLOGY.Migration.Unreadable", { name, values });
}

const OPTIONS = { diff: false, render: false, anthologyMigration: true };

function reportFailure(name: string, err: unknown): void {
  const esc = foundry.utils.escapeHTML;
  const message = format("ANTHOLOGY.Migration.Failed", { name: esc(name), error: esc(err instanceof Error ? err.message : String(err)) });
  ui.notifications?.error(message, { permanent: true });
  console.error(message, err);
}

interface Work {
  documentName: "Actor" | "Item";
  /** The loaded document, or the temporary instance of one Foundry could not load (`invalid`). */
  doc: Actor.Implementation | Item.Implementation | undefined;
  invalid: boolean;
  /** As the server sent it at load (`game.data`). */
  stored: StoredDocument;
  plan: DocumentPlan;
  items: DocumentPlan[];
  /** The loaded `system` of the document and of each of its items when the plan was made. */
  planned: Source;
  plannedItems: Map<string, Source>;
}

export interface MigrationSummary {
  updated: number;
  kept: number;
  failed: number;
}

/** A document's `system` source now (`toObject()` returns a copy: v13 `DataModel#toObject(source = true)`). */
function systemOf(doc: unknown): Source {
  const object = (doc as { toObject?: () => unknown } | null | undefined)?.toObject?.();
  return asRecord(asRecord(object).system);
}

function notWritten(): Error {
  return new Error(localize("ANTHOLOGY.Migration.NotWritten"));
}

/** Writes one root document's migration: its own update, then one batch for its out-of-date items. */
async function write(work: Work, summary: MigrationSummary): Promise<void> {
  const { doc, plan } = work;
  const items = work.items.filter((i) => i.verdict === "migrate");
  if (!doc) {
    summary.failed += (plan.verdict === "migrate" ? 1 : 0) + items.length;
    reportFailure(plan.name, new Error(localize("ANTHOLOGY.Migration.NotLoaded")));
    return;
  }
  if (plan.verdict === "migrate") {
    const model = modelOf(work.documentName, work.stored.type ?? "")!;
    const now = migrationAtWriteTime(model, work.stored.system ?? {}, work.planned, systemOf(doc), plan.reading);
    try {
      if (!now.update) throw notWritten();
      const result = await updateDocument(doc, now.update, OPTIONS);
      if (result === undefined || result === null) throw notWritten();
      summary.updated += 1;
    } catch (err) {
      summary.failed += 1;
      reportFailure(plan.name, err);
    }
  }
  if (!items.length) return;
  const embedded = (doc as { items?: { get(id: string): unknown } }).items;
  const storedItems = new Map((work.stored.items ?? []).map((i) => [i._id, i]));
  const updates: Source[] = [];
  for (const i of items) {
    const stored = storedItems.get(i.id);
    const model = modelOf("Item", stored?.type ?? "");
    const item = embedded?.get(i.id);
    const now = stored && model && item ? migrationAtWriteTime(model, stored.system ?? {}, work.plannedItems.get(i.id) ?? {}, systemOf(item), i.reading) : null;
    if (now?.update) updates.push({ _id: i.id, ...now.update });
    else {
      summary.failed += 1;
      reportFailure(`${plan.name} › ${i.name}`, notWritten());
    }
  }
  if (!updates.length) return;
  try {
    const result = await updateEmbedded(doc, "Item", updates as ({ _id: string } & Source)[], OPTIONS);
    // Only the items Foundry resolves were written; the rest were refused before they were sent.
    const written = new Set(asList(result).map((d) => (d as { id?: unknown } | null)?.id));
    for (const u of updates) {
      if (written.has(u._id)) summary.updated += 1;
      else {
        summary.failed += 1;
        reportFailure(`${plan.name} › ${items.find((i) => i.id === u._id)?.name ?? String(u._id)}`, notWritten());
      }
    }
  } catch (err) {
    summary.failed += updates.length;
    reportFailure(plan.name, err);
  }
}

interface Kept {
  plan: DocumentPlan;
  parentName?: string;
  invalid?: { collection: "actors" | "items" };
}

function reportKept(kept: Kept[]): void {
  for (const [i, k] of kept.entries()) {
    const message = keptMessage(k.plan, k.parentName, k.invalid);
    console.warn(message, k.plan.reading);
    if (i < MAX_REPORTED) ui.notifications?.warn(message, { permanent: true });
  }
  if (kept.length > MAX_REPORTED) {
    ui.notifications?.warn(format("ANTHOLOGY.Migration.More", { count: String(kept.length - MAX_REPORTED) }), { permanent: true });
  }
}

/**
 * The stored documents of a `game.data` list (the world as the server sent it): entries without a string `_id` are
 * not documents this migration can name or write, so they are skipped.
 */
function storedDocuments(list: unknown): StoredDocument[] {
  return asRecords(list).filter((d): d is Record<string, unknown> & StoredDocument => typeof d._id === "string");
}

interface WorldCollectionLike {
  get(id: string): unknown;
  invalidDocumentIds?: Set<string>;
  getInvalid?(id: string, options?: { strict?: boolean }): unknown;
}

/**
 * The loaded world document of a stored entry, seen through the one document guard (module/core/foundry/uuid.ts);
 * for one Foundry could not load (in the collection's `invalidDocumentIds`), the temporary instance v13
 * `DocumentCollection#getInvalid` builds from its source.
 */
function worldDocument<N extends "Actor" | "Item">(documentName: N, id: string): { doc: DocumentsByName[N] | undefined; invalid: boolean } {
  const collection = (documentName === "Actor" ? game.actors : game.items) as unknown as WorldCollectionLike | undefined;
  const doc: unknown = collection?.get(id);
  if (isDocument(doc, documentName)) return { doc, invalid: false };
  if (collection?.invalidDocumentIds?.has(id)) {
    const temporary: unknown = collection.getInvalid?.(id, { strict: false });
    if (isDocument(temporary, documentName)) return { doc: temporary, invalid: true };
  }
  return { doc: undefined, invalid: false };
}

function workFor(documentName: "Actor" | "Item", stored: StoredDocument): Work {
  const { doc, invalid } = worldDocument(documentName, stored._id);
  const plan = documentName === "Actor" ? planActor(stored) : { ...planDocument(stored, modelOf("Item", stored.type ?? "")), items: [] };
  const embedded = (doc as { items?: { get(id: string): unknown } } | undefined)?.items;
  // Only what will be written needs its state at the plan (to tell the edits made before its write).
  const plannedItems = new Map(plan.items.filter((i) => i.verdict === "migrate").map((i) => [i.id, systemOf(embedded?.get(i.id))]));
  return { documentName, doc, invalid, stored, plan, items: plan.items, planned: plan.verdict === "migrate" ? systemOf(doc) : {}, plannedItems };
}

function summaryText(summary: MigrationSummary): string {
  return format("ANTHOLOGY.Migration.Summary", { updated: String(summary.updated), kept: String(summary.kept), failed: String(summary.failed) });
}

/** Runs the world migration if this client is the active GM. Returns what it did (null when it did not run). */
export async function runMigrations(): Promise<MigrationSummary | null> {
  if (!isActiveGM()) return null;
  const data = asRecord(game.data);
  const work: Work[] = [...storedDocuments(data.actors).map((a) => workFor("Actor", a)), ...storedDocuments(data.items).map((i) => workFor("Item", i))];
  const kept: Kept[] = [];
  for (const w of work) {
    const invalid = w.invalid ? { collection: w.documentName === "Actor" ? ("actors" as const) : ("items" as const) } : undefined;
    if (w.plan.verdict === "newer" || w.plan.verdict === "unreadable") kept.push({ plan: w.plan, invalid });
    for (const i of w.items) if (i.verdict === "newer" || i.verdict === "unreadable") kept.push({ plan: i, parentName: w.plan.name });
  }
  const todo = work.filter((w) => w.plan.verdict === "migrate" || w.items.some((i) => i.verdict === "migrate"));
  const summary: MigrationSummary = { updated: 0, kept: kept.length, failed: 0 };
  reportKept(kept);
  if (todo.length) {
    const notifications = ui.notifications!;
    const progress = notifications.info(localize("ANTHOLOGY.Migration.Start"), { progress: true });
    for (const [i, w] of todo.entries()) {
      await write(w, summary);
      notifications.update(progress, { pct: (i + 1) / todo.length });
    }
    notifications.update(progress, { pct: 1, message: summaryText(summary) });
  }
  if (todo.length || kept.length) {
    const notifications = ui.notifications!;
    if (summary.failed || summary.kept) notifications.warn(summaryText(summary), { permanent: true });
    else notifications.info(summaryText(summary));
  }
  if (summary.failed === 0 && summary.kept === 0) await game.settings!.set(SYSTEM_ID, "schemaVersion", WORLD_SCHEMA_VERSION);
  return summary;
}
