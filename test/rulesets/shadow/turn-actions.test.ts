/**
 * The action economy of a turn (002 "Actions in Combat"), visible and spent on the sheet as the GM and as the owning
 * player: one Combat Action and one Movement Action, the Combat Action usable as a second Movement Action; moves that
 * give Free Attacks spend a Movement Action; a new round starts with nothing spent; outside combat nothing is counted.
 * The harness has no Combat document, so `game.combat` is a stand-in with v13's `id`, `round`, `started`, `combatants`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerCoreSettings } from "../../../module/core/settings.js";
import { ShadowActorSheet } from "../../../module/rulesets/shadow/sheets/actor-sheet.js";
import { shadowSpendAction, shadowTurnLeft } from "../../../module/rules.js";
import { GM, PLAYER, harness } from "../../harness/foundry.js";
import type { ApplicationV2 } from "../../harness/applications.js";
import { attrs, firstItem, installShadow, makeActor, sword, target } from "./skin-helpers.js";
import { shadowAttack } from "../../../module/rulesets/shadow/rolls/attack.js";
import { shadowRollFreeAttack } from "../../../module/rulesets/shadow/rolls/free-attack.js";
import { shadowDecorateTrackerTurns } from "../../../module/rulesets/shadow/flows/turn-actions.js";

vi.mock("../../../module/dice/index.js", async () => {
  const odds = await import("../../../module/dice/rules/index.js");
  const fake = await import("./fake-roll-under.js");
  return { ...odds, rollUnder: fake.fakeRollUnder };
});

beforeEach(() => installShadow());

type Game = { combat: unknown };

function fight(actors: Actor.Implementation[], round = 1) {
  const combatants = actors.map((actor, i) => ({ id: `c${i + 1}`, actor }));
  const byId = new Map(combatants.map((c) => [c.id, c]));
  // v13 `Combat#combatants` is an EmbeddedCollection: iterable, and `get(id)` (what the tracker hook reads).
  const collection = Object.assign([...combatants], { get: (id: string) => byId.get(id) });
  (game as unknown as Game).combat = { id: "combat0000000001", round, started: true, combatants: collection };
  return (game as unknown as Game).combat;
}

async function sheetOf(actor: Actor.Implementation, as: typeof GM) {
  harness.actAs(as);
  const sheet = new ShadowActorSheet({ document: actor }) as unknown as ApplicationV2;
  await sheet.render({ force: true });
  return sheet;
}

const left = (sheet: ApplicationV2) => harness.find(sheet, ".shadow-turn-left")!.textContent!.replace(/\s+/g, " ").trim();

describe("the turn's two actions (pure)", () => {
  it("a Combat and a Movement Action, or two Movement Actions; Free Actions and Reactions take none", () => {
    expect(shadowTurnLeft([])).toEqual({ combat: true, movement: 2 });
    expect(shadowTurnLeft(["movement"])).toEqual({ combat: true, movement: 1 });
    expect(shadowTurnLeft(["movement", "movement"])).toEqual({ combat: false, movement: 0 });
    expect(shadowTurnLeft(["combat"])).toEqual({ combat: false, movement: 1 });
    expect(shadowSpendAction(["combat"], "combat")).toEqual({ ok: false, spent: ["combat"] });
    expect(shadowSpendAction(["combat", "movement"], "free")).toEqual({ ok: true, spent: ["combat", "movement"] });
    expect(shadowSpendAction(["movement"], "fullTurn").ok).toBe(false);
  });
});

// The stand-in combat is this file's: the next test starts outside combat.
afterEach(() => {
  (game as unknown as Game).combat = null;
});

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`as ${who}`, () => {
    it("spends the turn's actions from the sheet; withdrawing spends a Movement Action; a third is refused; a new round starts afresh", async () => {
      harness.actAs(GM);
      const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs() }, [sword] as never, { default: 0, [PLAYER.id]: 3 });
      const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs() }, [sword] as never);
      fight([pc, ogre]);
      let sheet = await sheetOf(pc, user);
      expect(left(sheet)).toBe("This turn: Combat Action ready · Movement Actions left 2");
      await harness.click(sheet, '[data-action="spendAction"][data-kind="combat"]');
      sheet = await sheetOf(pc, user);
      expect(left(sheet)).toBe("This turn: Combat Action spent · Movement Actions left 1");
      target(user, ogre);
      await harness.click(sheet, '[data-action="provoke"][data-move="withdraw"]');
      expect(harness.messages().at(-1)!.content).toContain("withdrawing from melee");
      sheet = await sheetOf(pc, user);
      expect(left(sheet)).toBe("This turn: Combat Action spent · Movement Actions left 0");
      // No Movement Action left: moving past is refused with a message and posts nothing.
      const before = harness.messages().length;
      await harness.click(sheet, '[data-action="provoke"][data-move="movePast"]');
      expect(harness.messages()).toHaveLength(before);
      expect(String(harness.notifications.log.at(-1)?.message)).toMatch(/no Movement Action left/);
      fight([pc, ogre], 2);
      sheet = await sheetOf(pc, user);
      expect(left(sheet)).toBe("This turn: Combat Action ready · Movement Actions left 2");
    });
  });
}

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`spent by themselves, as ${who}`, () => {
    it("an attack spends the Combat Action; a second one is made with a warning and counted; a Free Attack spends nothing", async () => {
      harness.actAs(GM);
      const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ accurate: 15 }) }, [sword] as never, { default: 0, [PLAYER.id]: 3 });
      const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs() }, [sword] as never);
      fight([pc, ogre]);
      harness.actAs(user);
      target(user, ogre);
      expect(await shadowAttack(firstItem(pc), { skipDialog: true })).not.toBeNull();
      let sheet = await sheetOf(pc, user);
      expect(left(sheet)).toBe("This turn: Combat Action spent · Movement Actions left 1");
      // A Free Attack is a Reaction (002): nothing more is spent, and no warning.
      const warnings = harness.notifications.log.length;
      expect(await shadowRollFreeAttack(pc, ogre, "withdraw", { skipDialog: true })).not.toBeNull();
      expect(harness.notifications.log.slice(warnings).map((n) => String(n.message))).not.toContainEqual(expect.stringMatching(/Combat Action/));
      sheet = await sheetOf(pc, user);
      expect(left(sheet)).toBe("This turn: Combat Action spent · Movement Actions left 1");
      // A second attack this turn is not blocked (the GM decides) but warned about, and it takes the last slot.
      const cards = harness.messages().length;
      expect(await shadowAttack(firstItem(pc), { skipDialog: true })).not.toBeNull();
      expect(harness.messages().length).toBeGreaterThan(cards);
      expect(String(harness.notifications.log.at(-1)?.message)).toBe("Ylva already took this turn's Combat Action: this one is another (the GM decides).");
      sheet = await sheetOf(pc, user);
      expect(left(sheet)).toBe("This turn: Combat Action spent · Movement Actions left 0");
      // The next round (the combatant's next turn) starts with nothing spent.
      fight([pc, ogre], 2);
      sheet = await sheetOf(pc, user);
      expect(left(sheet)).toBe("This turn: Combat Action ready · Movement Actions left 2");
    });

    it("using an active ability spends the Combat Action; a passive one does not", async () => {
      harness.actAs(GM);
      const items = [
        { name: "Berserker", type: "shadowAbility", system: { use: "active", level: "novice" } },
        { name: "Iron Fist", type: "shadowAbility", system: { use: "passive", level: "novice" } },
      ];
      const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs() }, items as never, { default: 0, [PLAYER.id]: 3 });
      fight([pc]);
      const sheet = await sheetOf(pc, user);
      const id = (name: string) => [...(pc.items as unknown as Map<string, Item.Implementation>).values()].find((i) => i.name === name)!.id;
      await harness.click(sheet, `[data-item-id="${id("Iron Fist")}"] [data-action="rollItem"]`);
      expect(left(await sheetOf(pc, user))).toBe("This turn: Combat Action ready · Movement Actions left 2");
      await harness.click(sheet, `[data-item-id="${id("Berserker")}"] [data-action="rollItem"]`);
      expect(left(await sheetOf(pc, user))).toBe("This turn: Combat Action spent · Movement Actions left 1");
    });
  });
}

describe("on the combat tracker", () => {
  it("each Shadow combatant's row shows its Combat Action and Movement Actions, and the tracker redraws when they are spent", async () => {
    harness.actAs(GM);
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs() }, [sword] as never, { default: 0, [PLAYER.id]: 3 });
    const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs() }, [sword] as never);
    const combat = fight([pc, ogre]);
    registerCoreSettings();
    await game.settings!.set("anthology", "ruleset", "shadow");
    const render = vi.fn();
    (ui as unknown as { combat: unknown }).combat = { render };
    await harness.onClientOf(PLAYER, async () => {
      target(PLAYER, ogre);
      await shadowAttack(firstItem(pc), { skipDialog: true });
    });
    await harness.settle();
    // The actor's update reaches every client (updateActor), each redrawing its tracker.
    expect(render).toHaveBeenCalled();
    const element = document.createElement("ol");
    element.innerHTML = '<li data-combatant-id="c1"></li><li data-combatant-id="c2"></li>';
    shadowDecorateTrackerTurns({ viewed: combat }, element);
    const badge = (id: string) => element.querySelector(`[data-combatant-id="${id}"] .shadow-turn-badge`) as HTMLElement;
    expect(badge("c1").title).toBe("This turn: Combat Action spent · Movement Actions left 1");
    expect(badge("c1").querySelector(".fa-hand-fist")!.classList.contains("spent")).toBe(true);
    expect(badge("c1").textContent).toBe("1");
    expect(badge("c2").title).toBe("This turn: Combat Action ready · Movement Actions left 2");
    // A second render replaces the badge rather than adding another.
    shadowDecorateTrackerTurns({ viewed: combat }, element);
    expect(element.querySelectorAll(".shadow-turn-badge")).toHaveLength(2);
    delete (ui as unknown as { combat?: unknown }).combat;
  });
});

describe("outside combat", () => {
  it("nothing is counted and the sheet shows no turn", async () => {
    harness.actAs(GM);
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs() }, [], { default: 0, [PLAYER.id]: 3 });
    const sheet = await sheetOf(pc, PLAYER);
    expect(sheet.element!.querySelector(".shadow-turn")).toBeNull();
  });
});
