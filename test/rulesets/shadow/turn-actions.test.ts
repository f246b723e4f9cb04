/**
 * The action economy of a turn (002 "Actions in Combat"), visible and spent on the sheet as the GM and as the owning
 * player: one Combat Action and one Movement Action, the Combat Action usable as a second Movement Action; moves that
 * give Free Attacks spend a Movement Action; a new round starts with nothing spent; outside combat nothing is counted.
 * The harness has no Combat document, so `game.combat` is a stand-in with v13's `id`, `round`, `started`, `combatants`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShadowActorSheet } from "../../../module/rulesets/shadow/sheets/actor-sheet.js";
import { shadowSpendAction, shadowTurnLeft } from "../../../module/rules.js";
import { GM, PLAYER, harness } from "../../harness/foundry.js";
import type { ApplicationV2 } from "../../harness/applications.js";
import { attrs, installShadow, makeActor, sword, target } from "./skin-helpers.js";

vi.mock("../../../module/dice/index.js", async () => {
  const odds = await import("../../../module/dice/rules/index.js");
  const fake = await import("./fake-roll-under.js");
  return { ...odds, rollUnder: fake.fakeRollUnder };
});

beforeEach(() => installShadow());

type Game = { combat: unknown };

function fight(actors: Actor.Implementation[], round = 1) {
  (game as unknown as Game).combat = { id: "combat0000000001", round, started: true, combatants: actors.map((actor) => ({ actor })) };
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

for (const [who, user] of [["the GM", GM], ["the owning player", PLAYER]] as const) {
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

describe("outside combat", () => {
  it("nothing is counted and the sheet shows no turn", async () => {
    harness.actAs(GM);
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs() }, [], { default: 0, [PLAYER.id]: 3 });
    const sheet = await sheetOf(pc, PLAYER);
    expect(sheet.element!.querySelector(".shadow-turn")).toBeNull();
  });
});
