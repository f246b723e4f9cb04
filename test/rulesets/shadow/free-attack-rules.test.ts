// @vitest-environment node
import { describe, expect, it } from "vitest";
import { shadowEngagementFreeAttack, shadowFreeAttackWeapon } from "../../../module/rules.js";

describe("the Free Attack's weapon (002 'Combat With Weapons Ready', 'Free Attack')", () => {
  const dagger = { id: "d", equipped: true, qualities: ["short"] };
  const spear = { id: "s", equipped: true, qualities: ["long"] };
  const bow = { id: "b", equipped: true, qualities: ["ranged"] };
  const claws = { id: "c", equipped: false, qualities: ["natural"] };
  const sheathed = { id: "x", equipped: false, qualities: [] };

  it("a ready melee weapon, never a ranged one; natural weapons are always ready, a sheathed one is not", () => {
    expect(shadowFreeAttackWeapon([bow, dagger], "withdraw")).toBe("d");
    expect(shadowFreeAttackWeapon([bow, claws], "movePast")).toBe("c");
    expect(shadowFreeAttackWeapon([bow, sheathed], "withdraw")).toBeNull();
  });

  it("the Long weapon's Free Attack strikes with a ready Long weapon only", () => {
    expect(shadowFreeAttackWeapon([dagger, spear], "longWeapon")).toBe("s");
    expect(shadowFreeAttackWeapon([dagger], "longWeapon")).toBeNull();
  });

  it("hostile input: a non-list or non-objects give no weapon", () => {
    expect(shadowFreeAttackWeapon(null as never, "withdraw")).toBeNull();
    expect(shadowFreeAttackWeapon([null, 3, "x"] as never, "withdraw")).toBeNull();
  });
});

describe("engaging in melee: who has the Long weapon's Free Attack (002)", () => {
  const long = { weapon: { qualities: ["long" as const] } };
  const sword = { weapon: { qualities: [] } };
  it("the side with a Long weapon, the other without", () => {
    expect(shadowEngagementFreeAttack(long, sword)).toBe("mover");
    expect(shadowEngagementFreeAttack(sword, long)).toBe("foe");
  });
  it("nobody when both have one, or neither, or a shield takes the reach away (a buckler does not)", () => {
    expect(shadowEngagementFreeAttack(long, long)).toBeNull();
    expect(shadowEngagementFreeAttack(sword, sword)).toBeNull();
    expect(shadowEngagementFreeAttack({ ...long, shield: "shield" }, sword)).toBeNull();
    expect(shadowEngagementFreeAttack({ ...long, shield: "buckler" }, sword)).toBe("mover");
  });
});
