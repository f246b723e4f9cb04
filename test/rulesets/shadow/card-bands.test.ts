/**
 * What Shadow's cards say at a glance: the damage card with Advantage gives the total and where it comes from (the
 * weapon's roll and Advantage's d4, not two boxes to add), the Defend card the exact chance of the defender's test as
 * every dice dialog does, and the death-test and damage-applied cards a result band (what became of the character, and
 * the number that decided it).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { shadowAttack, shadowRollDamage } from "../../../module/rulesets/shadow/rolls/attack.js";
import { shadowRollDeathTest } from "../../../module/rulesets/shadow/rolls/death-test.js";
import { harness } from "../../harness/foundry.js";
import { GM, PLAYER, attrs, firstItem, installShadow, lastMessage, makeActor, spear, sword, target } from "./skin-helpers.js";

vi.mock("../../../module/dice/index.js", async () => {
  const odds = await import("../../../module/dice/rules/index.js");
  const fake = await import("./fake-roll-under.js");
  return { ...odds, rollUnder: fake.fakeRollUnder };
});

beforeEach(() => installShadow());

/** The text a reader sees (tags dropped, the escaped apostrophe read back). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&#x3D;/g, "=")
    .replace(/\s+/g, " ")
    .trim();
const band = (html: string) => text(/<p class="dice-card-band[^"]*">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "");

describe("the damage card", () => {
  it("with Advantage: the band says the total, and a line says where it comes from (7 from the weapon + 3 from the d4 = 10)", async () => {
    harness.actAs(GM);
    const ylva = await makeActor("shadowCharacter", "Ylva", { attributes: attrs() }, [sword], { default: 0, [PLAYER.id]: 3 });
    const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs() });
    harness.queueFaces([7, 3]);
    await shadowRollDamage({
      attacker: ylva.uuid,
      defender: ogre.uuid,
      weaponName: "Sword",
      damage: "1d8",
      advantage: true,
      defense: null,
      enteredDefense: null,
    });
    const card = lastMessage().content;
    expect(band(card)).toMatch(/^Hit for 10 ·/);
    expect(text(card)).toContain("Damage 10 = 7 from the weapon's 1d8 + 3 from Advantage's 1d4.");
  });

  it("without Advantage: the total is the weapon's roll", async () => {
    harness.actAs(GM);
    const ylva = await makeActor("shadowCharacter", "Ylva", { attributes: attrs() }, [sword]);
    const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs() });
    harness.queueFaces([6]);
    await shadowRollDamage({
      attacker: ylva.uuid,
      defender: ogre.uuid,
      weaponName: "Sword",
      damage: "1d8",
      advantage: false,
      defense: null,
      enteredDefense: null,
    });
    expect(band(lastMessage().content)).toMatch(/^Hit for 6 ·/);
    expect(text(lastMessage().content)).toContain("Damage 6: the weapon's 1d8.");
  });
});

describe("the Defend card", () => {
  it("gives the exact chance of the defender's test: Defense 13 against Accurate 13 is 10 or less, 50%; blind, two chances to fail, 25%", async () => {
    harness.actAs(GM);
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ quick: 13 }) }, [], { default: 0, [PLAYER.id]: 3 });
    const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs({ accurate: 13 }) }, [spear]);
    target(GM, pc);
    expect(await shadowAttack(firstItem(ogre), { skipDialog: true })).toBe("awaitingDefense");
    expect(lastMessage().content).toContain("roll 10 or less");
    expect(lastMessage().content).toContain("Chance: 50.0%.");
    await pc.toggleStatusEffect("blind", { active: true });
    await shadowAttack(firstItem(ogre), { skipDialog: true });
    expect(lastMessage().content).toContain("Chance: 25.0%.");
  });
});

describe("the death test's band", () => {
  for (const [face, outcome, tone] of [
    [1, "Wakes up", "success"],
    [5, "At death's door", "neutral"],
    [15, "A step closer to death", "failure"],
    [20, "Dies", "failure"],
  ] as const) {
    it(`rolled ${face}: ${outcome}, with the d20 that decided it`, async () => {
      harness.actAs(GM);
      const pc = await makeActor("shadowCharacter", "Ylva", { toughness: { value: 0 } }, [], { default: 0, [PLAYER.id]: 3 });
      harness.actAs(PLAYER);
      harness.queueFaces(face === 1 ? [1, 2] : [face]);
      await shadowRollDeathTest(pc);
      const card = lastMessage().content;
      expect(band(card)).toMatch(new RegExp(`^${outcome} · rolled ${face} on the d20`));
      expect(card).toContain(`dice-card-band ${tone}`);
    });
  }
});

describe("the damage-applied card", () => {
  it("kept private (a GM's Private GM Roll), the public card with the buttons still has a band: what became of the one hit", async () => {
    harness.actAs(GM);
    await game.settings!.set("core", "rollMode", "gmroll");
    const ylva = await makeActor("shadowCharacter", "Ylva", { attributes: attrs() }, [sword]);
    const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs(), toughness: { value: 3 } });
    harness.queueFaces([8]);
    const damage = await shadowRollDamage({
      attacker: ylva.uuid,
      defender: ogre.uuid,
      weaponName: "Sword",
      damage: "1d8",
      advantage: false,
      defense: null,
      enteredDefense: null,
    });
    await runChatAction("shadowApplyDamage", { message: damage as never, dataset: {}, event: { shiftKey: true } as never });
    const card = lastMessage().content;
    expect(card).not.toContain("Toughness");
    expect(band(card)).toBe("Dead");
  });
});
