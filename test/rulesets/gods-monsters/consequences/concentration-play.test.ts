/**
 * Concentration (001): a character concentrating for more than a round who is successfully attacked makes an evasion
 * roll or their concentration is broken. From the GM's tools on the selected concentrating tokens: the evasion roll in
 * the dice room's dialog (headline and exact chance), the Concentrating status taken off on a failure, a card with a band.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { gmRunConsequenceTool } from "../../../../module/rulesets/gods-monsters/dialogs/consequences-app.js";
import { GM_STATUS_EFFECTS } from "../../../../module/rulesets/gods-monsters/ruleset.js";
import { formatChance, rollUnderOdds } from "../../../../module/dice/index.js";
import { castOwnership, GM, harness, OBSERVER, PLAYER } from "../../../harness/foundry.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { setupGm, toromeen } from "../actors/setup.js";

beforeEach(() => {
  setupGm();
  CONFIG.statusEffects = GM_STATUS_EFFECTS.map((s) => ({ ...s })) as never;
});

async function concentrating() {
  harness.actAs(GM);
  const t = await toromeen();
  await t.update({ ownership: castOwnership() } as never);
  await t.toggleStatusEffect("concentrating", { active: true });
  return t;
}
const lastCard = () => harness.messages().at(-1)!.content;

describe("keeping concentration when attacked", () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`${who}: after two rounds, a missed evasion roll breaks it (status off); a made one keeps it`, async () => {
      const t = await concentrating();
      harness.actAs(user);
      const n = t.system.numbers;
      const target = n.reactions.evasion - n.injuries;
      const shown = { headline: "", percent: "" };
      answerRollDialog({
        seen: (dialog) => {
          const form = (dialog as unknown as { element: HTMLFormElement }).element;
          shown.headline = form.querySelector('[data-live="headline"]')!.textContent!.trim();
          shown.percent = form.querySelector('[data-live="percent"]')!.textContent!.trim();
        },
      });
      harness.queueFaces([1]);
      expect(await gmRunConsequenceTool("concentration", { rounds: 2 }, [t])).toEqual([true]);
      expect(shown).toEqual({ headline: `Roll ${target} or less`, percent: `${formatChance(rollUnderOdds({ target, favour: 0 }))} chance of success` });
      expect(t.statuses.has("concentrating")).toBe(true);
      expect(lastCard()).toContain(`Toromeen keeps concentrating (evasion ${target} or less)`);
      harness.queueFaces([20]);
      expect(await gmRunConsequenceTool("concentration", { rounds: 3 }, [t], { skipDialog: true })).toEqual([false]);
      expect(t.statuses.has("concentrating")).toBe(false);
      expect(lastCard()).toContain("Toromeen&#x27;s concentration is broken");
      expect(lastCard()).toContain('class="dice-card-band failure"');
    });
  }

  it("a concentration of one round is not broken by an attack: no roll", async () => {
    const t = await concentrating();
    const rolls = harness.messages().filter((m) => m.rolls?.length).length;
    expect(await gmRunConsequenceTool("concentration", { rounds: 1 }, [t])).toEqual([true]);
    expect(harness.messages().filter((m) => m.rolls?.length).length).toBe(rolls);
    expect(t.statuses.has("concentrating")).toBe(true);
    expect(lastCard()).toContain("a concentration of a round or less is not broken");
  });

  it("someone not concentrating, or a user who does not own them, rolls nothing", async () => {
    const t = await toromeen();
    const count = harness.messages().length;
    expect(await gmRunConsequenceTool("concentration", { rounds: 2 }, [t])).toEqual([null]);
    expect(harness.notifications.log.at(-1)?.message).toContain("is not concentrating");
    await t.toggleStatusEffect("concentrating", { active: true });
    await t.update({ ownership: { default: 0, [OBSERVER.id]: 2 } } as never);
    harness.actAs(OBSERVER);
    expect(await gmRunConsequenceTool("concentration", { rounds: 2 }, [t], { skipDialog: true })).toEqual([null]);
    expect(harness.messages().length).toBe(count);
  });
});
