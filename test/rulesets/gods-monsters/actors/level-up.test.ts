// Level-up applies every gain the rules compute (004 "Level advancement", "Multiple archetypes", "Archetype
// advancement"): the d10 pools and mojo were written, but a sorceror's memorization slots, a prophet's calling
// points and a thief's field improvements were computed and dropped, and a character with a second archetype always
// took the first archetype's verve modifiers. Now one outcome writes all of it, and the card says what was gained.
import { describe, expect, it, vi } from "vitest";
import { gmAdvancement, gmThiefGain } from "../../../../module/rulesets/gods-monsters/rules/character/advancement.js";
import { gmTakeThiefGain } from "../../../../module/rulesets/gods-monsters/flows/thief-gain.js";
import { gmApplyAdvancement } from "../../../../module/rulesets/gods-monsters/rolls/advancement.js";
import { GmCharacterSheet } from "../../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { GM, OBSERVER, PLAYER, castOwnership, harness } from "../../../harness/foundry.js";
import { TOROMEEN_ABILITIES, respond, setupGm, toromeen } from "./setup.js";

const stored = { survivalValue: 7, survivalBonus: 0, verveValue: 7, verveBonus: 0, mojo: 15, spellSlots: 0, callingPoints: 0, thiefGains: 0 };
const advance = (over: Partial<Parameters<typeof gmAdvancement>[0]>) =>
  gmAdvancement({ abilities: TOROMEEN_ABILITIES, archetype: "warrior", fromLevel: 1, toLevel: 2, dice: [5, 5, 5, 5, 5, 5, 5, 5, 5], stored, ...over });

describe("gmAdvancement: the whole gain of new levels, from 004's numbers", () => {
  it("Toromeen reaches 2nd level: d10 + strength and intelligence as minor verve (6 + 2 + 0), +12 mojo", () => {
    const r = advance({ dice: [6] });
    expect(r.totals).toMatchObject({ verve: 8, survival: 0, mojo: 12, spellSlots: 0, callingPoints: 0, thiefGains: 0 });
    expect(r.outcome.actor).toMatchObject({ "system.advancedLevel": 2, "system.verve.bonus": 8, "system.verve.value": 15, "system.mojo": 27 });
  });

  it("a 3rd level sorceror gains three new slots; from 1st to 3rd, 2 + 3", () => {
    expect(advance({ archetype: "sorceror", fromLevel: 2, toLevel: 3 }).totals.spellSlots).toBe(3);
    const r = advance({ archetype: "sorceror", fromLevel: 1, toLevel: 3, stored: { ...stored, spellSlots: 4 } });
    expect(r.totals.spellSlots).toBe(5);
    expect(r.outcome.actor!["system.advancement.spellSlots"]).toBe(9);
  });

  it("a prophet gains level new calling points at each level: 2 + 3 + 4 from 1st to 4th", () => {
    expect(advance({ archetype: "prophet", toLevel: 4 }).outcome.actor!["system.advancement.callingPoints"]).toBe(9);
  });

  it("a thief gains one field improvement at each level after the first, kept to be chosen", () => {
    const r = advance({ archetype: "thief", toLevel: 3, stored: { ...stored, thiefGains: 1 } });
    expect(r.levels.map((l) => l.thiefFieldImprovement)).toEqual([1, 1]);
    expect(r.outcome.actor!["system.advancement.thiefGains"]).toBe(3);
  });

  it("two archetypes: verve takes the modifiers of the archetype with the highest level after advancement, the advanced one on a tie", () => {
    // Warrior with sorceror 4 through a specialty. Overall 6th: warrior 2, sorceror 4, so verve as a sorceror:
    // intelligence 12 and charisma 8 as minor (0 + 0): 5. Overall 8th: warrior 4, sorceror 4, a tie: the warrior
    // advanced, strength 18 and intelligence 12 as minor (2 + 0): 7.
    const at6 = advance({ secondArchetype: "sorceror", secondArchetypeLevel: 4, fromLevel: 5, toLevel: 6 });
    expect(at6.levels[0]).toMatchObject({ verveArchetype: "sorceror", verve: 5, advanced: "warrior", archetypeLevel: 2 });
    const at8 = advance({ secondArchetype: "sorceror", secondArchetypeLevel: 4, fromLevel: 7, toLevel: 8 });
    expect(at8.levels[0]).toMatchObject({ verveArchetype: "warrior", verve: 7 });
    // The character level decides the die (8th: verve) and the mojo (+18); the sorceror's slots came with its own levels.
    expect(at8.totals).toMatchObject({ mojo: 18, spellSlots: 0 });
  });

  it("a second-archetype sorceror's own gains follow its archetype level, not the character level", () => {
    // Sorceror first, warrior 2 second: overall 5th is sorceror 3rd, so three slots (not five).
    const r = advance({ archetype: "sorceror", secondArchetype: "warrior", secondArchetypeLevel: 2, fromLevel: 4, toLevel: 5 });
    expect(r.levels[0]).toMatchObject({ advanced: "sorceror", archetypeLevel: 3, spellSlots: 3, survival: 5 + 2 });
  });

  it("refuses too few dice instead of inventing faces; nothing due is an empty outcome", () => {
    expect(() => advance({ toLevel: 4, dice: [3] })).toThrow(RangeError);
    expect(advance({ fromLevel: 3, toLevel: 3, dice: [] }).outcome).toEqual({});
  });
});

type Rendered = {
  render(o?: object): Promise<unknown>;
  parts: Record<string, string>;
  runAction(name: string, dataset?: Record<string, string>): Promise<unknown>;
};

async function sorceror() {
  setupGm();
  const t = await toromeen({ archetype: "sorceror", experience: 3000, advancedLevel: 1, mojo: 10 });
  await t.update({ ownership: castOwnership() } as never);
  return t;
}

describe("the level-up from the sheet writes every gain once and says so", () => {
  it("as the GM: a sorceror from 1st to 3rd gets verve, survival, 12 + 13 mojo and 2 + 3 memorization slots in one update", async () => {
    const t = await sorceror();
    const sheet = new GmCharacterSheet({ document: t }) as unknown as Rendered;
    await sheet.render({ force: true });
    expect(sheet.parts.header).toContain('data-action="advance"');
    const update = vi.spyOn(t, "update");
    harness.queueFaces([4, 6]);
    await harness.click(sheet as never, '[data-action="advance"]');
    expect(update).toHaveBeenCalledTimes(1);
    expect(t.system.advancedLevel).toBe(3);
    expect(t.system.mojo).toBe(10 + 12 + 13);
    expect(t.system.advancement.spellSlots).toBe(5);
    // Verve at 2nd: 4 + intelligence 12 and charisma 8 as minor (0); survival at 3rd: 6 + endurance 15 as major (2).
    expect(t.system.verve.bonus).toBe(4);
    expect(t.system.survival.bonus).toBe(8);
    const card = harness.messages().at(-1)!.content;
    expect(card).toContain("+5 memorization slots");
    expect(card).toContain("+25 mojo");
  });

  it("as the owning player: a prophet's calling points and a thief's improvements to choose", async () => {
    const t = await sorceror();
    await t.update({ "system.archetype": "prophet" } as never);
    harness.actAs(PLAYER);
    harness.queueFaces([4, 6]);
    expect(await gmApplyAdvancement(t)).toMatchObject({ callingPoints: 5, toLevel: 3 });
    expect(t.system.advancement.callingPoints).toBe(5);
    expect(harness.messages().at(-1)!.content).toContain("+5 calling points");

    harness.actAs(GM);
    const thief = await sorceror();
    await thief.update({ "system.archetype": "thief" } as never);
    harness.actAs(PLAYER);
    harness.queueFaces([4, 6]);
    await gmApplyAdvancement(thief);
    expect(thief.system.advancement.thiefGains).toBe(2);
    expect(harness.messages().at(-1)!.content).toContain("2 thief improvements to choose");
  });

  it("a warrior with sorceror 4 through a specialty reaching 6th: verve with the sorceror's modifiers, and the card says so", async () => {
    setupGm();
    const t = await toromeen({ experience: 15000, advancedLevel: 5, secondArchetype: "sorceror", secondArchetypeLevel: 4, verve: { value: 7, bonus: 0 } });
    harness.queueFaces([5]);
    await gmApplyAdvancement(t);
    // Warrior 2, sorceror 4: intelligence 12 and charisma 8 as minor add 0 (as a warrior, strength 18 would add 2).
    expect(t.system.verve.bonus).toBe(5);
    expect(harness.messages().at(-1)!.content).toContain("Verve modified as a Sorceror");
  });

  it("experience past the highest level the sheet keeps (100) applies the gains up to it, with a message", async () => {
    setupGm();
    const t = await toromeen({ experience: 6_000_000, advancedLevel: 99 });
    expect(t.system.numbers.level).toBeGreaterThan(100);
    harness.queueFaces([3]);
    expect(await gmApplyAdvancement(t)).toMatchObject({ fromLevel: 99, toLevel: 100, dice: [3] });
    expect(t.system.advancedLevel).toBe(100);
    expect(harness.notifications.log.some((n) => n.message.includes("applied up to level 100"))).toBe(true);
  });

  it("a name typed as markup is escaped on the card", async () => {
    const t = await sorceror();
    await t.update({ name: "<script>alert(1)</script>" } as never);
    harness.queueFaces([4, 6]);
    await gmApplyAdvancement(t);
    const card = harness.messages().at(-1)!.content;
    expect(card).toContain("&lt;script&gt;");
    expect(card).not.toContain("<script>");
  });

  it("an observer is refused: nothing rolled, written or posted", async () => {
    const t = await sorceror();
    const before = harness.messages().length;
    harness.actAs(OBSERVER);
    expect(await gmApplyAdvancement(t)).toBeNull();
    expect(t.system.advancedLevel).toBe(1);
    expect(harness.messages().length).toBe(before);
    expect(harness.notifications.log.at(-1)!.type).toBe("warn");
  });

  it("a refused write posts no card", async () => {
    const t = await sorceror();
    vi.spyOn(t, "update").mockRejectedValueOnce(new Error("connection lost"));
    const before = harness.messages().length;
    harness.queueFaces([4, 6]);
    expect(await gmApplyAdvancement(t)).toBeNull();
    expect(harness.messages().length).toBe(before);
  });
});

describe("a thief's improvements are taken on a thief field of the sheet", () => {
  it("the rule: +1 or a new skill, one improvement fewer; refused without one left, off a thief field, or for a known skill", () => {
    const field = { id: "f1", bonus: 2, skills: ["Pick Pockets"], restrictedTo: "thief" };
    expect(gmThiefGain(2, field, { kind: "bonus" })).toEqual({
      outcome: { actor: { "system.advancement.thiefGains": 1 }, items: { update: [{ _id: "f1", "system.bonus": 3 }] } },
    });
    expect(gmThiefGain(1, field, { kind: "skill", skill: " Climb Walls " })).toEqual({
      outcome: { actor: { "system.advancement.thiefGains": 0 }, items: { update: [{ _id: "f1", "system.skills": ["Pick Pockets", "Climb Walls"] }] } },
    });
    expect(gmThiefGain(0, field, { kind: "bonus" })).toEqual({ refused: "none" });
    expect(gmThiefGain(1, { ...field, restrictedTo: "" }, { kind: "bonus" })).toEqual({ refused: "notThief" });
    expect(gmThiefGain(1, field, { kind: "skill", skill: "pick pockets" })).toEqual({ refused: "knownSkill" });
    expect(gmThiefGain(1, field, { kind: "skill", skill: "  " })).toEqual({ refused: "noSkill" });
  });

  async function thief() {
    setupGm();
    const t = await toromeen({ archetype: "thief", experience: 3000, advancedLevel: 3, advancement: { thiefGains: 2 } }, [
      { name: "Thieving", type: "gmField", system: { bonus: 1, skills: ["Pick Pockets"], restrictedTo: "thief" } },
      { name: "Dwarven Culture", type: "gmField", system: { bonus: 2, skills: ["Spelunking"] } },
    ]);
    await t.update({ ownership: castOwnership() } as never);
    return t;
  }
  const field = (t: Actor.Implementation, name: string) =>
    t.items.contents.find((i) => i.name === name)!.system as unknown as { bonus: number; skills: string[] };

  it("as the owning player: +1 to Thieving, then Climb Walls as a new skill; the buttons go when none is left", async () => {
    const t = await thief();
    harness.actAs(PLAYER);
    const sheet = new GmCharacterSheet({ document: t }) as unknown as Rendered;
    await sheet.render({ force: true });
    expect(sheet.parts.fields).toContain("Thief improvements from level advancement to choose: 2");
    // Only the thief field offers them.
    expect(sheet.parts.fields.match(/data-action="thiefGain"/g)).toHaveLength(2);
    const update = vi.spyOn(t, "update");
    await harness.click(sheet as never, '[data-action="thiefGain"][data-gain="bonus"]');
    expect(update).toHaveBeenCalledTimes(1);
    expect(field(t, "Thieving").bonus).toBe(2);
    expect(t.system.advancement.thiefGains).toBe(1);
    respond(() => (foundry.applications.api.DialogV2 as unknown as { click(a: string, v: object): unknown }).click("ok", { skill: "Climb Walls" }));
    await sheet.render();
    await harness.click(sheet as never, '[data-action="thiefGain"][data-gain="skill"]');
    expect(field(t, "Thieving").skills).toEqual(["Pick Pockets", "Climb Walls"]);
    expect(t.system.advancement.thiefGains).toBe(0);
    expect(harness.messages().at(-1)!.content).toContain("new skill Climb Walls in Thieving");
    await sheet.render();
    expect(sheet.parts.fields).not.toContain('data-action="thiefGain"');
  });

  it("as the GM through the flow; an observer is refused and nothing changes", async () => {
    const t = await thief();
    const id = t.items.contents.find((i) => i.name === "Thieving")!.id!;
    expect(await gmTakeThiefGain(t, id, { kind: "bonus" })).toBe(true);
    expect(field(t, "Thieving").bonus).toBe(2);
    harness.actAs(OBSERVER);
    expect(await gmTakeThiefGain(t, id, { kind: "bonus" })).toBe(false);
    expect(field(t, "Thieving").bonus).toBe(2);
    expect(t.system.advancement.thiefGains).toBe(1);
  });

  it("the magic tab shows a sorceror's memorization slots and a prophet's calling points from levels", async () => {
    const t = await sorceror();
    harness.queueFaces([4, 6]);
    await gmApplyAdvancement(t);
    const sheet = new GmCharacterSheet({ document: t }) as unknown as Rendered;
    await sheet.render({ force: true });
    expect(sheet.parts.magic).toMatch(/name="system.advancement.spellSlots" value="5"/);
    expect(sheet.parts.magic).not.toContain("system.advancement.callingPoints");
  });
});
