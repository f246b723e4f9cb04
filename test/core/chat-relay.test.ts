/**
 * Players acting through the GM (README "Players acting through the GM"): a player's click on their own card that
 * changes the GM's monster is asked of the active GM's client (v13 `CONFIG.queries` and `User#query`, modelled in
 * test/harness/users.ts) and run there; with no GM connected, a GM who does not answer, a GM who declines, or a
 * forged query, nothing changes. Each client is one user at the table: the player's clicks run with game.user =
 * PLAYER, the handler on the GM's client with game.user = GM (the harness switches it as the query arrives).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RELAY_REQUEST_FLAG, runChatAction } from "../../module/core/chat/chat-actions.js";
import { RELAY_QUERY, registerRelay, type RelayQuery } from "../../module/core/chat/relay.js";
import { gmRollDamage } from "../../module/rulesets/gods-monsters/rolls/damage.js";
import { GM, GM2, PLAYER, PLAYER2, castOwnership, harness } from "../harness/foundry.js";
import { respond, setupGm, toromeen, yeti } from "../rulesets/gods-monsters/actors/setup.js";
import { clientsApplying, lastWarning, spentInDamageUpdate } from "./relay-watch.js";

type Creature = Actor.Implementation & { system: { survival: { value: number } } };

beforeEach(() => {
  setupGm();
  registerRelay();
});
// relayApproval is a world setting: v13 lets only a user with SETTINGS_MODIFY (a GM by default) write it
// (client/helpers/client-settings.mjs, a Setting document), so the GM's client sets it, as at a real table.
const setApproval = (on: boolean) => harness.onClientOf(GM, () => game.settings!.set("anthology", "relayApproval", on));
afterEach(async () => {
  await setApproval(false);
});

/** The table: the player's hero, the GM's yeti, and the player's damage card against the yeti (the real flow). */
async function table() {
  harness.actAs(GM);
  const hero = await toromeen();
  await hero.update({ ownership: castOwnership() } as never);
  const monster = (await yeti()) as unknown as Creature;
  harness.actAs(PLAYER);
  harness.queueFaces([5]);
  const rolled = await gmRollDamage(hero, {
    actorUuid: hero.uuid,
    targetUuid: monster.uuid,
    dice: "1d6",
    damageBonus: 0,
    diceCount: 0,
    blow: "",
    label: "Battleaxe",
  });
  const card = rolled!.message!;
  return { hero, monster, card, amount: rolled!.total };
}

/**
 * The card's first "apply" button as the chat log shows it: its data-* are what a click sends. Read from the
 * attributes, as a browser's `dataset` has them: happy-dom's `dataset` leaves out empty values (`data-blow=""`).
 */
function applyButton(card: ChatMessage.Implementation): DOMStringMap {
  const template = document.createElement("template");
  template.innerHTML = card.content ?? "";
  const button = template.content.querySelector<HTMLElement>("[data-anthology-action='gmApplyDamage']");
  if (!button) throw new Error("the damage card has no apply button");
  const dataset: Record<string, string> = {};
  for (const { name, value } of button.attributes) {
    if (name.startsWith("data-")) dataset[name.slice(5).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
  }
  return dataset as DOMStringMap;
}

async function press(user: typeof GM, card: ChatMessage.Implementation, dataset = applyButton(card)) {
  harness.actAs(user);
  return runChatAction("gmApplyDamage", { message: card, dataset, event: new Event("click") });
}

/** What a forged query is about; `requester` is what the old query named, and goes nowhere now. */
type ForgedRequest = { messageId: string; action: string; requester: string; dataset: Record<string, string> };

/**
 * A request as a hostile (or any) client could send it, straight to the GM's handler: recorded on the card as `from`
 * where the server lets them (their own card: v13 `BaseChatMessage` lets only the author or a GM update it), then
 * the query, which carries only the card and the nonce (the handler believes nothing else; Foundry does not tell it
 * who asked, foundryvtt#13418).
 */
async function forged(from: typeof GM, data: Partial<ForgedRequest>) {
  harness.actAs(from);
  const nonce = foundry.utils.randomID();
  const message = game.messages!.get(data.messageId ?? "") as unknown as { update(changes: object): Promise<unknown> } | undefined;
  const recorded = { messageId: data.messageId, action: data.action, dataset: JSON.stringify(data.dataset ?? {}), nonce };
  await message?.update({ [`flags.anthology.${RELAY_REQUEST_FLAG}.${nonce}`]: recorded }).catch(() => undefined);
  return GM.query(RELAY_QUERY, { messageId: data.messageId ?? "", nonce } satisfies RelayQuery);
}

describe("a player's damage on the GM's monster", () => {
  it("is applied by the GM's client: the monster loses the card's damage once, the report is the GM's card", async () => {
    const { monster, card, amount } = await table();
    const before = monster.system.survival.value;
    const seen = await clientsApplying(() => press(PLAYER, card));
    expect(amount).toBe(5);
    expect(before - monster.system.survival.value).toBe(5);
    // The spent mark went with the damage, in one update.
    expect(spentInDamageUpdate(monster)).toBe(true);
    // The update and the report ran on the GM's client.
    expect(seen).toEqual([GM.id]);
    expect(harness.messages().at(-1)?.author?.id).toBe(GM.id);
    // A second click (or a double click) is refused on the GM's side: the spent mark is on the monster.
    await press(PLAYER, card);
    expect(before - monster.system.survival.value).toBe(5);
    expect(lastWarning()).toMatch(/already used/);
  });

  it("with two GMs connected, only the active GM's client runs it", async () => {
    const { monster, card } = await table();
    harness.connect(GM2);
    const before = monster.system.survival.value;
    const ran = await clientsApplying(() => press(PLAYER, card));
    expect(ran).toEqual([game.users!.activeGM!.id]);
    expect(before - monster.system.survival.value).toBe(5);
  });

  it("is refused with a message when no GM is connected; nothing changes", async () => {
    const { monster, card } = await table();
    harness.connect(GM, false);
    const before = monster.system.survival.value;
    await press(PLAYER, card);
    expect(monster.system.survival.value).toBe(before);
    expect(lastWarning()).toMatch(/No GM is connected/);
  });

  it("is refused with a message when the GM's client does not answer before the timeout", async () => {
    const { monster, card } = await table();
    GM.answersQueries = false;
    const before = monster.system.survival.value;
    await press(PLAYER, card);
    expect(monster.system.survival.value).toBe(before);
    expect(lastWarning()).toMatch(/did not answer/);
  });

  it("with approval on, the GM sees who asks and for what; declining applies nothing, accepting applies it", async () => {
    const { monster, card } = await table();
    await setApproval(true);
    const before = monster.system.survival.value;
    const asked: string[] = [];
    respond((config) => {
      asked.push(`${game.user!.id} ${String((config as { content?: string }).content)}`);
      return (foundry.applications.api.DialogV2 as unknown as { click(a: string): unknown }).click("no");
    });
    await press(PLAYER, card);
    expect(monster.system.survival.value).toBe(before);
    expect(lastWarning()).toMatch(/GM declined/);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain(GM.id);
    expect(asked[0]).toContain(PLAYER.name);
    expect(asked[0]).toContain("Yeti");
    respond(() => (foundry.applications.api.DialogV2 as unknown as { click(a: string): unknown }).click("yes"));
    await press(PLAYER, card);
    expect(before - monster.system.survival.value).toBe(5);
  });

  it("the approval dialog shows a hostile player name as text", async () => {
    const { card } = await table();
    await setApproval(true);
    const name = PLAYER.name;
    PLAYER.name = "<img src=x onerror=alert(1)>";
    let content = "";
    respond((config) => {
      content = String((config as { content?: string }).content);
      return (foundry.applications.api.DialogV2 as unknown as { click(a: string): unknown }).click("no");
    });
    try {
      await press(PLAYER, card);
    } finally {
      PLAYER.name = name;
    }
    expect(content).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(content).not.toContain("<img");
  });
});

describe("the GM's client trusts nothing in a query", () => {
  it("another player pressing the card is refused on their own client; a forged query naming them is refused by the GM's", async () => {
    const { monster, card } = await table();
    const before = monster.system.survival.value;
    await press(PLAYER2, card);
    expect(lastWarning()).toMatch(/Only the GM or the owner/);
    const answer = await forged(PLAYER2, {
      messageId: card.id!,
      action: "gmApplyDamage",
      requester: PLAYER2.id,
      dataset: { ...applyButton(card) } as Record<string, string>,
    });
    expect(answer).toEqual({ ok: false, reason: "NotAuthor" });
    expect(monster.system.survival.value).toBe(before);
  });

  it("a query for a card that is not the system's, or an action that is not relayed, is refused", async () => {
    const { monster, card } = await table();
    const before = monster.system.survival.value;
    harness.actAs(PLAYER);
    const plain = (await ChatMessage.create({ content: card.content, speaker: card.speaker } as never)) as unknown as ChatMessage.Implementation;
    const dataset = { ...applyButton(card) } as Record<string, string>;
    expect(await forged(PLAYER, { messageId: plain.id!, action: "gmApplyDamage", requester: PLAYER.id, dataset })).toEqual({ ok: false, reason: "WrongCard" });
    expect(await forged(PLAYER, { messageId: "nosuchmessage000", action: "gmApplyDamage", requester: PLAYER.id, dataset })).toEqual({
      ok: false,
      reason: "WrongCard",
    });
    expect(await forged(PLAYER, { messageId: card.id!, action: "gmMojoBid", requester: PLAYER.id, dataset })).toEqual({ ok: false, reason: "WrongCard" });
    expect(monster.system.survival.value).toBe(before);
  });

  it("a query whose button values are not the card's is refused", async () => {
    const { monster, card } = await table();
    const before = monster.system.survival.value;
    const dataset = { ...applyButton(card), amount: "939" } as Record<string, string>;
    expect(await forged(PLAYER, { messageId: card.id!, action: "gmApplyDamage", requester: PLAYER.id, dataset })).toEqual({ ok: false, reason: "Altered" });
    const altered = { ...applyButton(card), archetypal: "no" } as Record<string, string>;
    expect(await forged(PLAYER, { messageId: card.id!, action: "gmApplyDamage", requester: PLAYER.id, dataset: altered })).toEqual({
      ok: false,
      reason: "Altered",
    });
    expect(monster.system.survival.value).toBe(before);
  });

  it("a second use is refused by the GM's client, whoever sends it", async () => {
    const { monster, card } = await table();
    const before = monster.system.survival.value;
    const request = { messageId: card.id!, action: "gmApplyDamage", requester: PLAYER.id, dataset: { ...applyButton(card) } as Record<string, string> };
    expect(await forged(PLAYER, request)).toEqual({ ok: true });
    expect(await forged(PLAYER, request)).toEqual({ ok: false, reason: "Used" });
    expect(before - monster.system.survival.value).toBe(5);
  });

  it("the card's numbers are read on the GM's client: a player's card names the target and the amount", async () => {
    const { hero, monster } = await table();
    const before = monster.system.survival.value;
    // The player's own hand-made card without a speaker is not relayed (README "Trust": cards act only for their author's actors).
    harness.actAs(PLAYER);
    const noSpeaker = (await ChatMessage.create({
      content: `<button data-anthology-action="gmApplyDamage" data-blow="" data-archetypal="auto">Apply</button>`,
      // G&M cards are `gmCard` messages since the card data models (CONTRIBUTING "Chat cards"); a player can create one.
      type: "gmCard",
      system: { damage: { targetUuid: monster.uuid, amount: 939, blow: "", diceCount: 0 } },
    } as never)) as unknown as ChatMessage.Implementation;
    await press(PLAYER, noSpeaker, { anthologyAction: "gmApplyDamage", blow: "", archetypal: "auto" } as DOMStringMap);
    expect(lastWarning()).toMatch(/Only the GM or the owner/);
    expect(
      await forged(PLAYER, {
        messageId: noSpeaker.id!,
        action: "gmApplyDamage",
        requester: PLAYER.id,
        dataset: { anthologyAction: "gmApplyDamage", blow: "", archetypal: "auto" },
      }),
    ).toEqual({ ok: false, reason: "NotAuthor" });
    expect(monster.system.survival.value).toBe(before);
    expect(hero).toBeTruthy();
  });
});
