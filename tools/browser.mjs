/**
 * npm run test:browser: in headless Chromium (Debian's chromium, driven by playwright-core)
 * 1. screenshots every gallery page into dist-gallery/screenshots/, failing on console errors;
 * 2. plays the built system (dist/anthology.mjs, from npm run build) on the harness, per ruleset, as the GM and
 *    as a player (tools/play/play.mjs), a screenshot per step in dist-gallery/play/.
 * Ends with "browser: N passed, N failed" (gallery pages and play steps), which .ci/run counts. Skips, saying so,
 * when Chromium is not installed.
 */
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { STEP_TIMEOUT, play } from "./play/play.mjs";
import { sandboxChecks } from "./play/sandbox-check.mjs";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const repo = resolve(new URL("..", import.meta.url).pathname);
const root = join(repo, "dist-gallery");
if (!existsSync(executablePath)) {
  console.log(`Browser tests skipped: no Chromium at ${executablePath} (apt-get install chromium).`);
  process.exit(0);
}
const { chromium } = await import("playwright-core");
const browser = await chromium.launch({
  executablePath,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
mkdirSync(join(root, "screenshots"), { recursive: true });
let passed = 0;
let failed = 0;
for (const file of process.env.PLAY_ONLY
  ? []
  : readdirSync(root)
      .filter((f) => f.endsWith(".html"))
      .sort()) {
  const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
  page.setDefaultTimeout(STEP_TIMEOUT);
  const errors = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  try {
    await page.goto(`file://${join(root, file)}`);
    await page.screenshot({ path: join(root, "screenshots", file.replace(/\.html$/, ".png")), fullPage: true });
  } catch (err) {
    errors.push(err instanceof Error ? err.message.split("\n")[0] : String(err));
  }
  if (errors.length) {
    failed += 1;
    console.error(`${file}: ${errors.join("; ")}`);
  } else passed += 1;
  await page.close();
}
if (existsSync(join(repo, "dist", "anthology.mjs"))) {
  for (const step of await play(browser, repo)) {
    if (step.ok) passed += 1;
    else failed += 1;
  }
} else {
  failed += 1;
  console.error("play-through: dist/anthology.mjs is missing (npm run build first)");
}
// npm start's sandbox: the landing page offers the four games and each boots over loopback HTTP (tools/sandbox.mjs).
if (existsSync(join(repo, "dist", "anthology.mjs"))) {
  for (const check of await sandboxChecks(browser)) {
    if (check.ok) passed += 1;
    else failed += 1;
    console.log(`${check.ok ? "ok  " : "FAIL"} sandbox ${check.name}${check.ok ? "" : `: ${check.problem}`}`);
  }
}
await browser.close();
console.log(`browser: ${passed} passed, ${failed} failed`);
if (failed) process.exit(1);
