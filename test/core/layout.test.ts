/**
 * Only what ships lives in `module/` (issue 13 item 6): the bundle is built from `module/anthology.ts`, and a
 * build-time tool left under `module/` is one import away from being bundled into the browser. Pack source
 * builders and writers live in `tools/packs/<ruleset>/`.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const moduleDir = join(root, "module");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const shipped = files(moduleDir).filter((f) => /\.(ts|mts|js|mjs)$/.test(f));

describe("module/ holds only what ships", () => {
  it("finds the module sources", () => {
    expect(shipped.length).toBeGreaterThan(50);
  });

  it("no file under module/ imports a Node built-in (node:…)", () => {
    const offenders = shipped.flatMap((f) =>
      readFileSync(f, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${relative(root, f)}:${i + 1}` }))
        .filter(({ line }) => /(?:from\s*|import\s*\(\s*|require\s*\(\s*|import\s+)["']node:/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it("no pack source writer lives under module/ (they belong in tools/packs/<ruleset>/)", () => {
    const writers = files(moduleDir)
      .filter((f) => /^write(-sources)?\.(ts|mts|js|mjs)$/.test(basename(f)) || /(^|\/)packs\//.test(relative(moduleDir, f)))
      .map((f) => relative(root, f));
    expect(writers).toEqual([]);
  });

  it("nothing under module/ imports from tools/, test/ or bench/", () => {
    const outside = [join(root, "tools"), join(root, "test"), join(root, "bench")];
    const offenders = shipped.flatMap((f) =>
      [...readFileSync(f, "utf8").matchAll(/from\s*["'](\.{1,2}\/[^"']+)["']/g)]
        .map((m) => resolve(dirname(f), m[1]!))
        .filter((target) => outside.some((dir) => target.startsWith(`${dir}/`)))
        .map((target) => `${relative(root, f)} -> ${relative(root, target)}`),
    );
    expect(offenders).toEqual([]);
  });
});
