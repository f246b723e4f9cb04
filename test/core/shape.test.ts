// @vitest-environment node
import { describe, expect, it } from "vitest";
import { asList, asRecord, asRecords, isRecord } from "../../module/core/rules/shape.js";

describe("shape checks at the rules' boundaries", () => {
  it("reads lists: arrays as they are, Sets and other iterables as their values, anything else as empty", () => {
    const list = [1, "a"];
    expect(asList(list)).toBe(list);
    expect(asList(new Set([2, 3]))).toEqual([2, 3]);
    expect(asList(new Map([["k", 1]]).values())).toEqual([1]);
    for (const junk of [undefined, null, 0, "abc", { length: 2 }, Number.NaN]) expect(asList(junk)).toEqual([]);
  });

  it("reads records: objects as they are, arrays and everything else as {}", () => {
    const rec = { a: 1 };
    expect(asRecord(rec)).toBe(rec);
    for (const junk of [undefined, null, 5, "x", [1], true]) expect(asRecord(junk)).toEqual({});
    expect(isRecord([])).toBe(false);
  });

  it("keeps only the objects of a list", () => {
    expect(asRecords([{ a: 1 }, null, 3, "s", [1], { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(asRecords("not a list")).toEqual([]);
  });
});
