/**
 * The system under load (issue 8): prepareData for a character carrying 300 items in each ruleset (timed
 * cases), rendering each character sheet with 300 items, the pack build and the bundle size (notes, measured
 * once at load). Runs on the Foundry harness (test/harness), so it measures Anthology's own code and templates.
 */
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { rollup } from "rollup";
import { harness, installFoundry } from "../test/harness/foundry.js";
import { installNodeDom } from "../test/harness/node-dom.js";
import type { BenchCase } from "./run.js";

// Sheets render into a DOM: plain Node has none, so the bench installs happy-dom's as the gallery does.
installNodeDom();
installFoundry();
// A world after Anthology's init, as test/harness/setup.ts gives every test: the partials it preloads (the sheets
// include core/bar.hbs and others) and its document classes, statuses and keybindings.
await harness.loadSystemTemplates();
await harness.applySystemStatuses();
const { registerRulesets } = await import("../module/core/registry.js");
const { RULESETS } = await import("../module/rulesets/index.js");
const { rulesetOfType } = await import("../module/core/document-types.js");
registerRulesets(RULESETS);

const root = resolve(import.meta.dirname, "..");
interface Preparable {
  prepareData(): void;
}
interface Rendered {
  render(o?: object): Promise<unknown>;
  close(): Promise<unknown>;
}

export const cases: BenchCase[] = [];
const loadNotes: string[] = [];
const renders: (() => Promise<string>)[] = [];

for (const r of RULESETS) {
  const reg = r.actorSheets[0];
  const type = reg?.types[0];
  if (!reg || !type) {
    loadNotes.push(`${r.id}: no character sheet registered yet`);
    continue;
  }
  const itemTypes = Object.keys(CONFIG.Item.dataModels).filter((t) => rulesetOfType(t) === r.id);
  const items = Array.from({ length: 300 }, (_, i) => ({ name: `Item ${i}`, type: itemTypes[i % itemTypes.length] }));
  const actor = (await Actor.create({ name: "Bench", type, items } as never)) as unknown as Preparable;
  cases.push({ name: `${type}: prepareData, 300 items`, fn: () => actor.prepareData() });
  // Rendered after the timed cases (in `notes`): the renders leave happy-dom's garbage behind, and timing
  // prepareData in a heap full of it measured the collector, not Anthology (45 ms instead of 3.5 ms for G&M).
  renders.push(async () => {
    const Sheet = reg.sheet as new (o: object) => Rendered;
    const sheet = new Sheet({ document: actor });
    await sheet.render({ force: true });
    // A few renders, not more: happy-dom parses a 300-row sheet in seconds and keeps every replaced part alive
    // (about 75 MB a render), so 20 renders a ruleset ran out of heap before the table was printed.
    const runs = 3;
    const start = performance.now();
    for (let i = 0; i < runs; i++) await sheet.render({ force: true });
    const ms = (performance.now() - start) / runs;
    await sheet.close();
    return `${type}: sheet render with 300 items (happy-dom, mean of ${runs}) ${ms.toFixed(2)} ms (${ms <= 16.7 ? "within" : "over"} one 60 Hz frame)`;
  });
}

/** Computed once, after the timed cases: the sheet renders, then what was measured at load. */
export async function notes(): Promise<string[]> {
  const rendered: string[] = [];
  for (const render of renders) rendered.push(await render());
  return [...rendered, ...loadNotes];
}

const packOut = mkdtempSync(join(tmpdir(), "anthology-bench-packs-"));
const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as { packs: { name: string }[] };
const packStart = performance.now();
let packDocs = 0;
for (const p of manifest.packs) {
  const src = join(root, "packs/_source", p.name);
  try {
    packDocs += readdirSync(src, { recursive: true }).filter((f) => String(f).endsWith(".json")).length;
  } catch {
    continue;
  }
  await compilePack(src, join(packOut, p.name), { recursive: true, log: false });
}
loadNotes.push(`pack build: ${manifest.packs.length} packs, ${packDocs} documents in ${(performance.now() - packStart).toFixed(0)} ms`);
rmSync(packOut, { recursive: true, force: true });

const configPath = join(root, "rollup.config.js");
const config = ((await import(configPath)) as { default: { input: string; plugins: unknown[] } }).default;
const bundle = await rollup({ input: config.input, plugins: config.plugins as never, logLevel: "silent" });
const { output } = await bundle.generate({ format: "es" });
await bundle.close();
const code = output[0].code;
loadNotes.push(`bundle: ${(code.length / 1024).toFixed(1)} KiB, ${(gzipSync(code).length / 1024).toFixed(1)} KiB gzipped`);
