/**
 * Buying just before a roll (004 "Fields and skills"): from a field's row, a field bonus or a skill is bought with
 * mojo and the roll it helps opens at once, the field chosen and the mojo spent as its bonus (the exact chance in the
 * check dialog). As the GM and as the owning player; a purchase the character cannot afford rolls nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GmCharacterSheet } from "../../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { gmBuyBeforeRoll } from "../../../../module/rulesets/gods-monsters/rolls/buy-before-roll.js";
import { gmFieldBonusCost, gmPurchaseRollBonus, gmSkillCost } from "../../../../module/rules.js";
import { GM, harness, PLAYER } from "../../../harness/foundry.js";
import type { ApplicationV2 } from "../../../harness/applications.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { respond, setupGm, toromeen } from "./setup.js";

beforeEach(() => setupGm());
afterEach(() => vi.restoreAllMocks());

type Sheet = ApplicationV2 & { parts: Record<string, string> };

async function caver(as: typeof GM, mojo = 15) {
  harness.actAs(GM);
  const t = await toromeen({ mojo }, [{ name: "Spelunking", type: "gmField", system: { bonus: 1, skills: ["Caving"] } }]);
  await t.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  harness.actAs(as);
  return { t, field: t.items.find((i) => i.name === "Spelunking")! };
}

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`buying just before a roll, as ${who}`, () => {
    it("+1 to Spelunking for 5 mojo, then charisma opens with the field (+2) and +5: 'Roll 15 or less'", async () => {
      const { t, field } = await caver(user);
      const sheet = new GmCharacterSheet({ document: t }) as unknown as Sheet;
      await sheet.render({ force: true });
      const cost = gmFieldBonusCost(1);
      expect(cost).toBe(5);
      expect(gmPurchaseRollBonus(cost)).toBe(5);
      respond((_config, dialog) => {
        const form = (dialog as { element: HTMLElement }).element.querySelector("form")!;
        (form.querySelector('[name="buy"]') as HTMLSelectElement).value = "bonus";
        (form.querySelector('[name="roll"]') as HTMLSelectElement).value = "ability.charisma";
        return (foundry.applications.api.DialogV2 as unknown as { click(a: string, v: object): unknown }).click("ok", {
          buy: "bonus",
          roll: "ability.charisma",
        });
      });
      let headline = "";
      let offered: Record<string, unknown> = {};
      answerRollDialog({ seen: (dialog, o) => ((headline = (dialog as unknown as { liveText(): { headline: string } }).liveText().headline), (offered = o)) });
      harness.queueFaces([15]);
      await harness.click(sheet, `.gm-fields [data-item-id="${field.id}"] [data-action="buyBeforeRoll"]`);
      expect(t.system.mojo).toBe(15 - cost);
      expect((field.system as unknown as { bonus: number }).bonus).toBe(2);
      expect(offered).toMatchObject({ fieldId: field.id, modifier: "5" });
      expect(headline).toBe(`Roll ${8 + 2 + 5} or less`);
    });

    it("a new skill: its cost is the bonus, the skill named on the roll", async () => {
      const { t, field } = await caver(user);
      answerRollDialog({});
      harness.queueFaces([1]);
      const out = await gmBuyBeforeRoll(t, { fieldId: field.id!, buy: "skill", skill: "Rope work", roll: "reaction.evasion" });
      const cost = gmSkillCost(true);
      expect(out!.evaluation.target).toBe(t.system.numbers.reactions.evasion + 1 + cost);
      expect((field.system as unknown as { skills: string[] }).skills).toEqual(["Caving", "Rope work"]);
      expect(t.system.mojo).toBe(15 - cost);
    });

    it("not enough mojo: refused with a message, no roll; a made-up roll name buys nothing", async () => {
      const { t, field } = await caver(user, 2);
      expect(await gmBuyBeforeRoll(t, { fieldId: field.id!, buy: "bonus", roll: "ability.charisma" })).toBeNull();
      expect(harness.notifications.log.at(-1)?.type).toBe("warn");
      expect(harness.messages()).toEqual([]);
      expect(await gmBuyBeforeRoll(t, { fieldId: field.id!, buy: "bonus", roll: "ability.<script>" })).toBeNull();
      expect(t.system.mojo).toBe(2);
    });
  });
}

describe('practical mojo bought before a roll (004 "Practical mojo never offers bonuses to rolls when used")', () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`as ${who}: +1 to Spelunking (5) paid with 3 dedicated and 2 mojo: the bonus is 2, the dialog's chance says so`, async () => {
      harness.actAs(GM);
      const t = await toromeen({ mojo: 15, practicalMojo: [{ name: "Spelunking", mojo: 3 }] }, [
        { name: "Spelunking", type: "gmField", system: { bonus: 1, skills: ["Caving"] } },
      ]);
      await t.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
      harness.actAs(user);
      const field = t.items.find((i) => i.name === "Spelunking")!;
      let headline = "";
      let offered: Record<string, unknown> = {};
      answerRollDialog({ seen: (dialog, o) => ((headline = (dialog as unknown as { liveText(): { headline: string } }).liveText().headline), (offered = o)) });
      harness.queueFaces([15]);
      await gmBuyBeforeRoll(t, { fieldId: field.id!, buy: "bonus", roll: "ability.charisma" });
      expect(t.system.mojo).toBe(13);
      expect(t.system.practicalMojo).toEqual([]);
      expect(offered).toMatchObject({ fieldId: field.id, modifier: "2" });
      expect(headline).toBe(`Roll ${8 + 2 + 2} or less`);
    });
  }
});
