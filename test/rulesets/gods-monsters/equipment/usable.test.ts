// @vitest-environment node
/** Who may use a weapon (004 "Weapons"): simple anyone, basic warriors or the Fighting Art skill "basic weapons", warrior weapons warriors. */
import { describe, expect, it } from "vitest";
import { GM_BASE_PHYSIQUE, gmCanUseWeapon } from "../../../../module/rules.js";

describe("gmCanUseWeapon", () => {
  it("simple weapons: anyone, even a sorceror", () => {
    expect(gmCanUseWeapon("simple", { sorceror: 1 })).toBe(true);
  });
  it("basic weapons: a warrior, or someone with the Fighting Art skill basic weapons", () => {
    expect(gmCanUseWeapon("basic", { warrior: 1 })).toBe(true);
    expect(gmCanUseWeapon("basic", { thief: 3 })).toBe(false);
    expect(gmCanUseWeapon("basic", { thief: 3 }, ["Unarmed Combat", "Basic Weapons"])).toBe(true);
    expect(gmCanUseWeapon("basic", { monk: 1 }, ["basic weapon"])).toBe(true);
  });
  it("warrior weapons: only warriors (a second archetype at warrior level 1 is enough); the skill does not open them", () => {
    expect(gmCanUseWeapon("warrior", { warrior: 1 })).toBe(true);
    expect(gmCanUseWeapon("warrior", { sorceror: 2, warrior: 1 })).toBe(true);
    expect(gmCanUseWeapon("warrior", { thief: 9 }, ["basic weapons"])).toBe(false);
  });
  it("hostile arguments: an unknown category is simple, junk levels and skills count as none", () => {
    expect(gmCanUseWeapon("<script>", null as never)).toBe(true);
    expect(gmCanUseWeapon("warrior", { warrior: Number.NaN })).toBe(false);
    expect(gmCanUseWeapon("basic", "x" as never, [null, 4, { a: 1 }] as never)).toBe(false);
  });
  it("the text gives only the dwarf's base height and weight (Toromeen: 41 inches, 80 pounds)", () => {
    expect(GM_BASE_PHYSIQUE).toEqual({ dwarf: { heightInches: 41, weightPounds: 80 } });
  });
});
