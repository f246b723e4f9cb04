/**
 * The sandbox in the browser run: starts npm start's server (tools/sandbox.mjs) on a free loopback port, opens its
 * landing page, follows each game's link as a newcomer would, and checks the world boots with its actors and a
 * sheet opens; a path that climbs out of the served folders is refused. Screenshots in dist-gallery/sandbox/.
 */
import { join, resolve } from "node:path";
import { startSandbox } from "../sandbox.mjs";
import { STEP_TIMEOUT } from "./play.mjs";

const repo = resolve(new URL("../..", import.meta.url).pathname);

export async function sandboxChecks(browser) {
  const server = await startSandbox({ port: 0 });
  const base = `http://127.0.0.1:${server.address().port}`;
  const results = [];
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  page.setDefaultTimeout(STEP_TIMEOUT);
  let errors = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  async function check(name, fn) {
    errors = [];
    let problem = null;
    try {
      await fn();
    } catch (err) {
      problem = err instanceof Error ? err.message.split("\n")[0] : String(err);
    }
    await page.screenshot({ path: join(repo, "dist-gallery", "sandbox", `${name}.png`) }).catch(() => {});
    const problems = [problem, ...errors].filter(Boolean);
    results.push({ name, ok: problems.length === 0, problem: problems.join("; ") });
  }
  let links = [];
  await check("landing", async () => {
    await page.goto(`${base}/`);
    links = await page.locator("#rulesets a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    if (links.length !== 4) throw new Error(`the landing page offers ${links.length} games, not 4`);
  });
  for (const href of links) {
    const id = new URL(href, base).searchParams.get("ruleset");
    await check(`boot-${id}`, async () => {
      await page.goto(`${base}/`);
      await page.locator(`#rulesets a[href="${href}"]`).click();
      await page.waitForSelector("body[data-booted]");
      if ((await page.getAttribute("body", "data-booted")) !== "true") throw new Error(await page.textContent("#play-status"));
      if (!(await page.locator("#sandbox-note").count())) throw new Error("the page does not say it is the sandbox");
      const actors = page.locator("#actors li a.entry-name");
      if ((await actors.count()) < 2) throw new Error("the world has fewer than two actors");
      await actors.first().click();
      await page.locator("#windows .application").first().waitFor();
    });
  }
  await check("boot-in-german", async () => {
    await page.goto(`${base}/`);
    await page.locator("#language").selectOption("de");
    await page.locator("#rulesets a").first().click();
    await page.waitForSelector("body[data-booted]");
    if ((await page.getAttribute("body", "data-booted")) !== "true") throw new Error(await page.textContent("#play-status"));
    if (!/\bde\b/.test(await page.textContent("#play-status"))) throw new Error("the world did not start in German");
  });
  await check("refuses-climbing-out", async () => {
    for (const path of ["/play/..%2f..%2fpackage.json", "/systems/anthology/..%2f..%2fpackage.json", "/gallery/..%2f..%2fpackage.json"]) {
      const res = await fetch(`${base}${path}`);
      if (res.status !== 404) throw new Error(`${path} answered ${res.status}`);
    }
  });
  await page.close();
  await new Promise((done) => server.close(done));
  return results;
}
