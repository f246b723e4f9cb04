// @vitest-environment node
/** Odds with mojo (issue 14), checked against an exact enumeration of every roll of the dice. */
import { describe, expect, it } from "vitest";
import { gmMojoBidOdds } from "../../../module/rules.js";

/** Every outcome of 1 + |favour| d20, each equally likely, with the kept die (lowest for favour > 0, highest for < 0). */
function enumerate(target: number, favour: number, mojo: number) {
  const n = 1 + Math.abs(favour);
  let outcomes = 0;
  let ok = 0;
  let okWithMojo = 0;
  let spent = 0;
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    const kept = favour >= 0 ? Math.min(...faces) : Math.max(...faces);
    outcomes += 1;
    if (kept <= target) {
      ok += 1;
      okWithMojo += 1;
    } else if (kept - target <= mojo) {
      okWithMojo += 1;
      spent += kept - target;
    }
    let i = 0;
    while (i < n && faces[i] === 20) faces[i++] = 1;
    if (i === n) break;
    faces[i] += 1;
  }
  return { chance: ok / outcomes, chanceWithMojo: okWithMojo / outcomes, expectedSpent: spent / outcomes };
}

describe("gmMojoBidOdds", () => {
  it("matches an exact enumeration for favour −2 … 2, targets 0 … 21 and mojo 0 … 25", () => {
    for (const favour of [-2, -1, 0, 1, 2]) {
      for (const target of [0, 1, 5, 10, 14, 19, 20, 21]) {
        for (const mojo of [0, 1, 3, 6, 25]) {
          const exact = enumerate(target, favour, mojo);
          const odds = gmMojoBidOdds({ target, favour, mojo });
          expect(odds.chance).toBeCloseTo(exact.chance, 12);
          expect(odds.chanceWithMojo).toBeCloseTo(exact.chanceWithMojo, 12);
          expect(odds.expectedSpent).toBeCloseTo(exact.expectedSpent, 12);
        }
      }
    }
  });

  it("target 10, up to 6 mojo: half succeed outright, 80% with mojo, 1.05 mojo spent on average", () => {
    // Target 10: the faces 11–16 are saved by up to 6 mojo, costing 1 … 6 (004: "the necessary mojo is lost"); 17–20 are not.
    const odds = gmMojoBidOdds({ target: 10, mojo: 6 });
    expect(odds.chance).toBe(0.5);
    expect(odds.chanceWithMojo).toBeCloseTo(0.8, 12);
    expect(odds.expectedSpent).toBeCloseTo((1 + 2 + 3 + 4 + 5 + 6) / 20, 12);
  });
});
