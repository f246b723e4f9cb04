// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  WARDEN_AP_PER_TURN,
  WARDEN_REACTIONS,
  wardenAddFatigue,
  wardenApAfterTurn,
  wardenAttackModifiers,
  wardenAttributeStates,
  wardenCanAct,
  wardenDeprivationFatigue,
  wardenDerive,
  wardenDieOfFate,
  wardenFullRest,
  wardenGenerateHireling,
  wardenInitiative,
  wardenInventory,
  wardenItemSlots,
  wardenMoraleSave,
  wardenMoraleTrigger,
  wardenMoraleWil,
  wardenMoveSpaces,
  wardenReaction,
  wardenReplay,
  wardenRetreat,
  wardenShortRest,
  wardenSpendAp,
  wardenStartingAp,
  wardenTurnOrder,
  wardenWeekRest,
} from "../../../module/rules.js";

describe("action points (003, Turn)", () => {
  it("4 AP per turn, 2 while surprised until the first turn ends, full again at end of turn", () => {
    expect(wardenStartingAp()).toBe(4);
    expect(wardenStartingAp({ surprised: true })).toBe(2);
    expect(wardenApAfterTurn()).toBe(WARDEN_AP_PER_TURN);
  });

  it("spending more AP than left is refused", () => {
    expect(wardenSpendAp({ current: 4, cost: 3 })).toEqual({ ok: true, remaining: 1 });
    expect(wardenSpendAp({ current: 1, cost: 2 })).toEqual({ ok: false, remaining: 1 });
  });

  it("Move: half DEX rounded up spaces", () => {
    expect(wardenMoveSpaces(9)).toBe(5);
    expect(wardenMoveSpaces(10)).toBe(5);
    expect(wardenMoveSpaces(-3)).toBe(0);
  });
});

describe("inventory slots and Fatigue (003, Deprivation and Fatigue)", () => {
  it("items take their slots; bulky two, petty none; each Fatigue one", () => {
    expect(wardenItemSlots({})).toBe(1);
    expect(wardenItemSlots({ bulky: true })).toBe(2);
    expect(wardenItemSlots({ petty: true, bulky: true })).toBe(0);
    const inv = wardenInventory({ items: [{ bulky: true }, {}, { petty: true }], fatigue: 2 });
    expect(inv).toEqual({ max: 10, items: 3, fatigue: 2, free: 5, over: 0 });
  });

  it("Barry: 2 free slots", () => {
    expect(wardenInventory({ maxSlots: 10, items: Array.from({ length: 8 }, () => ({})) }).free).toBe(2);
  });

  it("Fatigue with no free slot forces dropping an item", () => {
    expect(wardenAddFatigue({ free: 1, count: 2 })).toEqual({ added: 2, mustDrop: 1 });
    expect(wardenAddFatigue({ free: 3, count: 1 })).toEqual({ added: 1, mustDrop: 0 });
  });

  it("overloaded inventories report the excess", () => {
    expect(wardenInventory({ maxSlots: 5, items: [{ slots: 4 }], fatigue: 3 })).toMatchObject({ free: 0, over: 2 });
  });
});

describe("attribute loss (003, Attribute Loss)", () => {
  it("STR 0 dead, DEX 0 paralyzed, WIL 0 delirious", () => {
    expect(wardenAttributeStates({ str: 0, dex: 5, wil: 5 })).toEqual(["dead"]);
    expect(wardenAttributeStates({ str: 5, dex: 0, wil: 0 })).toEqual(["paralyzed", "delirious"]);
    expect(wardenCanAct({ str: 5, dex: 0, wil: 5 })).toBe(false);
    expect(wardenCanAct({ str: 5, dex: 5, wil: 5 })).toBe(true);
  });
});

describe("detachments and attack modifiers (003)", () => {
  it("individuals attacking a detachment are impaired, unless with blast damage", () => {
    expect(wardenAttackModifiers({ targetIsDetachment: true })).toEqual({ advantage: -1, impaired: true, enhanced: false, blast: false });
    expect(wardenAttackModifiers({ targetIsDetachment: true, blast: true })).toMatchObject({ advantage: 0, impaired: false });
  });

  it("detachments attacking individuals are enhanced and deal blast damage", () => {
    expect(wardenAttackModifiers({ attackerIsDetachment: true })).toEqual({ advantage: 1, impaired: false, enhanced: true, blast: true });
  });

  it("weakness impairs, strength enhances, both cancel", () => {
    expect(wardenAttackModifiers({ weakness: true }).advantage).toBe(-1);
    expect(wardenAttackModifiers({ strength: true }).advantage).toBe(1);
    expect(wardenAttackModifiers({ weakness: true, strength: true }).advantage).toBe(0);
  });
});

describe("initiative (003, Initiative roll)", () => {
  it("1d20 + WIL", () => {
    expect(wardenInitiative({ d20: 13, wil: 9 })).toBe(22);
  });

  it("sorted per group, groups alternating, the rest of the larger group at the end", () => {
    const order = wardenTurnOrder([
      { id: "ael", group: "party", initiative: 18 },
      { id: "gob1", group: "goblins", initiative: 21 },
      { id: "barry", group: "party", initiative: 25 },
      { id: "gob2", group: "goblins", initiative: 9 },
      { id: "gob3", group: "goblins", initiative: 14 },
    ]);
    expect(order).toEqual(["barry", "gob1", "ael", "gob3", "gob2"]);
  });

  it("three groups rotate; NaN initiative goes last within its group", () => {
    const order = wardenTurnOrder([
      { id: "a1", group: "a", initiative: 10 },
      { id: "b1", group: "b", initiative: 12 },
      { id: "c1", group: "c", initiative: 11 },
      { id: "a2", group: "a", initiative: Number.NaN },
      { id: "a3", group: "a", initiative: 3 },
    ]);
    expect(order).toEqual(["b1", "c1", "a1", "a3", "a2"]);
  });
});

describe("reactions (003, Reactions: 2d6)", () => {
  it("2 Hostile, 3-5 Wary, 6-8 Curious, 9-11 Kind, 12 Helpful", () => {
    const expected = ["hostile", "wary", "wary", "wary", "curious", "curious", "curious", "kind", "kind", "kind", "helpful"];
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(wardenReaction)).toEqual(expected);
    expect(WARDEN_REACTIONS).toHaveLength(5);
    expect(wardenReaction(Number.NaN)).toBe("hostile");
  });
});

describe("morale (003, Morale)", () => {
  it("first casualty, then half the number lost", () => {
    expect(wardenMoraleTrigger({ size: 6, lost: 1 })).toBe("firstCasualty");
    expect(wardenMoraleTrigger({ size: 6, lost: 2, checked: ["firstCasualty"] })).toBeNull();
    expect(wardenMoraleTrigger({ size: 6, lost: 3, checked: ["firstCasualty"] })).toBe("halfLost");
    expect(wardenMoraleTrigger({ size: 6, lost: 4, checked: ["firstCasualty", "halfLost"] })).toBeNull();
  });

  it("a lone foe saves at 0 HP; PCs never check morale", () => {
    expect(wardenMoraleTrigger({ size: 1, lost: 0, hp: 0 })).toBe("loneFoe");
    expect(wardenMoraleTrigger({ size: 1, lost: 0, hp: 3 })).toBeNull();
    expect(wardenMoraleTrigger({ size: 4, lost: 2, isCharacter: true })).toBeNull();
  });

  it("a group may use its leader's WIL; the save is a WIL save against the DC", () => {
    expect(wardenMoraleWil({ own: 7, leader: 14 })).toBe(14);
    expect(wardenMoraleWil({ own: 7 })).toBe(7);
    expect(wardenMoraleSave({ tr: 21, dc: 20 })).toBe("stands");
    expect(wardenMoraleSave({ tr: 20, dc: 20 })).toBe("flees");
  });
});

describe("die of fate, retreat, rest and deprivation (003)", () => {
  it("die of fate: 4 or more favors the PCs, 3 or under is bad luck", () => {
    expect([1, 2, 3, 4, 5, 6].map(wardenDieOfFate)).toEqual(["unfavorable", "unfavorable", "unfavorable", "favorable", "favorable", "favorable"]);
  });

  it("retreat needs a successful DEX save and a safe destination", () => {
    expect(wardenRetreat({ tr: 18, dc: 15, safeDestination: true })).toEqual({ escaped: true, reason: "escaped" });
    expect(wardenRetreat({ tr: 18, dc: 15, safeDestination: false }).reason).toBe("noSafeDestination");
    expect(wardenRetreat({ tr: 15, dc: 15, safeDestination: true }).reason).toBe("saveFailed");
  });

  it("a short rest restores HP, a night's rest removes Fatigue, a week with a healer restores attributes — none while Deprived", () => {
    expect(wardenShortRest({ hp: { value: 1, max: 6 } })).toEqual({ value: 6, max: 6 });
    expect(wardenShortRest({ hp: { value: 1, max: 6 }, deprived: true })).toEqual({ value: 1, max: 6 });
    expect(wardenFullRest({ fatigue: 3 })).toEqual({ fatigue: 0, removed: 3 });
    expect(wardenFullRest({ fatigue: 3, deprived: true })).toEqual({ fatigue: 3, removed: 0 });
    expect(wardenFullRest({ fatigue: 3, safe: false }).fatigue).toBe(3);
    const attrs = { str: { value: 4, max: 12 }, dex: { value: 9, max: 9 }, wil: { value: 0, max: 10 } };
    expect(wardenWeekRest({ attributes: attrs })).toEqual({
      str: { value: 12, max: 12 },
      dex: { value: 9, max: 9 },
      wil: { value: 10, max: 10 },
    });
    expect(wardenWeekRest({ attributes: attrs, deprived: true }).str.value).toBe(4);
  });

  it("deprivation adds one Fatigue for each day after the first", () => {
    expect([0, 1, 2, 3, 5].map(wardenDeprivationFatigue)).toEqual([0, 0, 1, 2, 4]);
  });
});

describe("hirelings (003, Hirelings)", () => {
  it("3d6 per attribute, 1d6 HP, a trait per table", () => {
    const h = wardenGenerateHireling({
      roll: wardenReplay([1, 2, 3, 6, 6, 6, 4, 4, 4, 5, 2]),
      traitTables: [
        { id: "virtue", entries: ["honest", "brave", "kind"] },
        { id: "empty", entries: [] },
      ],
    });
    expect(h).toEqual({ attributes: { str: 6, dex: 18, wil: 12 }, hp: 5, traits: { virtue: "brave" } });
  });
});

describe("wardenDerive: an actor's numbers from its items", () => {
  const attributes = { str: { value: 10, max: 10 }, dex: { value: 9, max: 9 }, wil: { value: 0, max: 12 } };

  it("Barry: 8 slots used of 10 and 2 mana dust give 4 Magic Dice", () => {
    const items = [
      { type: "wardenGrimoire", bulky: true, slots: 2 },
      { type: "wardenGear", slots: 1 },
      { type: "wardenWeapon", slots: 1 },
      { type: "wardenGear", slots: 3 },
      { type: "wardenManaDust", petty: true, slots: 0, quantity: 2 },
      { type: "wardenSpell" },
      { type: "wardenFatigue" },
    ];
    const d = wardenDerive({ items, attributes });
    expect(d.inventory).toEqual({ max: 10, items: 7, fatigue: 1, free: 2, over: 0 });
    expect(d.manaDust).toBe(2);
    expect(d.magicDice).toEqual({ available: 4, investable: 4 });
    expect(d.states).toEqual(["delirious"]);
    expect(d.move).toBe(5);
  });

  it("armor counts only worn armor and caps at 3; slots follow the world setting and mishap changes", () => {
    const items = [
      { type: "wardenArmor", armor: 2, equipped: true, bulky: true },
      { type: "wardenArmor", armor: 1, equipped: true },
      { type: "wardenArmor", armor: 1, equipped: false },
    ];
    const d = wardenDerive({ items, attributes, baseSlots: 12, slotsBonus: -1, armorBonus: 1 });
    expect(d.armor).toBe(3);
    expect(d.inventory.max).toBe(11);
    expect(d.inventory.items).toBe(4);
  });
});
