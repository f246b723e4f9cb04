/** Mishaps 13, 14 and 15 change the caster's items (audit gap 3), with forced faces for each [sum]. */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { harness } from "../../harness/foundry.js";
import { wardenNightRestFlow } from "../../../module/rulesets/warden/flows/rest.js";
import { wardenCastSpellFlow } from "../../../module/rulesets/warden/rolls/cast.js";
import { installWarden, makeActor, sys } from "./skin-setup.js";
import { respondToRollDialog } from "../roll-dialog-answer.js";

const grimoire = { name: "Grimoire", type: "wardenGrimoire", system: { bulky: true, slots: 2, cost: 300 } };
const gear = (name: string) => ({ name, type: "wardenGear", system: { slots: 1 } });
const dust = (quantity: number) => ({ name: "Mana Dust", type: "wardenManaDust", system: { quantity, petty: true, slots: 0 } });
const mirrorImage = { name: "Mirror Image", type: "wardenSpell", system: { duration: "30 minutes" } };

async function caster() {
  // 10 slots: grimoire (2) + six one-slot items = 8 used, 2 free; 3 doses of mana dust.
  const items = [grimoire, ...["Rope", "Torch", "Rations", "Lantern", "Chalk", "Pole"].map(gear), dust(3), mirrorImage];
  return makeActor("wardenCharacter", "Barry", { hp: { value: 6, max: 6 }, wil: { value: 12, max: 12 } }, items);
}

const grimoireOf = (actor: Actor.Implementation) => actor.items.find((i) => (i.type as string) === "wardenGrimoire")!;
const spellOf = (actor: Actor.Implementation) => actor.items.find((i) => i.name === "Mirror Image")!;
const fatigueOf = (actor: Actor.Implementation) => actor.items.filter((i) => (i.type as string) === "wardenFatigue");

beforeEach(() => installWarden());

describe("Mishaps that change items (003, Mishaps)", () => {
  it("13: three dust dice 5, 5, 3 damage the grimoire, and the next cast from it is refused", async () => {
    const actor = await caster();
    respondToRollDialog(() => ({ slotDice: 0, dustDice: 3, freeDice: 0 }));
    harness.queueFaces([5, 5, 3]);
    expect(await wardenCastSpellFlow(actor, spellOf(actor))).toMatchObject({ sum: 13, mishap: 13, mishapId: "grimoireDamaged" });
    expect((grimoireOf(actor).system as unknown as { damaged: boolean }).damaged).toBe(true);
    expect(await wardenCastSpellFlow(actor, spellOf(actor), { skipDialog: true })).toBeNull();
    expect(harness.notifications.log.at(-1)?.type).toBe("warn");
  });

  it("14: two slot dice 4, 4 and a dust die 6 make the spell's two Fatigue tumors, which a night's rest leaves", async () => {
    const actor = await caster();
    respondToRollDialog(() => ({ slotDice: 2, dustDice: 1, freeDice: 0 }));
    harness.queueFaces([4, 4, 6]);
    expect(await wardenCastSpellFlow(actor, spellOf(actor))).toMatchObject({ sum: 14, fatigue: 2, mishapId: "tumors" });
    const fatigue = fatigueOf(actor);
    expect(fatigue).toHaveLength(2);
    expect(fatigue.every((f) => (f.system as unknown as { tumor: boolean }).tumor)).toBe(true);
    await actor.createEmbeddedDocuments("Item", [{ name: "Fatigue", type: "wardenFatigue", system: { source: "event" } }] as never);
    await wardenNightRestFlow(actor);
    expect(fatigueOf(actor)).toHaveLength(2);
    expect(sys(actor).inventory.fatigue).toBe(2);
  });

  it("15: dust dice 6, 6, 3 make the grimoire weightless (two slots freed) and halve WIL", async () => {
    const actor = await caster();
    expect(sys(actor).inventory.free).toBe(2);
    respondToRollDialog(() => ({ slotDice: 0, dustDice: 3, freeDice: 0 }));
    harness.queueFaces([6, 6, 3]);
    expect(await wardenCastSpellFlow(actor, spellOf(actor))).toMatchObject({ sum: 15, mishapId: "soulGrimoire" });
    expect((grimoireOf(actor).system as unknown as { weightless: boolean }).weightless).toBe(true);
    expect(sys(actor).inventory.free).toBe(4);
    expect(sys(actor).wil.value).toBe(6);
  });
});

describe('a cast is one whole outcome (CONTRIBUTING "Whole outcomes")', () => {
  it("mishap 14 with dust spent: the actor written once, items created, updated and deleted once each, then the card", async () => {
    const actor = await caster();
    const spy = {
      update: vi.spyOn(actor, "update"),
      create: vi.spyOn(actor, "createEmbeddedDocuments"),
      updateItems: vi.spyOn(actor, "updateEmbeddedDocuments"),
      remove: vi.spyOn(actor, "deleteEmbeddedDocuments"),
    };
    const cards = harness.messages().length;
    respondToRollDialog(() => ({ slotDice: 2, dustDice: 1, freeDice: 0 }));
    harness.queueFaces([4, 4, 6]);
    expect(await wardenCastSpellFlow(actor, spellOf(actor))).toMatchObject({ mishapId: "tumors" });
    // The actor once (its marks); the dust item lowered and the two tumors created in one request each.
    expect(spy.update).toHaveBeenCalledTimes(1);
    expect(spy.updateItems).toHaveBeenCalledTimes(1);
    expect(spy.create.mock.calls.filter((c) => c[0] === "Item")).toHaveLength(1);
    expect(spy.remove).not.toHaveBeenCalled();
    expect(harness.messages()).toHaveLength(cards + 1);
  });

  it("a failing write stops the cast before its card; the Fatigue are not half there", async () => {
    const actor = await caster();
    vi.spyOn(actor, "createEmbeddedDocuments").mockRejectedValueOnce(new Error("connection lost"));
    const cards = harness.messages().length;
    respondToRollDialog(() => ({ slotDice: 2, dustDice: 0, freeDice: 0 }));
    harness.queueFaces([4, 5]);
    expect(await wardenCastSpellFlow(actor, spellOf(actor))).toBeNull();
    expect(fatigueOf(actor)).toHaveLength(0);
    expect(harness.messages()).toHaveLength(cards);
    expect(harness.notifications.log.at(-1)?.type).toBe("error");
  });
});
