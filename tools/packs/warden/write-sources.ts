/**
 * Writes the Warden pack sources: `npx tsx tools/packs/warden/write-sources.ts`
 * (from the repository root). Each run rewrites the three folders from the catalogs.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { WARDEN_TABLES } from "./catalog-tables.js";
import { wardenPackDocuments } from "./documents.js";

const root = join(process.cwd(), "packs", "_source");
const docs = wardenPackDocuments();
for (const pack of new Set(docs.map((d) => d.pack))) {
  const dir = join(root, pack);
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (f.endsWith(".json")) rmSync(join(dir, f));
}
for (const d of docs) writeFileSync(join(root, d.pack, `${d.slug}.json`), `${JSON.stringify(d.doc, null, 2)}\n`);
process.stdout.write(`wrote ${docs.length} Warden pack documents\n`);

// The chat cards show the scar and mishap texts: keep their copies in lang/en.json equal to the tables'.
const langFile = join(process.cwd(), "lang", "en.json");
type Tree = { [k: string]: Tree | string };
const lang = JSON.parse(readFileSync(langFile, "utf8")) as Tree;
const warden = (lang.ANTHOLOGY as Tree).Warden as Tree;
for (const table of WARDEN_TABLES) {
  const family = table.slug === "scars" ? "Scar" : table.slug === "mishaps" ? "Mishap" : null;
  if (!family) continue;
  for (const row of table.rows) {
    const node = ((warden[family] as Tree)[row.id] ??= {}) as Tree;
    node.text = row.description;
  }
}
writeFileSync(langFile, `${JSON.stringify(lang, null, 2)}\n`);
