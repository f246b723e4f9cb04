/**
 * Shadow's own scenes (text 002): as the GM, Ylva withdraws from the targeted Troll, which gets a Free Attack card;
 * the fixture's Troll is unarmed, so its button says it has no melee weapon ready and rolls nothing (the roll itself is
 * tested in test/rulesets/shadow/free-attacks.test.ts); then she is knocked prone from the sheet and stands up with her
 * Quick test, whose card says what it cost. Her Long Sword is sheathed and drawn again from its row (outside combat
 * drawing spends nothing); she drinks an herbal cure from her inventory, whose card's band gives the Toughness regained.
 */
export async function playScenes({ page, r, step, switchTo, setTarget, hero, openTab, driveToCard, messageCount, until, settle, expect }) {
  const lastCard = () => page.locator("#chat-log .chat-message").last();

  await step("shadow-withdraw-offers-free-attack", async () => {
    await switchTo("gm");
    if (!(await hero().count())) await page.locator("#actors li", { hasText: r.hero }).locator("a.entry-name").click();
    await hero().waitFor();
    await openTab(hero(), "main");
    await setTarget(r.rival, true);
    const before = await messageCount();
    await hero().locator('[data-action="provoke"][data-move="withdraw"]').first().click();
    await until((n) => document.querySelectorAll("#chat-log .chat-message").length > n, before, "no Free Attack card");
    const button = page.locator('#chat-log [data-anthology-action="shadowFreeAttack"]').last();
    expect(await button.count(), "the Free Attack card has no button");
    expect((await lastCard().textContent()).includes(r.rival), "the Free Attack card does not name the Troll");
  });

  await step("shadow-free-attack-needs-a-ready-weapon", async () => {
    // The fixture's Troll carries no weapon: its Free Attack is refused with the reason, and nothing is rolled.
    const before = await messageCount();
    await page.locator('#chat-log [data-anthology-action="shadowFreeAttack"]').last().click();
    await settle();
    await until(
      () => [...document.querySelectorAll("#notifications .notification.warn")].some((n) => n.textContent.includes("no melee weapon ready")),
      null,
      "no refusal for the unarmed Troll",
    );
    expect((await messageCount()) === before, "a card was posted for an unarmed Free Attack");
    await setTarget(r.rival, false);
  });

  await step("shadow-prone-then-stand-up", async () => {
    await hero().locator('[data-action="shadowStatus"][data-status="prone"]').first().click();
    await settle();
    const stand = hero().locator('[data-action="standUp"]').first();
    await stand.waitFor();
    const before = await messageCount();
    await page.evaluate(() => window.play.queueFaces([3]));
    await stand.click();
    await settle();
    await until(
      (n) => document.querySelectorAll("#chat-log .chat-message").length > n + 1 || !!document.querySelector("#windows .dice-dialog"),
      before,
      "standing up opened nothing",
    );
    if (await page.locator("#windows .dice-dialog").count()) await driveToCard(before);
    await until(() => [...document.querySelectorAll("#chat-log .chat-message")].some((m) => m.textContent.includes("stands up")), null, "no stand-up card");
    await settle();
    expect(!(await hero().locator('[data-action="standUp"]').count()), "still prone after standing up");
  });

  await step("shadow-sheathe-and-draw", async () => {
    await openTab(hero(), "main");
    const toggle = hero().locator("[data-item-id]", { hasText: "Long Sword" }).locator('[data-action="toggleEquipped"]').first();
    await toggle.click();
    await settle();
    await until(
      () => [...document.querySelectorAll('[data-action="toggleEquipped"]')].some((b) => b.getAttribute("aria-label") === "Sheathed"),
      null,
      "the sword is not shown sheathed",
    );
    await toggle.click();
    await settle();
    await until(
      () => [...document.querySelectorAll('[data-action="toggleEquipped"]')].some((b) => b.getAttribute("aria-label") === "Drawn"),
      null,
      "the sword is not shown drawn",
    );
  });

  await step("shadow-elixir-from-sheet", async () => {
    await page.evaluate(async (name) => {
      const actor = game.actors.getName(name);
      await actor.update({ "system.toughness.value": 5 });
      await actor.createEmbeddedDocuments("Item", [
        { name: "Herbal Cure", type: "shadowEquipment", system: { quantity: 2, elixir: true, healing: { flat: 1, dice: "" } } },
      ]);
    }, r.hero);
    await settle();
    await openTab(hero(), "inventory");
    const use = hero().locator("[data-item-id]", { hasText: "Herbal Cure" }).locator('[data-action="useElixir"]').first();
    await use.waitFor();
    const before = await messageCount();
    await use.click();
    await until((n) => document.querySelectorAll("#chat-log .chat-message").length > n, before, "no elixir card");
    await settle();
    const band = await lastCard().locator(".dice-card-band").first().textContent();
    expect(band.includes("+1 Toughness: 6"), `the elixir card's band says "${band}"`);
  });
}
