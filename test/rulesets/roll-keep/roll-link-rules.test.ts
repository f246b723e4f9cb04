// @vitest-environment node
/** Roll & Keep roll links read purely (rules/roll-links.ts), and its neutral-test table. */
import { describe, expect, it } from "vitest";
import { parseRollLink } from "../../../module/core/rules/roll-link-syntax.js";
import { NEUTRAL_ATTRIBUTES, NEUTRAL_DIFFICULTIES } from "../../../module/core/rules/neutral-test.js";
import { RK_ATTRIBUTES, RK_DIFFICULTIES, RK_NEUTRAL_TABLE, rkLinkSpecialityIds, rkNeutralRollLink, rkParseRollLink } from "../../../module/rules.js";

const read = (body: string, command = "keep") => rkParseRollLink(parseRollLink(command, body)!);

describe("Roll & Keep roll links", () => {
  it("reads the issue's example and the text's difficulty words", () => {
    expect(read("cunning deceit difficulty=6")).toEqual({ attribute: "cunning", specialities: ["deceit"], difficulty: 6 });
    expect(read("acuity acute-hearing difficulty=challenging")).toEqual({ attribute: "acuity", specialities: ["acute-hearing"], difficulty: 7 });
    expect(read("strength")).toEqual({ attribute: "strength", specialities: [], difficulty: 6 });
    expect(read("strength difficulty=extremely-difficult")).toMatchObject({ difficulty: 9 });
  });

  it("leaves anything else as text", () => {
    for (const body of ["brawn", "cunning difficulty=0", "cunning difficulty=11", "cunning difficulty=brutal", "cunning dc=6", "cunning <b>"]) {
      expect(read(body), body).toBeNull();
    }
  });

  it("finds the roller's specialities by name, and refuses when one is missing", () => {
    const own = [
      { id: "a1", name: "Deceit", attribute: "cunning" as const },
      { id: "b2", name: "Acute Hearing", attribute: "acuity" as const },
    ];
    expect(rkLinkSpecialityIds(own, ["acute-hearing", "deceit"])).toEqual(["b2", "a1"]);
    expect(rkLinkSpecialityIds(own, ["stealth"])).toBeNull();
  });

  it("maps every neutral word to one of its seven attributes and difficulties to the text's named ones, harder as it goes", () => {
    for (const word of NEUTRAL_ATTRIBUTES) expect(RK_ATTRIBUTES).toContain(RK_NEUTRAL_TABLE.attributes[word]);
    const values = NEUTRAL_DIFFICULTIES.map((d) => RK_NEUTRAL_TABLE.difficulties[d]);
    expect(values).toEqual([3, 4, 6, 8, 9]);
    for (const v of values) expect(RK_DIFFICULTIES.map((d) => d.value)).toContain(v);
    expect(rkNeutralRollLink({ attribute: "sneaky", difficulty: "normal" })).toEqual({ attribute: "cunning", specialities: [], difficulty: 6 });
  });
});
