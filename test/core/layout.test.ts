// @vitest-environment node
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

  it('no pack writer rewrites lang/en.json (text shared by cards and packs lives there once; CONTRIBUTING "Packs")', () => {
    const writers = files(join(root, "tools", "packs")).filter((f) => /\.(ts|mts|js|mjs)$/.test(f));
    expect(writers.length).toBeGreaterThan(4);
    const offenders = writers
      .filter((f) => {
        const text = readFileSync(f, "utf8");
        return /writeFile(Sync)?\s*\(/.test(text) && /en\.json/.test(text);
      })
      .map((f) => relative(root, f));
    expect(offenders).toEqual([]);
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

/**
 * One folder vocabulary for every ruleset (issue 13 item 3; CONTRIBUTING "One folder vocabulary for every room"):
 * a reader who knows one room finds the same kind of file under the same folder name in the others.
 */
describe("every ruleset room has the same shape", () => {
  const MODULE_FOLDERS = ["chat", "data", "dialogs", "flows", "rolls", "rules", "sheets"];
  const TEMPLATE_FOLDERS = ["actor", "chat", "dialogs", "item", "parts"];
  const rooms = readdirSync(join(moduleDir, "rulesets")).filter((name) => statSync(join(moduleDir, "rulesets", name)).isDirectory());
  const folders = (dir: string) => readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());

  it("every room has its registration, and the registry lists exactly the rooms there are", () => {
    const registry = readFileSync(join(moduleDir, "rulesets", "index.ts"), "utf8");
    const registered = [...registry.matchAll(/from "\.\/([^/]+)\/ruleset\.js"/g)].map((m) => m[1]!).sort();
    expect(rooms.length).toBeGreaterThanOrEqual(4);
    expect(registered).toEqual([...rooms].sort());
    for (const room of rooms) expect(statSync(join(moduleDir, "rulesets", room, "ruleset.ts")).isFile()).toBe(true);
  });

  it("module/rulesets/<r>/ uses only the shared folder names (at most 8 across the four)", () => {
    const used = new Set(rooms.flatMap((room) => folders(join(moduleDir, "rulesets", room))));
    const strays = rooms.flatMap((room) =>
      folders(join(moduleDir, "rulesets", room))
        .filter((f) => !MODULE_FOLDERS.includes(f))
        .map((f) => `${room}/${f}`),
    );
    expect(strays).toEqual([]);
    expect(used.size).toBeLessThanOrEqual(8);
  });

  it("templates/<r>/ uses only the shared folder names", () => {
    const strays = rooms.flatMap((room) =>
      folders(join(root, "templates", room))
        .filter((f) => !TEMPLATE_FOLDERS.includes(f))
        .map((f) => `${room}/${f}`),
    );
    expect(strays).toEqual([]);
  });
});

/**
 * Sources of truth named where they live (issue 13 item 7): a comment in shipped code cites the rules text's section,
 * the README or CONTRIBUTING, never an issue number (the tracker is not shipped) or a `../shared` path.
 */
describe("comments cite where their truth lives", () => {
  // styles/ and templates/ ship too (their comments reach every install), so they follow the same rule.
  it("no issue numbers or ../shared paths in module/, styles/ or templates/", () => {
    const offenders = [moduleDir, join(root, "styles"), join(root, "templates")]
      .flatMap((dir) => files(dir))
      .filter((f) => /\.(ts|md|css|hbs)$/.test(f))
      .flatMap((f) =>
        readFileSync(f, "utf8")
          .split("\n")
          .map((line, i) => ({ line, at: `${relative(root, f)}:${i + 1}` })),
      )
      .filter(({ line }) => /\b[Ii]ssue \d+|\.\.\/shared\//.test(line))
      .map(({ at }) => at);
    expect(offenders).toEqual([]);
  });
});

/**
 * Typed system data (CONTRIBUTING "Data models"): documents, systems and cards are read through guards typed by
 * their models, so a cast that silences the compiler is an exception with a reason beside it. The budget counts
 * `as never` and `as unknown as` under module/ (each occurrence); it may only go down.
 */
describe("casts stay the exception", () => {
  it("at most 40 `as never` / `as unknown as` under module/", () => {
    const casts = shipped.flatMap((f) => [...readFileSync(f, "utf8").matchAll(/\bas never\b|\bas unknown as\b/g)].map(() => relative(root, f)));
    expect(casts.length).toBeLessThanOrEqual(40);
  });
});
