/**
 * The Warden's controls in v13's combat tracker (`renderCombatTracker`, ApplicationV2's render hook): the harness has
 * no tracker, so each test renders the rows the tracker's template gives (`li.combatant[data-combatant-id]`) and fires
 * the hook on the user's client as v13 does after each render. The owner of a combatant moves and holds from its row;
 * another player's row has no controls; the GM has the Die of Fate.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { registerCoreSettings } from "../../../module/core/settings.js";
import { registerWardenTrackerHooks } from "../../../module/rulesets/warden/dialogs/combat-tracker.js";
import { GM, PLAYER, PLAYER2, castOwnership, harness } from "../../harness/foundry.js";
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
