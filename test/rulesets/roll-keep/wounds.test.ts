// @vitest-environment node
/**
 * The wound track (a table option, rules/wounds.ts): the simple track's capacity, the L5R-style levels' thresholds and
 * penalties, the statuses each state shows, and damage applied as one outcome.
 */
import { describe, expect, it } from "vitest";
import {
  keepOdds,
  keepOddsAtLeast,
  RK_DEFAULT_COLOUR_LINKS,
  RK_WOUND_STATUSES,
  rkActionPlan,
  rkApplyWounds,
  rkWoundLevels,
  rkWoundState,
  rkWoundedDifficulty,
} from "../../../module/rules.js";

describe("the simple track (the default table option)", () => {
  it("holds Endurance × 5 wounds; a full track is out of the fight", () => {
    expect(rkWoundState("simple", 2, 0)).toMatchObject({ level: "unhurt", outAt: 10, penalty: 0, out: false, status: null });
    expect(rkWoundState("simple", 2, 9)).toMatchObject({ level: "wounded", penalty: 0, out: false, status: "rkWounded" });
    expect(rkWoundState("simple", 2, 10)).toMatchObject({ level: "out", out: true, status: "rkOut" });
  });
  it("holds wounds past the track at its end and reads bad input as 0", () => {
    expect(rkWoundState("simple", 2, 999).wounds).toBe(10);
    expect(rkWoundState("simple", 2, "abc").wounds).toBe(0);
    expect(rkWoundState("simple", 2, -4).wounds).toBe(0);
    // An unknown track is the default one, and Endurance 0 counts as 1.
    expect(rkWoundState("bogus", 0, 3)).toMatchObject({ track: "simple", outAt: 5, level: "wounded" });
  });
});

describe("wound levels (L5R's, Endurance for Earth)", () => {
  it("Healthy holds Endurance × 5, each further level Endurance × 2 more", () => {
    const levels = rkWoundLevels("levels", 3);
    expect(levels.map((l) => [l.id, l.upTo, l.penalty])).toEqual([
      ["healthy", 15, 0],
      ["nicked", 21, 1],
      ["grazed", 27, 1],
      ["hurt", 33, 2],
      ["injured", 39, 3],
      ["crippled", 45, 4],
      ["down", 51, 8],
      // Out holds what is left up to outAt (wounds are held there): a finite threshold, not Infinity.
      ["out", 52, 0],
    ]);
  });
  it("finds the level and its penalty from the wounds taken", () => {
    expect(rkWoundState("levels", 3, 15)).toMatchObject({ level: "healthy", penalty: 0, status: null });
    expect(rkWoundState("levels", 3, 16)).toMatchObject({ level: "nicked", penalty: 1, status: "rkNicked" });
    expect(rkWoundState("levels", 3, 30)).toMatchObject({ level: "hurt", penalty: 2, status: "rkHurt" });
    expect(rkWoundState("levels", 3, 51)).toMatchObject({ level: "down", penalty: 8 });
    expect(rkWoundState("levels", 3, 52)).toMatchObject({ level: "out", out: true, outAt: 52, status: "rkOut" });
  });
  it("a Hurt character's Standard (6) action is rolled at 8; Down puts 6 out of reach", () => {
    expect(rkWoundedDifficulty(6, 2)).toEqual({ difficulty: 8, penalty: 2, reachable: true });
    expect(rkWoundedDifficulty(6, 8)).toEqual({ difficulty: 14, penalty: 8, reachable: false });
  });
});

describe("no track", () => {
  it("counts nothing and changes nothing", () => {
    expect(rkWoundState("none", 3, 40)).toMatchObject({ level: null, wounds: 0, penalty: 0, out: false });
    expect(rkApplyWounds("none", 3, 0, 12).outcome).toEqual({ actor: {}, statuses: {} });
  });
});

describe("damage applied as one outcome", () => {
  it("adds the wounds, sets the level's status and takes the others off", () => {
    const change = rkApplyWounds("levels", 2, 9, 6);
    expect(change.after).toMatchObject({ wounds: 15, level: "grazed" });
    expect(change.taken).toBe(6);
    expect(change.outcome.actor).toEqual({ "system.wounds": 15 });
    expect(change.outcome.statuses.rkGrazed).toBe(true);
    expect(Object.entries(change.outcome.statuses).filter(([, on]) => on)).toEqual([["rkGrazed", true]]);
    expect(Object.keys(change.outcome.statuses).sort()).toEqual([...RK_WOUND_STATUSES].sort());
  });
  it("stops at the end of the track: the last level is out of the fight", () => {
    const change = rkApplyWounds("simple", 2, 8, 50);
    expect(change).toMatchObject({ taken: 2, after: { wounds: 10, out: true } });
    expect(change.outcome.statuses).toMatchObject({ rkOut: true, rkWounded: false });
  });
  it("heals with a negative amount, never below 0", () => {
    expect(rkApplyWounds("simple", 2, 3, -10).after).toMatchObject({ wounds: 0, level: "unhurt" });
  });
});

describe("the wound penalty in an action's plan", () => {
  const view = {
    attributes: { strength: 4, finesse: 0, endurance: 2, cunning: 0, intelligence: 0, acuity: 0, charisma: 0 },
    mana: { white: 0, blue: 0, black: 0, red: 0, green: 0 },
    specialities: [],
  };
  const choice = { attribute: "strength" as const, specialityIds: [], difficulty: { kind: "number" as const, value: 6 }, needed: 1 };
  it("raises the difficulty the dice roll against, and the exact chance with it", () => {
    const plan = rkActionPlan({ ...view, woundPenalty: 2 }, choice, RK_DEFAULT_COLOUR_LINKS);
    expect(plan).toMatchObject({ difficulty: 8, penalty: 2, error: null });
    expect(plan.chance.success).toBeCloseTo(keepOddsAtLeast(keepOdds({ roll: 4, keep: plan.pool.keep, difficulty: 8 }), 1), 12);
    expect(rkActionPlan(view, choice, RK_DEFAULT_COLOUR_LINKS)).toMatchObject({ difficulty: 6, penalty: 0 });
  });
  it("refuses, never clamps, a difficulty the penalty pushes past 10", () => {
    expect(rkActionPlan({ ...view, woundPenalty: 8 }, choice, RK_DEFAULT_COLOUR_LINKS)).toMatchObject({
      difficulty: 14,
      error: "ANTHOLOGY.RollKeep.Warn.woundUnreachable",
      chance: { success: 0 },
    });
  });
  it("a hostile penalty is read as a clean rating", () => {
    expect(rkActionPlan({ ...view, woundPenalty: "x" as unknown as number }, choice, RK_DEFAULT_COLOUR_LINKS).penalty).toBe(0);
  });
});
