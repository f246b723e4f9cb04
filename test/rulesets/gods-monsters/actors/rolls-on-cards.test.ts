// Issue 11 #16 (first part): the creation ability scores and the advancement d10s were posted as text without
// `rolls`, so no Dice So Nice, no tooltip, and the user's roll mode meant nothing. They carry their Roll objects now.
import { describe, expect, it } from "vitest";
import { gmRollAbilityScores } from "../../../../module/rulesets/gods-monsters/flows/creation.js";
import { gmApplyAdvancement } from "../../../../module/rulesets/gods-monsters/rolls/advancement.js";
import { GM, GM2, PLAYER, PLAYER2, castOwnership, harness } from "../../../harness/foundry.js";
import { setupGm, toromeen } from "./setup.js";

type Posted = { rolls: { formula: string; total: number }[]; data: { whisper?: string[] } };

describe("G&M creation and advancement rolls are posted with their rolls and the roll mode", () => {
  it("six ability scores: six 4d6kh3 rolls whose totals are the scores, in the player's Private GM Roll", async () => {
    setupGm();
    const t = await toromeen();
    await t.update({ ownership: castOwnership() } as never);
    harness.actAs(PLAYER);
    await game.settings!.set("core", "rollMode", "gmroll");
    harness.queueFaces([6, 5, 4, 1, 3, 3, 3, 3, 1, 1, 1, 1, 6, 6, 6, 6, 2, 6, 2, 5, 4, 4, 4, 4]);
    const totals = await gmRollAbilityScores(t);
    expect(totals).toEqual([15, 9, 3, 18, 13, 12]);
    const card = harness.messages().at(-1)! as unknown as Posted;
    expect(card.rolls.map((r) => [r.formula, r.total])).toEqual(totals.map((n) => ["4d6kh3", n]));
    expect(card.data.whisper).toEqual([GM.id, GM2.id]);
    // The roll is private: the other player holds it (a whispered roll) but cannot read it.
    expect(harness.readableMessages(PLAYER2)).toEqual([]);
  });

  it("advancement: one d10 roll per level gained, the dice of the summary", async () => {
    setupGm();
    const t = await toromeen({ experience: 1000, advancedLevel: 1 });
    const levels = t.system.numbers.level - 1;
    expect(levels).toBeGreaterThan(0);
    harness.queueFaces(Array.from({ length: levels }, (_, i) => (i % 10) + 1));
    const summary = await gmApplyAdvancement(t);
    const card = harness.messages().at(-1)! as unknown as Posted;
    expect(card.rolls.map((r) => r.total)).toEqual(summary!.dice);
    expect(card.rolls.every((r) => r.formula === "1d10")).toBe(true);
  });
});
