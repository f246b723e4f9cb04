// @vitest-environment node
/** Gods & Monsters roll links read purely (rules/contests/roll-links.ts), and its neutral-test table. */
import { describe, expect, it } from "vitest";
import { parseRollLink } from "../../../module/core/rules/roll-link-syntax.js";
import { NEUTRAL_ATTRIBUTES, NEUTRAL_DIFFICULTIES } from "../../../module/core/rules/neutral-test.js";
import { GM_ABILITIES, GM_DIFFICULTIES, GM_NEUTRAL_TABLE, GM_REACTIONS, gmNeutralRollLink, gmParseRollLink } from "../../../module/rules.js";

const read = (command: string, body: string) => gmParseRollLink(parseRollLink(command, body)!);

describe("G&M roll links", () => {
  it("reads the issue's examples", () => {
    expect(read("check", "strength difficulty=difficult")).toEqual({ kind: "ability", key: "strength", difficulty: "difficult", modifier: 0 });
    expect(read("reaction", "evasion -2")).toEqual({ kind: "reaction", key: "evasion", difficulty: "difficult", modifier: -2 });
    expect(read("damage", "2d6")).toEqual({ kind: "damage", formula: "2d6" });
  });

  it("takes the text's difficulty words in any case and with hyphens", () => {
    expect(read("check", "wisdom difficulty=very-difficult +1")).toMatchObject({ difficulty: "veryDifficult", modifier: 1 });
    expect(read("check", "wisdom difficulty=NearlyImpossible")).toMatchObject({ difficulty: "nearlyImpossible" });
  });

  it("leaves plain text for anything else", () => {
    for (const [command, body] of [
      ["check", "evasion"], // a reaction is /reaction
      ["reaction", "strength"],
      ["check", "strength difficulty=brutal"],
      ["check", "strength dc=12"],
      ["check", "strength -2 +1"],
      ["check", "strength two"],
      ["damage", "2d6 fire"],
      ["damage", "@str"],
      ["damage", "1d6;alert(1)"],
      ["damage", ""],
    ] as const) {
      expect(read(command, body), `${command} ${body}`).toBeNull();
    }
  });

  it("maps every neutral word to an ability or reaction and every difficulty to one of the text's words, harder as it goes", () => {
    for (const word of NEUTRAL_ATTRIBUTES) {
      const target = GM_NEUTRAL_TABLE.attributes[word];
      expect([...GM_ABILITIES, ...GM_REACTIONS]).toContain(target.key);
    }
    const modifiers = NEUTRAL_DIFFICULTIES.map((d) => GM_DIFFICULTIES[GM_NEUTRAL_TABLE.difficulties[d]]);
    expect(modifiers).toEqual([4, 2, 0, -2, -4]);
    expect(gmNeutralRollLink({ attribute: "strong", difficulty: "hard" })).toEqual({
      kind: "ability",
      key: "strength",
      difficulty: "veryDifficult",
      modifier: 0,
    });
    expect(gmNeutralRollLink({ attribute: "alert", difficulty: "normal" })).toEqual({
      kind: "reaction",
      key: "perception",
      difficulty: "difficult",
      modifier: 0,
    });
  });
});
