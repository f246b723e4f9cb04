// @vitest-environment node
/** 004 "Group Effort" and "Mass Conflict", and creature defaults ("Non-player characters"). */
import { describe, expect, it } from "vitest";
import {
  gmAftermathDie,
  gmAftermathEvaders,
  gmAssistance,
  gmCreature,
  gmCreatureDefaultScore,
  gmCreatureReactions,
  gmGroupEffort,
  gmGroupEffortBonus,
  gmGroupMoraleDelay,
  gmLedDecisionRounds,
  gmMassUnit,
  gmMassUnitFromMedians,
  gmMedian,
  gmNpcSurvival,
  gmNpcSurvivalDie,
  GM_GROUP_EFFORT_TABLE,
} from "../../../module/rules.js";

describe("group effort", () => {
  it("the chart: 1 → 0, 2–3 → 1, 4–7 → 2, 8–15 → 3 … 1024 → 10", () => {
    expect([1, 2, 3, 4, 7, 8, 15, 16, 31, 32, 64, 128, 256, 512, 1024].map(gmGroupEffortBonus)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 9, 10]);
    expect(GM_GROUP_EFFORT_TABLE[3]).toEqual({ from: 8, to: 15, bonus: 3 });
  });
  it("004: the median of 9, 10, 11, 13 and 39 is 11", () => expect(gmMedian([9, 10, 11, 13, 39])).toBe(11));
  it("004: between two numbers, their average (0 and 2 → 1)", () => expect(gmMedian([0, 2])).toBe(1));
  it("004: historians 15 + 2 and 17 + 0, both final 17, bonus 1 → 18 or less; one extra action", () => {
    expect(gmGroupEffort([15 + 2, 17 + 0])).toEqual({ count: 2, bonus: 1, extraActions: 1, median: 17, target: 18 });
  });
  it("004: their assistance: median bonus of 0 and 2 is +1, at 18 or less; alone the historian needs 17 for +2", () => {
    expect(gmMedian([0, 2])).toBe(1);
    expect(gmGroupEffort([17, 17]).target).toBe(18);
    expect(gmAssistance(15, 2, 1).target).toBe(17);
  });
  it("decisions: morale delay is the miss, at most the bonus; a leader's margin cuts the delay", () => {
    expect(gmGroupMoraleDelay(12, 5)).toBe(3);
    expect(gmGroupMoraleDelay(12, 2)).toBe(2);
    expect(gmLedDecisionRounds(12, 2)).toBe(1);
  });
});

describe("004 herbalist assistance (consequence rules) with a group of patients", () => {
  it("wisdom 15, Healing Craft +2, three patients: 16 or less", () => expect(gmAssistance(15, 2, 3).target).toBe(16));
});

describe("mass conflict", () => {
  it("004: twelve goblins, median survival 5: 5 + 5 × 3 = 20 survival", () => {
    expect(gmMassUnitFromMedians(12, 5).survival).toBe(20);
    const goblins = Array.from({ length: 12 }, (_, i) => ({ survival: [3, 4, 5, 5, 5, 5, 5, 5, 6, 7, 8, 9][i], movement: 6 }));
    expect(gmMassUnit(goblins)).toEqual({ count: 12, bonus: 3, survival: 20, movement: 24 });
  });
  it("aftermath: maximum damage 7 → d8, 15 → d20", () => {
    expect(gmAftermathDie(21, 3)).toEqual({ faces: 8, maximum: 7 });
    expect(gmAftermathDie(45, 3)).toEqual({ faces: 20, maximum: 15 });
  });
  it("004: evasion 8 or less → eight of twenty evade", () => expect(gmAftermathEvaders(20, 8)).toBe(8));
});

describe("creatures", () => {
  it("unknown endurance and reactions: 10 + half level", () => {
    expect(gmCreatureDefaultScore(4)).toBe(12);
    expect(gmCreatureDefaultScore(5)).toBe(12);
    expect(gmCreatureReactions(4, { fortitude: 6, willpower: 6 })).toEqual({ health: 12, fortitude: 6, willpower: 6, evasion: 12, reason: 12, perception: 12 });
  });
  it("the Yeti: 4th level, survival 20, defense 3, attack 4, two d6 claws", () => {
    const y = gmCreature({ level: 4, survival: 20, defense: 3, attack: 4, damage: "d6", attacks: 2, reactions: { perception: 6, willpower: 6, fortitude: 6 } });
    expect(y).toMatchObject({ level: 4, survival: 20, defense: 3, attack: 4, damage: "d6", attacks: 2, endurance: 12 });
    expect(y.reactions.perception).toBe(6);
    expect(y.reactions.health).toBe(12);
  });
  it("NPC survival: d10 per level for warriors, d6 otherwise, plus any per-die bonus", () => {
    expect(gmNpcSurvivalDie("warrior")).toBe(10);
    expect(gmNpcSurvivalDie("thief")).toBe(6);
    expect(gmNpcSurvival([3, 4, 5], 1)).toBe(15);
  });
  it("bad creature input is clamped", () => {
    const c = gmCreature({ level: Number.NaN, survival: -4, attacks: 0, size: "enormous" as "large" });
    expect(c).toMatchObject({ level: 1, survival: 0, attacks: 1, size: "medium" });
  });
});
