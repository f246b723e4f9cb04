/** The README's `game.anthology` table names every entry the system sets, so macro authors find each one (issue 17). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { anthologyApi } from "../../module/api.js";
import { SHADOW_MACRO_API } from "../../module/rulesets/shadow/ruleset.js";
import { WARDEN_MACRO_API } from "../../module/rulesets/warden/ruleset.js";

const readme = readFileSync(join(__dirname, "../../README.md"), "utf8");
const section = readme.slice(readme.indexOf("## `game.anthology` for macro authors"), readme.indexOf("## Hooks for modules and macros"));

describe("README documents game.anthology", () => {
  it("has the section", () => {
    expect(section.length).toBeGreaterThan(500);
  });

  it("names every top-level entry, every dice roll and every ruleset macro", () => {
    const api = anthologyApi() as unknown as Record<string, unknown>;
    for (const key of Object.keys(api)) expect(section, key).toContain(`\`${key}`);
    for (const roll of ["rollUnder", "rollKeep", "rollAdvantage", "skipDialogFor"]) expect(section).toContain(`dice.${roll}`);
    for (const key of Object.keys(SHADOW_MACRO_API)) expect(section).toContain(`shadow.${key}`);
    for (const key of Object.keys(WARDEN_MACRO_API)) expect(section).toContain(`warden.${key}`);
    expect(section).toContain("gm.consequences");
  });
});
