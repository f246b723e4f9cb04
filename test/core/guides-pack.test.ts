/**
 * The anthology-guides compendium's "Roll links" journal (tools/packs/core/): its committed source is what the
 * writer builds, and every example it offers to press is a link in the world of its ruleset, while the syntax it
 * shows as text stays text.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { GUIDES_PACK, rollLinksJournal } from "../../tools/packs/core/roll-links-journal.js";
import { RULESETS } from "../../module/rulesets/index.js";
import type { RulesetDefinition } from "../../module/core/ruleset.js";
import { journalPage, links, worldOf } from "./roll-link-page.js";

const root = resolve(import.meta.dirname, "../..");
type Page = { name: string; text: { content: string } };
const journal = rollLinksJournal(root) as { pages: Page[] };
const page = (name: string) => journal.pages.find((p) => p.name === name)!;
const ruleset = (id: string) => RULESETS.find((r) => r.id === id)!;

describe("the Roll links journal", () => {
  it("is committed as the writer builds it (npx tsx tools/packs/core/write-sources.ts)", () => {
    const committed = JSON.parse(readFileSync(join(root, "packs/_source", GUIDES_PACK, "roll-links.json"), "utf8"));
    expect(committed).toEqual(rollLinksJournal(root));
  });

  it.each([
    ["Gods & Monsters", "gm", 3],
    ["Shadow", "shadow", 2],
    ["Warden", "warden", 2],
    ["Roll & Keep", "rk", 1],
  ] as const)("%s: its examples are links in its world; the syntax table stays text", async (name, id, count) => {
    worldOf(ruleset(id));
    const shown = await journalPage(page(name).text.content);
    expect(links(shown)).toHaveLength(count);
    for (const code of shown.querySelectorAll("code")) expect(code.textContent).toMatch(/^\[\[\//);
    expect(shown.querySelectorAll("code a")).toHaveLength(0);
  });

  it.each(RULESETS.map((r) => [r.id, r] as [string, RulesetDefinition]))("%s: the neutral test's and the table draw's examples are links", async (_id, r) => {
    worldOf(r);
    expect(links(await journalPage(page("One adventure, four games").text.content))).toHaveLength(3);
    expect(links(await journalPage(page("How roll links work").text.content))).toHaveLength(2);
  });
});
