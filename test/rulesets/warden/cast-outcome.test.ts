// @vitest-environment node
/**
 * A cast's whole outcome from the pure rules (CONTRIBUTING "Whole outcomes"; 003 "Casting Spells", "Mishaps",
 * "Scrolls"): every change the dice cause, as one outcome, before anything is written.
 */
import { describe, expect, it } from "vitest";
import { wardenCastChanges, wardenCastSpell, wardenNumbersAfterCast, wardenReplay, wardenResolveMishap, type WardenCaster } from "../../../module/rules.js";

const scroll = { id: "scroll0000000000", name: "Mirror Image", fromScroll: false, copy: false, description: "", duration: "30 minutes", range: "" };
const names = { fatigue: "Fatigue" };

/** Barry (003's example): 2 free slots of 10 (grimoire 2 + six items), 2 doses of mana dust in one item. */
function barry(over: Partial<WardenCaster> = {}): WardenCaster {
  return {
    character: true,
    numbers: {
      hp: { value: 6, max: 6 },
      str: { value: 10, max: 10 },
      dex: { value: 10, max: 10 },
      wil: { value: 12, max: 12 },
      slots: 10,
      armorBonus: 0,
      fatigue: 0,
    },
    itemSlots: 8,
    baseSlots: 10,
    gold: 60,
    marks: [],
    pending: [],
    dust: [{ id: "dust000000000000", quantity: 2, slots: 0 }],
    grimoireId: "grimoire00000000",
    ...over,
  };
}

function castWith(caster: WardenCaster, slotFaces: number[], dustFaces: number[], mishapFaces: number[] = [3, 3, 3], spell = scroll) {
  const cast = wardenCastSpell({ slotFaces, dustFaces });
  const burnt = { wil: 0, str: 0 };
  const mishap =
    cast.mishap === null
      ? null
      : wardenResolveMishap({
          sum: cast.mishap,
          roll: wardenReplay(mishapFaces),
          numbers: wardenNumbersAfterCast(caster, cast, burnt),
          spellFatigue: cast.fatigue,
          fails: cast.fails,
        });
  return { cast, mishap, ...wardenCastChanges({ caster, spell, cast, dustDice: dustFaces.length, burnt, mishap, names }) };
}

describe("wardenCastChanges: the whole cast", () => {
  it("Barry's Mirror Image (003 example): 2 dust + 1 slot, double 2s and a 5: one Fatigue, the dust spent, Mishap 9", () => {
    const { cast, outcome, mustDrop } = castWith(barry(), [5], [2, 2]);
    expect(cast).toMatchObject({ dice: 3, sum: 9, fatigue: 1, mishapId: "purpleSkin", fails: false });
    expect(outcome.items?.delete).toEqual(["dust000000000000"]);
    expect(outcome.items?.update).toEqual([]);
    expect(outcome.items?.create).toEqual([{ name: "Fatigue", type: "wardenFatigue", img: "icons/svg/unconscious.svg", system: { source: "spell" } }]);
    expect(outcome.actor).toEqual({ "system.marks": ["purpleSkin"] });
    expect(mustDrop).toBe(0);
  });

  it("spends part of a dust item (quantity lowered) and asks for drops when Fatigue finds no free slot", () => {
    const { outcome, mustDrop } = castWith(barry({ itemSlots: 10, dust: [{ id: "dust000000000000", quantity: 3, slots: 0 }] }), [4, 6], [1]);
    expect(outcome.items?.update).toEqual([{ _id: "dust000000000000", "system.quantity": 2 }]);
    expect(outcome.items?.create).toHaveLength(2);
    expect(mustDrop).toBe(2);
  });

  it("4 (chain reaction): the spell's Fatigue and the mishap's extra one, each from its source", () => {
    const { outcome, mustDrop } = castWith(barry(), [2, 2], []);
    expect(outcome.items?.create?.map((i) => (i.system as { source: string }).source)).toEqual(["mishap"]);
    expect(mustDrop).toBe(0);
    const twice = castWith(barry({ itemSlots: 10 }), [2, 2], []);
    expect(twice.mustDrop).toBe(1);
  });

  it("12 (backfire): one slot fewer (stored as the bonus over the base) and +1 Armor", () => {
    const { outcome } = castWith(barry(), [6, 6], []);
    expect(outcome.actor).toMatchObject({ "system.slotsBonus": -1, "system.armorBonus": 1 });
    expect(castWith(barry({ character: false }), [6, 6], []).outcome.actor).toMatchObject({ "system.armorValue": 1 });
  });

  it("13: the grimoire is damaged; 15: weightless, and WIL halved", () => {
    expect(castWith(barry({ dust: [{ id: "d", quantity: 3, slots: 0 }] }), [], [5, 5, 3]).outcome.items?.update).toContainEqual({
      _id: "grimoire00000000",
      "system.damaged": true,
    });
    const soul = castWith(barry({ dust: [{ id: "d", quantity: 3, slots: 0 }] }), [], [6, 6, 3]);
    expect(soul.outcome.items?.update).toContainEqual({ _id: "grimoire00000000", "system.weightless": true });
    expect(soul.outcome.actor).toMatchObject({ "system.wil.value": 6 });
  });

  it("14: the spell's Fatigue are tumors from the start; with no Fatigue the caster is deprived instead", () => {
    const tumors = castWith(barry(), [4, 4], [6]);
    expect(tumors.outcome.items?.create).toEqual([
      { name: "Fatigue", type: "wardenFatigue", img: "icons/svg/unconscious.svg", system: { source: "spell", tumor: true } },
      { name: "Fatigue", type: "wardenFatigue", img: "icons/svg/unconscious.svg", system: { source: "spell", tumor: true } },
    ]);
    const deprived = castWith(barry({ dust: [{ id: "d", quantity: 3, slots: 0 }] }), [], [4, 4, 6]);
    expect(deprived.outcome.actor).toMatchObject({ "system.deprived": true });
    expect(deprived.outcome.items?.create).toEqual([]);
  });

  it("7 (drained): a change for after recovery is kept on a character, not on a creature", () => {
    // Double 2s and a 3: [sum] 7; the recovery roll of 6 beats a max HP of 4.
    const frail = { ...barry().numbers, hp: { value: 4, max: 4 } };
    const drained = castWith(barry({ numbers: frail }), [2, 2], [3], [6]);
    expect(drained.mishap?.id).toBe("drained");
    expect(drained.outcome.actor?.["system.pending"]).toEqual([{ kind: "mishap", id: "drained", timing: "afterRecovery", changes: { maxHp: 6 } }]);
    expect(drained.outcome.actor).toMatchObject({ "system.deprived": true });
    expect(castWith(barry({ numbers: frail, character: false }), [2, 2], [3], [6]).outcome.actor?.["system.pending"]).toBeUndefined();
  });

  it("a scroll is used up; copying one costs 50 gp and records the spell unless it failed (three of a kind)", () => {
    const cast = castWith(barry(), [1], [3], [], { ...scroll, fromScroll: true });
    expect(cast.outcome.items?.delete).toContain("scroll0000000000");
    const copied = castWith(barry(), [1], [3], [], { ...scroll, fromScroll: true, copy: true });
    expect(copied.outcome.actor).toMatchObject({ "system.gold": 10 });
    expect(copied.outcome.items?.create).toContainEqual(expect.objectContaining({ name: "Mirror Image", type: "wardenSpell" }));
    expect(copied.copied).toEqual({ hours: 2, ok: true });
    const failed = castWith(barry({ dust: [{ id: "d", quantity: 3, slots: 0 }] }), [], [1, 1, 1], [3], { ...scroll, fromScroll: true, copy: true });
    expect(failed.copied).toEqual({ hours: 3, ok: false });
    expect(failed.outcome.items?.create?.some((i) => i.type === "wardenSpell")).toBe(false);
  });
});
