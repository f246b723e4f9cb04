/**
 * Gods & Monsters roll links in a journal, as the people at the table use them: the GM with a token selected,
 * the player who owns the character (assigned to them), a player who does not own the selected token, and
 * someone with nothing to roll for.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { GM, harness, PLAYER, PLAYER2 } from "../../harness/foundry.js";
import { castOwnership } from "../../harness/users.js";
import { ruleset } from "../../../module/rulesets/gods-monsters/ruleset.js";
import { gmCheckBase } from "../../../module/rulesets/gods-monsters/rolls/check.js";
import { hover, journalPage, links, press, selectTokens, warnings, worldOf } from "../../core/roll-link-page.js";
import { setupGm, toromeen } from "./actors/setup.js";

const TEXT = `<p>Lift the gate: [[/check strength difficulty=difficult]]. Dodge the blade: [[/reaction evasion -2]].</p>
<p>The trap bites for [[/damage 2d6]]. Anyone may try [[/test strong hard]]; draw [[/table Scars]].</p>
<p>Not links: [[/check brawn]], [[/damage 2d6 fire]], [[/reaction evasion difficulty=brutal]], [[/save dex dc=15]].</p>`;

beforeEach(() => {
  setupGm();
  worldOf(ruleset);
});

async function owned() {
  const hero = await toromeen();
  await hero.update({ ownership: castOwnership() } as never);
  return hero;
}

describe("G&M roll links render", () => {
  it("turns each example into a link and leaves bad syntax as plain text", async () => {
    const page = await journalPage(TEXT);
    expect(links(page).map((a) => a.textContent?.trim())).toEqual([
      "Strength (Difficult)",
      "Evasion (Difficult -2)",
      "Damage 2d6",
      "Strength (Very difficult)",
      "Draw from Scars",
    ]);
    for (const a of links(page)) {
      expect(a.getAttribute("role")).toBe("button");
      expect(a.tabIndex).toBe(0);
      expect(a.closest("enriched-content")?.getAttribute("enricher")).toBe("anthology-roll-link");
    }
    expect(page.textContent).toContain("Not links: [[/check brawn]], [[/damage 2d6 fire]], [[/reaction evasion difficulty=brutal]], [[/save dex dc=15]].");
  });

  it("shows a table's name as text, never as markup", async () => {
    const page = await journalPage("<p>[[/table &lt;img src=x onerror=alert(1)&gt;]] [[/table &lt;script&gt;alert(1)&lt;/script&gt;]]</p>");
    expect(page.querySelector("script, img")).toBeNull();
    expect(links(page).map((a) => a.textContent?.trim())).toEqual(["Draw from <script>alert(1)</script>"]);
    expect(page.innerHTML).toContain("&lt;script&gt;");
  });
});

describe("G&M roll links roll", () => {
  it("the GM rolls for the selected token through the check flow, with the link's difficulty", async () => {
    const hero = await owned();
    selectTokens(hero);
    const [strength] = links(await journalPage(TEXT));
    harness.queueFaces([3]);
    await press(strength!);
    const [message] = harness.messages();
    expect(message?.speaker.actor).toBe(hero.id);
    expect(message?.type).toBe("gmCard");
    expect(message?.system).toMatchObject({ roll: { kind: "ability", key: "strength" } });
  });

  it("the owning player rolls for their assigned character; the link's modifier counts", async () => {
    const hero = await owned();
    PLAYER.character = hero;
    harness.actAs(PLAYER);
    const evasion = links(await journalPage(TEXT))[1]!;
    // Toromeen's evasion is 4 (004's example character); the link's −2 makes the target 2, so a 3 fails.
    expect(gmCheckBase(hero, "reaction", "evasion")).toMatchObject({ base: 4, injuries: 0 });
    harness.queueFaces([3]);
    await press(evasion);
    const [message] = harness.messages();
    expect(message?.speaker.actor).toBe(hero.id);
    expect(message?.author?.id).toBe(PLAYER.id);
    expect(message?.content).toContain("Target 2");
    expect(message?.content).toContain("Failure");
  });

  it("a player who does not own the selected token is refused, and nothing is rolled", async () => {
    const hero = await owned();
    harness.actAs(PLAYER2);
    selectTokens(hero);
    await press(links(await journalPage(TEXT))[0]!);
    expect(harness.messages()).toHaveLength(0);
    expect(warnings()).toEqual(["You do not own Toromeen: select a token of your own."]);
  });

  it("with no token selected and no character assigned, the link asks for one", async () => {
    harness.actAs(PLAYER);
    await press(links(await journalPage(TEXT))[0]!);
    expect(harness.messages()).toHaveLength(0);
    expect(warnings()).toEqual(["Select a token or have a character assigned to roll this."]);
  });

  it("a damage link rolls its dice to chat as the character", async () => {
    const hero = await owned();
    PLAYER.character = hero;
    harness.actAs(PLAYER);
    harness.queueFaces([2, 5]);
    await press(links(await journalPage(TEXT))[2]!);
    const [message] = harness.messages();
    expect((message?.rolls[0] as { total?: number } | undefined)?.total).toBe(7);
    expect(message?.speaker.actor).toBe(hero.id);
  });

  it("the neutral test rolls the mapped ability", async () => {
    const hero = await owned();
    selectTokens(hero);
    harness.queueFaces([1]);
    await press(links(await journalPage(TEXT))[3]!);
    expect(harness.messages()[0]?.system).toMatchObject({ roll: { kind: "ability", key: "strength" } });
  });

  it("a table link names a table neither the world nor a compendium has: refused with a message", async () => {
    await press(links(await journalPage(TEXT))[4]!);
    expect(warnings()).toEqual(["There is no roll table named Scars in this world or its compendiums."]);
  });
});

describe("G&M roll links show the chance on hover", () => {
  it("the selected character's exact chance: d20 at or under the target", async () => {
    const hero = await owned();
    selectTokens(hero);
    const [strength, evasion, damage] = links(await journalPage(TEXT));
    // Roll-under on a d20: a target T between 1 and 19 succeeds on T faces of 20. Toromeen's strength roll is 18,
    // his evasion 4 (−2 from the link: 2).
    expect(hover(strength!)).toBe("Toromeen: 90% to succeed");
    expect(hover(evasion!)).toBe("Toromeen: 10% to succeed");
    expect(hover(damage!)).toBe("Rolls for Toromeen");
    // The same chance the dice room prints on the card once rolled.
    harness.queueFaces([20]);
    await press(evasion!);
    expect(harness.messages()[0]?.content).toContain("Chance it had: 10.0%");
  });

  it("tells a non-owner and someone without a character why it will not roll", async () => {
    const hero = await owned();
    harness.actAs(PLAYER2);
    const [strength] = links(await journalPage(TEXT));
    expect(hover(strength!)).toBe("Select a token or have a character assigned to roll this.");
    selectTokens(hero);
    expect(hover(strength!)).toBe("You do not own Toromeen: select a token of your own.");
    harness.actAs(GM);
    expect(hover(strength!)).toMatch(/^Toromeen: \d+(\.\d)?% to succeed$/);
  });
});
