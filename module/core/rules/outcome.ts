/**
 * A whole outcome (CONTRIBUTING "Whole outcomes"): every change one rule causes to one actor, as data. Pure rules
 * return it (no Foundry globals here, so `rules/` may import the type); `applyOutcome` in `apply-outcome.ts`
 * checks it whole and writes it with one request per collection.
 */

/** An item change: the item's `_id` and a flat update of dotted paths (`"system.quantity": 2`). */
export type OutcomeItemUpdate = { _id: string } & Record<string, unknown>;

/** Data for a new embedded document (an item or an Active Effect), as `createEmbeddedDocuments` takes it. */
export type OutcomeNewDocument = { name: string; type?: string } & Record<string, unknown>;

export interface ActorOutcome {
  /** The actor's own changes: one flat update object of dotted paths (`"system.hp.value": 3`). */
  actor?: Record<string, unknown>;
  items?: {
    create?: OutcomeNewDocument[];
    update?: OutcomeItemUpdate[];
    /** Ids of the actor's items to delete. */
    delete?: string[];
  };
  /** Status ids (`CONFIG.statusEffects`) to set on (true) or off (false). */
  statuses?: Record<string, boolean>;
  effects?: {
    create?: OutcomeNewDocument[];
    /** Ids of the actor's own Active Effects to delete. */
    delete?: string[];
  };
}

/** What the skin posts once every write succeeded (a chat card); never run when a write failed. */
export type FollowUpCard = () => Promise<unknown>;

export interface Outcome extends ActorOutcome {
  cards?: FollowUpCard[];
}

/** Whether the outcome changes nothing on the actor (cards aside). */
export function outcomeIsEmpty(outcome: ActorOutcome): boolean {
  const none = (list: readonly unknown[] | undefined) => !list || list.length === 0;
  return (
    Object.keys(outcome.actor ?? {}).length === 0 &&
    none(outcome.items?.create) &&
    none(outcome.items?.update) &&
    none(outcome.items?.delete) &&
    Object.keys(outcome.statuses ?? {}).length === 0 &&
    none(outcome.effects?.create) &&
    none(outcome.effects?.delete)
  );
}

/**
 * Two outcomes as one: actor paths of `b` win over `a`'s, item updates of the same item are merged, lists are
 * joined (a rule made of steps, e.g. a cast and its mishap, builds its outcome from each step's).
 */
export function mergeOutcomes(a: ActorOutcome, b: ActorOutcome): ActorOutcome {
  const updates = new Map<string, OutcomeItemUpdate>();
  for (const u of [...(a.items?.update ?? []), ...(b.items?.update ?? [])]) updates.set(u._id, { ...updates.get(u._id), ...u });
  const deleted = [...new Set([...(a.items?.delete ?? []), ...(b.items?.delete ?? [])])];
  return {
    ...a,
    actor: { ...a.actor, ...b.actor },
    items: {
      create: [...(a.items?.create ?? []), ...(b.items?.create ?? [])],
      // An item deleted by one step is not updated by another.
      update: [...updates.values()].filter((u) => !deleted.includes(u._id)),
      delete: deleted,
    },
    statuses: { ...a.statuses, ...b.statuses },
    effects: {
      create: [...(a.effects?.create ?? []), ...(b.effects?.create ?? [])],
      delete: [...new Set([...(a.effects?.delete ?? []), ...(b.effects?.delete ?? [])])],
    },
  };
}
