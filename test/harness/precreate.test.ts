import { describe, expect, it } from "vitest";
import { registerRulesets } from "../../module/core/registry.js";
import { RULESETS } from "../../module/rulesets/index.js";

describe("the harness runs the system model's _preCreate on Actor.create, as Foundry does", () => {
  it("a new Shadow character starts at full Toughness from its Strong", async () => {
    registerRulesets(RULESETS);
    const actor = (await Actor.create({ name: "Ylva", type: "shadowCharacter", system: { attributes: { strong: 15 } } } as never)) as unknown as {
      system: { toughness: { value: number } };
    };
    expect(actor.system.toughness.value).toBe(15);
  });
});
