// Loot experience (004 "How do I gain experience points?": one silver coin of loot donated or lost is worth two
// experience points, shared among every member of the group) had a rule and no way to award it at the table. The
// Guide awards it from the consequences tool to the characters ticked there; a player records their own character's
// donation or loss from the sheet.
import { describe, expect, it, vi } from "vitest";
import { gmLootOutcome, gmLootProblem, gmLootShares } from "../../../../module/rulesets/gods-monsters/rules/character/levels.js";
import { GmConsequencesApp, gmRunConsequenceTool } from "../../../../module/rulesets/gods-monsters/dialogs/consequences-app.js";
import { gmDonateLoot } from "../../../../module/rulesets/gods-monsters/flows/loot.js";
import { GmCharacterSheet } from "../../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { OBSERVER, PLAYER, castOwnership, harness } from "../../../harness/foundry.js";
import { respond, setupGm, toromeen } from "./setup.js";

describe("the loot rule", () => {
  it("2 experience per silver coin, divided among the group; the shares add up to the whole", () => {
    expect(gmLootShares(150, 1)).toEqual({ total: 300, shares: [300] });
    expect(gmLootShares(150, 3)).toEqual({ total: 300, shares: [100, 100, 100] });
    expect(gmLootShares(50, 3)).toEqual({ total: 100, shares: [34, 33, 33] });
    expect(gmLootShares(1.5, 1).total).toBe(3);
    expect(gmLootShares(10, 0)).toEqual({ total: 20, shares: [] });
  });

  it("refuses a value that is not a positive number of coins, and a purse too small", () => {
    expect(gmLootProblem("abc")).toBe("notNumber");
    expect(gmLootProblem(null)).toBe("notNumber");
    expect(gmLootProblem(0)).toBe("notPositive");
    expect(gmLootProblem(-5)).toBe("notPositive");
    expect(gmLootProblem(2e9)).toBe("tooMuch");
    expect(gmLootProblem("40")).toBeNull();
    expect(gmLootOutcome({ experience: 900, silver: 21 }, { experience: 60, silverSpent: 30 })).toBeNull();
    expect(gmLootOutcome({ experience: 900, silver: 21 }, { experience: 40, silverSpent: 20 })).toEqual({
      actor: { "system.experience": 940, "system.silver": 1 },
    });
  });
});

async function group() {
  setupGm();
  const t = await toromeen({ experience: 800, advancedLevel: 1 });
  const s = await toromeen({ experience: 0, advancedLevel: 1 });
  await s.update({ name: "Sam <b>Stevens</b>" } as never);
  for (const a of [t, s]) await a.update({ ownership: castOwnership() } as never);
  return { t, s };
}

describe("the Guide awards loot experience from the consequences tool", () => {
  it("ticks Toromeen and Sam, 300 silver: 300 experience each, in one update each; Toromeen's 2nd level is due", async () => {
    const { t, s } = await group();
    const app = new GmConsequencesApp();
    await app.render({ force: true });
    const form = app.element as HTMLFormElement;
    (form.querySelector('[name="loot.silver"]') as HTMLInputElement).value = "300";
    (form.querySelector(`[name="loot.member-${t.id}"]`) as HTMLInputElement).checked = true;
    (form.querySelector(`[name="loot.member-${s.id}"]`) as HTMLInputElement).checked = true;
    const updates = [vi.spyOn(t, "update"), vi.spyOn(s, "update")];
    await harness.click(app as never, '[data-tool="loot"]');
    expect(updates.map((u) => u.mock.calls.length)).toEqual([1, 1]);
    expect(t.system.experience).toBe(800 + 300);
    expect(s.system.experience).toBe(300);
    const card = harness.messages().at(-1)!.content;
    expect(card).toContain("600 experience shared among 2");
    expect(card).toContain("Toromeen reaches level 2");
    // The name is user text: escaped on the card.
    expect(card).toContain("Sam &lt;b&gt;Stevens&lt;/b&gt;");
    expect(card).not.toContain("<b>Stevens");
    // The new level is then applied from the sheet, as after a mojo bid.
    expect(t.system.numbers.level).toBe(2);
    expect(t.system.advancedLevel).toBe(1);
  });

  it("nobody ticked, or a value that is not a number: refused with a message, nothing written", async () => {
    const { t } = await group();
    expect(await gmRunConsequenceTool("loot", { silver: "300" }, [])).toBeNull();
    expect(harness.notifications.log.at(-1)!.message).toContain("Choose the characters");
    expect(await gmRunConsequenceTool("loot", { silver: "lots", [`member-${t.id}`]: true }, [])).toBeNull();
    expect(harness.notifications.log.at(-1)!.message).toContain("not a number");
    expect(t.system.experience).toBe(800);
  });

  it("a player cannot award the group's loot experience", async () => {
    const { t } = await group();
    harness.actAs(PLAYER);
    expect(await gmRunConsequenceTool("loot", { silver: "300", [`member-${t.id}`]: true }, [])).toBeNull();
    expect(t.system.experience).toBe(800);
    expect(harness.notifications.log.at(-1)!.type).toBe("warn");
  });
});

type Rendered = { render(o?: object): Promise<unknown>; parts: Record<string, string> };

describe("a character's own loot from the sheet", () => {
  it("the owning player donates 20 of Toromeen's 21 silver: +40 experience and 1 silver left, in one update", async () => {
    const { t } = await group();
    harness.actAs(PLAYER);
    const sheet = new GmCharacterSheet({ document: t }) as unknown as Rendered;
    await sheet.render({ force: true });
    const update = vi.spyOn(t, "update");
    respond(() => (foundry.applications.api.DialogV2 as unknown as { click(a: string, v: object): unknown }).click("ok", { silver: "20", fromPurse: true }));
    await harness.click(sheet as never, '[data-action="lootExperience"]');
    expect(update).toHaveBeenCalledTimes(1);
    expect(t.system.experience).toBe(840);
    expect(t.system.silver).toBe(1);
    expect(harness.messages().at(-1)!.content).toContain("+40 experience");
  });

  it("the GM records a share of loot that was not in the purse; more than the purse holds is refused", async () => {
    const { t } = await group();
    expect(await gmDonateLoot(t, { silver: 100, fromPurse: false })).toMatchObject({ experience: 200, levelDue: 2 });
    expect(t.system.silver).toBe(21);
    expect(await gmDonateLoot(t, { silver: 50, fromPurse: true })).toBeNull();
    expect(harness.notifications.log.at(-1)!.message).toContain("has 21 silver");
    expect(t.system.experience).toBe(1000);
  });

  it("an observer is refused: nothing written, no card", async () => {
    const { t } = await group();
    const before = harness.messages().length;
    harness.actAs(OBSERVER);
    expect(await gmDonateLoot(t, { silver: 20, fromPurse: true })).toBeNull();
    expect(t.system.experience).toBe(800);
    expect(harness.messages().length).toBe(before);
  });
});
