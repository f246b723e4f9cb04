/**
 * Drawing weapons (002 "Combat With Weapons Ready", "Surprise"), as the GM and as the owning player: a weapon is drawn
 * or sheathed on the sheet; drawing a Short weapon is a Free Action, any other a Movement Action of the turn; natural
 * weapons are always ready; attacking with a sheathed weapon offers to draw it first; the surprised have their weapons
 * sheathed. The harness has no Combat document, so `game.combat` is a stand-in with v13's `id`, `round`, `started`,
 * `combatants`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShadowActorSheet } from "../../../module/rulesets/shadow/sheets/actor-sheet.js";
import { shadowDrawPlan, shadowSurprisedSheathe, shadowWeaponReady } from "../../../module/rules.js";
import { shadowAttack } from "../../../module/rulesets/shadow/rolls/attack.js";
import { shadowSurprise } from "../../../module/rulesets/shadow/rolls/surprise.js";
import { GM, PLAYER, harness } from "../../harness/foundry.js";
import { DialogV2, type ApplicationV2 } from "../../harness/applications.js";
import { attrs, installShadow, makeActor, rollUnderCalls, statuses, sword, target } from "./skin-helpers.js";

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

afterEach(() => {
  (game as unknown as Game).combat = null;
});

const sheathed = { name: "Sword", type: "shadowWeapon", system: { damage: "1d8", equipped: false } };
const dagger = { name: "Dagger", type: "shadowWeapon", system: { damage: "1d6", qualities: { short: true }, equipped: false } };
const claws = { name: "Claws", type: "shadowWeapon", system: { damage: "1d6", qualities: { natural: true }, equipped: false } };

async function sheetOf(actor: Actor.Implementation, as: typeof GM) {
  harness.actAs(as);
  const sheet = new ShadowActorSheet({ document: actor }) as unknown as ApplicationV2;
  await sheet.render({ force: true });
  return sheet;
}

const left = (sheet: ApplicationV2) => harness.find(sheet, ".shadow-turn-left")!.textContent!.replace(/\s+/g, " ").trim();
const item = (actor: Actor.Implementation, name: string) =>
  [...(actor.items as unknown as Map<string, Item.Implementation>).values()].find((i) => i.name === name)!;
const drawn = (actor: Actor.Implementation, name: string) => (item(actor, name).system as unknown as { equipped: boolean }).equipped;

describe("drawing (pure)", () => {
  it("a Short weapon is drawn as a Free Action, another with a Movement Action; a natural or drawn one needs nothing", () => {
    expect(shadowDrawPlan({ id: "a", drawn: false, qualities: ["short"] })).toEqual({
      cost: "free",
      outcome: { items: { update: [{ _id: "a", "system.equipped": true }] } },
    });
    expect(shadowDrawPlan({ id: "b", drawn: false, qualities: [] }).cost).toBe("movement");
    expect(shadowDrawPlan({ id: "c", drawn: false, qualities: ["natural"] })).toEqual({ cost: "none", outcome: {} });
    expect(shadowDrawPlan({ id: "d", drawn: true, qualities: ["heavy"] })).toEqual({ cost: "none", outcome: {} });
    expect(shadowWeaponReady({ id: "c", drawn: false, qualities: ["natural"] })).toBe(true);
    expect(shadowWeaponReady({ id: "b", drawn: false, qualities: [] })).toBe(false);
  });

  it("the surprised sheathe every drawn weapon but the natural ones", () => {
    expect(
      shadowSurprisedSheathe([
        { id: "s", drawn: true, qualities: [] },
        { id: "n", drawn: true, qualities: ["natural"] },
        { id: "x", drawn: false, qualities: ["short"] },
      ]),
    ).toEqual({ items: { update: [{ _id: "s", "system.equipped": false }] } });
    expect(shadowSurprisedSheathe([])).toEqual({});
  });
});

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`as ${who}`, () => {
    it("draws from the sheet: a sword takes a Movement Action, a dagger none; sheathing costs nothing; natural claws are always ready", async () => {
      harness.actAs(GM);
      const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs() }, [sheathed, dagger, claws] as never, { default: 0, [PLAYER.id]: 3 });
      fight([pc]);
      let sheet = await sheetOf(pc, user);
      const toggle = (name: string) => `[data-item-id="${item(pc, name).id}"] [data-action="toggleEquipped"]`;
      expect(harness.find(sheet, toggle("Sword"))!.getAttribute("aria-label")).toBe("Sheathed");
      expect(harness.find(sheet, toggle("Claws"))!.getAttribute("aria-label")).toBe("Natural: always ready");
      await harness.click(sheet, toggle("Sword"));
      expect(drawn(pc, "Sword")).toBe(true);
      sheet = await sheetOf(pc, user);
      expect(left(sheet)).toBe("This turn: Combat Action ready · Movement Actions left 1");
      expect(harness.find(sheet, toggle("Sword"))!.getAttribute("aria-label")).toBe("Drawn");
      expect(String(harness.notifications.log.at(-1)?.message)).toBe("Ylva draws Sword (a Movement Action).");
      await harness.click(sheet, toggle("Dagger"));
      expect(drawn(pc, "Dagger")).toBe(true);
      sheet = await sheetOf(pc, user);
      expect(left(sheet)).toBe("This turn: Combat Action ready · Movement Actions left 1");
      await harness.click(sheet, toggle("Sword"));
      expect(drawn(pc, "Sword")).toBe(false);
      await harness.click(sheet, toggle("Claws"));
      expect(drawn(pc, "Claws")).toBe(true);
      sheet = await sheetOf(pc, user);
      expect(left(sheet)).toBe("This turn: Combat Action ready · Movement Actions left 1");
    });

    it("attacking with a sheathed sword offers to draw it: yes draws it (a Movement Action) and attacks; no attacks not", async () => {
      harness.actAs(GM);
      const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ accurate: 15 }) }, [sheathed] as never, { default: 0, [PLAYER.id]: 3 });
      const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs() }, [sword] as never);
      fight([pc, ogre]);
      harness.actAs(user);
      target(user, ogre);
      const asked: string[] = [];
      DialogV2.respond((config) => {
        asked.push(String((config as { content?: string }).content));
        return DialogV2.click("no");
      });
      const rolled = rollUnderCalls.length;
      expect(await shadowAttack(item(pc, "Sword"), { skipDialog: true })).toBeNull();
      expect(asked[0]).toContain("Sword is sheathed. Draw it (a Movement Action of this turn) and attack?");
      expect(rollUnderCalls).toHaveLength(rolled);
      expect(drawn(pc, "Sword")).toBe(false);
      DialogV2.respond(() => DialogV2.click("yes"));
      expect(await shadowAttack(item(pc, "Sword"), { skipDialog: true })).not.toBeNull();
      expect(rollUnderCalls.length).toBeGreaterThan(rolled);
      expect(drawn(pc, "Sword")).toBe(true);
      // The draw and the attack: the turn's two actions.
      expect(left(await sheetOf(pc, user))).toBe("This turn: Combat Action spent · Movement Actions left 0");
    });
  });
}

describe("outside combat", () => {
  it("drawing counts nothing and says no action was taken", async () => {
    harness.actAs(GM);
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs() }, [sheathed] as never, { default: 0, [PLAYER.id]: 3 });
    const sheet = await sheetOf(pc, PLAYER);
    const notes = harness.notifications.log.length;
    await harness.click(sheet, `[data-item-id="${item(pc, "Sword").id}"] [data-action="toggleEquipped"]`);
    expect(drawn(pc, "Sword")).toBe(true);
    expect(harness.notifications.log.slice(notes).map((n) => String(n.message))).not.toContainEqual(expect.stringMatching(/Movement Action/));
  });
});

describe("surprised at the start of combat", () => {
  it("the surprised are Unaware and their drawn weapons sheathed (natural ones stay ready); the surprisers keep theirs", async () => {
    harness.actAs(GM);
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ discreet: 15 }) }, [sword] as never, { default: 0, [PLAYER.id]: 3 });
    const wolf = await makeActor("shadowMonster", "Wolf", { attributes: attrs() }, [{ ...claws, system: { ...claws.system, equipped: true } }, sword] as never);
    harness.queueFaces([1]);
    await shadowSurprise({ attackers: [pc], defenders: [wolf], skipDialog: true });
    expect(statuses(wolf)).toContain("unaware");
    expect(drawn(wolf, "Sword")).toBe(false);
    expect(drawn(wolf, "Claws")).toBe(true);
    expect(drawn(pc, "Sword")).toBe(true);
  });
});
