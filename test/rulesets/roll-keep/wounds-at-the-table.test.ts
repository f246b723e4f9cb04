/**
 * A fight a table can track (table options, README "Table options"): a weapon's damage rolled from the sheet, its card's
 * "Apply N wounds" button, the wound track's level on the sheet and the token (statuses), the penalty in the action
 * dialog with the exact chance, and the last level out of the fight with its card. As the GM and as the owning player;
 * a non-owner's click is refused.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatChance, keepOdds, keepOddsAtLeast } from "../../../module/dice/index.js";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { registerRelay } from "../../../module/core/chat/relay.js";
import { rkRollAction } from "../../../module/rulesets/roll-keep/rolls/action-roll.js";
import { rkRollExtendedRound } from "../../../module/rulesets/roll-keep/rolls/extended-roll.js";
import { registerRkChatActions } from "../../../module/rulesets/roll-keep/chat/chat-actions.js";
import { registerRkWoundHooks } from "../../../module/rulesets/roll-keep/flows/wounds.js";
import { RkActorSheet } from "../../../module/rulesets/roll-keep/sheets/actor-sheet.js";
import { GM, OBSERVER, PLAYER, PLAYER2, harness } from "../../harness/foundry.js";
import { answerRollDialog } from "../roll-dialog-answer.js";
import { installRk, makeRkActor, rkSystem, target } from "./skin-setup.js";

beforeEach(() => {
  installRk();
  // What the ruleset's init registers (ruleset.ts): the card buttons and the hook keeping statuses with the wounds.
  registerRkChatActions();
  registerRkWoundHooks();
  registerRelay();
});

/** Presses the card's "Apply N wounds" button as a user does: the button's own data (the relay checks it). */
async function press(card: unknown) {
  const template = document.createElement("template");
  template.innerHTML = (card as { content?: string }).content ?? "";
  const element = template.content.querySelector<HTMLElement>('[data-anthology-action="rkApplyWounds"]');
  return runChatAction("rkApplyWounds", {
    message: card as never,
    dataset: { ...(element?.dataset ?? {}) } as DOMStringMap,
    event: new Event("click") as never,
  });
}
afterEach(() => vi.restoreAllMocks());

const STAFF = { name: "Iron-shod staff", type: "rkEquipment", system: { quantity: 1, damage: { roll: 3, keep: 2 }, notes: "<p>Heavy.</p>" } };

async function setTrack(track: string) {
  await (game.settings as unknown as { set(ns: string, k: string, v: unknown): Promise<unknown> }).set("anthology", "rkWoundTrack", track);
}

/** The GM's NPC and the player's character, the player owning only theirs. */
async function cast() {
  harness.actAs(GM);
  const hero = await makeRkActor("Ash", { attributes: { strength: 4, endurance: 2 } }, [STAFF]);
  await hero.update({ ownership: { default: 0, [PLAYER.id]: 3, [OBSERVER.id]: 2 } } as never);
  const bandit = await makeRkActor("Bandit <b>", { attributes: { endurance: 2, strength: 3 } }, [], "rkNpc");
  return { hero, bandit };
}

function statuses(actor: Actor.Implementation): string[] {
  return [...(actor as unknown as { statuses: Set<string> }).statuses].filter((s) => s.startsWith("rk")).sort();
}

async function rollStaff(actor: Actor.Implementation, faces: number[]) {
  const sheet = new RkActorSheet({ document: actor } as never);
  await sheet.render(true);
  harness.queueFaces(faces);
  await harness.click(sheet as never, '[data-tab="equipment"] [data-action="rollItem"]');
  await harness.settle();
  await sheet.close();
  return harness.messages().at(-1)!;
}

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`weapon damage and wounds, by ${who}`, () => {
    it("the staff's 3k2 rolls from the sheet; its card's button puts the total on the target's simple track, and the token shows it", async () => {
      const { hero, bandit } = await cast();
      harness.actAs(user);
      target(bandit);
      const card = await rollStaff(hero, [7, 2, 5]);
      expect(card.content).toContain("Damage 12");
      expect(card.content).toContain("Apply 12 wounds");
      expect(card.content).toContain("Bandit &lt;b&gt;");
      expect((card.system as { damage: { total: number; target: string } }).damage).toMatchObject({ total: 12, target: bandit.uuid });
      target(null);
      // The player's click on the GM's NPC is relayed to the GM's client (module/core/chat/relay.ts).
      await press(card);
      await harness.settle();
      // Endurance 2: the simple track holds 10; 12 fills it, and the last level is out of the fight.
      expect(rkSystem(bandit).wounds).toBe(10);
      expect(rkSystem(bandit).woundState).toMatchObject({ level: "out", out: true });
      expect(statuses(bandit)).toEqual(["rkOut"]);
      const result = harness.messages().find((m) => m.content.includes("rk-wounds-card"))!;
      expect(result.content).toContain("dice-card-band botch");
      expect(result.content).toContain("Bandit &lt;b&gt; is out of the fight");
      // Once per card and actor.
      await press(card);
      await harness.settle();
      expect(rkSystem(bandit).wounds).toBe(10);
    });

    it('healing on the sheet: the wound field takes a change, "-4" or "+3", as v13\'s token HUD bar does', async () => {
      const { hero } = await cast();
      await setTrack("levels");
      await hero.update({ "system.wounds": 17 } as never);
      harness.actAs(user);
      const sheet = new RkActorSheet({ document: hero } as never);
      await sheet.render(true);
      const warn = vi.spyOn(ui.notifications!, "warn");
      // 4 wounds healed: 13, Nicked (≤14) no longer Grazed.
      await harness.change(sheet as never, 'input[name="system.wounds"]', "-4");
      await harness.settle();
      expect(rkSystem(hero).wounds).toBe(13);
      expect(rkSystem(hero).woundState.level).toBe("nicked");
      await harness.change(sheet as never, 'input[name="system.wounds"]', "+3");
      expect(rkSystem(hero).wounds).toBe(16);
      await harness.change(sheet as never, 'input[name="system.wounds"]', "=2");
      expect(rkSystem(hero).wounds).toBe(2);
      expect(warn).not.toHaveBeenCalled();
      // More healed than taken stops at none, with a message; a change that is not a number saves nothing.
      await harness.change(sheet as never, 'input[name="system.wounds"]', "-9");
      expect(rkSystem(hero).wounds).toBe(0);
      expect(warn).toHaveBeenCalledTimes(1);
      await harness.change(sheet as never, 'input[name="system.wounds"]', "+lots");
      expect(rkSystem(hero).wounds).toBe(0);
      expect(warn).toHaveBeenCalledTimes(2);
      await sheet.close();
    });

    it("wound levels: the level's status on the token, its penalty raising the dialog's difficulty and the exact chance", async () => {
      const { hero } = await cast();
      await setTrack("levels");
      harness.actAs(user);
      target(hero);
      const card = await rollStaff(hero, [9, 8, 1]);
      await press(card);
      await harness.settle();
      // Endurance 2: Healthy ≤10, Nicked ≤14, Grazed ≤18: 17 wounds are Grazed, +1 to every difficulty.
      expect(rkSystem(hero).woundState).toMatchObject({ wounds: 17, level: "grazed", penalty: 1 });
      expect(statuses(hero)).toEqual(["rkGrazed"]);
      const result = harness.messages().at(-1)!;
      expect(result.content).toContain("Ash: Grazed");
      expect(result.content).toContain("dice-card-band failure");
      expect(result.content).toContain("difficulty +1");
      target(null);
      let seen: Record<string, string> = {};
      answerRollDialog({
        seen: (dialog) => {
          const form = (dialog as unknown as { element: HTMLElement }).element;
          seen = Object.fromEntries(["headline", "percent", "note"].map((n) => [n, form.querySelector(`[data-live="${n}"]`)!.textContent!.trim()]));
        },
      });
      harness.queueFaces([10, 7, 3, 2]);
      await rkRollAction(hero, { attribute: "strength" });
      expect(seen.headline).toBe("4k1 vs 7");
      expect(seen.percent).toBe(`${formatChance(keepOddsAtLeast(keepOdds({ roll: 4, keep: 1, difficulty: 7 }), 1))} chance of success`);
      expect(seen.note).toContain("+ 1 for wounds: 7");
      // The sheet shows the level, the penalty and the track's bar.
      const sheet = new RkActorSheet({ document: hero } as never);
      await sheet.render(true);
      const wounds = sheet.element!.querySelector(".rk-wounds")!;
      expect(wounds.querySelector(".rk-wound-level")!.textContent).toContain("Grazed");
      expect(wounds.querySelector(".rk-wound-penalty")!.textContent).toContain("+1 difficulty");
      expect((wounds.querySelector('input[name="system.wounds"]') as HTMLInputElement).value).toBe("17");
      // Healing typed on the sheet takes the status off (the updateActor hook).
      await harness.change(sheet as never, 'input[name="system.wounds"]', "0");
      await harness.settle();
      expect(rkSystem(hero).woundState.level).toBe("healthy");
      expect(statuses(hero)).toEqual([]);
      await sheet.close();
    });
  });
}

describe("who may press the buttons", () => {
  it("a player who owns neither side cannot apply a card's wounds to the GM's NPC, nor roll someone else's weapon", async () => {
    const { hero, bandit } = await cast();
    harness.actAs(GM);
    target(bandit);
    const card = await rollStaff(hero, [7, 2, 5]);
    harness.actAs(PLAYER2);
    target(null);
    const warn = vi.spyOn(ui.notifications!, "warn");
    await press(card);
    await harness.settle();
    expect(rkSystem(bandit).wounds).toBe(0);
    expect(warn).toHaveBeenCalled();
    harness.actAs(OBSERVER);
    const before = harness.messages().length;
    const staff = (hero.items as unknown as { contents: Item.Implementation[] }).contents[0]!;
    await (staff.system as unknown as { roll(): Promise<unknown> }).roll();
    expect(harness.messages()).toHaveLength(before);
  });

  it("a damage write the server refuses posts no wounds card and leaves the button usable", async () => {
    const { hero, bandit } = await cast();
    target(bandit);
    const card = await rollStaff(hero, [7, 2, 5]);
    const update = vi.spyOn(bandit, "update").mockRejectedValueOnce(new Error("connection lost"));
    await press(card);
    await harness.settle();
    expect(update).toHaveBeenCalledTimes(1);
    expect(harness.messages().some((m) => m.content.includes("rk-wounds-card"))).toBe(false);
    await press(card);
    await harness.settle();
    expect(rkSystem(bandit).wounds).toBe(10);
  });
});

describe("wounds and extended actions", () => {
  it("a Hurt character's next round rolls against the stored difficulty raised by the penalty; Down puts it out of reach", async () => {
    const { hero } = await cast();
    await setTrack("levels");
    harness.actAs(PLAYER);
    const entry = {
      id: "grimoire00000001",
      label: "Decipher",
      attribute: "strength",
      specialityIds: [],
      difficulty: 6,
      required: 5,
      perRound: 0,
      maxRounds: null,
      rounds: [],
    };
    // Endurance 2: Hurt holds 19–22 wounds, +2.
    await hero.update({ "system.extended": [entry], "system.wounds": 20 } as never);
    harness.queueFaces([9, 8, 7, 2]);
    await rkRollExtendedRound(hero, entry.id, { skipDialog: true });
    const card = harness.messages().at(-1)!;
    expect((card.rolls[0] as unknown as { formula: string }).formula).toMatch(/cs>=8$/);
    await hero.update({ "system.wounds": 33 } as never);
    expect(rkSystem(hero).woundState).toMatchObject({ level: "down", penalty: 8 });
    const before = harness.messages().length;
    expect(await rkRollExtendedRound(hero, entry.id, { skipDialog: true })).toBeNull();
    expect(harness.messages()).toHaveLength(before);
    expect(harness.notifications.log.at(-1)?.message).toContain("wound penalty puts the difficulty above 10");
  });
});

describe("the wound track's token bar", () => {
  it("reads wounds against the track's end; an edit from the token writes the wounds, held to the end with a message, and the status follows", async () => {
    const { bandit } = await cast();
    type TokenDoc = { getBarAttribute(bar: string): unknown };
    const token = new (CONFIG.Token.documentClass as unknown as new (d: object) => TokenDoc)({ actorId: bandit.id, bar1: { attribute: "woundBar" } });
    expect(token.getBarAttribute("bar1")).toMatchObject({ type: "bar", value: 0, max: 10, editable: true });
    const edit = bandit as unknown as { modifyTokenAttribute(a: string, v: number, d?: boolean, b?: boolean): Promise<unknown> };
    await edit.modifyTokenAttribute("woundBar", 4, true, true);
    await harness.settle();
    expect(rkSystem(bandit).wounds).toBe(4);
    expect(statuses(bandit)).toEqual(["rkWounded"]);
    await edit.modifyTokenAttribute("woundBar", 50, false, true);
    await harness.settle();
    expect(rkSystem(bandit).wounds).toBe(10);
    expect(harness.notifications.log.at(-1)?.message).toMatch(/cannot be above 10/);
    expect(statuses(bandit)).toEqual(["rkOut"]);
  });
});

describe("the GM changes the wound track", () => {
  it("every actor's level and token status follow the new track, written once by the active GM; none without a track", async () => {
    const { hero } = await cast();
    // Endurance 2: 9 wounds are Wounded on the simple track, still Healthy on the levels (≤10).
    await hero.update({ "system.wounds": 9 } as never);
    await harness.settle();
    expect(statuses(hero)).toEqual(["rkWounded"]);
    await setTrack("levels");
    await harness.settle();
    expect(rkSystem(hero).woundState.level).toBe("healthy");
    expect(statuses(hero)).toEqual([]);
    await hero.update({ "system.wounds": 12 } as never);
    await harness.settle();
    expect(statuses(hero)).toEqual(["rkNicked"]);
    await setTrack("none");
    await harness.settle();
    expect(statuses(hero)).toEqual([]);
  });
});

describe("no wound track (table option)", () => {
  it("the damage card has no apply button and says why", async () => {
    const { hero } = await cast();
    await setTrack("none");
    const card = await rollStaff(hero, [7, 2, 5]);
    expect(card.content).not.toContain("data-anthology-action");
    expect(card.content).toContain("This world keeps no wound track.");
  });
});
