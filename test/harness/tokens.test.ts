/**
 * The harness's token bars against v13 (test/harness/README.md): `TokenDocument#getBarAttribute` reads the actor's
 * prepared `system` and marks editable only what the schema stores as a number
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#getbarattribute);
 * `Actor#modifyTokenAttribute` writes `system.<attribute>.value` clamped to 0…max, or the value itself, after the
 * `modifyTokenAttribute` hook (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#modifytokenattribute,
 * https://foundryvtt.com/api/v13/functions/hookEvents.modifyTokenAttribute.html). Foundry's own classes here, not
 * Anthology's (those are tested in test/core/token-bars.test.ts).
 */
import { afterEach, describe, expect, it } from "vitest";
import { Actor as HarnessActor, TokenDocument } from "./documents.js";
import { OBSERVER, castOwnership, harness } from "./foundry.js";

const fields = foundry.data.fields;
const int = (initial: number) => new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial });

class Probe extends foundry.abstract.TypeDataModel<ReturnType<typeof Probe.defineSchema>, Actor.Implementation> {
  static override defineSchema() {
    return { hp: new fields.SchemaField({ value: int(4), max: int(6) }), wounds: int(0) };
  }
  override prepareDerivedData(): void {
    Object.assign(this, { woundBar: { value: (this as unknown as { wounds: number }).wounds, max: 3 } });
  }
}

type Probed = HarnessActor & { system: { hp: { value: number; max: number }; wounds: number } };
async function probe(): Promise<Probed> {
  (CONFIG.Actor.dataModels as Record<string, unknown>).probe = Probe;
  // Foundry's own Actor class (CONFIG.Actor.documentClass is Anthology's in every test).
  CONFIG.Actor.documentClass = HarnessActor as never;
  return (await HarnessActor.create({ name: "P", type: "probe", ownership: castOwnership() })) as Probed;
}
const vetoes: (() => unknown)[] = [];
afterEach(() => {
  for (const fn of vetoes.splice(0)) Hooks.off("modifyTokenAttribute", fn as never);
});

describe("harness token bars follow v13", () => {
  it("getBarAttribute: a stored bar is editable, a derived one is not, a value is a value", async () => {
    const actor = await probe();
    const token = new TokenDocument({ actorId: actor.id, bar1: { attribute: "hp" }, bar2: { attribute: "woundBar" } });
    expect(token.getBarAttribute("bar1")).toEqual({ type: "bar", attribute: "hp", value: 4, max: 6, editable: true });
    expect(token.getBarAttribute("bar2")).toEqual({ type: "bar", attribute: "woundBar", value: 0, max: 3, editable: false });
    expect(token.getBarAttribute("bar1", { alternative: "wounds" })).toEqual({ type: "value", attribute: "wounds", value: 0, editable: true });
    expect(token.getBarAttribute("bar1", { alternative: "missing" })).toBeNull();
    expect(new TokenDocument({ actorId: actor.id }).getBarAttribute("bar1")).toBeNull();
  });

  it("modifyTokenAttribute: a delta or a value, a bar clamped to 0…max, nothing when unchanged", async () => {
    const actor = await probe();
    await actor.modifyTokenAttribute("hp", -10, true, true);
    expect(actor.system.hp.value).toBe(0);
    await actor.modifyTokenAttribute("hp", 99, false, true);
    expect(actor.system.hp.value).toBe(6);
    await actor.modifyTokenAttribute("wounds", 2, true, false);
    expect(actor.system.wounds).toBe(2);
    const writes = actor.updates.length;
    await actor.modifyTokenAttribute("wounds", 2, false, false);
    expect(actor.updates).toHaveLength(writes);
  });

  it("calls the hook with the edit, the update and the actor; false cancels", async () => {
    const actor = await probe();
    const seen: unknown[][] = [];
    const veto = (...args: unknown[]) => (seen.push(args), false);
    vetoes.push(veto);
    Hooks.on("modifyTokenAttribute", veto as never);
    await actor.modifyTokenAttribute("hp", -1, true, true);
    expect(seen).toEqual([[{ attribute: "hp", value: -1, isDelta: true, isBar: true }, { "system.hp.value": 3 }, actor]]);
    expect(actor.system.hp.value).toBe(4);
  });

  it("an observer's edit is refused as their update is", async () => {
    const actor = await probe();
    harness.actAs(OBSERVER);
    await expect(actor.modifyTokenAttribute("hp", -1, true, true)).rejects.toThrow();
    expect(actor.system.hp.value).toBe(4);
  });
});
