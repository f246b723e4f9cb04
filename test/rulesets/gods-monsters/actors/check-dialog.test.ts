// Issue 14: a G&M ability or reaction check is made through the dice room's one pipeline. Its options are fields of
// the dice dialog, whose top says "Roll N or less" and the exact chance, live; Cancel never rolls; no DialogV2 opens.
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatChance, rollUnderOdds } from "../../../../module/dice/index.js";
import { gmRollCheck } from "../../../../module/rulesets/gods-monsters/rolls/check.js";
import { gmMojoBidOdds } from "../../../../module/rules.js";
import { GM, PLAYER, castOwnership, harness } from "../../../harness/foundry.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { itemOfType, setupGm, toromeen } from "./setup.js";

afterEach(() => vi.restoreAllMocks());

const percent = (target: number) => `${formatChance(rollUnderOdds({ target, favour: 0 }))} chance of success`;
const text = (form: HTMLFormElement, live: string) => form.querySelector(`[data-live="${live}"]`)!.textContent!.trim();

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`a G&M check in the dice room's dialog, rolled by ${who}`, () => {
    async function hero(system: Record<string, unknown> = {}, items: object[] = []) {
      setupGm();
      harness.actAs(GM);
      const t = await toromeen(system, items);
      await t.update({ ownership: castOwnership() } as never);
      harness.actAs(user);
      return t;
    }

    it("opens on 'Roll 18 or less' and 90.0% for Strength 18; each change redraws both; the card's target is the number shown", async () => {
      const t = await hero({}, [{ name: "Engineering Science", type: "gmField", system: { bonus: 2, skills: [] } }]);
      const field = itemOfType(t, "gmField");
      const wait = vi.spyOn(foundry.applications.api.DialogV2, "wait");
      let opened = { headline: "", percent: "" };
      let shown = { headline: "", percent: "" };
      answerRollDialog({
        seen: (dialog, offered) => {
          expect(offered).toMatchObject({ difficulty: "difficult", obstacleSize: "1", careful: "0", fieldId: "", modifier: "0", archetypal: true });
          const form = (dialog as unknown as { element: HTMLFormElement }).element;
          opened = { headline: text(form, "headline"), percent: text(form, "percent") };
        },
        // 18 + easy 2 − obstacle size 4 (2) + careful 1 + field 2 − 6 = 15
        edits: { difficulty: "easy", obstacleSize: "4", careful: "1", fieldId: field.id!, modifier: "-6" },
        edited: (_dialog, form) => (shown = { headline: text(form, "headline"), percent: text(form, "percent") }),
      });
      harness.queueFaces([15]);
      const out = await gmRollCheck(t, { kind: "ability", key: "strength" });
      expect(opened).toEqual({ headline: "Roll 18 or less", percent: percent(18) });
      expect(shown).toEqual({ headline: "Roll 15 or less", percent: percent(15) });
      expect(out!.evaluation).toMatchObject({ die: 15, target: 15, success: true });
      expect(wait).not.toHaveBeenCalled();
      const card = harness.messages().at(-1)!;
      expect(card.content).toContain("Engineering Science");
      expect((card.system as { roll: { fieldId: string } }).roll.fieldId).toBe(field.id);
    });

    // Issue 14, odds with mojo: under the headline, the chance if the player bids up to all their mojo after a
    // failure (004 "Rolls"), from gmMojoBidOdds (tested against an enumeration in mojo-odds.test.ts); only for an
    // archetypal roll, so unticking "archetypal" clears it.
    it("shows the chance with mojo bids for an archetypal roll, and drops it when the roll is not archetypal", async () => {
      const t = await hero({ mojo: 3 });
      let opened = "";
      let unticked = "x";
      answerRollDialog({
        press: "cancel",
        seen: (dialog) => (opened = (dialog as unknown as { liveText(): { note?: string } }).liveText().note ?? ""),
        edits: { archetypal: false },
        edited: (_dialog, form) => (unticked = text(form, "note")),
      });
      expect(await gmRollCheck(t, { kind: "ability", key: "strength" })).toBeNull();
      const odds = gmMojoBidOdds({ target: 18, mojo: 3 });
      expect(odds.chanceWithMojo).toBe(1);
      expect(opened).toBe(
        `Bidding up to 3 mojo after a failure: ${formatChance(odds.chanceWithMojo)}, about ${odds.expectedSpent.toFixed(1)} mojo spent on average.`,
      );
      expect(unticked).toBe("");
    });

    it("an injured hero sees the injury in the number: 'Roll 17 or less'", async () => {
      const t = await hero({ injuries: 1 });
      let headline = "";
      answerRollDialog({ press: "cancel", seen: (dialog) => (headline = dialog.liveText().headline) });
      expect(await gmRollCheck(t, { kind: "ability", key: "strength" })).toBeNull();
      expect(headline).toBe("Roll 17 or less");
    });

    it("Cancel and closing the window never roll", async () => {
      const t = await hero();
      for (const press of ["cancel", "close"] as const) {
        answerRollDialog({ press });
        expect(await gmRollCheck(t, { kind: "reaction", key: "fortitude" })).toBeNull();
      }
      expect(harness.messages()).toHaveLength(0);
    });

    it("the roll mode chosen in the dialog is the card's: a blind roll is whispered to the GMs", async () => {
      const t = await hero();
      answerRollDialog({ edits: { rollMode: "blindroll" } });
      harness.queueFaces([3]);
      await gmRollCheck(t, { kind: "reaction", key: "fortitude" });
      const card = harness.messages().at(-1)! as unknown as { data: { blind?: boolean; whisper?: string[] } };
      expect(card.data.blind).toBe(true);
      expect(card.data.whisper).toContain(GM.id);
    });
  });
}

describe("a module's hooks on a G&M check (issue 14)", () => {
  it("preConfigureRoll replacing the check's options changes the number (a +2 modifier); preRoll returning false rolls nothing", async () => {
    setupGm();
    const t = await toromeen();
    const hooks = Hooks as unknown as { on(h: string, f: (...a: unknown[]) => unknown): number; off(h: string, f: (...a: unknown[]) => unknown): void };
    const bless = (config: unknown) => {
      const c = config as { options?: Record<string, unknown> };
      c.options = { ...c.options, modifier: 2 };
    };
    hooks.on("anthology.preConfigureRoll", bless);
    try {
      harness.queueFaces([20]);
      const out = await gmRollCheck(t, { kind: "ability", key: "strength", skipDialog: true });
      expect(out!.evaluation.target).toBe(18 + 2);
      let headline = "";
      answerRollDialog({ press: "cancel", seen: (dialog) => (headline = dialog.liveText().headline) });
      await gmRollCheck(t, { kind: "ability", key: "strength" });
      expect(headline).toBe("Roll 20 or less");
    } finally {
      hooks.off("anthology.preConfigureRoll", bless);
    }
    const refuse = () => false;
    hooks.on("anthology.preRoll", refuse);
    try {
      expect(await gmRollCheck(t, { kind: "ability", key: "strength", skipDialog: true })).toBeNull();
    } finally {
      hooks.off("anthology.preRoll", refuse);
    }
    expect(harness.messages()).toHaveLength(1);
  });
});
