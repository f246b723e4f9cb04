/**
 * `game.anthology.macros.rollItem(uuid)` is a script anyone may run with a uuid they know (a macro shared in the
 * hotbar, typed in the console). It asks what the sheet's roll buttons ask (`AnthologyActorSheet#mayAct`): the item's
 * actor is the user's, or the user is a GM. Checked for every rollable item type of every ruleset, as an observer, a
 * limited user and a player who does not own the actor; and the R&K attribute macro (its own check in rolls/may-act.ts) the same way.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { rollItemMacro } from "../../module/core/macros.js";
import { RULESETS } from "../../module/rulesets/index.js";
import { rkAttributeMacroCommand } from "../../module/rulesets/roll-keep/macros.js";
import { LIMITED, OBSERVER, PLAYER, PLAYER2, castOwnership, harness } from "../harness/foundry.js";
import { installEveryRuleset } from "./every-ruleset.js";

beforeEach(() => installEveryRuleset({ settings: true }));

const rollable = RULESETS.flatMap((r) =>
  Object.entries(r.itemModels)
    .filter(([, model]) => typeof (model as { prototype: { roll?: unknown } }).prototype.roll === "function")
    .map(([type]) => ({ ruleset: r, type })),
);

async function ownedItem(r: (typeof RULESETS)[number], type: string): Promise<{ actor: Actor.Implementation; item: Item.Implementation }> {
  const actorType = Object.keys(r.actorModels)[0]!;
  const actor = (await Actor.create({ name: "Theirs", type: actorType, ownership: castOwnership() } as never)) as unknown as Actor.Implementation;
  const [item] = (await actor.createEmbeddedDocuments("Item", [{ name: `A ${type}`, type } as never])) as unknown as Item.Implementation[];
  return { actor, item: item! };
}

describe("rollItem macro: only the actor's owner or a GM rolls", () => {
  it("there are rollable item types in every ruleset", () => {
    for (const r of RULESETS)
      expect(
        rollable.some((x) => x.ruleset === r),
        r.id,
      ).toBe(true);
  });

  for (const { ruleset, type } of rollable) {
    it(`${ruleset.id} ${type}: refused with a message for an observer, a limited user and another player`, async () => {
      const { item } = await ownedItem(ruleset, type);
      for (const user of [OBSERVER, LIMITED, PLAYER2]) {
        harness.actAs(user);
        const before = harness.messages().length;
        harness.notifications.clear();
        expect(await rollItemMacro(item.uuid, { skipDialog: true }), `${type} as ${user.name}`).toBeNull();
        expect(harness.messages().length, `${type} as ${user.name}`).toBe(before);
        expect(harness.notifications.log.at(-1), `${type} as ${user.name}`).toMatchObject({ type: "warn", message: expect.stringContaining("Theirs") });
      }
    });
  }

  it("the owner still rolls through it (a Warden gear check posts its card)", async () => {
    const warden = RULESETS.find((r) => r.id === "warden")!;
    const { item } = await ownedItem(warden, "wardenGear");
    harness.actAs(PLAYER);
    harness.queueFaces([5]);
    await rollItemMacro(item.uuid, { skipDialog: true });
    expect(harness.messages().length).toBe(1);
  });

  it("the R&K attribute macro is refused for an observer in the same way", async () => {
    const actor = (await Actor.create({ name: "Theirs", type: "rkCharacter", ownership: castOwnership() } as never)) as unknown as Actor.Implementation;
    harness.actAs(OBSERVER);
    const command = rkAttributeMacroCommand(actor.uuid, "cunning");
    const run = new Function("fromUuid", "game", `return (async () => { ${command} })();`) as (f: unknown, g: unknown) => Promise<unknown>;
    await run(fromUuid, game);
    expect(harness.messages()).toHaveLength(0);
    expect(harness.notifications.log.at(-1)).toMatchObject({ type: "warn", message: expect.stringContaining("Theirs") });
  });
});
