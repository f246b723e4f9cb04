/** The Shadow flows through the dice room's real rollUnder (RollUnderRoll, its card), dialog skipped. */
import { beforeEach, describe, expect, it } from "vitest";
import { shadowRollAttribute } from "../../../module/rulesets/shadow/rolls/attribute-test.js";
import { shadowAttack } from "../../../module/rulesets/shadow/rolls/attack.js";
import { harness } from "../../harness/foundry.js";
import { answerRollDialog } from "../roll-dialog-answer.js";
import { GM, PLAYER, attrs, installShadow, makeActor, medium, sword, target } from "./skin-helpers.js";

beforeEach(async () => {
  installShadow();
  const dice = await import("../../../module/dice/index.js");
  dice.registerDice();
});

describe("Shadow success tests through RollUnderRoll", () => {
  it("Persuasive 13 against Resolute 12: 11 or less; a 11 succeeds", async () => {
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ persuasive: 13 }) });
    const guard = await makeActor("shadowMonster", "Guard", { attributes: attrs({ resolute: 12 }) });
    target(GM, guard);
    harness.queueFaces([11]);
    const result = await shadowRollAttribute(pc, "persuasive", { skipDialog: true });
    // 13 + (10 − 12) = 11: the dice room evaluates against attribute + modifier.
    expect(result?.evaluation).toMatchObject({ die: 11, target: 11, success: true, margin: 0 });
    expect(result?.roll.constructor.name).toBe("RollUnderRoll");
  });

  it("an attack hits, then the damage card follows", async () => {
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ accurate: 14 }) }, [sword]);
    const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs({ quick: 12 }) }, [medium]);
    target(GM, ogre);
    harness.queueFaces([15, 6]);
    const item = (pc.items as unknown as Map<string, Item.Implementation>).values().next().value!;
    expect(await shadowAttack(item, { skipDialog: true })).toBe("hit");
    const [attackCard, damageCard] = harness.messages().slice(-2);
    expect((attackCard!.rolls[0] as { constructor: { name: string } }).constructor.name).toBe("RollUnderRoll");
    expect(damageCard!.content).toContain("shadowApplyDamage");
  });
});

describe("the opposed test's dialog says the test as the text writes it (issue 14)", () => {
  // The opposed test asks Shadow's own fields since issue 15 (test-extension.ts: the Advantage and two chances, the
  // opposition instead of the GM's difficulty), not the roll-under family's modifier: the Advantage is the edit here
  // (13 − 2 + 2 = 13); the modifier typed in a dialog is read on the attack (why-cards.test.ts).
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`${who}: Persuasive 13 against the Guard's Resolute 12 opens on 'Persuasive 13 − 2 = 11' and 55.0%; the Advantage redraws both`, async () => {
      const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ persuasive: 13 }) }, [], { default: 0, [PLAYER.id]: 3 });
      const troll = await makeActor("shadowMonster", "Guard", { attributes: attrs({ resolute: 12 }) });
      harness.actAs(user);
      target(user, troll);
      let opened = { headline: "", percent: "" };
      let edited = { headline: "", percent: "" };
      answerRollDialog({
        seen: (dialog) => (opened = { headline: dialog.liveText().headline, percent: dialog.liveText().percent }),
        edits: { advantage: true },
        edited: (_dialog, form) =>
          (edited = {
            headline: form.querySelector('[data-live="headline"]')!.textContent!,
            percent: form.querySelector('[data-live="percent"]')!.textContent!,
          }),
      });
      harness.queueFaces([13]);
      const result = await shadowRollAttribute(pc, "persuasive");
      expect(opened).toEqual({ headline: "Persuasive 13 − 2 = 11", percent: "55.0% chance of success" });
      expect(edited).toEqual({ headline: "Persuasive 13 = 13", percent: "65.0% chance of success" });
      expect(result?.evaluation).toMatchObject({ die: 13, target: 13, success: true });
    });
  }
});
