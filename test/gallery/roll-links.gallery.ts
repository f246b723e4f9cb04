/**
 * Gallery pages of roll links: the anthology-guides "Roll links" journal as each ruleset's world shows it, its
 * examples enriched into links (the syntax tables stay text), and a table name with markup shown as text.
 */
import { resolve } from "node:path";
import { registerRollLinks } from "../../module/core/enrichers/roll-links.js";
import { RULESETS } from "../../module/rulesets/index.js";
import { rollLinksJournal } from "../../tools/packs/core/roll-links-journal.js";
import type { GalleryPage } from "./page.js";

const root = resolve(import.meta.dirname, "../..");
/** The journal's page of a ruleset is named as the ruleset is in English (its registry label). */
const pageOf = (id: string): string => game.i18n!.localize(RULESETS.find((r) => r.id === id)!.label);

async function journalIn(id: string): Promise<string> {
  (CONFIG.TextEditor.enrichers as unknown[]).length = 0;
  registerRollLinks(RULESETS.find((r) => r.id === id));
  const pages = (rollLinksJournal(root) as { pages: { name: string; text: { content: string } }[] }).pages;
  const shown = pages.filter((p) => [pageOf(id), "One adventure, four games"].includes(p.name));
  const html = shown.map((p) => `<h2>${p.name}</h2>${p.text.content}`).join("") + "<p>Hostile table name: [[/table &lt;script&gt;alert(1)&lt;/script&gt;]]</p>";
  return `<article class="journal-page-content">${await foundry.applications.ux.TextEditor.implementation.enrichHTML(html)}</article>`;
}

export const pages: GalleryPage[] = RULESETS.map(({ id }) => ({
  name: `roll-links-${id}`,
  get title() {
    return `Roll links in a ${pageOf(id)} world (guides journal)`;
  },
  classes: ["journal-sheet"],
  width: 720,
  render: () => journalIn(id),
}));
