/** The pure reading of roll links and of the neutral test (module/core/enrichers/). */
import { describe, expect, it } from "vitest";
import { parseRollLink, rollLinkPatternSource, signedInteger } from "../../module/core/rules/roll-link-syntax.js";
import { NEUTRAL_ATTRIBUTES, NEUTRAL_DIFFICULTIES, parseNeutralTest } from "../../module/core/rules/neutral-test.js";
import { parseTableLink } from "../../module/core/enrichers/table-link.js";

const link = (text: string) => {
  const m = new RegExp(rollLinkPatternSource(["check", "test", "table"]), "i").exec(text);
  return m ? parseRollLink(m[1], m[2]) : null;
};

describe("roll link syntax", () => {
  it("reads the command, words and options in lower case, keeping the words as written", () => {
    expect(link("[[/check Strength difficulty=Difficult]]")).toEqual({
      command: "check",
      words: ["strength"],
      options: { difficulty: "difficult" },
      written: ["Strength"],
    });
    expect(link("[[/test cunning -2]]")).toEqual({ command: "test", words: ["cunning", "-2"], options: {}, written: ["cunning", "-2"] });
    expect(link("[[/table Scars]]")?.written).toEqual(["Scars"]);
  });

  it("matches only the commands asked for, one link at a time, never across brackets", () => {
    const pattern = new RegExp(rollLinkPatternSource(["check"]), "gi");
    expect([..."[[/check a]] and [[/check b]]".matchAll(pattern)].map((m) => m[2])).toEqual(["a", "b"]);
    expect("[[/damage 2d6]]".match(pattern)).toBeNull();
    expect("[[/check a [[/check b]]".match(pattern)?.[0]).toBe("[[/check b]]");
    expect("[[/check a]]]".match(pattern)).toBeNull();
  });

  it("refuses a repeated option, an option without a key or value, and a body over 200 characters", () => {
    expect(parseRollLink("check", "strength difficulty=easy difficulty=hard")).toBeNull();
    expect(parseRollLink("check", "strength =easy")).toBeNull();
    expect(parseRollLink("check", "strength difficulty=")).toBeNull();
    expect(parseRollLink("check", "x".repeat(201))).toBeNull();
    expect(parseRollLink("check", undefined)).toEqual({ command: "check", words: [], options: {}, written: [] });
    expect(parseRollLink("<b>", "x")).toBeNull();
  });

  it("reads signed integers and nothing else", () => {
    expect([signedInteger("-2"), signedInteger("+3"), signedInteger("4"), signedInteger("2d6"), signedInteger("1e3"), signedInteger(undefined)]).toEqual([
      -2,
      3,
      4,
      null,
      null,
      null,
    ]);
  });

  it("a table link names its table as written", () => {
    expect(parseTableLink(link("[[/table Critical Scars]]")!)).toBe("Critical Scars");
    expect(parseTableLink(link("[[/table]]")!)).toBeNull();
  });
});

describe("the neutral test", () => {
  it("takes an attribute word and a difficulty word (normal when none)", () => {
    expect(parseNeutralTest(link("[[/test strong hard]]")!)).toEqual({ attribute: "strong", difficulty: "hard" });
    expect(parseNeutralTest(link("[[/test wise]]")!)).toEqual({ attribute: "wise", difficulty: "normal" });
    expect(parseNeutralTest(link("[[/test strong very-hard]]")!)).toEqual({ attribute: "strong", difficulty: "very-hard" });
  });

  it("refuses unknown words, extra words and options", () => {
    for (const text of ["[[/test mighty hard]]", "[[/test strong brutal]]", "[[/test strong hard now]]", "[[/test strong dc=5]]", "[[/test]]"]) {
      expect(parseNeutralTest(link(text)!), text).toBeNull();
    }
  });

  it("has a small fixed vocabulary", () => {
    expect(NEUTRAL_ATTRIBUTES).toEqual(["strong", "quick", "tough", "smart", "wise", "charming", "sneaky", "alert"]);
    expect(NEUTRAL_DIFFICULTIES).toEqual(["very-easy", "easy", "normal", "hard", "very-hard"]);
  });
});
