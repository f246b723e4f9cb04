/**
 * A mojo bid on a card a GM posted: the GM rolls the consciousness roll of a player's character, the player spends
 * the bid. A player may not update a message another user wrote (v13 `BaseChatMessage#getUserLevel`: the author is
 * OWNER, others are not; `common/documents/chat-message.mjs`), so the bid card and the GM's roll are marked by the
 * active GM's client, asked once the spend is written; the spend itself (mojo, experience, the card's spent mark) is
 * one update of the character, which the player owns. And a spend that Foundry answers with no new field pays nothing.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { runChatAction } from "../../../../module/core/chat/chat-actions.js";
import { gmRollConsciousness } from "../../../../module/rulesets/gods-monsters/rolls/conditions.js";
import { gmBuyWithMojo } from "../../../../module/rulesets/gods-monsters/flows/mojo-spend.js";
import { gmRollCheck } from "../../../../module/rulesets/gods-monsters/rolls/check.js";
import { GM, OBSERVER, PLAYER, PLAYER2, castOwnership, harness } from "../../../harness/foundry.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { setupGm, toromeen } from "./setup.js";
import type { GmCharacterActor } from "../../../../module/rulesets/gods-monsters/data/view.js";

beforeEach(() => setupGm());

type Msg = ReturnType<typeof harness.messages>[number];

function bidCard(): Msg {
  return [...harness.messages()].reverse().find((m) => m.content.includes('data-anthology-action="gmMojoBid"'))!;
}

function bidOf(message: Msg): { spent: boolean; rollMessageId: string; needed: number } {
  return (message.system as unknown as { mojoBid: { spent: boolean; rollMessageId: string; needed: number } }).mojoBid;
}

/**
 * The post-roll bonus on the roll of `message` (a mojo bid flips the roll by adding it: `bonusRollUnderMessage`), as
 * the message stores it for every client: the roll, or its JSON after an update (v13 keeps `rolls` as JSON strings).
 */
function bonusOn(message: Msg): number {
  const stored: unknown = message.rolls[0];
  const roll = (typeof stored === "string" ? JSON.parse(stored) : (stored as { toJSON(): unknown }).toJSON()) as {
    options?: { anthology?: { bonus?: number } };
  };
  return roll.options?.anthology?.bonus ?? 0;
}

function rollSucceeds(message: Msg): boolean {
  return bonusOn(message) >= bidOf(bidCard()).needed;
}

function click(message: Msg): Promise<unknown> {
  return runChatAction("gmMojoBid", { message: message as never, dataset: {} as DOMStringMap, event: new Event("click") });
}

/** The GM rolls Toromeen's consciousness roll (fortitude, archetypal for a warrior) and it fails on a 15. */
async function gmRollsForPlayer(mojo = 20): Promise<{ t: GmCharacterActor; bid: Msg; roll: Msg }> {
  const t = await toromeen({ mojo });
  await t.update({ ownership: castOwnership() } as never);
  harness.queueFaces([15]);
  const outcome = await gmRollConsciousness(t);
  expect(outcome!.evaluation.success).toBe(false);
  const bid = bidCard();
  expect(bid.author?.id).toBe(GM.id);
  const roll = harness.messages().find((m) => m.id === bidOf(bid).rollMessageId)!;
  expect(roll.author?.id).toBe(GM.id);
  return { t, bid, roll };
}

describe("G&M: the player spends the bid on the GM's consciousness roll", () => {
  it("mojo deducted once, the bid card marked spent, the GM's roll flipped to a success; a second click spends nothing", async () => {
    const { t, bid, roll } = await gmRollsForPlayer(20);
    const needed = bidOf(bid).needed;
    expect(needed).toBeGreaterThan(0);
    harness.actAs(PLAYER);
    await click(bid);
    expect(t.system.mojo).toBe(20 - needed);
    expect(bidOf(harness.messages().find((m) => m.id === bid.id)!).spent).toBe(true);
    expect(rollSucceeds(harness.messages().find((m) => m.id === roll.id)!)).toBe(true);
    expect(harness.notifications.log.filter((n) => n.type === "error")).toEqual([]);
    // The spend's result card is the player's.
    expect(harness.messages().at(-1)!.content).toContain("spends");

    await click(bid);
    expect(t.system.mojo).toBe(20 - needed);
    expect(harness.notifications.log.at(-1)!.type).toBe("warn");
    // Nor may the GM spend it again for them.
    harness.actAs(GM);
    await click(bid);
    expect(t.system.mojo).toBe(20 - needed);
  });

  it("with no GM connected, nothing is spent and the player is told why", async () => {
    const { t, bid, roll } = await gmRollsForPlayer(20);
    harness.actAs(PLAYER);
    harness.connect(GM, false);
    await click(bid);
    expect(t.system.mojo).toBe(20);
    expect(bidOf(bid).spent).toBe(false);
    expect(rollSucceeds(roll)).toBe(false);
    expect(harness.notifications.log.at(-1)!.message).toContain("GM must be connected");
    // The GM back: the bid still works.
    harness.connect(GM, true);
    await click(bid);
    expect(t.system.mojo).toBe(20 - bidOf(bid).needed);
    expect(rollSucceeds(harness.messages().find((m) => m.id === roll.id)!)).toBe(true);
  });

  it("another player, an observer: refused, nothing spent, the roll unchanged", async () => {
    const { t, bid, roll } = await gmRollsForPlayer(20);
    for (const user of [PLAYER2, OBSERVER]) {
      harness.actAs(user);
      await click(bid);
      expect(t.system.mojo).toBe(20);
    }
    expect(bidOf(bid).spent).toBe(false);
    expect(rollSucceeds(roll)).toBe(false);
  });

  it("a forged flip query for a bid nobody paid is refused by the GM's client", async () => {
    const { bid, roll } = await gmRollsForPlayer(20);
    harness.actAs(PLAYER);
    const answer = await (GM as unknown as { query(n: string, d: unknown): Promise<unknown> }).query("anthology.gmMojoFlip", { messageId: bid.id });
    expect(answer).toEqual({ ok: false });
    expect(bidOf(bid).spent).toBe(false);
    expect(rollSucceeds(roll)).toBe(false);
  });
});

describe("G&M mojo: a new field Foundry did not create is not paid for", () => {
  /** Foundry's answer when a preCreateItem hook returns false: no document, no error (client-backend.mjs `_createDocuments`). */
  function refuseCreation(actor: GmCharacterActor) {
    return vi.spyOn(actor as unknown as { createEmbeddedDocuments(): Promise<unknown[]> }, "createEmbeddedDocuments").mockResolvedValue([]);
  }

  it("buying the field Mountain Lore from the sheet: mojo unchanged, a warning", async () => {
    const t = await toromeen({ mojo: 20 });
    refuseCreation(t);
    expect(await gmBuyWithMojo(t, { kind: "field", name: "Mountain Lore", skill: "" })).toBe(false);
    expect(t.system.mojo).toBe(20);
    expect(harness.notifications.log.at(-1)!.message).toContain("Mountain Lore");
  });

  it("a bid that would buy the field: the roll flips, the result card does not claim the field", async () => {
    const t = await toromeen({ mojo: 20 });
    answerRollDialog({ edits: { newField: "Mountain Lore", skill: "Avalanches", modifier: "-10", archetypal: true } });
    // strength 18 − 10 = 8; rolled 19: the bid is 11, enough for a new field
    harness.queueFaces([19]);
    await gmRollCheck(t, { kind: "ability", key: "strength" });
    refuseCreation(t);
    const outcome = (await click(bidCard())) as { increase: unknown } | null;
    expect(outcome!.increase).toBeNull();
    expect(t.system.mojo).toBe(9);
    expect(harness.messages().at(-1)!.content).not.toContain("Mountain Lore");
    expect(harness.notifications.log.some((n) => n.message.includes("Mountain Lore"))).toBe(true);
  });
});
