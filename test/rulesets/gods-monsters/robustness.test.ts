/** Bad input never throws from derivation code and no derived number is NaN or infinite. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deriveGodsMonsters, gmApplyDamage, gmLevelFromExperience, gmMojoBonus, gmRollTarget } from "../../../module/rules.js";
import type { GodsMonstersInput } from "../../../module/rules.js";

function allFinite(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (value && typeof value === "object") return Object.values(value).every(allFinite);
  return true;
}

const anyNumber = fc.oneof(fc.integer({ min: -100, max: 100 }), fc.double(), fc.constant(Number.NaN), fc.constant(Infinity), fc.constant(-Infinity));

describe("robustness", () => {
  it("deriveGodsMonsters: unknown archetype → warrior, unknown species → human, bad abilities → 10", () => {
    const d = deriveGodsMonsters({ abilities: {} as GodsMonstersInput["abilities"], archetype: "bard", level: Number.NaN, species: "troll" });
    expect(d.fightingArt).toBe(1);
    expect(d.movement).toBe(10);
    expect(d.mojo).toBe(12);
    expect(d.silver).toBe(10);
    expect(deriveGodsMonsters({ abilities: { strength: 10, agility: 10, endurance: 10, intelligence: 10, wisdom: 10, charisma: 10 }, archetype: "Sorcerer", level: 3, species: "Half Elf" })).toMatchObject({ fightingArt: 1, reactions: { perception: 4 + 1 + 1 } });
  });
  it("deriveGodsMonsters never gives NaN or infinity", () => {
    fc.assert(
      fc.property(fc.array(anyNumber, { minLength: 6, maxLength: 6 }), anyNumber, fc.string(), fc.string(), (a, level, archetype, species) => {
        const [strength, agility, endurance, intelligence, wisdom, charisma] = a;
        const d = deriveGodsMonsters({ abilities: { strength, agility, endurance, intelligence, wisdom, charisma }, archetype, level, species });
        return allFinite(d) && d.movement >= 0 && d.carry >= 0 && d.fields >= 0;
      }),
    );
  });
  it("gmApplyDamage conserves damage and never goes negative", () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.nat(50), fc.nat(50), fc.nat(60), fc.boolean(), fc.nat(4), fc.boolean(), (survival, verve, injuries, pool, amount, archetypal, dice, evaded) => {
        const r = gmApplyDamage({ survival, verve, injuries, pool }, { amount, archetypal, injuryDice: dice, evaded });
        const v = r.vitals;
        return (
          r.toPool + r.toVerve + r.toSurvival + r.toInjuries === amount &&
          v.survival >= 0 && v.verve >= 0 && v.pool >= 0 &&
          (archetypal || r.toVerve === 0)
        );
      }),
    );
  });
  it("levels, roll targets and mojo bonuses stay finite", () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (x, y, z) => {
        return (
          Number.isFinite(gmLevelFromExperience(x)) &&
          allFinite(gmRollTarget({ base: x, obstacleSize: y, injuries: z, careful: x })) &&
          allFinite(gmMojoBonus({ resources: [{ type: "tutor", level: x }], student: y, intelligence: z }))
        );
      }),
    );
  });
});

describe("levels from experience (NOTES: 1,000 · 3,000 · 6,000 · 10,000 · 15,000 · 21,000 · 28,000 · 36,000 · 45,000)", () => {
  it("thresholds", () => {
    const thresholds = [0, 1000, 3000, 6000, 10000, 15000, 21000, 28000, 36000, 45000];
    thresholds.forEach((xp, i) => {
      expect(gmLevelFromExperience(xp)).toBe(i + 1);
      if (xp > 0) expect(gmLevelFromExperience(xp - 1)).toBe(i);
    });
    expect(gmLevelFromExperience(55000)).toBe(11);
    expect(gmLevelFromExperience(-5)).toBe(1);
  });
});
