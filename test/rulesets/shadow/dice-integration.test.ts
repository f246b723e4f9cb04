/** The Shadow flows through the dice room's real rollUnder (RollUnderRoll, its card), dialog skipped. */
import { beforeEach, describe, expect, it } from "vitest";
import { shadowRollAttribute } from "../../../module/rulesets/shadow/rolls/attribute-test.js";
import { shadowAttack } from "../../../module/rulesets/shadow/rolls/attack.js";
import { harness } from "../../harness/foundry.js";
import { GM, attrs, installShadow, makeActor, medium, sword, target } from "./skin-helpers.js";

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
