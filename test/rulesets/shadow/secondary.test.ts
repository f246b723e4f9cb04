// @vitest-environment node
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SHADOW_ATTRIBUTES, clampShadowAttribute, deriveShadow, shadowAttributesFrom, shadowDefense } from "../../../module/rules.js";

const average = { accurate: 10, cunning: 10, discreet: 10, persuasive: 10, quick: 10, resolute: 10, strong: 10, vigilant: 10 };

describe("Shadow attributes (002 'Attributes')", () => {
  it("has the eight attributes of the text", () => {
    expect([...SHADOW_ATTRIBUTES]).toEqual(["accurate", "cunning", "discreet", "persuasive", "quick", "resolute", "strong", "vigilant"]);
  });

  it("clamps unreadable or out-of-range values instead of throwing", () => {
    expect(clampShadowAttribute("13")).toBe(13);
    expect(clampShadowAttribute(12.6)).toBe(13);
    expect(clampShadowAttribute(NaN)).toBe(10);
    expect(clampShadowAttribute("abc")).toBe(10);
    expect(clampShadowAttribute(Infinity)).toBe(10);
    expect(clampShadowAttribute(-4)).toBe(1);
    expect(clampShadowAttribute(99)).toBe(30);
    expect(shadowAttributesFrom({ quick: 15 })).toEqual({ ...average, quick: 15 });
    expect(shadowAttributesFrom(null)).toEqual(average);
  });
});

describe("deriveShadow: secondary attributes (002 'Secondary Attributes')", () => {
  it("Toughness = Strong, though never below 10", () => {
    expect(deriveShadow({ ...average, strong: 15 }).toughness).toBe(15);
    expect(deriveShadow({ ...average, strong: 10 }).toughness).toBe(10);
    expect(deriveShadow({ ...average, strong: 7 }).toughness).toBe(10);
    expect(deriveShadow({ ...average, strong: 5 }).toughness).toBe(10);
  });

  it("Pain Threshold = Strong/2 rounded up, from the actual Strong even when lower than 10", () => {
    expect(deriveShadow({ ...average, strong: 15 }).painThreshold).toBe(8);
    expect(deriveShadow({ ...average, strong: 10 }).painThreshold).toBe(5);
    expect(deriveShadow({ ...average, strong: 13 }).painThreshold).toBe(7);
    // Strong 7: Toughness is raised to 10 but the Pain Threshold uses 7 → 4, not 5.
    expect(deriveShadow({ ...average, strong: 7 })).toMatchObject({ toughness: 10, painThreshold: 4 });
    expect(deriveShadow({ ...average, strong: 5 }).painThreshold).toBe(3);
  });

  it("Defense = Quick − armor's Impeding, +1 with a shield", () => {
    expect(deriveShadow({ ...average, quick: 13 }).defense).toBe(13);
    expect(deriveShadow({ ...average, quick: 13 }, { impeding: 2 }).defense).toBe(11);
    expect(deriveShadow({ ...average, quick: 13 }, { impeding: 4, shield: true }).defense).toBe(10);
    expect(deriveShadow({ ...average, quick: 13 }, { shield: true }).defense).toBe(14);
    // NOTES: light armor Impeding 2, medium 3, heavy 4.
    expect([2, 3, 4].map((impeding) => deriveShadow({ ...average, quick: 11 }, { impeding }).defense)).toEqual([9, 8, 7]);
  });

  it("Corruption Threshold = Resolute/2 rounded up", () => {
    expect(deriveShadow({ ...average, resolute: 15 }).corruptionThreshold).toBe(8);
    expect(deriveShadow({ ...average, resolute: 10 }).corruptionThreshold).toBe(5);
    expect(deriveShadow({ ...average, resolute: 5 }).corruptionThreshold).toBe(3);
  });

  it("returns exactly the four numbers of the issue's API", () => {
    expect(deriveShadow({ ...average, strong: 12, quick: 14, resolute: 9 }, { impeding: 3, shield: true })).toEqual({
      toughness: 12,
      painThreshold: 6,
      defense: 12,
      corruptionThreshold: 5,
    });
    expect(deriveShadow(average)).toEqual({ toughness: 10, painThreshold: 5, defense: 10, corruptionThreshold: 5 });
  });

  it("never yields NaN or infinity, whatever comes in", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), fc.anything(), (strong, quick, resolute, impeding, shield) => {
        const d = deriveShadow({ strong, quick, resolute }, { impeding, shield });
        for (const v of Object.values(d)) expect(Number.isFinite(v)).toBe(true);
      }),
    );
    expect(deriveShadow(undefined, undefined)).toEqual({ toughness: 10, painThreshold: 5, defense: 10, corruptionThreshold: 5 });
    expect(shadowDefense(10, -3)).toBe(10);
  });
});
