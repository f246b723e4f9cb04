/**
 * Writes the `gm-creatures` pack sources: `npx tsx tools/packs/gods-monsters/write-creatures.ts`. One JSON file per
 * creature in `packs/_source/gm-creatures/<slug>.json`; files no longer generated are removed; a block the reader
 * refuses is named with why.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { GM_CREATURES_PACK, gmCreatureDocuments } from "./creatures.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const dir = join(root, "packs", "_source", GM_CREATURES_PACK);
mkdirSync(dir, { recursive: true });
const { written, refused } = gmCreatureDocuments();
const files = new Set<string>();
for (const { slug, doc } of written) {
  writeFileSync(join(dir, `${slug}.json`), `${JSON.stringify(doc, null, 2)}\n`);
  files.add(`${slug}.json`);
}
for (const file of readdirSync(dir)) if (file.endsWith(".json") && !files.has(file)) rmSync(join(dir, file));
for (const { slug, problems } of refused) console.log(`left out ${slug}: ${problems.map((p) => `${p.code} ${p.field}`.trim()).join(", ")}`);
console.log(`wrote ${written.length} gm creatures`);
