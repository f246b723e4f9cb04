/**
 * npm test: `tsc --noEmit`, eslint, Prettier's check (the code's layout, `.prettierrc.json`: `npm run format` fixes it)
 * and vitest, with the three checks running while vitest runs instead of before it. tsc and eslint use one core each; run first, they left the second core of a two-core machine idle for a minute or
 * more. Their output is held and printed after vitest's, each under its own heading; the exit code is 1 when any of
 * the three failed. Arguments go to vitest (`.ci/run` passes its reporters and `--outputFile` this way).
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** A program of an installed package, as npm's `.bin` links reach it. */
const bin = (pkg, path) => fileURLToPath(new URL(`../node_modules/${pkg}/${path}`, import.meta.url));

/** Runs a Node program; `hold` keeps its output until the end instead of passing it through. */
function run(name, script, args, hold) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    if (hold) {
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
    }
    child.on("error", (err) => resolve({ name, code: 1, output: [Buffer.from(String(err))] }));
    child.on("close", (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output }));
  });
}

/** What Prettier keeps (package.json's `format` script names the same globs). */
const FORMATTED = ["module/**/*.ts", "test/**/*.{ts,mjs}", "tools/**/*.{ts,mjs}", "bench/**/*.ts", "types/**/*.ts", "quench/**/*.{ts,mjs}", "*.{js,ts,mjs}"];

const checks = [
  run("tsc --noEmit", bin("typescript", "bin/tsc"), ["--noEmit"], true),
  run("eslint", bin("eslint", "bin/eslint.js"), ["module", "test", "tools", "bench", "types", "quench"], true),
  run("prettier --check", bin("prettier", "bin/prettier.cjs"), ["--check", "--log-level", "warn", ...FORMATTED], true),
];
const vitest = await run("vitest", bin("vitest", "vitest.mjs"), ["run", ...process.argv.slice(2)], false);
const results = [...(await Promise.all(checks)), vitest];
for (const { name, code, output } of results.slice(0, checks.length)) {
  console.log(`\n== ${name}: ${code === 0 ? "passed" : "FAILED"}`);
  if (output.length) process.stdout.write(Buffer.concat(output));
}
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
console.log(failed.length ? `\nnpm test failed: ${failed.join(", ")}` : "\nnpm test: tsc, eslint, prettier and vitest passed");
process.exitCode = failed.length ? 1 : 0;
