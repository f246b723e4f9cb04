/**
 * Surprise offered when combat begins (002 "Surprise", "Surprised"): Begin Combat from the tracker asks the active
 * GM which side ambushes, each choice showing the test's number and exact chance; the group test is rolled (lowest
 * Discreet against highest Vigilant); the surprised are marked Unaware and the card carries the Free Attack buttons,
 * which the owning player presses. Closing the dialog, or choosing nobody, means no surprise.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import {
  registerShadowSurpriseHooks,
  shadowIsCombatStart,
  shadowSurpriseOnCombatStart,
  type ShadowCombatLike,
} from "../../../module/rulesets/shadow/rolls/surprise-combat.js";
import { GM, GM2, OBSERVER, PLAYER, harness } from "../../harness/foundry.js";
import { attrs, installShadow, lastMessage, makeActor, rollUnderCalls, statuses, sword } from "./skin-helpers.js";

vi.mock("../../../module/dice/index.js", async () => {
  const odds = await import("../../../module/dice/rules/index.js");
  const fake = await import("./fake-roll-under.js");
  return { ...odds, rollUnder: fake.fakeRollUnder };
});

beforeEach(() => {
  installShadow();
  registerShadowSurpriseHooks();
});

type DialogV2Test = { click(action: string, fields: Record<string, unknown>): unknown; respond(fn: (config: unknown) => unknown): void; dismiss(): void };
const Dialog = () => foundry.applications.api.DialogV2 as unknown as DialogV2Test;

const owned = { default: 0, [PLAYER.id]: 3, [OBSERVER.id]: 2 };

/** Two characters (Discreet 12 and 9, Vigilant 13 and 8) and two monsters (Discreet 11 and 14, Vigilant 10 and 7). */
async function table() {
  harness.actAs(GM);
  const ylva = await makeActor("shadowCharacter", "Ylva <i>", { attributes: attrs({ discreet: 12, vigilant: 13, accurate: 14 }) }, [sword] as never, owned);
  const brand = await makeActor("shadowCharacter", "Brand", { attributes: attrs({ discreet: 9, vigilant: 8 }) }, [sword] as never, owned);
  const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs({ discreet: 11, vigilant: 10, quick: 9 }) }, [sword] as never);
  const goblin = await makeActor("shadowMonster", "Goblin", { attributes: attrs({ discreet: 14, vigilant: 7 }) }, [sword] as never);
  return { ylva, brand, ogre, goblin };
}

function combatOf(...actors: Actor.Implementation[]): ShadowCombatLike {
  return { round: 0, previous: { round: 0 }, combatants: { contents: actors.map((actor) => ({ actor })) } };
}

/** Begin Combat: v13 broadcasts the round's update and every client runs the document hook `updateCombat`. */
async function begin(combat: ShadowCombatLike, by = GM) {
  combat.previous = { round: combat.round ?? 0 };
  combat.round = 1;
  await harness.callOnEveryClient("updateCombat", combat, { round: 1 }, {}, by.id);
}

const unaware = (a: Actor.Implementation) => statuses(a).includes("unaware");

describe("surprise when combat begins (002 'Surprise')", () => {
  it("only the start of combat asks: round 0 to 1, not a later round nor a turn", () => {
    expect(shadowIsCombatStart({ previous: { round: 0 } }, { round: 1 })).toBe(true);
    expect(shadowIsCombatStart({ previous: { round: 1 } }, { round: 2 })).toBe(false);
    expect(shadowIsCombatStart({ previous: { round: 0 } }, { turn: 1 } as never)).toBe(false);
  });

  it("the party ambushes: Brand's Discreet 9 against the Ogre's Vigilant 10 is 9 or less (45.0%); a 9 surprises both monsters", async () => {
    const { ylva, brand, ogre, goblin } = await table();
    let content = "";
    let dialogs = 0;
    Dialog().respond((config) => {
      dialogs++;
      content = String((config as { content: string }).content);
      return Dialog().click("ok", { side: "characters" });
    });
    harness.queueFaces([9]);
    await begin(combatOf(ylva, brand, ogre, goblin));
    expect(dialogs).toBe(1);
    expect(content).toContain("Discreet 9 against Vigilant 10, roll 9 or less (45.0%)");
    // The monsters' choice is the party's mirror test: Vigilant 13 against the monsters' lowest Discreet 11 → 12.
    expect(content).toContain("not surprised on Vigilant 13 against Discreet 11, roll 12 or less (60.0%)");
    // A user-typed name is escaped in the dialog.
    expect(content).toContain("Ylva &lt;i&gt;");
    const rolled = rollUnderCalls.at(-1)!;
    expect(rolled.target + (rolled.modifier ?? 0)).toBe(9);
    expect(rolled.skipDialog).toBe(true);
    expect([ogre, goblin].map(unaware)).toEqual([true, true]);
    expect([ylva, brand].map(unaware)).toEqual([false, false]);
    const card = lastMessage();
    expect(card.content.match(/data-anthology-action="shadowFreeAttack"/g)).toHaveLength(2);
    // The owning player presses Ylva's Free Attack, targeting the Ogre: the unaware foe gives Advantage.
    harness.actAs(PLAYER);
    PLAYER.targets.clear();
    PLAYER.targets.add({ actor: ogre, name: ogre.name });
    harness.queueFaces([2, 3, 1]);
    const outcome = await runChatAction("shadowFreeAttack", { message: card as never, dataset: { striker: "0" }, event: { shiftKey: true } as never });
    expect(outcome).toBe("hit");
    expect(rollUnderCalls.at(-1)).toMatchObject({ target: 14, modifier: 3 });
  });

  it("the monsters ambush: the party rolls its mirror test and a failure (13 over 12) leaves the characters Unaware", async () => {
    const { ylva, brand, ogre, goblin } = await table();
    Dialog().respond(() => Dialog().click("ok", { side: "monsters" }));
    harness.queueFaces([13]);
    await begin(combatOf(ylva, brand, ogre, goblin));
    const rolled = rollUnderCalls.at(-1)!;
    // Vigilant 13 with −1 for the ambushers' Discreet 11.
    expect(rolled).toMatchObject({ target: 13, modifier: -1 });
    expect([ylva, brand].map(unaware)).toEqual([true, true]);
    expect([ogre, goblin].map(unaware)).toEqual([false, false]);
  });

  it("closing the dialog, or choosing nobody, means no surprise: nothing rolled, nobody marked", async () => {
    const { ylva, ogre } = await table();
    const before = harness.messages().length;
    Dialog().dismiss();
    await shadowSurpriseOnCombatStart(combatOf(ylva, ogre), { round: 1 });
    Dialog().respond(() => Dialog().click("ok", { side: "none" }));
    await shadowSurpriseOnCombatStart(combatOf(ylva, ogre), { round: 1 });
    expect(harness.messages().length).toBe(before);
    expect(rollUnderCalls).toHaveLength(0);
    expect([ylva, ogre].map(unaware)).toEqual([false, false]);
  });

  it("a side the form could not hold is refused with a warning, not guessed", async () => {
    const { ylva, ogre } = await table();
    Dialog().respond(() => Dialog().click("ok", { side: "dragons" }));
    await shadowSurpriseOnCombatStart(combatOf(ylva, ogre), { round: 1 });
    expect(rollUnderCalls).toHaveLength(0);
    expect(harness.notifications.log.some((n) => n.type === "warn" && n.message.includes("not in this combat"))).toBe(true);
  });

  it("one side only (no monsters in the combat): nobody to surprise, nothing is asked", async () => {
    const { ylva, brand } = await table();
    let dialogs = 0;
    Dialog().respond(() => (dialogs++, Dialog().click("ok", { side: "characters" })));
    await begin(combatOf(ylva, brand));
    expect(dialogs).toBe(0);
    expect(rollUnderCalls).toHaveLength(0);
  });

  it("two GMs, the owning player pressing Begin Combat: one dialog, one test, on the active GM's client", async () => {
    const { ylva, ogre } = await table();
    harness.connect(GM2);
    harness.actAs(PLAYER);
    const askedOn: string[] = [];
    Dialog().respond(() => {
      askedOn.push(game.user!.id);
      return Dialog().click("ok", { side: "characters" });
    });
    harness.queueFaces([1]);
    const before = harness.messages().length;
    await begin(combatOf(ylva, ogre), PLAYER);
    expect(askedOn).toEqual([GM.id]);
    expect(rollUnderCalls).toHaveLength(1);
    // The roll and the surprise card.
    expect(harness.messages().length - before).toBe(2);
    expect(unaware(ogre)).toBe(true);
  });
});
