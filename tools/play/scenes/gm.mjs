/**
 * Gods & Monsters scenes of the browser play-through: the character sheet at five widths (tabs whole on one row, no
 * sideways scroll), the combat tab as the table reads it (the injuries' death
 * threshold, what the weapon rows add), a quickdraw against the targeted Yeti (the evasion roll, the attack, the damage
 * card with one apply button and the other ways folded), a clash from the GM's tools, and the Yeti's night's rest from
 * its sheet.
 */
export async function playScenes({ page, r, step, switchTo, setTarget, hero, rival, openTab, driveToCard, messageCount, settle, expect, until }) {
  const openHero = async () => {
    if (!(await hero().count())) await page.locator("#actors li", { hasText: r.hero }).locator("a.entry-name").click();
    await hero().waitFor();
    return hero();
  };
  /** Answers every dice dialog and confirmation until no more open, then waits for a card after `before`. */
  const answerAll = async (before) => {
    for (let i = 0; i < 6; i++) {
      const pending = page.locator("#windows .dice-dialog, #windows .application.dialog").last();
      if (!(await pending.count())) break;
      await driveToCard(await messageCount()).catch(() => {});
    }
    await until((n) => document.querySelectorAll("#chat-log .chat-message").length > n, before, "no card was posted");
  };
  const chatSince = (before) => page.locator("#chat-log .chat-message").evaluateAll((els, n) => els.slice(n).map((e) => e.textContent).join(" | ").replace(/\s+/g, " "), before);

  // The seven-tab sheet at the widths a GM drags it to (v13 ApplicationV2#setPosition writes the inline width): every
  // tab on one row with its label whole, and no tab's content wider than the window (scrollWidth against clientWidth).
  await step("gm-sheet-widths", async () => {
    await switchTo("gm");
    const win = await openHero();
    const before = await win.evaluate((el) => el.style.width);
    const problems = [];
    for (const width of [700, 760, 820, 880, 1100]) {
      await win.evaluate((el, w) => { el.style.width = `${w}px`; }, width);
      await settle();
      problems.push(...await win.evaluate((el, w) => {
        const found = [];
        const buttons = [...el.querySelectorAll('nav.sheet-tabs [data-action="tab"]')];
        const rows = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size;
        if (rows !== 1) found.push(`${w}px: the tabs take ${rows} rows`);
        for (const b of buttons) {
          const label = b.querySelector(".anth-tab-label");
          if (!label || getComputedStyle(label).display === "none") found.push(`${w}px: the ${b.dataset.tab} tab shows no label`);
          else if (label.scrollWidth > label.clientWidth + 1 || b.scrollWidth > b.clientWidth + 1) found.push(`${w}px: the ${b.dataset.tab} tab's label is clipped`);
        }
        const content = el.querySelector(".window-content");
        for (const b of buttons) {
          b.click();
          const tab = el.querySelector(`.tab[data-tab="${b.dataset.tab}"]`);
          for (const box of [content, tab]) {
            if (box && box.scrollWidth > box.clientWidth + 1) found.push(`${w}px, ${b.dataset.tab}: ${box.scrollWidth - box.clientWidth}px wider than the window`);
          }
        }
        buttons[0]?.click();
        return found;
      }, width));
    }
    await win.evaluate((el, w) => { el.style.width = w; }, before);
    await settle();
    expect(!problems.length, problems.join("; "));
  });

  await step("gm-combat-tab-labels", async () => {
    await switchTo("gm");
    const win = await openHero();
    await openTab(win, r.attackTab);
    await settle();
    const text = (await win.locator(".window-content").first().textContent()).replace(/\s+/g, " ");
    expect(/Death threshold \d+/.test(text), "the injuries bar's number is not labelled as the death threshold");
    expect(/so a row.s number is the one rolled/.test(text), "the mode totals do not say what the rows add");
    expect(!(await win.locator('[data-roll="death"]').count()), "the death contest is offered at 0 injuries");
  });

  await step("gm-quickdraw-attack", async () => {
    await setTarget(r.rival, true);
    const win = await openHero();
    await openTab(win, r.attackTab);
    const before = await messageCount();
    // The evasion roll (1), the attack roll (1), the damage die (4).
    await page.evaluate((faces) => window.play.queueFaces(faces), [1, 1, 4]);
    await win.locator('[data-action="quickdraw"]').first().click();
    await settle();
    await answerAll(before);
    await until((n) => document.querySelectorAll("#chat-log .chat-message").length >= n + 3, before, "the quickdraw did not reach the damage card");
    const text = await chatSince(before);
    expect(/Quickdraw/.test(text), `no quickdraw roll in the chat: ${text.slice(0, 200)}`);
    const damage = page.locator("#chat-log .gm-damage").last();
    expect(await damage.count(), "no damage card followed the quickdraw");
    const outside = await damage.locator('[data-anthology-action="gmApplyDamage"]').evaluateAll((bs) => bs.filter((b) => !b.closest("details")).length);
    expect(outside === 1, `the damage card shows ${outside} apply buttons outside the fold`);
    expect(!(await damage.locator('[data-archetypal="yes"]').count()), "'verve first' is offered against a creature");
    await damage.scrollIntoViewIfNeeded();
    await setTarget(r.rival, false);
  });

  // The creature sheet's night's rest (004 "Non-player characters": level survival back, no roll): one click, one card.
  await step("gm-npc-night-rest", async () => {
    await switchTo("gm");
    if (!(await rival().count())) await page.locator("#actors li", { hasText: r.rival }).locator("a.entry-name").click();
    const win = rival();
    await win.waitFor();
    const before = await messageCount();
    await win.locator('[data-action="npcRest"]').first().click();
    await until((n) => document.querySelectorAll("#chat-log .chat-message").length > n, before, "the night's rest posted no card");
    const text = await chatSince(before);
    expect(/regains \d+ survival: \d+ \/ \d+/.test(text), `the rest card does not say what was regained: ${text.slice(0, 200)}`);
  });
}
