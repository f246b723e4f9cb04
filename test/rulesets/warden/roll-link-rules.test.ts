// @vitest-environment node
/** Warden roll links read purely (rules/roll-links.ts), and its neutral-test table. */
import { describe, expect, it } from "vitest";
import { parseRollLink } from "../../../module/core/rules/roll-link-syntax.js";
import { NEUTRAL_ATTRIBUTES, NEUTRAL_DIFFICULTIES } from "../../../module/core/rules/neutral-test.js";
import { WARDEN_ATTRIBUTES, WARDEN_AVERAGE_DC, WARDEN_NEUTRAL_TABLE, wardenNeutralRollLink, wardenParseRollLink } from "../../../module/rules.js";

const read = (command: string, body: string) => wardenParseRollLink(parseRollLink(command, body)!);

describe("Warden roll links", () => {
  it("reads the issue's examples", () => {
    expect(read("save", "dex dc=15")).toEqual({ kind: "save", attribute: "dex", dc: 15, dice: [] });
    expect(read("action", "str +d6")).toEqual({ kind: "action", attribute: "str", dc: null, dice: [6] });
    expect(read("action", "wil +d4 +d8 dc=24")).toEqual({ kind: "action", attribute: "wil", dc: 24, dice: [4, 8] });
  });

  it("leaves anything else as text", () => {
    for (const [command, body] of [
      ["save", "strength"],
      ["save", "dex dc=0"],
      ["save", "dex dc=100"],
      ["save", "dex dc=hard"],
      ["action", "str d6"],
      ["action", "str +d1"],
      ["action", "str +d101"],
      ["action", `str ${"+d6 ".repeat(9)}`],
      ["action", "str advantage=1"],
      ["check", "str"],
    ] as const) {
      expect(read(command, body), `${command} ${body}`).toBeNull();
    }
  });

  it("maps every neutral word to STR, DEX or WIL and difficulties to DCs around the text's average 20", () => {
    for (const word of NEUTRAL_ATTRIBUTES) expect(WARDEN_ATTRIBUTES).toContain(WARDEN_NEUTRAL_TABLE.attributes[word]);
    expect(NEUTRAL_DIFFICULTIES.map((d) => WARDEN_NEUTRAL_TABLE.difficulties[d])).toEqual([12, 16, 20, 24, 28]);
    expect(WARDEN_NEUTRAL_TABLE.difficulties.normal).toBe(WARDEN_AVERAGE_DC);
    expect(wardenNeutralRollLink({ attribute: "quick", difficulty: "easy" })).toEqual({ kind: "action", attribute: "dex", dc: 16, dice: [] });
  });
});
