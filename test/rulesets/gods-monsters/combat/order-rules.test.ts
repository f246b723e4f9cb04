// @vitest-environment node
/** 004 "Order of events" as pure rules: sides without initiative, a clash decided by agility rolls. */
import { describe, expect, it } from "vitest";
import { gmClashOrder, gmCombatOrderOf, gmCompareCombatants, type GmOrderEntry } from "../../../../module/rules.js";

const e = (id: string, side: GmOrderEntry["side"], initiative: number | null = null): GmOrderEntry => ({ id, name: id, side, initiative });

describe("004 Order of events", () => {
  it("sides (the text's): the players' characters first, then the Guide's, whatever was rolled; within a side a rolled clash first, then by name", () => {
    const list = [e("Yeti", "others", 15), e("Toromeen", "players"), e("Charlotte", "players"), e("Goblin", "others")];
    expect([...list].sort((a, b) => gmCompareCombatants(a, b, "sides")).map((x) => x.id)).toEqual(["Charlotte", "Toromeen", "Yeti", "Goblin"]);
  });

  it("agility (table option): the larger rolled margin first, the unrolled last, sides ignored", () => {
    const list = [e("Yeti", "others", 2), e("Toromeen", "players", -3), e("Charlotte", "players"), e("Sam", "players", 5)];
    expect([...list].sort((a, b) => gmCompareCombatants(a, b, "agility")).map((x) => x.id)).toEqual(["Sam", "Yeti", "Toromeen", "Charlotte"]);
  });

  it("an unknown setting is the text's order", () => {
    expect(gmCombatOrderOf("initiative")).toBe("sides");
    expect(gmCombatOrderOf("agility")).toBe("agility");
  });

  it("a clash: a success resolves before a failure, the larger margin first, equal margins together", () => {
    // Toromeen agility 10 rolls 4 (made by 6); the Yeti evasion 6 rolls 9 (missed by 3); Sam agility 12 rolls 6 (by 6).
    const order = gmClashOrder([
      { id: "yeti", target: 6, die: 9 },
      { id: "toromeen", target: 10, die: 4 },
      { id: "sam", target: 12, die: 6 },
    ]);
    expect(order).toEqual([
      { id: "toromeen", margin: 6, success: true, place: 1 },
      { id: "sam", margin: 6, success: true, place: 1 },
      { id: "yeti", margin: -3, success: false, place: 3 },
    ]);
  });
});
