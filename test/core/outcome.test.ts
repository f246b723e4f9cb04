/**
 * applyOutcome (CONTRIBUTING "Whole outcomes") as the table meets it: each collection written once, a bad outcome
 * refused whole with nothing written, a failing write stopping the rest and the follow-up cards, and the players who
 * may not change the actor refused before anything is written.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { applyOutcome } from "../../module/core/outcome/apply-outcome.js";
import { mergeOutcomes, outcomeIsEmpty, type Outcome } from "../../module/core/rules/outcome.js";
import { GM, OBSERVER, PLAYER, castOwnership, harness } from "../harness/foundry.js";

const fields = foundry.data.fields;

class Body extends foundry.abstract.TypeDataModel<ReturnType<typeof Body.defineSchema>, Actor.Implementation> {
  static override defineSchema() {
    return {
      hp: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 5 }),
      note: new fields.StringField({ required: true, initial: "" }),
    };
  }
}

class Thing extends foundry.abstract.TypeDataModel<ReturnType<typeof Thing.defineSchema>, Item.Implementation> {
  static override defineSchema() {
    return { quantity: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 1 }) };
  }
}

type Probe = Actor.Implementation & { system: { hp: number; note: string } };

async function probe(): Promise<Probe> {
  harness.actAs(GM);
  const actor = await Actor.create({
    name: "Probe",
    type: "probeBody",
    ownership: castOwnership(),
    system: { hp: 5 },
    items: [
      { _id: "rope000000000000", name: "Rope", type: "probeThing", system: { quantity: 2 } },
      { _id: "torch00000000000", name: "Torch", type: "probeThing", system: { quantity: 1 } },
    ],
  } as never);
  return actor as unknown as Probe;
}

const statusId = () => CONFIG.statusEffects[0]!.id;

function whole(): Outcome {
  return {
    actor: { "system.hp": 2, "system.note": "hurt" },
    items: {
      update: [{ _id: "rope000000000000", "system.quantity": 1 }],
      create: [
        { name: "Fatigue", type: "probeThing", system: { quantity: 1 } },
        { name: "Scar", type: "probeThing" },
      ],
      delete: ["torch00000000000"],
    },
    statuses: { [statusId()]: true },
  };
}

function spies(actor: Actor.Implementation) {
  return {
    update: vi.spyOn(actor, "update"),
    create: vi.spyOn(actor, "createEmbeddedDocuments"),
    updateItems: vi.spyOn(actor, "updateEmbeddedDocuments"),
    remove: vi.spyOn(actor, "deleteEmbeddedDocuments"),
  };
}

beforeEach(() => {
  Object.assign(CONFIG.Actor.dataModels as Record<string, unknown>, { probeBody: Body });
  Object.assign(CONFIG.Item.dataModels as Record<string, unknown>, { probeThing: Thing });
});

describe("applyOutcome writes a whole outcome", () => {
  it("writes each collection once, then posts the cards", async () => {
    const actor = await probe();
    const seen = spies(actor);
    const cards: string[] = [];
    const result = await applyOutcome(actor, { ...whole(), cards: [async () => cards.push(`card after hp ${actor.system.hp}`)] });

    expect(result).toEqual({ ok: true });
    expect(seen.update).toHaveBeenCalledTimes(1);
    expect(seen.updateItems).toHaveBeenCalledTimes(1);
    // Items created once; the status is one more creation (of its Active Effect), through Actor#toggleStatusEffect.
    expect(seen.create.mock.calls.map((c) => c[0])).toEqual(["Item", "ActiveEffect"]);
    expect(seen.remove.mock.calls.map((c) => c[0])).toEqual(["Item"]);
    // The documented order: the actor, item updates, creations, deletions, then the status's effect.
    const at = (spy: { mock: { invocationCallOrder: number[] } }, i = 0) => spy.mock.invocationCallOrder[i]!;
    expect([at(seen.update), at(seen.updateItems), at(seen.create), at(seen.remove), at(seen.create, 1)]).toEqual(
      [at(seen.update), at(seen.updateItems), at(seen.create), at(seen.remove), at(seen.create, 1)].sort((a, b) => a - b),
    );
    expect(actor.system.hp).toBe(2);
    expect(actor.items.map((i) => i.name).sort()).toEqual(["Fatigue", "Rope", "Scar"]);
    expect((actor.items.get("rope000000000000")!.system as unknown as { quantity: number }).quantity).toBe(1);
    expect(actor.statuses.has(statusId())).toBe(true);
    expect(cards).toEqual(["card after hp 2"]);
  });

  it("sets a status off, and leaves one already in the wanted state alone", async () => {
    const actor = await probe();
    await actor.toggleStatusEffect(statusId(), { active: true });
    const toggle = vi.spyOn(actor, "toggleStatusEffect");
    expect(await applyOutcome(actor, { statuses: { [statusId()]: true } })).toEqual({ ok: true });
    expect(toggle).not.toHaveBeenCalled();
    expect(await applyOutcome(actor, { statuses: { [statusId()]: false } })).toEqual({ ok: true });
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(actor.statuses.has(statusId())).toBe(false);
  });

  it.each([
    ["an item to update that is gone", { items: { update: [{ _id: "gone000000000000", "system.quantity": 1 }] } }],
    ["an item to delete that is gone", { items: { delete: ["gone000000000000"] } }],
    ["an effect to delete that is gone", { effects: { delete: ["gone000000000000"] } }],
    ["an unknown status", { statuses: { notAStatus: true } }],
    ["an item of no known type", { items: { create: [{ name: "X", type: "noSuchType" }] } }],
    ["a new item whose system does not validate", { items: { create: [{ name: "X", type: "probeThing", system: { quantity: "lots" } }] } }],
    ["an actor update that does not validate", { actor: { "system.hp": "many" } }],
    ["an item update that does not validate", { items: { update: [{ _id: "rope000000000000", "system.quantity": "lots" }] } }],
  ])("refuses %s whole: nothing written, no card, a warning", async (_name, bad) => {
    const actor = await probe();
    const before = structuredClone(actor.toObject());
    const calls = spies(actor);
    const card = vi.fn(async () => undefined);
    const result = await applyOutcome(actor, mergeOutcomes(whole(), bad as Outcome));
    const withCard = await applyOutcome(actor, { ...(bad as Outcome), cards: [card] });

    expect(result).toMatchObject({ ok: false, refused: expect.any(String) });
    expect(withCard).toMatchObject({ ok: false });
    for (const spy of Object.values(calls)) expect(spy).not.toHaveBeenCalled();
    expect(card).not.toHaveBeenCalled();
    expect(actor.toObject()).toEqual(before);
    expect(actor.items.size).toBe(2);
    expect(harness.notifications.log.at(-1)?.type).toBe("warn");
  });

  it("stops at a failing write: what came before stays, nothing after it runs, no card is posted", async () => {
    const actor = await probe();
    const calls = spies(actor);
    // The server refuses the item creation (a dropped connection, a module's hook): the harness's write throws.
    calls.create.mockRejectedValueOnce(new Error("socket closed"));
    const card = vi.fn(async () => undefined);
    const result = await applyOutcome(actor, { ...whole(), cards: [card] });

    expect(result).toMatchObject({ ok: false, failedAt: "createItems" });
    expect(actor.system.hp).toBe(2);
    expect(calls.update).toHaveBeenCalledTimes(1);
    expect(calls.updateItems).toHaveBeenCalledTimes(1);
    expect(calls.remove).not.toHaveBeenCalled();
    expect(actor.items.has("torch00000000000")).toBe(true);
    expect(actor.statuses.has(statusId())).toBe(false);
    expect(card).not.toHaveBeenCalled();
    expect(harness.notifications.log.at(-1)).toMatchObject({ type: "error" });
  });

  it("a failing actor update writes nothing at all", async () => {
    const actor = await probe();
    const calls = spies(actor);
    calls.update.mockRejectedValueOnce(new Error("refused"));
    expect(await applyOutcome(actor, whole())).toMatchObject({ ok: false, failedAt: "actor" });
    expect(calls.create).not.toHaveBeenCalled();
    expect(actor.items.size).toBe(2);
  });
});

describe("applyOutcome checks what Foundry wrote, not only that nothing threw", () => {
  // v13 ClientDatabaseBackend#preUpdateDocumentArray (client/data/client-backend.mjs) catches a validation error
  // (and a preUpdate hook returning false) and leaves the document out: Document#update resolves undefined and
  // updateEmbeddedDocuments resolves without it. Nothing throws.
  it("an actor update that resolved undefined is a failure: nothing after it, no card, the user told", async () => {
    const actor = await probe();
    const calls = spies(actor);
    calls.update.mockResolvedValueOnce(undefined as never);
    const card = vi.fn(async () => undefined);
    expect(await applyOutcome(actor, { ...whole(), cards: [card] })).toMatchObject({ ok: false, failedAt: "actor" });
    expect(calls.updateItems).not.toHaveBeenCalled();
    expect(calls.create).not.toHaveBeenCalled();
    expect(card).not.toHaveBeenCalled();
    expect(harness.notifications.log.at(-1)).toMatchObject({ type: "error", message: expect.stringContaining("Probe") });
  });

  it("an embedded update, creation or deletion that resolved fewer documents than asked is a failure at that step", async () => {
    for (const [spy, step] of [
      ["updateItems", "updateItems"],
      ["create", "createItems"],
      ["remove", "deleteItems"],
    ] as const) {
      const actor = await probe();
      const calls = spies(actor);
      calls[spy].mockResolvedValueOnce([] as never);
      const card = vi.fn(async () => undefined);
      expect(await applyOutcome(actor, { ...whole(), cards: [card] }), step).toMatchObject({ ok: false, failedAt: step });
      expect(card).not.toHaveBeenCalled();
    }
  });

  it("a status that is not on the actor after toggling it is a failure", async () => {
    const actor = await probe();
    vi.spyOn(actor, "toggleStatusEffect").mockResolvedValue(undefined as never);
    expect(await applyOutcome(actor, { statuses: { [statusId()]: true } })).toMatchObject({ ok: false, failedAt: "statuses" });
  });

  it("a write that changes nothing is not sent, so an update resolving undefined always means not written", async () => {
    const actor = await probe();
    const calls = spies(actor);
    expect(await applyOutcome(actor, { actor: { "system.hp": 5 }, items: { update: [{ _id: "rope000000000000", "system.quantity": 2 }] } })).toEqual({
      ok: true,
    });
    expect(calls.update).not.toHaveBeenCalled();
    expect(calls.updateItems).not.toHaveBeenCalled();
  });
});

describe("applyOutcome and the people at the table", () => {
  it("the owning player's outcome is written; a non-owner's is refused before any write", async () => {
    const actor = await probe();
    harness.actAs(PLAYER);
    expect(await applyOutcome(actor, { actor: { "system.hp": 4 } })).toEqual({ ok: true });
    expect(actor.system.hp).toBe(4);

    harness.actAs(OBSERVER);
    const calls = spies(actor);
    expect(await applyOutcome(actor, whole())).toMatchObject({ ok: false, refused: expect.stringContaining("Probe") });
    for (const spy of Object.values(calls)) expect(spy).not.toHaveBeenCalled();
    expect(actor.system.hp).toBe(4);
  });
});

describe("outcome values", () => {
  it("merge: later actor paths win, updates of one item join, a deleted item is not updated", () => {
    const merged = mergeOutcomes(
      {
        actor: { "system.hp": 3 },
        items: {
          update: [
            { _id: "a", "system.x": 1 },
            { _id: "b", "system.x": 1 },
          ],
        },
      },
      { actor: { "system.hp": 2 }, items: { update: [{ _id: "a", "system.y": 2 }], delete: ["b"] }, statuses: { dead: true } },
    );
    expect(merged.actor).toEqual({ "system.hp": 2 });
    expect(merged.items?.update).toEqual([{ _id: "a", "system.x": 1, "system.y": 2 }]);
    expect(merged.items?.delete).toEqual(["b"]);
    expect(merged.statuses).toEqual({ dead: true });
    expect(outcomeIsEmpty({})).toBe(true);
    expect(outcomeIsEmpty(merged)).toBe(false);
  });
});
