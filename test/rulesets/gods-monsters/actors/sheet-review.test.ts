/**
 * Issue 15's G&M screenshot review: what the sheets show agrees with what the rolls use, the injury penalty shows
 * where it applies, and what a step of the play-through does is visible on the sheet. As the GM and as the owning
 * player.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { GmCharacterSheet } from "../../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { GmCreatureSheet } from "../../../../module/rulesets/gods-monsters/sheets/creature-sheet.js";
import { gmApplyDamageToActor } from "../../../../module/rulesets/gods-monsters/rolls/apply-damage.js";
import { gmRollConsciousness } from "../../../../module/rulesets/gods-monsters/rolls/conditions.js";
import { gmChatTemplate } from "../../../../module/rulesets/gods-monsters/chat/cards.js";
import { GM_CHAT_TEMPLATES } from "../../../../module/rulesets/gods-monsters/rolls/item-rolls.js";
import { gmSpeedTool } from "../../../../module/rulesets/gods-monsters/rolls/group-tools.js";
import { renderChatCard } from "../../../../module/core/chat/post-card.js";
import { castOwnership, GM, harness, PLAYER } from "../../../harness/foundry.js";
import type { ApplicationV2 } from "../../../harness/applications.js";
import { equippedToromeen } from "./fixtures.js";
import { setupGm, toromeen, yeti } from "./setup.js";

beforeEach(() => setupGm());

type Sheet = ApplicationV2 & { parts: Record<string, string> };

const text = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`as ${who}`, () => {
    it("an injured character's reactions show the number the reaction roll uses", async () => {
      const actor = await equippedToromeen();
      await actor.update({ ownership: castOwnership() } as never);
      const n = actor.system.numbers;
      expect(n.injuries).toBeGreaterThan(0);
      harness.actAs(user);
      const sheet = new GmCharacterSheet({ document: actor }) as unknown as Sheet;
      await sheet.render({ force: true });
      const health = harness.find(sheet, '[data-reaction="health"]');
      const expected = n.reactions.health - n.injuryPenalty;
      expect(text(health.querySelector(".gm-rolls-under"))).toBe(`roll ${expected} or less`);
      harness.queueFaces([1]);
      await harness.click(sheet, '[data-reaction="health"] [data-action="roll"]', { shiftKey: true });
      expect(harness.messages().at(-1)!.content).toContain(`Target ${expected}`);
    });

    it("an unhurt character's reactions show no second number", async () => {
      const actor = await equippedToromeen();
      await actor.update({ ownership: castOwnership(), "system.injuries": 0 } as never);
      harness.actAs(user);
      const sheet = new GmCharacterSheet({ document: actor }) as unknown as Sheet;
      await sheet.render({ force: true });
      expect(sheet.element!.querySelector(".gm-rolls-under")).toBeNull();
    });

    it("the creature sheet's hit number is the one its attack roll uses, and says the injuries are in it", async () => {
      harness.actAs(GM);
      const y = await yeti({ injuries: 2 });
      await y.update({ ownership: castOwnership() } as never);
      harness.actAs(user);
      const sheet = new GmCreatureSheet({ document: y }) as unknown as Sheet;
      await sheet.render({ force: true });
      const hint = text(harness.find(sheet, ".gm-creature-body > p.hint"));
      const hits = Number(/on (\d+) or less/.exec(hint)![1]);
      expect(hint).toContain("Injuries: −2 on its attack and reaction rolls");
      harness.queueFaces([1, 3]);
      await harness.click(sheet, '[data-action="roll"][data-roll="attack"]', { shiftKey: true });
      expect(harness.messages().find((m) => m.content.includes("Target"))!.content).toContain(`Target ${hits}`);
    });

    it("an item dropped on a creature's sheet shows in its items, name escaped; none shows an invitation to drop", async () => {
      harness.actAs(GM);
      const y = await yeti();
      await y.update({ ownership: castOwnership() } as never);
      const sack = await Item.create({ name: "<b>Sack</b> of bones", type: "gmGear" as never } as never);
      harness.actAs(user);
      const sheet = new GmCreatureSheet({ document: y }) as unknown as Sheet;
      await sheet.render({ force: true });
      expect(text(harness.find(sheet, ".gm-creature-items .gm-empty"))).toBe("Drop an item here to give it to the creature.");
      await harness.drop(sheet, ".gm-creature-items", { type: "Item", uuid: sack!.uuid });
      await sheet.render();
      const row = harness.find(sheet, ".gm-creature-items li[data-item-id]");
      expect(text(row.querySelector(".name"))).toBe("<b>Sack</b> of bones");
      expect(row.querySelector("b")).toBeNull();
      expect(sheet.element!.querySelector(".gm-creature-items .gm-empty")).toBeNull();
    });
  });
}

describe("empty lists", () => {
  it("say they are empty instead of showing a bare heading", async () => {
    const actor = (await Actor.create({ name: "New", type: "gmCharacter" } as never)) as unknown as Actor.Implementation;
    const sheet = new GmCharacterSheet({ document: actor }) as unknown as Sheet;
    await sheet.render({ force: true });
    const empty = (list: string) => text(harness.find(sheet, `.${list} .gm-empty`));
    expect([empty("gm-spells"), empty("gm-spirits"), empty("gm-ailments"), empty("gm-effects"), empty("gm-specialties")]).toEqual([
      "No spells.",
      "No spirit manifestations.",
      "No ailments.",
      "No active effects.",
      "No specialties.",
    ]);
    const full = await equippedToromeen();
    const fullSheet = new GmCharacterSheet({ document: full }) as unknown as Sheet;
    await fullSheet.render({ force: true });
    expect(fullSheet.element!.querySelector(".gm-specialties .gm-empty")).toBeNull();
  });
});

describe("the damage card", () => {
  it("names a creature's survival and injuries, and no verve it does not have", async () => {
    const y = await yeti({ survival: { value: 12, max: 20 } });
    await gmApplyDamageToActor(y, { amount: 5, injuryDice: 0, archetypal: "no" });
    const card = harness.messages().at(-1)!.content;
    expect(card).toContain("Now: survival 7, injuries 0.");
    expect(card).not.toContain("verve");
  });

  it("names a character's verve", async () => {
    const actor = await equippedToromeen();
    await gmApplyDamageToActor(actor, { amount: 1, injuryDice: 0, archetypal: "no" });
    expect(harness.messages().at(-1)!.content).toMatch(/Now: survival \d+, verve \d+, injuries \d+\./);
  });
});

// Issue 15: "1 dice", "1 injuries". Foundry's format has no plural rules, so a counted phrase has one and other forms.
describe("counted phrases", () => {
  it("a failed consciousness roll with one injury: unconscious for 1 minute; with two, 2 minutes", async () => {
    for (const [injuries, words] of [
      [1, "for 1 minute."],
      [2, "for 2 minutes."],
    ] as const) {
      const t = await toromeen({ injuries, mojo: 0 });
      harness.queueFaces([20]);
      await gmRollConsciousness(t, true);
      const note = harness
        .messages()
        .map((m) => String(m.content))
        .filter((c) => c.includes("falls unconscious"))
        .at(-1)!;
      expect(note).toContain(words);
    }
  });

  it("an ailment's condition lasts 1 hour or 3 hours", async () => {
    const card = (amount: number) =>
      renderChatCard(GM_CHAT_TEMPLATES.ailment, {
        name: "Food Poisoning",
        applied: true,
        applications: 1,
        injuries: 0,
        penalties: [],
        conditions: [{ condition: "sleep", amount, unit: "hour" }],
      });
    expect(await card(1)).toMatch(/for 1 hour</);
    expect(await card(3)).toMatch(/for 3 hours</);
  });

  it("an ailment's card counts the times it took effect: 'for the first time', then '4 times so far' (it read '(time 4)')", async () => {
    const card = (applications: number) =>
      renderChatCard(GM_CHAT_TEMPLATES.ailment, { name: "Food Poisoning", applied: true, applications, injuries: 1, penalties: [], conditions: [] });
    expect(await card(1)).toContain("It takes effect for the first time");
    expect(await card(4)).toContain("It takes effect: 4 times so far");
    expect(await card(4)).not.toContain("(time");
  });

  it("the travel speed's rest comes after 1 minute for endurance 1 in combat, after 12 minutes for endurance 12", async () => {
    for (const [endurance, words] of [
      [1, "after 1 minute."],
      [12, "after 12 minutes."],
    ] as const) {
      const y = await yeti({ endurance });
      await gmSpeedTool(y, { speed: "combat" });
      expect(String(harness.messages().at(-1)!.content)).toContain(`Rest ten minutes ${words}`);
    }
  });

  it("the death card and the sheet's dying line say 1 minute, 1 hour, and 13 minutes", async () => {
    const card = (minutes: number) =>
      renderChatCard(gmChatTemplate("death"), { name: "Toromeen", outcome: "dying", minutes, unconscious: false, injuriesTarget: 2, enduranceTarget: 13 });
    expect(await card(1)).toContain("death comes in 1 minute.");
    expect(await card(13)).toContain("death comes in 13 minutes.");
    const actor = await equippedToromeen();
    const sheet = new GmCharacterSheet({ document: actor }) as unknown as Sheet;
    for (const [state, words] of [
      [{ deathTime: 1, unconscious: false }, "Dying: 1 minute left."],
      [{ deathTime: 1, unconscious: true }, "Dying: 1 hour left."],
      [{ deathTime: 13, unconscious: false }, "Dying: 13 minutes left."],
    ] as const) {
      await actor.update({ "system.state.dying": true, "system.state.deathTime": state.deathTime, "system.state.unconscious": state.unconscious } as never);
      await sheet.render({ force: true });
      expect(text(harness.find(sheet, ".gm-warning:last-of-type"))).toBe(words);
    }
  });
});
