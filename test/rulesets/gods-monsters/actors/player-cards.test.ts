// Issue 11 #5: the G&M damage-applied card (its consciousness roll and death contest are the player's buttons) took
// the posting GM's roll mode; under "Private GM Roll" v13's ChatMessage.applyRollMode whispers it to the GMs and
// the player's client never shows it. It is posted publicly now.
import { describe, expect, it } from "vitest";
import { gmApplyDamageToActor } from "../../../../module/rulesets/gods-monsters/rolls/apply-damage.js";
import { PLAYER, castOwnership, harness } from "../../../harness/foundry.js";
import { setupGm, toromeen } from "./setup.js";

describe("G&M cards for players reach them under the GM's Private GM Roll", () => {
  it("the damage-applied card with the consciousness and death-contest buttons", async () => {
    setupGm();
    await game.settings!.set("core", "rollMode", "gmroll");
    const t = await toromeen({ experience: 1000, advancedLevel: 2, survival: { value: 4 }, verve: { value: 0, bonus: 10 }, mojo: 0 });
    await t.update({ ownership: castOwnership() } as never);
    await gmApplyDamageToActor(t, { amount: 6 });
    const card = harness.messages().at(-1)!;
    const shown = harness.readableMessages(PLAYER).find((m) => m.id === card.id);
    expect(shown?.content ?? "(not shown to the player)").toContain("gmConsciousness");
    expect(shown!.content).toContain("gmDeathContest");
  });
});
