/**
 * Applying a whole outcome (CONTRIBUTING "Whole outcomes"): one function writes what a rule decided, so a flow
 * never writes piecemeal.
 *
 * What "atomic" can and cannot mean in Foundry v13: each `Document#update` and each
 * `createEmbeddedDocuments`/`updateEmbeddedDocuments`/`deleteEmbeddedDocuments` call is one database operation on
 * one collection (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#updateembeddeddocuments);
 * there is no transaction across the actor and its items or effects. So this function:
 * 1. checks everything it can before the first write, and refuses the outcome whole when anything is wrong
 *    (the user may not modify the actor; an item or effect to update or delete is not there; a status id is not
 *    in `CONFIG.statusEffects`; a new item's type has no data model or its system does not validate; the actor's
 *    or an item's update does not validate, tried with `updateSource(changes, { dryRun: true })`, v13
 *    DataModelUpdateOptions: https://foundryvtt.com/api/v13/interfaces/foundry.abstract.types.DataModelUpdateOptions.html);
 * 2. writes each collection once, in this order: the actor's update (the numbers every outcome has), the items
 *    (updates, creations, then deletions, so a failure before them has lost nothing), the Active Effects
 *    (creations, deletions), then the statuses (`Actor#toggleStatusEffect`, one request per status that changes:
 *    Foundry builds a status's effect from its `CONFIG.statusEffects` entry);
 * 3. checks what each write resolved, as Foundry reports it: v13 `Document#update` resolves undefined when the
 *    client refused the change (`ClientDatabaseBackend#preUpdateDocumentArray`, client/data/client-backend.mjs,
 *    catches the validation error, or a `preUpdate` hook or `_preUpdate` returned false, and leaves the document
 *    out), and the embedded operations resolve the documents they created, updated or deleted; a status is checked
 *    on the actor afterwards. A write that changes nothing is not sent (v13 resolves undefined for it too, as its
 *    diff is empty), so undefined always means "not written";
 * 4. stops at the first write that fails or was not made (the server refused it, the connection dropped): what was written stays
 *    (undoing it would be more writes that can fail too), the rest is not attempted, the follow-up cards are not
 *    posted, and the user is told which step failed;
 * 5. posts the follow-up cards, in order, once every write succeeded.
 */
import { format } from "../foundry/i18n.js";
import { hasStatus, setStatus } from "../foundry/statuses.js";
import { createEmbedded } from "../foundry/updates.js";
import type { Outcome, OutcomeItemUpdate, OutcomeNewDocument } from "../rules/outcome.js";

/** The steps, named in the refusal and failure messages (`ANTHOLOGY.Outcome.Step.<step>`). */
export type OutcomeStep = "actor" | "updateItems" | "createItems" | "deleteItems" | "createEffects" | "deleteEffects" | "statuses" | "cards";

export type OutcomeResult = { ok: true } | { ok: false; refused: string } | { ok: false; failedAt: OutcomeStep; error: unknown };

/**
 * What applyOutcome uses of an actor (Foundry's Actor has all of it; methods are compared bivariantly). Creation
 * goes through `createEmbedded` (`module/core/foundry/updates.ts`): fvtt-types types its data by embedded name.
 */
interface OutcomeTarget {
  readonly name: string | null;
  readonly items: { get(id: string): DryRunnable | undefined };
  readonly effects: { get(id: string): unknown };
  canUserModify(user: User.Implementation, action: "update"): boolean;
  updateSource(changes: object, options: { dryRun: true }): unknown;
  toObject(): unknown;
  update(changes: object, operation?: object): Promise<unknown>;
  updateEmbeddedDocuments(name: "Item" | "ActiveEffect", updates: object[]): Promise<unknown>;
  deleteEmbeddedDocuments(name: "Item" | "ActiveEffect", ids: string[]): Promise<unknown>;
}

interface DryRunnable {
  updateSource(changes: object, options: { dryRun: true }): unknown;
  toObject(): unknown;
}

export interface ApplyOutcomeOptions {
  /**
   * Options of the actor's update operation (v13 `Document#update(data, operation)`), e.g. a flag the ruleset's own
   * updateActor hook reads; a copy is passed, as Foundry adds its own keys to the object it is given.
   */
  actorOperation?: Record<string, unknown>;
}

type ModelClass = new (data: object, options: { strict: boolean }) => unknown;

function itemModel(type: unknown): ModelClass | undefined {
  const models: Record<string, unknown> = CONFIG.Item.dataModels ?? {};
  const model = typeof type === "string" ? models[type] : undefined;
  return typeof model === "function" ? (model as ModelClass) : undefined;
}

function knownStatus(id: string): boolean {
  return CONFIG.statusEffects.some((s) => s.id === id);
}

function isPlain(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * Would this (dry-run) change alter the document's source? v13's dry run returns the diff (only what differs); a
 * caller may also hand back the cleaned changes, so each leaf is compared with the source. A deletion (`-=key`)
 * counts as a change.
 */
function changesAnything(change: unknown, source: unknown): boolean {
  if (!isPlain(change)) return JSON.stringify(change) !== JSON.stringify(source);
  return Object.entries(change).some(([k, v]) => k !== "_id" && (k.startsWith("-=") || changesAnything(v, isPlain(source) ? source[k] : undefined)));
}

/** What the checks learnt: whether the actor's update changes anything, and which item updates do. */
interface Checked {
  actorChanges: boolean;
  itemUpdates: OutcomeItemUpdate[];
}

/** The first thing wrong with the outcome, or null; nothing is written here. */
function problemWith(actor: OutcomeTarget, outcome: Outcome, checked: Checked): string | null {
  const user = game.user;
  if (!user || !actor.canUserModify(user, "update")) return format("ANTHOLOGY.Outcome.Problem.NotAllowed", { actor: actor.name });
  for (const id of outcome.items?.delete ?? []) if (!actor.items.get(id)) return format("ANTHOLOGY.Outcome.Problem.NoItem", { id });
  for (const { _id: id } of outcome.items?.update ?? []) if (!actor.items.get(id)) return format("ANTHOLOGY.Outcome.Problem.NoItem", { id });
  for (const id of outcome.effects?.delete ?? []) if (!actor.effects.get(id)) return format("ANTHOLOGY.Outcome.Problem.NoEffect", { id });
  for (const id of Object.keys(outcome.statuses ?? {})) if (!knownStatus(id)) return format("ANTHOLOGY.Outcome.Problem.NoStatus", { id });
  for (const data of outcome.items?.create ?? []) {
    const model = itemModel(data.type);
    if (!model) return format("ANTHOLOGY.Outcome.Problem.NoItemType", { type: data.type });
    const invalid = failure(() => new model(systemOf(data), { strict: true }));
    if (invalid) return format("ANTHOLOGY.Outcome.Problem.Invalid", { what: data.name, error: invalid });
  }
  if (outcome.actor && Object.keys(outcome.actor).length) {
    const changes = outcome.actor;
    let diff: unknown;
    const invalid = failure(() => (diff = actor.updateSource(expanded(changes), { dryRun: true })));
    if (invalid) return format("ANTHOLOGY.Outcome.Problem.Invalid", { what: actor.name, error: invalid });
    checked.actorChanges = changesAnything(diff, actor.toObject());
  }
  for (const update of outcome.items?.update ?? []) {
    const { _id: id, ...changes } = update;
    const item = actor.items.get(id);
    let diff: unknown;
    const invalid = item ? failure(() => (diff = item.updateSource(expanded(changes), { dryRun: true }))) : null;
    if (invalid) return format("ANTHOLOGY.Outcome.Problem.Invalid", { what: id, error: invalid });
    if (item && changesAnything(diff, item.toObject())) checked.itemUpdates.push(update);
  }
  return null;
}

/** Raised when Foundry resolved a write without making it (see the top of this file). */
class NotWritten extends Error {}

function countOf(result: unknown): number {
  return Array.isArray(result) ? result.length : 0;
}

/** The write, then a check of what Foundry resolved: `expected` documents, or a document at all. */
async function checkedWrite(write: () => Promise<unknown>, expected?: number): Promise<void> {
  const result = await write();
  const made = expected === undefined ? result !== undefined && result !== null : countOf(result) === expected;
  if (!made) throw new NotWritten(`Foundry resolved ${expected === undefined ? String(result) : `${countOf(result)} of ${expected}`} documents`);
}

/**
 * The update as nested objects for the dry run: `Document#update` takes dotted paths, `DataModel#updateSource` is given
 * them expanded (https://foundryvtt.com/api/v13/functions/foundry.utils.expandObject.html); a copy, since cleaning
 * may change what it is given.
 */
function expanded(changes: Record<string, unknown>): object {
  return foundry.utils.expandObject(structuredClone(changes));
}

function systemOf(data: OutcomeNewDocument): object {
  const system = data.system;
  return typeof system === "object" && system !== null ? structuredClone(system) : {};
}

function failure(attempt: () => unknown): string | null {
  try {
    attempt();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function present<T>(list: readonly T[] | undefined): list is readonly T[] {
  return Array.isArray(list) && list.length > 0;
}

/** The writes, in the documented order; each is skipped when it has nothing to write. */
function writes(
  actor: Actor.Implementation,
  target: OutcomeTarget,
  outcome: Outcome,
  options: ApplyOutcomeOptions,
  checked: Checked,
): [OutcomeStep, () => Promise<unknown>][] {
  const steps: [OutcomeStep, () => Promise<unknown>][] = [];
  const changes = outcome.actor ?? {};
  if (Object.keys(changes).length && checked.actorChanges)
    steps.push(["actor", () => checkedWrite(() => target.update(changes, options.actorOperation && { ...options.actorOperation }))]);
  const items = outcome.items ?? {};
  const updates = checked.itemUpdates;
  if (present(updates)) steps.push(["updateItems", () => checkedWrite(() => target.updateEmbeddedDocuments("Item", [...updates]), updates.length)]);
  const create = items.create ?? [];
  if (present(create)) steps.push(["createItems", () => checkedWrite(() => createEmbedded(actor, "Item", [...create]), create.length)]);
  const remove = items.delete ?? [];
  if (present(remove)) steps.push(["deleteItems", () => checkedWrite(() => target.deleteEmbeddedDocuments("Item", [...remove]), remove.length)]);
  const effects = outcome.effects ?? {};
  const newEffects = effects.create ?? [];
  if (present(newEffects)) steps.push(["createEffects", () => checkedWrite(() => createEmbedded(actor, "ActiveEffect", [...newEffects]), newEffects.length)]);
  const oldEffects = effects.delete ?? [];
  if (present(oldEffects))
    steps.push(["deleteEffects", () => checkedWrite(() => target.deleteEmbeddedDocuments("ActiveEffect", [...oldEffects]), oldEffects.length)]);
  const statuses = Object.entries(outcome.statuses ?? {});
  if (statuses.length) {
    steps.push([
      "statuses",
      async () => {
        for (const [id, on] of statuses) {
          if (hasStatus(actor, id) === on) continue;
          await setStatus(actor, id, on);
          if (hasStatus(actor, id) !== on) throw new NotWritten(`status ${id} is still ${on ? "off" : "on"}`);
        }
      },
    ]);
  }
  return steps;
}

/**
 * Applies `outcome` to `actor` (see the top of this file for the order and what is promised). Resolves to
 * `{ ok: true }`, or says why nothing was written (`refused`) or which write failed (`failedAt`); the user is told
 * either way. Flows answer null to a chat action when it is not ok, so a one-time button stays usable.
 */
export async function applyOutcome(actor: Actor.Implementation, outcome: Outcome, options: ApplyOutcomeOptions = {}): Promise<OutcomeResult> {
  const target: OutcomeTarget = actor;
  const checked: Checked = { actorChanges: false, itemUpdates: [] };
  const refused = problemWith(target, outcome, checked);
  if (refused !== null) {
    ui.notifications?.warn(format("ANTHOLOGY.Outcome.Refused", { actor: actor.name, problem: refused }));
    return { ok: false, refused };
  }
  for (const [step, write] of writes(actor, target, outcome, options, checked)) {
    try {
      await write();
    } catch (error) {
      ui.notifications?.error(format("ANTHOLOGY.Outcome.Failed", { actor: actor.name, step: format(`ANTHOLOGY.Outcome.Step.${step}`, {}) }));
      return { ok: false, failedAt: step, error };
    }
  }
  for (const card of outcome.cards ?? []) {
    try {
      await card();
    } catch (error) {
      ui.notifications?.error(format("ANTHOLOGY.Outcome.Failed", { actor: actor.name, step: format("ANTHOLOGY.Outcome.Step.cards", {}) }));
      return { ok: false, failedAt: "cards", error };
    }
  }
  return { ok: true };
}
