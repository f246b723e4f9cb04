// @vitest-environment node
import { describe, expect, it } from "vitest";
import { rkComplexAction, rkExtendedProgress, rkExtendedRecord, rkExtendedStart } from "../../../module/rules.js";

describe("complex actions (000: 'a particularly complex action may require multiple successes')", () => {
  it("usually 1 success is enough", () => {
    expect(rkComplexAction({ successes: 1 })).toEqual({ outcome: "success", successes: 1, required: 1, missing: 0, degree: "marginal" });
  });

  it("3 successes required: 2 fall one short, 3 succeed", () => {
    expect(rkComplexAction({ successes: 2, required: 3 })).toMatchObject({ outcome: "failure", missing: 1, degree: "moderate" });
    expect(rkComplexAction({ successes: 3, required: 3 })).toMatchObject({ outcome: "success", missing: 0, degree: "complete" });
    expect(rkComplexAction({ successes: 5, required: 3 })).toMatchObject({ outcome: "success", degree: "phenomenal" });
  });

  it("no success with a 1 is a botch; without a 1 a plain failure", () => {
    expect(rkComplexAction({ successes: 0, required: 2, botch: true })).toMatchObject({ outcome: "botch", missing: 2, degree: "botch" });
    expect(rkComplexAction({ successes: 0, required: 2 })).toMatchObject({ outcome: "failure", degree: "failure" });
  });

  it("a required count below 1 or unreadable means 1", () => {
    expect(rkComplexAction({ successes: 1, required: 0 }).required).toBe(1);
    expect(rkComplexAction({ successes: 1, required: Number.NaN }).required).toBe(1);
  });
});

describe("extended actions (000: several rounds of rolls, successes accumulate)", () => {
  it("research needing 6 successes: 2, 1, 3 finishes on the third round", () => {
    let action = rkExtendedStart({ required: 6 });
    action = rkExtendedRecord(action, { successes: 2 });
    expect(rkExtendedProgress(action)).toEqual({ status: "ongoing", total: 2, remaining: 4, roundsRolled: 1, roundsLeft: null });
    action = rkExtendedRecord(action, { successes: 1 });
    action = rkExtendedRecord(action, { successes: 3 });
    expect(rkExtendedProgress(action)).toEqual({ status: "done", total: 6, remaining: 0, roundsRolled: 3, roundsLeft: null });
  });

  it("rounds after the end are ignored", () => {
    let action = rkExtendedRecord(rkExtendedStart({ required: 1 }), { successes: 1 });
    action = rkExtendedRecord(action, { successes: 4 });
    expect(action.rounds).toHaveLength(1);
    expect(rkExtendedProgress(action).total).toBe(1);
  });

  it("a round with no success adds nothing but does not end the action", () => {
    let action = rkExtendedStart({ required: 2 });
    action = rkExtendedRecord(action, { successes: 0 });
    expect(rkExtendedProgress(action)).toMatchObject({ status: "ongoing", total: 0, roundsRolled: 1 });
  });

  it("a botch ends it ('no repeat is possible')", () => {
    let action = rkExtendedRecord(rkExtendedStart({ required: 5 }), { successes: 2 });
    action = rkExtendedRecord(action, { successes: 0, botch: true });
    expect(rkExtendedProgress(action)).toMatchObject({ status: "botched", total: 2, remaining: 3, roundsRolled: 2 });
  });

  it("a marathon needing 1 success in each of 3 rounds: a round short of the minimum fails it", () => {
    let action = rkExtendedStart({ required: 3, perRound: 1 });
    action = rkExtendedRecord(action, { successes: 2 });
    expect(rkExtendedProgress(action)).toMatchObject({ status: "ongoing", total: 2 });
    action = rkExtendedRecord(action, { successes: 0 });
    expect(rkExtendedProgress(action)).toMatchObject({ status: "failed", total: 2, remaining: 1 });
  });

  it("a limit on rounds fails the action when spent", () => {
    let action = rkExtendedStart({ required: 5, maxRounds: 2 });
    action = rkExtendedRecord(action, { successes: 2 });
    expect(rkExtendedProgress(action).roundsLeft).toBe(1);
    action = rkExtendedRecord(action, { successes: 2 });
    expect(rkExtendedProgress(action)).toMatchObject({ status: "failed", total: 4, roundsLeft: 0 });
  });

  it("reaching the total on the last allowed round is done, not failed", () => {
    let action = rkExtendedStart({ required: 4, maxRounds: 2 });
    action = rkExtendedRecord(action, { successes: 1 });
    action = rkExtendedRecord(action, { successes: 3 });
    expect(rkExtendedProgress(action).status).toBe("done");
  });

  it("a stored state mangled by hand is cleaned, never throws", () => {
    const mangled = { required: "x", perRound: -1, maxRounds: 0, rounds: [{ successes: "2" }, null, { successes: 1, botch: true }] } as never;
    // required "x" → 1, maxRounds 0 → 1, round "2" → 2 successes: done on the first round.
    expect(rkExtendedProgress(mangled)).toMatchObject({ status: "done", total: 2, remaining: 0, roundsRolled: 1, roundsLeft: 0 });
    const skipped = { required: 9, rounds: [null, { successes: 0, botch: true }] } as never;
    expect(rkExtendedProgress(skipped)).toMatchObject({ status: "botched", total: 0, roundsRolled: 2 });
    expect(rkExtendedProgress({} as never)).toMatchObject({ status: "ongoing", total: 0, remaining: 1 });
  });
});
