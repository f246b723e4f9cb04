/**
 * The tracker's Roll All in the text's sides mode (004 "Order of events": no initiative, an agility roll only when
 * actions clash). v13's Roll All, Roll NPCs and a row's die all call `Combat#rollInitiative` (client/documents/combat.mjs
 * `rollAll`: the owned combatants without initiative, then `rollInitiative(ids)`); the harness has no Combat class, so
 * a stand-in with those two methods as v13 writes them is the world's `CONFIG.Combat.documentClass`. In sides mode
 * nothing is rolled and the GM is told what to do; the tracker hides those buttons and gives the GM a Clash button.
 * Under the table option "agility" v13's own roll runs.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { registerCoreSettings } from "../../../../module/core/settings.js";
import { registerGmSettings } from "../../../../module/rulesets/gods-monsters/rolls/clash.js";
import { gmDecorateTracker, gmGuardInitiative, registerGmTrackerHooks } from "../../../../module/rulesets/gods-monsters/rolls/tracker.js";
import { GM, PLAYER, harness } from "../../../harness/foundry.js";
import { setupGm, toromeen, yeti } from "../actors/setup.js";

/** v13's Combat, as far as Roll All goes: `rollAll` collects the ids without initiative and calls `rollInitiative`. */
class StandInCombat {
  rolled: string[] = [];
  combatants = [
    { id: "a", initiative: null as number | null },
    { id: "b", initiative: null as number | null },
  ];
  async rollAll(): Promise<unknown> {
    return this.rollInitiative(this.combatants.filter((c) => c.initiative === null).map((c) => c.id));
  }
  async rollInitiative(ids: string[]): Promise<unknown> {
    this.rolled.push(...ids);
    for (const c of this.combatants) if (ids.includes(c.id)) c.initiative = 5;
    return this;
  }
}

beforeEach(async () => {
  setupGm();
  registerCoreSettings();
  registerGmSettings();
  await game.settings!.set("anthology", "ruleset", "gm");
  // The text's order, whatever an earlier test chose.
  await game.settings!.set("anthology", "gmCombatOrder", "sides");
  (CONFIG.Combat as unknown as { documentClass: unknown }).documentClass = class extends StandInCombat {};
  gmGuardInitiative();
});

describe("Roll All in sides mode (the text's)", () => {
  it("rolls no initiative: no combatant gets one, and the GM is told to use Clash", async () => {
    const combat = new (CONFIG.Combat as unknown as { documentClass: new () => StandInCombat }).documentClass();
    await combat.rollAll();
    expect(combat.rolled).toEqual([]);
    expect(combat.combatants.map((c) => c.initiative)).toEqual([null, null]);
    expect(String(harness.notifications.log.at(-1)?.message)).toContain("no initiative is rolled");
  });

  it("under the table option 'agility' Roll All rolls as v13 does", async () => {
    await game.settings!.set("anthology", "gmCombatOrder", "agility");
    const combat = new (CONFIG.Combat as unknown as { documentClass: new () => StandInCombat }).documentClass();
    await combat.rollAll();
    expect(combat.rolled).toEqual(["a", "b"]);
  });

  it("is wrapped once, however often the guard is installed", async () => {
    const proto = (CONFIG.Combat as unknown as { documentClass: { prototype: { rollInitiative: unknown } } }).documentClass.prototype;
    const first = proto.rollInitiative;
    gmGuardInitiative();
    expect(proto.rollInitiative).toBe(first);
  });
});

/** The tracker as v13's template gives its header buttons and a row's die. */
function tracker(): HTMLElement {
  const element = document.createElement("section");
  element.innerHTML = `<header class="combat-tracker-header"><button data-action="rollAll"></button><button data-action="rollNPC"></button></header><ol><li class="combatant" data-combatant-id="c1"><button data-action="rollInitiative"></button></li></ol>`;
  return element;
}

describe("the tracker in sides mode", () => {
  it("the GM sees no initiative buttons and a Clash button that rolls the selected tokens' clash", async () => {
    harness.actAs(GM);
    registerGmTrackerHooks();
    const element = tracker();
    (Hooks as unknown as { callAll(hook: string, ...args: unknown[]): void }).callAll("renderCombatTracker", { viewed: null }, element, {}, {});
    for (const b of element.querySelectorAll<HTMLElement>("[data-action]")) expect(b.hasAttribute("hidden")).toBe(true);
    const clash = element.querySelector<HTMLButtonElement>(".gm-tracker-clash")!;
    expect(clash.getAttribute("aria-label")).toBe("Clash: agility rolls for the selected tokens");
    const t = await toromeen();
    const y = await yeti({ reactions: { perception: 6, willpower: 6, fortitude: 6, evasion: 6 } });
    (globalThis as { canvas?: unknown }).canvas = { tokens: { controlled: [{ actor: t }, { actor: y }] } };
    harness.queueFaces([4, 9]);
    const before = harness.messages().length;
    // Shift-click: the clash's dice dialogs skipped, as on the sheets (the skip-dialog key).
    clash.dispatchEvent(new MouseEvent("click", { shiftKey: true }));
    await harness.settle();
    await new Promise((r) => setTimeout(r, 50));
    await harness.settle();
    const posted = harness
      .messages()
      .slice(before)
      .map((m) => m.content)
      .join("\n");
    expect(posted).toContain("who resolves first");
  });

  it("a player sees no initiative buttons and no Clash button", () => {
    harness.actAs(PLAYER);
    const element = tracker();
    gmDecorateTracker(element);
    expect(element.querySelector(".gm-tracker-clash")).toBeNull();
    expect(element.querySelector<HTMLElement>('[data-action="rollAll"]')!.hasAttribute("hidden")).toBe(true);
  });

  it("under the table option 'agility' the tracker is left as v13 draws it", async () => {
    await game.settings!.set("anthology", "gmCombatOrder", "agility");
    harness.actAs(GM);
    const element = tracker();
    gmDecorateTracker(element);
    expect(element.querySelector(".gm-tracker-clash")).toBeNull();
    for (const b of element.querySelectorAll<HTMLElement>("[data-action]")) expect(b.hasAttribute("hidden")).toBe(false);
  });
});
