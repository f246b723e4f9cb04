// Issue 11 #13: the sheets' own actions (equip, rests, fatigue, buy mojo, take damage, raise ability…) skipped the
// owner check, so an observer's click reached actor.update and Foundry's server refused it with a permission error.
// The base sheet now refuses every Anthology action of a non-owner with the sheet's message, before it runs.
import { describe, expect, it } from "vitest";
import { RULESETS } from "../../module/rulesets/index.js";
import { OBSERVER, PLAYER, castOwnership, harness } from "../harness/foundry.js";
import { installEveryRuleset } from "./every-ruleset.js";

type Sheet = { options: { actions: Record<string, unknown> }; runAction(n: string, d?: Record<string, string>): Promise<unknown> };
const NOT_OWNER = (name: string) => `Only the GM or the owner of ${name} can do that.`;

const install = (): void => installEveryRuleset({ settings: true });

/** The actions a sheet class and its Anthology ancestors declare (Foundry's own are not the system's). */
function anthologyActions(cls: unknown): string[] {
  const names = new Set<string>();
  for (
    let c = cls as { name?: string; DEFAULT_OPTIONS?: { actions?: object } } | null;
    c && c.name !== "ActorSheetV2";
    c = Object.getPrototypeOf(c) as typeof c
  ) {
    if (Object.prototype.hasOwnProperty.call(c, "DEFAULT_OPTIONS")) Object.keys(c.DEFAULT_OPTIONS?.actions ?? {}).forEach((n) => names.add(n));
  }
  return [...names].filter((n) => n !== "editItem");
}

describe("an observer's clicks on sheet actions are refused with the sheet's message", () => {
  for (const ruleset of RULESETS) {
    for (const { sheet: Sheet, types } of ruleset.actorSheets) {
      for (const type of types) {
        it(`${ruleset.id}: every action of the ${type} sheet`, async () => {
          install();
          const items = Object.keys(ruleset.itemModels).map((t) => ({ name: t, type: t }));
          const actor = (await Actor.create({ name: "X", type, ownership: castOwnership(), items } as never)) as unknown as Actor.Implementation & {
            updates: unknown[];
          };
          const sheet = new (Sheet as unknown as new (o: object) => Sheet)({ document: actor });
          const actions = anthologyActions(Sheet);
          expect(actions.length).toBeGreaterThan(4);
          const before = { updates: actor.updates.length, items: actor.items.size, effects: actor.effects.size };
          const itemId = actor.items.contents[0]!.id!;
          harness.actAs(OBSERVER);
          for (const action of actions) {
            harness.notifications.clear();
            await sheet.runAction(action, { itemId, type: items[0]!.type, key: "str", roll: "attribute" });
            expect({ action, log: harness.notifications.log }).toEqual({ action, log: [{ type: "warn", message: NOT_OWNER("X") }] });
          }
          expect({ updates: actor.updates.length, items: actor.items.size, effects: actor.effects.size }).toEqual(before);
          expect(harness.messages()).toEqual([]);
        });
      }
    }
  }

  it("the owner's click still runs the action", async () => {
    install();
    const shadow = RULESETS.find((r) => r.id === "shadow")!;
    const { sheet: Sheet } = shadow.actorSheets[0]!;
    const actor = (await Actor.create({
      name: "X",
      type: "shadowCharacter",
      ownership: castOwnership(),
      items: [{ name: "Sword", type: "shadowWeapon", system: { equipped: false } }],
    } as never)) as unknown as Actor.Implementation;
    const sheet = new (Sheet as unknown as new (o: object) => Sheet)({ document: actor });
    harness.actAs(PLAYER);
    await sheet.runAction("toggleEquipped", { itemId: actor.items.contents[0]!.id! });
    expect((actor.items.contents[0]!.system as unknown as { equipped: boolean }).equipped).toBe(true);
    expect(harness.notifications.log).toEqual([]);
  });
});
