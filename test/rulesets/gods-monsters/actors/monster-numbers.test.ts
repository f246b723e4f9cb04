/**
 * A monster's numbers follow the roll mode. The GM plays in "Private GM Roll" (v13 `core.rollMode` gmroll) and
 * applies 6 damage to the Yeti (survival 20): the damage-applied card stays public, since its buttons may be a
 * player's, but says only the state ("Yeti is wounded."); the numbers (survival 14, injuries 0) go to the GMs in a
 * card that is no roll, so no player's or observer's client holds them (v13 `ChatMessage#visible`). A player's own
 * character's numbers also reach its owner and observers, who read them on its sheet anyway.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { gmApplyDamageToActor } from "../../../../module/rulesets/gods-monsters/rolls/apply-damage.js";
import { GM, GM2, OBSERVER, PLAYER, PLAYER2, castOwnership, harness } from "../../../harness/foundry.js";
import { heldBy, heldWith } from "../../../core/client-holdings.js";
import { setupGm, toromeen, yeti } from "./setup.js";

beforeEach(() => setupGm());

const NUMBERS = /survival \d+/;

describe("G&M: damage to a monster under Private GM Roll", () => {
  it("players and the observer hold the state only; the GMs hold the numbers", async () => {
    harness.actAs(GM);
    await game.settings!.set("core", "rollMode", "gmroll");
    const y = await yeti();
    await gmApplyDamageToActor(y, { amount: 6 });
    expect(y.system.survival.value).toBe(14);
    for (const user of [PLAYER, PLAYER2, OBSERVER]) {
      expect(heldWith(user, NUMBERS), user.name).toEqual([]);
      expect(
        heldBy(user).some((h) => h.text.includes("Yeti is wounded.")),
        user.name,
      ).toBe(true);
    }
    for (const gm of [GM, GM2]) expect(heldWith(gm, "survival 14, injuries 0"), gm.name).toHaveLength(1);
  });

  it("a blind roll mode too; a public one shows the numbers to everyone, as before", async () => {
    harness.actAs(GM);
    await game.settings!.set("core", "rollMode", "blindroll");
    const y = await yeti();
    await gmApplyDamageToActor(y, { amount: 6 });
    for (const user of [PLAYER, PLAYER2, OBSERVER]) expect(heldWith(user, NUMBERS), user.name).toEqual([]);
    await game.settings!.set("core", "rollMode", "publicroll");
    await gmApplyDamageToActor(y, { amount: 2 });
    for (const user of [GM, PLAYER, PLAYER2, OBSERVER]) expect(heldWith(user, "survival 12, injuries 0"), user.name).toHaveLength(1);
  });

  it("Toromeen under Private GM Roll: his owner and the observer read his numbers, the other player does not; the buttons stay public", async () => {
    harness.actAs(GM);
    await game.settings!.set("core", "rollMode", "gmroll");
    const t = await toromeen({ experience: 1000, advancedLevel: 2, survival: { value: 4 }, verve: { value: 0, bonus: 10 }, mojo: 0 });
    await t.update({ ownership: castOwnership() } as never);
    await gmApplyDamageToActor(t, { amount: 6 });
    for (const user of [PLAYER, OBSERVER]) expect(heldWith(user, NUMBERS), user.name).toHaveLength(1);
    expect(heldWith(PLAYER2, NUMBERS)).toEqual([]);
    expect(heldWith(PLAYER2, "gmConsciousness")).toHaveLength(1);
  });
});
