/**
 * Gods & Monsters scenes of the browser play-through: the combat tab as the table reads it (the injuries' death
 * threshold, what the weapon rows add), a quickdraw against the targeted Yeti (the evasion roll, the attack, the damage
 * card with one apply button and the other ways folded), and a clash from the GM's tools; then the GM pastes 004's Yeti
 * line into "Paste a stat block", reads the preview and opens the created creature.
 */
export async function playScenes({ page, r, step, switchTo, setTarget, hero, openTab, driveToCard, messageCount, settle, expect, until, windowOf }) {
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

  await step("gm-paste-a-stat-block", async () => {
    await switchTo("gm");
    await page.locator('#scene-controls [data-tool="anthologyStatBlock"]').click();
    const dialog = page.locator("#windows .stat-block-dialog").last();
    await dialog.waitFor();
    await dialog.locator('textarea[name="statBlock"]').fill("Snow Yeti 20   6 6 6   +4 +3\nfourth-level creature; two attacks; claws d6\nlives above the snow line");
    await settle();
    const preview = (await dialog.locator(".stat-block-preview").textContent()).replace(/\s+/g, " ");
    expect(/Snow Yeti can be created. Items: 1/.test(preview), `the preview does not say the Yeti can be created: ${preview.slice(0, 200)}`);
    expect(/Survival ?20/.test(preview), `the preview does not show survival 20: ${preview.slice(0, 300)}`);
    expect(/Not understood: .lives above the snow line./.test(preview), "the preview does not list the line it could not read");
  });

  await step("gm-stat-block-creates-the-creature", async () => {
    const dialog = page.locator("#windows .stat-block-dialog").last();
    await dialog.locator('footer button[data-action="create"]').click();
    await settle();
    const sheet = windowOf("Snow Yeti");
    await sheet.waitFor();
    const text = (await sheet.locator(".window-content").first().textContent()).replace(/\s+/g, " ");
    expect(/Claws/.test(text), "the created Yeti's sheet shows no claws");
  });
}
