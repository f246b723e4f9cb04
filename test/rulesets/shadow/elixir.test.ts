/**
 * Elixirs used from the sheet (002 "Use/Apply Elixir", "Healing Wounds", "Dying Characters"), as the GM and as the
 * owning player: one dose heals its flat Toughness and its rolled dice (an herbal cure heals 1), a dying character is
 * stabilized or back up, the quantity falls by one in the same write, a Movement Action is spent in combat, and a card
 * with a band says what happened. The worked numbers are the text's: an herbal cure heals 1 Toughness.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShadowActorSheet } from "../../../module/rulesets/shadow/sheets/actor-sheet.js";
import { shadowElixirAction, shadowElixirUse } from "../../../module/rules.js";
import { GM, OBSERVER, PLAYER, harness } from "../../harness/foundry.js";
import type { ApplicationV2 } from "../../harness/applications.js";
import { attrs, installShadow, lastMessage, makeActor, target, view } from "./skin-helpers.js";

vi.mock("../../../module/dice/index.js", async () => {
  const odds = await import("../../../module/dice/rules/index.js");
  const fake = await import("./fake-roll-under.js");
  return { ...odds, rollUnder: fake.fakeRollUnder };
});

beforeEach(() => installShadow());

type Game = { combat: unknown };
afterEach(() => {
  (game as unknown as Game).combat = null;
});

const herbalCure = { name: "Herbal Cure", type: "shadowEquipment", system: { quantity: 2, elixir: true, healing: { flat: 1, dice: "" } } };
const draught = { name: "Healing Draught", type: "shadowEquipment", system: { quantity: 1, elixir: true, healing: { flat: 0, dice: "1d4" } } };
const rope = { name: "Rope", type: "shadowEquipment", system: { quantity: 1 } };

async function sheetOf(actor: Actor.Implementation, as: typeof GM) {
  harness.actAs(as);
  const sheet = new ShadowActorSheet({ document: actor }) as unknown as ApplicationV2;
  await sheet.render({ force: true });
  return sheet;
}
const item = (actor: Actor.Implementation, name: string) =>
  [...(actor.items as unknown as Map<string, Item.Implementation>).values()].find((i) => i.name === name)!;
const quantity = (actor: Actor.Implementation, name: string) => (item(actor, name).system as unknown as { quantity: number }).quantity;
const use = (actor: Actor.Implementation, name: string) => `[data-item-id="${item(actor, name).id}"] [data-action="useElixir"]`;
const band = () =>
  new DOMParser().parseFromString(lastMessage().content, "text/html").querySelector(".dice-card-band")!.textContent!.replace(/\s+/g, " ").trim();

describe("elixirs (pure)", () => {
  it("an herbal cure heals 1 Toughness and uses one dose; none left is refused; on oneself a Movement Action, on another a Combat Action", () => {
    const r = shadowElixirUse({ itemId: "i", quantity: 2, toughness: 4, maxToughness: 10, healing: 1 });
    expect(r).toEqual({
      ok: true,
      healed: 1,
      toughness: 5,
      left: 1,
      stabilized: false,
      outcome: { actor: { "system.toughness.value": 5 }, items: { update: [{ _id: "i", "system.quantity": 1 }] } },
    });
    expect(shadowElixirUse({ itemId: "i", quantity: 1, toughness: 10, maxToughness: 10, healing: 3 })).toMatchObject({ healed: 0, toughness: 10 });
    expect(shadowElixirUse({ itemId: "i", quantity: 0, toughness: 4, maxToughness: 10, healing: 1 })).toEqual({ ok: false, reason: "empty" });
    expect(shadowElixirUse({ itemId: "i", quantity: 1, toughness: 0, maxToughness: 10, healing: 1, dying: true })).toMatchObject({
      stabilized: true,
      outcome: { actor: { "system.toughness.value": 1, "system.dying.stable": false, "system.dying.closer": 0 } },
    });
    expect(shadowElixirAction(true)).toBe("movement");
    expect(shadowElixirAction(false)).toBe("combat");
  });
});

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`as ${who}`, () => {
    it("an herbal cure from the sheet heals 1, uses a dose and a Movement Action, and posts a card with its band", async () => {
      harness.actAs(GM);
      const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs(), toughness: { value: 4 } }, [herbalCure, rope] as never, {
        default: 0,
        [PLAYER.id]: 3,
      });
      (game as unknown as Game).combat = { id: "combat0000000001", round: 1, started: true, combatants: [{ actor: pc }] };
      let sheet = await sheetOf(pc, user);
      expect(sheet.element!.querySelector(`[data-item-id="${item(pc, "Rope").id}"] [data-action="useElixir"]`)).toBeNull();
      await harness.click(sheet, use(pc, "Herbal Cure"));
      expect(view(pc).toughness.value).toBe(5);
      expect(quantity(pc, "Herbal Cure")).toBe(1);
      expect(band()).toBe("+1 Toughness: 5 / 10 · the elixir heals 1");
      expect(lastMessage().content).toContain("1 left.");
      sheet = await sheetOf(pc, user);
      expect(harness.find(sheet, ".shadow-turn-left")!.textContent!.replace(/\s+/g, " ").trim()).toBe(
        "This turn: Combat Action ready · Movement Actions left 1",
      );
    });

    it("a draught's dice are rolled; a dying character drinking it is back on its feet; the last dose leaves the button disabled", async () => {
      harness.actAs(GM);
      const pc = await makeActor(
        "shadowCharacter",
        "Ylva",
        { attributes: attrs(), toughness: { value: 0 }, dying: { closer: 2, stable: false, dead: false } },
        [draught] as never,
        { default: 0, [PLAYER.id]: 3 },
      );
      let sheet = await sheetOf(pc, user);
      harness.queueFaces([3]);
      await harness.click(sheet, use(pc, "Healing Draught"));
      expect(view(pc).toughness.value).toBe(3);
      expect(view(pc).dying).toMatchObject({ closer: 0, stable: false });
      expect(view(pc).vital).toBe("standing");
      expect(quantity(pc, "Healing Draught")).toBe(0);
      expect(band()).toBe("+3 Toughness: 3 / 10 · the elixir heals 0 + 1d4 (rolled 3)");
      sheet = await sheetOf(pc, user);
      expect((harness.find(sheet, use(pc, "Healing Draught")) as HTMLButtonElement).disabled).toBe(true);
    });
  });
}

describe("given to the targeted character", () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player of both", PLAYER],
  ] as const) {
    it(`as ${who}: heals the patient, uses the carrier's dose and its Combat Action`, async () => {
      harness.actAs(GM);
      const own = { default: 0, [PLAYER.id]: 3 };
      const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs() }, [herbalCure] as never, own);
      const friend = await makeActor("shadowCharacter", "Bryn", { attributes: attrs(), toughness: { value: 2 } }, [], own);
      (game as unknown as Game).combat = { id: "combat0000000001", round: 1, started: true, combatants: [{ actor: pc }, { actor: friend }] };
      const sheet = await sheetOf(pc, user);
      target(user, friend);
      await harness.click(sheet, use(pc, "Herbal Cure"));
      expect(view(friend).toughness.value).toBe(3);
      expect(view(pc).toughness.value).toBe(10);
      expect(quantity(pc, "Herbal Cure")).toBe(1);
      expect(lastMessage().content).toContain("Ylva gives Bryn Herbal Cure");
      expect(band()).toBe("+1 Toughness: 3 / 10 · the elixir heals 1");
      const again = await sheetOf(pc, user);
      expect(harness.find(again, ".shadow-turn-left")!.textContent!.replace(/\s+/g, " ").trim()).toBe(
        "This turn: Combat Action spent · Movement Actions left 1",
      );
    });
  }

  it("a player who may not change the target is told to ask the GM; nothing is used", async () => {
    harness.actAs(GM);
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs() }, [herbalCure] as never, { default: 0, [PLAYER.id]: 3 });
    const stranger = await makeActor("shadowCharacter", "Bryn", { attributes: attrs(), toughness: { value: 2 } }, [], { default: 2 });
    const sheet = await sheetOf(pc, PLAYER);
    target(PLAYER, stranger);
    const before = harness.messages().length;
    await harness.click(sheet, use(pc, "Herbal Cure"));
    expect(harness.messages()).toHaveLength(before);
    expect(view(stranger).toughness.value).toBe(2);
    expect(quantity(pc, "Herbal Cure")).toBe(2);
    expect(String(harness.notifications.log.at(-1)?.message)).toBe("You may not change Bryn: the GM gives them Herbal Cure.");
  });
});

describe("a user who does not own the character", () => {
  it("is refused with a message; nothing is used", async () => {
    harness.actAs(GM);
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs(), toughness: { value: 4 } }, [herbalCure] as never, {
      default: 2,
      [PLAYER.id]: 3,
    });
    const { shadowUseElixir } = await import("../../../module/rulesets/shadow/rolls/elixir.js");
    harness.actAs(OBSERVER);
    const before = harness.messages().length;
    expect(await shadowUseElixir(item(pc, "Herbal Cure"))).toBeNull();
    expect(harness.messages()).toHaveLength(before);
    expect(quantity(pc, "Herbal Cure")).toBe(2);
    expect(String(harness.notifications.log.at(-1)?.message)).toMatch(/Ylva/);
  });
});
