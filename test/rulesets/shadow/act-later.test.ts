/**
 * Acting later (002 "Turn Order": "You may choose to place your Initiative later in the turn order, but once the
 * order is established it cannot be changed"), from the combat tracker's row and from the sheet, as the GM and as
 * the owning player: the combatant picks whom to follow, its initiative becomes a number between that one's and the
 * next one's, and the tracker's order (the Shadow combat sort) follows, this round and the next.
 * The harness has no Combat document: the stand-in below has v13's `turns` (sorted with the ruleset's combat sort, as
 * `Combat#setupTurns` does), `turn`, `round`, and combatants whose `update` writes initiative and flags and re-sorts
 * (v13 `Combat#_onUpdateDescendantDocuments` → `setupTurns`, keeping the index `turn`).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { registerCoreSettings } from "../../../module/core/settings.js";
import { ShadowActorSheet } from "../../../module/rulesets/shadow/sheets/actor-sheet.js";
import { registerShadowTrackerHooks, shadowActLaterFlow } from "../../../module/rulesets/shadow/flows/act-later.js";
import { shadowCombatSort } from "../../../module/rulesets/shadow/rolls/combat.js";
import { shadowActLaterInitiative, shadowInitiativeValue } from "../../../module/rules.js";
import { GM, OBSERVER, PLAYER, harness } from "../../harness/foundry.js";
import type { ApplicationV2 } from "../../harness/applications.js";
import { attrs, installShadow, makeActor, sword } from "./skin-helpers.js";

type DialogV2Test = { click(action: string, fields: Record<string, unknown>): unknown; respond(fn: (config: unknown) => unknown): void; dismiss(): void };
const Dialog = () => foundry.applications.api.DialogV2 as unknown as DialogV2Test;

class FakeCombatant {
  flags: Record<string, Record<string, unknown>> = {};
  constructor(
    readonly combat: FakeCombat,
    readonly id: string,
    readonly name: string,
    readonly actor: Actor.Implementation,
    public initiative: number | null,
  ) {}
  /** v13: a combatant's owners are its actor's (and the GM). */
  get isOwner() {
    return this.actor.isOwner;
  }
  async update(data: Record<string, unknown>) {
    // common/documents/combatant.mjs `BaseCombatant.#canUpdate`: a player owning the actor may change only these keys.
    if (!this.isOwner || (!game.user!.isGM && Object.keys(data).some((k) => !["_id", "initiative", "flags", "defeated"].includes(k))))
      throw new Error("not permitted");
    if ("initiative" in data) this.initiative = data.initiative as number;
    const flags = data.flags as { anthology?: Record<string, unknown> } | undefined;
    if (flags?.anthology) this.flags.anthology = { ...this.flags.anthology, ...flags.anthology };
    this.combat.updates.push({ id: this.id, ...data });
    return this;
  }
}

class FakeCombat {
  id = "combat0000000001";
  round = 1;
  turn = 0;
  combatants: FakeCombatant[] = [];
  updates: Record<string, unknown>[] = [];
  get started() {
    return this.round > 0;
  }
  /** v13 `Combat#turns` after `setupTurns`: the combatants sorted by the ruleset's sort. */
  get turns() {
    return [...this.combatants].sort(shadowCombatSort);
  }
  order() {
    return this.turns.map((c) => c.name);
  }
}

type Game = { combat: unknown };
const owned = { default: 0, [PLAYER.id]: 3, [OBSERVER.id]: 2 };

/** Ylva (Quick 14, the player's), the Ogre (Quick 12), the Goblin (Quick 9), each initiative as the formula rolls it. */
async function fight() {
  harness.actAs(GM);
  const ylva = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ quick: 14, vigilant: 10 }) }, [sword] as never, owned);
  const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs({ quick: 12, vigilant: 11 }) }, [sword] as never);
  const goblin = await makeActor("shadowMonster", "Goblin", { attributes: attrs({ quick: 9, vigilant: 8 }) }, [sword] as never);
  const combat = new FakeCombat();
  combat.combatants = [
    new FakeCombatant(combat, "c1", "Ylva", ylva, shadowInitiativeValue(14, 10)),
    new FakeCombatant(combat, "c2", "Ogre", ogre, shadowInitiativeValue(12, 11)),
    new FakeCombatant(combat, "c3", "Goblin", goblin, shadowInitiativeValue(9, 8)),
  ];
  (game as unknown as Game).combat = combat;
  return { combat, ylva, ogre, goblin, c: (id: string) => combat.combatants.find((x) => x.id === id)! };
}

beforeEach(async () => {
  installShadow();
  registerShadowTrackerHooks();
  registerCoreSettings();
  await game.settings!.set("anthology", "ruleset", "shadow");
});

afterEach(() => {
  (game as unknown as Game).combat = null;
});

/** The tracker as its template renders the rows, and the render hook fired for it on this client. */
function renderTracker(combat: FakeCombat): HTMLElement {
  const element = document.createElement("section");
  element.innerHTML = `<ol class="combat-tracker plain">${combat.turns
    .map((c) => `<li class="combatant" data-combatant-id="${c.id}" data-action="activateCombatant"><span class="name">${c.name}</span></li>`)
    .join("")}</ol>`;
  (Hooks as unknown as { callAll(hook: string, ...args: unknown[]): void }).callAll("renderCombatTracker", { viewed: combat }, element, {}, {});
  return element;
}

describe("the rule: a number between the followed one and the next", () => {
  it("keys 14.1, 12.11, 9.08: the first waiting until after the second gets 10.595; after the last, one below it", () => {
    expect(shadowActLaterInitiative([14.1, 12.11, 9.08], 0, 1)).toBeCloseTo(10.595, 10);
    expect(shadowActLaterInitiative([14.1, 12.11, 9.08], 0, 2)).toBeCloseTo(8.08, 10);
  });

  it("never earlier, never itself, never outside the order; those tied with the followed one stay ahead", () => {
    expect(shadowActLaterInitiative([14.1, 12.11, 9.08], 1, 0)).toBeNull();
    expect(shadowActLaterInitiative([14.1, 12.11, 9.08], 1, 1)).toBeNull();
    expect(shadowActLaterInitiative([14.1, 12.11, 9.08], 0, 3)).toBeNull();
    expect(shadowActLaterInitiative([14.1, 12.11, Number.NaN], 0, 1)).toBeNull();
    expect(shadowActLaterInitiative([14.1, 12, 12, 9], 0, 1)).toBe(10.5);
  });
});

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`as ${who}`, () => {
    it("from the tracker row: Ylva waits until after the Ogre; the order becomes Ogre, Ylva, Goblin and holds next round", async () => {
      const { combat, c } = await fight();
      expect(combat.order()).toEqual(["Ylva", "Ogre", "Goblin"]);
      harness.actAs(user);
      const tracker = renderTracker(combat);
      let content = "";
      Dialog().respond((config) => {
        content = String((config as { content: string }).content);
        return Dialog().click("ok", { after: "1" });
      });
      let rowClicked = false;
      const row = tracker.querySelector<HTMLElement>('[data-combatant-id="c1"]')!;
      row.addEventListener("click", () => (rowClicked = true));
      row.querySelector<HTMLButtonElement>(".shadow-act-later")!.click();
      await harness.settle();
      expect(rowClicked).toBe(false);
      // Only the later combatants are offered.
      expect(content).toContain(">Ogre<");
      expect(content).toContain(">Goblin<");
      expect(content).not.toContain(">Ylva<");
      expect(combat.order()).toEqual(["Ogre", "Ylva", "Goblin"]);
      // Between the Ogre's 12.11 and the Goblin's 9.08.
      expect(c("c1").initiative).toBeCloseTo(10.595, 10);
      combat.round = 2;
      expect(combat.order()).toEqual(["Ogre", "Ylva", "Goblin"]);
    });

    it("from the sheet's combat tab: Ylva waits until after the Goblin, last in the order", async () => {
      const { combat, ylva } = await fight();
      harness.actAs(user);
      const sheet = new ShadowActorSheet({ document: ylva }) as unknown as ApplicationV2;
      await sheet.render({ force: true });
      Dialog().respond(() => Dialog().click("ok", { after: "2" }));
      await harness.click(sheet, '[data-action="actLater"]');
      expect(combat.order()).toEqual(["Ogre", "Goblin", "Ylva"]);
    });
  });
}

describe("who may wait, and when", () => {
  it("the owning player has the button on Ylva's row only; the GM on every row; an observer on none", async () => {
    const { combat } = await fight();
    harness.actAs(PLAYER);
    expect(
      [...renderTracker(combat).querySelectorAll("[data-combatant-id]:has(.shadow-act-later)")].map((r) => (r as HTMLElement).dataset.combatantId),
    ).toEqual(["c1"]);
    harness.actAs(GM);
    expect(renderTracker(combat).querySelectorAll(".shadow-act-later")).toHaveLength(3);
    harness.actAs(OBSERVER);
    expect(renderTracker(combat).querySelectorAll(".shadow-act-later")).toHaveLength(0);
  });

  it("the player cannot move the Ogre: refused with a message, nothing written", async () => {
    const { combat, c } = await fight();
    harness.actAs(PLAYER);
    expect(await shadowActLaterFlow(combat, c("c2"))).toBe(false);
    expect(combat.updates).toHaveLength(0);
    expect(String(harness.notifications.log.at(-1)?.message)).toContain("owner or the GM");
  });

  it("once its turn has passed this round, and when already last, waiting is refused", async () => {
    const { combat, c } = await fight();
    combat.turn = 1;
    harness.actAs(GM);
    expect(await shadowActLaterFlow(combat, c("c1"))).toBe(false);
    expect(String(harness.notifications.log.at(-1)?.message)).toContain("already had its turn");
    expect(await shadowActLaterFlow(combat, c("c3"))).toBe(false);
    expect(String(harness.notifications.log.at(-1)?.message)).toContain("already last");
    expect(combat.updates).toHaveLength(0);
  });

  it("the combatant whose turn it is waits: the next one in order takes the turn at the same index", async () => {
    const { combat, c } = await fight();
    harness.actAs(GM);
    Dialog().respond(() => Dialog().click("ok", { after: "2" }));
    expect(await shadowActLaterFlow(combat, c("c1"))).toBe(true);
    expect(combat.turns[combat.turn].name).toBe("Ogre");
  });

  it("closing the dialog changes nothing; a place the form could not hold is refused with a message", async () => {
    const { combat, c } = await fight();
    harness.actAs(PLAYER);
    Dialog().dismiss();
    expect(await shadowActLaterFlow(combat, c("c1"))).toBe(false);
    Dialog().respond(() => Dialog().click("ok", { after: "0" }));
    expect(await shadowActLaterFlow(combat, c("c1"))).toBe(false);
    expect(String(harness.notifications.log.at(-1)?.message)).toContain("not later in the turn order");
    expect(combat.updates).toHaveLength(0);
    expect(combat.order()).toEqual(["Ylva", "Ogre", "Goblin"]);
  });
});
