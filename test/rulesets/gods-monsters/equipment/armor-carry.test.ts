// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  GM_ARMOR,
  GM_WEAPONS,
  gmAnimalGaitMultiplier,
  gmAnimalMovement,
  gmArmorBulk,
  gmArmorDefense,
  gmBookCostAndBulk,
  gmCanUseArmor,
  gmCarryCount,
  gmHandsToWield,
  gmHelmetCost,
  gmHelmetPenalties,
  gmItemBulk,
  gmRidingPenalties,
  gmTooBulky,
} from "../../../../module/rules.js";

const armor = (slug: string) => GM_ARMOR.find((a) => a.slug === slug)!;

describe("G&M armor (004)", () => {
  it("Toromeen's purchase: battleaxe 7 + banded leather 15 + shield 5 = 27 coins; defense bonus 3 + 1 = 4", () => {
    const axe = GM_WEAPONS.find((w) => w.slug === "battleaxe")!;
    expect(axe.cost + armor("banded-leather").cost + armor("shield").cost).toBe(27);
    expect(armor("banded-leather").bulk).toBe(8);
    expect(armor("shield").bulk).toBe(6);
    expect(
      gmArmorDefense([
        { ...armor("banded-leather"), equipped: true },
        { ...armor("shield"), equipped: true },
      ]),
    ).toBe(4);
  });

  it("one suit, one helmet and one shield count; unequipped pieces do not", () => {
    const pieces = [
      { ...armor("leather"), equipped: true },
      { ...armor("chain-mail"), equipped: true },
      { ...armor("full-helmet"), equipped: true },
      { ...armor("large-shield"), equipped: false },
    ];
    expect(gmArmorDefense(pieces)).toBe(6);
  });

  it("a small shield counts only against its chosen opponent", () => {
    const pieces = [
      { ...armor("small-shield"), equipped: true },
      { ...armor("leather"), equipped: true },
    ];
    expect(gmArmorDefense(pieces, true)).toBe(3);
    expect(gmArmorDefense(pieces, false)).toBe(2);
  });

  it("carried bulk is doubled for cloth, leather, shields and chain and tripled for splint and plate", () => {
    expect(gmArmorBulk(armor("cloth"), false)).toBe(16);
    expect(gmArmorBulk(armor("leather"), false)).toBe(10);
    expect(gmArmorBulk(armor("shield"), false)).toBe(12);
    expect(gmArmorBulk(armor("chain-mail"), false)).toBe(30);
    expect(gmArmorBulk(armor("splint-mail"), false)).toBe(75);
    expect(gmArmorBulk(armor("plate-mail"), false)).toBe(75);
    expect(gmArmorBulk(armor("plate-mail"), true)).toBe(25);
  });

  it("a full helmet costs at least 10, or 10% of the other armor; it costs 1 on perception and attack rolls", () => {
    expect(gmHelmetCost(10, 8)).toBe(10);
    expect(gmHelmetCost(10, 300)).toBe(30);
    expect(gmHelmetCost(10, 2000)).toBe(200);
    expect(gmHelmetPenalties([{ ...armor("full-helmet"), equipped: true }])).toEqual({ perception: 1, attack: 1 });
    expect(gmHelmetPenalties([{ ...armor("full-helmet"), equipped: false }])).toEqual({ perception: 0, attack: 0 });
  });

  it("warriors learn any armor at its warrior level; thieves, prophets and monks only basic armor; sorcerors none", () => {
    expect(gmCanUseArmor(armor("plate-mail"), { warrior: 2 })).toBe(false);
    expect(gmCanUseArmor(armor("plate-mail"), { warrior: 3 })).toBe(true);
    expect(gmCanUseArmor(armor("scale-mail"), { thief: 10 })).toBe(false);
    expect(gmCanUseArmor(armor("chain-mail"), { prophet: 1 })).toBe(false);
    expect(gmCanUseArmor(armor("chain-mail"), { prophet: 2 })).toBe(true);
    expect(gmCanUseArmor(armor("cloth"), { monk: 1 })).toBe(true);
    expect(gmCanUseArmor(armor("cloth"), { sorceror: 9 })).toBe(false);
    expect(gmCanUseArmor(armor("shield"), { thief: 1 })).toBe(false);
    expect(gmCanUseArmor(armor("shield"), { thief: 1, warrior: 1 })).toBe(true);
    expect(gmCanUseArmor(armor("ceremonial-plate"), { warrior: 5 })).toBe(true);
  });
});

describe("G&M carrying (004)", () => {
  it("Toromeen (18 strength) can wield his bulk-18 battleaxe one-handed; a bulk-22 great sword needs two hands", () => {
    const axe = GM_WEAPONS.find((w) => w.slug === "battleaxe")!;
    const great = GM_WEAPONS.find((w) => w.slug === "great-sword")!;
    expect(gmHandsToWield({ ...axe, size: "small" }, 18, "small")).toBe(1);
    expect(gmHandsToWield(great, 18)).toBe(2);
    expect(
      gmHandsToWield(
        GM_WEAPONS.find((w) => w.slug === "bow")!,
        18,
      ),
    ).toBe(2);
  });

  it("each carried item must have bulk no greater than strength", () => {
    const items = [
      { id: "axe", bulk: 18 },
      { id: "sword", bulk: 22 },
      { id: "huge", bulk: 20, size: "huge" },
    ];
    expect(gmTooBulky(items, 18)).toEqual(["sword", "huge"]);
  });

  it("a container and its contents count as one item on the carry list", () => {
    const items = [
      { id: "pack", bulk: 2, isContainer: true },
      { id: "rope", bulk: 3, containerId: "pack" },
      { id: "torch", bulk: 1, quantity: 3, containerId: "pack" },
      { id: "quiver", bulk: 1, isContainer: true },
      { id: "arrows", bulk: 0.2, quantity: 20, containerId: "quiver" },
      { id: "sword", bulk: 8 },
      { id: "stowed", bulk: 8, carried: false },
    ];
    expect(gmCarryCount(items)).toBe(3);
  });

  it("loose items count once per unit; contents of a container left behind count", () => {
    expect(gmCarryCount([{ id: "darts", bulk: 2, quantity: 3 }])).toBe(3);
    expect(
      gmCarryCount([
        { id: "pack", bulk: 2, isContainer: true, carried: false },
        { id: "rope", bulk: 3, containerId: "pack" },
      ]),
    ).toBe(1);
  });

  it("item bulk honours size, carried armor and the half-bulk allowance (a walking staff: 6 instead of 12)", () => {
    expect(gmItemBulk({ id: "staff", bulk: 12, halfBulkUnused: true })).toBe(6);
    expect(gmItemBulk({ id: "plate", bulk: 25, carriedBulkMultiplier: 3 })).toBe(75);
    expect(gmItemBulk({ id: "plate", bulk: 25, carriedBulkMultiplier: 3, worn: true })).toBe(25);
    expect(gmItemBulk({ id: "sword", bulk: 8 }, "small")).toBe(16);
  });

  it("books add cost and bulk per ten pages (handwritten: +.1 cost, +.03 bulk)", () => {
    expect(gmBookCostAndBulk({ cost: 5, bulk: 0.5 }, { costPerTen: 0.1, bulkPerTen: 0.03 }, 100)).toEqual({ cost: 6, bulk: 0.8 });
  });
});

describe("G&M animals (004)", () => {
  it("an animal loses 1 movement per 10% over its carrying load", () => {
    expect(gmAnimalMovement({ movement: 10, carryBulk: 200 }, 200)).toBe(10);
    expect(gmAnimalMovement({ movement: 10, carryBulk: 200 }, 219)).toBe(10);
    expect(gmAnimalMovement({ movement: 10, carryBulk: 200 }, 220)).toBe(9);
    expect(gmAnimalMovement({ movement: 10, carryBulk: 200 }, 300)).toBe(5);
    expect(gmAnimalMovement({ movement: 5, carryBulk: 400 }, 10_000)).toBe(0);
  });

  it("saddle blanket only: −2 to riding rolls, −1 daily movement; bareback −3 and −3", () => {
    expect(gmRidingPenalties("saddle")).toEqual({ rolls: 0, dailyMovement: 0 });
    expect(gmRidingPenalties("blanket")).toEqual({ rolls: 2, dailyMovement: 1 });
    expect(gmRidingPenalties("bareback")).toEqual({ rolls: 3, dailyMovement: 3 });
  });

  it("horse-like animals jog, run and sprint at twice the chart speed", () => {
    expect(gmAnimalGaitMultiplier("run", true)).toBe(2);
    expect(gmAnimalGaitMultiplier("walk", true)).toBe(1);
    expect(gmAnimalGaitMultiplier("run", false)).toBe(1);
  });
});
