/**
 * Several people pressing one one-time button that is not `serial` (a mojo bid, a save a card asks for, a defence, a
 * pain choice, a death contest) at once, with the harness's round trip on (test/harness/round-trip.ts: each query and
 * document change waits a macrotask before the "server" applies it, as v13's `ClientDatabaseBackend` →
 * `SocketInterface.dispatch` and `User#query` do), so both clicks read the actor before either write lands. Each click
 * runs on its own client (`harness.onClientOf`). A client's module guards (its queue, its "click running" set) are
 * keyed by its user (chat-actions.ts `clientKey`), as they are per client in Foundry, so these cases pass only
 * through the claim the active GM's client grants once per card, action and actor (relay.ts `grantClaim`).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { RELAY_REQUEST_FLAG, runChatAction } from "../../module/core/chat/chat-actions.js";
import { RELAY_QUERY, registerRelay } from "../../module/core/chat/relay.js";
import { gmRollConsciousness } from "../../module/rulesets/gods-monsters/rolls/conditions.js";
import { GM, GM2, PLAYER, PLAYER2, castOwnership, harness } from "../harness/foundry.js";
import { setupGm, toromeen } from "../rulesets/gods-monsters/actors/setup.js";
import type { GmCharacterActor } from "../../module/rulesets/gods-monsters/rolls/actor-view.js";

type User = typeof GM;
type Msg = ChatMessage.Implementation;

beforeEach(() => {
  setupGm();
  registerRelay();
});

/** A click on `user`'s client, and the warnings that client was shown. */
async function click(user: User, name: string, card: Msg, dataset: Record<string, string> = {}): Promise<{ result: unknown; warnings: string[] }> {
  return harness.onClientOf(user, async () => {
    const before = harness.notifications.log.length;
    const result = await runChatAction(name, { message: card, dataset: { anthologyAction: name, ...dataset } as DOMStringMap, event: new Event("click") });
    return { result, warnings: harness.notifications.log.slice(before).filter((n) => n.type === "warn").map((n) => String(n.message)) };
  });
}

/** The requests still recorded on a document (flags.anthology.relayRequest), by nonce. */
function requestsOn(doc: { flags?: unknown }): string[] {
  const recorded = foundry.utils.getProperty((doc.flags ?? {}) as object, `anthology.${RELAY_REQUEST_FLAG}`);
  return recorded && typeof recorded === "object" ? Object.keys(recorded) : [];
}

/** The claims still held on an actor (flags.anthology.cardClaims), as "<message id>.<action>". */
function claimsOn(actor: Actor.Implementation): string[] {
  const claims = foundry.utils.getProperty(actor.flags as object, "anthology.cardClaims") as Record<string, Record<string, unknown>> | undefined;
  return Object.entries(claims ?? {}).flatMap(([id, byAction]) => Object.keys(byAction ?? {}).map((a) => `${id}.${a}`));
}

/** The mojo spends' result cards posted so far (one per spend: "… spends N mojo"). */
function spendCards(): number {
  return harness.messages().filter((m) => m.content.includes("spends")).length;
}

function lastCard(action: string): Msg {
  return [...harness.messages()].reverse().find((m) => m.content.includes(`data-anthology-action="${action}"`)) as unknown as Msg;
}

describe("G&M mojo bid: one spend however many press it at once", () => {
  /** The GM rolls the consciousness roll of PLAYER's Toromeen (mojo 20), which fails on a 15: the bid card. */
  async function bid(): Promise<{ t: GmCharacterActor; card: Msg; needed: number }> {
    harness.actAs(GM);
    const t = await toromeen({ mojo: 20 });
    await t.update({ ownership: castOwnership() } as never);
    harness.queueFaces([15]);
    await gmRollConsciousness(t);
    const card = lastCard("gmMojoBid");
    const needed = (card.system as unknown as { mojoBid: { needed: number } }).mojoBid.needed;
    expect(needed).toBeGreaterThan(0);
    return { t, card, needed };
  }

  it("the GM and the owner at once: the mojo is deducted once, and the other is told it was already used", async () => {
    const { t, card, needed } = await bid();
    harness.roundTrip(true);
    const [gm, owner] = await Promise.all([click(GM, "gmMojoBid", card), click(PLAYER, "gmMojoBid", card)]);
    expect(t.system.mojo).toBe(20 - needed);
    // Both clicks would write the same mojo (the value, not a difference): one spend is one result card.
    expect(spendCards()).toBe(1);
    expect([...gm.warnings, ...owner.warnings].join(" ")).toMatch(/already (used|been spent)/i);
    // Neither the request nor the claim is left behind on the character.
    expect(requestsOn(t)).toEqual([]);
    expect(claimsOn(t)).toEqual([]);
  });

  it("two GMs at once: the mojo is deducted once", async () => {
    harness.connect(GM2);
    const { t, card, needed } = await bid();
    harness.roundTrip(true);
    const [one, two] = await Promise.all([click(GM, "gmMojoBid", card), click(GM2, "gmMojoBid", card)]);
    expect(t.system.mojo).toBe(20 - needed);
    expect(spendCards()).toBe(1);
    expect([...one.warnings, ...two.warnings].join(" ")).toMatch(/already (used|been spent)/i);
    expect(requestsOn(t)).toEqual([]);
  });

  it("the owner on two clients at once (two players sharing the character): deducted once", async () => {
    const { t, card, needed } = await bid();
    await t.update({ ownership: { ...castOwnership(), [PLAYER2.id]: 3 } } as never);
    harness.roundTrip(true);
    const [a, b] = await Promise.all([click(PLAYER, "gmMojoBid", card), click(PLAYER2, "gmMojoBid", card)]);
    expect(t.system.mojo).toBe(20 - needed);
    expect(spendCards()).toBe(1);
    expect([...a.warnings, ...b.warnings].join(" ")).toMatch(/already (used|been spent)/i);
  });

  it("a non-owner forging the claim request for someone else's character is refused; nothing is spent", async () => {
    const { t, card } = await bid();
    await t.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    harness.roundTrip(true);
    // PLAYER2 may not write the character, so cannot record a request there; a query naming it finds none of theirs.
    const nonce = "forgednonce00000";
    const recorded = await harness.onClientOf(PLAYER2, () =>
      t.update({ [`flags.anthology.${RELAY_REQUEST_FLAG}.${nonce}`]: { messageId: card.id, action: "gmMojoBid", dataset: "{}", nonce, user: PLAYER.id } } as never).then(
        () => true,
        () => false,
      ),
    );
    expect(recorded).toBe(false);
    const answer = await harness.onClientOf(PLAYER2, () => GM.query(RELAY_QUERY, { messageId: card.id, nonce, actorUuid: t.uuid } as never));
    expect(answer).toEqual({ ok: false, reason: "NotAuthor" });
    expect(claimsOn(t)).toEqual([]);
    expect(t.system.mojo).toBe(20);
    // Their own click is refused on their client (they do not own the character), and still nothing is spent.
    const out = await click(PLAYER2, "gmMojoBid", card);
    expect(out.result).toBeNull();
    expect(t.system.mojo).toBe(20);
  });
});
