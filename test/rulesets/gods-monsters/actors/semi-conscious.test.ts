/**
 * Semi-consciousness (001): the agility bonus to defense is lost (its penalty stays), so an attacker's dialog shows the
 * easier hit number; the sheet says what it changes (half Movement a round, no actions but moving); told to act or
 * asked, a willpower roll in the check dialog or d4 rounds to react. Played as the GM and as the owning player.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GmCharacterSheet } from "../../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { gmRollAttack } from "../../../../module/rulesets/gods-monsters/rolls/attack.js";
import { gmSemiConsciousRespond } from "../../../../module/rulesets/gods-monsters/rolls/semi-conscious.js";
import { contributor } from "../../../../module/rules.js";
import { GM, harness, PLAYER } from "../../../harness/foundry.js";
import type { ApplicationV2 } from "../../../harness/applications.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { setupGm, target, toromeen, TOROMEEN_ABILITIES, yeti } from "./setup.js";

beforeEach(() => setupGm());
afterEach(() => vi.restoreAllMocks());

type Sheet = ApplicationV2 & { parts: Record<string, string> };

function cardText(html: string): string {
  const div = document.createElement("div");
  div.innerHTML = html;
  return (div.textContent ?? "").replace(/\s+/g, " ");
}

async function nimble(as: typeof GM, agility: number, semiConscious: boolean) {
  harness.actAs(GM);
  const t = await toromeen({ abilities: { ...TOROMEEN_ABILITIES, agility }, state: { semiConscious } });
  await t.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  harness.actAs(as);
  return t;
}

describe("semi-consciousness in the derived numbers", () => {
  it("agility 18 loses its defense bonus; agility 4 keeps its penalty", async () => {
    const awake = await nimble(GM, 18, false);
    const dazed = await nimble(GM, 18, true);
    const bonus = contributor(18, "major");
    expect(bonus).toBeGreaterThan(0);
    expect(dazed.system.numbers.defense).toBe(awake.system.numbers.defense - bonus);
    const clumsyAwake = await nimble(GM, 4, false);
    const clumsyDazed = await nimble(GM, 4, true);
    expect(contributor(4, "major")).toBeLessThan(0);
    expect(clumsyDazed.system.numbers.defense).toBe(clumsyAwake.system.numbers.defense);
  });

  it("the yeti's attack dialog against a semi-conscious character shows the easier hit number", async () => {
    const dazed = await nimble(GM, 18, true);
    const y = await yeti();
    target(dazed);
    let note = "";
    answerRollDialog({ press: "cancel", seen: (dialog) => (note = (dialog as unknown as { liveText(): { note?: string } }).liveText().note ?? "") });
    await gmRollAttack(y, {});
    expect(note).toContain(`Target: Toromeen, defense ${dazed.system.numbers.defense}.`);
  });
});

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`a semi-conscious character's sheet, as ${who}`, () => {
    it("says what it changes, with the defense and half Movement a round", async () => {
      const t = await nimble(user, 18, true);
      const sheet = new GmCharacterSheet({ document: t }) as unknown as Sheet;
      await sheet.render({ force: true });
      const text = harness.find(sheet, ".gm-semi-conscious").textContent ?? "";
      expect(text).toContain(`defense ${t.system.numbers.defense}`);
      expect(text).toContain(`${t.system.numbers.movement / 2} feet a round`);
      const awake = await nimble(user, 18, false);
      const awakeSheet = new GmCharacterSheet({ document: awake }) as unknown as Sheet;
      await awakeSheet.render({ force: true });
      expect(awakeSheet.parts.combat).not.toContain("gm-semi-conscious");
    });

    it("told to act: the willpower roll in the dialog; made, at once; failed, d4 rounds", async () => {
      const t = await nimble(user, 10, true);
      const sheet = new GmCharacterSheet({ document: t }) as unknown as Sheet;
      await sheet.render({ force: true });
      const willpower = t.system.numbers.reactions.willpower;
      let headline = "";
      answerRollDialog({ seen: (dialog) => ({ headline } = (dialog as unknown as { liveText(): { headline: string } }).liveText()) });
      harness.queueFaces([1]);
      await harness.click(sheet, '[data-action="semiConsciousRespond"]');
      expect(headline).toBe(`Roll ${willpower} or less`);
      expect(cardText(harness.messages().at(-1)!.content)).toContain("Toromeen reacts at once.");
      answerRollDialog({});
      harness.queueFaces([20, 3]);
      expect(await gmSemiConsciousRespond(t)).toBe(3);
      expect(cardText(harness.messages().at(-1)!.content)).toContain("Toromeen takes 3 rounds to react or reply.");
    });

    it("a character who is not semi-conscious is told so and nothing is rolled", async () => {
      const t = await nimble(user, 10, false);
      expect(await gmSemiConsciousRespond(t)).toBeNull();
      expect(harness.notifications.log.at(-1)?.message).toBe("Toromeen is not semi-conscious.");
      expect(harness.messages()).toEqual([]);
    });
  });
}
