/**
 * The harness's client language (test/harness/i18n.ts `setLanguage`, used by the play-through's per-language pass):
 * lang/<lang>.json over English, as v13's Localization#initialize loads the core language with English as the
 * fallback of a missing key; a value that is not a language code is refused, never read as a path.
 */
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "./i18n.js";

afterEach(() => i18n.setLanguage("en"));

describe("harness i18n language", () => {
  it("German strings after setLanguage('de'), English again after setLanguage('en')", () => {
    i18n.setLanguage("de");
    expect(i18n.lang).toBe("de");
    expect(i18n.localize("ANTHOLOGY.Shadow.Secondary.toughness")).toBe("Zähigkeit");
    i18n.setLanguage("en");
    expect(i18n.localize("ANTHOLOGY.Shadow.Secondary.toughness")).toBe("Toughness");
  });

  it("refuses what is not a language code", () => {
    expect(() => i18n.setLanguage("../system")).toThrow(/Not a language code/);
    expect(i18n.lang).toBe("en");
  });
});
