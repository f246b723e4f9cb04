// @vitest-environment node
import { describe, expect, it } from "vitest";
import { shadowActorNumbers, shadowLoadout } from "../../../module/rules.js";

const armor = (impeding: number, protection: string, equipped = true) => ({
  type: "shadowArmor",
  name: `armor ${impeding}`,
  system: { impeding, protection, equipped },
});
const shield = (kind: string, equipped = true) => ({ type: "shadowShield", name: kind, system: { kind, equipped } });

describe("what an actor wears", () => {
  it("reads the equipped armor's Impeding and protection, ignoring unequipped items", () => {
    expect(shadowLoadout([armor(3, "1d6"), armor(4, "1d8", false)])).toEqual({ impeding: 3, protection: "1d6", armor: "armor 3", shield: "none" });
    expect(shadowLoadout([])).toEqual({ impeding: 0, protection: "", armor: "", shield: "none" });
  });
  it("two equipped armors count as the one that impedes most", () => {
    expect(shadowLoadout([armor(2, "1d4"), armor(4, "1d8")]).protection).toBe("1d8");
  });
  it("notes a shield or buckler", () => {
    expect(shadowLoadout([shield("buckler")]).shield).toBe("buckler");
    expect(shadowLoadout([shield("buckler"), shield("shield")]).shield).toBe("shield");
    expect(shadowLoadout([shield("shield", false)]).shield).toBe("none");
  });
});

describe("an actor's derived numbers", () => {
  const attributes = { accurate: 13, cunning: 10, discreet: 9, persuasive: 7, quick: 11, resolute: 9, strong: 15, vigilant: 10 };
  it("Quick 11 in medium armor (Impeding 3) with a shield: Defense 9; Strong 15: Toughness 15, Pain Threshold 8; Resolute 9: Corruption Threshold 5", () => {
    const n = shadowActorNumbers({ attributes, toughness: 12, corruption: 2, items: [armor(3, "1d6"), shield("shield")], kind: "character" });
    expect(n).toMatchObject({
      maxToughness: 15,
      toughness: 12,
      painThreshold: 8,
      defense: 9,
      corruptionThreshold: 5,
      corruption: 2,
      corruptionReached: false,
      vital: "standing",
    });
  });
  it("clamps Toughness to its maximum and reports dying or dead at 0", () => {
    expect(shadowActorNumbers({ attributes, toughness: 99, corruption: 0, items: [], kind: "character" }).toughness).toBe(15);
    expect(shadowActorNumbers({ attributes, toughness: 0, corruption: 0, items: [], kind: "character" }).vital).toBe("dying");
    expect(shadowActorNumbers({ attributes, toughness: 0, corruption: 0, items: [], kind: "monster" }).vital).toBe("dead");
    expect(shadowActorNumbers({ attributes, toughness: 0, corruption: 0, items: [], kind: "character", dead: true }).vital).toBe("dead");
  });
});
