/**
 * The Warden's controls in v13's combat tracker (`renderCombatTracker`, ApplicationV2's render hook): the harness has
 * no tracker, so each test renders the rows the tracker's template gives (`li.combatant[data-combatant-id]`) and fires
 * the hook on the user's client as v13 does after each render. The owner of a combatant moves and holds from its row;
 * another player's row has no controls; the GM has the Die of Fate.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { registerCoreSettings } from "../../../module/core/settings.js";
import { registerWardenTrackerHooks } from "../../../module/rulesets/warden/dialogs/combat-tracker.js";
import { GM, PLAYER, PLAYER2, castOwnership, harness } from "../../harness/foundry.js";
import { wardenSpecialActionFlow } from "../../../module/rulesets/warden/flows/special-actions.js";
import { installWarden, sys } from "./skin-setup.js";

const create = async (data: object) => (await Actor.create(data as never)) as unknown as Actor.Implementation;

beforeEach(async () => {
  installWarden();
  registerWardenTrackerHooks();
  registerCoreSettings();
  await game.settings!.set("anthology", "ruleset", "warden");
});

/** The tracker as its template renders two combatants, and the hook fired for it on this client. */
function renderTracker(rows: Record<string, Actor.Implementation>): HTMLElement {
  const element = document.createElement("section");
  element.innerHTML = `<header class="combat-tracker-header"></header><ol class="combat-tracker plain">${Object.keys(rows)
    .map((id) => `<li class="combatant" data-combatant-id="${id}" data-action="activateCombatant"><span class="name">${id}</span></li>`)
    .join("")}</ol>`;
  const combatants = new Map(Object.entries(rows).map(([id, actor]) => [id, { actor }]));
  (Hooks as unknown as { callAll(hook: string, ...args: unknown[]): void }).callAll("renderCombatTracker", { viewed: { combatants } }, element, {}, {});
  return element;
}

describe("the Warden in the combat tracker", () => {
  it("the owning player moves from their row: 1 AP spent, the row's own action not run; another's row has no controls", async () => {
    harness.actAs(GM);
    const ael = await create({ name: "Ael'Onor", type: "wardenCharacter", ownership: castOwnership(), system: { dex: { value: 9, max: 9 } } });
    const theirs = await create({ name: "Other", type: "wardenCharacter", ownership: { default: 0, [PLAYER2.id]: 3 } });
    harness.actAs(PLAYER);
    const tracker = renderTracker({ c1: ael, c2: theirs });
    const mine = tracker.querySelector<HTMLElement>('[data-combatant-id="c1"]')!;
    expect(mine.querySelector(".warden-tracker-ap-value")?.textContent).toBe("4/4 AP");
    expect(tracker.querySelector('[data-combatant-id="c2"] .warden-tracker-ap')).toBeNull();
    expect(tracker.querySelector(".warden-tracker-fate")).toBeNull();
    let rowClicked = false;
    mine.addEventListener("click", () => (rowClicked = true));
    mine.querySelector<HTMLButtonElement>(".warden-tracker-move")!.click();
    await harness.settle();
    expect(sys(ael).ap.value).toBe(3);
    expect(String(harness.messages().at(-1)?.content)).toContain("moves up to 5 spaces");
    expect(rowClicked).toBe(false);
  });

  it("the GM gains Advantage for a creature from its row and rolls the Die of Fate from the tracker's top", async () => {
    harness.actAs(GM);
    const ogre = await create({ name: "Ogre", type: "wardenCreature", ownership: { default: 0 } });
    const tracker = renderTracker({ c1: ogre });
    tracker.querySelector<HTMLButtonElement>('[data-combatant-id="c1"] .warden-tracker-gainAdvantage')!.click();
    await harness.settle();
    expect(sys(ogre).ap.value).toBe(3);
    harness.queueFaces([5]);
    tracker.querySelector<HTMLButtonElement>("header .warden-tracker-fate")!.click();
    await harness.settle();
    const card = String(harness.messages().at(-1)?.content);
    expect(card).toContain("Die of fate");
    expect(card).toContain("Fate favors the PCs");
    expect(card).toContain("dice-card-band success");
  });

  it("another ruleset's world: the tracker is left as Foundry drew it", async () => {
    await game.settings!.set("anthology", "ruleset", "gm");
    harness.actAs(GM);
    const ogre = await create({ name: "Ogre", type: "wardenCreature", ownership: { default: 0 } });
    const tracker = renderTracker({ c1: ogre });
    expect(tracker.querySelector(".warden-tracker-ap, .warden-tracker-fate")).toBeNull();
  });
});

/**
 * v13's `ui.combat` as far as the hook reads it: rendered, viewing a combat of these combatants; `render()` draws the
 * rows again and fires `renderCombatTracker` on the client that asked, as ApplicationV2#render does; each client keeps
 * the tracker it drew (its own page). The harness has no tracker of its own (its `ui` holds only notifications), so the
 * test installs this one and removes it after.
 */
function installTracker(rows: Record<string, Actor.Implementation>): { element: (user?: { id: string }) => HTMLElement | undefined; renders: string[] } {
  const drawn = new Map<string, HTMLElement>([[game.user?.id ?? "", renderTracker(rows)]]);
  const renders: string[] = [];
  const combatants = Object.values(rows).map((actor) => ({ actor }));
  (ui as unknown as { combat: unknown }).combat = {
    rendered: true,
    viewed: { combatants },
    render() {
      renders.push(game.user?.id ?? "");
      drawn.set(game.user?.id ?? "", renderTracker(rows));
      return Promise.resolve(this);
    },
  };
  return { element: (user = game.user!) => drawn.get(user.id), renders };
}

const apText = (element: HTMLElement | undefined, id: string) => element?.querySelector(`[data-combatant-id="${id}"] .warden-tracker-ap-value`)?.textContent;

describe("the Warden tracker follows the AP", () => {
  afterEach(() => {
    delete (ui as unknown as { combat?: unknown }).combat;
  });

  it("the GM spends a player's AP on the GM's client: the player's tracker shows it without another render", async () => {
    harness.actAs(GM);
    const ael = await create({ name: "Ael'Onor", type: "wardenCharacter", ownership: castOwnership(), system: { dex: { value: 9, max: 9 } } });
    const tracker = await harness.onClientOf(PLAYER, () => installTracker({ c1: ael }));
    expect(apText(tracker.element(PLAYER), "c1")).toBe("4/4 AP");
    await harness.onClientOf(GM, () => wardenSpecialActionFlow(ael, "move"));
    await harness.settle();
    expect(sys(ael).ap.value).toBe(3);
    expect(apText(tracker.element(PLAYER), "c1")).toBe("3/4 AP");
    // Re-rendered from the actor's update hook on every connected client, the player's among them.
    expect(tracker.renders).toContain(PLAYER.id);
  });

  it("an actor the tracker does not show, or a change other than AP, renders nothing", async () => {
    harness.actAs(GM);
    const ogre = await create({ name: "Ogre", type: "wardenCreature", ownership: { default: 0 } });
    const away = await create({ name: "Away", type: "wardenCreature", ownership: { default: 0 } });
    const tracker = installTracker({ c1: ogre });
    await away.update({ "system.ap.value": 2 } as never);
    await ogre.update({ "system.gold": 5 } as never);
    await harness.settle();
    expect(tracker.renders).toEqual([]);
    await ogre.update({ "system.ap.value": 1 } as never);
    await harness.settle();
    expect(tracker.renders.length).toBeGreaterThan(0);
    expect(apText(tracker.element(), "c1")).toBe("1/4 AP");
  });

  it("in another ruleset's world the tracker is not rendered for AP", async () => {
    await game.settings!.set("anthology", "ruleset", "gm");
    harness.actAs(GM);
    const ogre = await create({ name: "Ogre", type: "wardenCreature", ownership: { default: 0 } });
    const tracker = installTracker({ c1: ogre });
    await ogre.update({ "system.ap.value": 1 } as never);
    await harness.settle();
    expect(tracker.renders).toEqual([]);
  });
});
