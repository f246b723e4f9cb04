/**
 * Who answers the Warden's save request with a secret DC. The GM's client settles every message that carries the
 * request's id (`answers`) when it arrives (hook createChatMessage), and anyone may post such a message; so only the
 * save the request asks for counts: for a character the message's author owns (v13 `ChatMessage#author` is set by
 * the server; `Document#testUserPermission`), rolled as the dice room's advantage roll of d20 + that character's
 * attribute, and only the character's first answer.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { GM, OBSERVER, PLAYER, PLAYER2, harness } from "../../harness/foundry.js";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { AdvantageRoll } from "../../../module/dice/index.js";
import { registerWardenChatActions } from "../../../module/rulesets/warden/chat/actions.js";
import { wardenRequestSave, wardenSettleSecretSave } from "../../../module/rulesets/warden/rolls/save-request.js";
import { heldBy } from "../../core/client-holdings.js";
import { installWarden, makeActor } from "./skin-setup.js";

/** The boulder's secret DC. */
const DC = 24;

beforeEach(() => {
  installWarden();
  registerWardenChatActions();
});

async function table() {
  harness.actAs(GM);
  const ael = await makeActor("wardenCharacter", "Ael'Onor", { dex: { value: 11, max: 11 } });
  await ael.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  const bryn = await makeActor("wardenCharacter", "Bryn", { dex: { value: 4, max: 4 } });
  await bryn.update({ ownership: { default: 0, [PLAYER2.id]: 3 } } as never);
  PLAYER.character = ael;
  PLAYER2.character = bryn;
  const request = await wardenRequestSave({ attribute: "dex", dc: DC, secret: true });
  const id = (request!.message!.system as unknown as { request: { id: string } }).request.id;
  return { ael, bryn, card: request!.message!, id };
}

/** The dice room's save roll, d20 + `modifier`, the die forced. */
async function saveRoll(modifier: number, face: number): Promise<Roll> {
  harness.queueFaces([face]);
  const roll = AdvantageRoll.fromSettings({ modifier, advantage: 0, objects: [], dc: null, hidden: true, role: "target", opposed: null }, {
    label: "DEX",
  } as never);
  return (await roll.evaluate()) as unknown as Roll;
}

/** `user` posts a save card of their own making that claims to answer the request for `actor`. */
async function post(user: typeof GM, actor: Actor.Implementation, id: string, roll: Roll): Promise<ChatMessage.Implementation> {
  harness.actAs(user);
  return (await ChatMessage.create({
    content: `<p>${roll.total}</p>`,
    speaker: { alias: actor.name ?? "" },
    rolls: [roll],
    type: "wardenCard",
    system: { kind: "save", actorUuid: actor.uuid, answers: id },
  } as never)) as ChatMessage.Implementation;
}

/** The GM's client settles it (as its createChatMessage hook does). */
function settle(message: ChatMessage.Implementation) {
  harness.actAs(GM);
  return wardenSettleSecretSave(message);
}

const settledCards = () => harness.messages().filter((m) => (m.system as unknown as { settled?: unknown } | undefined)?.settled);

describe("the Warden's secret-DC save request: only the owner's own save, once", () => {
  it("another player's well-formed save for Ael'Onor, and an observer's, are ignored", async () => {
    const { ael, id } = await table();
    for (const user of [PLAYER2, OBSERVER]) expect(await settle(await post(user, ael, id, await saveRoll(11, 20)))).toBeNull();
    expect(settledCards()).toEqual([]);
  });

  it("a constant Roll('40') and a d20 + 29 for DEX 11 are ignored; the owner's real save settles", async () => {
    const { ael, card, id } = await table();
    expect(await settle(await post(PLAYER, ael, id, (await new Roll("40").evaluate()) as unknown as Roll))).toBeNull();
    expect(await settle(await post(PLAYER, ael, id, await saveRoll(29, 5)))).toBeNull();
    expect(settledCards()).toEqual([]);
    // The click: d20 14 + DEX 11 = TR 25 > 24.
    harness.actAs(PLAYER);
    harness.queueFaces([14]);
    const out = (await runChatAction("wardenRollRequestedSave", { message: card, dataset: {}, event: { shiftKey: true } as never })) as {
      message: ChatMessage.Implementation;
    };
    expect(await settle(out.message)).toBe(true);
    expect(settledCards()).toHaveLength(1);
    expect(settledCards()[0]!.content).toContain("TR 25 against DC 24");
  });

  it("the request is posted and answered again: only Ael'Onor's first save settles; Bryn's own save settles for Bryn", async () => {
    const { ael, bryn, id } = await table();
    expect(await settle(await post(PLAYER, ael, id, await saveRoll(11, 2)))).toBe(false);
    // Posted again (a copy of the same save, or a better roll): the first answer stands.
    expect(await settle(await post(PLAYER, ael, id, await saveRoll(11, 20)))).toBeNull();
    // Bryn: d20 19 + DEX 4 = TR 23, not above 24.
    expect(await settle(await post(PLAYER2, bryn, id, await saveRoll(4, 19)))).toBe(false);
    expect(settledCards()).toHaveLength(2);
    // The DC and the outcomes stay with the GMs: no player's or the observer's client holds 24.
    for (const user of [PLAYER, PLAYER2, OBSERVER]) for (const held of heldBy(user)) expect(held.numbers, held.data).not.toContain(DC);
  });
});
