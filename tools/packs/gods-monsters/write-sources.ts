/**
 * Writes the Gods & Monsters pack sources: `npx tsx tools/packs/gods-monsters/write-sources.ts`.
 * One JSON file per document in `packs/_source/<pack>/<slug>.json`; gm files no longer generated are removed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gmPackDocuments } from "./documents.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const docs = gmPackDocuments();
const written = new Set<string>();
for (const { pack, slug, doc } of docs) {
  const dir = join(root, "packs", "_source", pack);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${slug}.json`), `${JSON.stringify(doc, null, 2)}\n`);
  written.add(`${pack}/${slug}.json`);
}
for (const pack of new Set(docs.map((d) => d.pack))) {
  const dir = join(root, "packs", "_source", pack);
  for (const file of readdirSync(dir)) if (file.endsWith(".json") && !written.has(`${pack}/${file}`)) rmSync(join(dir, file));
}
console.log(`wrote ${docs.length} gm pack documents`);
