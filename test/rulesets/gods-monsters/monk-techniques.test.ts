// @vitest-environment node
/** Monk techniques' prices (004 "Fields and skills"): one skill 2, the field 4, widening one skill 3, two skills 2. */
import { describe, expect, it } from "vitest";
import { gmMonkTechniqueCost } from "../../../module/rules.js";

describe("gmMonkTechniqueCost", () => {
  it("the text's four prices", () => {
    expect(gmMonkTechniqueCost({ skills: [], field: false }, "skill", "Meditation")).toBe(2);
    expect(gmMonkTechniqueCost({ skills: [], field: false }, "field")).toBe(4);
    expect(gmMonkTechniqueCost({ skills: ["Meditation"], field: false }, "field")).toBe(3);
    expect(gmMonkTechniqueCost({ skills: ["Meditation", "Breathing"], field: false }, "field")).toBe(2);
  });
  it("three or more skills widen at 2 (table option); nothing to buy once held", () => {
    expect(gmMonkTechniqueCost({ skills: ["a", "b", "c"], field: false }, "field")).toBe(2);
    expect(gmMonkTechniqueCost({ skills: ["Meditation"], field: false }, "skill", " meditation ")).toBeNull();
    expect(gmMonkTechniqueCost({ skills: [], field: true }, "skill", "Breathing")).toBeNull();
    expect(gmMonkTechniqueCost({ skills: [], field: true }, "field")).toBeNull();
  });
  it("hostile arguments: no skill name buys nothing, junk counts as no techniques", () => {
    expect(gmMonkTechniqueCost({ skills: [], field: false }, "skill", "")).toBeNull();
    expect(gmMonkTechniqueCost(null as never, "field")).toBe(4);
    expect(gmMonkTechniqueCost({ skills: [null, 3, ""] as never, field: "yes" as never }, "field")).toBe(4);
    expect(gmMonkTechniqueCost({ skills: [], field: false }, "<script>" as never)).toBeNull();
  });
});
