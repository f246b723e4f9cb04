/**
 * Writes the Roll & Keep pack sources (`packs/_source/rk-specialities`, `packs/_source/rk-tables`), one JSON
 * file per document. Run from the repository root: `npx tsx tools/packs/roll-keep/write-sources.ts`.
 * Not part of the bundle.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { rkSpecialitySources, rkTableSources } from "./sources.js";

for (const file of [...rkSpecialitySources(), ...rkTableSources()]) {
  const dir = join("packs", "_source", file.pack);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${file.slug}.json`), `${JSON.stringify(file.document, null, 2)}\n`);
}
