// @vitest-environment node
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RK_COLOURS, RK_DEFAULT_COLOUR_LINKS, keepPool, rkColourOf, rkKeepFromLackedColours, rkKeepPoolBreakdown } from "../../../module/rules.js";

// 000, "Roll and Keep system": "A character has 3 black mana and 2 blue mana, with specialities in Deceit
// (Cunning), Artifice (Intelligence), Stealth (Finesse) and Elemental Damage (Endurance)."
// The text gives no attribute ratings; these are chosen high enough that the cap (never more kept than
// rolled) does not hide the number under test.
const mana = { white: 0, blue: 2, black: 3, red: 0, green: 0 };
const stats = { strength: 4, finesse: 3, endurance: 3, cunning: 4, intelligence: 3 };

describe("keepPool: the text's character with 3 black and 2 blue mana (000)", () => {
  it("tells a lie: Cunning + 1 for Deceit, keeps 4 (3 black mana + 1 speciality)", () => {
    const colour = rkColourOf("cunning");
    expect(colour).toBe("black");
    expect(keepPool({ attribute: stats.cunning, specialities: 1, mana, colour })).toEqual({ roll: 5, keep: 4 });
  });

  it("understands a text on enchantments: Intelligence with no bonus dice, keeps 2 (2 blue mana)", () => {
    const colour = rkColourOf("intelligence");
    expect(colour).toBe("blue");
    expect(keepPool({ attribute: stats.intelligence, mana, colour })).toEqual({ roll: 3, keep: 2 });
  });

  it("resists fire: Endurance + 1 for Elemental Damage, keeps 2 (5 total mana ÷ 3 colours lacked = 1, + 1)", () => {
    const colour = rkColourOf("endurance");
    expect(mana[colour as keyof typeof mana]).toBe(0); // a colour the character lacks
    expect(keepPool({ attribute: stats.endurance, specialities: 1, mana, colour })).toEqual({ roll: 4, keep: 2 });
    const account = rkKeepPoolBreakdown({ attribute: stats.endurance, specialities: 1, mana, colour });
    expect(account).toMatchObject({ source: "lacking", totalMana: 5, coloursLacked: 3, fromMana: 1, capped: false });
  });

  it("strikes with his staff in broad daylight: basic Strength dice, keeps 1", () => {
    const colour = rkColourOf("strength");
    expect(mana[colour as keyof typeof mana]).toBe(0);
    expect(keepPool({ attribute: stats.strength, mana, colour })).toEqual({ roll: 4, keep: 1 });
  });

  it("the same four keep numbers hold whatever the attribute, as long as enough dice are rolled", () => {
    for (let attribute = 4; attribute <= 10; attribute++) {
      expect(keepPool({ attribute, specialities: 1, mana, colour: "black" }).keep).toBe(4);
      expect(keepPool({ attribute, mana, colour: "blue" }).keep).toBe(2);
      expect(keepPool({ attribute, specialities: 1, mana, colour: "green" }).keep).toBe(2);
      expect(keepPool({ attribute, mana, colour: "red" }).keep).toBe(1);
    }
  });

  it("Endurance, Strength and Finesse are linked by default to colours that character lacks", () => {
    for (const attribute of ["endurance", "strength", "finesse"] as const) {
      const colour = RK_DEFAULT_COLOUR_LINKS[attribute];
      expect(colour === null || mana[colour] === 0).toBe(true);
    }
  });
});

describe("keepPool: the rest of the definition", () => {
  it("dice rolled = attribute + relevant specialities (the race: Endurance 3 rolls 3, Endurance 5 + long-distance running rolls 6)", () => {
    expect(keepPool({ attribute: 3, mana, colour: "green" }).roll).toBe(3);
    expect(keepPool({ attribute: 5, specialities: 1, mana, colour: "green" }).roll).toBe(6);
  });

  it("an unlinked action (colour null) uses total mana ÷ colours lacked", () => {
    expect(keepPool({ attribute: 6, mana, colour: null })).toEqual({ roll: 6, keep: 1 });
    const rich = { white: 4, blue: 4, black: 0, red: 4, green: 0 }; // 12 ÷ 2 colours lacked = 6
    expect(keepPool({ attribute: 8, mana: rich, colour: null })).toEqual({ roll: 8, keep: 6 });
    expect(keepPool({ attribute: 8, mana: rich })).toEqual({ roll: 8, keep: 6 });
  });

  it("the lacked-colour share is rounded down", () => {
    expect(rkKeepFromLackedColours({ white: 0, blue: 3, black: 4, red: 0, green: 0 })).toBe(2); // 7 ÷ 3 = 2.33
    expect(rkKeepFromLackedColours({ white: 5, blue: 3, black: 4, red: 0, green: 0 })).toBe(6); // 12 ÷ 2
  });

  it("keeps at least 1 from mana, even with no mana at all", () => {
    const none = { white: 0, blue: 0, black: 0, red: 0, green: 0 };
    expect(keepPool({ attribute: 3, mana: none, colour: "red" })).toEqual({ roll: 3, keep: 1 });
    expect(keepPool({ attribute: 3, specialities: 2, mana: none, colour: "red" })).toEqual({ roll: 5, keep: 3 });
  });

  it("the minimum of 1 applies before the specialities are added", () => {
    // 1 mana over 4 colours lacked = 0.25 → 0 → at least 1, then +1 speciality = 2 (not max(1, 0 + 1) = 1).
    const one = { white: 0, blue: 1, black: 0, red: 0, green: 0 };
    expect(keepPool({ attribute: 4, specialities: 1, mana: one, colour: "red" })).toEqual({ roll: 5, keep: 2 });
  });

  it("a character with mana in every colour keeps its whole total on an unlinked action", () => {
    const all = { white: 1, blue: 1, black: 1, red: 1, green: 1 };
    expect(keepPool({ attribute: 9, mana: all, colour: null })).toEqual({ roll: 9, keep: 5 });
  });

  it("never keeps more than the dice rolled", () => {
    const big = { white: 0, blue: 0, black: 7, red: 0, green: 0 };
    expect(keepPool({ attribute: 2, specialities: 1, mana: big, colour: "black" })).toEqual({ roll: 3, keep: 3 });
    expect(rkKeepPoolBreakdown({ attribute: 2, mana: big, colour: "black" })).toMatchObject({ roll: 2, keep: 2, capped: true });
    expect(keepPool({ attribute: 0, mana: big, colour: "black" })).toEqual({ roll: 0, keep: 0 });
  });

  it("uses permanent mana of the linked colour only when the character has some in it", () => {
    expect(rkKeepPoolBreakdown({ attribute: 5, mana, colour: "black" }).source).toBe("colour");
    expect(rkKeepPoolBreakdown({ attribute: 5, mana, colour: "white" }).source).toBe("lacking");
  });

  it("cleans hostile input instead of throwing", () => {
    const hostile = { white: "3", blue: -4, black: Number.NaN, red: Number.POSITIVE_INFINITY, green: 2.9 } as unknown as typeof mana;
    // white "3" → 3, green 2.9 → 2, the rest 0: red is lacked → 5 ÷ 3 = 1.
    expect(keepPool({ attribute: 4.7, specialities: -2, mana: hostile, colour: "red" })).toEqual({ roll: 4, keep: 1 });
    expect(keepPool({ attribute: Number.NaN, mana: {}, colour: "purple" as never })).toEqual({ roll: 0, keep: 0 });
    expect(keepPool(undefined as never)).toEqual({ roll: 0, keep: 0 });
  });

  it("property: for any input, roll and keep are whole, finite, keep ≤ roll, and keep ≥ 1 whenever a die is rolled", () => {
    const anyNumber = fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double(), fc.constant(Number.NaN), fc.string());
    const colour = fc.oneof(fc.constantFrom(...RK_COLOURS), fc.constant(null), fc.string());
    fc.assert(
      fc.property(anyNumber, anyNumber, fc.dictionary(fc.constantFrom(...RK_COLOURS), anyNumber), colour, (attribute, specialities, m, c) => {
        const pool = keepPool({ attribute, specialities, mana: m, colour: c } as never);
        expect(Number.isInteger(pool.roll) && Number.isInteger(pool.keep)).toBe(true);
        expect(pool.keep).toBeLessThanOrEqual(pool.roll);
        if (pool.roll > 0) expect(pool.keep).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 2000 },
    );
  });
});
