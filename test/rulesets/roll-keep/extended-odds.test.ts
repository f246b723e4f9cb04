// @vitest-environment node
// The chance of an extended action reaching its total by round N (000 "Complex and Extended Actions", this system's
// reading in rules/extended.ts), checked against an enumeration of every face of every die over the rounds.
import { describe, expect, it } from "vitest";
import { rkExtendedOdds } from "../../../module/rulesets/roll-keep/rules/extended-odds.js";
import { rkExtendedRecord, rkExtendedStart, rkExtendedProgress, type RkExtendedAction } from "../../../module/rulesets/roll-keep/rules/extended.js";

/** One round's faces as the dice room reads them: the highest `keep` kept; a botch is no success and a 1 anywhere. */
function round(faces: number[], keep: number, difficulty: number) {
  const kept = [...faces].sort((a, b) => b - a).slice(0, keep);
  const successes = kept.filter((f) => f >= difficulty).length;
  return { successes, botch: successes === 0 && faces.includes(1) };
}

/** Every sequence of `rounds` rounds of `roll` d10, each equally likely: the chance the action is done by each round. */
function enumerate(action: RkExtendedAction, pool: { roll: number; keep: number; difficulty: number }, rounds: number): number[] {
  const dice = pool.roll * rounds;
  const total = 10 ** dice;
  const doneBy = Array<number>(rounds).fill(0);
  for (let n = 0; n < total; n++) {
    let state = action;
    let rest = n;
    for (let r = 0; r < rounds; r++) {
      const faces: number[] = [];
      for (let d = 0; d < pool.roll; d++) {
        faces.push((rest % 10) + 1);
        rest = Math.floor(rest / 10);
      }
      state = rkExtendedRecord(state, round(faces, pool.keep, pool.difficulty));
      if (rkExtendedProgress(state).status === "done") doneBy[r]! += 1;
    }
  }
  return doneBy.map((c) => c / total);
}

describe("rkExtendedOdds", () => {
  // `enumerated`: the rounds the action can still have (its limit), each 10^roll equally likely faces.
  const cases: { name: string; action: RkExtendedAction; pool: { roll: number; keep: number; difficulty: number }; rounds: number; enumerated: number }[] = [
    { name: "2k1 vs 6, 3 successes in all", action: rkExtendedStart({ required: 3 }), pool: { roll: 2, keep: 1, difficulty: 6 }, rounds: 2, enumerated: 2 },
    {
      name: "2k2 vs 7, 3 in all, at least 1 a round",
      action: rkExtendedStart({ required: 3, perRound: 1 }),
      pool: { roll: 2, keep: 2, difficulty: 7 },
      rounds: 2,
      enumerated: 2,
    },
    {
      name: "2k1 vs 5, 3 in all, 2 rounds at most",
      action: rkExtendedStart({ required: 3, maxRounds: 2 }),
      pool: { roll: 2, keep: 1, difficulty: 5 },
      rounds: 5,
      enumerated: 2,
    },
    {
      name: "1k1 vs 4, 3 in all, one round already rolled",
      action: rkExtendedRecord(rkExtendedStart({ required: 3 }), { successes: 1 }),
      pool: { roll: 1, keep: 1, difficulty: 4 },
      rounds: 4,
      enumerated: 4,
    },
    {
      name: "1k1 vs 8, 2 in all, 1 a round (a round without a success fails)",
      action: rkExtendedStart({ required: 2, perRound: 1 }),
      pool: { roll: 1, keep: 1, difficulty: 8 },
      rounds: 4,
      enumerated: 4,
    },
  ];
  for (const c of cases) {
    it(`${c.name}: equals the enumeration, round by round`, () => {
      const odds = rkExtendedOdds(c.action, c.pool, c.rounds);
      const expected = enumerate(c.action, c.pool, c.enumerated);
      expect(odds.byRound).toHaveLength(expected.length);
      odds.byRound.forEach((p, i) => expect(p).toBeCloseTo(expected[i]!, 12));
    });
  }

  it("counts rounds as the action does, stops at its limit, and gives nothing once it is over", () => {
    const started = rkExtendedRecord(rkExtendedStart({ required: 5, maxRounds: 3 }), { successes: 2 });
    const odds = rkExtendedOdds(started, { roll: 4, keep: 2, difficulty: 6 }, 10);
    expect(odds.firstRound).toBe(2);
    expect(odds.byRound).toHaveLength(2);
    expect(odds.byRound[1]!).toBeGreaterThanOrEqual(odds.byRound[0]!);
    const over = rkExtendedRecord(rkExtendedStart({ required: 1 }), { successes: 1 });
    expect(rkExtendedOdds(over, { roll: 4, keep: 2, difficulty: 6 }, 3).byRound).toEqual([]);
  });

  it("a refused pool gives 0, not a guess", () => {
    expect(rkExtendedOdds(rkExtendedStart({ required: 2 }), { roll: 0, keep: 0, difficulty: 6 }, 2).byRound).toEqual([0, 0]);
  });
});
