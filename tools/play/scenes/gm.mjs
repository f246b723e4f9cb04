/**
 * Gods & Monsters scenes of the browser play-through: the combat tab as the table reads it (the injuries' death
 * threshold, what the weapon rows add), a quickdraw against the targeted Yeti (the evasion roll, the attack, the damage
 * card with one apply button and the other ways folded), and a clash from the GM's tools.
 */
export async function playScenes({ page, r, step, switchTo, setTarget, hero, openTab, driveToCard, messageCount, settle, expect, until }) {
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

  // Age, height and weight at creation (004): the creation tools' dialog, a base height typed for a human, a card.
  await step("gm-physique", async () => {
    await switchTo("gm");
    const win = await openHero();
    await openTab(win, "abilities");
    const before = await messageCount();
    await win.locator('[data-action="physique"]').first().click();
    const dialog = page.locator("#windows .application.dialog").last();
    await dialog.waitFor();
    await dialog.locator('input[name="baseHeight"]').fill("60");
    await dialog.locator('input[name="baseWeight"]').fill("110");
    await dialog.locator('[data-action="ok"]').click();
    await until((n) => document.querySelectorAll("#chat-log .chat-message").length > n, before, "no age, height and weight card");
    const text = await chatSince(before);
    expect(/years old, \d+ feet \d+ inches tall, \d+ pounds/.test(text), `the card does not say the age, height and weight: ${text.slice(0, 200)}`);
    await page.locator("#chat-log .gm-physique-card").last().scrollIntoViewIfNeeded();
  });

  // Semi-conscious (001): the combat tab says what it changes; told to act, willpower or d4 rounds.
  await step("gm-semi-conscious", async () => {
    const win = await openHero();
    await openTab(win, r.attackTab);
    await win.locator('input[name="system.state.semiConscious"]').check();
    await settle();
    await win.locator(".gm-semi-conscious").waitFor();
    const note = (await win.locator(".gm-semi-conscious").textContent()).replace(/\s+/g, " ");
    expect(/no agility bonus to defense/.test(note), `the semi-conscious note is missing: ${note}`);
    const before = await messageCount();
    await page.evaluate((faces) => window.play.queueFaces(faces), [1]);
    await win.locator('[data-action="semiConsciousRespond"]').click();
    await settle();
    await answerAll(before);
    const text = await chatSince(before);
    expect(/reacts at once|rounds to react/.test(text), `no reaction card: ${text.slice(0, 200)}`);
    await win.locator(".gm-semi-conscious").scrollIntoViewIfNeeded();
  });

  // The GM's tools window: a day's travel (terrain, forced march, flying, a mount) and the disbelief request.
  await step("gm-travel-tools", async () => {
    const win = await openHero();
    await win.locator('input[name="system.state.semiConscious"]').uncheck();
    await settle();
    await page.evaluate(() => window.game.anthology.gm.consequences());
    const tools = page.locator("#gm-consequences");
    await tools.waitFor();
    const travel = tools.locator('[data-tool="travel"]');
    expect(await travel.count(), "no travel tool in the GM's window");
    expect(await tools.locator('[data-tool="illusion"]').count(), "no illusion tool in the GM's window");
    await travel.scrollIntoViewIfNeeded();
  });
}
