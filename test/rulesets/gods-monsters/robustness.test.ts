// @vitest-environment node
/** Bad input never throws from derivation code and no derived number is NaN or infinite. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  GM_EXAMPLE_AILMENTS,
  GM_SPECIES_RULES,
  deriveGodsMonsters,
  gmAbilityRollBase,
  gmAilmentAdvance,
  gmAilmentTotals,
  gmApplyDamage,
  gmArmorDefense,
  gmBetterCover,
  gmCarry,
  gmCarryCount,
  gmCharacterArchetypeLevels,
  gmConcentrationCheckNeeded,
  gmContest,
  gmFormatDamage,
  gmLevelFromExperience,
  gmMaxItemBulk,
  gmMedian,
  gmMojoBonus,
  gmObstacleSize,
  gmPlanAttack,
  gmRangePenalty,
  gmReactionFromAbilities,
  gmReactions,
  gmRollTarget,
  gmSpeciesSpecialty,
  gmStartingSilver,
  gmStrayShotEvasionTarget,
  gmTooBulky,
} from "../../../module/rules.js";
import type { GmAbilityScores, GodsMonstersInput } from "../../../module/rules.js";

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
    expect(
      deriveGodsMonsters({
        abilities: { strength: 10, agility: 10, endurance: 10, intelligence: 10, wisdom: 10, charisma: 10 },
        archetype: "Sorcerer",
        level: 3,
        species: "Half Elf",
      }),
    ).toMatchObject({ fightingArt: 1, reactions: { perception: 4 + 1 + 1 } });
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
      fc.property(
        fc.nat(50),
        fc.nat(50),
        fc.nat(50),
        fc.nat(50),
        fc.nat(60),
        fc.boolean(),
        fc.nat(4),
        fc.boolean(),
        (survival, verve, injuries, pool, amount, archetypal, dice, evaded) => {
          const r = gmApplyDamage({ survival, verve, injuries, pool }, { amount, archetypal, injuryDice: dice, evaded });
          const v = r.vitals;
          return (
            r.toPool + r.toVerve + r.toSurvival + r.toInjuries === amount && v.survival >= 0 && v.verve >= 0 && v.pool >= 0 && (archetypal || r.toVerve === 0)
          );
        },
      ),
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

/** Values as they come out of a damaged world or a careless macro: the types say one thing, the data another. */
const junk = <T>(value: unknown): T => value as T;

describe("hostile input from stored data (issue 8): cleaned, or refused with a RangeError", () => {
  it("a NaN ability counts as 10 in carry, item bulk and starting silver", () => {
    const abilities = junk<GmAbilityScores>({ strength: Number.NaN, endurance: 15 });
    expect(gmCarry(abilities)).toBe(5 + 4);
    expect(gmMaxItemBulk(abilities)).toBe(10);
    expect(gmStartingSilver(abilities, "warrior")).toBe(10);
    expect(gmReactions({ abilities: junk(undefined), species: "human", levels: {} })).toEqual({
      health: 4,
      fortitude: 4,
      willpower: 4,
      evasion: 4,
      reason: 4,
      perception: 4,
    });
  });
  it("an unknown reaction is refused with a RangeError naming the argument", () => {
    expect(() => gmReactionFromAbilities(junk("luck"), junk({}))).toThrow(RangeError);
    expect(() => gmReactionFromAbilities(junk("luck"), junk({}))).toThrow(/reaction must be one of health/);
  });
  it("ailment progress with bad counts and junk fields comes back clean", () => {
    const food = GM_EXAMPLE_AILMENTS.find((a) => a.slug === "food-poisoning")!;
    const { progress, applied } = gmAilmentAdvance(
      food,
      junk({ stage: "ailing", applications: Number.NaN, elapsed: "x", exposed: true, roll: Infinity }),
      false,
    );
    expect(applied).toBe(true);
    expect(progress).toEqual({ stage: "ailing", applications: 1, elapsed: 1, exposed: true });
    expect(gmAilmentTotals(junk(1e12), 2)).toEqual({ injuries: "0", penalties: [], conditions: [] });
  });
  it("lists that are not lists are empty, and junk entries are skipped", () => {
    expect(gmArmorDefense(junk({}))).toBe(0);
    expect(gmArmorDefense(junk([null, 5, { kind: "shield", defense: 1 }, { kind: "armor", defense: Number.NaN }]))).toBe(1);
    expect(gmCarryCount(junk(Number.NaN))).toBe(0);
    expect(gmTooBulky(junk("items"), 10)).toEqual([]);
    expect(gmMedian(junk({}))).toBe(0);
    const c = gmContest(junk([{ target: 12, roll: 3, acting: true }, null]));
    expect(c).toMatchObject({ outcome: "winner", winner: 0, successes: [true, false] });
  });
  it("huge and vanishing numbers stay finite", () => {
    expect(gmMedian([Number.MAX_VALUE, Number.MAX_VALUE])).toBe(Number.MAX_VALUE);
    expect(Number.isFinite(gmObstacleSize(1e12, 5e-324))).toBe(true);
    expect(Number.isFinite(gmRangePenalty(5e-324, 100))).toBe(true);
    expect(gmStrayShotEvasionTarget(Infinity, 2)).toBe(10_000 + 2);
    expect(gmConcentrationCheckNeeded(junk(Number.NaN), 3)).toBe(false);
  });
  it("names that are not names fall back to the documented defaults", () => {
    expect(gmBetterCover(junk("huge"), "weak")).toBe("weak");
    expect(gmBetterCover(junk([Infinity]), junk(Infinity))).toBeNull();
    expect(gmCharacterArchetypeLevels(junk("bard"), Number.NaN, "thief", 2)).toEqual({ warrior: 1, thief: 2 });
    expect(gmAbilityRollBase(junk({}), "wisdom")).toBe(10);
    expect(gmFormatDamage(junk({ dice: [{ count: 2, faces: 6 }, { count: Number.NaN, faces: 6 }, { count: 1, faces: 7 }, null], flat: Number.NaN }))).toBe(
      "2d6",
    );
    expect(gmFormatDamage(junk([]))).toBe("0");
  });
  it("a species with a NaN adjustment and junk fields becomes a clean species specialty", () => {
    const s = gmSpeciesSpecialty(junk({ ...GM_SPECIES_RULES.dwarf, abilities: { endurance: Number.NaN, charisma: -1 }, roll: Infinity }));
    expect(s.species).toEqual({
      ...GM_SPECIES_RULES.dwarf,
      abilities: { strength: 0, agility: 0, endurance: 0, intelligence: 0, wisdom: 0, charisma: -1 },
      reactions: { health: 2, fortitude: 0, willpower: 0, evasion: 0, reason: 0, perception: 0 },
    });
    expect(gmSpeciesSpecialty(GM_SPECIES_RULES.dwarf).species?.abilities).toMatchObject({ endurance: 1, charisma: -1 });
  });
  it("an attack planned from nothing is an unarmed +0 attack with finite numbers", () => {
    const plan = gmPlanAttack(junk([]));
    expect(plan).toMatchObject({ mode: "close", dice: "d3", hitNumber: 11, damageBonus: 0, range: null, diceCount: 1 });
    expect(allFinite(plan)).toBe(true);
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
