/**
 * Self-test of the harness's ChatMessage subtypes (README row "documents.ts (chat types)"): `type` must be "base" or
 * a declared subtype; a subtype's `system` is its TypeDataModel, cleaned and then validated strictly on create and on
 * update; `system` reaches a client exactly as the rest of the message does (a whisper only its recipients and author).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, PLAYER2, harness } from "./foundry.js";
import { GM_CARD_MODELS } from "../../module/rulesets/gods-monsters/data/card.js";

beforeEach(() => {
  Object.assign(CONFIG.ChatMessage.dataModels, GM_CARD_MODELS);
});

type Card = { type: string; system: Record<string, unknown>; update(c: object): Promise<unknown> };
const create = async (data: object) => (await ChatMessage.create(data as never)) as unknown as Card;

describe("ChatMessage type and system", () => {
  it("a subtype's system is built by its model: unknown keys dropped, strings cast, missing kinds null", async () => {
    harness.actAs(GM);
    const card = await create({
      content: "",
      type: "gmCard",
      system: { damage: { targetUuid: "Actor.abc", amount: "7", blow: "", diceCount: 2, extra: 1 }, forged: true },
    });
    expect(card.type).toBe("gmCard");
    expect(card.system.damage).toEqual({ targetUuid: "Actor.abc", amount: 7, blow: "", diceCount: 2 });
    expect(card.system.mojoBid).toBeNull();
    expect("forged" in card.system).toBe(false);
  });

  it("what cleaning cannot fix refuses the message (creation validates strictly)", async () => {
    harness.actAs(GM);
    const before = harness.messages().length;
    // v13 ClientDatabaseBackend #preCreateDocumentArray (client/data/client-backend.mjs): a document whose
    // construction throws is reported through Hooks.onError with `notify: "error"` and skipped; ChatMessage.create
    // resolves undefined, it does not reject.
    await expect(create({ content: "", type: "gmCard", system: { damage: { amount: 3, blow: "decapitating" } } })).resolves.toBeUndefined();
    expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/validation/i) });
    await expect(create({ content: "", type: "gmCard", system: { applied: { actorUuid: "" } } })).resolves.toBeUndefined();
    expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/validation/i) });
    expect(harness.messages()).toHaveLength(before);
  });

  it("a type the system did not declare is refused; a message typed in chat is 'base'", async () => {
    harness.actAs(PLAYER);
    // v13: the construction error is shown and the message skipped (client-backend.mjs #preCreateDocumentArray).
    await expect(create({ content: "", type: "gmForged", system: {} })).resolves.toBeUndefined();
    expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/not a valid type/) });
    expect((await create({ content: "hello" })).type).toBe("base");
  });

  // The uuids are well-formed: v13 DocumentUUIDField#_validateType refuses "Actor.abc" (common/data/fields.mjs: the
  // id must pass isValidId, 16 alphanumeric characters), so such a card would not be posted.
  it("an update of system is validated too", async () => {
    harness.actAs(GM);
    const card = await create({ content: "", type: "gmCard", system: { mojoIncrease: { actorUuid: "Actor.abcdefghijklmnop", options: ["skill", "field"] } } });
    // v13 #preUpdateDocumentArray: `updateSource(changes, {dryRun: true})` throws, the message is shown with
    // ui.notifications.error and the document skipped; update resolves undefined, it does not reject.
    await expect(card.update({ "system.mojoIncrease.chosen": "everything" })).resolves.toBeUndefined();
    expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/mojoIncrease.chosen/) });
    await card.update({ "system.mojoIncrease.chosen": "skill" });
    expect((card.system.mojoIncrease as { chosen: string }).chosen).toBe("skill");
  });

  it("system travels with the message: a whisper's card data reaches only its recipients and author", async () => {
    harness.actAs(PLAYER);
    await create({ content: "", type: "gmCard", whisper: [GM.id], system: { applied: { actorUuid: "Actor.abcdefghijklmnop" } } });
    const held = (user: typeof GM) => harness.clientMessages(user).map((m) => (m.system as { applied?: unknown }).applied);
    expect(held(GM)).toEqual([{ actorUuid: "Actor.abcdefghijklmnop" }]);
    expect(held(PLAYER)).toEqual([{ actorUuid: "Actor.abcdefghijklmnop" }]);
    expect(held(PLAYER2)).toEqual([]);
  });
});
