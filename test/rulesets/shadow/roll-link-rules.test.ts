// @vitest-environment node
/** Shadow roll links read purely (rules/roll-links.ts), and its neutral-test table. */
import { describe, expect, it } from "vitest";
import { parseRollLink } from "../../../module/core/rules/roll-link-syntax.js";
import { NEUTRAL_ATTRIBUTES, NEUTRAL_DIFFICULTIES } from "../../../module/core/rules/neutral-test.js";
import { SHADOW_ATTRIBUTES, SHADOW_NEUTRAL_TABLE, shadowNeutralRollLink, shadowParseRollLink } from "../../../module/rules.js";

const read = (body: string, command = "test") => shadowParseRollLink(parseRollLink(command, body)!);

describe("Shadow roll links", () => {
  it("reads the issue's examples", () => {
    expect(read("accurate vs quick")).toEqual({ kind: "opposed", attribute: "accurate", opposing: "quick" });
    expect(read("cunning -2")).toEqual({ kind: "test", attribute: "cunning", difficulty: -2 });
    expect(read("vigilant")).toEqual({ kind: "test", attribute: "vigilant", difficulty: 0 });
  });

  it("holds the difficulty to the text's +5…−5 and leaves anything else as text", () => {
    expect(read("strong +5")).toEqual({ kind: "test", attribute: "strong", difficulty: 5 });
    for (const body of ["strong +6", "strong -6", "strong vs", "strong vs defense", "strong vs quick -2", "mighty", "strong hard", "strong x=1"]) {
      expect(read(body), body).toBeNull();
    }
    expect(read("strong", "check")).toBeNull();
  });

  it("maps every neutral word to one of its eight attributes and difficulties within +5…−5, harder as it goes", () => {
    for (const word of NEUTRAL_ATTRIBUTES) expect(SHADOW_ATTRIBUTES).toContain(SHADOW_NEUTRAL_TABLE.attributes[word]);
    expect(NEUTRAL_DIFFICULTIES.map((d) => SHADOW_NEUTRAL_TABLE.difficulties[d])).toEqual([4, 2, 0, -2, -4]);
    expect(shadowNeutralRollLink({ attribute: "smart", difficulty: "hard" })).toEqual({ kind: "test", attribute: "cunning", difficulty: -2 });
  });
});
