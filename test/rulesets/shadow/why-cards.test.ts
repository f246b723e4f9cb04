/**
 * Shadow test cards explain themselves (README "Chat cards"): the band first, then "Why this result" with the
 * target term by term (text 002 "Success Test": the attribute, 10 − the opposing value, Advantage), the d20 read
 * under (a 1 the best face, a 20 the worst) and the exact chance. The opponent's name stays escaped.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { shadowRollAttribute } from "../../../module/rulesets/shadow/rolls/attribute-test.js";
import { shadowAttack } from "../../../module/rulesets/shadow/rolls/attack.js";
import { PLAYER, harness } from "../../harness/foundry.js";
import { answerRollDialog } from "../roll-dialog-answer.js";
import { readCard } from "../../dice/card-reading.js";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { GM, attrs, installShadow, makeActor, sword, target } from "./skin-helpers.js";

const HOSTILE = `<b onmouseover="alert(1)">Guard</b>`;
const rollCards = () => harness.messages().filter((m) => String(m.content).includes("roll-under-card"));

beforeEach(async () => {
  installShadow();
  (await import("../../../module/dice/index.js")).registerDice();
});

describe("the Shadow test card", () => {
  it("Persuasive 13 against Resolute 12: 11 or less; the band says Success, why shows 13 and −2 from the guard", async () => {
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ persuasive: 13 }) });
    const guard = await makeActor("shadowMonster", HOSTILE, { attributes: attrs({ resolute: 12 }) });
    target(GM, guard);
    harness.queueFaces([1]);
    await shadowRollAttribute(pc, "persuasive", { skipDialog: true });
    const html = String(rollCards().at(-1)!.content);
    expect(html).not.toContain("<b onmouseover");
    const card = readCard(html);
    expect(card.bandTone).toBe("success");
    expect(card.band).toBe("Success · made by 10");
    expect(card.terms).toEqual([
      ["Persuasive", "13"],
      [`Opposition (${HOSTILE}, against Resolute): 10 − their value`, "−2"],
    ]);
    expect(card.lines).toEqual(["Roll 11 or less on the d20.", "1 is at or under 11: success.", "A 1 is the best face when rolling under."]);
    expect(card.chance).toBe("Chance it had: 55.0%");
    expect(card.dice[0].classes).toEqual(expect.arrayContaining(["kept", "best"]));
  });

  it("an attack: why lists Accurate and the defender's Defense by name; a 20 fails as the worst face", async () => {
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ accurate: 14 }) }, [sword]);
    const ogre = await makeActor("shadowMonster", HOSTILE, { attributes: attrs({ quick: 12 }) });
    target(GM, ogre);
    harness.queueFaces([20]);
    await shadowAttack(pc.items.contents[0] as Item.Implementation, { skipDialog: true });
    const card = readCard(String(rollCards().at(-1)!.content));
    expect(card.bandTone).toBe("failure");
    expect(card.terms[0]).toEqual(["Accurate", "14"]);
    expect(card.terms[1][0]).toBe(`Opposition (${HOSTILE}, against Defense): 10 − their value`);
    expect(card.dice[0].classes).toContain("worst");
    expect(card.lines).toContain("A 20 is the worst face when rolling under.");
  });
});

describe("what the dialog changed, and the damage card", () => {
  // Since the opposed attribute test asks Shadow's own fields (the Advantage, two chances; test-extension.ts), the
  // roll-under family's modifier is no longer in its dialog: a modifier typed in the dialog is read on the attack,
  // whose dialog still has it, with the same numbers (13, −2 from the guard, +3 typed, 14 or less).
  it("a modifier typed in the roll dialog is a term of its own: 13 − 2 from the guard, +3 in the dialog, 14 or less", async () => {
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ accurate: 13 }) }, [sword], { default: 0, [PLAYER.id]: 3 });
    const guard = await makeActor("shadowMonster", "Guard", { attributes: attrs({ quick: 12 }) });
    harness.actAs(PLAYER);
    target(PLAYER, guard);
    answerRollDialog({ edits: { modifier: "1" } });
    harness.queueFaces([14, 5]);
    await shadowAttack(pc.items.contents[0] as Item.Implementation);
    const card = readCard(String(rollCards().at(-1)!.content));
    expect(card.terms).toEqual([
      ["Accurate", "13"],
      ["Opposition (Guard, against Defense): 10 − their value", "−2"],
      ["Changed in the roll dialog", "+3"],
    ]);
    expect(card.lines[0]).toBe("Roll 14 or less on the d20.");
  });

  it("the Advantage ticked in an opposed test's dialog is a term of its own: 13 − 2 from the guard, +2, 13 or less", async () => {
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ persuasive: 13 }) }, [], { default: 0, [PLAYER.id]: 3 });
    const guard = await makeActor("shadowMonster", "Guard", { attributes: attrs({ resolute: 12 }) });
    harness.actAs(PLAYER);
    target(PLAYER, guard);
    answerRollDialog({ edits: { advantage: true } });
    harness.queueFaces([13]);
    await shadowRollAttribute(pc, "persuasive");
    const card = readCard(String(rollCards().at(-1)!.content));
    expect(card.terms).toEqual([
      ["Persuasive", "13"],
      ["Opposition (Guard, against Resolute): 10 − their value", "−2"],
      ["Advantage", "+2"],
    ]);
    expect(card.lines[0]).toBe("Roll 13 or less on the d20.");
  });

  it("a hit's damage card opens on its band: Hit, the armor still to roll", async () => {
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ accurate: 14 }) }, [sword]);
    const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs({ quick: 12 }) });
    target(GM, ogre);
    harness.queueFaces([5, 6]);
    expect(await shadowAttack(pc.items.contents[0] as Item.Implementation, { skipDialog: true })).toBe("hit");
    const damage = readCard(String(harness.messages().at(-1)!.content));
    expect(damage.bandTone).toBe("success");
    // The band now also says the damage the hit deals before armor (the d8's 6), so a reader need not add the boxes.
    expect(damage.band).toMatch(/^Hit for 6 · /);
  });
  it("why on the damage cards: the weapon's dice and Advantage's d4; once applied, the armor subtracted and the total after armor", async () => {
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ accurate: 14 }) }, [sword]);
    const chain = { name: "Chain", type: "shadowArmor", system: { protection: "1d6", impeding: 0, equipped: true } };
    const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs({ quick: 12, strong: 15 }) }, [chain]);
    await ogre.toggleStatusEffect("prone", { active: true });
    target(GM, ogre);
    harness.queueFaces([5, 6, 3]);
    expect(await shadowAttack(pc.items.contents[0] as Item.Implementation, { skipDialog: true })).toBe("hit");
    const damageCard = harness.messages().at(-1)!;
    const damage = readCard(String(damageCard.content));
    expect(damage.terms).toEqual([
      ["Damage dice: Sword, 1d8", "6"],
      ["Advantage: 1d4", "+3"],
    ]);
    expect(damage.lines).toEqual(["The defender's armor is rolled and subtracted when the damage is applied."]);
    harness.queueFaces([4]);
    await runChatAction("shadowApplyDamage", { message: damageCard as never, dataset: {}, event: new Event("click") });
    const applied = readCard(String(harness.messages().at(-1)!.content));
    expect(applied.terms).toEqual([
      ["Damage dice: Sword, 1d8", "6"],
      ["Advantage: 1d4", "+3"],
      ["Armor subtracted: Chain, 1d6", "−4"],
    ]);
    expect(applied.lines).toEqual(["Total after armor: 5 (never below 0)."]);
    expect(applied.band).toMatch(/^Damage 5 · 9 dealt − armor 4/);
  });
});
