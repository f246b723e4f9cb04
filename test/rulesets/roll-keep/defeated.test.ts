/**
 * Out of the fight is defeated in the combat tracker (the wound track, a table option): the combatants of a character
 * whose wounds reach the last level are marked `defeated`, and healing takes off the marks this system made (never a
 * GM's own). As the GM with a second GM connected (one write), as the owning player, and a player's click on the GM's
 * NPC relayed to the GM.
 *
 * The harness has no Combat document, so `game.combats` holds a stand-in encounter whose combatants keep v13's rules:
 * `Combatant#actor` is the token's actor, and an update is refused unless `BaseCombatant.#canUpdate` allows it (a GM;
 * or an owner of the combatant, `Combatant#getUserLevel` being the actor's, changing only `_id`, `initiative`,
 * `flags`, `defeated`, `system`: common/documents/combatant.mjs). `createCombatant` runs on every client (v13 document
 * hooks, `harness.callOnEveryClient`).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { registerRelay } from "../../../module/core/chat/relay.js";
import { registerRkChatActions } from "../../../module/rulesets/roll-keep/chat/chat-actions.js";
import { registerRkWoundHooks, rkApplyWoundsFlow } from "../../../module/rulesets/roll-keep/flows/wounds.js";
import { RkActorSheet } from "../../../module/rulesets/roll-keep/sheets/actor-sheet.js";
import { GM, GM2, harness, PLAYER } from "../../harness/foundry.js";
import { installRk, makeRkActor, rkSystem, target } from "./skin-setup.js";

beforeEach(() => {
  installRk();
  registerRkChatActions();
  registerRkWoundHooks();
  registerRelay();
});

type Game = { combats?: unknown; user: { id: string; isGM: boolean } };

/** What each combatant's update was, and by whom. */
let writes: { user: string; combatant: string; changes: Record<string, unknown> }[] = [];

const ALLOWED = ["_id", "initiative", "flags", "defeated", "system"];

class StandInCombatant {
  defeated = false;
  flags: { anthology?: { rkOut?: unknown } } = {};
  constructor(
    public id: string,
    public actor: Actor.Implementation,
    defeated = false,
  ) {
    this.defeated = defeated;
  }
  async update(changes: Record<string, unknown>): Promise<this> {
    const user = (game as unknown as Game).user;
    const keys = Object.keys(changes).map((k) => k.split(".")[0]!);
    const owner = (this.actor as unknown as { testUserPermission(u: unknown, level: string): boolean }).testUserPermission(user, "OWNER");
    if (!user.isGM && !(owner && keys.every((k) => ALLOWED.includes(k)))) throw new Error(`${user.id} may not update combatant ${this.id}`);
    writes.push({ user: user.id, combatant: this.id, changes });
    for (const [key, value] of Object.entries(changes)) {
      if (key === "defeated") this.defeated = value as boolean;
      else if (key === "flags.anthology.rkOut") this.flags = { anthology: { rkOut: value } };
    }
    return this;
  }
}

function encounter(...combatants: StandInCombatant[]) {
  (game as unknown as Game).combats = [{ id: "combat0000000001", combatants }];
}

afterEach(() => {
  (game as unknown as Game).combats = undefined;
  writes = [];
});

async function setTrack(track: string) {
  await (game.settings as unknown as { set(ns: string, k: string, v: unknown): Promise<unknown> }).set("anthology", "rkWoundTrack", track);
}

/** The player's hero (Endurance 2: the simple track holds 10) and the GM's bandit, both in the encounter. */
async function fight() {
  harness.actAs(GM);
  await setTrack("simple");
  const hero = await makeRkActor("Ash", { attributes: { strength: 4, endurance: 2 } }, [
    { name: "Staff", type: "rkEquipment", system: { quantity: 1, damage: { roll: 3, keep: 2 } } },
  ]);
  await hero.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  const bandit = await makeRkActor("Bandit", { attributes: { endurance: 2 } }, [], "rkNpc");
  const heroRow = new StandInCombatant("combatantHero0001", hero);
  const banditRow = new StandInCombatant("combatantBandit01", bandit);
  encounter(heroRow, banditRow);
  return { hero, bandit, heroRow, banditRow };
}

describe("out of the fight marks the combatant defeated; healing clears it", () => {
  it("the GM, a second GM connected: the bandit taken out is defeated once, by the GM who applied the wounds; healed, it is not", async () => {
    const { bandit, banditRow, heroRow } = await fight();
    harness.connect(GM2 as never);
    harness.actAs(GM);
    await rkApplyWoundsFlow(bandit, 12);
    await harness.settle();
    expect(rkSystem(bandit).woundState.out).toBe(true);
    expect(banditRow.defeated).toBe(true);
    expect(heroRow.defeated).toBe(false);
    expect(writes).toEqual([{ user: GM.id, combatant: banditRow.id, changes: { defeated: true, "flags.anthology.rkOut": true } }]);
    // More wounds on a defeated combatant write nothing more.
    await rkApplyWoundsFlow(bandit, 3);
    await harness.settle();
    expect(writes).toHaveLength(1);
    // Healed below the last level (typed on the sheet): the mark comes off, once.
    const sheet = new RkActorSheet({ document: bandit } as never);
    await sheet.render(true);
    await harness.change(sheet as never, 'input[name="system.wounds"]', "4");
    await harness.settle();
    await sheet.close();
    expect(banditRow.defeated).toBe(false);
    expect(writes).toHaveLength(2);
    expect(writes[1]).toMatchObject({ user: GM.id, changes: { defeated: false } });
  });

  it("the owning player: their character taken out is defeated, written by their own client (v13 lets an owner set it); healed, it is not", async () => {
    const { hero, heroRow } = await fight();
    harness.actAs(PLAYER);
    await rkApplyWoundsFlow(hero, 10);
    await harness.settle();
    expect(heroRow.defeated).toBe(true);
    expect(writes).toEqual([{ user: PLAYER.id, combatant: heroRow.id, changes: { defeated: true, "flags.anthology.rkOut": true } }]);
    await hero.update({ "system.wounds": 0 } as never);
    await harness.settle();
    expect(heroRow.defeated).toBe(false);
    expect(writes.map((w) => w.user)).toEqual([PLAYER.id, PLAYER.id]);
  });

  it("a player's damage card on the GM's bandit: the click is relayed, and the GM's client marks the bandit defeated", async () => {
    const { hero, bandit, banditRow } = await fight();
    harness.actAs(PLAYER);
    target(bandit);
    const sheet = new RkActorSheet({ document: hero } as never);
    await sheet.render(true);
    harness.queueFaces([7, 2, 5]);
    await harness.click(sheet as never, '[data-tab="equipment"] [data-action="rollItem"]');
    await harness.settle();
    await sheet.close();
    const card = harness.messages().at(-1)!;
    const template = document.createElement("template");
    template.innerHTML = card.content;
    const button = template.content.querySelector<HTMLElement>('[data-anthology-action="rkApplyWounds"]')!;
    await runChatAction("rkApplyWounds", { message: card as never, dataset: { ...button.dataset } as DOMStringMap, event: new Event("click") as never });
    await harness.settle();
    expect(rkSystem(bandit).woundState.out).toBe(true);
    expect(banditRow.defeated).toBe(true);
    expect(writes).toEqual([{ user: GM.id, combatant: banditRow.id, changes: { defeated: true, "flags.anthology.rkOut": true } }]);
  });

  it("a GM's own defeated mark (surrender, say) stays when the character heals: only this system's mark comes off", async () => {
    const { bandit } = await fight();
    const row = new StandInCombatant("combatantBandit02", bandit, true);
    encounter(row);
    await rkApplyWoundsFlow(bandit, 4);
    await bandit.update({ "system.wounds": 0 } as never);
    await harness.settle();
    expect(row.defeated).toBe(true);
    expect(writes).toEqual([]);
  });

  it("a character already out enters the tracker defeated, written once by the user who added it", async () => {
    const { bandit } = await fight();
    harness.connect(GM2 as never);
    harness.actAs(GM);
    encounter();
    await rkApplyWoundsFlow(bandit, 12);
    await harness.settle();
    expect(writes).toEqual([]);
    const row = new StandInCombatant("combatantBandit03", bandit);
    encounter(row);
    await harness.callOnEveryClient("createCombatant", row, {}, GM.id);
    await harness.settle();
    expect(row.defeated).toBe(true);
    expect(writes).toEqual([{ user: GM.id, combatant: row.id, changes: { defeated: true, "flags.anthology.rkOut": true } }]);
  });

  it("the GM changes the track, a second GM connected: the active GM alone marks whoever the new track puts out, and clears them when it is gone", async () => {
    const { bandit, banditRow } = await fight();
    await setTrack("none");
    await harness.settle();
    await bandit.update({ "system.wounds": 40 } as never);
    await harness.settle();
    expect(writes).toEqual([]);
    harness.connect(GM2 as never);
    // The second GM changes the world's track; v13 runs the setting's onChange on every client, and the active GM
    // (the first by role then id, module/core/active-gm.ts) writes.
    harness.actAs(GM2);
    await setTrack("simple");
    await harness.settle();
    expect(banditRow.defeated).toBe(true);
    expect(writes).toEqual([{ user: GM.id, combatant: banditRow.id, changes: { defeated: true, "flags.anthology.rkOut": true } }]);
    await setTrack("none");
    await harness.settle();
    expect(banditRow.defeated).toBe(false);
    expect(writes.map((w) => w.user)).toEqual([GM.id, GM.id]);
  });

  it("without a wound track no one is out: nothing is marked", async () => {
    const { bandit, banditRow } = await fight();
    await setTrack("none");
    await harness.settle();
    await bandit.update({ "system.wounds": 40 } as never);
    await harness.settle();
    expect(banditRow.defeated).toBe(false);
  });
});
