/**
 * Who may answer a GM roll request (README "GM roll requests"), and with what. The GM's client settles a result from
 * a roll message a player's client posted (module/core/requests/answer.ts, asked with v13's `User#query`); anyone may
 * post a message carrying the request's flags, so the GM's client accepts only the family's roll with the formula
 * the request rolls, from a user who owns the character (v13 `ChatMessage#author` is set by the server), and the
 * first result for each character.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { runChatAction } from "../../module/core/chat/chat-actions.js";
import { registerRollRequestAdapter } from "../../module/core/requests/adapter.js";
import { REQUEST_RESULT_QUERY, registerRollRequestHandlers } from "../../module/core/requests/answer.js";
import type { GmRequestFlags, PublicRequestFlags } from "../../module/core/requests/cards.js";
import { sendRollRequest } from "../../module/core/requests/send.js";
import { AdvantageRoll } from "../../module/dice/index.js";
import { WARDEN_ROLL_REQUESTS } from "../../module/rulesets/warden/rolls/roll-request.js";
import { GM, OBSERVER, PLAYER, PLAYER2, harness } from "../harness/foundry.js";
import { installWarden, makeActor } from "../rulesets/warden/skin-setup.js";
import { heldBy } from "./client-holdings.js";

/** The hidden DC of the forged-answer report. */
const DC = 30;

beforeEach(() => {
  installWarden();
  registerRollRequestHandlers();
  registerRollRequestAdapter(WARDEN_ROLL_REQUESTS);
});

async function table() {
  harness.actAs(GM);
  const ael = await makeActor("wardenCharacter", "Ael'Onor", { dex: { value: 11, max: 11 } });
  await ael.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  const sent = await sendRollRequest({ ruleset: "warden", actors: [ael], check: "dex", difficulty: DC, hidden: true });
  const card = sent!.message!;
  const id = (card.flags as { anthology: { request: PublicRequestFlags } }).anthology.request.id;
  return { ael, card, gmCard: sent!.gmMessage!, id };
}

const row = (gmCard: ChatMessage.Implementation) => (gmCard.flags as { anthology: { requestGm: GmRequestFlags } }).anthology.requestGm.rows[0]!;

/** `user` posts a message of their own making that claims to answer the request for `actor`, then asks the GM's client to settle it. */
async function forge(user: typeof GM, actor: Actor.Implementation, id: string, roll: Roll): Promise<unknown> {
  harness.actAs(user);
  const message = (await ChatMessage.create({
    content: `<p>${roll.total}</p>`,
    speaker: { alias: actor.name ?? "" },
    rolls: [roll],
    flags: { anthology: { requestRoll: { id, actorUuid: actor.uuid } } },
  } as never)) as ChatMessage.Implementation;
  return (GM as unknown as { query(name: string, data: unknown): Promise<unknown> }).query(REQUEST_RESULT_QUERY, { requestId: id, rollMessageId: message.id });
}

/** The dice room's own save roll, d20 + `modifier`, with the faces forced: what the request's roll would post. */
async function saveRoll(modifier: number, face: number): Promise<Roll> {
  harness.queueFaces([face]);
  const roll = AdvantageRoll.fromSettings({ modifier, advantage: 0, objects: [], dc: null, hidden: true, role: "target", opposed: null }, {
    label: "DEX",
  } as never);
  return (await roll.evaluate()) as unknown as Roll;
}

function press(user: typeof GM, card: ChatMessage.Implementation, actor: Actor.Implementation) {
  harness.actAs(user);
  return runChatAction("rollRequested", {
    message: card,
    dataset: { anthologyAction: "rollRequested", actorUuid: actor.uuid } as DOMStringMap,
    event: new Event("click"),
  });
}

describe("a hidden DC 30 answered by a message of the player's making", () => {
  it("a constant Roll('40') is refused; the real roll afterwards is the answer", async () => {
    const { ael, card, gmCard, id } = await table();
    const constant = (await new Roll("40").evaluate()) as unknown as Roll;
    expect(await forge(PLAYER, ael, id, constant)).toEqual({ ok: false, reason: "WrongRoll" });
    expect(row(gmCard)).toMatchObject({ total: null, success: null });
    // d20 9 + DEX 11 = TR 20, not above 30.
    harness.queueFaces([9]);
    await press(PLAYER, card, ael);
    expect(row(gmCard)).toMatchObject({ total: 20, success: false });
  });

  it("the family's roll with another formula (d20 + 29 for DEX 11) is refused", async () => {
    const { ael, gmCard, id } = await table();
    expect(await forge(PLAYER, ael, id, await saveRoll(29, 5))).toEqual({ ok: false, reason: "WrongRoll" });
    expect(row(gmCard).total).toBeNull();
  });

  it("the right roll from a user who does not own the character (the other player, an observer) is refused; the owner's counts, once", async () => {
    const { ael, card, gmCard, id } = await table();
    for (const user of [PLAYER2, OBSERVER]) {
      expect(await forge(user, ael, id, await saveRoll(11, 20))).toEqual({ ok: false, reason: "NotOwner" });
      expect(row(gmCard).total).toBeNull();
    }
    // The owner's own roll through the card: d20 20 + 11 = TR 31 > 30.
    harness.queueFaces([20]);
    await press(PLAYER, card, ael);
    expect(row(gmCard)).toMatchObject({ total: 31, success: true });
    // A second answer, even the owner's own well-formed one, does not replace the first.
    expect(await forge(PLAYER, ael, id, await saveRoll(11, 1))).toEqual({ ok: false, reason: "Answered" });
    expect(row(gmCard)).toMatchObject({ total: 31, success: true });
  });

  it("the DC is in nothing any player's or the observer's client holds", async () => {
    const { ael, card } = await table();
    harness.queueFaces([9]);
    await press(PLAYER, card, ael);
    for (const user of [PLAYER, PLAYER2, OBSERVER]) {
      for (const held of heldBy(user)) expect(held.numbers, `${user.name}: ${held.data}`).not.toContain(DC);
    }
    expect(heldBy(GM).some((h) => h.numbers.includes(DC))).toBe(true);
  });
});

describe("the other families refuse a roll the request did not roll", () => {
  it("G&M: a constant Roll('1') (a sure success under any number) and a favoured 2d20kl are refused; the real d20 is the answer", async () => {
    const { setupGm, toromeen } = await import("../rulesets/gods-monsters/actors/setup.js");
    const { GM_ROLL_REQUESTS } = await import("../../module/rulesets/gods-monsters/rolls/roll-request.js");
    const { RollUnderRoll } = await import("../../module/dice/index.js");
    setupGm();
    registerRollRequestAdapter(GM_ROLL_REQUESTS);
    harness.actAs(GM);
    const hero = await toromeen();
    await hero.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    const sent = await sendRollRequest({ ruleset: "gm", actors: [hero], check: "ability.strength", difficulty: -3, hidden: true });
    const id = (sent!.message!.flags as { anthology: { request: PublicRequestFlags } }).anthology.request.id;
    expect(await forge(PLAYER, hero, id, (await new Roll("1").evaluate()) as unknown as Roll)).toEqual({ ok: false, reason: "WrongRoll" });
    harness.queueFaces([1, 1]);
    const favoured = (await RollUnderRoll.fromSettings({ target: 18, modifier: 0, favour: 1, bonus: 0, hidden: true }, {
      label: "STR",
    } as never).evaluate()) as unknown as Roll;
    expect(await forge(PLAYER, hero, id, favoured)).toEqual({ ok: false, reason: "WrongRoll" });
    expect(row(sent!.gmMessage!).total).toBeNull();
    harness.queueFaces([20]);
    await press(PLAYER, sent!.message!, hero);
    expect(row(sent!.gmMessage!)).toMatchObject({ total: 20, success: false });
  });

  it("Roll & Keep: a keep roll of a bigger pool than the attribute's is refused; the real pool is the answer", async () => {
    const { installRk, makeRkActor } = await import("../rulesets/roll-keep/skin-setup.js");
    const { RK_ROLL_REQUESTS } = await import("../../module/rulesets/roll-keep/rolls/roll-request.js");
    const { KeepRoll } = await import("../../module/dice/index.js");
    installRk();
    registerRollRequestAdapter(RK_ROLL_REQUESTS);
    harness.actAs(GM);
    const thief = await makeRkActor("Thief", { attributes: { finesse: 3 } });
    await thief.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    const sent = await sendRollRequest({ ruleset: "rk", actors: [thief], check: "finesse", difficulty: 9, hidden: true });
    const id = (sent!.message!.flags as { anthology: { request: PublicRequestFlags } }).anthology.request.id;
    harness.queueFaces([10, 10, 10, 10, 10, 10]);
    const big = (await KeepRoll.fromSettings(
      { roll: 6, keep: 6, difficulty: 9, needed: 1, extended: null, hidden: true } as never,
      { label: "Finesse" } as never,
    ).evaluate()) as unknown as Roll;
    expect(await forge(PLAYER, thief, id, big)).toEqual({ ok: false, reason: "WrongRoll" });
    expect(row(sent!.gmMessage!).total).toBeNull();
    harness.queueFaces([9, 7, 2]);
    await press(PLAYER, sent!.message!, thief);
    expect(row(sent!.gmMessage!)).toMatchObject({ total: 1, success: true });
  });
});
