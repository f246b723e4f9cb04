/**
 * Writes the shared compendiums' sources (the anthology-guides journals: Roll links and one Welcome per ruleset): `npx tsx tools/packs/core/write-sources.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { GUIDES_PACK, rollLinksJournal } from "./roll-links-journal.js";
import { welcomeJournals } from "./welcome-journals.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const dir = join(root, "packs", "_source", GUIDES_PACK);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "roll-links.json"), `${JSON.stringify(rollLinksJournal(root), null, 2)}\n`);
for (const [file, journal] of Object.entries(welcomeJournals(root))) writeFileSync(join(dir, file), `${JSON.stringify(journal, null, 2)}\n`);
