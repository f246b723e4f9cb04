// "One pipeline" (README "Hooks for modules and macros"): a G&M attack is asked in the dice room's roll dialog, its
// maneuvers the attack's own fields (rolls/attack-extension.ts) — the most used in view, the others in a collapsed
// <details>. The headline is the hit number against the targeted token's defense (004 "Hitting", gmPlanAttack) with
// the exact chance, both redrawn on every change, a maneuver in the folded section included; Cancel never rolls.
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatChance, rollUnderOdds } from "../../../../module/dice/index.js";
import { gmRollAttack } from "../../../../module/rulesets/gods-monsters/rolls/attack.js";
import { GM, PLAYER, castOwnership, harness } from "../../../harness/foundry.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { itemOfType, setupGm, target, toromeen, yeti } from "./setup.js";

afterEach(() => vi.restoreAllMocks());

const percent = (n: number) => `${formatChance(rollUnderOdds({ target: n, favour: 0 }))} chance of success`;
const live = (form: HTMLFormElement) =>
  Object.fromEntries(["headline", "percent", "note"].map((n) => [n, form.querySelector(`[data-live="${n}"]`)!.textContent!.trim()]));

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`a G&M attack in the dice room's dialog, made by ${who}`, () => {
    async function fight() {
      setupGm();
      harness.actAs(GM);
      const t = await toromeen({ experience: 1000, advancedLevel: 2 });
      await t.update({ ownership: castOwnership() } as never);
      const y = await yeti();
      harness.actAs(user);
      target(y);
      return { t, axe: itemOfType(t, "gmWeapon") };
    }

    it("opens on the hit number against the Yeti's defense; a called shot, the Yeti unaware and a folded maneuver each redraw it; the card rolls what was shown", async () => {
      const { t, axe } = await fight();
      harness.queueFaces([20]);
      const plain = await gmRollAttack(t, { item: axe, skipDialog: true });
      const base = plain!.plan.hitNumber;
      harness.messages().splice(0);
      const wait = vi.spyOn(foundry.applications.api.DialogV2, "wait");
      let opened: Record<string, string> = {};
      let edited: Record<string, string> = {};
      let folded = false;
      answerRollDialog({
        seen: (dialog) => {
          const form = (dialog as unknown as { element: HTMLFormElement }).element;
          opened = live(form);
          // The other maneuvers are in a <details> that opens closed.
          const details = form.querySelector<HTMLDetailsElement>("details.gm-more-maneuvers")!;
          folded = !details.open && details.querySelector('[name="attackerHighGround"]') !== null;
        },
        // Called shot −3, unaware +4 (004), and high ground +1 from the folded section.
        edits: { calledShot: true, targetState: "unaware", attackerHighGround: true },
        edited: (_dialog, form) => (edited = live(form)),
      });
      harness.queueFaces([20]);
      const r = await gmRollAttack(t, { item: axe });
      expect(folded).toBe(true);
      expect(opened).toMatchObject({ headline: `Hit on ${base} or less`, percent: percent(base) });
      expect(opened.note).toContain("Target: Yeti, defense 3.");
      expect(r!.plan.hitNumber).toBe(base - 3 + 4 + 1);
      expect(edited).toMatchObject({ headline: `Hit on ${base + 2} or less`, percent: percent(base + 2) });
      expect(edited.note).toContain("Called shot -3, High ground +1, Target not defending +4");
      expect(wait).not.toHaveBeenCalled();
      expect(r!.outcome.evaluation.target).toBe(base + 2);
    });

    it("Cancel and closing the window never roll, never throw", async () => {
      const { t, axe } = await fight();
      for (const press of ["cancel", "close"] as const) {
        answerRollDialog({ press, edits: { calledShot: true } });
        expect(await gmRollAttack(t, { item: axe })).toBeNull();
      }
      expect(harness.messages()).toHaveLength(0);
    });
  });
}
