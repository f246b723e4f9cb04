// @vitest-environment node
/**
 * Imports run one way (CONTRIBUTING "Imports run one way"), read from the sources: every relative `import`/`export …
 * from` and `import()` under module/ that brings values (an `import type` is erased by the compiler and loads
 * nothing at run time, so it is not an edge). The floors, bottom up:
 * - `rules/` folders (a room's `rules/`, `core/rules/`, `dice/rules/`): pure, they import only `rules/` files;
 * - `core/`: imports only `core/` (never the dice room, a ruleset room or the entry files above it);
 * - `dice/`: imports only `dice/` and `core/`;
 * - a ruleset room `rulesets/<r>/`: its own room, `core/` and `dice/`, never another room;
 *   inside a room, `data/` never imports `rolls/`, `chat/`, `sheets/`, `dialogs/` or `flows/` (a model's roll is
 *   registered in the ruleset's definition, module/core/documents/registered-rolls.ts);
 * - the entry files at module/'s top (anthology.ts, api.ts, rules.ts, rulesets/index.ts) may import anything.
 * And the graph has no circle.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const moduleDir = join(root, "module");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return full.endsWith(".ts") ? [full] : [];
  });
}

/** The module-relative files `file` imports values from (type-only imports and re-exports left out). */
export function valueImports(file: string, text: string): string[] {
  const out: string[] = [];
  const statements = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s+["'](\.[^"']+)["']/gm;
  for (const m of text.matchAll(statements)) {
    if (m[2]) continue;
    // `import { type A, type B } from` loads the module too (without verbatimModuleSyntax it may be elided, but the
    // project keeps such lines type-only with `import type`); count it as an edge unless every name is a type.
    const names = /^\{([^}]*)\}$/.exec(m[3].trim());
    if (
      names &&
      names[1]
        .split(",")
        .map((n) => n.trim())
        .filter(Boolean)
        .every((n) => n.startsWith("type "))
    )
      continue;
    out.push(m[4]);
  }
  for (const m of text.matchAll(/^\s*import\s+["'](\.[^"']+)["']/gm)) out.push(m[1]);
  for (const m of text.matchAll(/\bimport\(\s*["'](\.[^"']+)["']\s*\)/g)) out.push(m[1]);
  return out.map((spec) =>
    relative(moduleDir, resolve(dirname(file), spec.replace(/\.js$/, ".ts")))
      .split("\\")
      .join("/"),
  );
}

interface Place {
  floor: "rules" | "core" | "dice" | "room" | "entry";
  room?: string;
  kind?: string;
}

/** Where a module-relative path sits. */
function placeOf(path: string): Place {
  const parts = path.split("/");
  const kind = parts[0] === "rulesets" ? parts[2] : parts[1];
  if (parts.length > 2 && kind === "rules") return { floor: "rules", room: parts[0] === "rulesets" ? parts[1] : parts[0], kind };
  if (parts[0] === "core") return { floor: "core" };
  if (parts[0] === "dice") return { floor: "dice" };
  if (parts[0] === "rulesets" && parts.length > 2) return { floor: "room", room: parts[1], kind };
  return { floor: "entry" };
}

const DATA_NEVER = new Set(["rolls", "chat", "sheets", "dialogs", "flows"]);

/** Why `from` may not import `to`, or null when it may. */
export function wrongWay(from: string, to: string): string | null {
  const a = placeOf(from);
  const b = placeOf(to);
  if (a.floor === "rules") {
    if (b.floor !== "rules") return "a rules/ file imports only rules/ files";
    if (a.room !== b.room && a.room !== "core" && a.room !== "dice" && b.room !== "core" && b.room !== "dice") return "rooms never import each other";
    return null;
  }
  if (a.floor === "core") return b.floor === "core" || (b.floor === "rules" && b.room === "core") ? null : "core/ imports only core/";
  if (a.floor === "dice") {
    if (b.floor === "dice" || b.floor === "core" || (b.floor === "rules" && (b.room === "dice" || b.room === "core"))) return null;
    return "dice/ imports only dice/ and core/";
  }
  if (a.floor === "room") {
    if (b.floor === "entry") return "a room never imports the entry files above it";
    if ((b.floor === "room" || b.floor === "rules") && b.room !== "core" && b.room !== "dice" && b.room !== a.room) return "rooms never import each other";
    if (a.kind === "data" && b.floor === "room" && b.room === a.room && DATA_NEVER.has(b.kind ?? "")) return `data/ never imports ${b.kind}/`;
    return null;
  }
  return null;
}

/** The circles of a graph (strongly connected parts of more than one file, or a file importing itself). */
export function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const dep of graph.get(node) ?? []) {
      if (!graph.has(dep)) continue;
      if (!index.has(dep)) {
        visit(dep);
        low.set(node, Math.min(low.get(node)!, low.get(dep)!));
      } else if (onStack.has(dep)) low.set(node, Math.min(low.get(node)!, index.get(dep)!));
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const graph = new Map(sources(moduleDir).map((file) => [relative(moduleDir, file).split("\\").join("/"), valueImports(file, readFileSync(file, "utf8"))]));

describe("imports run one way", () => {
  it("reads the module sources and their imports", () => {
    expect(graph.size).toBeGreaterThan(300);
    expect([...graph.values()].flat().length).toBeGreaterThan(1000);
  });

  it("every import goes down or sideways: rules/ only rules/, core/ only core/, dice/ only dice/ and core/, rooms never each other, data/ never rolls/", () => {
    const wrong = [...graph].flatMap(([from, deps]) =>
      deps
        .map((to) => ({ to, why: wrongWay(from, to) }))
        .filter((d) => d.why)
        .map((d) => `${from} → ${d.to}: ${d.why}`),
    );
    expect(wrong).toEqual([]);
  });

  it("the import graph has no circle", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("the rules read as the guide states them (each rule refuses a sample of what it forbids)", () => {
    expect(wrongWay("rulesets/warden/rules/check.ts", "core/integer.ts")).toMatch(/rules\//);
    expect(wrongWay("rulesets/warden/rules/check.ts", "core/rules/integer.ts")).toBeNull();
    expect(wrongWay("rulesets/warden/rules/check.ts", "dice/rules/index.ts")).toBeNull();
    expect(wrongWay("rulesets/warden/rules/check.ts", "rulesets/shadow/rules/index.ts")).toMatch(/each other/);
    expect(wrongWay("core/preload.ts", "dice/rolls/templates.ts")).toMatch(/core/);
    expect(wrongWay("core/api.ts", "rules.ts")).toMatch(/core/);
    expect(wrongWay("core/requests/cards.ts", "core/rules/chance.ts")).toBeNull();
    expect(wrongWay("dice/flow/request.ts", "core/keybindings.ts")).toBeNull();
    expect(wrongWay("dice/flow/request.ts", "rulesets/gm/rolls/x.ts")).toMatch(/dice/);
    expect(wrongWay("rulesets/warden/data/items/weapon.ts", "rulesets/warden/rolls/check.ts")).toMatch(/data\/ never imports rolls/);
    expect(wrongWay("rulesets/warden/data/items/weapon.ts", "rulesets/warden/rules/check.ts")).toBeNull();
    expect(wrongWay("rulesets/warden/rolls/check.ts", "rulesets/shadow/rolls/attack.ts")).toMatch(/each other/);
    expect(wrongWay("rulesets/warden/rolls/check.ts", "rules.ts")).toMatch(/entry/);
    expect(wrongWay("anthology.ts", "rulesets/warden/ruleset.ts")).toBeNull();
    expect(
      circles(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", ["a"]],
          ["d", ["a"]],
        ]),
      ),
    ).toEqual([["a", "b", "c"]]);
    expect(
      valueImports(
        join(moduleDir, "core/x.ts"),
        'import type { A } from "./a.js";\nimport { type B } from "./b.js";\nimport { C } from "../dice/c.js";\nconst m = await import("./d.js");',
      ),
    ).toEqual(["dice/c.ts", "core/d.ts"]);
  });
});

describe("text through the adapter", () => {
  it("game.i18n is read only in module/core/foundry/ (everything else asks its localize, format or translations)", () => {
    const readers = sources(moduleDir)
      .filter((file) => !relative(moduleDir, file).split("\\").join("/").startsWith("core/foundry/"))
      .filter((file) =>
        /\bgame\.i18n\b/.test(
          readFileSync(file, "utf8")
            .replace(/\/\*[\s\S]*?\*\//g, "")
            .replace(/(^|[^:"'`])\/\/.*$/gm, "$1"),
        ),
      )
      .map((file) => relative(root, file));
    expect(readers).toEqual([]);
  });
});
