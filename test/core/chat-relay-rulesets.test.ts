/**
 * Players acting through the GM (README "Players acting through the GM") in Shadow and the Warden, as
 * chat-relay.test.ts does it for G&M: the player's own damage card against the GM's monster (the real flow: Shadow's
 * damage roll names the defender; a Warden attack names its one targeted token), pressed by the player. The GM's
 * client applies it (v13 `CONFIG.queries` and `User#query`, modelled in test/harness/users.ts); with no GM connected,
 * the player is told and nothing changes. Each client is one user at the table: the player's click runs with
 * game.user = PLAYER, the handler on the GM's client with game.user = GM (the harness switches it as the query arrives).
 * Also: system.json asks for no package socket (the queries travel on core's socket; see relay.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { runChatAction } from "../../module/core/chat/chat-actions.js";
import { registerRelay } from "../../module/core/chat/relay.js";
import { shadowRollDamage } from "../../module/rulesets/shadow/rolls/attack.js";
import { registerWardenChatActions } from "../../module/rulesets/warden/chat/actions.js";
import { wardenRollCheck } from "../../module/rulesets/warden/rolls/check.js";
import { GM, PLAYER, castOwnership, harness } from "../harness/foundry.js";
import { DialogV2 } from "../harness/applications.js";
import { installShadow, view } from "../rulesets/shadow/skin-helpers.js";
import { installWarden, sys } from "../rulesets/warden/skin-setup.js";
import { clientsApplying, lastWarning, spentInDamageUpdate } from "./relay-watch.js";

/** The card's button for `action` as the chat log shows it: its data-* are what a click sends (read from the attributes). */
function button(card: ChatMessage.Implementation, action: string): DOMStringMap {
  const template = document.createElement("template");
  template.innerHTML = card.content ?? "";
  const element = template.content.querySelector<HTMLElement>(`[data-anthology-action='${action}']`);
  if (!element) throw new Error(`the card has no ${action} button`);
  const dataset: Record<string, string> = {};
  for (const { name, value } of element.attributes) {
    if (name.startsWith("data-")) dataset[name.slice(5).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
  }
  return dataset as DOMStringMap;
}

async function press(user: typeof GM, card: ChatMessage.Implementation, action: string) {
  harness.actAs(user);
  return runChatAction(action, { message: card, dataset: button(card, action), event: new Event("click") });
}

const create = async (data: object) => (await Actor.create(data as never)) as unknown as Actor.Implementation;

describe("Shadow: a player's damage on the GM's monster", () => {
  beforeEach(() => {
    installShadow();
    registerRelay();
  });

  /** The player's hero hits the GM's troll: the damage card the player's client posts (8 on the d8), naming the troll. */
  async function table() {
    harness.actAs(GM);
    const hero = await create({ name: "Ylva", type: "shadowCharacter", ownership: castOwnership() });
    const troll = await create({ name: "Troll", type: "shadowMonster", ownership: { default: 0 } });
    harness.actAs(PLAYER);
    harness.queueFaces([8]);
    const card = (await shadowRollDamage({
      attacker: hero.uuid,
      defender: troll.uuid,
      weaponName: "Sword",
      damage: "1d8",
      advantage: false,
      defense: null,
      enteredDefense: null,
    }))!;
    expect(card.author?.id).toBe(PLAYER.id);
    return { troll, card };
  }

  it("is applied by the GM's client: the troll loses the damage once", async () => {
    const { troll, card } = await table();
    const before = view(troll).toughness.value;
    const seen = await clientsApplying(() => press(PLAYER, card, "shadowApplyDamage"));
    expect(seen).toEqual([GM.id]);
    // No armor: the whole 8 is taken off Toughness.
    expect(before - view(troll).toughness.value).toBe(8);
    // The spent mark went with the damage, in one update.
    expect(spentInDamageUpdate(troll)).toBe(true);
    // The report is the GM's card.
    expect(harness.messages().at(-1)?.author?.id).toBe(GM.id);
    await press(PLAYER, card, "shadowApplyDamage");
    expect(before - view(troll).toughness.value).toBe(8);
    expect(lastWarning()).toMatch(/already/i);
  });

  it("is refused with a message when no GM is connected; nothing changes", async () => {
    const { troll, card } = await table();
    harness.connect(GM, false);
    const before = view(troll).toughness.value;
    const seen = await clientsApplying(() => press(PLAYER, card, "shadowApplyDamage"));
    expect(seen).toEqual([]);
    expect(view(troll).toughness.value).toBe(before);
    expect(lastWarning()).toMatch(/No GM is connected/);
  });
});

describe("Warden: a player's damage on the GM's creature", () => {
  beforeEach(() => {
    installWarden();
    registerWardenChatActions();
    registerRelay();
  });

  /**
   * The player's hero attacks the GM's creature, targeted when rolling: d20 12, the axe's d10 6 (STR 10: IR 22, no DC,
   * a hit); the attack card names the creature. The player then untargets it: the card's own target takes the damage.
   * The creature's TR (5) is known when rolling: a targeted attack whose TR is still to come waits for the creature's
   * save instead (003 "Check Results", test/rulesets/warden/targeted-attack.test.ts), and offers no damage yet.
   */
  async function table() {
    harness.actAs(GM);
    const hero = await create({
      name: "Barry",
      type: "wardenCharacter",
      ownership: castOwnership(),
      items: [{ name: "Battleaxe", type: "wardenWeapon", system: { die: 10, equipped: true } }],
    });
    const creature = await create({ name: "Bo'Mack", type: "wardenCreature", ownership: { default: 0 }, system: { hp: { value: 9, max: 9 } } });
    harness.actAs(PLAYER);
    PLAYER.targets.add({ actor: creature, name: creature.name });
    harness.queueFaces([12, 6]);
    const axe = hero.items.contents[0]!;
    await wardenRollCheck(hero, { attribute: "str", itemIds: [axe.id ?? ""], kind: "attack", skipDialog: true, opposed: { label: "Bo'Mack", total: 5 } });
    PLAYER.targets.clear();
    const card = [...harness.messages()].reverse().find((m) => m.content.includes("warden-attack"))! as unknown as ChatMessage.Implementation;
    expect(card.author?.id).toBe(PLAYER.id);
    expect((card.system as unknown as { targetUuid: string }).targetUuid).toBe(creature.uuid);
    return { creature, card };
  }

  it("is applied by the GM's client: the creature loses the damage once", async () => {
    const { creature, card } = await table();
    const seen = await clientsApplying(() => press(PLAYER, card, "wardenApplyDamage"));
    expect(seen).toEqual([GM.id]);
    // 6 on the axe die, no armor: 9 − 6.
    expect(sys(creature).hp.value).toBe(3);
    expect(spentInDamageUpdate(creature)).toBe(true);
    await press(PLAYER, card, "wardenApplyDamage");
    expect(sys(creature).hp.value).toBe(3);
    expect(lastWarning()).toMatch(/already used/);
  });

  it("a card whose damage its attack roll shows is applied without asking; a forged amount asks the GM, who declines", async () => {
    const { creature, card } = await table();
    const asked: string[] = [];
    DialogV2.respond((config) => {
      asked.push(String((config as { content?: string }).content));
      return DialogV2.click("no");
    });
    // The player writes a card of their own: the same roll named, the same target, 9 damage instead of 6.
    harness.actAs(PLAYER);
    const forged = (await ChatMessage.create({
      content: card.content,
      speaker: card.speaker,
      type: "wardenCard",
      system: { ...(card.system as unknown as { toObject(): object }).toObject(), damage: 9 },
    } as never)) as unknown as ChatMessage.Implementation;
    await press(PLAYER, forged, "wardenApplyDamage");
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/not what its own roll shows/);
    expect(sys(creature).hp.value).toBe(9);
    expect(lastWarning()).toMatch(/GM declined/);
    // The real card: its roll shows IR and damage, so (the approval setting off) the GM's client applies it unasked.
    DialogV2.clearResponders();
    DialogV2.respond(() => {
      asked.push("real card");
      return DialogV2.click("no");
    });
    await press(PLAYER, card, "wardenApplyDamage");
    expect(asked).toHaveLength(1);
    expect(sys(creature).hp.value).toBe(3);
  });

  it("is refused with a message when no GM is connected; nothing changes", async () => {
    const { creature, card } = await table();
    harness.connect(GM, false);
    const seen = await clientsApplying(() => press(PLAYER, card, "wardenApplyDamage"));
    expect(seen).toEqual([]);
    expect(sys(creature).hp.value).toBe(9);
    expect(lastWarning()).toMatch(/No GM is connected/);
  });

  it("an attack on several targets names none: each is the clicker's to change, and nothing is relayed", async () => {
    harness.actAs(GM);
    const hero = await create({
      name: "Barry",
      type: "wardenCharacter",
      ownership: castOwnership(),
      items: [{ name: "Battleaxe", type: "wardenWeapon", system: { die: 10, equipped: true } }],
    });
    const one = await create({ name: "Bo'Mack", type: "wardenCreature", ownership: { default: 0 }, system: { hp: { value: 9, max: 9 } } });
    const two = await create({ name: "Ox", type: "wardenCreature", ownership: { default: 0 }, system: { hp: { value: 9, max: 9 } } });
    harness.actAs(PLAYER);
    PLAYER.targets.add({ actor: one, name: one.name });
    PLAYER.targets.add({ actor: two, name: two.name });
    harness.queueFaces([12, 6]);
    await wardenRollCheck(hero, { attribute: "str", itemIds: [hero.items.contents[0]!.id ?? ""], kind: "attack", skipDialog: true });
    const card = [...harness.messages()].reverse().find((m) => m.content.includes("warden-attack"))! as unknown as ChatMessage.Implementation;
    expect((card.system as unknown as { targetUuid: string }).targetUuid).toBe("");
    const seen = await clientsApplying(() => press(PLAYER, card, "wardenApplyDamage"));
    expect(seen).toEqual([]);
    expect([sys(one).hp.value, sys(two).hp.value]).toEqual([9, 9]);
    expect(lastWarning()).toMatch(/Only the GM or the owner/);
  });
});

describe("the system's manifest", () => {
  it("asks for no package socket: a query travels on core's socket (relay.ts cites the v13 manifest field)", () => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, "../../system.json"), "utf8")) as Record<string, unknown>;
    expect(manifest.socket).toBeUndefined();
  });
});
