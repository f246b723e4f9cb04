/**
 * The Warden's own scenes (tools/play/scenes/README.md): a targeted attack as the text plays it (003, a Contested
 * Check): the player's dialog shows the exact chance against the target's save, the attack card waits for that save,
 * the GM rolls it and the result card says hit or saved; then the player moves from the sheet (1 AP).
 */
export async function playScenes({ page, r, step, switchTo, setTarget, actor, hero, openTab, driveToCard, messageCount, until, settle, expect }) {
  const diceDialog = () => page.locator("#windows .dice-dialog").last();

  await step("warden-player-attack-dialog-contest", async () => {
    await switchTo("player");
    await page.locator("#actors li", { hasText: r.hero }).locator("a.entry-name").click();
    const win = hero();
    await win.waitFor();
    await openTab(win, r.attackTab);
    await setTarget(r.rival, true);
    await win.locator(r.attack).first().click();
    await settle();
    await diceDialog().waitFor();
    const headline = (await diceDialog().locator('[data-live="headline"]').first().textContent()).trim();
    const percent = (await diceDialog().locator('[data-live="percent"]').first().textContent()).trim();
    expect(headline === `IR vs ${r.rival}`, `the attack dialog's top reads "${headline}", not "IR vs ${r.rival}"`);
    expect(/^\d+(\.\d)?% chance of success$/.test(percent), `the attack dialog shows no chance of the contest ("${percent}")`);
  });

  await step("warden-attack-card-waits-for-the-save", async () => {
    const before = await messageCount();
    await diceDialog().locator('[data-action="roll"]').first().click();
    await driveToCard(before);
    await setTarget(r.rival, false);
    const card = page.locator("#chat-log .chat-message .warden-attack").last();
    await card.waitFor();
    expect(await card.locator('[data-anthology-action="wardenContestSave"]').count(), "the attack card offers no save for its target");
    expect(!(await card.locator('[data-anthology-action="wardenApplyDamage"]').count()), "the attack card offers damage before the target saved");
    expect(await card.locator(".dice-card-band.neutral").count(), "the attack card's band is not neutral while the save is to come");
    await card.scrollIntoViewIfNeeded();
  });

  await step("warden-gm-rolls-the-target-save", async () => {
    await switchTo("gm");
    const before = await messageCount();
    await page.locator('#chat-log [data-anthology-action="wardenContestSave"]').last().click();
    await settle();
    await driveToCard(before);
    await until(
      (n) =>
        [...document.querySelectorAll("#chat-log .chat-message")]
          .slice(n)
          .some((m) => m.querySelector(".warden-attack .dice-card-band.success, .warden-attack .dice-card-band.failure")),
      before,
      "no result card says hit or saved",
    );
    await page.locator("#chat-log .chat-message .warden-attack").last().scrollIntoViewIfNeeded();
  });

  await step("warden-player-moves-from-the-sheet", async () => {
    await switchTo("player");
    await page.locator("#actors li", { hasText: r.hero }).locator("a.entry-name").click();
    const win = hero();
    await win.waitFor();
    await openTab(win, "main");
    const ap = (await actor(r.hero)).source.system.ap.value;
    expect(ap >= 1, `${r.hero} has no AP left to move (${ap})`);
    await win.locator('[data-special="move"]').first().click();
    await until(([name, left]) => window.play.actor(name).source.system.ap.value === left, [r.hero, ap - 1], "moving spent no AP");
    await page.locator("#chat-log .chat-message .warden-special").last().scrollIntoViewIfNeeded();
  });
}
