/**
 * Upkeep and living expenses (001): weapons 10% of their cost a year, armor 5% a month, living one silver a day (a week
 * when poor, ten or a hundred a day when extravagant), paid from the character's silver in the GM's tools, one outcome
 * and a card per character; a bill beyond the purse is not paid.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { gmUpkeepBill } from "../../../../module/rules.js";
import { gmRunConsequenceTool, GmConsequencesApp } from "../../../../module/rulesets/gods-monsters/dialogs/consequences-app.js";
import type { GmCharacterActor } from "../../../../module/rulesets/gods-monsters/data/view.js";
import { castOwnership, GM, harness, OBSERVER, PLAYER } from "../../../harness/foundry.js";
import { armor, setupGm, weapon } from "../actors/setup.js";

beforeEach(() => setupGm());

describe("the upkeep bill", () => {
  it("a year: a 20-silver weapon costs 2, 100-silver armor 60, 30 days of basic living 30; 92 from 100 leaves 8", () => {
    const bill = gmUpkeepBill({ weapons: [20], armor: [100], months: 12, days: 30, lifestyle: "basic", silver: 100 });
    expect(bill).toMatchObject({ weapons: 2, armor: 60, living: 30, total: 92, silver: 8, short: 0, outcome: { actor: { "system.silver": 8 } } });
  });

  it("a week of poor living is one silver; a day of lavish living a hundred", () => {
    expect(gmUpkeepBill({ weapons: [], armor: [], months: 0, days: 7, lifestyle: "poor", silver: 5 }).total).toBe(1);
    expect(gmUpkeepBill({ weapons: [], armor: [], months: 0, days: 1, lifestyle: "lavish", silver: 500 }).total).toBe(100);
  });

  it("a bill beyond the purse is not paid and says what is missing", () => {
    const bill = gmUpkeepBill({ weapons: [20], armor: [100], months: 12, days: 30, lifestyle: "basic", silver: 50 });
    expect(bill).toMatchObject({ total: 92, short: 42, silver: 50, outcome: {} });
  });
});

async function fighter(silver: number): Promise<GmCharacterActor> {
  harness.actAs(GM);
  const actor = (await Actor.create({
    name: "Maeve",
    type: "gmCharacter" as never,
    system: { archetype: "warrior", silver },
    items: [
      weapon("battleaxe", { cost: 20, quantity: 1 }),
      armor("shield", { cost: 50, quantity: 2 }),
      { name: "Rope", type: "gmGear", system: { cost: 1000 } },
    ],
  } as never)) as unknown as GmCharacterActor;
  await actor.update({ ownership: castOwnership() } as never);
  return actor;
}

describe("paying upkeep from the GM's tools", () => {
  for (const [who, user] of [
    ["the GM, with her token selected", GM],
    ["her owning player, as their own character", PLAYER],
  ] as const) {
    it(`${who}: a year of upkeep and a month of basic living come off her silver, with a card`, async () => {
      const actor = await fighter(100);
      harness.actAs(user);
      const [bill] = (await gmRunConsequenceTool("payUpkeep", { months: 12, days: 30, lifestyle: "basic" }, [actor])) as { total: number }[];
      expect(bill!.total).toBe(92);
      expect(actor.system.silver).toBe(8);
      const card = harness.messages().at(-1)!.content;
      expect(card).toContain('class="dice-card-band success"');
      expect(card).toContain("Maeve pays 92 silver: 8 left");
      expect(card).toContain("Weapons&#x27; maintenance over 12 month(s): 2 silver");
      expect(card).toContain("Armor&#x27;s maintenance over 12 month(s): 60 silver");
      expect(card).toContain("Basic (1 silver a day) for 30 day(s): 30 silver");
    });
  }

  it("short of silver: nothing is paid and the card says so", async () => {
    const actor = await fighter(50);
    await gmRunConsequenceTool("payUpkeep", { months: 12, days: 30, lifestyle: "basic" }, [actor]);
    expect(actor.system.silver).toBe(50);
    const card = harness.messages().at(-1)!.content;
    expect(card).toContain('class="dice-card-band failure"');
    expect(card).toContain("Maeve cannot pay 92 silver: 42 short, nothing paid");
  });

  it("a user who does not own the character pays nothing from it", async () => {
    const actor = await fighter(100);
    await actor.update({ ownership: { default: 0, [OBSERVER.id]: 2 } } as never);
    harness.actAs(OBSERVER);
    const before = harness.messages().length;
    expect(await gmRunConsequenceTool("payUpkeep", { months: 12, days: 30, lifestyle: "basic" }, [actor])).toEqual([null]);
    expect(actor.system.silver).toBe(100);
    expect(harness.messages().length).toBe(before);
  });

  it("the tools window has the form, with the four lifestyles", async () => {
    harness.actAs(GM);
    const app = new GmConsequencesApp() as unknown as { render(options?: { force?: boolean }): Promise<unknown>; parts: Record<string, string> };
    await app.render({ force: true });
    expect(app.parts.main).toContain('data-tool="payUpkeep"');
    for (const l of ["poor", "basic", "extravagant", "lavish"]) expect(app.parts.main).toContain(`value="${l}"`);
  });
});
