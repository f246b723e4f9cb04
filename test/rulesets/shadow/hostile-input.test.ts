// @vitest-environment node
/**
 * Real-world bad input the Shadow rules must survive (issue 8): a sheet field typed as text, a NaN left
 * by a macro, a Foundry Collection where an array was expected, a missing combatant. Each function either
 * cleans the value (documented default) or refuses with a RangeError that names the argument.
 */
import { describe, expect, it } from "vitest";
import {
  shadowActLater,
  shadowActorNumbers,
  shadowAttackPlan,
  shadowAttackTests,
  shadowExperienceSpent,
  shadowFitsTurn,
  shadowFreeAttacksGained,
  shadowInteger,
  shadowIsFlanked,
  shadowKeptFace,
  shadowLoadout,
  shadowLongWeaponFreeAttack,
  shadowSurpriseSetup,
  shadowTurnOrder,
  shadowWeaponQualities,
} from "../../../module/rules.js";

const armor = { type: "shadowArmor", name: "Chain", system: { impeding: 3, protection: "1d6", equipped: true } };

describe("Shadow rules clean bad values", () => {
  it("an actor with a NaN Strong, text Toughness and no readable items gets the defaults (Strong 10: Toughness 10, Pain Threshold 5)", () => {
    const n = shadowActorNumbers({
      attributes: { strong: Number.NaN, quick: "12" },
      toughness: "lots",
      corruption: Infinity,
      items: 5 as never,
      kind: "character",
    });
    expect(n).toMatchObject({ maxToughness: 10, toughness: 10, painThreshold: 5, defense: 12, corruptionThreshold: 5, corruption: 0, vital: "standing" });
    expect(n.loadout).toEqual({ impeding: 0, protection: "", armor: "", shield: "none" });
  });

  it("an actor that is not an object at all is a standing character with every attribute 10", () => {
    const n = shadowActorNumbers(null as never);
    expect(n).toMatchObject({ maxToughness: 10, toughness: 10, defense: 10, vital: "standing" });
  });

  it("items come from any iterable (a Foundry Collection), junk entries and a NaN armor name are skipped", () => {
    const items = new Set<unknown>([null, 7, armor, { type: "shadowArmor", name: Number.NaN, system: { impeding: 1, equipped: true } }]);
    expect(shadowLoadout(items as never)).toEqual({ impeding: 3, protection: "1d6", armor: "Chain", shield: "none" });
    expect(shadowLoadout({ impeding: 4 } as never).impeding).toBe(0);
  });

  it("an unknown ability level costs nothing; a non-list spends nothing (novice 10 + adept 30 = 40)", () => {
    expect(shadowExperienceSpent(["novice", "legendary", null, "adept"] as never)).toBe(40);
    expect(shadowExperienceSpent("master" as never)).toBe(0);
  });

  it("a NaN Discreet counts as 10 in the surprise test; an empty or non-list side means no test", () => {
    expect(shadowSurpriseSetup([Number.NaN], [11])).toEqual({ discreet: 10, vigilant: 11, rolledBy: "attackers", target: 9 });
    expect(shadowSurpriseSetup("13" as never, [11])).toBeNull();
  });

  it("turn order skips entries that are not combatants", () => {
    const entries = [null, { id: "a", quick: 9, vigilant: 1 }, 3, { id: "b", quick: 14, vigilant: 1 }] as unknown as {
      id: string;
      quick: number;
      vigilant: number;
    }[];
    expect(shadowTurnOrder(entries, () => 1).map((e) => e.id)).toEqual(["b", "a"]);
    expect(shadowActLater(["a", Number.NaN, "b", "c"] as never, 0, 1)).toEqual(["b", "a", "c"]);
    expect(shadowActLater({} as never, 0, 1)).toEqual([]);
  });

  it("only true means true: a truthy junk flag is not a player, a first turn or a ranged attack", () => {
    expect(shadowAttackTests([Number.NaN] as never, -1 as never)).toEqual({ attackTest: true, defenseTest: false });
    expect(shadowLongWeaponFreeAttack({ weapon: { qualities: ["long"] } }, { weapon: null }, Number.NaN as never)).toBe(false);
    expect(shadowLongWeaponFreeAttack({ weapon: { qualities: ["long"] } }, null as never, true)).toBe(true);
  });

  it("an attack plan with a NaN Accurate, a missing defender and an unknown attribute tests Accurate 10 against Defense 10", () => {
    const plan = shadowAttackPlan({
      attacker: { isPlayer: true, attributes: { accurate: Number.NaN }, defense: 10 },
      defender: null,
      attribute: "luck",
      ranged: "yes",
    } as never);
    // The plan also carries the target's parts for the card's "Why this result" (README "Chat cards").
    expect(plan).toEqual({
      attack: {
        value: 10,
        modifier: 0,
        target: 10,
        favour: 0,
        parts: [
          { key: "attribute", value: 10 },
          { key: "opposition", value: 0 },
        ],
      },
      defense: null,
      advantage: false,
      reasons: [],
    });
  });

  it("lists that are not lists are empty; grid points off the grid are skipped", () => {
    expect(shadowWeaponQualities({ long: true } as never)).toEqual([]);
    expect(shadowFitsTurn({ 0: "combat" } as never)).toBe(true);
    expect(shadowFreeAttacksGained("withdraw" as never)).toBe(0);
    expect(shadowIsFlanked({ x: 5, y: 5 }, [{ x: 4, y: Number.NaN }, { x: 6, y: 5 }, null] as never)).toBe(false);
    expect(
      shadowIsFlanked(null as never, [
        { x: 4, y: 5 },
        { x: 6, y: 5 },
      ]),
    ).toBe(false);
  });
});

describe("Shadow rules refuse what has no sensible default", () => {
  it("kept face: no faces, a non-list, or unknown chances", () => {
    expect(() => shadowKeptFace("" as never, "single")).toThrow(new RangeError("Shadow success test: no d20 face given"));
    expect(() => shadowKeptFace([4, 15], "best" as never)).toThrow(/chances must be "single", "favour" or "unfavour", got "best"/);
  });

  it("surprise: a side that is neither attackers nor defenders", () => {
    expect(() => shadowSurpriseSetup([13], [11], "defender" as never)).toThrow(/rolledBy must be "attackers" or "defenders", got "defender"/);
  });

  it("turn order: a d20 roller that is not a function", () => {
    expect(() => shadowTurnOrder([], 0 as never)).toThrow(/rollD20 must be a function/);
  });

  it("shadowInteger: bounds that are not numbers, in the wrong order, or a fallback that is not finite", () => {
    expect(() => shadowInteger(3, Number.NaN, 5, 0)).toThrow(RangeError);
    expect(() => shadowInteger(3, 5, 1, 0)).toThrow(/min ≤ max/);
    expect(() => shadowInteger(3, 0, 5, Infinity)).toThrow(/fallback must be a finite number/);
    expect(shadowInteger("x".repeat(5000), 0, Infinity, 7)).toBe(7);
  });
});
