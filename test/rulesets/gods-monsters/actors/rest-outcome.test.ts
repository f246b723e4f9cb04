/**
 * A G&M rest is one whole outcome (CONTRIBUTING "Whole outcomes"): survival, injuries and death cancelled
 * (004 "A time to die") in one actor update, the death-cancelled card only once that update was written;
 * played by the GM and by the owning player.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { gmDayRestAction, gmNightRestAction } from "../../../../module/rulesets/gods-monsters/flows/rest.js";
import { castOwnership, GM, harness, PLAYER } from "../../../harness/foundry.js";
import { setupGm, toromeen } from "./setup.js";

beforeEach(() => setupGm());

async function dyingToromeen() {
  harness.actAs(GM);
  // full survival and one injury: a day's rest that heals the injury leaves none, which cancels death
  const t = await toromeen({ injuries: 1, survival: { value: 99 }, state: { dying: true, deathTime: 13 } });
  await t.update({ ownership: castOwnership(), "system.survival.value": t.system.numbers.survival.max } as never);
  return t;
}

describe("rest is one whole outcome", () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`a day's rest healing the last injury of a dying character, by ${who}: one actor update, then the card`, async () => {
      const t = await dyingToromeen();
      harness.actAs(user);
      const update = vi.spyOn(t, "update");
      const cards = harness.messages().length;
      expect(await gmDayRestAction(t, true)).toBe(true);
      expect(update).toHaveBeenCalledTimes(1);
      expect(t.system.injuries).toBe(0);
      expect(t.system.state.dying).toBe(false);
      expect(t.system.state.deathTime).toBe(0);
      expect(harness.messages()).toHaveLength(cards + 1);
    });
  }

  it("a refused day's rest writes nothing and posts no death-cancelled card", async () => {
    const t = await dyingToromeen();
    const update = vi.spyOn(t, "update");
    update.mockRejectedValueOnce(new Error("connection lost"));
    const cards = harness.messages().length;
    expect(await gmDayRestAction(t, true)).toBe(false);
    expect(update).toHaveBeenCalledTimes(1);
    expect(t.system.injuries).toBe(1);
    expect(t.system.state.dying).toBe(true);
    expect(harness.messages()).toHaveLength(cards);
  });

  it("a night's rest: one actor update besides the health roll's card", async () => {
    const t = await toromeen({ experience: 1000, advancedLevel: 2, survival: { value: 2 } });
    const update = vi.spyOn(t, "update");
    harness.queueFaces([5]);
    expect(await gmNightRestAction(t, { skipDialog: true, healInjury: false })).toBe(true);
    expect(update).toHaveBeenCalledTimes(1);
    expect(t.system.numbers.survival.value).toBe(4);
  });
});
