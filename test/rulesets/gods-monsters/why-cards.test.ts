/**
 * G&M roll cards explain themselves (README "Chat cards"): the result band first, and "Why this result" with the
 * terms the pure rules added up (004 "Abilities and reactions", "Hitting"), their sources, and the exact chance.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { gmRollCheck } from "../../../module/rulesets/gods-monsters/rolls/check.js";
import { gmRollAttack } from "../../../module/rulesets/gods-monsters/rolls/attack.js";
import { gmRollTarget, rollUnderOdds } from "../../../module/rules.js";
import { formatChance } from "../../../module/dice/index.js";
import { GM, PLAYER, castOwnership, harness } from "../../harness/foundry.js";
import { gmRollItemDamage } from "../../../module/rulesets/gods-monsters/rolls/item-rolls.js";
import { gmNormalizeDamage } from "../../../module/rulesets/gods-monsters/rules/equipment/damage-dice.js";
import { readCard } from "../../dice/card-reading.js";
import { setupGm, target, toromeen, yeti } from "./actors/setup.js";

/** The newest roll card (a failed archetypal roll posts its mojo bid offer after it). */
const lastRollCard = () =>
  readCard(
    harness
      .messages()
      .filter((m) => (m.content as string).includes("roll-under-card"))
      .at(-1)!.content as string,
  );

const HOSTILE = `<img src=x onerror="alert(1)">Yeti`;

beforeEach(async () => {
  setupGm();
  (await import("../../../module/dice/index.js")).registerDice();
});

describe("the G&M check card", () => {
  it("says Success first, and why: the ability, the difficulty and the injuries, the die read under, the chance", async () => {
    const t = await toromeen({ injuries: 1 });
    harness.queueFaces([3]);
    const out = await gmRollCheck(t, { kind: "ability", key: "strength", skipDialog: true, options: { difficulty: "easy" } });
    expect(out?.evaluation.success).toBe(true);
    const card = lastRollCard();
    expect(card.bandTone).toBe("success");
    expect(card.band).toMatch(/^Success · made by \d+$/);
    // The pure rules' parts, in their order: the ability's number first, then each option that applies.
    const parts = gmRollTarget({ base: card.terms.length ? Number(card.terms[0][1]) : 0, difficulty: "easy", injuries: 1 }).parts;
    expect(card.terms.map(([source]) => source)).toEqual(["Strength", "Difficulty: Easy", "Injuries"]);
    expect(card.terms.slice(1).map(([, v]) => v)).toEqual(parts.slice(1).map((p) => (p.value < 0 ? `−${-p.value}` : `+${p.value}`)));
    expect(card.lines).toContain("3 is at or under " + out!.evaluation.target + ": success.");
    expect(card.chance).toBe(`Chance it had: ${formatChance(rollUnderOdds({ target: out!.evaluation.target }))}`);
    expect(card.disclosure).toBe(true);
  });

  it("colours the kept d20 for rolling under: a 20 is the worst face, a 1 the best", async () => {
    const t = await toromeen();
    harness.queueFaces([20]);
    await gmRollCheck(t, { kind: "ability", key: "strength", skipDialog: true });
    expect(lastRollCard().dice[0].classes).toEqual(expect.arrayContaining(["worst", "kept"]));
    harness.queueFaces([1]);
    await gmRollCheck(t, { kind: "ability", key: "strength", skipDialog: true });
    const best = lastRollCard().dice[0].classes;
    expect(best).toContain("best");
    expect(best).not.toContain("worst");
  });
});

describe("the G&M attack card", () => {
  it("explains the hit number term by term, the target's name escaped", async () => {
    const t = await toromeen();
    const y = await yeti();
    await y.update({ name: HOSTILE });
    target(y);
    harness.queueFaces([15, 5]);
    const out = await gmRollAttack(t, { item: t.items.find((i) => (i.type as string) === "gmWeapon")!, skipDialog: true });
    expect(out?.outcome.evaluation.success).toBe(false);
    const html = harness.messages().find((m) => (m.content as string).includes("roll-under-card"))!.content as string;
    expect(html).not.toContain("<img src=x");
    const card = readCard(html);
    expect(card.bandTone).toBe("failure");
    expect(card.band).toBe("Failure · missed by 4");
    // 004's Yeti fight at first level: 11 + Fighting Art 1 + attack 2 − the Yeti's defense 3 = 11.
    expect(card.terms).toEqual([
      ["Every attack starts at", "11"],
      ["Fighting Art", "+1"],
      ["Attack bonus", "+2"],
      [`Defense of ${HOSTILE}`, "−3"],
    ]);
    expect(card.lines).toContain("Roll 11 or less on the d20.");
  });
});

describe("the G&M damage and mojo bid cards", () => {
  it("a hit's damage card says the damage first; a failed archetypal roll's offer says what a bid would buy", async () => {
    const t = await toromeen();
    const y = await yeti();
    target(y);
    harness.queueFaces([5, 6]);
    await gmRollAttack(t, { item: t.items.find((i) => (i.type as string) === "gmWeapon")!, skipDialog: true });
    const damage = harness
      .messages()
      .map((m) => String(m.content))
      .find((h) => h.includes("gm-damage"))!;
    expect(readCard(damage).band).toMatch(/^Damage \d+/);
    harness.queueFaces([20]);
    await gmRollCheck(t, { kind: "ability", key: "strength", skipDialog: true });
    const offer = harness
      .messages()
      .map((m) => String(m.content))
      .find((h) => h.includes("gm-mojo-bid"))!;
    const band = readCard(offer);
    expect(band.bandTone).toBe("failure");
    expect(band.band).toMatch(/^Failure · \d+ mojo would buy a success$/);
  });
});

// Issue 14 #2: one damage card for attacks and items' own damage rolls (templates/gods-monsters/chat/damage.hbs), with
// the result band and "Why this result" from gmDamageWhy: the dice and what they showed, the formula's flat part,
// strength and maneuvers (004 "Damage"), and the total.
describe("the one G&M damage card", () => {
  it("an attack's damage: band, the dice and the attack's bonus as terms, the total, and the apply buttons", async () => {
    const t = await toromeen();
    target(await yeti());
    harness.queueFaces([5, 6]);
    const out = await gmRollAttack(t, { item: t.items.find((i) => (i.type as string) === "gmWeapon")!, skipDialog: true });
    const message = harness.messages().find((m) => String(m.content).includes("gm-damage"))!;
    const amount = (message.system as { damage: { amount: number } }).damage.amount;
    const card = readCard(String(message.content));
    expect(card.band).toBe(`Damage ${amount}`);
    expect(card.bandTone).toBe("neutral");
    const bonus = out!.plan.damageBonus;
    expect(card.terms).toEqual([
      [`Damage dice ${gmNormalizeDamage(out!.plan.dice)}`, "6"],
      ...(bonus ? [["Strength and maneuvers", bonus > 0 ? `+${bonus}` : `−${-bonus}`]] : []),
    ]);
    expect(amount).toBe(Math.max(0, 6 + bonus));
    expect(card.lines).toEqual([`Total ${amount}.`]);
    expect(card.disclosure).toBe(true);
    expect(String(message.content)).toContain('data-anthology-action="gmApplyDamage"');
  });

  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`an item's own damage roll by ${who} posts the same card: band, dice and flat part, no buttons without a target`, async () => {
      harness.actAs(GM);
      const t = await toromeen();
      await t.update({ ownership: castOwnership() } as never);
      const [pick] = (await t.createEmbeddedDocuments("Item", [
        { name: "Pick <b>", type: "gmGear", system: { improvisedWeapon: { damage: "d6+1", attackPenalty: 2, bulk: 0 } } },
      ] as never))!;
      harness.actAs(user);
      harness.queueFaces([4]);
      const message = await gmRollItemDamage(pick as Item.Implementation);
      const html = String(message!.content);
      expect(html).toContain("gm-damage");
      const card = readCard(html);
      expect(card.band).toBe("Damage 5");
      expect(card.terms).toEqual([
        ["Damage dice d6", "4"],
        ["Flat damage", "+1"],
      ]);
      expect(card.lines).toEqual(["Total 5."]);
      expect(html).toContain("Damage: Pick &lt;b&gt;");
      expect(html).toContain("5 damage (d6+1)");
      expect(html).toContain("−2 to attack");
      expect(html).not.toContain("data-anthology-action");
    });
  }
});
