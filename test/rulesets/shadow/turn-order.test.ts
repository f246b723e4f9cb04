// @vitest-environment node
import { describe, expect, it } from "vitest";
import { shadowActLater, shadowInitiativeValue, shadowTurnOrder, shadowTurnOrderCompare } from "../../../module/rules.js";

const faces =
  (...f: number[]) =>
  () => {
    const next = f.shift();
    if (next === undefined) throw new Error("ran out of scripted faces");
    return next;
  };

describe("turn order (002 'Turn Order')", () => {
  it("highest Quick acts first", () => {
    const order = shadowTurnOrder(
      [
        { id: "a", quick: 9, vigilant: 15 },
        { id: "b", quick: 14, vigilant: 5 },
        { id: "c", quick: 11, vigilant: 10 },
      ],
      faces(),
    );
    expect(order.map((e) => e.id)).toEqual(["b", "c", "a"]);
  });

  it("same Quick: compare Vigilant", () => {
    const order = shadowTurnOrder(
      [
        { id: "a", quick: 12, vigilant: 9 },
        { id: "b", quick: 12, vigilant: 13 },
      ],
      faces(),
    );
    expect(order.map((e) => e.id)).toEqual(["b", "a"]);
  });

  it("same Quick and Vigilant: roll 1d20, the highest goes first", () => {
    const order = shadowTurnOrder(
      [
        { id: "a", quick: 12, vigilant: 9 },
        { id: "b", quick: 12, vigilant: 9 },
      ],
      faces(6, 17),
    );
    expect(order.map((e) => [e.id, e.tieBreak])).toEqual([
      ["b", 17],
      ["a", 6],
    ]);
  });

  it("a tied d20 is rolled again among those still tied", () => {
    const order = shadowTurnOrder(
      [
        { id: "a", quick: 12, vigilant: 9 },
        { id: "b", quick: 12, vigilant: 9 },
        { id: "c", quick: 12, vigilant: 9 },
        { id: "d", quick: 15, vigilant: 2 },
      ],
      faces(8, 8, 3, /* reroll a, b: */ 4, 11),
    );
    expect(order.map((e) => e.id)).toEqual(["d", "b", "a", "c"]);
  });

  it("the comparator sorts a combat tracker the same way", () => {
    const list = [
      { id: "a", quick: 12, vigilant: 9, tieBreak: 6 },
      { id: "b", quick: 12, vigilant: 9, tieBreak: 17 },
      { id: "c", quick: 12, vigilant: 13 },
      { id: "d", quick: 14, vigilant: 1 },
    ];
    expect([...list].sort(shadowTurnOrderCompare).map((e) => e.id)).toEqual(["d", "c", "b", "a"]);
    expect(shadowTurnOrderCompare({ quick: 10, vigilant: 10 }, { quick: 10, vigilant: 10 })).toBe(0);
  });

  it("an initiative number sorts like the comparator: Quick 13, Vigilant 11, d20 7 → 13.1107", () => {
    expect(shadowInitiativeValue(13, 11, 7)).toBe(13.1107);
    expect(shadowInitiativeValue(13, 11)).toBe(13.11);
    expect(shadowInitiativeValue(12, 20, 20)).toBeLessThan(shadowInitiativeValue(13, 1, 1));
    expect(shadowInitiativeValue(12, 10, 20)).toBeLessThan(shadowInitiativeValue(12, 11, 1));
  });

  it("one may place one's Initiative later, never earlier", () => {
    expect(shadowActLater(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(shadowActLater(["a", "b", "c", "d"], 2, 0)).toEqual(["a", "b", "c", "d"]);
    expect(shadowActLater(["a", "b", "c"], 1, 99)).toEqual(["a", "c", "b"]);
  });
});

describe("the combat tracker's initiative number", () => {
  it("gives back the tie-break d20 it was built with", async () => {
    const { shadowTieBreakFromInitiative } = await import("../../../module/rules.js");
    expect(shadowTieBreakFromInitiative(shadowInitiativeValue(13, 11, 7), 13, 11)).toBe(7);
    expect(shadowTieBreakFromInitiative(shadowInitiativeValue(5, 30, 20), 5, 30)).toBe(20);
    expect(shadowTieBreakFromInitiative(13.11, 13, 11)).toBeNull();
    expect(shadowTieBreakFromInitiative(null, 13, 11)).toBeNull();
  });
});
