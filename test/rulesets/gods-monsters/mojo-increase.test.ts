/**
 * One mojo increase, one outcome (004 "Mojo increases", "Using mojo"): the pure rule the bid and the sheet's spend
 * share, with the text's worked example, and the spend written whole (mojo paid and field raised together), by the GM
 * and by the owning player.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { gmMojoIncreaseOutcome } from "../../../module/rules.js";
import { gmBuyWithMojo } from "../../../module/rulesets/gods-monsters/flows/mojo-spend.js";
import { gmFieldsOf } from "../../../module/rulesets/gods-monsters/data/field-items.js";
import { castOwnership, GM, harness, PLAYER } from "../../harness/foundry.js";
import { setupGm, toromeen } from "./actors/setup.js";

beforeEach(() => setupGm());

const language = { id: "f1", name: "Language Science", bonus: 1, skills: ["Dwarvish"] };

describe("gmMojoIncreaseOutcome (pure)", () => {
  it("004: Language Science +1, six mojo spent on a bid: Language Science +2 (one item update)", () => {
    expect(gmMojoIncreaseOutcome({ increase: "fieldBonus", field: language })).toEqual({
      changes: { actor: {}, items: { update: [{ _id: "f1", "system.bonus": 2 }] } },
      field: "Language Science",
    });
  });

  it("bought from the sheet: the mojo paid is in the same outcome; short of the cost, nothing", () => {
    expect(gmMojoIncreaseOutcome({ increase: "skill", field: language, skill: " Elvish ", paid: { mojo: 7, cost: 5 } })?.changes).toEqual({
      actor: { "system.mojo": 2 },
      items: { update: [{ _id: "f1", "system.skills": ["Dwarvish", "Elvish"] }] },
    });
    expect(gmMojoIncreaseOutcome({ increase: "skill", field: language, skill: "Elvish", paid: { mojo: 4, cost: 5 } })).toBeNull();
  });

  it("a new field at +1 with its skill; a skill already known, an empty name or a field that exists buys nothing", () => {
    expect(gmMojoIncreaseOutcome({ increase: "field", field: null, newField: "Engineering Science", skill: "Fortifications" })?.changes.items?.create).toEqual([
      { name: "Engineering Science", type: "gmField", system: { bonus: 1, skills: ["Fortifications"] } },
    ]);
    expect(gmMojoIncreaseOutcome({ increase: "skill", field: language, skill: "Dwarvish" })).toBeNull();
    expect(gmMojoIncreaseOutcome({ increase: "field", field: null, newField: "  " })).toBeNull();
    expect(gmMojoIncreaseOutcome({ increase: "field", field: language, newField: "Other" })).toBeNull();
    expect(gmMojoIncreaseOutcome({ increase: "x" as never, field: language })).toBeNull();
  });
});

describe("a field bonus bought from the sheet is one whole outcome", () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`by ${who}: mojo paid and the bonus raised; a dropped connection on the actor's write raises nothing`, async () => {
      harness.actAs(GM);
      const t = await toromeen({ mojo: 15 }, [{ name: "Language Science", type: "gmField", system: { bonus: 1, skills: ["Dwarvish"] } }]);
      await t.update({ ownership: castOwnership() } as never);
      harness.actAs(user);
      const field = () => gmFieldsOf(t).find((f) => f.name === "Language Science")!;
      const update = vi.spyOn(t, "update");
      update.mockRejectedValueOnce(new Error("connection lost"));
      expect(await gmBuyWithMojo(t, { kind: "fieldBonus", fieldId: field().id })).toBe(false);
      expect(field().bonus).toBe(1);
      expect(t.system.mojo).toBe(15);

      expect(await gmBuyWithMojo(t, { kind: "fieldBonus", fieldId: field().id })).toBe(true);
      expect(field().bonus).toBe(2);
      expect(t.system.mojo).toBe(10);
    });
  }
});
