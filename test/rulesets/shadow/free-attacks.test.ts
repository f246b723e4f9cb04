/**
 * Free Attacks and standing up at the table (002 "Free Attack", "Disengage from Melee Combat", "Combat With Weapons
 * Ready", "Pain Threshold", "Surprise", "Stand Up"): pressed through the sheet and the cards as the GM and as the
 * owning player. The one who gains a Free Attack gets a card with a button that rolls it, with the rules' numbers.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { ShadowActorSheet } from "../../../module/rulesets/shadow/sheets/actor-sheet.js";
import { ShadowMonsterSheet } from "../../../module/rulesets/shadow/sheets/monster-sheet.js";
import { shadowChoosePain } from "../../../module/rulesets/shadow/rolls/pain.js";
import { shadowSurprise } from "../../../module/rulesets/shadow/rolls/surprise.js";
import { GM, OBSERVER, PLAYER, harness } from "../../harness/foundry.js";
import type { ApplicationV2 } from "../../harness/applications.js";
import { attrs, installShadow, lastMessage, makeActor, rollUnderCalls, shield, spear, statuses, sword, target } from "./skin-helpers.js";

vi.mock("../../../module/dice/index.js", async () => {
  const odds = await import("../../../module/dice/rules/index.js");
  const fake = await import("./fake-roll-under.js");
  return { ...odds, rollUnder: fake.fakeRollUnder };
});

beforeEach(() => installShadow());

const owned = { default: 0, [PLAYER.id]: 3, [OBSERVER.id]: 2 };

async function table(pcItems: object[] = [sword], ogreItems: object[] = [sword]) {
  harness.actAs(GM);
  const pc = await makeActor("shadowCharacter", "Ylva <i>", { attributes: attrs({ quick: 13, accurate: 14 }) }, pcItems as never, owned);
  const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs({ accurate: 13, quick: 9 }) }, ogreItems as never);
  const goblin = await makeActor("shadowMonster", "Goblin", { attributes: attrs({ accurate: 12, quick: 12 }) }, [sword] as never);
  return { pc, ogre, goblin };
}

async function sheetOf(actor: Actor.Implementation, as: typeof GM) {
  harness.actAs(as);
  const Sheet = String(actor.type) === "shadowMonster" ? ShadowMonsterSheet : ShadowActorSheet;
  const sheet = new Sheet({ document: actor }) as unknown as ApplicationV2;
  await sheet.render({ force: true });
  return sheet;
}

const press = (message: ChatMessage.Implementation, name: string, dataset: Record<string, string> = {}) =>
  runChatAction(name, { message: message as never, dataset, event: { shiftKey: true } as never });

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`as ${who}`, () => {
    it("withdrawing from two targeted enemies offers each a Free Attack on the mover, rolled by the GM with the monster's numbers", async () => {
      const { pc, ogre, goblin } = await table();
      const sheet = await sheetOf(pc, user);
      target(user, ogre);
      user.targets.add({ actor: goblin, name: goblin.name });
      await harness.click(sheet, '[data-action="provoke"][data-move="withdraw"]');
      const card = lastMessage();
      expect(card.type).toBe("shadowCard");
      expect(card.content).toContain("Free Attack");
      expect(card.content).toContain("withdrawing from melee");
      expect(card.content).toContain("Ylva &lt;i&gt;");
      expect(card.content.match(/data-anthology-action="shadowFreeAttack"/g)).toHaveLength(2);
      // The GM rolls the goblin's (button 1): its attack on a character is the character's Defense test, Defense 13 − Accurate 12.
      harness.actAs(GM);
      harness.queueFaces([20]);
      expect(await press(card as never, "shadowFreeAttack", { striker: "1" })).toBe("awaitingDefense");
      const defend = lastMessage();
      expect(defend.content).toContain("Goblin attacks Ylva &lt;i&gt;");
      // Defense 13 (Quick 13), opposed by Accurate 12: 13 + (10 − 12) = 11.
      expect(defend.content).toContain("roll 11 or less");
      // Once per card and striker: a second press is refused.
      const count = harness.messages().length;
      expect(await press(card as never, "shadowFreeAttack", { striker: "1" })).toBeNull();
      expect(harness.messages()).toHaveLength(count);
    });

    it("engaging a foe with a Long weapon (the foe without one) gives the mover its Free Attack, which the player rolls", async () => {
      const { pc, ogre } = await table([spear], [sword]);
      const sheet = await sheetOf(pc, user);
      target(user, ogre);
      await harness.click(sheet, '[data-action="engage"]');
      const card = lastMessage();
      expect(card.content).toContain("Long weapon");
      expect(card.content).toContain("Ylva &lt;i&gt; may strike Ogre");
      rollUnderCalls.length = 0;
      harness.queueFaces([3, 4]);
      expect(await press(card as never, "shadowFreeAttack", { striker: "0" })).toBe("hit");
      // Accurate 14 against the ogre's Defense 9: 14 + (10 − 9) = 15, flavored as the Long weapon's Free Attack.
      expect(rollUnderCalls.at(-1)).toMatchObject({ target: 14, modifier: 1 });
      expect(rollUnderCalls.at(-1)?.flavor).toContain("Free Attack (Long weapon's reach)");
      expect(rollUnderCalls.at(-1)?.label).toContain("Spear");
    });

    it("stands up from prone with a Quick test: success costs a Movement Action, failure the whole turn; either way the prone status goes", async () => {
      const { pc } = await table();
      await pc.toggleStatusEffect("prone", { active: true });
      const sheet = await sheetOf(pc, user);
      harness.queueFaces([13]);
      await harness.click(sheet, '[data-action="standUp"]', { shiftKey: true });
      expect(rollUnderCalls.at(-1)).toMatchObject({ target: 13, modifier: 0 });
      expect(statuses(pc)).not.toContain("prone");
      expect(lastMessage().content).toContain("Movement Action");
      await pc.toggleStatusEffect("prone", { active: true });
      const again = await sheetOf(pc, user);
      harness.queueFaces([14]);
      await harness.click(again, '[data-action="standUp"]', { shiftKey: true });
      expect(statuses(pc)).not.toContain("prone");
      expect(lastMessage().content).toContain("took the whole turn");
    });

    it("sets Prone, Blind and Flanked from the sheet, and a flanked target gives the attack its Advantage (+2)", async () => {
      const { pc, ogre } = await table();
      const sheet = await sheetOf(pc, user);
      for (const id of ["prone", "blind", "flanked"]) await harness.click(sheet, `[data-action="shadowStatus"][data-status="${id}"]`);
      expect(statuses(pc)).toEqual(["blind", "flanked", "prone"]);
      await harness.click(sheet, '[data-action="shadowStatus"][data-status="blind"]');
      expect(statuses(pc)).toEqual(["flanked", "prone"]);
      // The ogre's sheet: the monster flanked, the character's attack has Advantage: 14 + (10 − 9) + 2 = 17.
      harness.actAs(GM);
      await ogre.toggleStatusEffect("flanked", { active: true });
      harness.actAs(user);
      target(user, ogre);
      const pcSheet = await sheetOf(pc, user);
      harness.queueFaces([3, 2, 2]);
      await harness.click(pcSheet, '[data-action="rollItem"]', { shiftKey: true });
      expect(rollUnderCalls.at(-1)).toMatchObject({ target: 14, modifier: 3 });
      expect(rollUnderCalls.at(-1)?.flavor).toContain("(flanked)");
    });
  });
}

describe("who may press", () => {
  it("an observer's sheet has the moves and conditions disabled, and an observer's press of a Free Attack is refused", async () => {
    const { pc, ogre } = await table();
    const sheet = await sheetOf(pc, OBSERVER);
    expect((harness.find(sheet, '[data-action="provoke"][data-move="withdraw"]') as HTMLButtonElement).disabled).toBe(true);
    expect((harness.find(sheet, '[data-action="shadowStatus"][data-status="prone"]') as HTMLButtonElement).disabled).toBe(true);
    // The player withdraws; the ogre's Free Attack is the GM's, and an observer (or the player) pressing it is refused.
    const own = await sheetOf(pc, PLAYER);
    target(PLAYER, ogre);
    await harness.click(own, '[data-action="provoke"][data-move="withdraw"]');
    const card = lastMessage();
    harness.actAs(PLAYER);
    expect(await press(card as never, "shadowFreeAttack", { striker: "0" })).toBeNull();
    expect(String(harness.notifications.log.at(-1)?.message)).toMatch(/owner/i);
  });

  it("withdrawing with no enemy targeted is refused with a message and posts nothing", async () => {
    const { pc } = await table();
    const sheet = await sheetOf(pc, PLAYER);
    PLAYER.targets.clear();
    const before = harness.messages().length;
    await harness.click(sheet, '[data-action="provoke"][data-move="movePast"]');
    expect(harness.messages()).toHaveLength(before);
    expect(String(harness.notifications.log.at(-1)?.message)).toMatch(/Target the enemies/);
  });

  it("engaging with the reach on neither side (both Long, or a shield beside the spear) gives no Free Attack", async () => {
    const { pc, ogre } = await table([spear, shield], [sword]);
    const sheet = await sheetOf(pc, PLAYER);
    target(PLAYER, ogre);
    const before = harness.messages().length;
    await harness.click(sheet, '[data-action="engage"]');
    expect(harness.messages()).toHaveLength(before);
    expect(String(harness.notifications.log.at(-1)?.message)).toMatch(/no Free Attack/);
  });
});

describe("the other triggers post the same button", () => {
  it("the Pain Threshold's Free Attack: the attacker's button rolls it against the victim", async () => {
    const { pc, ogre } = await table();
    harness.actAs(GM);
    await shadowChoosePain({ attacker: pc.uuid, defender: ogre.uuid, chooser: "attacker" }, "freeAttack");
    const card = lastMessage();
    expect(card.content).toContain('data-anthology-action="shadowFreeAttack"');
    harness.actAs(PLAYER);
    harness.queueFaces([2, 3]);
    expect(await press(card as never, "shadowFreeAttack", { striker: "0" })).toBe("hit");
    expect(rollUnderCalls.at(-1)?.flavor).toContain("Pain Threshold");
  });

  it("a successful surprise: each surpriser's button, against the one surprised, with the Advantage of an unaware foe", async () => {
    const { pc, ogre } = await table();
    harness.actAs(GM);
    harness.queueFaces([1]);
    await shadowSurprise({ attackers: [pc], defenders: [ogre], skipDialog: true });
    const card = lastMessage();
    expect(card.content.match(/data-anthology-action="shadowFreeAttack"/g)).toHaveLength(1);
    harness.actAs(PLAYER);
    harness.queueFaces([2, 3, 1]);
    expect(await press(card as never, "shadowFreeAttack", { striker: "0" })).toBe("hit");
    // Unaware: Advantage +2 on 14 + (10 − 9).
    expect(rollUnderCalls.at(-1)).toMatchObject({ target: 14, modifier: 3 });
  });
});
