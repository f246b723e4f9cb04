/**
 * The worked examples of 003 carried through the documents, the dice room's AdvantageRoll (forced faces)
 * and the chat actions.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { harness } from "../../harness/foundry.js";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { registerWardenChatActions } from "../../../module/rulesets/warden/chat/actions.js";
import { wardenCriticalSaveFlow, wardenDamageActor } from "../../../module/rulesets/warden/rolls/damage.js";
import { wardenRollCheck } from "../../../module/rulesets/warden/rolls/check.js";
import { wardenSucceeds } from "../../../module/rules.js";
import { wardenMoraleFlow } from "../../../module/rulesets/warden/rolls/oracles.js";
import { installWarden, makeActor, sys } from "./skin-setup.js";

beforeEach(() => {
  installWarden();
  registerWardenChatActions();
});

async function aelOnor() {
  return makeActor("wardenCharacter", "Ael'Onor", { str: { value: 10, max: 10 }, dex: { value: 11, max: 11 }, hp: { value: 6, max: 6 } }, [
    { name: "Two-Handed Axe", type: "wardenWeapon", system: { die: 10, sharp: true, bulky: true, slots: 2, twoHanded: true, equipped: true } },
  ]);
}

async function boMack() {
  return makeActor("wardenCreature", "Bo'Mack", { str: { value: 9, max: 9 }, hp: { value: 9, max: 9 } }, [
    { name: "Heater", type: "wardenArmor", system: { armor: 1, objectDie: 6, shield: true, equipped: true } },
  ]);
}

describe("Example 1: Ael'Onor attacks Bo'Mack with the recently sharpened axe", () => {
  it("IR 28 (STR, +1 Adv, sharp axe die with Adv) vs TR 21 (STR + Heater die): 6 on the axe die − 1 armor = 5 damage", async () => {
    const ael = await aelOnor();
    const bo = await boMack();
    const axe = ael.items.contents[0]!;
    // Base 2d20kh: 7, 12 → 12; axe 2d10kh: 2, 6 → 6; STR 10 → IR 28.
    harness.queueFaces([7, 12, 2, 6]);
    const attack = await wardenRollCheck(ael, { attribute: "str", itemIds: [axe.id ?? ""], kind: "attack", advantage: 1, skipDialog: true });
    expect(attack?.evaluation.total).toBe(28);
    expect(attack?.evaluation.objects[0]?.kept).toBe(6);
    const attackCard = harness.messages().find((m) => m.content.includes("warden-attack"))!;
    expect(attackCard.content).toContain('data-damage="6"');

    // Bo'Mack blocks with STR and the Heater's die, no Adv or DisAdv: 9 + 9 + 3 = 21.
    const heater = bo.items.contents[0]!;
    harness.queueFaces([9, 3]);
    const save = await wardenRollCheck(bo, { attribute: "str", itemIds: [heater.id ?? ""], kind: "save", skipDialog: true });
    expect(save?.evaluation.total).toBe(21);
    expect(wardenSucceeds({ initiator: 28, target: 21 })).toBe(true);

    (game.user as unknown as { targets: Set<unknown> }).targets.add({ actor: bo });
    await runChatAction("wardenApplyDamage", { message: attackCard as never, dataset: { damage: "6" }, event: new Event("click") });
    expect(sys(bo).hp.value).toBe(4); // 5 damage
  });
});

describe("Example 2: the boulder", () => {
  it("DC 24, DEX with +1 DisAdv: a natural 1 and TR 12, the save fails; 3 damage and 1 more", async () => {
    const ael = await aelOnor();
    harness.queueFaces([15, 1]);
    const save = await wardenRollCheck(ael, { attribute: "dex", kind: "save", advantage: -1, dc: 24, skipDialog: true });
    expect(save?.evaluation.natural1).toBe(true);
    expect(save?.evaluation.total).toBe(12);
    expect(save?.evaluation.success).toBe(false);
    await wardenDamageActor(ael, 3, { ignoreArmor: true });
    await wardenDamageActor(ael, 1, { ignoreArmor: true });
    expect(sys(ael).hp.value).toBe(2);
  });
});

describe("critical damage saves", () => {
  it("a failed DC 15 STR save leaves a PC critical; bandages are the way back", async () => {
    const pc = await makeActor("wardenCharacter", "Hurt", { hp: { value: 0, max: 6 }, str: { value: 8, max: 12 } });
    harness.queueFaces([3]);
    expect(await wardenCriticalSaveFlow(pc, true)).toBe("critical");
    expect(sys(pc).condition).toBe("critical");
    expect(pc.statuses.has("critical")).toBe(true);
  });

  it("an NPC that fails is dead; a detachment is routed", async () => {
    const npc = await makeActor("wardenCreature", "Goblin", { str: { value: 5, max: 5 } });
    harness.queueFaces([2]);
    expect(await wardenCriticalSaveFlow(npc, true)).toBe("dead");
    const band = await makeActor("wardenCreature", "Goblin band", { str: { value: 5, max: 5 }, detachment: true });
    harness.queueFaces([2]);
    expect(await wardenCriticalSaveFlow(band, true)).toBe("routed");
  });

  it("Doomed (Scars 12): passing the next save rolls 3d6 for max HP and clears the mark", async () => {
    const pc = await makeActor("wardenCharacter", "Doomed", { hp: { value: 0, max: 6 }, str: { value: 8, max: 12 }, marks: ["doomed"] });
    harness.queueFaces([18, 6, 6, 2]);
    expect(await wardenCriticalSaveFlow(pc, true)).toBe("fighting");
    expect(sys(pc).hp.max).toBe(14);
    expect(sys(pc).marks).toEqual([]);
  });

  it("the damage card's button rolls the save for the owner", async () => {
    const pc = await makeActor("wardenCharacter", "Button", { hp: { value: 0, max: 6 }, str: { value: 8, max: 12 } });
    (globalThis as unknown as { fromUuid: (u: string) => Promise<unknown> }).fromUuid = async (uuid: string) => (uuid === pc.uuid ? pc : null);
    harness.queueFaces([10]);
    const message = await ChatMessage.create({
      content: "",
      type: "wardenCard",
      system: { actorUuid: pc.uuid },
    } as never); /* a system card is a wardenCard message, and the action reads its values from its system (CONTRIBUTING "Chat cards") */
    await runChatAction("wardenCriticalSave", { message: message as never, dataset: { actorUuid: pc.uuid }, event: { shiftKey: true } as unknown as Event });
    expect(sys(pc).condition).toBe("fighting"); // 10 + 8 = 18 > 15
  });
});

describe("scar saves and morale", () => {
  it("Deafened (Scars 8): the WIL save from the card, passed, raises max WIL by 1d4", async () => {
    const pc = await makeActor("wardenCharacter", "Deaf", { hp: { value: 0, max: 6 }, wil: { value: 10, max: 10 } });
    (globalThis as unknown as { fromUuid: (u: string) => Promise<unknown> }).fromUuid = async () => pc;
    harness.queueFaces([15, 3]); // WIL save 15 + 10 = 25 > 20, then 1d4 = 3
    const message = await ChatMessage.create({
      content: "",
      type: "wardenCard",
      system: { actorUuid: pc.uuid, entry: 8 },
    } as never); /* a system card is a wardenCard message, and the action reads its values from its system (CONTRIBUTING "Chat cards") */
    await runChatAction("wardenScarSave", {
      message: message as never,
      dataset: { actorUuid: pc.uuid, entry: "8" },
      event: { shiftKey: true } as unknown as Event,
    });
    expect(sys(pc).wil.max).toBe(13);
    expect(sys(pc).marks).toContain("deafened");
  });

  it("a morale save with the leader's WIL", async () => {
    const band = await makeActor("wardenCreature", "Band", { wil: { value: 3, max: 3 }, morale: { useLeader: true, leaderWil: 14, checked: [] } });
    harness.queueFaces([7]); // 7 + 14 = 21 > 20
    expect(await wardenMoraleFlow(band, "firstCasualty", true)).toBe("stands");
    expect((sys(band) as unknown as { morale: { checked: string[] } }).morale.checked).toEqual(["firstCasualty"]);
  });
});

describe("unarmed and two weapons", () => {
  it("unarmed attacks roll a d4 as their damage", async () => {
    const pc = await makeActor("wardenCharacter", "Brawler", { str: { value: 10, max: 10 } });
    harness.queueFaces([11, 3]);
    const out = await wardenRollCheck(pc, { attribute: "str", kind: "attack", unarmed: true, skipDialog: true });
    expect(out?.evaluation.total).toBe(24);
    expect(harness.messages().at(-1)!.content).toContain('data-damage="3"');
  });

  it("two weapons: both damage dice roll and the highest is the damage", async () => {
    const pc = await makeActor("wardenCharacter", "Twin", { str: { value: 10, max: 10 } }, [
      { name: "Sword", type: "wardenWeapon", system: { die: 8 } },
      { name: "Dagger", type: "wardenWeapon", system: { die: 6 } },
    ]);
    const ids = pc.items.contents.map((i) => i.id ?? "");
    harness.queueFaces([10, 2, 5]);
    await wardenRollCheck(pc, { attribute: "str", kind: "attack", itemIds: ids, skipDialog: true });
    expect(harness.messages().at(-1)!.content).toContain('data-damage="5"');
    // The damage roll shows on the card, each weapon die with its face (issue 15 "a visible damage roll").
    const dice = [...String(harness.messages().at(-1)!.content).matchAll(/<li><span class="die">(\d+)<\/span> ([^<]+)<\/li>/g)].map((m) => `${m[2]}: ${m[1]}`);
    expect(dice).toEqual(["Sword (d8): 2", "Dagger (d6): 5"]);
  });
});
