// @vitest-environment node
/**
 * The suite's own configuration (vitest.config.ts): limits generous enough for a loaded two-core machine, and the
 * pure files run in Node without a DOM or the Foundry harness while every other file keeps both.
 */
import { readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import config, { NODE_MARKER } from "../../vitest.config.js";

interface Project {
  test: { name: string; include: string[]; exclude?: string[]; environment: string; setupFiles?: string[]; pool?: string; isolate?: boolean };
}
const root = join(import.meta.dirname, "../..");
const test = config.test as { testTimeout?: number; hookTimeout?: number; maxWorkers?: number; projects?: Project[] };
const files = readdirSync(join(root, "test"), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => `test/${f}`);
const project = (name: string) => test.projects?.find((p) => p.test.name === name);

describe("vitest.config.ts", () => {
  it("gives a test and a hook at least 30 s (vitest's 5 s default failed right tests under load)", () => {
    expect(test.testTimeout).toBeGreaterThanOrEqual(30_000);
    expect(test.hookTimeout).toBeGreaterThanOrEqual(30_000);
  });

  it("runs a test process on every core (vitest's default leaves one idle: a single process on two cores)", () => {
    expect(test.maxWorkers).toBe(availableParallelism());
  });

  it("runs the marked pure files in Node without the harness setup, and every other file in happy-dom with it", () => {
    const rules = project("rules");
    const foundry = project("foundry");
    expect(rules?.test.environment).toBe("node");
    expect(rules?.test.setupFiles ?? []).not.toContain("test/harness/setup.ts");
    expect(foundry?.test.environment).toBe("happy-dom");
    expect(foundry?.test.setupFiles).toContain("test/harness/setup.ts");
    const marked = files.filter((f) => readFileSync(join(root, f), "utf8").startsWith(NODE_MARKER));
    expect(marked).toContain("test/rulesets/warden/pinned-rules.test.ts");
    expect([...(rules?.test.include ?? [])].sort()).toEqual([...marked].sort());
    expect([...(foundry?.test.exclude ?? [])].sort()).toEqual([...marked].sort());
    // A sheet test stays with the harness.
    expect(marked).not.toContain("test/core/actor-sheet.test.ts");
  });

  it("gives every harness file a fresh context of its own in a reused process (vmForks), never a shared module state", () => {
    const foundry = project("foundry");
    expect(foundry?.test.pool).toBe("vmForks");
    expect(foundry?.test.isolate).not.toBe(false);
  });
});
