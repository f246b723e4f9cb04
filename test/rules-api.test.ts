/**
 * The pure rules API that tests outside this repository call (issues 3–7), imported the way they will import it:
 * in plain Node, with no Foundry globals, checked on the rules texts' own examples.
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

let api: Record<string, unknown>;

const CALLS = `
const r = await import("./module/rules.ts");
const out = {
  names: Object.keys(r).sort(),
  foundry: typeof globalThis.foundry,
  keepOdds: r.keepOdds({ roll: 2, keep: 1, difficulty: 10 }),
  evaluateKeep: r.evaluateKeep([7, 2, 9, 1, 10, 6], { keep: 4, difficulty: 7 }),
  botch: r.evaluateKeep([1, 3, 5], { keep: 2, difficulty: 6 }),
  rollUnder: [r.rollUnderOdds({ target: 11 }), r.rollUnderOdds({ target: 11, favour: 1 }), r.rollUnderOdds({ target: 11, favour: -1 }), r.rollUnderOdds({ target: 0 }), r.rollUnderOdds({ target: 25 })],
  warden: [r.wardenOdds({ modifier: 0, dc: 11 }), r.wardenOdds({ modifier: 5, advantage: 0, objects: [{ faces: 4 }], dc: 10 })],
  wardenSucceeds: [r.wardenSucceeds({ initiator: 28, target: 21 }), r.wardenSucceeds({ initiator: 21, target: 21 }), r.wardenSucceeds({ initiator: 20, target: 21 })],
  scars: [r.scarFor(13), r.scarFor(12), r.scarFor(3), r.scarFor(1)],
  cast: r.castOutcome({ slotFaces: [5], dustFaces: [2, 2] }),
  castFails: r.castOutcome({ slotFaces: [3, 3], dustFaces: [3] }),
  shadow: r.deriveShadow({ accurate: 15, cunning: 9, discreet: 10, persuasive: 7, quick: 13, resolute: 11, strong: 13, vigilant: 12 }, { impeding: 3, shield: true }),
  weakShadow: r.deriveShadow({ accurate: 10, cunning: 10, discreet: 10, persuasive: 10, quick: 10, resolute: 10, strong: 7, vigilant: 10 }),
  modifiers: [5, 10, 15].map((o) => r.shadowModifier(o)),
  death: [r.deathTest(1, 0), r.deathTest(2, 0), r.deathTest(10, 0), r.deathTest(11, 0), r.deathTest(19, 1), r.deathTest(11, 2), r.deathTest(20, 0)],
  pools: [
    r.keepPool({ attribute: 4, specialities: 1, mana: { white: 0, blue: 2, black: 3, red: 0, green: 0 }, colour: "black" }),
    r.keepPool({ attribute: 3, mana: { white: 0, blue: 2, black: 3, red: 0, green: 0 }, colour: "blue" }),
    r.keepPool({ attribute: 3, specialities: 1, mana: { white: 0, blue: 2, black: 3, red: 0, green: 0 }, colour: "green" }),
    r.keepPool({ attribute: 2, mana: { white: 0, blue: 2, black: 3, red: 0, green: 0 }, colour: "red" }),
    r.keepPool({ attribute: 2, mana: { white: 0, blue: 0, black: 0, red: 0, green: 0 }, colour: null }),
  ],
  contributors: [[1, "major"], [18, "major"], [18, "minor"], [18, "special"], [25, "major"], [25, "minor"]].map(([s, k]) => r.contributor(s, k)),
};
console.log(JSON.stringify(out));
`;

beforeAll(() => {
  const root = resolve(import.meta.dirname, "..");
  const stdout = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", CALLS], { cwd: root, encoding: "utf8" });
  api = JSON.parse(stdout.trim().split("\n").pop()!);
}, 60_000);

describe("module/rules.ts in plain Node", () => {
  it("imports without Foundry globals and exports every function the issues name", () => {
    expect(api.foundry).toBe("undefined");
    const names = api.names as string[];
    for (const n of [
      "keepOdds",
      "rollUnderOdds",
      "wardenOdds",
      "evaluateKeep",
      "contributor",
      "deriveGodsMonsters",
      "wardenSucceeds",
      "scarFor",
      "castOutcome",
      "deriveShadow",
      "shadowModifier",
      "deathTest",
      "keepPool",
    ]) {
      expect(names, n).toContain(n);
    }
  });

  it("dice: exact odds and keep evaluation", () => {
    const k = api.keepOdds as { exactly: number[]; botch: number };
    expect(k.exactly[1]).toBeCloseTo(0.19, 12); // 1 − 0.9² that a d10 shows 10
    expect(k.botch).toBeCloseTo(0.9 ** 2 - 0.8 ** 2, 12); // no 10, and not "no 1 either": 0.81 − 0.64 = 0.17
    expect(api.evaluateKeep).toMatchObject({ kept: [10, 9, 7, 6], successes: 3, botch: false, degree: "complete" });
    expect(api.botch).toMatchObject({ successes: 0, botch: true, degree: "botch" });
    expect(api.rollUnder).toEqual([0.55, expect.closeTo(1 - 0.45 ** 2, 12), expect.closeTo(0.55 ** 2, 12), 0, 1]);
    expect((api.warden as number[])[0]).toBeCloseTo(0.5, 12);
    expect((api.warden as number[])[1]).toBeCloseTo(74 / 80, 12); // d20 + 5 + d4 ≥ 10 fails only when d20 + d4 ≤ 4: 6 of 80
  });

  it("Warden: Ael'Onor's IR 28 beats TR 21, ties go to the initiator; Scars; Barry's Mirror Image", () => {
    expect(api.wardenSucceeds).toEqual([true, true, false]);
    expect(api.scars).toEqual([12, 12, 3, 1]);
    expect(api.cast).toEqual({ fatigue: 1, sum: 9, mishap: true, fails: false });
    expect(api.castFails).toMatchObject({ mishap: true, fails: true });
  });

  it("Shadow: derived attributes, the opposed modifier and death tests", () => {
    expect(api.shadow).toEqual({ toughness: 13, painThreshold: 7, defense: 11, corruptionThreshold: 6 });
    expect(api.weakShadow).toMatchObject({ toughness: 10, painThreshold: 4, defense: 10 });
    expect(api.modifiers).toEqual([5, 0, -5]);
    expect(api.death).toEqual(["wakes", "stable", "stable", "closer", "closer", "dies", "dies"]);
  });

  it("Roll & Keep: the character with 3 black and 2 blue mana (lie, enchantment, fire, staff)", () => {
    expect(api.pools).toEqual([
      { roll: 5, keep: 4 },
      { roll: 3, keep: 2 },
      { roll: 4, keep: 2 },
      { roll: 2, keep: 1 },
      { roll: 2, keep: 1 },
    ]);
  });

  it("Gods & Monsters: contributors from the table, including above 22", () => {
    expect(api.contributors).toEqual([-5, 4, 2, 5, 11, 4]);
  });
});
