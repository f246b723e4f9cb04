// @vitest-environment node
/**
 * The README's table of the ruleset-neutral test is the rulesets' pure tables, word for word: a change to a
 * mapping that forgets the documentation fails here.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { NEUTRAL_ATTRIBUTES, NEUTRAL_DIFFICULTIES } from "../../module/core/rules/neutral-test.js";
import { GM_DIFFICULTIES, GM_NEUTRAL_TABLE, RK_DIFFICULTIES, RK_NEUTRAL_TABLE, SHADOW_NEUTRAL_TABLE, WARDEN_NEUTRAL_TABLE } from "../../module/rules.js";

const root = resolve(import.meta.dirname, "../..");
const en = JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8")).ANTHOLOGY;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

/** The table's rows as the README should show them. */
function neutralTableRows(): string[] {
  const attributes = NEUTRAL_ATTRIBUTES.map((word) => {
    const gm = GM_NEUTRAL_TABLE.attributes[word];
    const gmCell = gm.kind === "ability" ? en.GM.Ability[gm.key] : `${en.GM.Reaction[gm.key]} (reaction)`;
    const shadow = en.Shadow.Attribute[SHADOW_NEUTRAL_TABLE.attributes[word]];
    const warden = en.Warden.Attribute[WARDEN_NEUTRAL_TABLE.attributes[word]];
    const rk = en.RollKeep.Attribute[RK_NEUTRAL_TABLE.attributes[word]];
    return `| \`${word}\` | ${gmCell} | ${shadow} | ${warden} | ${rk} |`;
  });
  const difficulties = NEUTRAL_DIFFICULTIES.map((word) => {
    const gm = GM_NEUTRAL_TABLE.difficulties[word];
    const rk = RK_NEUTRAL_TABLE.difficulties[word];
    const rkName = RK_DIFFICULTIES.find((d) => d.value === rk)!.id;
    return `| \`${word}\`${word === "normal" ? " (default)" : ""} | ${en.GM.Difficulty[gm]} (${signed(GM_DIFFICULTIES[gm])}) | difficulty ${signed(SHADOW_NEUTRAL_TABLE.difficulties[word])} | DC ${WARDEN_NEUTRAL_TABLE.difficulties[word]} | ${rk} (${en.RollKeep.Difficulty[rkName]}) |`;
  });
  return [...attributes, ...difficulties];
}

describe("README: the ruleset-neutral test", () => {
  it("documents exactly the rulesets' tables", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const block = /<!-- neutral-test table[^>]*-->\n\| word .*\n\| --- .*\n([\s\S]*?)\n<!-- end of neutral-test table -->/.exec(readme);
    expect(block, "the README has the neutral-test table").not.toBeNull();
    expect(block![1]!.split("\n")).toEqual(neutralTableRows());
  });
});
