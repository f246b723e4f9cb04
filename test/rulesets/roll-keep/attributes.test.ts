// @vitest-environment node
import { describe, expect, it } from "vitest";
import { RK_ATTRIBUTES, RK_COLOURS, RK_DEFAULT_COLOUR_LINKS, rkColourLinks, rkColourOf } from "../../../module/rules.js";

describe("attributes and colours (000, NOTES.md)", () => {
  it("names the seven attributes and five colours", () => {
    expect(RK_ATTRIBUTES).toEqual(["strength", "finesse", "endurance", "cunning", "intelligence", "acuity", "charisma"]);
    expect(RK_COLOURS).toEqual(["white", "blue", "black", "red", "green"]);
  });

  it("the text's example fixes Cunning → black and Intelligence → blue", () => {
    expect(rkColourOf("cunning")).toBe("black");
    expect(rkColourOf("intelligence")).toBe("blue");
  });

  it("Endurance, Strength and Finesse default to colours other than black and blue", () => {
    for (const a of ["endurance", "strength", "finesse"] as const) expect(["white", "red", "green"]).toContain(RK_DEFAULT_COLOUR_LINKS[a]);
  });

  it("every attribute has a default colour", () => {
    for (const a of RK_ATTRIBUTES) expect(RK_COLOURS).toContain(RK_DEFAULT_COLOUR_LINKS[a]);
  });

  it("a stored setting overrides links, may unlink an attribute, and falls back to defaults for junk", () => {
    const links = rkColourLinks({ strength: "white", acuity: null, charisma: "purple", cunning: "" });
    expect(links.strength).toBe("white");
    expect(links.acuity).toBeNull();
    expect(links.charisma).toBe(RK_DEFAULT_COLOUR_LINKS.charisma);
    expect(links.cunning).toBeNull();
    expect(rkColourOf("strength", links)).toBe("white");
    expect(rkColourLinks("garbage")).toEqual(RK_DEFAULT_COLOUR_LINKS);
    expect(rkColourLinks(undefined)).toEqual(RK_DEFAULT_COLOUR_LINKS);
  });
});
