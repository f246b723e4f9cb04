/**
 * The heroic last effort (004 "A time to die"): a dying character's one last roll, at a bonus of their level, with no
 * injury penalty, archetypal; from the sheet's combat tab, as the GM and as the owning player. Once made, it is gone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GmCharacterSheet } from "../../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { gmHeroicLastEffort } from "../../../../module/rulesets/gods-monsters/rolls/heroic-effort.js";
import { gmHeroicLastEffortTarget } from "../../../../module/rules.js";
import { GM, harness, PLAYER } from "../../../harness/foundry.js";
import type { ApplicationV2 } from "../../../harness/applications.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { setupGm, toromeen } from "./setup.js";

beforeEach(() => setupGm());
afterEach(() => vi.restoreAllMocks());

type Sheet = ApplicationV2 & { parts: Record<string, string> };

async function dying(as: typeof GM, state: Record<string, unknown> = { dying: true }) {
  harness.actAs(GM);
  // 3,000 experience: third level. Four injuries would cost him on any other roll.
  const t = await toromeen({ experience: 3000, advancedLevel: 3, injuries: 4, state });
  await t.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  harness.actAs(as);
  return t;
}

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`the heroic last effort, as ${who}`, () => {
    it("the chosen reaction at + level and without the injury penalty, in the check dialog; then the card says the character dies", async () => {
      const t = await dying(user);
      expect(t.system.numbers.level).toBe(3);
      expect(t.system.numbers.injuryPenalty).toBeGreaterThan(0);
      const sheet = new GmCharacterSheet({ document: t }) as unknown as Sheet;
      await sheet.render({ force: true });
      const willpower = t.system.numbers.reactions.willpower;
      (harness.find(sheet, "select.gm-heroic-roll") as HTMLSelectElement).value = "reaction.willpower";
      let headline = "";
      let archetypal: unknown;
      answerRollDialog({
        seen: (dialog, offered) => ({ headline } = (dialog as unknown as { liveText(): { headline: string } }).liveText()) && (archetypal = offered.archetypal),
      });
      harness.queueFaces([2]);
      await harness.click(sheet, '[data-action="heroicEffort"]');
      expect(headline).toBe(`Roll ${gmHeroicLastEffortTarget(willpower, 3)} or less`);
      expect(gmHeroicLastEffortTarget(willpower, 3)).toBe(willpower + 3);
      expect(archetypal).toBe(true);
      const texts = harness.messages().map((m) => m.content);
      expect(texts.some((c) => c.includes("Heroic last effort: Willpower"))).toBe(true);
      expect(texts.at(-1)).toContain("made their heroic last effort and dies at its end.");
      await sheet.render();
      expect(sheet.parts.combat).not.toContain('data-action="heroicEffort"');
      expect(await gmHeroicLastEffort(t, "reaction.willpower")).toBeNull();
      expect(harness.notifications.log.at(-1)?.message).toBe("Toromeen has already made their heroic last effort.");
    });

    it("closing the dialog spends nothing: the effort is still there", async () => {
      const t = await dying(user);
      answerRollDialog({ press: "close" });
      expect(await gmHeroicLastEffort(t, "ability.strength")).toBeNull();
      expect((t.flags as { anthology?: { gmHeroicEffort?: boolean } }).anthology?.gmHeroicEffort).toBeUndefined();
    });

    it("only a dying character has it; a made-up roll name rolls nothing", async () => {
      const t = await dying(user, { dying: false });
      const sheet = new GmCharacterSheet({ document: t }) as unknown as Sheet;
      await sheet.render({ force: true });
      expect(sheet.parts.combat).not.toContain("gm-heroic");
      expect(await gmHeroicLastEffort(t, "ability.strength")).toBeNull();
      expect(harness.notifications.log.at(-1)?.message).toMatch(/^Toromeen is not dying/);
      const d = await dying(user);
      expect(await gmHeroicLastEffort(d, "ability.<script>")).toBeNull();
      expect(harness.messages()).toEqual([]);
    });
  });
}
