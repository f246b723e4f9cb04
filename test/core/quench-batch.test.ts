// @vitest-environment node
/**
 * The Quench batch (quench/, README "Testing in a real world with Quench") is a module of its own: `npm run
 * build:quench` writes dist-quench/ with a manifest Foundry installs as Data/modules/anthology-quench/, and its
 * bundle registers the batch under a key whose first part is that module's id (Quench's registerBatch reports a key
 * whose package part is no installed package). It drives the system only from outside, so it imports nothing from
 * module/ and tests the installed bundle. That the system bundle leaves it out: build.test.ts.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const out = mkdtempSync(join(tmpdir(), "anthology-quench-"));

describe("npm run build:quench", () => {
  beforeAll(() => {
    execFileSync(process.execPath, ["tools/build-quench.mjs"], { cwd: root, env: { ...process.env, ANTHOLOGY_QUENCH_DIST: out }, stdio: "pipe" });
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("writes a module manifest that needs Quench and the Anthology system, and the bundle it names", () => {
    const manifest = JSON.parse(readFileSync(join(out, "module.json"), "utf8"));
    expect(manifest.id).toBe("anthology-quench");
    expect(manifest.esmodules).toEqual(["anthology-quench.mjs"]);
    for (const file of manifest.esmodules) expect(existsSync(join(out, file)), file).toBe(true);
    expect(manifest.relationships.requires.map((r: { id: string }) => r.id)).toContain("quench");
    expect(manifest.relationships.systems.map((r: { id: string }) => r.id)).toContain("anthology");
    const system = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));
    expect(manifest.compatibility.minimum).toBe(system.compatibility.minimum);
  });

  it("registers the batch on quenchReady under a key that starts with the module's id", () => {
    const bundle = readFileSync(join(out, "anthology-quench.mjs"), "utf8");
    expect(bundle).toContain('"quenchReady"');
    expect(bundle).toContain("registerBatch");
    expect(bundle).toContain('"anthology-quench.play"');
    expect(bundle).toContain('"anthology-quench.openSheet"');
  });

  it("imports nothing from the system's sources: it tests the installed system from outside", () => {
    const sources = readdirSync(join(root, "quench")).filter((f) => f.endsWith(".ts"));
    expect(sources.length).toBeGreaterThan(0);
    for (const f of sources) {
      const text = readFileSync(join(root, "quench", f), "utf8");
      expect(text, f).not.toMatch(/from\s+["'](\.\.\/)+(module|test|tools)\//);
    }
  });
});
