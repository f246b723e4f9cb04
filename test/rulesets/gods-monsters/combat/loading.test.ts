/**
 * 004 "Number of actions": an arquebus takes three actions (loading, arming, firing), one of them free outside close
 * combat. The weapon keeps its loading actions (the sheet's "loading 1/2" and its Load button, one action each), an
 * attack with it unloaded is refused with what it lacks, one loaded only for a shot outside close combat fires with a
 * warning, and the shot empties it. As the GM and as the owning player; an observer cannot load it.
 */
import { describe, expect, it } from "vitest";
import { gmLoadNext, gmLoadState } from "../../../../module/rules.js";
import { gmRollAttack } from "../../../../module/rulesets/gods-monsters/rolls/attack.js";
import { gmLoadWeapon } from "../../../../module/rulesets/gods-monsters/rolls/loading.js";
import { GmCharacterSheet } from "../../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { GM, OBSERVER, PLAYER, harness } from "../../../harness/foundry.js";
import { setupGm, target, toromeen, weapon, yeti } from "../actors/setup.js";

interface Rendered {
  render(o?: object): Promise<unknown>;
  element: HTMLElement;
}

describe('the rule\'s numbers (004 "Number of actions")', () => {
  it("an arquebus (3 actions): two loading actions before the shot in close combat, one outside it", () => {
    expect(gmLoadState(3, 0, true)).toEqual({ multi: true, loaded: 0, needed: 2, neededOutside: 1, ready: false, readyOutside: false });
    expect(gmLoadState(3, 1, true)).toMatchObject({ ready: false, readyOutside: true });
    expect(gmLoadState(3, 2, true)).toMatchObject({ ready: true, readyOutside: true });
    expect(gmLoadNext(3, 1, true)).toBe(2);
    expect(gmLoadNext(3, 2, true)).toBeNull();
  });
  it("a crossbow (2): one loading action in close combat, none outside it; a bow (1) and a thrown battleaxe need none", () => {
    expect(gmLoadState(2, 0, true)).toMatchObject({ multi: true, needed: 1, neededOutside: 0, ready: false, readyOutside: true });
    expect(gmLoadState(1, 0, true).multi).toBe(false);
    expect(gmLoadState(2, 0, false).multi).toBe(false);
  });
});

async function gunner(user: typeof GM) {
  setupGm();
  harness.actAs(GM);
  const t = await toromeen({ experience: 1000, advancedLevel: 2 }, [weapon("arquebus", { equipped: true })]);
  await t.update({ ownership: { [PLAYER.id]: 3, [OBSERVER.id]: 2 } } as never);
  const foe = await yeti();
  harness.actAs(user);
  const gun = t.items.contents.find((i) => i.name === "Arquebus")!;
  return { t, foe, gun };
}
const loaded = (gun: Item.Implementation) => Number(foundry.utils.getProperty(gun.flags ?? {}, "anthology.loaded") ?? 0);

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`the arquebus, by ${who}`, () => {
    it("the sheet shows loading 0/2 and a Load button; each press spends an action (a note) and counts it, until loaded", async () => {
      const { t, gun } = await gunner(user);
      const sheet = new GmCharacterSheet({ document: t }) as unknown as Rendered;
      await sheet.render({ force: true });
      const row = () => sheet.element.querySelector(`[data-item-id="${gun.id}"]`)!;
      expect(row().querySelector(".gm-loading")!.textContent).toBe("loading 0/2");
      await harness.click(sheet as never, `[data-item-id="${gun.id}"] [data-action="loadWeapon"]`);
      await harness.settle();
      expect(loaded(gun)).toBe(1);
      expect(harness.messages().at(-1)!.content).toContain("Toromeen spends an action loading the Arquebus (1/2).");
      await sheet.render();
      expect(row().querySelector(".gm-loading")!.textContent).toBe("loading 1/2");
      await harness.click(sheet as never, `[data-item-id="${gun.id}"] [data-action="loadWeapon"]`);
      await harness.settle();
      await sheet.render();
      expect(loaded(gun)).toBe(2);
      expect(row().querySelector('[data-action="loadWeapon"]')).toBeNull();
      // Already loaded: refused with a message, nothing counted.
      const warnings = harness.notifications.log.length;
      expect(await gmLoadWeapon(t, gun)).toBeNull();
      expect(loaded(gun)).toBe(2);
      expect(harness.notifications.log.length).toBeGreaterThan(warnings);
    });

    it("unloaded, the attack is refused with what it lacks: nothing is rolled", async () => {
      const { t, foe, gun } = await gunner(user);
      target(foe);
      const cards = harness.messages().length;
      harness.queueFaces([1, 1]);
      expect(await gmRollAttack(t, { item: gun, skipDialog: true })).toBeNull();
      expect(harness.messages().length).toBe(cards);
      expect(harness.notifications.log.at(-1)!.message).toContain("The Arquebus is not loaded (0/2; 1 outside close combat)");
    });

    it("loaded once, it fires with the free action and a warning; loaded twice, without one; either shot empties it", async () => {
      const { t, foe, gun } = await gunner(user);
      target(foe);
      await gmLoadWeapon(t, gun);
      harness.queueFaces([1, 3]);
      expect(await gmRollAttack(t, { item: gun, skipDialog: true })).not.toBeNull();
      expect(String(harness.notifications.log.at(-1)!.message)).toContain("loaded only for a shot outside close combat");
      expect(loaded(gun)).toBe(0);
      await gmLoadWeapon(t, gun);
      await gmLoadWeapon(t, gun);
      const warnings = harness.notifications.log.length;
      harness.queueFaces([20]);
      expect(await gmRollAttack(t, { item: gun, skipDialog: true })).not.toBeNull();
      expect(harness.notifications.log.length).toBe(warnings);
      expect(loaded(gun)).toBe(0);
    });
  });
}

describe("an observer", () => {
  it("sees the loading count, and the Load button disabled", async () => {
    const { t, gun } = await gunner(OBSERVER);
    const sheet = new GmCharacterSheet({ document: t }) as unknown as Rendered;
    await sheet.render({ force: true });
    expect(sheet.element.querySelector(".gm-loading")!.textContent).toBe("loading 0/2");
    expect((sheet.element.querySelector(`[data-item-id="${gun.id}"] [data-action="loadWeapon"]`) as HTMLButtonElement).disabled).toBe(true);
  });
});
