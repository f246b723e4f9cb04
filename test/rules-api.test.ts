import { describe, expect, it } from "vitest";
import * as rules from "../module/rules.js";

describe("module/rules.ts", () => {
  it("imports in plain Node without Foundry globals", () => {
    expect(typeof rules).toBe("object");
    expect((globalThis as Record<string, unknown>).foundry).toBeUndefined();
  });
});
