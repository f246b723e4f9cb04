// @vitest-environment node
import { describe, expect, it } from "vitest";
import { GM_WEAPONS, gmRangePenalty, gmStrengthRatedWeapon, gmThrownRangePenalty } from "../../../../module/rules.js";

const range = (slug: string): number => GM_WEAPONS.find((w) => w.slug === slug)!.range!;

describe("G&M range penalties (004, Weapons)", () => {
  it("a spear thrown at 13 yards is at −2: one for beyond 6 yards, one more beyond 12", () => {
    expect(range("spear")).toBe(6);
    expect(gmRangePenalty(range("spear"), 13)).toBe(2);
  });

  it("a sling at 13 yards is only at −1", () => {
    expect(range("sling")).toBe(10);
    expect(gmRangePenalty(range("sling"), 13)).toBe(1);
  });

  it("a bow has no penalty at all at 13 yards", () => {
    expect(range("bow")).toBe(20);
    expect(gmRangePenalty(range("bow"), 13)).toBe(0);
  });

  it("no penalty within range, +1 per started range beyond", () => {
    expect(gmRangePenalty(6, 6)).toBe(0);
    expect(gmRangePenalty(6, 6.5)).toBe(1);
    expect(gmRangePenalty(6, 12)).toBe(1);
    expect(gmRangePenalty(6, 18.1)).toBe(3);
    expect(gmRangePenalty(0, 50)).toBe(0);
    expect(gmRangePenalty("x", Number.NaN)).toBe(0);
  });

  it("strength as a minor contributor cancels thrown range penalties (Toromeen, 18 strength, minor +2: reduced by up to 2)", () => {
    expect(gmThrownRangePenalty(6, 13, 2)).toBe(0);
    expect(gmThrownRangePenalty(6, 19, 2)).toBe(1);
    expect(gmThrownRangePenalty(6, 13, 0)).toBe(2);
    expect(gmThrownRangePenalty(6, 13, -1)).toBe(2);
  });
});

describe("G&M propelled weapons built for strength (004)", () => {
  const bow = { cost: 25, range: 20 };
  const user16 = { major: 2, minor: 1 };

  it("a bow for strength 12–14 costs 50 and has range 25 (+25%)", () => {
    expect(gmStrengthRatedWeapon(bow, { major: 1, minor: 0 }, user16)).toEqual({ cost: 50, range: 25, damageBonus: 0, attackPenalty: 0 });
  });

  it("a bow for strength 15–16 costs 75, has range 30 (+50%) and +1 damage", () => {
    expect(gmStrengthRatedWeapon(bow, { major: 2, minor: 1 }, user16)).toEqual({ cost: 75, range: 30, damageBonus: 1, attackPenalty: 0 });
  });

  it("a weaker user is at a penalty of the difference and gets neither range nor damage", () => {
    expect(gmStrengthRatedWeapon(bow, { major: 2, minor: 1 }, { major: 0, minor: 0 })).toEqual({ cost: 75, range: 20, damageBonus: 0, attackPenalty: 2 });
  });

  it("an ordinary bow is unchanged", () => {
    expect(gmStrengthRatedWeapon(bow, { major: 0, minor: 0 }, user16)).toEqual({ cost: 25, range: 20, damageBonus: 0, attackPenalty: 0 });
  });
});
