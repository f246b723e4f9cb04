/**
 * Gods & Monsters scenes of the browser play-through: the character sheet at five widths (tabs whole on one row, no
 * sideways scroll), the combat tab as the table reads it (the injuries' death
 * threshold, what the weapon rows add), a quickdraw against the targeted Yeti (the evasion roll, the attack, the damage
 * card with one apply button and the other ways folded), and a clash from the GM's tools; the GM pastes a line in 004's creature form
 * into "Paste a stat block", reads the preview and opens the created creature; an arquebus loaded from its row
 * (loading 1/2, 2/2), fired into the melee of the Yeti and Bryn (the stray-shot card names who is at risk), and the
 * Yeti immobilized from the attack dialog (the hold card, the failed evasion, the Held status and the hold round); the
 * creation, travel and illusion tools; and the Yeti's night's rest from its sheet.
 */
export async function playScenes({ page, r, step, switchTo, setTarget, hero, rival, openTab, driveToCard, messageCount, settle, expect, until, windowOf }) {
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
  const chatSince = (before) =>
    page.locator("#chat-log .chat-message").evaluateAll(
      (els, n) =>
        els
          .slice(n)
          .map((e) => e.textContent)
          .join(" | ")
          .replace(/\s+/g, " "),
      before,
    );

  // The seven-tab sheet at the widths a GM drags it to (v13 ApplicationV2#setPosition writes the inline width): every
  // tab on one row with its label whole, and no tab's content wider than the window (scrollWidth against clientWidth).
  await step("gm-sheet-widths", async () => {
    await switchTo("gm");
    const win = await openHero();
    const before = await win.evaluate((el) => el.style.width);
    const problems = [];
    for (const width of [700, 760, 820, 880, 1100]) {
      await win.evaluate((el, w) => {
        el.style.width = `${w}px`;
      }, width);
      await settle();
      problems.push(
        ...(await win.evaluate((el, w) => {
          const found = [];
          const buttons = [...el.querySelectorAll('nav.sheet-tabs [data-action="tab"]')];
          const rows = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size;
          if (rows !== 1) found.push(`${w}px: the tabs take ${rows} rows`);
          for (const b of buttons) {
            const label = b.querySelector(".anth-tab-label");
            if (!label || getComputedStyle(label).display === "none") found.push(`${w}px: the ${b.dataset.tab} tab shows no label`);
            else if (label.scrollWidth > label.clientWidth + 1 || b.scrollWidth > b.clientWidth + 1)
              found.push(`${w}px: the ${b.dataset.tab} tab's label is clipped`);
          }
          const content = el.querySelector(".window-content");
          for (const b of buttons) {
            b.click();
            const tab = el.querySelector(`.tab[data-tab="${b.dataset.tab}"]`);
            for (const box of [content, tab]) {
              if (box && box.scrollWidth > box.clientWidth + 1)
                found.push(`${w}px, ${b.dataset.tab}: ${box.scrollWidth - box.clientWidth}px wider than the window`);
            }
          }
          buttons[0]?.click();
          return found;
        }, width)),
      );
    }
    await win.evaluate((el, w) => {
      el.style.width = w;
    }, before);
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

  await step("gm-paste-a-stat-block", async () => {
    await switchTo("gm");
    await page.locator('#scene-controls [data-tool="anthologyStatBlock"]').click();
    const dialog = page.locator("#windows .stat-block-dialog").last();
    await dialog.waitFor();
    await dialog
      .locator('textarea[name="statBlock"]')
      .fill("Frost Ogre 20   6 6 6   +4 +3\nfourth-level creature; two attacks; claws d6\nlives above the snow line");
    await settle();
    const preview = (await dialog.locator(".stat-block-preview").textContent()).replace(/\s+/g, " ");
    expect(/Frost Ogre can be created. Items: 1/.test(preview), `the preview does not say the Frost Ogre can be created: ${preview.slice(0, 200)}`);
    expect(/Survival ?20/.test(preview), `the preview does not show survival 20: ${preview.slice(0, 300)}`);
    expect(/Not understood: .lives above the snow line./.test(preview), "the preview does not list the line it could not read");
  });

  await step("gm-stat-block-creates-the-creature", async () => {
    const dialog = page.locator("#windows .stat-block-dialog").last();
    await dialog.locator('footer button[data-action="create"]').click();
    await settle();
    const sheet = windowOf("Frost Ogre");
    await sheet.waitFor();
    const text = (await sheet.locator(".window-content").first().textContent()).replace(/\s+/g, " ");
    expect(/Claws/.test(text), "the created Frost Ogre's sheet shows no claws");
  });

  await step("gm-arquebus-loading", async () => {
    await switchTo("gm");
    await page.evaluate(() =>
      globalThis.game.actors.getName("Toromeen").createEmbeddedDocuments("Item", [
        {
          name: "Arquebus",
          type: "gmWeapon",
          system: { damage: "d8", fireActions: 3, range: 10, hands: 2, category: "basic", attackMode: "propelled", ammunition: "gun-bullet", equipped: true },
        },
      ]),
    );
    const win = await openHero();
    await openTab(win, r.attackTab);
    await settle();
    const row = win.locator("li[data-item-id]", { hasText: "Arquebus" }).first();
    await until(() => !!document.querySelector(".gm-loading"), null, "the arquebus row shows no loading count");
    expect((await row.locator(".gm-loading").textContent()).trim() === "loading 0/2", "the arquebus does not start at loading 0/2");
    const before = await messageCount();
    await row.locator('[data-action="loadWeapon"]').click();
    await settle();
    await until((n) => document.querySelectorAll("#chat-log .chat-message").length > n, before, "loading posted no note");
    const text = await chatSince(before);
    expect(/spends an action loading the Arquebus \(1\/2\)/.test(text), `no loading note: ${text.slice(0, 200)}`);
    await until(() => /loading 1\/2/.test(document.querySelector(".gm-loading")?.textContent ?? ""), null, "the row did not show loading 1/2");
    await win.locator("li[data-item-id]", { hasText: "Arquebus" }).first().locator('[data-action="loadWeapon"]').click();
    await settle();
    await until(() => /loading 2\/2/.test(document.querySelector(".gm-loading")?.textContent ?? ""), null, "the row did not show loading 2/2");
  });

  await step("gm-stray-shot", async () => {
    await setTarget(r.rival, true);
    await setTarget(r.companion, true);
    const win = await openHero();
    await openTab(win, r.attackTab);
    const before = await messageCount();
    // The attack die (1, a hit on everyone), the damage die (4).
    await page.evaluate((faces) => window.play.queueFaces(faces), [1, 4]);
    await win.locator("li[data-item-id]", { hasText: "Arquebus" }).first().locator('[data-action="attack"]').first().click();
    await settle();
    await answerAll(before);
    await until(() => !!document.querySelector("#chat-log .gm-stray-shot"), null, "no stray-shot card after the shot into close combat");
    const stray = page.locator("#chat-log .gm-stray-shot").last();
    const text = (await stray.textContent()).replace(/\s+/g, " ");
    expect(/would also have hit Bryn/.test(text), `the stray-shot card does not name Bryn: ${text.slice(0, 200)}`);
    expect((await stray.locator('[data-anthology-action="gmStrayShot"]').count()) === 1, "the stray-shot card has no evasion button for Bryn");
    await until(() => /loading 0\/2/.test(document.querySelector(".gm-loading")?.textContent ?? ""), null, "the shot did not empty the arquebus");
    await stray.scrollIntoViewIfNeeded();
    await setTarget(r.companion, false);
  });

  await step("gm-immobilize-hold", async () => {
    await setTarget(r.rival, true);
    const win = await openHero();
    await openTab(win, r.attackTab);
    const before = await messageCount();
    // The attack die (1), the damage die (3), then the Yeti's evasion (20: held).
    await page.evaluate((faces) => window.play.queueFaces(faces), [1, 3]);
    await win.locator("li[data-item-id]", { hasText: "Battle axe" }).first().locator('[data-action="attack"]').first().click();
    await settle();
    const dice = page.locator("#windows .dice-dialog").last();
    await dice.waitFor();
    const grab = dice.locator('input[name="immobilizing"]');
    if (!(await grab.isVisible()))
      await dice
        .locator("details summary")
        .first()
        .click()
        .catch(() => {});
    await grab.check();
    await settle();
    await dice.locator('[data-action="roll"]').first().click();
    await settle();
    await until(() => !!document.querySelector('#chat-log [data-anthology-action="gmHoldEscape"]'), null, "no hold card after the immobilizing hit");
    const escape = page.locator('#chat-log [data-anthology-action="gmHoldEscape"]').last();
    await page.evaluate((faces) => window.play.queueFaces(faces), [20]);
    await escape.click();
    await settle();
    await until(() => !!document.querySelector('#chat-log [data-anthology-action="gmHoldRound"]'), null, "the failed evasion offered no hold round");
    const text = await chatSince(before);
    expect(/has a hold on Yeti/.test(text), `the hold card does not say the Yeti is held: ${text.slice(-300)}`);
    const held = await page.evaluate(() => globalThis.game.actors.getName("Yeti").statuses.has("held"));
    expect(held, "the Yeti's token has no Held status");
    await page.locator("#chat-log .gm-hold").last().scrollIntoViewIfNeeded();
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
