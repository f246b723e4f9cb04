// @vitest-environment node
// CONTRIBUTING "Adding a fifth ruleset" promises the files a new ruleset touches outside its room. This test counts
// them: the table of files it must touch, and every shared file that still holds a per-ruleset list or entry
// (found by reading the code, so a new hard-coded list fails here until it reads the registry or is listed).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const contributing = readFileSync(join(root, "CONTRIBUTING.md"), "utf8");
const section = contributing.slice(contributing.indexOf("## Adding a fifth ruleset"), contributing.indexOf("## Before you commit"));

/** The first backticked cell of each table row after `heading` in the section, up to the next blank line. */
function tableFiles(after: string): string[] {
  const rest = section.slice(section.indexOf(after));
  const table = rest.slice(rest.indexOf("|"), rest.indexOf("\n\n", rest.indexOf("|")));
  return table
    .split("\n")
    .map((l) => /^\s*\|\s*`([^`]+)`/.exec(l)?.[1])
    .filter((f): f is string => !!f);
}

const IDS = ["gm", "shadow", "warden", "rk"];
const FOLDERS: Record<string, string> = { "gods-monsters": "gm", "roll-keep": "rk" };
const KEY = /^\s*["']?(gm|shadow|warden|rk)["']?\s*:/;
const INLINE = /["'`](gm|shadow|warden|rk)["'`]|\b(gm|shadow|warden|rk)\s*:|\b(gods-monsters|roll-keep)\b/g;

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    return statSync(join(root, rel)).isDirectory() ? files(rel) : [rel];
  });
}

/** A room's own files, wherever they are: its module, test, pack-writing and gallery folders, and the fixture. */
function inARoom(file: string): boolean {
  return /^(module\/rulesets\/[^/]+\/|test\/rulesets\/|test\/fixtures\/|tools\/packs\/(?!core\/)[^/]+\/|test\/gallery\/(?!roll-links|dice|limited|page))/.test(
    file,
  );
}

/** A shared file holding an entry per ruleset: three ids as keys, or three on one line; or a shared folder's file named by a ruleset. */
function perRuleset(file: string): boolean {
  const text = readFileSync(join(root, file), "utf8");
  const lines = text.split("\n");
  const keys = new Set(lines.map((l) => KEY.exec(l)?.[1]).filter(Boolean));
  const onOneLine = lines.some((l) => new Set([...l.matchAll(INLINE)].map((m) => m[1] ?? m[2] ?? FOLDERS[m[3]!])).size >= 3);
  return keys.size >= 3 || onOneLine;
}

const scanned = ["module", "tools", "test"]
  .flatMap(files)
  .filter((f) => /\.(ts|mjs|js|json)$/.test(f) && !inARoom(f) && f !== "test/core/new-ruleset-files.test.ts");

describe("the files a new ruleset touches outside its room (CONTRIBUTING 'Adding a fifth ruleset')", () => {
  it("the table says how many, and lists the registry line, the rules export, the manifest and the four languages", () => {
    const touched = tableFiles("3. Outside your room");
    expect(/exactly these (\d+) files/.exec(section)?.[1]).toBe(String(touched.length));
    expect(touched).toEqual(["module/rulesets/index.ts", "module/rules.ts", "system.json", "lang/en.json", "lang/de.json", "lang/fr.json", "lang/es.json"]);
  });

  it("no id list in core: ruleset-ids.ts names no ruleset", () => {
    const text = readFileSync(join(root, "module/core/ruleset-ids.ts"), "utf8");
    for (const id of IDS) expect(text, id).not.toMatch(new RegExp(`["'\`]${id}["'\`]`));
  });

  it("every shared file still holding per-ruleset data is listed (and every listed one still does)", () => {
    const found = scanned.filter(perRuleset);
    const named = scanned.filter((f) => /^tools\/play\/scenes\/(gm|shadow|warden|rk)\.mjs$/.test(f));
    const listed = tableFiles("**Still matching the other four by hand");
    const expected = listed.flatMap((f) => (f.includes("<id>") ? IDS.map((id) => f.replace("<id>", id)) : [f]));
    expect([...found, ...named].sort()).toEqual(expected.sort());
    // Measured: 8 shared files before the registry was read (RULESET_IDS and the roll-links test among them), now 6
    // rows (9 files counting the four scene files).
    expect(listed.length).toBeLessThanOrEqual(6);
  });

  it("the scan sees a list it should: a hand list of the four ids in a shared file is found", () => {
    expect(scanned.length).toBeGreaterThan(100);
    expect(perRuleset("tools/play/rulesets.mjs")).toBe(true);
    expect(perRuleset("module/core/settings.ts")).toBe(false);
  });
});
