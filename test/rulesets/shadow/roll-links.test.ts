/**
 * Shadow roll links in a journal, rolled with the real dice room: the GM with a token selected, the owning
 * player's assigned character (against a targeted foe), a non-owner refused.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { harness, PLAYER, PLAYER2 } from "../../harness/foundry.js";
import { castOwnership } from "../../harness/users.js";
import { ruleset } from "../../../module/rulesets/shadow/ruleset.js";
import { hover, journalPage, links, press, selectTokens, warnings, worldOf } from "../../core/roll-link-page.js";
import { answerRollDialog } from "../roll-dialog-answer.js";

const TEXT = `<p>Shoot first: [[/test accurate vs quick]]. Keep your wits: [[/test cunning -2]]. Heave: [[/test strong hard]].</p>
<p>Not links: [[/test accurate vs]], [[/test cunning -9]], [[/test brawn]].</p>`;

const attrs = (over: Record<string, number>) => ({
  accurate: 10,
  cunning: 10,
  discreet: 10,
  persuasive: 10,
  quick: 10,
  resolute: 10,
  strong: 10,
  vigilant: 10,
  ...over,
});

beforeEach(() => {
  Object.assign(CONFIG.Actor.dataModels, ruleset.actorModels);
  Object.assign(CONFIG.Item.dataModels, ruleset.itemModels);
  Object.assign(CONFIG.ChatMessage.dataModels, ruleset.cardModels);
  worldOf(ruleset);
});

async function hunter() {
  return (await Actor.create({
    name: "Hunter",
    type: "shadowCharacter",
    system: { attributes: attrs({ accurate: 13, cunning: 11, strong: 12 }) },
    ownership: castOwnership(),
  } as never)) as unknown as Actor.Implementation;
}

async function foe() {
  return (await Actor.create({
    name: "Brute",
    type: "shadowMonster",
    system: { attributes: attrs({ quick: 13 }) },
  } as never)) as unknown as Actor.Implementation;
}

function targetFoe(actor: Actor.Implementation) {
  (game.user as unknown as { targets: Set<unknown> }).targets.add({ actor, name: actor.name });
}

describe("Shadow roll links", () => {
  it("render the examples and leave bad syntax as text", async () => {
    const page = await journalPage(TEXT);
    expect(links(page).map((a) => a.textContent?.trim())).toEqual(["Accurate test against Quick", "Cunning test (-2)", "Strong test (-2)"]);
    expect(page.textContent).toContain("Not links: [[/test accurate vs]], [[/test cunning -9]], [[/test brawn]].");
  });

  it("the GM rolls the selected token's test with the link's difficulty", async () => {
    const hero = await hunter();
    selectTokens(hero);
    const cunning = links(await journalPage(TEXT))[1]!;
    // Cunning 11, difficulty −2: d20 at or under 9.
    expect(hover(cunning)).toBe("Hunter: 45% to succeed");
    harness.queueFaces([9]);
    await press(cunning);
    const [message] = harness.messages();
    expect(message?.speaker.actor).toBe(hero.id);
    expect(message?.content).toContain("Target 9");
    expect(message?.content).toContain("Success");
  });

  it("the owning player rolls against the targeted foe's named attribute, and is asked to target one first", async () => {
    const hero = await hunter();
    const brute = await foe();
    PLAYER.character = hero;
    harness.actAs(PLAYER);
    const accurate = links(await journalPage(TEXT))[0]!;
    expect(hover(accurate)).toBe("Rolls for Hunter");
    await press(accurate);
    expect(warnings()).toEqual(["Target the opponent to roll against their Quick."]);
    expect(harness.messages()).toHaveLength(0);
    targetFoe(brute);
    // Accurate 13 against Quick 13: [Accurate←Quick] is 13 + (10 − 13) = 10.
    expect(hover(accurate)).toBe("Hunter: 50% to succeed");
    harness.queueFaces([11]);
    await press(accurate);
    const [message] = harness.messages();
    expect(message?.author?.id).toBe(PLAYER.id);
    expect(message?.content).toContain("Target 10");
    expect(message?.content).toContain("Brute");
    expect(message?.content).toContain("Failure");
  });

  it("a plain click on the 'vs' link opens Shadow's own dialog: the Advantage and chances, the named opposition, no modifier", async () => {
    (await import("../../../module/dice/index.js")).registerDice();
    const hero = await hunter();
    const brute = await foe();
    PLAYER.character = hero;
    harness.actAs(PLAYER);
    targetFoe(brute);
    let offered: Record<string, unknown> = {};
    let line = "";
    let headline = "";
    answerRollDialog({
      edits: { advantage: true },
      seen: (dialog, fields) => {
        offered = fields;
        line = (dialog.element as HTMLElement).querySelector(".shadow-opposition-line")?.textContent?.trim() ?? "";
        headline = dialog.liveText().headline;
      },
    });
    harness.queueFaces([12]);
    await press(links(await journalPage(TEXT))[0]!, { shiftKey: false });
    expect(offered).toEqual({ advantage: false, chances: "single", rollMode: expect.any(String) });
    // [Accurate←Quick]: 13 + (10 − 13) = 10; the Advantage (+2, ticked in the dialog) makes it 12.
    expect(line).toBe("Against Brute's Quick 13: −3");
    expect(headline).toBe("Accurate 13 − 3 = 10");
    const [message] = harness.messages();
    expect(message?.content).toContain("Target 12");
    expect(message?.content).toContain("Success");
  });

  it("the neutral test rolls Strong at the mapped difficulty", async () => {
    const hero = await hunter();
    selectTokens(hero);
    harness.queueFaces([1]);
    await press(links(await journalPage(TEXT))[2]!);
    expect(harness.messages()[0]?.content).toContain("Target 10");
  });

  it("a player who does not own the selected token is refused", async () => {
    const hero = await hunter();
    harness.actAs(PLAYER2);
    selectTokens(hero);
    await press(links(await journalPage(TEXT))[1]!);
    expect(harness.messages()).toHaveLength(0);
    expect(warnings()).toEqual(["You do not own Hunter: select a token of your own."]);
  });

  it("an actor of another ruleset cannot make the roll", async () => {
    const other = (await Actor.create({ name: "Stranger", type: "gmCreature", system: {} } as never)) as unknown as Actor.Implementation;
    selectTokens(other);
    await press(links(await journalPage(TEXT))[1]!);
    expect(warnings()).toEqual(["Stranger cannot make this roll in this game."]);
  });
});
