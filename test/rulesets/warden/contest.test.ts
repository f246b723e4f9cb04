/** Contested checks settled in play (audit gap 1): IR ≥ TR lands the attack, a winning save offers no damage. */
import { beforeEach, describe, expect, it } from "vitest";
import { GM, harness } from "../../harness/foundry.js";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { registerWardenChatActions } from "../../../module/rulesets/warden/chat/actions.js";
import { wardenRollCheck } from "../../../module/rulesets/warden/rolls/check.js";
import { wardenAttackLands, wardenContested } from "../../../module/rules.js";
import { installWarden, makeActor, sys } from "./skin-setup.js";

const axe = { name: "Recently Sharpened Axe", type: "wardenWeapon", system: { die: 10, sharp: true, bulky: true, twoHanded: true } };

async function aelOnor() {
  return makeActor("wardenCharacter", "Ael'Onor", { str: { value: 10, max: 10 } }, [axe]);
}

function attackCards() {
  return harness.messages().filter((m) => String(m.content).includes("warden-attack"));
}

beforeEach(() => installWarden());

describe("contested checks (003, Check Results)", () => {
  it("pure: an action wins on IR ≥ TR, a save on TR > IR; no known result, no verdict", () => {
    expect(wardenContested({ role: "initiator", total: 28, opposed: 21 })).toBe(true);
    expect(wardenContested({ role: "initiator", total: 21, opposed: 21 })).toBe(true);
    expect(wardenContested({ role: "target", total: 21, opposed: 21 })).toBe(false);
    expect(wardenContested({ role: "target", total: 22, opposed: 21 })).toBe(true);
    expect(wardenContested({ role: "initiator", total: 28, opposed: null })).toBeNull();
    expect(wardenAttackLands(null)).toBe(true);
    expect(wardenAttackLands(false)).toBe(false);
  });

  it("Ael'Onor's IR 28 against Bo'Mack's TR 21: the attack lands and the card offers 6 damage", async () => {
    const ael = await aelOnor();
    const axeId = ael.items.contents[0]!.id!;
    // +1 Adv on the d20: [7, 12] keeps 12; STR 10; the sharp axe's d10 with Adv: [2, 6] keeps 6. 12 + 10 + 6 = 28.
    harness.queueFaces([7, 12, 2, 6]);
    const out = await wardenRollCheck(ael, { kind: "attack", itemIds: [axeId], advantage: 1, skipDialog: true, opposed: { label: "Bo'Mack", total: 21 } });
    expect(out?.evaluation.total).toBe(28);
    expect(out?.evaluation.success).toBe(true);
    const card = attackCards().at(-1)!;
    expect(card.content).toContain('data-anthology-action="wardenApplyDamage"');
    expect(card.content).toContain('data-damage="6"');
    expect(card.content).toContain("IR 28 against Bo&#x27;Mack: 21");
  });

  it("a winning save (TR 29 against IR 28) leaves no Apply damage button", async () => {
    const ael = await aelOnor();
    const axeId = ael.items.contents[0]!.id!;
    harness.queueFaces([7, 12, 2, 6]);
    const out = await wardenRollCheck(ael, { kind: "attack", itemIds: [axeId], advantage: 1, skipDialog: true, opposed: { label: "Bo'Mack", total: 29 } });
    expect(out?.evaluation.success).toBe(false);
    const card = attackCards().at(-1)!;
    expect(card.content).not.toContain("wardenApplyDamage");
    expect(card.content).toContain("save wins");
  });

  it("an action that uses a weapon as object die posts no attack card", async () => {
    const ael = await aelOnor();
    const axeId = ael.items.contents[0]!.id!;
    harness.queueFaces([10, 5]);
    await wardenRollCheck(ael, { kind: "action", itemIds: [axeId], skipDialog: true });
    expect(attackCards()).toHaveLength(0);
  });
});

describe("attacks on several targets (003, Attack Modifiers): one roll, each target saves", () => {
  it("three goblins against IR 15 and 6 damage: the one that saves takes none, Armor 2 takes 4, the third 6", async () => {
    registerWardenChatActions();
    const nimble = await makeActor("wardenCreature", "Nimble", { hp: { value: 9, max: 9 }, dex: { value: 10, max: 10 } });
    const armored = await makeActor("wardenCreature", "Armored", { hp: { value: 9, max: 9 }, dex: { value: 5, max: 5 }, armorValue: 2 });
    const plain = await makeActor("wardenCreature", "Plain", { hp: { value: 9, max: 9 }, dex: { value: 5, max: 5 } });
    for (const actor of [nimble, armored, plain]) GM.targets.add({ actor });
    // Each save is d20 + DEX against IR 15 (TR > IR saves): 10 + 10 = 20 saves; 2 + 5 = 7 and 3 + 5 = 8 fail.
    harness.queueFaces([10, 2, 3]);
    const message = await ChatMessage.create({
      content: "",
      type: "wardenCard",
      system: { damage: 6, ir: 15 },
    } as never); /* a system card is a wardenCard message, and the action reads its values from its system (CONTRIBUTING "Chat cards") */
    const out = (await runChatAction("wardenApplyDamage", {
      message: message as never,
      dataset: { damage: "6", ir: "15" },
      event: { shiftKey: true } as never,
    })) as {
      saved: boolean;
      damage: number;
      tr: number | null;
    }[];
    expect(out.map((o) => [o.tr, o.saved, o.damage])).toEqual([
      [20, true, 0],
      [7, false, 4],
      [8, false, 6],
    ]);
    expect(sys(nimble).hp.value).toBe(9);
    expect(sys(armored).hp.value).toBe(5);
    expect(sys(plain).hp.value).toBe(3);
  });

  it("a single target takes the damage at once (the contest was settled on the attack)", async () => {
    registerWardenChatActions();
    const bo = await makeActor("wardenCreature", "Bo'Mack", { hp: { value: 9, max: 9 }, armorValue: 1 });
    GM.targets.add({ actor: bo });
    const message = await ChatMessage.create({
      content: "",
      type: "wardenCard",
      system: { damage: 6, ir: 28 },
    } as never); /* a system card is a wardenCard message, and the action reads its values from its system (CONTRIBUTING "Chat cards") */
    await runChatAction("wardenApplyDamage", { message: message as never, dataset: { damage: "6", ir: "28" }, event: { shiftKey: true } as never });
    expect(sys(bo).hp.value).toBe(4);
  });
});
