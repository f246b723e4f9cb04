// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  GM_WEAPONS,
  gmBulkForCarrier,
  gmCostInCulture,
  gmDamageForSize,
  gmRangeForSize,
  gmSizeSteps,
  gmWeaponForSize,
  gmWrongSizePenalty,
} from "../../../../module/rules.js";

const longSword = GM_WEAPONS.find((w) => w.slug === "long-sword")!;
const battleaxe = GM_WEAPONS.find((w) => w.slug === "battleaxe")!;

describe("G&M equipment for different-sized creatures (004)", () => {
  // 004: "Here are other sizes of long swords as an example" (Size Damage Range Cost).
  it.each([
    ["fine", "d2", 1, 160],
    ["tiny", "d4", 1, 80],
    ["small", "d6", 2, 40],
    ["medium", "d8", 3, 20],
    ["large", "d10", 6, 40],
    ["huge", "d12", 12, 80],
    ["gigantic", "2d8", 24, 160],
    ["titanic", "3d6", 48, 320],
  ])("long sword made %s: %s damage, range %i, cost %i", (size, damage, range, cost) => {
    const sized = gmWeaponForSize(longSword, size);
    expect(sized.damage).toBe(damage);
    expect(sized.range).toBe(range);
    expect(sized.cost).toBe(cost);
    expect(sized.bulk).toBe(8);
  });

  it("a large creature's large long sword does d10, range 6, costs 40 (004)", () => {
    expect(gmDamageForSize("d8", "large")).toBe("d10");
    expect(gmRangeForSize(3, "large")).toBe(6);
    expect(gmCostInCulture(20, "large", "medium")).toBe(40);
  });

  it("bulk is relative to the size the item was made for (004: huge bulk 20 → 80 for medium; medium bulk 20 → 5 for huge)", () => {
    expect(gmBulkForCarrier(20, "huge", "medium")).toBe(80);
    expect(gmBulkForCarrier(20, "medium", "huge")).toBe(5);
    expect(gmBulkForCarrier(20, "medium", "medium")).toBe(20);
  });

  it("costs double per size away from the culture (004: a tiny pixie sword is 20 to pixies; tiny and huge swords cost 80 in a medium culture)", () => {
    expect(gmCostInCulture(20, "tiny", "tiny")).toBe(20);
    expect(gmCostInCulture(20, "tiny", "medium")).toBe(80);
    expect(gmCostInCulture(20, "huge", "medium")).toBe(80);
  });

  it("Toromeen's small battleaxe: d8 damage and 1 range; bought in his own culture it still costs 7 and has bulk 18 for him (004)", () => {
    const small = gmWeaponForSize(battleaxe, "small", "small");
    expect(small).toEqual({ size: "small", damage: "d8", range: 1, cost: 7, bulk: 18 });
    expect(gmBulkForCarrier(small.bulk, "small", "small")).toBe(18);
  });

  it("a weapon made for another size is at −1 to attack per size of difference (004)", () => {
    expect(gmWrongSizePenalty("medium", "medium")).toBe(0);
    expect(gmWrongSizePenalty("medium", "small")).toBe(1);
    expect(gmWrongSizePenalty("huge", "small")).toBe(3);
    expect(gmSizeSteps("medium", "titanic")).toBe(4);
  });

  it("range has a minimum of 1 and rounds normally; a weapon without range keeps none", () => {
    expect(gmRangeForSize(3, "fine")).toBe(1);
    expect(gmRangeForSize(1, "tiny")).toBe(1);
    expect(gmRangeForSize(5, "small")).toBe(3);
    expect(gmRangeForSize(null, "large")).toBeNull();
  });

  it("unknown sizes count as medium and bad numbers never give NaN", () => {
    expect(gmBulkForCarrier("abc", "enormous", "medium")).toBe(0);
    expect(gmCostInCulture(Number.NaN, "large", "medium")).toBe(0);
    expect(gmWeaponForSize({ damage: "junk", range: 3, cost: 20, bulk: 8 }, "large").damage).toBe("0");
  });
});
