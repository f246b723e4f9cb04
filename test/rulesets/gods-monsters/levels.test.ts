// @vitest-environment node
/** 004 "Level advancement" table and the archetype table. */
import { describe, expect, it } from "vitest";
import {
  gmAdvance,
  gmExperienceForLevel,
  gmFightingArt,
  gmFightingArtForLevels,
  gmLevelGains,
  gmLevelGainsBetween,
  gmLootExperience,
  gmReactions,
  gmVerveArchetype,
  GM_ARCHETYPE_RULES,
} from "../../../module/rules.js";

describe("the advancement table", () => {
  it("experience: 2 → 1,000 … 10 → 45,000 (current level × 1,000 per step)", () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10].map(gmExperienceForLevel)).toEqual([1000, 3000, 6000, 10000, 15000, 21000, 28000, 36000, 45000]);
  });
  it("mojo +12 at 2nd level … +20 at 10th", () =>
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10].map((l) => gmLevelGains(l).mojo)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]));
  it("specialty and survival die at 3, 5, 7, 9; verve die and normal reactions at 2, 4, 6, 8, 10", () => {
    const odd = [3, 5, 7, 9];
    const even = [2, 4, 6, 8, 10];
    for (let l = 2; l <= 10; l += 1) {
      const g = gmLevelGains(l);
      expect(g.specialty).toBe(odd.includes(l));
      expect(g.survivalDie).toBe(odd.includes(l));
      expect(g.verveDie).toBe(even.includes(l));
      expect(g.normalReactions).toBe(even.includes(l) ? 1 : 0);
    }
    expect(gmLevelGainsBetween(1, 10)).toEqual({ specialties: 4, mojo: 144, survivalDice: 4, verveDice: 5 });
  });
  it("Fighting Art: warriors every level; thieves, prophets, monks at 2, 4, 6, 8, 10; sorcerors at 3, 6, 9", () => {
    const levels = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(levels.map((l) => gmFightingArt("warrior", l))).toEqual(levels);
    expect(levels.map((l) => gmFightingArt("thief", l))).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    expect(levels.map((l) => gmFightingArt("monk", l))).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    expect(levels.map((l) => gmFightingArt("prophet", l))).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    expect(levels.map((l) => gmFightingArt("sorceror", l))).toEqual([0, 0, 1, 1, 1, 2, 2, 2, 3, 3]);
  });
  it("the archetype table", () => {
    expect(GM_ARCHETYPE_RULES.warrior).toMatchObject({ archetypalAbility: "strength", archetypalReaction: "fortitude", verveContributor: "intelligence" });
    expect(GM_ARCHETYPE_RULES.thief).toMatchObject({ archetypalAbility: "agility", archetypalReaction: "evasion", verveContributor: "wisdom" });
    expect(GM_ARCHETYPE_RULES.sorceror).toMatchObject({ archetypalAbility: "intelligence", archetypalReaction: "reason", verveContributor: "charisma" });
    expect(GM_ARCHETYPE_RULES.prophet).toMatchObject({ archetypalAbility: "wisdom", archetypalReaction: "willpower", verveContributor: "strength" });
    expect(GM_ARCHETYPE_RULES.monk).toMatchObject({ archetypalAbility: "charisma", archetypalReaction: "perception", verveContributor: "endurance" });
  });
  it("archetype gains: sorcerors level slots, prophets level calling points, thieves one field step", () => {
    const a = { strength: 10, agility: 10, endurance: 15, intelligence: 10, wisdom: 10, charisma: 10 };
    expect(gmAdvance({ abilities: a, archetype: "sorceror", newLevel: 3, d10: 4 })).toMatchObject({
      spellSlots: 3,
      survival: 4 + 2,
      verve: 0,
      specialty: true,
      mojo: 13,
    });
    expect(gmAdvance({ abilities: a, archetype: "prophet", newLevel: 4, d10: 4 })).toMatchObject({ callingPoints: 4, verve: 4, survival: 0 });
    expect(gmAdvance({ abilities: a, archetype: "thief", newLevel: 2, d10: 1 }).thiefFieldImprovement).toBe(1);
  });
  it("loot: 2 experience per silver coin", () => expect(gmLootExperience(150)).toBe(300));
});

describe("multiple archetypes", () => {
  it("reaction and Fighting Art bonuses follow archetype levels (1st-level thief and warrior)", () => {
    const a = { strength: 10, agility: 10, endurance: 10, intelligence: 10, wisdom: 10, charisma: 10 };
    const r = gmReactions({ abilities: a, species: "human", levels: { thief: 1, warrior: 1 } });
    expect(r).toEqual({ health: 4, fortitude: 5, willpower: 4, evasion: 5, reason: 4, perception: 4 });
    expect(gmFightingArtForLevels({ thief: 1, warrior: 1 })).toBe(1);
    expect(gmFightingArtForLevels({ thief: 2, warrior: 3 })).toBe(4);
  });
  it("verve modifiers use the highest archetype, the advanced one on a tie", () => {
    expect(gmVerveArchetype({ thief: 2, warrior: 1 }, "warrior")).toBe("thief");
    expect(gmVerveArchetype({ thief: 2, warrior: 2 }, "warrior")).toBe("warrior");
  });
});
