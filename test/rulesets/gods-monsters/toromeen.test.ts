// @vitest-environment node
/**
 * "Tony Barlow creates Toromeen" (004): every number of the worked example.
 */
import { describe, expect, it } from "vitest";
import {
  contributor,
  deriveGodsMonsters,
  gmAge,
  gmApplySpecies,
  gmArmorDefense,
  gmWeaponForSize,
  gmFeetAndInches,
  gmHeightInches,
  gmRollAbility,
  gmSpeciesConditionalBonuses,
  gmStartingPurchase,
  gmWeightPounds,
} from "../../../module/rules.js";

/** Toromeen's final scores as a dwarf (004 table "Original / Ability / Final (as Dwarf)"). */
const toromeen = { strength: 18, agility: 10, endurance: 15, intelligence: 12, wisdom: 15, charisma: 8 };

describe("Toromeen's ability scores", () => {
  it("4d6 keep the three highest: 2 5 3 6 → 14, 1 1 4 5 → 10, 6 5 2 4 → 15, 2 1 5 2 → 9, 6 3 6 6 → 18, 4 5 3 3 → 12", () => {
    expect(gmRollAbility([2, 5, 3, 6])).toBe(14);
    expect(gmRollAbility([1, 1, 4, 5])).toBe(10);
    expect(gmRollAbility([6, 5, 2, 4])).toBe(15);
    expect(gmRollAbility([2, 1, 5, 2])).toBe(9);
    expect(gmRollAbility([6, 3, 6, 6])).toBe(18);
    expect(gmRollAbility([4, 5, 3, 3])).toBe(12);
  });

  it("as a dwarf: charisma 9 → 8, endurance 14 → 15, the rest unchanged", () => {
    const original = { charisma: 9, intelligence: 12, wisdom: 15, endurance: 14, agility: 10, strength: 18 };
    expect(gmApplySpecies(original, "dwarf")).toEqual(toromeen);
  });
});

describe("Toromeen at first level (deriveGodsMonsters)", () => {
  const d = deriveGodsMonsters({ abilities: toromeen, archetype: "warrior", level: 1, species: "dwarf" });

  it("16 mojo: 12 + 4 for strength 18 as major", () => expect(d.mojo).toBe(16));
  it("7 survival: 5 + 2 (endurance 15 as major)", () => expect(d.survival).toBe(7));
  it("7 verve: 5 + 2 (strength 18 as minor) + 0 (intelligence 12 as minor)", () => expect(d.verve).toBe(7));
  it("Fighting Art +1 as a first-level warrior", () => expect(d.fightingArt).toBe(1));
  it("two initial fields (intelligence 12, wisdom 15, charisma 8)", () => expect(d.fields).toBe(2));
  it("movement 10: 8 as a dwarf + 2 for strength 18", () => expect(d.movement).toBe(10));
  it("carry 13: 9 (strength ÷ 2) + 4 (endurance 15 as special); items up to bulk 18", () => {
    expect(d.carry).toBe(13);
    expect(d.maxItemBulk).toBe(18);
  });
  it("reactions: health 10, fortitude 10, willpower 6, evasion 4, reason 6, perception 3", () => {
    expect(d.reactions).toEqual({ health: 10, fortitude: 10, willpower: 6, evasion: 4, reason: 6, perception: 3 });
  });
  it("+4 on reactions against magic (dwarf with endurance 15)", () => {
    expect(gmSpeciesConditionalBonuses("dwarf", toromeen)).toEqual([{ reaction: "all", against: "magic", bonus: 4 }]);
  });
  it("defense 0 (agility 10)", () => expect(d.defense).toBe(0));
  it("close combat attack 2, damage 4; thrown attack 0, damage 2; propelled attack 0", () => {
    expect(d.attack).toEqual({ close: 2, thrown: 0, propelled: 0 });
    expect(d.damage).toEqual({ close: 4, thrown: 2 });
    expect(contributor(toromeen.strength, "minor")).toBe(2); // range penalties reduced by up to 2
  });
  it("18 silver coins (strength 18)", () => expect(d.silver).toBe(18));
});

describe("Toromeen's age, height and weight", () => {
  it("151 years: base 120 (8 × human) + 31 on 8d6", () => expect(gmAge(8, 31)).toBe(151));
  it("56 inches (4 feet 8): 41 + 10 on 2d6 + 1 (endurance) + 4 (strength)", () => {
    expect(gmHeightInches(41, 10, toromeen)).toBe(56);
    expect(gmFeetAndInches(56)).toEqual({ feet: 4, inches: 8 });
  });
  it("220 pounds: 80 + 10 × (10 + 2 + 2)", () => expect(gmWeightPounds(80, 10, toromeen)).toBe(220));
});

describe("Toromeen's equipment: the 27-coin purchase and the mojo trade", () => {
  it("battleaxe 7 + banded leather 15 + shield 5 = 27; 18 coins, one mojo for 30 → 15 mojo and 21 coins", () => {
    const cost = 7 + 15 + 5;
    expect(cost).toBe(27);
    expect(gmStartingPurchase({ silver: 18, mojo: 16, cost })).toEqual({ affordable: true, mojoTraded: 1, silver: 21, mojo: 15 });
  });
  it("no trade when the coins suffice; refused when even all the mojo would not cover it", () => {
    expect(gmStartingPurchase({ silver: 18, mojo: 16, cost: 7 })).toEqual({ affordable: true, mojoTraded: 0, silver: 11, mojo: 16 });
    expect(gmStartingPurchase({ silver: 0, mojo: 1, cost: 31 })).toEqual({ affordable: false, mojoTraded: 0, silver: 0, mojo: 1 });
    expect(gmStartingPurchase({ silver: 0.3, mojo: 0, cost: 0.1 })).toEqual({ affordable: true, mojoTraded: 0, silver: 0.2, mojo: 0 });
  });
});

describe("Toromeen's small battleaxe and his armor (the items engineer's size and armor rules)", () => {
  it("a battleaxe made for a small dwarf: D8 damage, range 1, still 7 coins and bulk 18 bought among dwarves", () => {
    expect(gmWeaponForSize({ damage: "d10", range: 2, cost: 7, bulk: 18 }, "small", "small")).toEqual({
      size: "small",
      damage: "d8",
      range: 1,
      cost: 7,
      bulk: 18,
    });
  });
  it("in the Yeti fight it does d8: Tony rolls 8, + 4 for strength 18 = 12", () => {
    const d = deriveGodsMonsters({ abilities: toromeen, archetype: "warrior", level: 2, species: "dwarf" });
    expect(8 + d.damage.close).toBe(12);
  });
  it("banded leather (3) and shield (1): a defense bonus of 4", () => {
    expect(
      gmArmorDefense([
        { kind: "armor", defense: 3 },
        { kind: "shield", defense: 1 },
      ]),
    ).toBe(4);
  });
});
