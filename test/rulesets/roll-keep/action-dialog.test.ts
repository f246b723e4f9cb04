// "One pipeline" (README "Hooks for modules and macros"): a Roll & Keep action is asked in the dice room's keep dialog,
// its attribute, specialities, difficulty and successes needed being the action's own fields (rolls/action-extension.ts).
// The headline says "5k4 vs 6" and the exact chance (keepOdds, 000 "Actions"), redrawn on every change; Cancel never rolls.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatChance, keepOdds, keepOddsAtLeast } from "../../../module/dice/index.js";
import { rkRollAction } from "../../../module/rulesets/roll-keep/rolls/action-roll.js";
import { GM, PLAYER, harness } from "../../harness/foundry.js";
import { answerRollDialog } from "../roll-dialog-answer.js";
import { installRk, specialityId, textCharacter } from "./skin-setup.js";

beforeEach(() => installRk());
afterEach(() => vi.restoreAllMocks());

const percent = (roll: number, keep: number, difficulty: number, needed = 1) =>
  `${formatChance(keepOddsAtLeast(keepOdds({ roll, keep, difficulty }), needed))} chance of success`;
const live = (form: HTMLFormElement) =>
  Object.fromEntries(["headline", "percent", "note"].map((n) => [n, form.querySelector(`[data-live="${n}"]`)!.textContent!.trim()]));

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`a Roll & Keep action in the dice room's keep dialog, rolled by ${who}`, () => {
    async function mage() {
      harness.actAs(GM);
      const m = await textCharacter();
      await m.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
      harness.actAs(user);
      return m;
    }

    it("opens on '4k3 vs 6'; ticking Deceit redraws '5k4 vs 6' and the chance; a harder difficulty and two successes needed change both; the card rolls what was shown", async () => {
      const m = await mage();
      const deceit = specialityId(m, "Deceit");
      const wait = vi.spyOn(foundry.applications.api.DialogV2, "wait");
      let opened: Record<string, string> = {};
      let edited: Record<string, string> = {};
      answerRollDialog({
        seen: (dialog) => (opened = live((dialog as unknown as { element: HTMLFormElement }).element)),
        edits: { [`speciality.${deceit}`]: true, difficulty: "8", needed: "2" },
        edited: (_dialog, form) => (edited = live(form)),
      });
      harness.queueFaces([10, 9, 8, 2, 1]);
      const out = await rkRollAction(m, { attribute: "cunning" });
      expect(opened).toMatchObject({ headline: "4k3 vs 6", percent: percent(4, 3, 6) });
      expect(opened.note).toContain("Roll 4, keep 3");
      expect(edited).toMatchObject({ headline: "5k4 vs 8", percent: percent(5, 4, 8, 2) });
      expect(edited.note).toContain("Difficult (8)");
      expect(edited.note).toContain("2 successes needed");
      expect(wait).not.toHaveBeenCalled();
      const card = harness.messages().at(-1)!;
      expect((card.rolls[0] as unknown as { formula: string }).formula).toBe("5d10kh4cs>=8");
      expect(out?.evaluation).toMatchObject({ successes: 3, needed: 2, meetsNeeded: true });
      expect(card.content).toContain("Cunning (Deceit)");
    });

    it("Cancel and closing the window never roll", async () => {
      const m = await mage();
      for (const press of ["cancel", "close"] as const) {
        answerRollDialog({ press, edits: { difficulty: "3" } });
        expect(await rkRollAction(m, { attribute: "cunning" })).toBeNull();
      }
      expect(harness.messages()).toHaveLength(0);
    });
  });
}
