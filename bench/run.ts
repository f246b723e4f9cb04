/**
 * A tiny benchmark runner (`npm run bench`): imports every `bench/*.bench.ts`, times each case and prints
 * a table of microseconds per call, then each file's notes. Not a test: nothing is asserted.
 *
 * A bench file exports
 *   `cases: BenchCase[]`                       the calls to time, and optionally
 *   `notes: string[] | (() => string[] | Promise<string[]>)`   lines printed after the table (computed once per
 *                                              run, after the file's cases are timed).
 * Run a subset with `npm run bench -- <substring of a file or case name>` (a file match imports only that file).
 */
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export interface BenchCase {
  name: string;
  /** The call to time; may return a promise (then each call is awaited). */
  fn: () => unknown;
}

interface BenchModule {
  cases?: BenchCase[];
  notes?: string[] | (() => string[] | Promise<string[]>);
}

/** Keeps results alive so the engine cannot drop the call as dead code. */
let sink: unknown;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

/** Median µs per call over five samples of about 40 ms each, after a ~100 ms warm-up that sizes the batch. */
async function time(fn: () => unknown): Promise<{ micros: number; calls: number }> {
  const budgetMs = 40;
  const first = fn();
  const awaited = isThenable(first);
  if (awaited) await first;
  const call = awaited
    ? async () => {
        sink = await fn();
      }
    : () => {
        sink = fn();
      };
  let warmCalls = 0;
  const warmStart = performance.now();
  while (performance.now() - warmStart < 100) {
    for (let i = 0; i < 16; i++) {
      if (awaited) await call();
      else call();
    }
    warmCalls += 16;
  }
  const perCallMs = (performance.now() - warmStart) / warmCalls;
  const batch = Math.max(1, Math.round(budgetMs / perCallMs));
  const samples: number[] = [];
  for (let s = 0; s < 5; s++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) {
      if (awaited) await call();
      else call();
    }
    samples.push(((performance.now() - start) * 1000) / batch);
  }
  samples.sort((a, b) => a - b);
  return { micros: samples[2], calls: batch * 5 };
}

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

async function main(): Promise<void> {
  const filter = process.argv[2] ?? "";
  const here = dirname(fileURLToPath(import.meta.url));
  const all = readdirSync(here)
    .filter((f) => f.endsWith(".bench.ts"))
    .sort();
  // A filter naming a file loads only that file (bench files may do heavy work when imported).
  const byFile = filter ? all.filter((f) => f.includes(filter)) : [];
  const files = byFile.length > 0 ? byFile : all;
  const rows: { file: string; name: string; micros: number; calls: number }[] = [];
  const notes: string[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(here, file)).href)) as BenchModule;
    const cases = (mod.cases ?? []).filter((c) => !filter || file.includes(filter) || c.name.includes(filter));
    if (cases.length === 0) continue;
    for (const c of cases) rows.push({ file, name: c.name, ...(await time(c.fn)) });
    const fileNotes = typeof mod.notes === "function" ? await mod.notes() : (mod.notes ?? []);
    if (fileNotes.length > 0) notes.push(`${file}:`, ...fileNotes.map((n) => `  ${n}`));
  }
  if (rows.length === 0) {
    console.log(`No benchmark cases${filter ? ` matching "${filter}"` : ""}.`);
    return;
  }
  const fileW = Math.max(4, ...rows.map((r) => r.file.length));
  const nameW = Math.max(4, ...rows.map((r) => r.name.length));
  console.log(`${pad("file", fileW)}  ${pad("case", nameW)}  ${pad("µs/call", 10, true)}  ${pad("calls", 10, true)}`);
  console.log(`${"-".repeat(fileW)}  ${"-".repeat(nameW)}  ${"-".repeat(10)}  ${"-".repeat(10)}`);
  for (const r of rows) {
    console.log(`${pad(r.file, fileW)}  ${pad(r.name, nameW)}  ${pad(r.micros.toFixed(2), 10, true)}  ${pad(String(r.calls), 10, true)}`);
  }
  if (notes.length > 0) console.log(`\n${notes.join("\n")}`);
  if (sink === Symbol.for("never")) console.log("");
}

await main();
