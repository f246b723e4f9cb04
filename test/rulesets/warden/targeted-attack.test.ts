/**
 * A targeted attack is a Contested Check (003 "Actions": "If it is a CC: Notifies the Target(s) to make a Save";
 * "Check Results": IR ≥ TR, the Initiator succeeds). The player's dialog shows the exact chance against the targeted
 * creature's save; the attack card gives no verdict until the target's save is rolled from it; the result card says
 * hit or saved with the number that decided it. The creature's numbers stay off the player's cards and roll.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { registerWardenChatActions } from "../../../module/rulesets/warden/chat/actions.js";
import { wardenRollCheck } from "../../../module/rulesets/warden/rolls/check.js";
import { wardenDefence } from "../../../module/rules.js";
import { GM, PLAYER, castOwnership, harness } from "../../harness/foundry.js";
import { heldBy } from "../../core/client-holdings.js";
import { answerRollDialog } from "../roll-dialog-answer.js";
import { installWarden, sys } from "./skin-setup.js";

const create = async (data: object) => (await Actor.create(data as never)) as unknown as Actor.Implementation;
const live = (form: HTMLFormElement, name: string) => form.querySelector(`[data-live="${name}"]`)?.textContent ?? "";
type Card = { content: string; system: Record<string, unknown>; id: string; author?: { id?: string } | null };
const cards = () => harness.messages().filter((m) => String(m.content).includes("warden-attack")) as unknown as Card[];

/** P(d20 + 10 + d6 ≥ d20 + 14 + d4), counted over every face (4 × 20 × 20 × 6 outcomes). */
function contestChance(): number {
  let wins = 0;
  let all = 0;
  for (let a = 1; a <= 20; a++)
    for (let w = 1; w <= 6; w++)
      for (let b = 1; b <= 20; b++)
        for (let s = 1; s <= 4; s++) {
          all++;
          if (a + 10 + w >= b + 14 + s) wins++;
        }
  return wins / all;
}

beforeEach(() => {
  installWarden();
  registerWardenChatActions();
});

/** Ael'Onor (the player's, STR 10, an axe d6) targets the GM's Bo'Mack (STR 14, DEX 5, a Heater d4, HP 12, no armor). */
async function table() {
  harness.actAs(GM);
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
  return { ael, bo, axe: ael.items.contents[0]!.id! };
}

/** The player attacks with the dialog open; returns what the dialog's top said and the attack card. */
async function playerAttacks(ael: Actor.Implementation, bo: Actor.Implementation, axe: string, faces: number[]) {
  harness.actAs(PLAYER);
  PLAYER.targets.add({ actor: bo, name: "Bo'Mack" });
  const top: string[] = [];
  answerRollDialog({
    seen: (dialog) => {
      const form = dialog.element instanceof HTMLFormElement ? dialog.element : dialog.element!.querySelector("form")!;
      top.push(live(form, "headline"), live(form, "percent"));
    },
    edits: { rollMode: "publicroll" },
  });
  harness.queueFaces(faces);
  const out = await wardenRollCheck(ael, { kind: "attack", itemIds: [axe] });
  PLAYER.targets.clear();
  return { out, top, card: cards().at(-1)! };
}

describe("a targeted attack, as the player rolls it", () => {
  it("pure: the defender starts from the better of STR and DEX (STR on a tie) with its shields' dice", () => {
    expect(wardenDefence({ str: 14, dex: 5, shields: [{ label: "Heater", faces: 4 }] })).toEqual({
      attribute: "str",
      modifier: 14,
      objects: [{ label: "Heater", faces: 4, advantage: 0 }],
    });
    expect(wardenDefence({ str: 8, dex: 12 })).toEqual({ attribute: "dex", modifier: 12, objects: [] });
    expect(wardenDefence({ str: 9, dex: 9, shields: [{ label: "x", faces: 1 }] })).toMatchObject({ attribute: "str", objects: [] });
  });

  it("the dialog shows the exact chance against Bo'Mack's save; the card waits for it with no verdict and no damage button", async () => {
    const { ael, bo, axe } = await table();
    const { out, top, card } = await playerAttacks(ael, bo, axe, [12, 6]);
    expect(top[0]).toBe("IR vs Bo'Mack");
    expect(top[1]).toBe(`${(contestChance() * 100).toFixed(1)}% chance of success`);
    expect(out?.evaluation.total).toBe(28);
    expect(card.author?.id).toBe(PLAYER.id);
    expect(card.content).toContain("dice-card-band neutral");
    expect(card.content).toContain("Waiting for Bo&#x27;Mack&#x27;s save");
    expect(card.content).not.toContain(">Hit<");
    expect(card.content).not.toContain("wardenApplyDamage");
    expect(card.content).toContain('data-anthology-action="wardenContestSave"');
    expect(card.system).toMatchObject({ pending: true, hit: false, ir: 28, damage: 6, targetUuid: bo.uuid });
    // Nothing the player's client holds names Bo'Mack's shield or carries his STR as a number the roll compared with.
    for (const held of heldBy(PLAYER)) {
      expect(held.data).not.toContain("Heater");
      expect(held.numbers).not.toContain(14);
    }
  });

  it("the player may not roll Bo'Mack's save; the GM rolls it and the result card says hit, with the damage to apply", async () => {
    const { ael, bo, axe } = await table();
    const { card } = await playerAttacks(ael, bo, axe, [12, 6]);
    harness.actAs(PLAYER);
    expect(await runChatAction("wardenContestSave", { message: card as never, dataset: {}, event: { shiftKey: true } as never })).toBeNull();
    expect(cards()).toHaveLength(1);
    harness.actAs(GM);
    await game.settings!.set("core", "rollMode", "gmroll");
    // Bo'Mack: d20 5 + STR 14 + Heater d4 3 = TR 22; IR 28 ≥ 22: the attack lands.
    harness.queueFaces([5, 3]);
    await runChatAction("wardenContestSave", { message: card as never, dataset: {}, event: { shiftKey: true } as never });
    const result = cards().at(-1)!;
    expect(result.id).not.toBe(card.id);
    // The result card is Bo'Mack's (he rolled the save that decided it): being hit is his red band.
    expect(result.content).toContain("dice-card-band failure");
    expect(result.content).toContain("Damage 6");
    expect(result.content).toContain("wardenApplyDamage");
    // The save was rolled privately: the TR is not on the card the players read.
    expect(result.system).toMatchObject({ kind: "contest", hit: true, damage: 6, ir: 28, tr: null, targetUuid: bo.uuid });
    expect(result.content).not.toContain("22");
    // A second press of the save is refused: the card's save is spent on Bo'Mack.
    harness.queueFaces([1, 1]);
    expect(await runChatAction("wardenContestSave", { message: card as never, dataset: {}, event: { shiftKey: true } as never })).toBeNull();
    expect(cards()).toHaveLength(2);
    await runChatAction("wardenApplyDamage", { message: result as never, dataset: {}, event: new Event("click") });
    expect(sys(bo).hp.value).toBe(6);
  });

  it("a save rolled for everyone shows its TR; a winning save (TR 38 > IR 28) leaves no damage to apply", async () => {
    const { ael, bo, axe } = await table();
    const { card } = await playerAttacks(ael, bo, axe, [12, 6]);
    harness.actAs(GM);
    await game.settings!.set("core", "rollMode", "publicroll");
    harness.queueFaces([20, 4]);
    await runChatAction("wardenContestSave", { message: card as never, dataset: {}, event: { shiftKey: true } as never });
    const result = cards().at(-1)!;
    expect(result.content).toContain("dice-card-band success");
    expect(result.content).toContain("IR 28 against Bo&#x27;Mack: 38");
    expect(result.content).not.toContain("wardenApplyDamage");
    expect(result.system).toMatchObject({ hit: false, tr: 38 });
  });

  it("the GM's creature attacks the player's character: the owning player rolls the save from the GM's card", async () => {
    const { ael, bo } = await table();
    harness.actAs(GM);
    const claws = (await bo.createEmbeddedDocuments("Item", [{ name: "Claws", type: "wardenWeapon", system: { die: 8 } }] as never)) as unknown as {
      id: string;
    }[];
    GM.targets.add({ actor: ael, name: "Ael'Onor" });
    // Bo'Mack: d20 15 + STR 14 + claws d8 5 = IR 34 (his Heater is no attack die: not ticked).
    harness.queueFaces([15, 5]);
    await wardenRollCheck(bo, { kind: "attack", itemIds: [claws[0]!.id], skipDialog: true });
    GM.targets.clear();
    const card = cards().at(-1)!;
    expect(card.system).toMatchObject({ pending: true, ir: 34, targetUuid: ael.uuid });
    // Ael'Onor defends with STR 10 (no shield): d20 20 + 10 = TR 30 < 34, hit.
    harness.actAs(PLAYER);
    harness.queueFaces([20]);
    await runChatAction("wardenContestSave", { message: card as never, dataset: {}, event: { shiftKey: true } as never });
    const result = cards().at(-1)!;
    expect(result.author?.id).toBe(PLAYER.id);
    expect(result.system).toMatchObject({ kind: "contest", hit: true, damage: 5, targetUuid: ael.uuid });
    await runChatAction("wardenApplyDamage", { message: result as never, dataset: {}, event: new Event("click") });
    expect(sys(ael).hp.value).toBeLessThan(sys(ael).hp.max);
  });

  it("with no target and no DC the card has no verdict (the Warden compares) but keeps its damage button", async () => {
    const { ael, axe } = await table();
    harness.actAs(PLAYER);
    harness.queueFaces([12, 6]);
    await wardenRollCheck(ael, { kind: "attack", itemIds: [axe], skipDialog: true });
    const card = cards().at(-1)!;
    expect(card.content).toContain("dice-card-band neutral");
    expect(card.content).toContain("The Warden compares");
    expect(card.content).toContain("wardenApplyDamage");
  });
});
