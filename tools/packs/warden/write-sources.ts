/**
 * Writes the Warden pack sources: `npx tsx tools/packs/warden/write-sources.ts`
 * (from the repository root). Each run rewrites the three folders from the catalogs.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
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
