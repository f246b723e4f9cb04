/**
 * The play-through: the built system (dist/anthology.mjs) on the harness in Chromium, played by scripted clicks,
 * per ruleset as the GM and then as a player. Each step leaves dist-gallery/play/<ruleset>-<nn>-<step>.png and
 * fails on a thrown error, a failed expectation, or any console error or page error during the step.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { bundleHarness } from "./bundle.mjs";
import { RULESETS } from "./rulesets.mjs";
import { ORIGIN, serve } from "./server.mjs";

/**
 * How long a step may wait for the page (boot, a window, a card). Only speed is at stake: on a loaded two-core
 * machine the harness boot alone took over 5 s and failed runs that were right. ANTHOLOGY_STEP_TIMEOUT (ms) overrides.
 */
export const STEP_TIMEOUT = Number(process.env.ANTHOLOGY_STEP_TIMEOUT) || 60_000;
/** For an element that may rightly be absent (read if there, else ""), so its absence costs little. */
const OPTIONAL_TIMEOUT = 2000;

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** Waits until `fn` (run in the page) returns a truthy value, or fails with `message`. */
async function until(page, fn, arg, message) {
  try {
    await page.waitForFunction(fn, arg, { timeout: STEP_TIMEOUT, polling: 50 });
  } catch {
    throw new Error(message);
  }
}

/** Lets pending promises and timers of the page settle (handlers run async after a click). */
async function settle(page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/** The window of a document's sheet (the page marks it with the document's name). */
function windowOf(page, name) {
  return page.locator(`#windows .application[data-play-document="${name.replace(/"/g, '\\"')}"]`).first();
}

const messageCount = (page) => page.evaluate(() => document.querySelectorAll("#chat-log .chat-message").length);

/** Answers the dialogs a roll opens (DialogV2 forms: default button; dice dialogs: Roll) until a card is posted. */
async function driveToCard(page, before) {
  for (let i = 0; i < 6; i++) {
    if ((await messageCount(page)) > before) return;
    const dice = page.locator("#windows .dice-dialog").last();
    const dialog = page.locator("#windows .application.dialog").last();
    if (await dice.count()) await dice.locator('[data-action="roll"]').first().click();
    else if (await dialog.count()) await dialog.locator("footer button.default, footer button").first().click();
    await settle(page);
  }
  await until(page, (n) => document.querySelectorAll("#chat-log .chat-message").length > n, before, "no chat card was posted");
}

async function openTab(win, tab) {
  if (tab) await win.locator(`[data-action="tab"][data-tab="${tab}"]`).first().click();
}

export async function playRuleset(browser, { root, harnessFile, outDir, id }) {
  const r = RULESETS[id];
  const context = await browser.newContext({ viewport: { width: 1920, height: 1000 } });
  await serve(context, { root, harnessFile });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  let errors = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  const results = [];
  let n = 0;

  async function step(name, fn) {
    n += 1;
    errors = [];
    let failure = null;
    await page.evaluate(() => document.getElementById("notifications")?.replaceChildren()).catch(() => {});
    try {
      await fn();
      await settle(page);
    } catch (err) {
      failure = err instanceof Error ? err.message.split("\n")[0] : String(err);
    }
    const file = `${id}-${String(n).padStart(2, "0")}-${name}.png`;
    await page.screenshot({ path: join(outDir, file) }).catch(() => {});
    const problems = [failure, ...errors].filter(Boolean);
    results.push({ name: `${id} ${name}`, ok: problems.length === 0, problems });
    console.log(`${problems.length ? "FAIL" : "ok  "} play ${id} ${name}${problems.length ? `: ${problems.join("; ")}` : ""}`);
  }

  /** Targets (or untargets) an actor with the directory's target toggle (the canvas stand-in). */
  async function setTarget(name, on) {
    const button = page.locator("#actors li", { hasText: name }).locator("button.target");
    if ((await button.evaluate((b) => b.classList.contains("active"))) !== on) await button.click();
  }

  const hero = () => windowOf(page, r.hero);
  const rival = () => windowOf(page, r.rival);
  const actor = (name) => page.evaluate((n) => window.play.actor(n), name);

  // ---- as the GM ----
  await step("boot", async () => {
    await page.goto(`${ORIGIN}/game?ruleset=${id}`);
    await page.waitForSelector("body[data-booted]", { timeout: STEP_TIMEOUT });
    expect((await page.getAttribute("body", "data-booted")) === "true", await page.textContent("#play-status"));
  });

  await step("gm-open-sheet", async () => {
    await page.locator("#actors li", { hasText: r.hero }).locator("a.entry-name").click();
    await hero().waitFor({ timeout: STEP_TIMEOUT });
    expect((await hero().locator("[data-item-id]").count()) > 0, "the sheet shows no item rows");
  });

  await step("gm-scroll-inventory", async () => {
    const win = hero();
    await openTab(win, r.inventoryTab);
    const row = win.locator("[data-item-id]", { hasText: r.inventoryItem }).first();
    await row.waitFor({ state: "attached", timeout: STEP_TIMEOUT });
    const content = win.locator(".window-content").first();
    const box = await content.boundingBox();
    // Scroll the way a user does: the mouse wheel over the sheet's content.
    for (let i = 0; i < 12; i++) {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, 400);
      await settle(page);
    }
    const rowBox = await row.boundingBox();
    const inside = rowBox && rowBox.y >= box.y - 1 && rowBox.y + rowBox.height <= box.y + box.height + 1;
    expect(
      inside,
      `"${r.inventoryItem}" stays outside the window after scrolling (row at ${rowBox?.y}, window content ${Math.round(box.y)}–${Math.round(box.y + box.height)})`,
    );
    const topmost = await row.evaluate((el) => {
      const b = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2));
    });
    expect(topmost, `"${r.inventoryItem}" is covered after scrolling`);
  });

  // A narrow window, as a user drags the sheet's resize handle to 560 px (v13 ApplicationV2#setPosition writes the
  // element's inline width: https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html#setposition):
  // the tab strip stays one row inside the window, every tab keeps a name (its label, or its tooltip and accessible
  // name when only its icon shows), the active tab's label stays in view, and nothing runs past the window's edge.
  let wideWidth = "";
  await step("gm-narrow-window-tabs", async () => {
    const win = hero();
    wideWidth = await win.evaluate((el) => el.style.width);
    await win.evaluate((el) => {
      el.style.width = "560px";
    });
    await settle(page);
    const report = await win.evaluate((el) => {
      const nav = el.querySelector("nav.sheet-tabs");
      const content = el.querySelector(".window-content");
      const navBox = nav.getBoundingClientRect();
      const tabs = [...nav.querySelectorAll('[data-action="tab"]')].map((b) => {
        const box = b.getBoundingClientRect();
        const label = b.querySelector(".anth-tab-label");
        return {
          top: Math.round(box.top),
          right: box.right,
          name: (b.getAttribute("aria-label") ?? b.textContent ?? "").trim(),
          active: b.classList.contains("active"),
          labelShown: !label || getComputedStyle(label).display !== "none",
        };
      });
      return { navRight: navBox.right, tabs, overflow: content.scrollWidth - content.clientWidth };
    });
    expect(report.tabs.length > 0, "the sheet has no tab strip");
    expect(new Set(report.tabs.map((t) => t.top)).size === 1, `the tabs wrap onto ${new Set(report.tabs.map((t) => t.top)).size} rows at 560 px`);
    expect(
      report.tabs.every((t) => t.right <= report.navRight + 1),
      "a tab runs past the window's edge at 560 px",
    );
    expect(
      report.tabs.every((t) => t.name),
      "a tab has no accessible name",
    );
    expect(
      report.tabs.some((t) => t.active && t.labelShown),
      "the active tab's label is hidden at 560 px",
    );
    expect(report.overflow <= 1, `the sheet's content is ${report.overflow}px wider than the window at 560 px`);
  });

  await step("gm-wide-window-again", async () => {
    const win = hero();
    await win.evaluate((el, width) => {
      el.style.width = width;
    }, wideWidth);
    await settle(page);
    const rows = await win.evaluate(
      (el) => new Set([...el.querySelectorAll('nav.sheet-tabs [data-action="tab"]')].map((b) => Math.round(b.getBoundingClientRect().top))).size,
    );
    expect(rows === 1, `the tabs wrap onto ${rows} rows at the default width`);
  });

  /** Clicks the portrait (data-action="editImage"), picks image `index` in the file picker, sees it saved. */
  async function changePortrait(index) {
    const win = hero();
    await openTab(win, r.inventoryTab ? await win.locator('[data-action="tab"]').first().getAttribute("data-tab") : null);
    const portrait = win.locator('img[data-edit="img"]').first();
    await portrait.click();
    const picker = page.locator("#windows .filepicker");
    await picker.waitFor({ timeout: STEP_TIMEOUT }).catch(() => {
      throw new Error('clicking the portrait opened no file picker (needs data-action="editImage")');
    });
    const chosen = await page.evaluate((i) => window.play.images[i], index);
    await picker.locator(`li.file[data-path="${chosen}"]`).click();
    await until(page, ([name, img]) => window.play.actor(name)?.img === img, [r.hero, chosen], "the actor's img did not change");
    await until(
      page,
      ([name, img]) => document.querySelector(`#windows .application[data-play-document="${name}"] img[data-edit="img"][src$="${img}"]`),
      [r.hero, chosen],
      "the sheet does not show the new portrait",
    );
  }

  await step("gm-change-portrait", () => changePortrait(1));

  let rollStart = 0;
  await step("gm-roll-dialog-live-chance", async () => {
    const win = hero();
    await openTab(win, r.inventoryTab ? await win.locator('[data-action="tab"]').first().getAttribute("data-tab") : null);
    await setTarget(r.rival, Boolean(r.rollTargetsRival));
    rollStart = await messageCount(page);
    await win
      .locator(r.liveRoll ?? r.roll)
      .first()
      .click();
    await settle(page);
    // Setup forms (DialogV2) before the dice dialog: accept their defaults.
    if (!r.liveText) {
      for (let i = 0; i < 3 && !(await page.locator("#windows .dice-dialog").count()); i++) {
        const dialog = page.locator("#windows .application.dialog").last();
        if (await dialog.count()) await dialog.locator("footer button.default, footer button").first().click();
        await settle(page);
      }
    }
    const dialog = r.liveText ? page.locator("#windows .application.dialog").last() : page.locator("#windows .dice-dialog").last();
    await dialog.waitFor({ timeout: STEP_TIMEOUT });
    const live = dialog.locator(r.liveText ?? '[data-live="chance"]').first();
    const before = (await live.textContent()).trim();
    // The top of the dice dialog: the number the die must meet and the exact chance (issue 14).
    const top = async () => ({
      headline:
        (
          await dialog
            .locator('[data-live="headline"]')
            .first()
            .textContent({ timeout: OPTIONAL_TIMEOUT })
            .catch(() => "")
        )?.trim() ?? "",
      percent:
        (
          await dialog
            .locator('[data-live="percent"]')
            .first()
            .textContent({ timeout: OPTIONAL_TIMEOUT })
            .catch(() => "")
        )?.trim() ?? "",
    });
    const topBefore = await top();
    const input = dialog.locator(r.liveInput.selector).first();
    if (r.liveInput.check) await input.check();
    else await input.fill(r.liveInput.value);
    await settle(page);
    const after = (await live.textContent()).trim();
    expect(before !== "" && after !== before, `the chance did not change (before "${before}", after "${after}")`);
    // Every ruleset's roll dialog shows the final number and a chance, and the edit changes what it shows.
    const topAfter = await top();
    expect(
      topBefore.headline !== "" && topBefore.percent !== "",
      `the dialog's top shows no number or chance ("${topBefore.headline} · ${topBefore.percent}")`,
    );
    expect(
      topAfter.headline !== topBefore.headline || topAfter.percent !== topBefore.percent,
      `the dialog's top did not change after the edit ("${topAfter.headline} · ${topAfter.percent}")`,
    );
    if (r.headline) {
      expect(
        topBefore.headline === r.headline.before && topBefore.percent === r.percent.before,
        `the dialog's top showed "${topBefore.headline} · ${topBefore.percent}", not "${r.headline.before} · ${r.percent.before}"`,
      );
      expect(
        topAfter.headline === r.headline.after && topAfter.percent === r.percent.after,
        `after the edit the dialog's top showed "${topAfter.headline} · ${topAfter.percent}", not "${r.headline.after} · ${r.percent.after}"`,
      );
    }
  });

  await step("gm-roll-card-in-chat", async () => {
    await driveToCard(page, rollStart);
    const last = page.locator("#chat-log .chat-message").last();
    expect((await last.locator(".message-content").textContent()).trim() !== "", "the card is empty");
    if (r.cardCheck) {
      // The dialog's edited input reached the roll's target: the roll's card, and whatever follows it (a failed
      // archetypal roll also gets a mojo bid card).
      const texts = await page.locator("#chat-log .chat-message").evaluateAll((els, n) => els.slice(n).map((e) => e.textContent), rollStart);
      const text = texts.join(" | ").replace(/\s+/g, " ");
      expect(new RegExp(r.cardCheck).test(text), `no new card shows the edited input (${r.cardCheck}): ${text.slice(0, 200)}`);
    }
    await setTarget(r.rival, false);
  });

  if (r.cardAction) {
    await step("gm-card-button-changes-actor", async () => {
      await setTarget(r.rival, true);
      const rivalBefore = JSON.stringify((await actor(r.rival)).source.system);
      const win = hero();
      await openTab(win, r.attackTab);
      const before = await messageCount(page);
      // Forced dice: a sure hit (the best d20 face for this ruleset), then middling faces for every further die.
      await page.evaluate((faces) => window.play.queueFaces(faces), r.hitFaces);
      await win.locator(r.attack).first().click();
      await settle(page);
      // `cardAction` may name several buttons pressed in turn, each on the card the one before posted (a Warden
      // attack on a target: its save first, then the damage on the result card).
      for (const action of [].concat(r.cardAction)) {
        const button = page.locator(`#chat-log [data-anthology-action="${action}"]`).last();
        for (let i = 0; i < 6 && !(await button.count()); i++) {
          if ((await messageCount(page)) === before) await driveToCard(page, before);
          else {
            const dice = page.locator("#windows .dice-dialog, #windows .application.dialog").last();
            if (!(await dice.count())) break;
            await driveToCard(page, await messageCount(page));
          }
        }
        expect(await button.count(), `no card with a ${action} button reached the chat log`);
        await button.click();
        await settle(page);
        for (let i = 0; i < 3; i++) {
          const pending = page.locator("#windows .dice-dialog, #windows .application.dialog").last();
          if (!(await pending.count())) break;
          await driveToCard(page, await messageCount(page)).catch(() => {});
        }
      }
      await until(page, ([name, old]) => JSON.stringify(window.play.actor(name).source.system) !== old, [r.rival, rivalBefore], `${r.rival} did not change`);
      await setTarget(r.rival, false);
    });
  }

  await step("gm-drag-item-to-other-actor", async () => {
    await page.locator("#actors li", { hasText: r.rival }).locator("a.entry-name").click();
    await rival().waitFor({ timeout: STEP_TIMEOUT });
    const win = hero();
    await openTab(win, r.inventoryTab);
    const row = win.locator(".draggable[data-item-id]", { hasText: r.dragItem }).first();
    await row.waitFor({ state: "attached", timeout: STEP_TIMEOUT }).catch(() => {
      throw new Error(`the row of "${r.dragItem}" is not .draggable`);
    });
    await row.dragTo(rival().locator(".window-content").first());
    await until(page, ([name, item]) => window.play.actor(name)?.items.includes(item), [r.rival, r.dragItem], `"${r.dragItem}" did not reach ${r.rival}`);
    // The rival's open sheet lists it: Foundry re-renders a document's open sheets when an item is created in it
    // (ClientDocumentMixin#apps and #render, https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#apps).
    await rival()
      .locator("[data-item-id]", { hasText: r.dragItem })
      .first()
      .waitFor({ timeout: STEP_TIMEOUT })
      .catch(() => {
        throw new Error(`${r.rival}'s open sheet does not list "${r.dragItem}" after the drop`);
      });
  });

  // The GM rolls from the rival's own sheet (the G&M creature, the Shadow monster sheet, the Warden creature, the
  // R&K NPC): its first roll control gives a card, as the hero's does.
  await step("gm-rival-sheet-rolls", async () => {
    const win = rival();
    await win.waitFor({ timeout: STEP_TIMEOUT });
    const before = await messageCount(page);
    const button = win.locator(r.rivalRoll).first();
    expect(await button.count(), `no roll button on ${r.rival}'s sheet`);
    await button.click();
    await settle(page);
    await driveToCard(page, before);
  });

  await step("gm-drag-item-to-hotbar", async () => {
    const win = hero();
    await rival()
      .locator("[data-play-close], .window-header [data-action=close]")
      .first()
      .click({ timeout: OPTIONAL_TIMEOUT })
      .catch(() => {});
    await openTab(win, r.attackTab ?? r.inventoryTab);
    const rollable = win.locator(`.draggable[data-item-id]`).first();
    await rollable.waitFor({ state: "attached", timeout: STEP_TIMEOUT }).catch(() => {
      throw new Error("no .draggable item row");
    });
    const name = (await rollable.textContent()).trim().split("\n")[0].trim();
    await rollable.dragTo(page.locator('#hotbar .macro[data-slot="1"]'));
    await until(page, () => document.querySelector('#hotbar .macro[data-slot="1"]')?.classList.contains("full"), null, "no macro on the hotbar after the drop");
    const macros = await page.evaluate(() => window.play.macros());
    expect(macros.length === 1 && macros[0].command.includes("rollItem"), `the macro does not roll the item: ${JSON.stringify(macros)}`);
    expect(name !== "", "unnamed row");
  });

  await step("gm-hotbar-macro-rolls", async () => {
    // The macro rolls the dragged item, a weapon in most rulesets: its attack needs a target.
    await setTarget(r.rival, true);
    const before = await messageCount(page);
    await page.evaluate((faces) => window.play.queueFaces(faces), r.hitFaces ?? []);
    await page.locator('#hotbar .macro[data-slot="1"]').click();
    await settle(page);
    await driveToCard(page, before);
    await setTarget(r.rival, false);
  });

  // ---- a journal page's roll links (as the GM, with the hero's token selected) ----
  /** Selects (or deselects) an actor's token with the directory's select toggle (canvas.tokens.controlled). */
  async function setSelected(name, on) {
    const button = page.locator("#actors li", { hasText: name }).locator("button.select");
    if ((await button.evaluate((b) => b.classList.contains("active"))) !== on) await button.click();
  }
  const journalLinks = () => page.locator("#journal a.anthology-roll-link");

  await step("gm-journal-roll-links", async () => {
    await page.evaluate((html) => window.play.showJournal(html), r.journal.html);
    await page.locator("#journal").waitFor({ timeout: STEP_TIMEOUT });
    expect((await journalLinks().count()) === r.journal.links, `the journal shows ${await journalLinks().count()} roll links, not ${r.journal.links}`);
    const text = (await page.locator("#journal").textContent()).replace(/\s+/g, " ");
    expect(/Not a link: \[\[\/\w+ \w+\]\]/.test(text), `bad syntax is not plain text: ${text.slice(-80)}`);
  });

  await step("gm-journal-hover-chance", async () => {
    await setSelected(r.hero, true);
    await journalLinks().first().hover();
    await until(
      page,
      (hero) => document.querySelector("#tooltip.active")?.textContent.startsWith(`${hero}: `),
      r.hero,
      "no tooltip with the selected character's chance",
    );
    const tip = await page.textContent("#tooltip");
    expect(/: \d+(\.\d)?% to succeed$/.test(tip), `the tooltip shows no chance: ${tip}`);
  });

  await step("gm-journal-link-rolls", async () => {
    const before = await messageCount(page);
    await journalLinks().first().click();
    await settle(page);
    await driveToCard(page, before);
    const speaker = await page.evaluate((n) => window.play.messages()[n]?.speaker, before);
    expect(speaker === r.hero, `the card speaks for ${speaker}, not ${r.hero}`);
    await page.mouse.move(0, 0);
    await setSelected(r.hero, false);
  });

  // The journal's [[/table Scars]] link: a draw from the world's Scars table, posted to chat (RollTable#draw).
  await step("gm-journal-table-link-draws", async () => {
    const link = journalLinks().filter({ hasText: "Scars" }).first();
    expect(await link.count(), "the journal shows no [[/table Scars]] link");
    const before = await messageCount(page);
    // Forced: the d6 shows 5 (4–6 is "Broken limb"); faces queued by earlier steps and never rolled are dropped first.
    await page.evaluate(() => {
      window.play.clearFaces();
      window.play.queueFaces([5]);
    });
    await link.click();
    await until(page, (n) => document.querySelectorAll("#chat-log .chat-message").length > n, before, "no draw card was posted");
    const text = (await page.locator("#chat-log .chat-message").last().textContent()).replace(/\s+/g, " ");
    expect(
      /Scars/.test(text) && /Broken limb/.test(text) && !/Lasting scar/.test(text),
      `the last card is not the draw of "Broken limb" from Scars: ${text.slice(0, 160)}`,
    );
  });

  // v13's dark theme (issue 15): the page switches to it as a user does; the hero's sheet and the chat cards stay
  // readable: every piece of text in them keeps a contrast of at least 3:1 with what is behind it (WCAG 2's minimum
  // for large text; 4.5:1 for body text is what the styles aim at, and the worst pairs are reported).
  await step("gm-dark-theme-readable", async () => {
    await page.selectOption("#theme-switch", "dark");
    await until(page, () => document.body.classList.contains("theme-dark"), null, "the page did not switch to the dark theme");
    if (!(await hero().count())) await page.locator("#actors li", { hasText: r.hero }).locator("a.entry-name").click();
    await hero().waitFor({ timeout: STEP_TIMEOUT });
    const worst = await page.evaluate((heroName) => {
      const parse = (c) => {
        const m = c.match(/rgba?\(([^)]+)\)/);
        if (!m) return null;
        const [r, g, b, a = 1] = m[1]
          .split(/[ ,/]+/)
          .filter(Boolean)
          .map(Number);
        return { r, g, b, a };
      };
      const lum = ({ r, g, b }) => {
        const f = (v) => {
          v /= 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      // The colour behind an element: the nearest ancestor with an opaque enough background (none: unknown, skipped).
      const behind = (el) => {
        for (let e = el; e; e = e.parentElement) {
          const s = getComputedStyle(e);
          if (s.backgroundImage !== "none") return null;
          const c = parse(s.backgroundColor);
          if (c && c.a >= 0.9) return c;
        }
        return null;
      };
      const roots = [
        document.querySelector(`#windows .application[data-play-document="${heroName}"] .window-content`),
        ...document.querySelectorAll("#chat-log .chat-message"),
      ].filter(Boolean);
      const pairs = [];
      for (const root of roots) {
        for (const el of [root, ...root.querySelectorAll("*")]) {
          const text = [...el.childNodes]
            .filter((n) => n.nodeType === 3)
            .map((n) => n.textContent.trim())
            .join("");
          const isField = el.matches("input:not([type=checkbox],[type=radio],[type=hidden]), select, textarea");
          if (!text && !(isField && el.value)) continue;
          const box = el.getBoundingClientRect();
          if (!box.width || !box.height || getComputedStyle(el).visibility === "hidden") continue;
          const fg = parse(getComputedStyle(el).color);
          const bg = behind(el);
          if (!fg || !bg) continue;
          const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
          pairs.push({ ratio: (hi + 0.05) / (lo + 0.05), text: (text || el.value).slice(0, 30), color: getComputedStyle(el).color });
        }
      }
      pairs.sort((a, b) => a.ratio - b.ratio);
      return { checked: pairs.length, worst: pairs.slice(0, 5) };
    }, r.hero);
    expect(worst.checked > 20, `only ${worst.checked} pieces of text were measured`);
    const bad = worst.worst.filter((p) => p.ratio < 3);
    expect(!bad.length, `text hard to read in the dark theme: ${bad.map((p) => `"${p.text}" ${p.ratio.toFixed(2)}:1 (${p.color})`).join("; ")}`);
    // The step's screenshot is taken in the dark theme; the next step switches back.
  });

  // ---- as a player who owns the hero and observes the rival ----
  await step("player-switch-user", async () => {
    await page.selectOption("#theme-switch", "light");
    await page.selectOption("#user-switch", await page.evaluate(() => window.play.users.player));
    await until(page, () => document.body.dataset.user === window.play.users.player, null, "the user did not switch");
    // And the party, which every player observes (README "The party").
    expect((await page.locator("#actors li").count()) === 3, "the player should see the hero (owner), the rival (observer) and the party");
  });

  await step("player-roll-own-actor", async () => {
    await page.locator("#actors li", { hasText: r.hero }).locator("a.entry-name").click();
    const win = hero();
    await win.waitFor({ timeout: STEP_TIMEOUT });
    await openTab(win, r.inventoryTab ? await win.locator('[data-action="tab"]').first().getAttribute("data-tab") : null);
    const before = await messageCount(page);
    await win.locator(r.roll).first().click();
    await settle(page);
    await driveToCard(page, before);
  });

  // Keyboard only (issue 15): from the sheet's first tab, Tab reaches the roll control (a <button>, so it takes the
  // focus and shows the focus ring in this step's screenshot); Enter rolls it as a click does.
  await step("player-keyboard-focus", async () => {
    const win = hero();
    await win.waitFor({ timeout: STEP_TIMEOUT });
    await win.locator('[data-action="tab"]').first().focus();
    let reached = false;
    for (let i = 0; i < 150 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, r.roll);
    }
    expect(reached, `Tab never reached ${r.roll}`);
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    expect(ring !== "none", "the focused control shows no focus outline");
  });

  await step("player-keyboard-roll", async () => {
    const before = await messageCount(page);
    await page.keyboard.press("Enter");
    await settle(page);
    await driveToCard(page, before);
  });

  if (r.ability) {
    await step("player-uses-ability", async () => {
      const win = hero();
      await openTab(win, r.ability.tab);
      const before = await messageCount(page);
      await win.locator('[data-action="rollItem"]', { hasText: r.ability.name }).first().click();
      await until(page, (n) => document.querySelectorAll("#chat-log .chat-message").length > n, before, "no ability card was posted");
      const text = (await page.locator("#chat-log .chat-message").last().textContent()).replace(/\s+/g, " ");
      expect(text.includes(r.ability.name) && text.includes(r.ability.expect), `the ability card says: ${text}`);
    });
  }

  await step("player-change-portrait", () => changePortrait(2));

  await step("player-journal-refused-on-observed-token", async () => {
    await page.evaluate((html) => window.play.showJournal(html), r.journal.html);
    await setSelected(r.rival, true);
    const before = await page.evaluate(() => window.play.messages().length);
    await journalLinks().first().click();
    await settle(page);
    await until(
      page,
      () => [...document.querySelectorAll("#notifications .notification.warn")].some((n) => n.textContent.includes("do not own")),
      null,
      "no refusal message",
    );
    expect(!(await page.locator("#windows .dice-dialog, #windows .application.dialog").count()), "a roll dialog opened for a token the player does not own");
    expect((await page.evaluate(() => window.play.messages().length)) === before, "a message was posted");
    await setSelected(r.rival, false);
  });

  await step("player-journal-link-rolls-own", async () => {
    await setSelected(r.hero, true);
    const before = await messageCount(page);
    await journalLinks().first().click();
    await settle(page);
    await driveToCard(page, before);
    await setSelected(r.hero, false);
  });

  await step("player-refused-on-observed-actor", async () => {
    await page.locator("#actors li", { hasText: r.rival }).locator("a.entry-name").click();
    const win = rival();
    await win.waitFor({ timeout: STEP_TIMEOUT });
    const before = await page.evaluate(() => window.play.messages().length);
    const button = win.locator(r.rivalRoll).first();
    expect(await button.count(), `no roll button on ${r.rival}'s sheet`);
    // v13 DocumentSheetV2#_onRender disables every control of a sheet the user cannot edit (_toggleDisabled), so the
    // observer's roll button is disabled; a click on it (forced past Playwright's wait) reaches no handler.
    expect(await button.isDisabled(), `the roll button on ${r.rival}'s sheet is not disabled for an observer`);
    await button.click({ force: true }).catch(() => {});
    await settle(page);
    expect(!(await page.locator("#windows .dice-dialog, #windows .application.dialog").count()), "a roll dialog opened for an actor the player does not own");
    expect((await page.evaluate(() => window.play.messages().length)) === before, "a message was posted");
  });

  if (r.cardAction) {
    await step("player-card-button-refused", async () => {
      // The GM's card (from gm-card-button-changes-actor) still offers its button; the player targets the rival
      // they only observe and clicks it: refused, the rival unchanged.
      await setTarget(r.rival, true);
      const rivalBefore = JSON.stringify((await actor(r.rival)).source.system);
      const action = [].concat(r.cardAction).at(-1);
      const button = page.locator(`#chat-log [data-anthology-action="${action}"]`).last();
      expect(await button.count(), `no ${action} button in the player's chat log`);
      await button.click();
      await settle(page);
      await until(
        page,
        () => [...document.querySelectorAll("#notifications .notification.warn")].some((n) => n.textContent.includes("owner")),
        null,
        "no refusal message",
      );
      expect(JSON.stringify((await actor(r.rival)).source.system) === rivalBefore, `${r.rival} changed after the player's click`);
    });
  }

  // ---- a GM's roll request, answered by two players (README "GM roll requests") ----
  /** Switches the page to another user's client (`gm`, `player`, `player2` of window.play.users). */
  async function switchTo(who) {
    const id = await page.evaluate((w) => window.play.users[w], who);
    await page.selectOption("#user-switch", id);
    await until(page, (u) => document.body.dataset.clientReady === u, id, `the user did not switch to ${who}`);
  }
  const requestCard = () => page.locator("#chat-log .chat-message", { has: page.locator(".roll-request") }).last();
  const gmRequestCard = () => page.locator("#chat-log .chat-message", { has: page.locator(".roll-request-gm") }).last();
  /** The GM card's difficulty as the GM reads it ("DC: 14"), kept to check that no player's client shows it. */
  let hiddenLine = "";

  await step("gm-request-select-tokens", async () => {
    await switchTo("gm");
    await setSelected(r.hero, true);
    await setSelected(r.companion, true);
    const selected = await page.locator("#actors button.select.active").count();
    expect(selected === 2, `${selected} tokens are selected, not 2`);
  });

  await step("gm-request-open-from-token-controls", async () => {
    const control = page.locator('#scene-controls [data-tool="anthologyRollRequest"]');
    expect(await control.count(), "the token controls have no roll request button");
    await control.click();
    const dialog = page.locator("#windows .application.dialog").last();
    await dialog.locator('select[name="check"]').waitFor({ timeout: STEP_TIMEOUT });
    expect((await dialog.locator('select[name="check"] option').count()) > 0, "the request window offers no check");
  });

  await step("gm-request-hidden-difficulty-chances", async () => {
    const dialog = page.locator("#windows .application.dialog").last();
    await dialog.locator('input[name="difficulty"]').fill(r.requestDifficulty);
    await dialog.locator('input[name="hidden"]').check();
    await dialog.locator("footer button.default").click();
    const list = page.locator("#windows .application.dialog .roll-request-chances").last();
    await list.waitFor({ timeout: STEP_TIMEOUT });
    // One line a character: "Toromeen: 35.0% chance of success" (the ruleset's words for what the chance is of).
    const lines = await list.locator("li").evaluateAll((lis) => lis.map((li) => li.textContent.trim()));
    const names = lines.map((line) => line.slice(0, line.indexOf(":")));
    expect(
      names.includes(r.hero) && names.includes(r.companion) && lines.length === 2,
      `the chances list ${JSON.stringify(names)}, not ${r.hero} and ${r.companion}`,
    );
    for (const line of lines) expect(/: \d+(\.\d+)?% chance (of|to) /.test(line), `no chance shown: "${line}"`);
    // What is asked: the check and the difficulty the GM typed (a negative one with the true minus), kept hidden.
    const summary = (await page.locator("#windows .application.dialog .roll-request-summary").last().textContent()).trim();
    expect(
      summary.includes(r.requestDifficulty.replace("-", "\u2212")) && summary.endsWith("hidden from the players"),
      `the confirmation does not say what is asked: "${summary}"`,
    );
  });

  await step("gm-request-send", async () => {
    const before = await messageCount(page);
    await page.locator('#windows .application.dialog footer button[data-action="yes"]').last().click();
    await until(page, (n) => document.querySelectorAll("#chat-log .chat-message").length >= n + 2, before, "the request's two cards were not posted");
    expect((await requestCard().locator('[data-anthology-action="rollRequested"]').count()) === 2, "the public card has no button per character");
    // "Difficulty: −3", "DC: 14", "Difficulty: 8 · Difficult": the difficulty as the ruleset names it, a negative one
    // with the true minus, then the tag that it is hidden from the players.
    hiddenLine = (await gmRequestCard().locator(".roll-request-difficulty-text").first().textContent()).trim();
    const hiddenTag = await gmRequestCard().locator(".roll-request-difficulty .roll-request-hidden-tag").count();
    expect(
      hiddenLine.includes(`: ${r.requestDifficulty.replace("-", "\u2212")}`) && hiddenTag === 1,
      `the GM's card does not keep the hidden difficulty ${r.requestDifficulty}: "${hiddenLine}"`,
    );
    const pending = await gmRequestCard().locator("tbody tr").count();
    expect(pending === 2, `the GM's card lists ${pending} characters, not 2`);
    await setSelected(r.hero, false);
    await setSelected(r.companion, false);
  });

  /** On a player's client: the public card keeps the difficulty hidden, and no GM card or difficulty is rendered. */
  async function expectDifficultyHidden(who) {
    expect(await requestCard().count(), `${who} does not see the request card`);
    const card = (await requestCard().textContent()).replace(/\s+/g, " ");
    expect(card.includes("The GM keeps the difficulty hidden"), `${who}'s request card does not say the difficulty is hidden: ${card.slice(0, 160)}`);
    expect(!(await page.locator("#chat-log .roll-request-gm").count()), `${who}'s chat log renders the GM's card`);
    const log = (await page.locator("#chat-log").textContent()).replace(/\s+/g, " ");
    expect(!log.includes(hiddenLine), `${who}'s chat log shows the hidden difficulty "${hiddenLine}"`);
  }

  /** A player presses their character's button on the public card and drives the roll to its card. */
  async function answerRequest(who, name) {
    await switchTo(who);
    const button = requestCard().locator('[data-anthology-action="rollRequested"]', { hasText: name });
    expect(await button.count(), `${who} sees no button for ${name}`);
    const before = await messageCount(page);
    await button.click();
    await settle(page);
    await driveToCard(page, before);
    const problems = await page.evaluate(() =>
      [...document.querySelectorAll("#notifications .notification.warn, #notifications .notification.error")].map((n) => n.textContent),
    );
    expect(!problems.length, `${who} was warned: ${problems.join("; ")}`);
    await expectDifficultyHidden(who);
  }

  await step("player1-answers-request", () => answerRequest("player", r.hero));
  await step("player2-answers-request", () => answerRequest("player2", r.companion));

  await step("gm-request-card-shows-both-results", async () => {
    await switchTo("gm");
    const card = gmRequestCard();
    expect(await card.count(), "the GM does not see the request's GM card");
    const rows = await card.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent.trim())));
    expect(rows.length === 2, `the GM's card has ${rows.length} rows`);
    for (const [name, , result] of rows) expect(/^-?\d+ · (success|failure)$/.test(result), `the GM's card shows no result for ${name}: "${result}"`);
    const names = rows.map((row) => row[0]);
    expect(names.includes(r.hero) && names.includes(r.companion), `the GM's card lists ${JSON.stringify(names)}`);
    await card.scrollIntoViewIfNeeded();
  });

  // ---- the party (README "The party"): the GM drags both characters onto it, asks the party for a roll, each answers ----
  const partyWindow = () => windowOf(page, "The Company");

  await step("gm-party-gathers-the-characters", async () => {
    await switchTo("gm");
    await page.locator("#actors li", { hasText: "The Company" }).locator("a.entry-name").click();
    await partyWindow().waitFor();
    for (const name of [r.hero, r.companion]) {
      await page.locator("#actors li", { hasText: name }).dragTo(partyWindow().locator(".window-content").first());
      await settle(page);
    }
    const names = await partyWindow()
      .locator(".anth-party-member-name")
      .evaluateAll((els) => els.map((e) => e.textContent.trim()));
    expect(names.length === 2 && names[0] === r.hero && names[1] === r.companion, `the party lists ${JSON.stringify(names)}, not ${r.hero} and ${r.companion}`);
    const chances = await partyWindow()
      .locator(".anth-party-roll")
      .evaluateAll((els) => els.map((e) => e.textContent.trim()));
    expect(chances.length > 0 && chances.every((c) => /(\d+(\.\d+)?%|—)$/.test(c)), `the party shows no chances: ${JSON.stringify(chances.slice(0, 3))}`);
  });

  await step("gm-party-asks-for-a-roll", async () => {
    await partyWindow().locator('[data-action="requestRoll"]').click();
    const dialog = page.locator("#windows .application.dialog").last();
    await dialog.locator('select[name="check"]').waitFor({ timeout: STEP_TIMEOUT });
    await dialog.locator('input[name="difficulty"]').fill(r.requestDifficulty);
    await dialog.locator('input[name="hidden"]').check();
    await dialog.locator("footer button.default").click();
    await page.locator("#windows .application.dialog .roll-request-chances").last().waitFor({ timeout: STEP_TIMEOUT });
    const before = await messageCount(page);
    await page.locator('#windows .application.dialog footer button[data-action="yes"]').last().click();
    await until(page, (n) => document.querySelectorAll("#chat-log .chat-message").length >= n + 2, before, "the party's request cards were not posted");
    hiddenLine = (await gmRequestCard().locator(".roll-request-difficulty-text").first().textContent()).trim();
    const rows = await gmRequestCard().locator("tbody tr").count();
    expect(rows === 2, `the GM's card of the party's request lists ${rows} characters, not 2`);
  });

  await step("player-answers-the-party-request", () => answerRequest("player", r.hero));

  await step("gm-party-request-shows-the-answer", async () => {
    await switchTo("gm");
    const rows = await gmRequestCard()
      .locator("tbody tr")
      .evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent.trim())));
    const hero = rows.find((row) => row[0] === r.hero);
    expect(hero && /^-?\d+ · (success|failure)$/.test(hero[2]), `the GM's card shows no result for ${r.hero}: ${JSON.stringify(hero)}`);
    await gmRequestCard().scrollIntoViewIfNeeded();
  });

  // Effects that end with the scene (README "Effects that end with the scene, the combat or the rest"): an effect
  // added for the scene, the GM's "End the scene" in the token controls, and it is gone, with the card that says so.
  await step("gm-ends-the-scene", async () => {
    await switchTo("gm");
    await page.evaluate(
      (n) =>
        game.actors
          .getName(n)
          .createEmbeddedDocuments("ActiveEffect", [{ name: "Inspired for the scene", img: "icons/svg/aura.svg", flags: { anthology: { ends: "scene" } } }]),
      r.hero,
    );
    await until(page, (n) => game.actors.getName(n).effects.some((e) => e.name === "Inspired for the scene"), r.hero, "the scene's effect was not added");
    const control = page.locator('#scene-controls [data-tool="anthologyEndScene"]');
    expect(await control.count(), "the token controls have no End the scene button");
    const before = await messageCount(page);
    await control.click();
    await page.locator('#windows .application.dialog footer button[data-action="yes"]').last().click();
    await until(
      page,
      (n) => !game.actors.getName(n).effects.some((e) => e.name === "Inspired for the scene"),
      r.hero,
      "the scene's effect is still on the hero",
    );
    await until(page, (n) => document.querySelectorAll("#chat-log .chat-message").length > n, before, "no card says what ended");
    const card = page.locator("#chat-log .chat-message .anth-effects-ended").last();
    const text = (await card.textContent()).replace(/\s+/g, " ");
    expect(text.includes(r.hero) && text.includes("Inspired for the scene"), `the card does not list the hero's ended effect: ${text}`);
    await card.scrollIntoViewIfNeeded();
  });

  // ---- the ruleset's own scenes (tools/play/scenes/<id>.mjs: a fight from the first roll to a downed foe, …) ----
  const scenesFile = join(root, "tools", "play", "scenes", `${id}.mjs`);
  if (existsSync(scenesFile)) {
    const { playScenes } = await import(pathToFileURL(scenesFile).href);
    await playScenes({
      page,
      r,
      step,
      switchTo,
      setTarget,
      actor,
      hero,
      rival,
      windowOf: (name) => windowOf(page, name),
      openTab,
      driveToCard: (before) => driveToCard(page, before),
      messageCount: () => messageCount(page),
      until: (fn, arg, message) => until(page, fn, arg, message),
      settle: () => settle(page),
      expect,
    });
  }

  await context.close();
  return results;
}

/**
 * What must not spill in another language (CONTRIBUTING "Translating"): tab labels, window and section headers,
 * buttons, labels, table heads and chat card bands. An element spills when its content is wider than its box
 * (`scrollWidth` > `clientWidth`; a box drawn at a fractional width may differ by one pixel). Elements in a hidden
 * tab are not laid out (no `offsetParent`) and are measured when their tab is shown.
 */
const SPILL_SELECTOR = [
  'nav.sheet-tabs [data-action="tab"]',
  ".window-header",
  ".window-title",
  "header",
  "h1",
  "h2",
  "h3",
  "h4",
  ".window-content",
  "section.tab",
  "button",
  "label",
  ".label",
  ".hint",
  ".stat",
  "th",
  ".dice-card-band",
  ".dice-card-band-outcome",
  ".dice-card-band-note",
].join(", ");

/** Every spilling element under `root` (run in the page): a short path, by how much, and its text. */
function spills(root, selector) {
  const name = (el) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).slice(0, 2).join(".")}` : ""}`;
  const out = [];
  for (const el of root.querySelectorAll(selector)) {
    if (!el.offsetParent || !el.getClientRects().length) continue;
    const over = el.scrollWidth - el.clientWidth;
    if (el.clientWidth > 0 && over > 1)
      out.push(`${name(el.parentElement ?? el)} > ${name(el)} +${over}px "${(el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40)}"`);
  }
  return out;
}

/** Languages the overflow pass opens (PLAY_LANGUAGES="de,fr" or "none"); every one system.json lists but English. */
export function playLanguages(root, env = process.env) {
  const listed = JSON.parse(readFileSync(join(root, "system.json"), "utf8"))
    .languages.map((l) => l.lang)
    .filter((l) => l !== "en");
  if (env.PLAY_LANGUAGES === "none") return [];
  const asked = env.PLAY_LANGUAGES ? env.PLAY_LANGUAGES.split(",").map((l) => l.trim()) : listed;
  const unknown = asked.filter((l) => !listed.includes(l));
  if (unknown.length) throw new Error(`PLAY_LANGUAGES names languages system.json does not list: ${unknown.join(", ")}`);
  return asked;
}

/**
 * One ruleset in another language: the hero's sheet (the widest of the ruleset) tab by tab at its default width and
 * at 560 px, the rival's sheet, a roll's dice dialog and its card in chat; each step fails on anything that spills.
 * Screenshots: dist-gallery/play/<lang>-<ruleset>-<nn>-<step>.png.
 */
export async function playLanguage(browser, { root, harnessFile, outDir, id, lang }) {
  const r = RULESETS[id];
  const context = await browser.newContext({ viewport: { width: 1920, height: 1000 } });
  await serve(context, { root, harnessFile });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  let errors = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  const results = [];
  let n = 0;
  async function step(name, fn) {
    n += 1;
    errors = [];
    let failure = null;
    try {
      await fn();
      await settle(page);
    } catch (err) {
      failure = err instanceof Error ? err.message.split("\n")[0] : String(err);
    }
    await page.screenshot({ path: join(outDir, `${lang}-${id}-${String(n).padStart(2, "0")}-${name}.png`) }).catch(() => {});
    const problems = [failure, ...errors].filter(Boolean);
    results.push({ name: `${lang} ${id} ${name}`, ok: problems.length === 0, problems });
    console.log(`${problems.length ? "FAIL" : "ok  "} play ${lang} ${id} ${name}${problems.length ? `: ${problems.join("; ")}` : ""}`);
  }
  const expectNoSpill = async (locator, where) => {
    const found = await locator.evaluate(spills, SPILL_SELECTOR);
    expect(found.length === 0, `${where}: ${found.length} spill: ${found.slice(0, 4).join(" | ")}`);
  };
  /** Each tab of a sheet in turn, measured while it is shown. */
  const everyTab = async (win, where) => {
    const tabs = await win.locator('nav.sheet-tabs [data-action="tab"]').evaluateAll((els) => els.map((e) => e.dataset.tab));
    const found = [];
    for (const tab of tabs.length ? tabs : [null]) {
      await openTab(win, tab);
      await settle(page);
      found.push(...(await win.evaluate(spills, SPILL_SELECTOR)).map((s) => `[${tab}] ${s}`));
    }
    // The screenshot shows the first tab that spills, else the first tab.
    const first = found[0]?.match(/^\[([^\]]*)\]/)?.[1] ?? tabs[0];
    if (first && first !== "null") await openTab(win, first);
    expect(found.length === 0, `${where}: ${found.length} spill: ${found.slice(0, 4).join(" | ")}`);
  };

  await step("boot", async () => {
    await page.goto(`${ORIGIN}/game?ruleset=${id}&lang=${lang}`);
    await page.waitForSelector("body[data-booted]", { timeout: STEP_TIMEOUT });
    expect((await page.getAttribute("body", "data-booted")) === "true", await page.textContent("#play-status"));
    expect((await page.getAttribute("html", "lang")) === lang, `the page is not in ${lang}`);
  });
  await step("hero-sheet-tabs", async () => {
    await page.locator("#actors li", { hasText: r.hero }).locator("a.entry-name").click();
    await windowOf(page, r.hero).waitFor({ timeout: STEP_TIMEOUT });
    await everyTab(windowOf(page, r.hero), `${r.hero}'s sheet`);
  });
  await step("hero-sheet-560px", async () => {
    const win = windowOf(page, r.hero);
    const wide = await win.evaluate((el) => el.style.width);
    await win.evaluate((el) => {
      el.style.width = "560px";
    });
    await settle(page);
    const rows = await win.evaluate(
      (el) => new Set([...el.querySelectorAll('nav.sheet-tabs [data-action="tab"]')].map((b) => Math.round(b.getBoundingClientRect().top))).size,
    );
    expect(rows <= 1, `the tabs wrap onto ${rows} rows at 560 px`);
    await everyTab(win, `${r.hero}'s sheet at 560 px`);
    await win.evaluate((el, width) => {
      el.style.width = width;
    }, wide);
  });
  await step("rival-sheet", async () => {
    await page.locator("#actors li", { hasText: r.rival }).locator("a.entry-name").click();
    await windowOf(page, r.rival).waitFor({ timeout: STEP_TIMEOUT });
    await everyTab(windowOf(page, r.rival), `${r.rival}'s sheet`);
    await windowOf(page, r.rival)
      .locator('[data-action="close"]')
      .first()
      .click()
      .catch(() => {});
  });
  await step("roll-dialog-and-card", async () => {
    const win = windowOf(page, r.hero);
    await openTab(
      win,
      await win
        .locator('[data-action="tab"]')
        .first()
        .getAttribute("data-tab")
        .catch(() => null),
    );
    const before = await messageCount(page);
    await win.locator(r.roll).first().click();
    await settle(page);
    const dice = page.locator("#windows .dice-dialog").last();
    if (await dice.count()) await expectNoSpill(dice, "the roll dialog");
    await driveToCard(page, before);
    await page.evaluate(() => window.play.clearFaces?.());
    const cards = page.locator("#chat-log");
    await expectNoSpill(cards, "the chat cards");
  });
  await context.close();
  return results;
}

/** Runs every ruleset, then each in every other language; returns the step results. */
export async function play(browser, root) {
  const outDir = join(root, "dist-gallery", "play");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const harnessFile = join(outDir, "harness.js");
  await bundleHarness(root, harnessFile);
  const only = process.env.PLAY_RULESETS?.split(",");
  const results = [];
  for (const id of Object.keys(RULESETS)) {
    if (only && !only.includes(id)) continue;
    if (!process.env.PLAY_LANGUAGES_ONLY) results.push(...(await playRuleset(browser, { root, harnessFile, outDir, id })));
  }
  for (const lang of playLanguages(root)) {
    for (const id of Object.keys(RULESETS)) {
      if (only && !only.includes(id)) continue;
      results.push(...(await playLanguage(browser, { root, harnessFile, outDir, id, lang })));
    }
  }
  return results;
}
