/**
 * npm run test:browser: screenshots every gallery page in headless Chromium (Debian's chromium, driven by
 * playwright-core) into dist-gallery/screenshots/ and fails on console errors. Skips, saying so, when
 * Chromium is not installed.
 */
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const root = resolve(new URL("..", import.meta.url).pathname, "dist-gallery");
if (!existsSync(executablePath)) {
  console.log(`Browser tests skipped: no Chromium at ${executablePath} (apt-get install chromium).`);
  process.exit(0);
}
const { chromium } = await import("playwright-core");
const browser = await chromium.launch({
  executablePath,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
mkdirSync(join(root, "screenshots"), { recursive: true });
let passed = 0;
let failed = 0;
for (const file of readdirSync(root).filter((f) => f.endsWith(".html")).sort()) {
  const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
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
await browser.close();
console.log(`browser: ${passed} passed, ${failed} failed`);
if (failed) process.exit(1);
