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
import { answerRollDialog } from "../rulesets/roll-dialog-answer.js";
import { gmRollConsciousness } from "../../module/rulesets/gods-monsters/rolls/conditions.js";
import { GM, GM2, OBSERVER, PLAYER, PLAYER2, castOwnership, harness } from "../harness/foundry.js";
import { registerRollRequestAdapter } from "../../module/core/requests/adapter.js";
import { registerRollRequestHandlers } from "../../module/core/requests/answer.js";
import type { GmRequestFlags } from "../../module/core/requests/cards.js";
import { sendRollRequest } from "../../module/core/requests/send.js";
import { WARDEN_ROLL_REQUESTS } from "../../module/rulesets/warden/rolls/roll-request.js";
import { setupGm, toromeen } from "../rulesets/gods-monsters/actors/setup.js";
import type { GmCharacterActor } from "../../module/rulesets/gods-monsters/data/view.js";
import { registerWardenChatActions } from "../../module/rulesets/warden/chat/actions.js";
import { wardenRequestSave } from "../../module/rulesets/warden/rolls/save-request.js";
import { installWarden, makeActor as wardenActor, sys as wardenSys } from "../rulesets/warden/skin-setup.js";
import { shadowAttack } from "../../module/rulesets/shadow/rolls/attack.js";
import { attrs, firstItem, installShadow, makeActor as shadowActor, shield, spear, target } from "../rulesets/shadow/skin-helpers.js";

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
    // Shift-click (the skip-dialog binding): the roll's own dialog is not what these cases test (a later case answers it).
    const result = await runChatAction(name, {
      message: card,
      dataset: { anthologyAction: name, ...dataset } as DOMStringMap,
      event: { shiftKey: true } as unknown as Event,
    });
    return {
      result,
      warnings: harness.notifications.log
        .slice(before)
        .filter((n) => n.type === "warn")
        .map((n) => String(n.message)),
    };
  });
}

/** The requests still recorded on a document (flags.anthology.relayRequest), by nonce. */
function requestsOn(doc: { flags?: unknown }): string[] {
  const recorded = foundry.utils.getProperty((doc.flags ?? {}) as object, `anthology.${RELAY_REQUEST_FLAG}`);
  return recorded && typeof recorded === "object" ? Object.keys(recorded) : [];
}

/** The claims still recorded on an actor (flags.anthology.cardClaims): the cards' entries, none left empty. */
function claimsOn(actor: Actor.Implementation): string[] {
  const claims = foundry.utils.getProperty(actor.flags as object, "anthology.cardClaims") as Record<string, Record<string, unknown>> | undefined;
  return Object.entries(claims ?? {}).flatMap(([id, byAction]) => {
    const actions = Object.keys(byAction ?? {});
    return actions.length ? actions.map((a) => `${id}.${a}`) : [`${id} (empty)`];
  });
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
      t
        .update({
          [`flags.anthology.${RELAY_REQUEST_FLAG}.${nonce}`]: { messageId: card.id, action: "gmMojoBid", dataset: "{}", nonce, user: PLAYER.id },
        } as never)
        .then(
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

describe("G&M mojo increase: one pick however many press it at once", () => {
  it("the GM and the owner pick the new field at once: one field is created", async () => {
    harness.actAs(GM);
    const t = await toromeen({ mojo: 20 });
    await t.update({ ownership: castOwnership() } as never);
    const card = (await ChatMessage.create({
      content: `<button data-anthology-action="gmMojoIncrease" data-increase="field">Climbing</button>`,
      speaker: ChatMessage.getSpeaker({ actor: t as never }),
      type: "gmCard",
      system: { mojoIncrease: { actorUuid: t.uuid, fieldId: "", skill: "", newField: "Climbing", options: ["field"], chosen: "" } },
    } as never)) as unknown as Msg;
    harness.roundTrip(true);
    const [gm, owner] = await Promise.all([
      click(GM, "gmMojoIncrease", card, { increase: "field" }),
      click(PLAYER, "gmMojoIncrease", card, { increase: "field" }),
    ]);
    const fields = (t.items.contents as { name: string; type: string }[]).filter((i) => i.type === "gmField" && i.name === "Climbing");
    expect(fields).toHaveLength(1);
    expect([...gm.warnings, ...owner.warnings].join(" ")).toMatch(/already/i);
    expect(claimsOn(t)).toEqual([]);
  });
});

describe("G&M death contest: one contest per press however many press it at once, and pressed again later", () => {
  it("the GM and the owner at once: one contest is rolled, the other is told to wait; a later press rolls again", async () => {
    harness.actAs(GM);
    // With injuries: the death contest is not offered at none (004 "A time to die"; module/rulesets/gods-monsters/rolls/conditions.ts).
    const t = await toromeen({ experience: 1000, advancedLevel: 2, survival: { value: 4 }, verve: { value: 0, bonus: 10 }, mojo: 0, injuries: 3 });
    await t.update({ ownership: castOwnership() } as never);
    const card = (await ChatMessage.create({
      content: `<button type="button" data-anthology-action="gmDeathContest">Death contest</button>`,
      speaker: ChatMessage.getSpeaker({ actor: t as never }),
      type: "gmCard",
      system: { applied: { actorUuid: t.uuid } },
    } as never)) as unknown as Msg;
    const rolls = () => harness.messages().filter((m) => m.rolls.length > 0).length;
    const before = rolls();
    // Both sides succeed on every pair (the Guide's 20 against the injuries, the player's 1): "roll again".
    harness.queueFaces([20, 1, 20, 1, 20, 1]);
    harness.roundTrip(true);
    const [gm, owner] = await Promise.all([click(GM, "gmDeathContest", card), click(PLAYER, "gmDeathContest", card)]);
    expect(rolls() - before).toBe(2);
    expect([gm.result, owner.result].filter((r) => r !== null)).toHaveLength(1);
    expect([...gm.warnings, ...owner.warnings].join(" ")).toMatch(/pressing this card's button right now/);
    expect(claimsOn(t)).toEqual([]);
    // The rules roll the contest again from the same card: the next press is not refused as used.
    const again = await click(PLAYER, "gmDeathContest", card);
    expect(again.result).not.toBeNull();
    expect(rolls() - before).toBe(4);
  });
});

describe("the Warden's saves a card asks for: one save roll however many press it at once", () => {
  beforeEach(() => {
    installWarden();
    registerWardenChatActions();
  });

  /** The damage card's button (templates/warden/chat/damage.hbs). */
  const CRITICAL = `<button type="button" data-anthology-action="wardenCriticalSave">Critical save</button>`;

  /** Roll messages posted while `fn` runs. */
  async function rollsDuring<T>(fn: () => Promise<T>): Promise<{ results: T; rolls: number }> {
    const before = harness.messages().filter((m) => m.rolls.length > 0).length;
    const results = await fn();
    return { results, rolls: harness.messages().filter((m) => m.rolls.length > 0).length - before };
  }

  async function pc(): Promise<Actor.Implementation> {
    harness.actAs(GM);
    const actor = await wardenActor("wardenCharacter", "Ael'Onor", {
      hp: { value: 0, max: 6 },
      str: { value: 8, max: 12 },
      wil: { value: 10, max: 10 },
      dex: { value: 11, max: 11 },
    });
    await actor.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    return actor;
  }

  it("the critical save: the GM and the owner at once roll it once", async () => {
    const actor = await pc();
    const card = (await ChatMessage.create({ content: CRITICAL, type: "wardenCard", system: { actorUuid: actor.uuid } } as never)) as unknown as Msg;
    harness.queueFaces([10, 10]);
    harness.roundTrip(true);
    const out = await rollsDuring(() => Promise.all([click(GM, "wardenCriticalSave", card), click(PLAYER, "wardenCriticalSave", card)]));
    expect(out.rolls).toBe(1);
    expect(wardenSys(actor).condition).toBe("fighting");
    expect(out.results.flatMap((r) => r.warnings).join(" ")).toMatch(/already used/);
    expect(claimsOn(actor)).toEqual([]);
    expect(requestsOn(actor)).toEqual([]);
  });

  it("the scar's WIL save: two GMs at once roll it once, and the entry's follow-up happens once", async () => {
    harness.connect(GM2);
    const actor = await pc();
    const card = (await ChatMessage.create({
      content: `<button type="button" data-anthology-action="wardenScarSave">WIL save</button>`,
      type: "wardenCard",
      system: { actorUuid: actor.uuid, entry: 8 },
    } as never)) as unknown as Msg;
    harness.queueFaces([15, 3, 15, 3]);
    harness.roundTrip(true);
    const out = await rollsDuring(() => Promise.all([click(GM, "wardenScarSave", card), click(GM2, "wardenScarSave", card)]));
    // The WIL save and its 1d4: one of each.
    expect(out.rolls).toBeLessThanOrEqual(2);
    expect(wardenSys(actor).wil.max).toBe(13);
    expect(out.results.flatMap((r) => r.warnings).join(" ")).toMatch(/already used/);
  });

  it("a requested save: the owner and the GM answering with the same character at once roll it once", async () => {
    const actor = await pc();
    PLAYER.character = actor;
    GM.character = actor;
    const request = await wardenRequestSave({ attribute: "dex", dc: 12, secret: false });
    const card = request!.message! as unknown as Msg;
    harness.queueFaces([10, 10]);
    harness.roundTrip(true);
    const out = await rollsDuring(() => Promise.all([click(PLAYER, "wardenRollRequestedSave", card), click(GM, "wardenRollRequestedSave", card)]));
    expect(out.rolls).toBe(1);
    expect(out.results.flatMap((r) => r.warnings).join(" ")).toMatch(/already used/);
    expect(claimsOn(actor)).toEqual([]);
    expect(requestsOn(actor)).toEqual([]);
  });

  it("the save's dialog opens on the clicker's client only, and only for the click that holds the card", async () => {
    const actor = await pc();
    const card = (await ChatMessage.create({ content: CRITICAL, type: "wardenCard", system: { actorUuid: actor.uuid } } as never)) as unknown as Msg;
    const opened: string[] = [];
    // Answers the next roll dialog (pressing Roll); a second dialog, which only a second click would open, is not answered.
    answerRollDialog({ seen: () => void opened.push(game.user!.id!) });
    harness.queueFaces([10, 10]);
    harness.roundTrip(true);
    const press = (user: User) =>
      harness.onClientOf(user, () =>
        runChatAction("wardenCriticalSave", { message: card, dataset: { anthologyAction: "wardenCriticalSave" } as DOMStringMap, event: new Event("click") }),
      );
    const [owner, gm] = await Promise.all([press(PLAYER), press(GM)]);
    expect(opened).toHaveLength(1);
    // Whoever won the claim saw the dialog on their own client.
    expect(opened[0]).toBe(owner !== null ? PLAYER.id : GM.id);
    expect([owner, gm].filter((r) => r !== null)).toHaveLength(1);
    expect(wardenSys(actor).condition).toBe("fighting");
  });
});

describe("Shadow's defence and pain choice: once however many press them at once", () => {
  beforeEach(() => installShadow());

  async function ambush(): Promise<{ pc: Actor.Implementation; ogre: Actor.Implementation }> {
    harness.actAs(GM);
    const pc = await shadowActor("shadowCharacter", "Ylva", { attributes: attrs({ quick: 13, strong: 12 }) }, [shield], { default: 0, [PLAYER.id]: 3 });
    const ogre = await shadowActor("shadowMonster", "Ogre", { attributes: attrs({ accurate: 13 }) }, [{ ...spear }]);
    target(GM, pc);
    return { pc, ogre };
  }

  it("the defence: the GM and the defender's owner at once roll it once", async () => {
    const { ogre } = await ambush();
    await shadowAttack(firstItem(ogre), { skipDialog: true });
    const card = lastCard("shadowDefend");
    const before = harness.messages().length;
    harness.queueFaces([3, 3]);
    harness.roundTrip(true);
    const [gm, owner] = await Promise.all([click(GM, "shadowDefend", card), click(PLAYER, "shadowDefend", card)]);
    expect([gm.result, owner.result].filter((r) => r === "defended")).toHaveLength(1);
    expect(harness.messages().length - before).toBe(1);
    expect([...gm.warnings, ...owner.warnings].join(" ")).toMatch(/already been done/);
  });

  it("the pain choice: the GM and the victim's owner at once take it once", async () => {
    const { pc, ogre } = await ambush();
    await (pc as unknown as { toggleStatusEffect(id: string): Promise<unknown> }).toggleStatusEffect("unaware");
    harness.queueFaces([5, 2]);
    await shadowAttack(firstItem(ogre), { skipDialog: true });
    await click(GM, "shadowApplyDamage", lastCard("shadowApplyDamage"));
    const card = lastCard("shadowPainChoice");
    const before = harness.messages().length;
    harness.roundTrip(true);
    const [gm, owner] = await Promise.all([
      click(GM, "shadowPainChoice", card, { choice: "freeAttack" }),
      click(PLAYER, "shadowPainChoice", card, { choice: "freeAttack" }),
    ]);
    expect([gm.result, owner.result].filter((r) => r === true)).toHaveLength(1);
    expect(harness.messages().length - before).toBe(1);
    expect(claimsOn(pc)).toEqual([]);
  });
});

describe("a claim that is not used, a GM who is not there, a request that names someone else", () => {
  beforeEach(() => {
    installWarden();
    registerWardenChatActions();
  });

  async function criticalCard(): Promise<{ actor: Actor.Implementation; card: Msg }> {
    harness.actAs(GM);
    const actor = await wardenActor("wardenCharacter", "Ael'Onor", { hp: { value: 0, max: 6 }, str: { value: 8, max: 12 } });
    await actor.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    const card = (await ChatMessage.create({
      content: `<button type="button" data-anthology-action="wardenCriticalSave">Critical save</button>`,
      type: "wardenCard",
      system: { actorUuid: actor.uuid },
    } as never)) as unknown as Msg;
    return { actor, card };
  }

  it("the owner closes the save's dialog: the claim is released, and the next press rolls the save", async () => {
    const { actor, card } = await criticalCard();
    harness.roundTrip(true);
    answerRollDialog({ press: "close" });
    const closed = await harness.onClientOf(PLAYER, () =>
      runChatAction("wardenCriticalSave", { message: card, dataset: { anthologyAction: "wardenCriticalSave" } as DOMStringMap, event: new Event("click") }),
    );
    expect(closed).toBeNull();
    expect(claimsOn(actor)).toEqual([]);
    expect(requestsOn(actor)).toEqual([]);
    harness.queueFaces([10]);
    const rolled = await click(GM, "wardenCriticalSave", card);
    expect(rolled.result).toBe("fighting");
    expect(wardenSys(actor).condition).toBe("fighting");
  });

  it("no GM connected: a player pressing the GM's card is told a GM is needed and nothing is rolled", async () => {
    const { actor, card } = await criticalCard();
    harness.connect(GM, false);
    const before = harness.messages().length;
    const out = await click(PLAYER, "wardenCriticalSave", card);
    expect(out.result).toBeNull();
    expect(out.warnings.join(" ")).toMatch(/No GM is connected/);
    expect(harness.messages().length).toBe(before);
    expect(requestsOn(actor)).toEqual([]);
  });

  it("no GM connected: the player's own card about their own character still works on their client", async () => {
    harness.actAs(GM);
    const t = await toromeen({ mojo: 20 });
    await t.update({ ownership: castOwnership() } as never);
    // The player rolls their own consciousness roll, which fails: the bid card is theirs.
    const card = await harness.onClientOf(PLAYER, async () => {
      harness.queueFaces([15]);
      await gmRollConsciousness(t);
      return lastCard("gmMojoBid");
    });
    expect(card.author?.id).toBe(PLAYER.id);
    const needed = (card.system as unknown as { mojoBid: { needed: number } }).mojoBid.needed;
    harness.connect(GM, false);
    await click(PLAYER, "gmMojoBid", card);
    expect(t.system.mojo).toBe(20 - needed);
  });

  it("an owner's request naming a user who does not own the actor (an observer) is refused by the GM's client", async () => {
    const { actor, card } = await criticalCard();
    const nonce = "namesobserver000";
    const answer = await harness.onClientOf(PLAYER, async () => {
      await actor.update({
        [`flags.anthology.${RELAY_REQUEST_FLAG}.${nonce}`]: {
          messageId: card.id,
          action: "wardenCriticalSave",
          dataset: JSON.stringify({ anthologyAction: "wardenCriticalSave" }),
          nonce,
          user: OBSERVER.id,
        },
      } as never);
      return GM.query(RELAY_QUERY, { messageId: card.id, nonce, actorUuid: actor.uuid } as never);
    });
    expect(answer).toEqual({ ok: false, reason: "NotAuthor" });
    expect(claimsOn(actor)).toEqual([]);
    // Answered, so removed.
    expect(requestsOn(actor)).toEqual([]);
  });
});

describe("a GM roll request's answer: one roll however many press it at once", () => {
  beforeEach(() => {
    installWarden();
    registerRollRequestHandlers();
    registerRollRequestAdapter(WARDEN_ROLL_REQUESTS);
  });

  it("the GM and the owner at once: one roll, one result on the GM's card", async () => {
    harness.actAs(GM);
    const ael = await wardenActor("wardenCharacter", "Ael'Onor", { dex: { value: 11, max: 11 } });
    await ael.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    const sent = await sendRollRequest({ ruleset: "warden", actors: [ael], check: "dex", difficulty: 15, hidden: false });
    const card = sent!.message! as unknown as Msg;
    const answered = () => harness.messages().filter((m) => foundry.utils.getProperty(m.flags as object, "anthology.requestRoll")).length;
    harness.queueFaces([9, 9]);
    harness.roundTrip(true);
    const [gm, owner] = await Promise.all([
      click(GM, "rollRequested", card, { actorUuid: ael.uuid }),
      click(PLAYER, "rollRequested", card, { actorUuid: ael.uuid }),
    ]);
    expect(answered()).toBe(1);
    expect([gm.result, owner.result].filter((r) => r !== null)).toHaveLength(1);
    expect([...gm.warnings, ...owner.warnings].join(" ")).toMatch(/already used/);
    const row = (sent!.gmMessage!.flags as { anthology: { requestGm: GmRequestFlags } }).anthology.requestGm.rows[0]!;
    expect(row.total).toBe(20);
  });
});
