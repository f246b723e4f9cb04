// @vitest-environment node
import { describe, expect, it } from "vitest";
import { advantageContestOdds, advantageDistribution, advantageSucceeds, evaluateAdvantage, wardenOdds } from "../../module/rules.js";
import type { ObjectDie } from "../../module/rules.js";
import { allRolls, naiveKept, sum } from "./brute.js";

/** Brute force the total of a Warden check: counts per total over every roll of every die. */
function bruteTotals(modifier: number, advantage: number, objects: Required<ObjectDie>[]): Map<number, number> {
  let totals = new Map<number, number>();
  for (const faces of allRolls(1 + Math.abs(advantage), 20)) {
    const v = naiveKept(faces, advantage) + modifier;
    totals.set(v, (totals.get(v) ?? 0) + 1);
  }
  for (const object of objects) {
    const kept = new Map<number, number>();
    for (const faces of allRolls(1 + Math.abs(object.advantage), object.faces)) {
      const v = naiveKept(faces, object.advantage);
      kept.set(v, (kept.get(v) ?? 0) + 1);
    }
    const next = new Map<number, number>();
    for (const [a, ca] of totals) for (const [b, cb] of kept) next.set(a + b, (next.get(a + b) ?? 0) + ca * cb);
    totals = next;
  }
  return totals;
}

function bruteAtLeast(totals: Map<number, number>, dc: number): number {
  let hit = 0;
  let all = 0;
  for (const [v, c] of totals) {
    all += c;
    if (v >= dc) hit += c;
  }
  return hit / all;
}

const CASES: { modifier: number; advantage: number; objects: Required<ObjectDie>[] }[] = [
  { modifier: 0, advantage: 0, objects: [] },
  { modifier: 3, advantage: 1, objects: [] },
  { modifier: -2, advantage: -2, objects: [] },
  { modifier: 2, advantage: 1, objects: [{ faces: 8, advantage: 1 }] },
  {
    modifier: 1,
    advantage: -1,
    objects: [
      { faces: 6, advantage: -2 },
      { faces: 4, advantage: 0 },
    ],
  },
  {
    modifier: 0,
    advantage: 2,
    objects: [
      { faces: 10, advantage: 0 },
      { faces: 4, advantage: 1 },
    ],
  },
];

describe("wardenOdds against brute-force enumeration", () => {
  for (const c of CASES) {
    it(`d20 adv ${c.advantage} + ${c.modifier} + [${c.objects.map((o) => `d${o.faces} adv ${o.advantage}`).join(", ")}], DC −5…60`, () => {
      const totals = bruteTotals(c.modifier, c.advantage, c.objects);
      for (let dc = -5; dc <= 60; dc++) expect(wardenOdds({ ...c, dc })).toBeCloseTo(bruteAtLeast(totals, dc), 12);
    });
  }
});

describe("wardenOdds formulas and edges", () => {
  it("plain d20 + 0 against DC 20 (the text's average DC) is 1 in 20; against DC 11 one half", () => {
    expect(wardenOdds({ modifier: 0, dc: 20 })).toBeCloseTo(0.05, 15);
    expect(wardenOdds({ modifier: 0, dc: 11 })).toBeCloseTo(0.5, 15);
  });

  it("advantage +1 on the base die: 1 − (v−1)²/400 for a needed face v; −1: (21−v)²/400", () => {
    expect(wardenOdds({ modifier: 0, advantage: 1, dc: 15 })).toBeCloseTo(1 - (14 / 20) ** 2, 14);
    expect(wardenOdds({ modifier: 0, advantage: -1, dc: 15 })).toBeCloseTo((6 / 20) ** 2, 14);
  });

  it("a DC at or below the minimum always succeeds; above the maximum never", () => {
    expect(wardenOdds({ modifier: 2, objects: [{ faces: 6 }], dc: 4 })).toBe(1);
    expect(wardenOdds({ modifier: 2, objects: [{ faces: 6 }], dc: 29 })).toBe(0);
    expect(wardenOdds({ modifier: 2, objects: [{ faces: 6 }], dc: 28 })).toBeCloseTo(1 / 120, 15);
  });

  it("defaults: advantage 0, object advantage 0, no objects", () => {
    expect(wardenOdds({ modifier: 1, objects: [{ faces: 4 }], dc: 12 })).toBe(
      wardenOdds({ modifier: 1, advantage: 0, objects: [{ faces: 4, advantage: 0 }], dc: 12 }),
    );
  });

  // Issue 12 changed this contract: 9 object dice used to give the odds of 8 and advantage 50 those of 10; a
  // number beyond a limit is now refused with a RangeError naming it. What is not a number still falls back.
  it("limits: |advantage| above 10, a ninth object die, faces above 100 throw a RangeError naming the limit; NaN never leaks", () => {
    expect(() => wardenOdds({ modifier: 0, advantage: 50, dc: 18 })).toThrow(/advantage 50 is above the limit MAX_ADVANTAGE \(10\)/);
    const nine = Array.from({ length: 9 }, () => ({ faces: 4 }));
    expect(() => wardenOdds({ modifier: 0, objects: nine, dc: 30 })).toThrow(
      new RangeError("advantageDistribution: 9 object dice are above the limit MAX_OBJECT_DICE (8)"),
    );
    expect(() => wardenOdds({ modifier: 0, objects: [{ faces: 101 }], dc: 30 })).toThrow(/MAX_OBJECT_FACES \(100\)/);
    expect(() => wardenOdds({ modifier: 1001, dc: 30 })).toThrow(/MAX_WARDEN_NUMBER \(1000\)/);
    expect(() => advantageContestOdds({ modifier: 0, advantage: -11 }, { modifier: 0 })).toThrow(/below the limit MAX_ADVANTAGE \(-10\)/);
    expect(wardenOdds({ modifier: 0, objects: nine.slice(0, 8), dc: 30 })).toBeGreaterThan(0);
    expect(Number.isFinite(wardenOdds({ modifier: Number.NaN, advantage: Number.NaN, objects: [{ faces: Number.NaN }], dc: Number.NaN }))).toBe(true);
  });

  it("issue 12: a DC beyond ±1000 is answered as asked, not clamped (a target's save against DC 1000 asks for 1001)", () => {
    expect(wardenOdds({ modifier: 1000, objects: [{ faces: 100 }], dc: 1050 })).toBeGreaterThan(0);
    expect(wardenOdds({ modifier: 0, dc: 1001 })).toBe(0);
    expect(wardenOdds({ modifier: 0, dc: Number.NEGATIVE_INFINITY })).toBe(1);
  });

  it("every total distribution sums to 1, also at the limits (advantage ±10, eight d12 at ±10)", () => {
    for (const advantage of [-10, -5, 0, 5, 10]) {
      const objects = Array.from({ length: 8 }, (_, i) => ({ faces: 12, advantage: i % 2 === 0 ? advantage : -advantage }));
      expect(sum(advantageDistribution({ modifier: 3, advantage, objects }).p)).toBeCloseTo(1, 12);
    }
  });
});

describe("contested checks (IR vs TR)", () => {
  it("advantageContestOdds against brute force: d20+2 with a d6 vs d20 adv 1 + 1", () => {
    const ir = bruteTotals(2, 0, [{ faces: 6, advantage: 0 }]);
    const tr = bruteTotals(1, 1, []);
    let win = 0;
    let all = 0;
    for (const [i, ci] of ir)
      for (const [t, ct] of tr) {
        all += ci * ct;
        if (i >= t) win += ci * ct;
      }
    expect(advantageContestOdds({ modifier: 2, objects: [{ faces: 6 }] }, { modifier: 1, advantage: 1 })).toBeCloseTo(win / all, 12);
  });

  it("equal sides: the initiator wins ties, so P > 1/2 (plain d20 vs d20: 210/400)", () => {
    expect(advantageContestOdds({ modifier: 0 }, { modifier: 0 })).toBeCloseTo(210 / 400, 14);
  });
});

describe("evaluateAdvantage and check results (003 text)", () => {
  it("keeps the highest base die with advantage, the lowest with disadvantage, per object die too", () => {
    const r = evaluateAdvantage({
      base: [7, 15],
      advantage: 1,
      modifier: 3,
      objects: [
        { faces: 10, advantage: 1, rolled: [6, 2] },
        { faces: 6, advantage: -1, rolled: [5, 3] },
      ],
    });
    expect(r.base).toEqual({ faces: 20, advantage: 1, kept: 15, dropped: [7] });
    expect(r.objects.map((o) => o.kept)).toEqual([6, 3]);
    expect(r.objects[0].dropped).toEqual([2]);
    expect(r.total).toBe(15 + 3 + 6 + 3);
    expect(r.natural1).toBe(false);
    expect(r.natural20).toBe(false);
  });

  it("Example 1 (Check Result): IR 28 with 6 on the axe die against Bo'Mack's TR 21 succeeds", () => {
    // Ael'Onor: base d20 at +1 Adv, STR modifier, axe die with Adv. Faces chosen to total 28.
    const ir = evaluateAdvantage({ base: [18, 9], advantage: 1, modifier: 4, objects: [{ faces: 10, advantage: 1, rolled: [6, 3] }] });
    expect(ir.total).toBe(28);
    expect(ir.objects[0].kept).toBe(6);
    expect(advantageSucceeds(ir.total, 21)).toBe(true);
  });

  it("Example 2 (Save): DC 24 against TR 12 with a natural 1 (rolled at +1 DisAdv): the save fails", () => {
    const tr = evaluateAdvantage({ base: [1, 13], advantage: -1, modifier: 11 });
    expect(tr.base.kept).toBe(1);
    expect(tr.natural1).toBe(true);
    expect(tr.total).toBe(12);
    // the DC stands in for the initiator's result: DC ≥ TR → the initiator (the trap) succeeds
    expect(advantageSucceeds(24, tr.total)).toBe(true);
  });

  it("IR equal to TR: the initiator succeeds ('larger or equal')", () => {
    expect(advantageSucceeds(20, 20)).toBe(true);
    expect(advantageSucceeds(19, 20)).toBe(false);
  });

  it("natural 20 is the kept base die, not an object die", () => {
    expect(evaluateAdvantage({ base: [20], modifier: 0 }).natural20).toBe(true);
    expect(evaluateAdvantage({ base: [20, 3], advantage: -1, modifier: 0 }).natural20).toBe(false);
    expect(evaluateAdvantage({ base: [5], modifier: 0, objects: [{ faces: 20, rolled: [20] }] }).natural20).toBe(false);
  });

  it("agrees with wardenOdds over every roll: d20 adv −1 + 2 + d4 adv 1 against DC 12", () => {
    let hit = 0;
    let all = 0;
    for (const base of allRolls(2, 20))
      for (const obj of allRolls(2, 4)) {
        all++;
        if (evaluateAdvantage({ base, advantage: -1, modifier: 2, objects: [{ faces: 4, advantage: 1, rolled: obj }] }).total >= 12) hit++;
      }
    expect(wardenOdds({ modifier: 2, advantage: -1, objects: [{ faces: 4, advantage: 1 }], dc: 12 })).toBeCloseTo(hit / all, 12);
  });
});
