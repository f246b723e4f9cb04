/**
 * First aid from the patient's sheet (002 "First Aid", "Actions in Combat"): it is a Combat Action of the aider, not of
 * the patient, and an herbal cure ticked is a real dose used up. Played as the GM and as the owning player: the aider is
 * the user's controlled token (else their assigned character, else the patient), or the one the dialog names.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShadowActorSheet } from "../../../module/rulesets/shadow/sheets/actor-sheet.js";
import { shadowApplyFirstAid } from "../../../module/rulesets/shadow/rolls/healing.js";
import { shadowSpentThisTurn } from "../../../module/rulesets/shadow/flows/turn-actions.js";
import { DialogV2, type ApplicationV2 } from "../../harness/applications.js";
import { GM, PLAYER, harness } from "../../harness/foundry.js";
import { attrs, installShadow, lastMessage, makeActor, view } from "./skin-helpers.js";

vi.mock("../../../module/dice/index.js", async () => {
  const odds = await import("../../../module/dice/rules/index.js");
  const fake = await import("./fake-roll-under.js");
  return { ...odds, rollUnder: fake.fakeRollUnder };
});

const herbalCure = { name: "Herbal Cure", type: "shadowEquipment", system: { quantity: 2, elixir: true, healing: { flat: 1, dice: "" } } };
type Game = { combat: unknown };
type Board = { canvas?: unknown };

beforeEach(() => installShadow());
afterEach(() => {
  (game as unknown as Game).combat = null;
  delete (globalThis as Board).canvas;
});

const cures = (actor: Actor.Implementation) =>
  [...(actor.items as unknown as Map<string, Item.Implementation>).values()]
    .filter((i) => i.name === "Herbal Cure")
    .map((i) => (i.system as unknown as { quantity: number }).quantity);

async function scene(user: typeof GM) {
  harness.actAs(GM);
  const owned = { default: 0, [PLAYER.id]: 3 };
  const patient = await makeActor(
    "shadowCharacter",
    "Ylva",
    { attributes: attrs(), toughness: { value: 0 }, dying: { closer: 1, stable: false, dead: false } },
    [],
    owned,
  );
  const aider = await makeActor("shadowCharacter", "Brand", { attributes: attrs() }, [herbalCure] as never, owned);
  (game as unknown as Game).combat = { id: "combat0000000001", round: 1, started: true, combatants: [{ actor: patient }, { actor: aider }] };
  harness.actAs(user);
  return { patient, aider };
}

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`first aid as ${who}`, () => {
    it("the controlled aider spends its Combat Action and a dose of its herbal cure; the patient spends nothing", async () => {
      const { patient, aider } = await scene(user);
      (globalThis as Board).canvas = { tokens: { controlled: [{ actor: aider }] } };
      const sheet = new ShadowActorSheet({ document: patient }) as unknown as ApplicationV2 & { runAction(a: string): Promise<unknown> };
      await sheet.render({ force: true });
      DialogV2.respond(() => DialogV2.click("ok", { herbalCure: true }));
      await sheet.runAction("firstAid");
      expect(view(patient).toughness.value).toBe(1);
      expect(cures(aider)).toEqual([1]);
      expect(shadowSpentThisTurn(aider)).toEqual(["combat"]);
      expect(shadowSpentThisTurn(patient)).toEqual([]);
      expect(lastMessage().content).toContain("First aid for Ylva");
    });

    it("the assigned character aids when no token is controlled; the dialog may name the patient itself", async () => {
      const { patient, aider } = await scene(user);
      (user as unknown as { character: unknown }).character = aider;
      expect(await shadowApplyFirstAid(patient, { herbalCure: true })).toBe(1);
      expect(cures(aider)).toEqual([1]);
      expect(shadowSpentThisTurn(aider)).toEqual(["combat"]);
      harness.queueFaces([3]);
      expect(await shadowApplyFirstAid(patient, { medicus: true, aider: patient.id! })).toBe(3);
      expect(view(patient).toughness.value).toBe(4);
      expect(shadowSpentThisTurn(patient)).toEqual(["combat"]);
      expect(shadowSpentThisTurn(aider)).toEqual(["combat"]);
    });

    it("refused, nothing written: an herbal cure ticked that nobody carries, an aider the user may not play", async () => {
      const { patient, aider } = await scene(user);
      const warn = vi.spyOn(ui.notifications!, "warn");
      expect(await shadowApplyFirstAid(patient, { herbalCure: true, aider: patient.id! })).toBeNull();
      expect(warn.mock.calls.at(-1)?.[0]).toBe("Ylva carries no herbal cure: add one to the inventory, or untick it.");
      expect(await shadowApplyFirstAid(patient, { herbalCure: true, aider: "nobody0000000001" })).toBeNull();
      expect(warn.mock.calls.at(-1)?.[0]).toBe("You may not give first aid as that character.");
      expect(view(patient).toughness.value).toBe(0);
      expect(cures(aider)).toEqual([2]);
      expect(shadowSpentThisTurn(patient)).toEqual([]);
    });
  });
}
