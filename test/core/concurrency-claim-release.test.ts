/**
 * A claim left by a client that closed mid-dialog (chat-actions.ts `CLAIM_LIFETIME_MS` bounds it at 10 minutes): when
 * its holder disconnects, v13 tells every other client (`Users.#handleUserActivity`, client/documents/collections/users.mjs,
 * sets `user.active` and calls the `userConnected` hook; `harness.connect(user, false)` does the same), and the active
 * GM's client releases that user's claims (relay.ts `releaseClaimsOf`), so the card is usable again at once. Each claim
 * is taken here as a click takes it before its save dialog opens (chat-actions.ts `claimActorUse`), and the dialog never
 * answers: its client is gone.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { claimActorUse, runChatAction } from "../../module/core/chat/chat-actions.js";
import { registerRelay, releaseAbsentClaims } from "../../module/core/chat/relay.js";
import { registerWardenChatActions } from "../../module/rulesets/warden/chat/actions.js";
import { GM, GM2, PLAYER, PLAYER2, harness } from "../harness/foundry.js";
import { createScene, placeToken } from "../harness/scenes.js";
import { installWarden, makeActor, sys } from "../rulesets/warden/skin-setup.js";

type User = typeof GM;

beforeEach(() => {
  installWarden();
  registerWardenChatActions();
  registerRelay();
});

/** A creature (hp 9, DEX 5) that PLAYER and PLAYER2 both own. */
async function creature(name: string): Promise<Actor.Implementation> {
  harness.actAs(GM);
  const actor = await makeActor("wardenCreature", name, { hp: { value: 9, max: 9 }, dex: { value: 5, max: 5 } });
  await actor.update({ ownership: { default: 0, [PLAYER.id]: 3, [PLAYER2.id]: 3 } } as never);
  return actor;
}

/** The GM's attack card: 6 damage at IR 15, naming no target. */
async function card(): Promise<ChatMessage.Implementation> {
  harness.actAs(GM);
  const content = '<button type="button" data-anthology-action="wardenApplyDamage" data-damage="6">Apply</button>';
  return (await ChatMessage.create({ content, type: "wardenCard", system: { damage: 6, ir: 15 } } as never)) as unknown as ChatMessage.Implementation;
}

const context = (message: ChatMessage.Implementation) => ({
  message,
  dataset: { anthologyAction: "wardenApplyDamage", damage: "6" } as DOMStringMap,
  event: { shiftKey: true } as never,
});

/** `user`'s click takes the card's use on `actor` (the claim before its dialog), and their client then goes quiet. */
async function claimAs(user: User, message: ChatMessage.Implementation, actor: Actor.Implementation): Promise<void> {
  const claim = await harness.onClientOf(user, () => claimActorUse("wardenApplyDamage", context(message), actor));
  expect(claim).toEqual({ held: true });
}

/** Who holds this card's claim on the actor (the claim record's user), or null. */
function holder(actor: Actor.Implementation, message: ChatMessage.Implementation): unknown {
  return foundry.utils.getProperty(actor.flags as object, `anthology.cardClaims.${message.id}.wardenApplyDamage.user`) ?? null;
}

/** `user` targets both creatures and presses (shift-click: the saves roll without a dialog); the warnings they saw. */
async function pressAs(user: User, message: ChatMessage.Implementation, actors: Actor.Implementation[]): Promise<string[]> {
  user.targets.clear();
  for (const actor of actors) user.targets.add({ actor });
  return harness.onClientOf(user, async () => {
    const before = harness.notifications.log.length;
    await runChatAction("wardenApplyDamage", context(message));
    return harness.notifications.log
      .slice(before)
      .filter((n) => n.type === "warn")
      .map((n) => String(n.message));
  });
}

/** Who wrote a claims' change on these actors (the user whose client ran each update). */
function claimWriters(actors: Actor.Implementation[]): string[] {
  const writers: string[] = [];
  for (const actor of actors) {
    const update = actor.update.bind(actor);
    vi.spyOn(actor, "update").mockImplementation(((changes: Record<string, unknown>, options?: unknown) => {
      if (Object.keys(foundry.utils.flattenObject(changes ?? {}) as object).some((k) => k.includes("cardClaims"))) writers.push(game.user?.id ?? "");
      return update(changes as never, options as never);
    }) as never);
  }
  return writers;
}

describe("a claim's holder disconnects: the active GM's client releases their claims", () => {
  it("the owner left mid-dialog: their claim is released by the active GM alone, another player's stays, and the GM then applies the card", async () => {
    harness.connect(GM2);
    const one = await creature("One");
    const two = await creature("Two");
    const message = await card();
    harness.roundTrip(true);
    await claimAs(PLAYER, message, one);
    await claimAs(PLAYER2, message, two);
    expect([holder(one, message), holder(two, message)]).toEqual([PLAYER.id, PLAYER2.id]);
    const writers = claimWriters([one, two]);
    harness.connect(PLAYER, false);
    await harness.settle();
    // Released once, by the active GM's client (the other GM's client saw the hook too and left it alone).
    expect(holder(one, message)).toBeNull();
    expect(foundry.utils.getProperty(one.flags as object, `anthology.cardClaims.${message.id}`)).toBeUndefined();
    expect(writers).toEqual([GM.id]);
    // PLAYER2 is still connected: their claim stands.
    expect(holder(two, message)).toBe(PLAYER2.id);
    // The card is usable again on the first creature at once (not after 10 minutes): its save fails (2 + 5 < 15), 6 damage.
    harness.queueFaces([2]);
    const warnings = await pressAs(GM, message, [one]);
    expect(warnings).toEqual([]);
    expect(sys(one).hp.value).toBe(3);
    expect(holder(one, message)).toBeNull();
  });

  it("the active GM left mid-dialog: the second GM, now the active one, releases that GM's claim and applies the card", async () => {
    harness.connect(GM2);
    const one = await creature("One");
    const message = await card();
    harness.roundTrip(true);
    await claimAs(GM, message, one);
    expect(holder(one, message)).toBe(GM.id);
    const writers = claimWriters([one]);
    harness.connect(GM, false);
    await harness.settle();
    expect(holder(one, message)).toBeNull();
    expect(writers).toEqual([GM2.id]);
    harness.queueFaces([2]);
    const warnings = await pressAs(GM2, message, [one]);
    expect(warnings).toEqual([]);
    expect(sys(one).hp.value).toBe(3);
  });

  it("a claim on an unlinked token's own actor (outside game.actors) is released too", async () => {
    const base = await creature("Goblin");
    const goblin = placeToken(createScene("Cave"), base, { actorLink: false }).actor as unknown as Actor.Implementation;
    const message = await card();
    // The claim as the active GM's client records it (relay.ts `grantClaim`); the harness resolves no token actor's
    // uuid (scenes.ts), so it is written here rather than through a click's request.
    await goblin.update({ [`flags.anthology.cardClaims.${message.id}.wardenApplyDamage`]: { user: PLAYER.id, nonce: "n1", at: Date.now() } } as never);
    expect(holder(goblin, message)).toBe(PLAYER.id);
    harness.connect(PLAYER, false);
    await harness.settle();
    expect(holder(goblin, message)).toBeNull();
  });

  it("a holder who left while no GM was connected: the GM's client releases the claim when it is ready, and only the absent user's", async () => {
    const one = await creature("One");
    const two = await creature("Two");
    const message = await card();
    await claimAs(PLAYER, message, one);
    await claimAs(PLAYER2, message, two);
    // The GM leaves, then the player: no client is the active GM's, so nobody releases the player's claim.
    harness.connect(GM, false);
    harness.connect(PLAYER, false);
    await harness.settle();
    expect(holder(one, message)).toBe(PLAYER.id);
    // The GM comes back: every client runs `ready` on its own page load, the GM's among them (module/anthology.ts
    // releases absent users' claims there); only the active GM's client writes.
    harness.connect(GM);
    const writers = claimWriters([one, two]);
    const ran: unknown[] = [];
    const id = Hooks.on("ready" as never, (async () => void ran.push(await releaseAbsentClaims())) as never);
    await harness.callOnEveryClient("ready");
    Hooks.off("ready" as never, id);
    expect(holder(one, message)).toBeNull();
    expect(holder(two, message)).toBe(PLAYER2.id);
    expect(writers).toEqual([GM.id]);
    expect(ran.filter((n) => n !== 0)).toEqual([1]);
  });

  it("a user connecting, or one leaving who holds no claim, releases nothing", async () => {
    const one = await creature("One");
    const message = await card();
    await claimAs(PLAYER, message, one);
    const writers = claimWriters([one]);
    harness.connect(GM2);
    harness.connect(PLAYER2, false);
    await harness.settle();
    expect(holder(one, message)).toBe(PLAYER.id);
    expect(writers).toEqual([]);
    // The card stays taken for everyone else meanwhile: the GM is told so.
    const warnings = await pressAs(GM, message, [one]);
    expect(warnings.join(" ")).toMatch(/someone else is pressing this card's button right now/i);
    expect(sys(one).hp.value).toBe(9);
  });
});
