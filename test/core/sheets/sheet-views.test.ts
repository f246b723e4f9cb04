// @vitest-environment node
/** The pure pieces of the sheets' everyday play (CONTRIBUTING "Sheets"): bars, bounded entries, container order, mana spent. */
import { describe, expect, it } from "vitest";
import { barView } from "../../../module/core/sheets/bar.js";
import { boundedEntry, boundOf } from "../../../module/core/sheets/bounded-input.js";
import { gmInventoryOrder } from "../../../module/rulesets/gods-monsters/sheets/inventory-order.js";
import { rkManaSpent, rkManaSpentTotal } from "../../../module/rulesets/roll-keep/rules/mana-pool.js";

describe("barView", () => {
  it("draws the share of the maximum, whole percent, never past full", () => {
    expect(barView(7, 7)).toEqual({ value: 7, max: 7, percent: 100, over: false });
    expect(barView(1, 3)).toEqual({ value: 1, max: 3, percent: 33, over: false });
    expect(barView(9, 6)).toEqual({ value: 9, max: 6, percent: 100, over: true });
    expect(barView(-2, 6).percent).toBe(0);
  });
  it("an empty or unreadable maximum draws an empty bar and keeps the value as given", () => {
    expect(barView(3, 0)).toEqual({ value: 3, max: 0, percent: 0, over: false });
    expect(barView(Number.NaN, Infinity)).toEqual({ value: 0, max: 0, percent: 0, over: false });
    expect(barView("5", 10)).toEqual({ value: 0, max: 10, percent: 0, over: false });
  });
});

describe("boundedEntry with the value shown (a bar: v13 token-hud.mjs #onSubmitBar, a leading sign is a change)", () => {
  it("reads +n and -n as a change, =n and n as the new value, then bounds the sum", () => {
    expect(boundedEntry("-4", 0, 20, 17)).toEqual({ kind: "ok", value: 13 });
    expect(boundedEntry(" +3 ", 0, 20, 13)).toEqual({ kind: "ok", value: 16 });
    expect(boundedEntry("=4", 0, 20, 13)).toEqual({ kind: "ok", value: 4 });
    expect(boundedEntry("7", 0, 20, 13)).toEqual({ kind: "ok", value: 7 });
    expect(boundedEntry("-9", 0, 20, 5)).toEqual({ kind: "clamped", value: 0, bound: "min" });
    expect(boundedEntry("+9", 0, 20, 15)).toEqual({ kind: "clamped", value: 20, bound: "max" });
    for (const raw of ["+", "-", "=", "+x", "=-", "--4", "+1e3"]) expect(boundedEntry(raw, 0, 20, 5)).toEqual({ kind: "refused" });
    // Without the value shown (a plain bounded field), "=4" is not a number and "-1" is the value -1.
    expect(boundedEntry("=4", 0, 20)).toEqual({ kind: "refused" });
  });
});

describe("boundedEntry", () => {
  it("keeps a whole number in range; rounds a decimal", () => {
    expect(boundedEntry(" 4 ", 0, 9)).toEqual({ kind: "ok", value: 4 });
    expect(boundedEntry("2.6", 0, 9)).toEqual({ kind: "ok", value: 3 });
    expect(boundedEntry("+3", null, null)).toEqual({ kind: "ok", value: 3 });
  });
  it("brings a number out of range to the bound and says which", () => {
    expect(boundedEntry("12", 0, 9)).toEqual({ kind: "clamped", value: 9, bound: "max" });
    expect(boundedEntry("-1", 0, 9)).toEqual({ kind: "clamped", value: 0, bound: "min" });
    expect(boundedEntry("1e400", 0, null)).toEqual({ kind: "refused" });
  });
  it("refuses what is not a number", () => {
    for (const raw of ["", "  ", "lots", "3d6", "1e3", "0x10", "Infinity", "NaN"]) expect(boundedEntry(raw, 0, 9)).toEqual({ kind: "refused" });
  });
  it("reads a data-min / data-max attribute as a bound, or none", () => {
    expect(boundOf("7")).toBe(7);
    expect(boundOf(undefined)).toBeNull();
    expect(boundOf("")).toBeNull();
    expect(boundOf("x")).toBeNull();
  });
});

describe("gmInventoryOrder", () => {
  it("puts each container's contents after it, one level deeper, in their own order", () => {
    const rows = [
      { id: "rope", containerId: "pack" },
      { id: "axe", containerId: "" },
      { id: "pack", containerId: "" },
      { id: "pouch", containerId: "pack" },
      { id: "coin", containerId: "pouch" },
    ];
    expect(gmInventoryOrder(rows).map((r) => [r.id, r.depth])).toEqual([
      ["axe", 0],
      ["pack", 0],
      ["rope", 1],
      ["pouch", 1],
      ["coin", 2],
    ]);
  });
  it("never loses an item: a missing container or a loop of containers shows at the top level", () => {
    const rows = [
      { id: "a", containerId: "b" },
      { id: "b", containerId: "a" },
      { id: "c", containerId: "gone" },
      { id: "d", containerId: "d" },
    ];
    const out = gmInventoryOrder(rows);
    expect(out.map((r) => r.id).sort()).toEqual(["a", "b", "c", "d"]);
    expect(out.find((r) => r.id === "c")!.depth).toBe(0);
    expect(out.find((r) => r.id === "d")!.depth).toBe(0);
  });
});

describe("rkManaSpent", () => {
  it("is what the pool lacks of permanent mana, per colour and in all", () => {
    expect(rkManaSpent(3, 1)).toBe(2);
    expect(rkManaSpent(2, 5)).toBe(0);
    expect(rkManaSpent(Number.NaN, 1)).toBe(0);
    expect(
      rkManaSpentTotal([
        { permanent: 3, current: 1 },
        { permanent: 2, current: 4 },
        { permanent: 1, current: 0 },
      ]),
    ).toBe(3);
  });
});
