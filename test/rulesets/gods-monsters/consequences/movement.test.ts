// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  GM_MOVEMENT_TABLE,
  gmCastingMovement,
  gmChaseBonuses,
  gmChaseOutcome,
  gmConcentratingMovement,
  gmDailyMiles,
  gmDarknessMovement,
  gmKeepMovingModifier,
  gmSemiConsciousMovement,
  gmSpeed,
  gmTravelBeforeRest,
  gmWalkingMilesPerHour,
} from "../../../../module/rules.js";

describe("G&M movement speeds (001)", () => {
  it("the table: yards per minute, feet per round, time base, reaction penalty, attack bonus", () => {
    expect(
      GM_MOVEMENT_TABLE.map((r) => [r.speed, r.yardsPerMinute, r.feetPerRound, `${r.timeBase.times} ${r.timeBase.unit}`, r.reactionPenalty, r.attackBonus]),
    ).toEqual([
      ["semiConscious", 1, 0.5, "1 round", 0, 0],
      ["combat", 2, 1, "1 minute", 0, 0],
      ["dash", 6, 3, "1 minute", 1, 4],
      ["explore", 4, 2, "10 minute", 0, 0],
      ["walk", 10, 5, "30 minute", 2, 2],
      ["jog", 20, 10, "5 minute", 4, 4],
      ["run", 30, 15, "1 minute", 8, 8],
      ["sprint", 50, 25, "1 round", 16, 16],
    ]);
  });

  it("Toromeen (movement 10, endurance 15) jogging: 200 yards a minute, 100 feet a round, 75 minutes before resting, −4 reactions, +4 to hit him", () => {
    expect(gmSpeed("jog", 10, 15)).toEqual({
      speed: "jog",
      yardsPerMinute: 200,
      feetPerRound: 100,
      restAfter: { amount: "75", unit: "minute" },
      reactionPenalty: 4,
      attackBonus: 4,
    });
  });

  it("in combat a character moves Movement feet and attacks, or dashes Movement yards (3 × feet)", () => {
    expect(gmSpeed("combat", 10, 10).feetPerRound).toBe(10);
    expect(gmSpeed("dash", 10, 10).feetPerRound).toBe(30);
    expect(gmSpeed("sprint", 10, 12).restAfter).toEqual({ amount: "12", unit: "round" });
  });

  it("outdoors the penalties shift up one: walking on a road has none, jogging has walking's dungeon penalty", () => {
    expect(gmSpeed("walk", 10, 10, true).reactionPenalty).toBe(0);
    expect(gmSpeed("jog", 10, 10, true).reactionPenalty).toBe(gmSpeed("walk", 10, 10).reactionPenalty);
    expect(gmSpeed("sprint", 10, 10, true).reactionPenalty).toBe(8);
    expect(gmSpeed("explore", 10, 10, true).reactionPenalty).toBe(0);
  });

  it("pushing on without rest: +2 per Movement point given up, −2 per earlier roll, up to −4 for thirst", () => {
    expect(gmKeepMovingModifier({})).toBe(0);
    expect(gmKeepMovingModifier({ movementGivenUp: 2, earlierRolls: 1, thirst: 9 })).toBe(-2);
  });

  it("darkness halves Movement at night and quarters it in total darkness, unless one can see", () => {
    expect(gmDarknessMovement(10, "night")).toBe(5);
    expect(gmDarknessMovement(10, "dark")).toBe(2.5);
    expect(gmDarknessMovement(10, "dark", true)).toBe(10);
  });

  it("daily movement: twice Movement miles, Movement in forests and hills, half in bogs, +50% pushed; fliers eight times as far", () => {
    expect(gmDailyMiles(10)).toBe(20);
    expect(gmDailyMiles(10, "rough")).toBe(10);
    expect(gmDailyMiles(10, "bog")).toBe(5);
    expect(gmDailyMiles(10, "open", { pushed: true })).toBe(30);
    expect(gmDailyMiles(10, "open", { flying: true })).toBe(8 * gmDailyMiles(10));
    expect(gmWalkingMilesPerHour(12)).toBe(4);
    expect(gmTravelBeforeRest(15)).toBe(7.5);
  });

  it("casting or calling reduces movement by its time; a round or more, or more than Movement, stops it", () => {
    expect(gmCastingMovement(10, { amount: "3", unit: "second" })).toBe(7);
    expect(gmCastingMovement(10, { amount: "11", unit: "second" })).toBe(0);
    expect(gmCastingMovement(6, { amount: "8", unit: "second" })).toBe(0);
    expect(gmCastingMovement(10, { amount: "1", unit: "round" })).toBe(0);
  });

  it("concentrating and semi-conscious characters move at half Movement", () => {
    expect(gmConcentratingMovement(10)).toBe(5);
    expect(gmSemiConsciousMovement(8)).toBe(4);
  });
});

describe("G&M chases (001)", () => {
  it("+1 to the faster side for every 3 points of Movement difference", () => {
    expect(gmChaseBonuses(14, 10)).toEqual({ pursuer: 1, quarry: 0 });
    expect(gmChaseBonuses(6, 12)).toEqual({ pursuer: 0, quarry: 2 });
    expect(gmChaseBonuses(10, 12)).toEqual({ pursuer: 0, quarry: 0 });
  });

  it("the chase ends when one side succeeds and the other fails", () => {
    expect(gmChaseOutcome(true, false)).toBe("caught");
    expect(gmChaseOutcome(false, true)).toBe("escaped");
    expect(gmChaseOutcome(true, true)).toBe("continues");
    expect(gmChaseOutcome(false, false)).toBe("continues");
  });
});
