/**
 * The anthology-guides compendium's "Welcome" journals (tools/packs/core/welcome-journals.ts): their committed
 * sources are what the writer builds, each ruleset has its own with the four pages, its one example roll link is
 * a link in that ruleset's world while the syntax it shows stays text, and no page carries a script or a handler.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { GUIDES_PACK } from "../../tools/packs/core/roll-links-journal.js";
import { WELCOME_PAGES, welcomeJournals, welcomeSpecs } from "../../tools/packs/core/welcome-journals.js";
import { stableId } from "../../tools/packs/stable-id.js";
import { RULESETS } from "../../module/rulesets/index.js";
import { journalPage, links, worldOf } from "./roll-link-page.js";

const root = resolve(import.meta.dirname, "../..");
type Page = { _id: string; _key: string; name: string; type: string; text: { format: number; content: string } };
type Journal = { _id: string; _key: string; name: string; pages: Page[] };
const journals = welcomeJournals(root) as Record<string, Journal>;
const specs = welcomeSpecs(root);
const ruleset = (id: string) => RULESETS.find((r) => r.id === id)!;

describe("the Welcome journals", () => {
  it.each(Object.keys(journals))("%s is committed as the writer builds it (npx tsx tools/packs/core/write-sources.ts)", (file) => {
    const committed = JSON.parse(readFileSync(join(root, "packs/_source", GUIDES_PACK, file), "utf8"));
    expect(committed).toEqual(journals[file]);
  });

  it("one per ruleset, each with the four pages, stable ids and the CLI's keys", () => {
    expect(specs.map((s) => s.ruleset).sort()).toEqual(RULESETS.map((r) => r.id).sort());
    expect(Object.values(journals).map((j) => j.name)).toEqual(["Welcome: Gods & Monsters", "Welcome: Shadow", "Welcome: Warden", "Welcome: Roll & Keep"]);
    const ids = new Set<string>();
    for (const spec of specs) {
      const journal = journals[`welcome-${spec.slug}.json`]!;
      expect(journal._id).toBe(stableId(`${GUIDES_PACK}/welcome-${spec.slug}`));
      expect(journal._key).toBe(`!journal!${journal._id}`);
      expect(journal.pages.map((p) => p.name)).toEqual([...WELCOME_PAGES]);
      for (const page of journal.pages) {
        expect(page.type).toBe("text");
        expect(page._key).toBe(`!journal.pages!${journal._id}.${page._id}`);
        expect(page.text.content.length).toBeGreaterThan(100);
        ids.add(page._id);
      }
      ids.add(journal._id);
    }
    expect(ids.size).toBe(specs.length * (WELCOME_PAGES.length + 1));
  });

  it.each(specs.map((s) => [s.name, s] as const))("%s: its example roll link is a link in its world; shown syntax stays text", async (_name, spec) => {
    worldOf(ruleset(spec.ruleset));
    const journal = journals[`welcome-${spec.slug}.json`]!;
    for (const page of journal.pages) {
      const shown = await journalPage(page.text.content);
      expect(links(shown), page.name).toHaveLength(page.name === "Rolling" ? 1 : 0);
      expect(shown.querySelectorAll("code a")).toHaveLength(0);
    }
  });

  it.each(specs.map((s) => [s.name, s] as const))("%s: no page carries a script or an on* attribute", (_name, spec) => {
    for (const page of journals[`welcome-${spec.slug}.json`]!.pages) {
      expect(page.text.content).not.toMatch(/<script/i);
      expect(page.text.content).not.toMatch(/\son[a-z]+\s*=/i);
      const doc = document.createElement("div");
      doc.innerHTML = page.text.content;
      for (const el of doc.querySelectorAll("*")) for (const attr of el.getAttributeNames()) expect(attr).not.toMatch(/^on/i);
      expect(doc.querySelectorAll("script")).toHaveLength(0);
    }
  });

  it("no text is left unfilled or untranslated", () => {
    for (const journal of Object.values(journals))
      for (const page of journal.pages) expect(page.text.content, `${journal.name} / ${page.name}`).not.toMatch(/ANTHOLOGY\.|TYPES\.|\{\w+\}/);
  });
});
