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
 * 3. stops at the first write that fails (the server refused it, the connection dropped): what was written stays
 *    (undoing it would be more writes that can fail too), the rest is not attempted, the follow-up cards are not
 *    posted, and the user is told which step failed;
 * 4. posts the follow-up cards, in order, once every write succeeded.
 */
import { format } from "../foundry/i18n.js";
import { hasStatus, setStatus } from "../foundry/statuses.js";
import { createEmbedded } from "../foundry/updates.js";
import type { Outcome, OutcomeItemUpdate, OutcomeNewDocument } from "./outcome.js";

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
  update(changes: object, operation?: object): Promise<unknown>;
  updateEmbeddedDocuments(name: "Item" | "ActiveEffect", updates: object[]): Promise<unknown>;
  deleteEmbeddedDocuments(name: "Item" | "ActiveEffect", ids: string[]): Promise<unknown>;
}

interface DryRunnable {
  updateSource(changes: object, options: { dryRun: true }): unknown;
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

/** The first thing wrong with the outcome, or null; nothing is written here. */
function problemWith(actor: OutcomeTarget, outcome: Outcome): string | null {
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
    const invalid = failure(() => actor.updateSource(expanded(changes), { dryRun: true }));
    if (invalid) return format("ANTHOLOGY.Outcome.Problem.Invalid", { what: actor.name, error: invalid });
  }
  for (const { _id: id, ...changes } of outcome.items?.update ?? []) {
    const item = actor.items.get(id);
    const invalid = item ? failure(() => item.updateSource(expanded(changes), { dryRun: true })) : null;
    if (invalid) return format("ANTHOLOGY.Outcome.Problem.Invalid", { what: id, error: invalid });
  }
  return null;
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
function writes(actor: Actor.Implementation, target: OutcomeTarget, outcome: Outcome, options: ApplyOutcomeOptions): [OutcomeStep, () => Promise<unknown>][] {
  const steps: [OutcomeStep, () => Promise<unknown>][] = [];
  const changes = outcome.actor ?? {};
  if (Object.keys(changes).length) steps.push(["actor", () => target.update(changes, options.actorOperation && { ...options.actorOperation })]);
  const items = outcome.items ?? {};
  const updates: readonly OutcomeItemUpdate[] | undefined = items.update;
  if (present(updates)) steps.push(["updateItems", () => target.updateEmbeddedDocuments("Item", [...updates])]);
  if (present(items.create)) steps.push(["createItems", () => createEmbedded(actor, "Item", [...(items.create ?? [])])]);
  if (present(items.delete)) steps.push(["deleteItems", () => target.deleteEmbeddedDocuments("Item", [...(items.delete ?? [])])]);
  const effects = outcome.effects ?? {};
  if (present(effects.create)) steps.push(["createEffects", () => createEmbedded(actor, "ActiveEffect", [...(effects.create ?? [])])]);
  if (present(effects.delete)) steps.push(["deleteEffects", () => target.deleteEmbeddedDocuments("ActiveEffect", [...(effects.delete ?? [])])]);
  const statuses = Object.entries(outcome.statuses ?? {});
  if (statuses.length) {
    steps.push([
      "statuses",
      async () => {
        for (const [id, on] of statuses) if (hasStatus(actor, id) !== on) await setStatus(actor, id, on);
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
  const refused = problemWith(target, outcome);
  if (refused !== null) {
    ui.notifications?.warn(format("ANTHOLOGY.Outcome.Refused", { actor: actor.name, problem: refused }));
    return { ok: false, refused };
  }
  for (const [step, write] of writes(actor, target, outcome, options)) {
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
