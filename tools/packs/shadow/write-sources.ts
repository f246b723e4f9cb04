/**
 * Writes the Shadow pack sources: `npx tsx tools/packs/shadow/write-sources.ts`.
 * One JSON file per document in `packs/_source/<pack>/<slug>.json`; stale Shadow files are not removed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { shadowPackDocuments } from "./documents.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
for (const { pack, slug, doc } of shadowPackDocuments()) {
  const dir = join(root, "packs", "_source", pack);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${slug}.json`), `${JSON.stringify(doc, null, 2)}\n`);
}
