/**
 * Roll & Keep roll links in a journal, rolled through the action roll with the real dice room: the GM with a
 * token selected, the owning player's assigned character, a non-owner refused, a character without the
 * speciality the text names.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { harness, PLAYER, PLAYER2 } from "../../harness/foundry.js";
import { castOwnership } from "../../harness/users.js";
import { ruleset } from "../../../module/rulesets/roll-keep/ruleset.js";
import { hover, journalPage, links, press, selectTokens, warnings, worldOf } from "../../core/roll-link-page.js";
import { installRk, makeRkActor, textCharacter } from "./skin-setup.js";

const TEXT = `<p>Lie to the guard: [[/keep cunning deceit difficulty=6]]. Notice the ambush: [[/test alert hard]].</p>
<p>Not links: [[/keep brawn]], [[/keep cunning difficulty=11]].</p>`;

beforeEach(() => {
  installRk();
  worldOf(ruleset);
});

async function mage() {
  const actor = await textCharacter();
  await actor.update({ ownership: castOwnership() } as never);
  return actor;
}

describe("Roll & Keep roll links", () => {
  it("render the examples and leave bad syntax as text", async () => {
    const page = await journalPage(TEXT);
    expect(links(page).map((a) => a.textContent?.trim())).toEqual(["Cunning + Deceit against 6", "Acuity against 8"]);
    expect(page.textContent).toContain("Not links: [[/keep brawn]], [[/keep cunning difficulty=11]].");
  });

  it("the GM rolls the selected token's action with the named speciality; the tooltip has the plan's chance", async () => {
    const hero = await mage();
    selectTokens(hero);
    const lie = links(await journalPage(TEXT))[0]!;
    // Cunning and Deceit: 5 dice keep 4 against 6, the exact odds the card prints once rolled.
    expect(hover(lie)).toBe("The mage: 96.9% to succeed");
    harness.queueFaces([9, 9, 9, 9, 9, 9, 9, 9, 9, 9]);
    await press(lie);
    const [message] = harness.messages();
    expect(message?.speaker.actor).toBe(hero.id);
    expect(message?.content).toContain("Cunning (Deceit)");
    expect(message?.content).toContain("keep 4, difficulty 6");
    expect(message?.content).toContain("Chance it had: 96.9%");
  });

  it("the owning player rolls the neutral test for their character", async () => {
    const hero = await mage();
    PLAYER.character = hero;
    harness.actAs(PLAYER);
    harness.queueFaces([9, 9, 9, 9, 9, 9, 9, 9, 9, 9]);
    await press(links(await journalPage(TEXT))[1]!);
    const [message] = harness.messages();
    expect(message?.author?.id).toBe(PLAYER.id);
    // "alert" is Acuity, "hard" the text's Difficult (8).
    expect(message?.content).toContain("Acuity");
    expect(message?.content).toContain("difficulty 8 (Difficult)");
  });

  it("a character without the named speciality cannot make the roll", async () => {
    const plain = await makeRkActor("Farmhand", { attributes: { cunning: 2 } });
    selectTokens(plain);
    const lie = links(await journalPage(TEXT))[0]!;
    expect(hover(lie)).toBe("Farmhand cannot make this roll in this game.");
    await press(lie);
    expect(harness.messages()).toHaveLength(0);
    expect(warnings()).toEqual(["Farmhand cannot make this roll in this game."]);
  });

  it("a player who does not own the selected token is refused", async () => {
    const hero = await mage();
    harness.actAs(PLAYER2);
    selectTokens(hero);
    await press(links(await journalPage(TEXT))[0]!);
    expect(harness.messages()).toHaveLength(0);
    expect(warnings()).toEqual(["You do not own The mage: select a token of your own."]);
  });
});
