/**
 * Aging (001 "Aging"): at 40 + endurance, and then every (1 + endurance as a special contributor) years, a character
 * takes an injury no rest heals, or trades it for −2 to an ability that stays above 1. The sheet's Aging button takes
 * the steps due (each once), asks what each becomes, writes them as one outcome with a card; rest leaves them.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { gmAgingOutcome, gmDayRest, gmNightRest } from "../../../../module/rules.js";
import { contributor } from "../../../../module/rulesets/gods-monsters/rules/character/contributors.js";
import { GmCharacterSheet } from "../../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { gmAgeAction } from "../../../../module/rulesets/gods-monsters/flows/aging.js";
import type { GmCharacterActor } from "../../../../module/rulesets/gods-monsters/data/view.js";
import { castOwnership, GM, harness, OBSERVER, PLAYER } from "../../../harness/foundry.js";
import { respond, setupGm } from "../actors/setup.js";

beforeEach(() => setupGm());

const ABILITIES = { strength: 12, agility: 10, endurance: 10, intelligence: 11, wisdom: 9, charisma: 3 };
const human = { age: 56, endurance: 10, enduranceSpecial: 2, ageMultiplier: 1, taken: 0, injuries: 1, unhealable: 0, abilities: ABILITIES };

describe("the aging rule", () => {
  it("a human of endurance 10 (special contributor 2: every 3 years) has aged at 50, 53 and 56: three steps, the next at 59", () => {
    expect(contributor(10, "special")).toBe(2);
    const r = gmAgingOutcome(human, ["injury", "strength", "strength"]);
    expect([r.due, r.steps, r.nextAt, r.injuries, r.trades]).toEqual([3, 3, 59, 1, ["strength", "strength"]]);
    expect(r.outcome.actor).toEqual({ "system.aging.taken": 3, "system.injuries": 2, "system.aging.unhealable": 1, "system.abilities.strength": 8 });
  });

  it("steps already taken are not taken again; a missing choice is an injury", () => {
    expect(gmAgingOutcome({ ...human, taken: 3 })).toMatchObject({ steps: 0, outcome: {} });
    expect(gmAgingOutcome({ ...human, taken: 2 }).outcome.actor).toEqual({ "system.aging.taken": 3, "system.injuries": 2, "system.aging.unhealable": 1 });
  });

  it("an ability that would fall to 1 or less cannot take a step, and nothing is written", () => {
    const r = gmAgingOutcome(human, ["charisma"]);
    expect(r.refused).toEqual({ step: 0, choice: "charisma" });
    expect(r.outcome).toEqual({});
    expect(gmAgingOutcome({ ...human, abilities: { ...ABILITIES, strength: 5 } }, ["strength", "strength"]).refused).toEqual({ step: 1, choice: "strength" });
  });

  it("a dwarf (×8) of endurance 15 first ages at (40 + 15) × 8", () => {
    const r = gmAgingOutcome({ ...human, endurance: 15, enduranceSpecial: contributor(15, "special"), ageMultiplier: 8, age: 439 });
    expect([r.due, r.nextAt]).toEqual([0, 440]);
  });

  it("rest heals only the injuries above the unhealable ones", () => {
    const base = { survival: 5, maxSurvival: 10, level: 2, unhealable: 2 };
    expect(gmNightRest({ ...base, injuries: 2, healthRollSucceeded: true })).toMatchObject({ injuries: 2, survival: 7, injuriesHealed: 0 });
    expect(gmNightRest({ ...base, injuries: 3, healthRollSucceeded: true })).toMatchObject({ injuries: 2, injuriesHealed: 1 });
    expect(gmDayRest({ ...base, injuries: 2 })).toMatchObject({ injuries: 2, survivalRegained: 2 });
  });
});

interface Rendered {
  render(o?: object): Promise<unknown>;
  parts: Record<string, string>;
  runAction(name: string, dataset?: Record<string, string>, event?: object): Promise<unknown>;
}

async function elder(system: Record<string, unknown> = {}): Promise<GmCharacterActor> {
  harness.actAs(GM);
  const actor = (await Actor.create({
    name: "Old Bran",
    type: "gmCharacter" as never,
    system: { abilities: ABILITIES, archetype: "warrior", species: "human", age: 56, injuries: 1, survival: { value: 5 }, ...system },
  } as never)) as unknown as GmCharacterActor;
  await actor.update({ ownership: castOwnership() } as never);
  return actor;
}

const click = (values: object) => respond(() => (foundry.applications.api.DialogV2 as unknown as { click(a: string, v: object): unknown }).click("ok", values));

describe("aging from the character sheet", () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`${who}: three steps due at 56, taken as an injury, −2 strength and an injury, with a card; then none is due`, async () => {
      const actor = await elder();
      harness.actAs(user);
      const sheet = new GmCharacterSheet({ document: actor }) as unknown as Rendered;
      await sheet.render({ force: true });
      expect(sheet.parts.biography).toContain('data-action="aging"');
      expect(sheet.parts.biography).toContain("Aging: 3 step(s) due");
      click({ step0: "injury", step1: "strength", step2: "injury" });
      await sheet.runAction("aging");
      expect(actor.system.injuries).toBe(3);
      expect(actor.system.abilities.strength).toBe(10);
      expect(actor.system.aging).toEqual({ taken: 3, unhealable: 2 });
      const card = harness.messages().at(-1)!.content;
      expect(card).toContain('class="dice-card-band failure"');
      expect(card).toContain("Old Bran feels the years at 56: 3 aging step(s)");
      expect(card).toContain("+2 unhealable injuries: 3 injuries, 2 of them beyond healing");
      expect(card).toContain("Strength −2 instead of an injury: now 10");
      expect(card).toContain("The next aging step comes at age 59.");
      await sheet.render({ force: true });
      expect(sheet.parts.biography).not.toContain('data-action="aging"');
      expect(sheet.parts.biography).toContain("Next aging step at age 59");
      expect(sheet.parts.biography).toContain("2 injuries from aging no rest heals");
      const before = harness.messages().length;
      expect(await gmAgeAction(actor)).toBeNull();
      expect(harness.messages().length).toBe(before);
      expect(harness.notifications.log.at(-1)?.message).toContain("no aging step is due; the next comes at age 59");
    });
  }

  it("the question offers only abilities that stay above 1, and closing it changes nothing", async () => {
    const actor = await elder();
    let offered: string[] = [];
    respond((_config, dialog) => {
      offered = [...(dialog as { element: HTMLElement }).element.querySelectorAll('select[name="step0"] option')].map((o) => (o as HTMLOptionElement).value);
      return (foundry.applications.api.DialogV2 as unknown as { dismiss(): unknown }).dismiss();
    });
    expect(await gmAgeAction(actor)).toBeNull();
    expect(offered).toEqual(["injury", "strength", "agility", "endurance", "intelligence", "wisdom"]);
    expect(actor.system.aging.taken).toBe(0);
    expect(actor.system.injuries).toBe(1);
  });

  it("a night's rest after aging heals no aging injury", async () => {
    const actor = await elder({ age: 50, injuries: 0 });
    await gmAgeAction(actor, ["injury"]);
    expect([actor.system.injuries, actor.system.aging.unhealable]).toEqual([1, 1]);
    harness.queueFaces([1]);
    const sheet = new GmCharacterSheet({ document: actor }) as unknown as Rendered;
    await sheet.render({ force: true });
    await sheet.runAction("rest", { rest: "night" }, { shiftKey: true });
    expect(actor.system.injuries).toBe(1);
  });

  it("a user who does not own the character applies nothing", async () => {
    const actor = await elder();
    await actor.update({ ownership: { default: 0, [OBSERVER.id]: 2 } } as never);
    harness.actAs(OBSERVER);
    expect(await gmAgeAction(actor, ["injury", "injury", "injury"])).toBeNull();
    expect(actor.system.aging.taken).toBe(0);
  });
});
