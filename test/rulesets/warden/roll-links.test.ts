/**
 * Warden roll links in a journal, rolled through the check flow with the real dice room: the GM with a token
 * selected, the owning player's assigned character, a non-owner refused.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { harness, PLAYER, PLAYER2 } from "../../harness/foundry.js";
import { castOwnership } from "../../harness/users.js";
import { ruleset } from "../../../module/rulesets/warden/ruleset.js";
import { hover, journalPage, links, press, selectTokens, warnings, worldOf } from "../../core/roll-link-page.js";
import { installWarden, makeActor } from "./skin-setup.js";

const TEXT = `<p>Leap aside: [[/save dex dc=15]]. Force the door with the crowbar: [[/action str +d6]]. Slip past: [[/test quick easy]].</p>
<p>Not links: [[/save dexterity]], [[/save dex dc=0]], [[/action str d6]].</p>`;

beforeEach(() => {
  installWarden();
  worldOf(ruleset);
});

async function scout() {
  const actor = await makeActor("wardenCharacter", "Scout", { str: { value: 8, max: 8 }, dex: { value: 10, max: 10 }, wil: { value: 6, max: 6 } });
  await actor.update({ ownership: castOwnership() } as never);
  return actor;
}

describe("Warden roll links", () => {
  it("render the examples and leave bad syntax as text", async () => {
    const page = await journalPage(TEXT);
    expect(links(page).map((a) => a.textContent?.trim())).toEqual(["Dexterity save, DC 15", "Strength + d6 check", "Dexterity check, DC 16"]);
    expect(page.textContent).toContain("Not links: [[/save dexterity]], [[/save dex dc=0]], [[/action str d6]].");
  });

  // v13's TooltipManager renders a data-tooltip that is not a localization key as HTML; the tooltip names the actor,
  // which a user typed, so it is data-tooltip-text (plain text) and the data-tooltip stays the localized hint.
  it("an actor's name in the tooltip is text, never markup", async () => {
    const hostile = await makeActor("wardenCharacter", "<img src=x onerror=alert(1)>", { dex: { value: 10, max: 10 } });
    selectTokens(hostile);
    const save = links(await journalPage(TEXT))[0]!;
    const hint = save.dataset.tooltip;
    expect(hover(save)).toBe("<img src=x onerror=alert(1)>: 75% to succeed");
    expect(save.dataset.tooltipText).toBe("<img src=x onerror=alert(1)>: 75% to succeed");
    expect(save.dataset.tooltip).toBe(hint);
    expect(hint).not.toContain("<img");
  });

  it("the GM rolls the selected token's save against the link's DC; the tooltip has its exact chance", async () => {
    const hero = await scout();
    selectTokens(hero);
    const save = links(await journalPage(TEXT))[0]!;
    // A save succeeds when TR > DC (003): d20 + 10 > 15 needs 6 or more, 15 faces of 20.
    expect(hover(save)).toBe("Scout: 75% to succeed");
    harness.queueFaces([5]);
    await press(save);
    const [message] = harness.messages();
    expect(message?.speaker.actor).toBe(hero.id);
    expect(message?.system).toMatchObject({ kind: "save" });
    // TR 15 does not beat DC 15; the card's chance is the tooltip's.
    expect(message?.content).toContain("against DC 15");
    expect(message?.content).toContain("Failure");
    expect(message?.content).toContain("Chance it had: 75.0%");
  });

  it("the owning player's action adds the link's object die", async () => {
    const hero = await scout();
    PLAYER.character = hero;
    harness.actAs(PLAYER);
    const action = links(await journalPage(TEXT))[1]!;
    expect(hover(action)).toBe("Rolls for Scout");
    harness.queueFaces([12, 4]);
    await press(action);
    const [message] = harness.messages();
    expect(message?.author?.id).toBe(PLAYER.id);
    // d20 12 + STR 8 + the link's d6 4.
    expect(message?.content).toContain("Result <strong>24</strong>");
    expect(message?.content).toContain("Extra die d6");
  });

  it("the neutral test is an action against the mapped DC", async () => {
    const hero = await scout();
    selectTokens(hero);
    const neutral = links(await journalPage(TEXT))[2]!;
    // d20 + 10 ≥ 16 needs 6 or more.
    expect(hover(neutral)).toBe("Scout: 75% to succeed");
    harness.queueFaces([6]);
    await press(neutral);
    expect(harness.messages()[0]?.system).toMatchObject({ kind: "action" });
  });

  it("a player who does not own the selected token is refused", async () => {
    const hero = await scout();
    harness.actAs(PLAYER2);
    selectTokens(hero);
    await press(links(await journalPage(TEXT))[0]!);
    expect(harness.messages()).toHaveLength(0);
    expect(warnings()).toEqual(["You do not own Scout: select a token of your own."]);
  });
});
