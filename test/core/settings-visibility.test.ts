/** Issue 11 (small): a world's settings window lists only its own ruleset's settings; the others stay registered. */
import { describe, expect, it } from "vitest";
import { registerRulesets } from "../../module/core/registry.js";
import { RULESETS } from "../../module/rulesets/index.js";

interface Settings {
  settings: Map<string, { config?: boolean }>;
  menus: Map<string, unknown>;
}
const settings = () => game.settings as unknown as Settings;

describe("settings of inactive rulesets", () => {
  it("in a G&M world, Warden's settings are registered but hidden and R&K's menu is absent", () => {
    registerRulesets(RULESETS, "gm");
    expect(settings().settings.get("anthology.wardenSlots")?.config).toBe(false);
    expect(settings().settings.get("anthology.wardenTraitTables")?.config).toBe(false);
    expect([...settings().menus.keys()].some((k) => k.startsWith("anthology.rk"))).toBe(false);
  });

  it("in a Warden world they are shown, and in an R&K world its colour-links menu is there", () => {
    registerRulesets(RULESETS, "warden");
    expect(settings().settings.get("anthology.wardenSlots")?.config).toBe(true);
    settings().menus.clear();
    registerRulesets(RULESETS, "rk");
    expect([...settings().menus.keys()].some((k) => k.startsWith("anthology.rk"))).toBe(true);
  });
});
