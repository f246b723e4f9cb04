/**
 * A GM rolls a creature's save against a player's targeted attack in "Private GM Roll" or "Blind GM Roll": v13
 * delivers a whispered ROLL message to every client, its rolls' formula and options included (`ChatMessage#visible`,
 * client/documents/chat-message.mjs: a roll is visible to all, only its content is hidden), so the save is posted as
 * the dice room posts a secret DC's detail: a whisper that is no roll message, which reaches only its recipients and
 * its author. The attack's result card still says hit or saved, its damage still applies, and the active GM's client
 * still checks the card's numbers against the save it names (`wardenDamageDecided`).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { registerWardenChatActions } from "../../../module/rulesets/warden/chat/actions.js";
import { wardenRollCheck } from "../../../module/rulesets/warden/rolls/check.js";
import { wardenDamageDecided } from "../../../module/rulesets/warden/rolls/contest.js";
import { wardenCard } from "../../../module/rulesets/warden/data/card.js";
import { GM, GM2, LIMITED, OBSERVER, PLAYER, PLAYER2, castOwnership, harness } from "../../harness/foundry.js";
import { heldBy } from "../../core/client-holdings.js";
import { everythingHeld } from "../../core/everything-held.js";
import { answerRollDialog } from "../roll-dialog-answer.js";
import { installWarden, sys } from "./skin-setup.js";

const create = async (data: object) => (await Actor.create(data as never)) as unknown as Actor.Implementation;
type Card = ChatMessage.Implementation & { system: Record<string, unknown> };
const attackCards = () => harness.messages().filter((m) => String(m.content).includes("warden-attack")) as unknown as Card[];
const PLAYERS = [PLAYER, PLAYER2, OBSERVER, LIMITED];

beforeEach(() => {
  installWarden();
  registerWardenChatActions();
});

/** Ael'Onor (the player's, STR 10, an axe d6) attacks the GM's Bo'Mack (STR 14, DEX 5, a Heater d4, HP 12): IR 28, damage 6. */
async function attackOnBoMack() {
  harness.actAs(GM);
  harness.connect(GM2, false);
  const ael = await create({
    name: "Ael'Onor",
    type: "wardenCharacter",
    ownership: castOwnership(),
    system: { str: { value: 10, max: 10 } },
    items: [{ name: "Axe", type: "wardenWeapon", system: { die: 6 } }],
  });
  const bo = await create({
    name: "Bo'Mack",
    type: "wardenCreature",
    ownership: { default: 0 },
    system: { str: { value: 14, max: 14 }, dex: { value: 5, max: 5 }, hp: { value: 12, max: 12 } },
    items: [{ name: "Heater", type: "wardenArmor", system: { armor: 0, shield: true, objectDie: 4 } }],
  });
  harness.actAs(PLAYER);
  PLAYER.targets.add({ actor: bo, name: "Bo'Mack" });
  answerRollDialog({ edits: { rollMode: "publicroll" } });
  harness.queueFaces([12, 6]);
  await wardenRollCheck(ael, { kind: "attack", itemIds: [ael.items.contents[0]!.id!] });
  PLAYER.targets.clear();
  return { ael, bo, attack: attackCards().at(-1)! };
}

/** The GM rolls Bo'Mack's save from the attack card in `mode`, faces `faces`; answers the result card and the save's message. */
async function gmSaves(attack: Card, mode: "gmroll" | "blindroll" | "publicroll", faces: number[]) {
  harness.actAs(GM);
  await game.settings!.set("core", "rollMode", mode);
  harness.queueFaces(faces);
  await runChatAction("wardenContestSave", { message: attack as never, dataset: {}, event: { shiftKey: true } as never });
  const result = attackCards().at(-1)!;
  const save = game.messages!.get(String(result.system.saveId)) as ChatMessage.Implementation | undefined;
  return { result, save };
}

/** What a client must not hold of Bo'Mack's save: his STR as a number, his shield's name, the save's formula or TR. */
function expectNoCreatureNumbers(tr: number) {
  for (const user of PLAYERS) {
    for (const held of heldBy(user)) {
      expect(held.data, user.name).not.toContain("Heater");
      expect(held.data, user.name).not.toMatch(/\+ ?14/);
      expect(held.numbers, user.name).not.toContain(14);
      expect(held.numbers, user.name).not.toContain(tr);
    }
  }
}

describe("a GM's private save for a Warden creature", () => {
  it("Private GM Roll: no player's client holds Bo'Mack's numbers; the GMs hold the save; hit and damage still apply", async () => {
    const { bo, attack } = await attackOnBoMack();
    // d20 5 + STR 14 + Heater d4 3 = TR 22; IR 28 ≥ 22: the attack lands.
    const { result, save } = await gmSaves(attack, "gmroll", [5, 3]);
    expect(save).toBeDefined();
    expectNoCreatureNumbers(22);
    // The save is a whisper to the GMs that is no roll message: both GMs' clients hold it, with its dice and TR.
    expect(save!.rolls ?? []).toHaveLength(0);
    for (const gm of [GM, GM2]) expect(heldBy(gm).find((h) => h.id === save!.id)?.text ?? "", gm.name).toContain("22");
    expect(everythingHeld(save)).toContain("Heater");
    // The result card the players read: hit, damage 6, no TR; its button still applies the damage.
    expect(result.system).toMatchObject({ kind: "contest", hit: true, damage: 6, ir: 28, tr: null, targetUuid: bo.uuid });
    expect(result.content).toContain("wardenApplyDamage");
    for (const user of PLAYERS)
      expect(
        heldBy(user).some((h) => h.id === result.id),
        user.name,
      ).toBe(true);
    // The active GM's client checks the card against the save it names (what a relayed request is weighed by).
    expect(await harness.onClientOf(GM, () => wardenDamageDecided(result))).toBe(true);
    expect(await harness.onClientOf(GM2, () => wardenDamageDecided(result))).toBe(true);
    await runChatAction("wardenApplyDamage", { message: result as never, dataset: {}, event: new Event("click") });
    expect(sys(bo).hp.value).toBe(6);
  });

  it("Blind GM Roll: the same, and a winning save (TR 38 > IR 28) says saved with no damage to apply", async () => {
    const { bo, attack } = await attackOnBoMack();
    const { result, save } = await gmSaves(attack, "blindroll", [20, 4]);
    expectNoCreatureNumbers(38);
    expect(save!.rolls ?? []).toHaveLength(0);
    expect(result.system).toMatchObject({ kind: "contest", hit: false, tr: null });
    expect(result.content).not.toContain("wardenApplyDamage");
    expect(sys(bo).hp.value).toBe(12);
  });

  it("the card is decided only by its own save: a card claiming a hit that the save's TR refutes is not decided", async () => {
    const { attack } = await attackOnBoMack();
    // TR 38 > IR 28: saved. A GM's hand-made contest card naming that save but claiming a hit with IR 28 is refuted.
    const { result } = await gmSaves(attack, "gmroll", [20, 4]);
    harness.actAs(GM);
    const forged = (await ChatMessage.create({
      content: "<div class='warden-attack'></div>",
      ...wardenCard({ ...(result.system as object), hit: true, damage: 6 } as never),
    } as never)) as unknown as Card;
    expect(await harness.onClientOf(GM, () => wardenDamageDecided(forged))).toBe(false);
    // A save by another author decides no card: the player's copy of the GM's card, naming the GM's save, is not decided.
    harness.actAs(PLAYER);
    const players = (await ChatMessage.create({
      content: "<div class='warden-attack'></div>",
      ...wardenCard({ ...(result.system as object) } as never),
    } as never)) as unknown as Card;
    expect(await harness.onClientOf(GM, () => wardenDamageDecided(players))).toBe(false);
  });

  it("a save rolled for everyone stays a roll message: the players see its TR, and the card is decided by its roll", async () => {
    const { attack } = await attackOnBoMack();
    const { result, save } = await gmSaves(attack, "publicroll", [5, 3]);
    expect(save!.rolls ?? []).toHaveLength(1);
    expect(result.system).toMatchObject({ hit: true, tr: 22 });
    expect(await harness.onClientOf(GM, () => wardenDamageDecided(result))).toBe(true);
  });
});
