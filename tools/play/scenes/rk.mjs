/**
 * Roll & Keep's own scenes (tools/play/scenes/README.md): a fight a table can track with the table options — the
 * player rolls the Mage's staff at the targeted Gate guard, the GM presses the card's "Apply N wounds", and the guard's
 * wound track (the default simple track: Endurance 2 holds 10 wounds) is full: out of the fight, on the card and the
 * guard's sheet.
 */
export async function playScenes({ page, r, step, switchTo, setTarget, actor, hero, rival, openTab, until, settle, expect, messageCount }) {
  const lastCard = () => page.locator("#chat-log .chat-message").last();

  await step("rk-player-rolls-weapon-damage", async () => {
    await switchTo("player");
    await setTarget(r.rival, true);
    if (!(await hero().count())) await page.locator("#actors li", { hasText: r.hero }).locator("a.entry-name").click();
    const win = hero();
    await win.waitFor();
    await openTab(win, "equipment");
    await page.evaluate(() => {
      window.play.clearFaces();
      window.play.queueFaces([7, 2, 5]);
    });
    const before = await messageCount();
    await win.locator('section[data-tab="equipment"] [data-action="rollItem"]').first().click();
    await until((n) => document.querySelectorAll("#chat-log .chat-message").length > n, before, "no damage card was posted");
    const text = (await lastCard().textContent()).replace(/\s+/g, " ");
    expect(
      text.includes("Damage 12") && text.includes("Apply 12 wounds"),
      `the damage card does not read "Damage 12 … Apply 12 wounds": ${text.slice(0, 200)}`,
    );
    await setTarget(r.rival, false);
  });

  await step("rk-gm-applies-wounds-out-of-the-fight", async () => {
    await switchTo("gm");
    const card = page.locator("#chat-log .chat-message", { has: page.locator(".rk-damage-card") }).last();
    const before = await messageCount();
    await card.locator('[data-anthology-action="rkApplyWounds"]').click();
    await until((n) => document.querySelectorAll("#chat-log .chat-message").length > n, before, "no wounds card was posted");
    await settle();
    const guard = await actor(r.rival);
    expect(guard?.source?.system?.wounds === 10, `the guard holds ${guard?.source?.system?.wounds} wounds, not 10 (a full simple track)`);
    const band = (await page.locator("#chat-log .rk-wounds-card .dice-card-band").last().textContent()).trim();
    expect(band.includes("out of the fight"), `the wounds card's band reads "${band}"`);
  });

  await step("rk-gm-sees-the-track-on-the-sheet", async () => {
    if (!(await rival().count())) await page.locator("#actors li", { hasText: r.rival }).locator("a.entry-name").click();
    const win = rival();
    await win.waitFor();
    await openTab(win, "attributes");
    const level = (await win.locator(".rk-wounds .rk-wound-level").textContent()).trim();
    expect(level === "Out of the fight", `the guard's sheet shows "${level}"`);
  });
}
