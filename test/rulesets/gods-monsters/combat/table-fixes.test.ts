/**
 * At the table: no death contest without injuries, the Guide's injuries roll coloured for the character it is about,
 * the injuries bar's threshold labelled as a death threshold (a creature at 0 survival too), the mode totals explained.
 */
import { describe, expect, it } from "vitest";
import { GM, PLAYER, harness } from "../../../harness/foundry.js";
import { setupGm, toromeen, yeti } from "../actors/setup.js";
import { gmRollDeathContest } from "../../../../module/rulesets/gods-monsters/rolls/conditions.js";
import { GmCharacterSheet } from "../../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { GmCreatureSheet } from "../../../../module/rulesets/gods-monsters/sheets/creature-sheet.js";

interface Rendered {
  render(o?: object): Promise<unknown>;
  parts: Record<string, string>;
  element: HTMLElement;
}
async function render(Sheet: unknown, actor: Actor.Implementation): Promise<string> {
  const sheet = new (Sheet as new (o: object) => Rendered)({ document: actor });
  await sheet.render({ force: true });
  return Object.values(sheet.parts).join("\n");
}

describe("the death contest needs injuries (004 'A time to die')", () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`${who}: at 0 injuries the sheet offers no contest and the flow refuses with a message, rolling nothing`, async () => {
      setupGm();
      const t = await toromeen({ injuries: 0 });
      await t.update({ ownership: { [PLAYER.id]: 3 } } as never);
      harness.actAs(user);
      expect(await render(GmCharacterSheet, t)).not.toContain('data-roll="death"');
      const before = harness.messages().length;
      expect(await gmRollDeathContest(t)).toBeNull();
      expect(harness.messages().length).toBe(before);
      expect(harness.notifications.log.at(-1)?.message ?? "").toContain("no injuries");
      harness.actAs(GM);
      await t.update({ "system.injuries": 2 } as never);
      harness.actAs(user);
      expect(await render(GmCharacterSheet, t)).toContain('data-roll="death"');
    });
  }
});

describe("the Guide's injuries roll speaks for the character", () => {
  it("injuries 2, the Guide rolls 20: a green 'good news' band; rolls 1: a red 'bad news' band; the roll is on the card", async () => {
    setupGm();
    const t = await toromeen({ injuries: 2, mojo: 0 });
    harness.queueFaces([20, 5]);
    const before = harness.messages().length;
    expect(await gmRollDeathContest(t)).toEqual({ outcome: "survives", minutes: 0 });
    const injuriesCard = harness.messages()[before]!;
    expect(injuriesCard.content).toContain("dice-card-band success");
    expect(injuriesCard.content).toContain("good news");
    expect(injuriesCard.content).not.toContain("FAILURE");
    expect(injuriesCard.rolls).toHaveLength(1);
    harness.queueFaces([1, 20]);
    const next = harness.messages().length;
    await gmRollDeathContest(t);
    expect(harness.messages()[next]!.content).toContain("dice-card-band failure");
    expect(harness.messages()[next]!.content).toContain("bad news");
  });
});

describe("sheet labels", () => {
  it("the injuries bar's number is labelled as the death threshold, not a maximum; the mode totals say what the rows add", async () => {
    setupGm();
    const t = await toromeen();
    const html = await render(GmCharacterSheet, t);
    expect(html).toContain(`Death threshold ${t.system.numbers.injuryThreshold}: more injuries than this risk death`);
    expect(html).toContain("so a row");
  });

  it("a creature at 0 survival: the threshold line says any injury risks death", async () => {
    setupGm();
    const y = await yeti({ survival: { value: 0, max: 20 } });
    expect(await render(GmCreatureSheet, y)).toContain("any injury risks death");
  });
});

describe("the damage card: one click applies it the usual way, the alternatives fold away", () => {
  const buttonsOf = (html: string) => {
    const div = document.createElement("div");
    div.innerHTML = html;
    return div;
  };
  it("against the Yeti: one button outside the fold, no 'verve first' (creatures have no verve), the contest and blow choices folded", async () => {
    const { gmRollDamage } = await import("../../../../module/rulesets/gods-monsters/rolls/damage.js");
    setupGm();
    const t = await toromeen();
    const y = await yeti();
    harness.queueFaces([5]);
    await gmRollDamage(t, { actorUuid: t.uuid, targetUuid: y.uuid, dice: "1d8", damageBonus: 0, diceCount: 1, blow: "knockout", label: "Battleaxe" });
    const card = buttonsOf(harness.messages().at(-1)!.content);
    const outside = [...card.querySelectorAll('[data-anthology-action="gmApplyDamage"]')].filter((b) => !b.closest("details"));
    expect(outside).toHaveLength(1);
    // A knockout blow: the one button rolls the Yeti's evasion first, then applies.
    expect(outside[0]!.textContent).toContain("evasion against the knockout");
    expect(card.querySelector('[data-archetypal="yes"]')).toBeNull();
    expect(card.querySelectorAll('details [data-anthology-action="gmApplyDamage"]').length).toBeGreaterThan(0);
  });

  it("against a character, 'verve first' is one of the folded choices", async () => {
    const { gmRollDamage } = await import("../../../../module/rulesets/gods-monsters/rolls/damage.js");
    setupGm();
    const y = await yeti();
    const t = await toromeen();
    harness.queueFaces([3]);
    await gmRollDamage(y, { actorUuid: y.uuid, targetUuid: t.uuid, dice: "1d6", damageBonus: 0, diceCount: 0, blow: "", label: "Claw" });
    const card = buttonsOf(harness.messages().at(-1)!.content);
    expect(card.querySelector('details [data-archetypal="yes"]')).not.toBeNull();
    expect([...card.querySelectorAll('[data-anthology-action="gmApplyDamage"]')].filter((b) => !b.closest("details"))).toHaveLength(1);
  });
});
