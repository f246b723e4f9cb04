/**
 * The Warden flows that change an actor without a cast or a blow write one whole outcome each (CONTRIBUTING "Whole
 * outcomes"): the critical damage save, bandages, a scar, an applied pending change, rests and deprivation. Each is
 * counted (one actor update), and a refused outcome (a user who may not modify the actor) leaves nothing written and
 * posts no card.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GM, PLAYER, harness } from "../../harness/foundry.js";
import { wardenCriticalSaveFlow, wardenStabilizeFlow } from "../../../module/rulesets/warden/rolls/damage.js";
import { wardenScarFlow } from "../../../module/rulesets/warden/rolls/scar.js";
import { wardenDeprivationFlow, wardenNightRestFlow, wardenWeekRestFlow } from "../../../module/rulesets/warden/flows/rest.js";
import { applyWardenOutcome, wardenNow, wardenOutcomeNames } from "../../../module/rulesets/warden/flows/apply-changes.js";
import { wardenChangesOf, wardenConditionOutcome, wardenCriticalSaveChanges, wardenPendingApplied, wardenScarChanges } from "../../../module/rules.js";
import { installWarden, makeActor, sys } from "./skin-setup.js";

beforeEach(() => installWarden());

const fatigue = (n: number) => Array.from({ length: n }, () => ({ name: "Fatigue", type: "wardenFatigue", system: { source: "event" } }));
const numbers = {
  hp: { value: 0, max: 6 },
  str: { value: 5, max: 12 },
  dex: { value: 9, max: 9 },
  wil: { value: 9, max: 9 },
  slots: 10,
  armorBonus: 0,
  fatigue: 0,
};
const now = { numbers, character: true, baseSlots: 10, free: 2, marks: ["doomed"], pending: [] };
const names = { fatigue: "Fatigue" };

describe("the pure outcomes", () => {
  it("a condition: its status on, the other condition statuses shown off; 'fighting' has no status", () => {
    expect(wardenConditionOutcome("stable", ["critical"])).toEqual({ actor: { "system.condition": "stable" }, statuses: { stable: true, critical: false } });
    expect(wardenConditionOutcome("fighting", ["critical"])).toEqual({ actor: { "system.condition": "fighting" }, statuses: { critical: false } });
  });

  it("a Doomed character's passed save: the mark spent, the new max HP, the condition, in one actor update", () => {
    const out = wardenCriticalSaveChanges(now, { state: "fighting", active: ["critical"], doomed: true, doomChanges: { maxHp: 14 } }, names);
    expect(out.actor).toEqual({ "system.marks": [], "system.hp.max": 14, "system.condition": "fighting" });
    expect(out.statuses).toEqual({ critical: false });
  });

  it("a scar: deprived, marks, and changes due later kept as pending; a scar waiting for its WIL save changes nothing", () => {
    const scar = {
      id: "walloped" as const,
      statuses: ["deprived" as const, "hamstrung" as const],
      timing: "afterRest" as const,
      changes: { gains: { maxHp: 3 } },
      needsWilSave: false,
    };
    expect(wardenScarChanges({ ...now, marks: [] }, scar, names).outcome.actor).toEqual({
      "system.deprived": true,
      "system.marks": ["hamstrung"],
      "system.pending": [{ kind: "scar", id: "walloped", timing: "afterRest", changes: { gains: { maxHp: 3 } } }],
    });
    expect(wardenScarChanges(now, { ...scar, needsWilSave: true }, names)).toEqual({ outcome: {}, mustDrop: 0 });
  });

  it("a stored change is read for what it is: junk is left out", () => {
    expect(wardenChangesOf({ maxHp: 9, slots: "x", attributes: { str: { max: 14, value: "y" }, luck: { max: 3 } }, gains: { maxHp: 2 } })).toEqual({
      maxHp: 9,
      attributes: { str: { max: 14 } },
      gains: { maxHp: 2 },
    });
    expect(wardenChangesOf(null)).toEqual({});
    const applied = wardenPendingApplied({ ...now, pending: [{ kind: "scar", id: "a", timing: "afterRest", changes: { fatigue: 3 } }] }, 0, names)!;
    expect(applied.outcome.actor).toEqual({ "system.pending": [] });
    expect(applied.outcome.items?.create).toHaveLength(3);
    expect(applied.mustDrop).toBe(1);
    expect(wardenPendingApplied(now, 4, names)).toBeNull();
  });
});

describe("the flows write once", () => {
  it("the critical damage save of a Doomed PC: one actor update, the condition's status, then the card", async () => {
    const pc = await makeActor("wardenCharacter", "Ael'Onor", {
      hp: { value: 0, max: 6 },
      str: { value: 5, max: 12 },
      condition: "critical",
      marks: ["doomed"],
    });
    await pc.toggleStatusEffect("critical", { active: true });
    const update = vi.spyOn(pc, "update");
    const cards = harness.messages().length;
    // TR 12 + 5 = 17 > 15: saved; the Doomed second chance rolls 3d6 = 15 over max HP 6.
    harness.queueFaces([12, 5, 5, 5]);
    expect(await wardenCriticalSaveFlow(pc, true)).toBe("fighting");
    // The save's own card and the state card.
    expect(harness.messages()).toHaveLength(cards + 2);
    expect(update).toHaveBeenCalledTimes(1);
    expect(sys(pc).marks).toEqual([]);
    expect(sys(pc).hp.max).toBe(15);
    expect(sys(pc).condition).toBe("fighting");
    expect(pc.statuses.has("critical")).toBe(false);
  });

  it("bandages: one write; for a player who may not modify the actor, nothing is written and no card is posted", async () => {
    const pc = await makeActor("wardenCharacter", "Ael'Onor", { condition: "critical" });
    await pc.toggleStatusEffect("critical", { active: true });
    harness.actAs(PLAYER);
    const update = vi.spyOn(pc, "update");
    const cards = harness.messages().length;
    expect(await wardenStabilizeFlow(pc)).toBe("critical");
    expect(update).not.toHaveBeenCalled();
    expect(sys(pc).condition).toBe("critical");
    expect(pc.statuses.has("critical")).toBe(true);
    expect(harness.messages()).toHaveLength(cards);
    harness.actAs(GM);
    expect(await wardenStabilizeFlow(pc)).toBe("stable");
    expect(update).toHaveBeenCalledTimes(1);
    expect(pc.statuses.has("stable")).toBe(true);
    expect(pc.statuses.has("critical")).toBe(false);
  });

  it("a scar (3, Walloped): deprived and the later max HP in one update, then the card; refused, nothing at all", async () => {
    const pc = await makeActor("wardenCharacter", "Ael'Onor", { hp: { value: 0, max: 6 } });
    harness.actAs(PLAYER);
    const cards = harness.messages().length;
    const update = vi.spyOn(pc, "update");
    harness.queueFaces([4]);
    await wardenScarFlow(pc, 3);
    expect(update).not.toHaveBeenCalled();
    expect(sys(pc).deprived).toBe(false);
    expect(sys(pc).pending).toEqual([]);
    expect(harness.messages()).toHaveLength(cards);
    harness.actAs(GM);
    harness.queueFaces([4]);
    await wardenScarFlow(pc, 3);
    expect(update).toHaveBeenCalledTimes(1);
    expect(sys(pc).deprived).toBe(true);
    expect(sys(pc).pending).toHaveLength(1);
    expect(harness.messages()).toHaveLength(cards + 1);
  });

  it("a pending change applied: the entry gone and its numbers changed in one update", async () => {
    const pc = await makeActor("wardenCharacter", "Ael'Onor", {
      hp: { value: 4, max: 6 },
      pending: [{ kind: "scar", id: "walloped", timing: "afterRest", changes: { maxHp: 9 } }],
    });
    const update = vi.spyOn(pc, "update");
    const applied = wardenPendingApplied(wardenNow(pc), 0, wardenOutcomeNames())!;
    expect(await applyWardenOutcome(pc, applied)).toBe(0);
    expect(update).toHaveBeenCalledTimes(1);
    expect(sys(pc).pending).toEqual([]);
    expect(sys(pc).hp.max).toBe(9);
  });

  it("rests and deprivation: refused for a player who may not modify the actor, nothing removed or added", async () => {
    const pc = await makeActor("wardenCharacter", "Ael'Onor", { str: { value: 3, max: 12 } }, fatigue(2));
    harness.actAs(PLAYER);
    await wardenNightRestFlow(pc);
    await wardenWeekRestFlow(pc);
    expect(await wardenDeprivationFlow(pc, 3)).toBe(0);
    expect(sys(pc).inventory.fatigue).toBe(2);
    expect(sys(pc).str.value).toBe(3);
    harness.actAs(GM);
    const deleted = vi.spyOn(pc, "deleteEmbeddedDocuments");
    await wardenNightRestFlow(pc);
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(sys(pc).inventory.fatigue).toBe(0);
    const update = vi.spyOn(pc, "update");
    await wardenWeekRestFlow(pc);
    expect(update).toHaveBeenCalledTimes(1);
    expect(sys(pc).str.value).toBe(12);
  });
});
