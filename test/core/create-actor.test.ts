/**
 * The core's `createActor` (module/core/foundry/actors.ts): a ruleset creates a world actor of its own type through
 * the configured Actor class, as `Actor.implementation.create(data)` does in v13
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#create): the model builds `system`, the
 * model's `_preCreate` may cancel (null), and a user without the right to create actors is refused.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor } from "../../module/core/foundry/actors.js";
import { GM, PLAYER, harness } from "../harness/foundry.js";
import { installEveryRuleset } from "./every-ruleset.js";

const fields = foundry.data.fields;

/** A model whose `_preCreate` refuses every new actor (Foundry cancels the creation on `false`). */
class RefusingData extends foundry.abstract.TypeDataModel<{ hp: InstanceType<typeof fields.NumberField> }, Actor.Implementation> {
  static override defineSchema() {
    return { hp: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 3 }) };
  }
  override async _preCreate(): Promise<boolean> {
    return false;
  }
}

const install = (): void => installEveryRuleset();

afterEach(() => harness.actAs(GM));

describe("createActor", () => {
  it("creates a world actor of a ruleset's type through the configured Actor class, its system from the type's model", async () => {
    install();
    const create = vi.spyOn(CONFIG.Actor.documentClass, "create");
    const actor = await createActor({ name: "Torchbearer", type: "wardenCreature", system: { hp: { value: 3, max: 5 } } });
    expect(create).toHaveBeenCalledTimes(1);
    expect(actor?.name).toBe("Torchbearer");
    expect(actor?.type).toBe("wardenCreature");
    // The model filled what the data left out (its initial values) and kept what it gave.
    expect(actor?.system).toMatchObject({ hp: { value: 3, max: 5 }, detachment: false });
    expect(game.actors?.get(actor?.id ?? "")).toBe(actor);
  });

  it("answers null when the model's _preCreate cancels the creation", async () => {
    (CONFIG.Actor.dataModels as Record<string, unknown>).refusing = RefusingData;
    expect(await createActor({ name: "Nobody", type: "refusing" })).toBeNull();
    expect(game.actors?.getName("Nobody")).toBeUndefined();
  });

  it("a player without the right to create actors is refused, as the server refuses them", async () => {
    install();
    harness.actAs(PLAYER);
    await expect(createActor({ name: "Sneaky", type: "wardenCreature" })).rejects.toThrow(/lacks permission to create Actor/);
    harness.actAs(GM);
    expect(game.actors?.getName("Sneaky")).toBeUndefined();
  });
});
