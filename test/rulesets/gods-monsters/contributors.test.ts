// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contributor, GM_CONTRIBUTOR_TABLE } from "../../../module/rules.js";

describe("contributor (NOTES.md table)", () => {
  // score, major, minor, special — every row of the NOTES table.
  const rows: [number, number, number, number][] = [
    [1, -5, -3, 0],
    [2, -4, -2, 0],
    [3, -3, -2, 0],
    [4, -2, -1, 1],
    [5, -2, -1, 1],
    [6, -1, 0, 1],
    [7, -1, 0, 2],
    [8, -1, 0, 2],
    [9, 0, 0, 2],
    [10, 0, 0, 2],
    [11, 0, 0, 3],
    [12, 1, 0, 3],
    [13, 1, 0, 3],
    [14, 1, 0, 4],
    [15, 2, 1, 4],
    [16, 2, 1, 4],
    [17, 3, 2, 4],
    [18, 4, 2, 5],
    [19, 5, 2, 5],
    [20, 6, 3, 5],
    [21, 7, 3, 6],
    [22, 8, 3, 6],
  ];
  it.each(rows)("score %i → major %i, minor %i, special %i", (score, major, minor, special) => {
    expect(contributor(score, "major")).toBe(major);
    expect(contributor(score, "minor")).toBe(minor);
    expect(contributor(score, "special")).toBe(special);
  });

  it("the exported table covers 1–22 without gaps", () => {
    let next = 1;
    for (const r of GM_CONTRIBUTOR_TABLE) {
      expect(r.from).toBe(next);
      next = r.to + 1;
    }
    expect(next).toBe(23);
  });

  it("above 22: major +1 per point, minor +1 per 3 points (bands 23–25, 26–28), special stays 6", () => {
    expect(contributor(23, "major")).toBe(9);
    expect(contributor(30, "major")).toBe(16);
    expect([23, 24, 25].map((s) => contributor(s, "minor"))).toEqual([4, 4, 4]);
    expect([26, 27, 28, 29].map((s) => contributor(s, "minor"))).toEqual([5, 5, 5, 6]);
    expect(contributor(40, "special")).toBe(6);
  });

  it("bad scores never throw or give NaN", () => {
    expect(contributor(Number.NaN, "major")).toBe(0); // counts as an average 10
    expect(contributor(0, "major")).toBe(-5); // below 1 counts as 1
    expect(contributor(-7, "minor")).toBe(-3);
    expect(contributor(15.9, "major")).toBe(2); // fractions round down
    expect(Number.isFinite(contributor(Infinity, "major"))).toBe(true);
    expect(contributor(18, "bogus" as "major")).toBe(0);
  });
});
