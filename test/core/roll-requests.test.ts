/**
 * GM roll requests (README "GM roll requests") at a table of a GM and two players, each on their own client: the GM
 * asks two characters for a Warden DEX save with a hidden DC; each player rolls for their own character from the
 * public card; the GM's card (a GM-only whisper) fills in each result on the GM's client, asked with v13's
 * `User#query` (test/harness/users.ts). The hidden DC never reaches a player's client.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { runChatAction } from "../../module/core/chat/chat-actions.js";
import { registerRollRequestAdapter } from "../../module/core/requests/adapter.js";
import { registerRollRequestHandlers } from "../../module/core/requests/answer.js";
import type { GmRequestFlags } from "../../module/core/requests/cards.js";
import { sendRollRequest } from "../../module/core/requests/send.js";
import { registerCoreSettings } from "../../module/core/settings.js";
import { formatChance } from "../../module/dice/requests/chance.js";
import { wardenOdds } from "../../module/dice/rules/index.js";
import { WARDEN_ROLL_REQUESTS } from "../../module/rulesets/warden/rolls/roll-request.js";
import { GM, PLAYER, PLAYER2, harness } from "../harness/foundry.js";
import { installWarden, makeActor } from "../rulesets/warden/skin-setup.js";
import { everythingHeld } from "./everything-held.js";

/** A DC no id or other number on the cards is likely to contain. */
const DC = 17;

beforeEach(() => {
  installWarden();
  registerRollRequestHandlers();
  registerRollRequestAdapter(WARDEN_ROLL_REQUESTS);
});

async function party() {
  harness.actAs(GM);
  const ael = await makeActor("wardenCharacter", "Ael'Onor", { dex: { value: 11, max: 11 } });
  await ael.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  const bryn = await makeActor("wardenCharacter", "Bryn", { dex: { value: 4, max: 4 } });
  await bryn.update({ ownership: { default: 0, [PLAYER2.id]: 3 } } as never);
  return { ael, bryn };
}

async function request(actors: Actor.Implementation[], hidden = true) {
  harness.actAs(GM);
  const sent = await sendRollRequest({ ruleset: "warden", actors, check: "dex", difficulty: DC, hidden });
  return { card: sent!.message!, gmCard: sent!.gmMessage! };
}

function press(user: typeof GM, card: ChatMessage.Implementation, actor: Actor.Implementation) {
  harness.actAs(user);
  return runChatAction("rollRequested", {
    message: card,
    dataset: { anthologyAction: "rollRequested", actorUuid: actor.uuid } as DOMStringMap,
    event: new Event("click"),
  });
}

/** A G&M table for requests: the G&M room installed and its request adapter registered, Toromeen owned by PLAYER. */
async function gmTable() {
  const { setupGm, toromeen } = await import("../rulesets/gods-monsters/actors/setup.js");
  const { GM_ROLL_REQUESTS, gmRequestTarget } = await import("../../module/rulesets/gods-monsters/rolls/roll-request.js");
  setupGm();
  registerRollRequestAdapter(GM_ROLL_REQUESTS);
  harness.actAs(GM);
  const hero = await toromeen();
  await hero.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  return { hero, toromeen, gmRequestTarget };
}

const rows = (gmCard: ChatMessage.Implementation) => (gmCard.flags as { anthology: { requestGm: GmRequestFlags } }).anthology.requestGm.rows;

/** Every number anywhere in a value (flags, rolls' data). */
function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === "number") out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => numbersIn(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => numbersIn(v, out));
  return out;
}

/** What a user's client holds of the messages: text shown, flags, the card's data (`system`), roll data. */
function heldBy(user: typeof GM) {
  return harness.clientMessages(user).map((m) => {
    const el = document.createElement("div");
    el.innerHTML = m.content ?? "";
    return {
      text: el.textContent ?? "",
      numbers: numbersIn([m.flags, JSON.parse(JSON.stringify(m.system ?? {})), JSON.parse(JSON.stringify(m.rolls ?? []))]),
      all: everythingHeld(m),
    };
  });
}

describe("a Warden save asked of two players with a hidden DC", () => {
  it("the GM's card has each character's exact chance; the players' clients hold no DC at all", async () => {
    const { ael, bryn } = await party();
    const { gmCard } = await request([ael, bryn]);
    // A save succeeds when TR > DC (003): the odds at DC + 1.
    expect(rows(gmCard).map((r) => r.chance)).toEqual([wardenOdds({ modifier: 11, dc: DC + 1 }), wardenOdds({ modifier: 4, dc: DC + 1 })]);
    expect(gmCard.content).toContain(formatChance(wardenOdds({ modifier: 11, dc: DC + 1 })));
    expect(gmCard.content).toContain(`DC: ${DC}`);
    for (const player of [PLAYER, PLAYER2]) {
      expect(harness.clientMessages(player)).not.toContain(gmCard);
      for (const held of heldBy(player)) {
        expect(held.text).not.toContain(String(DC));
        expect(held.numbers).not.toContain(DC);
        expect(held.all).not.toMatch(new RegExp(`(?<![\\w.])${DC}(?![\\w.])`));
      }
    }
  });

  it("each player rolls for their own character; the GM's client fills in each result; the DC stays hidden", async () => {
    const { ael, bryn } = await party();
    const { card, gmCard } = await request([ael, bryn]);
    // Ael'Onor: d20 9 + DEX 11 = TR 20 > 17, a success.
    harness.queueFaces([9]);
    await press(PLAYER, card, ael);
    expect(rows(gmCard)[0]).toMatchObject({ total: 20, success: true });
    expect(rows(gmCard)[1]).toMatchObject({ total: null, success: null });
    // Bryn: d20 12 + DEX 4 = TR 16, not above 17: a failure.
    harness.queueFaces([12]);
    await press(PLAYER2, card, bryn);
    expect(rows(gmCard)[1]).toMatchObject({ total: 16, success: false });
    expect(gmCard.content).toContain("success");
    expect(gmCard.content).toContain("failure");
    // Each result carries its outcome as a class, coloured on the GM's table (styles/core.css).
    expect(gmCard.content).toContain("roll-request-result success");
    expect(gmCard.content).toContain("roll-request-result failure");
    // The GM's card is still the GM's message: the players' clients never wrote it, and still do not hold it.
    expect(gmCard.author?.id).toBe(GM.id);
    for (const player of [PLAYER, PLAYER2]) {
      for (const held of heldBy(player)) expect(held.numbers).not.toContain(DC);
    }
  });

  it("a player cannot roll for the other's character, nor twice for their own; the first result stands", async () => {
    const { ael, bryn } = await party();
    const { card, gmCard } = await request([ael, bryn]);
    await press(PLAYER, card, bryn);
    expect(String(harness.notifications.log.at(-1)?.message)).toMatch(/Only the GM or the owner/);
    harness.queueFaces([9]);
    await press(PLAYER, card, ael);
    harness.queueFaces([1]);
    await press(PLAYER, card, ael);
    expect(String(harness.notifications.log.at(-1)?.message)).toMatch(/already used/);
    expect(rows(gmCard)[0]).toMatchObject({ total: 20, success: true });
    expect(rows(gmCard)[1]).toMatchObject({ total: null });
    // A button naming a character the card does not ask for (a hand-edited data-actor-uuid) rolls nothing.
    harness.actAs(GM);
    const outsider = await makeActor("wardenCharacter", "Outsider");
    await outsider.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    const before = harness.messages().length;
    await press(PLAYER, card, outsider);
    expect(harness.messages().length).toBe(before);
    expect(String(harness.notifications.log.at(-1)?.message)).toMatch(/does not ask for a roll from that character/);
  });

  it("a shown DC is on the public card; the GM's own click for a character settles at once", async () => {
    const { ael } = await party();
    const { card, gmCard } = await request([ael], false);
    expect(card.content).toContain(`DC: ${DC}`);
    harness.queueFaces([2]);
    await press(GM, card, ael);
    expect(rows(gmCard)[0]).toMatchObject({ total: 13, success: false });
  });

  it("with no GM connected the player still rolls, and is told the GM's card will not show it", async () => {
    const { ael } = await party();
    const { card, gmCard } = await request([ael]);
    harness.connect(GM, false);
    const before = harness.messages().length;
    harness.queueFaces([9]);
    await press(PLAYER, card, ael);
    expect(harness.messages().length).toBe(before + 1);
    expect(String(harness.notifications.log.at(-1)?.message)).toMatch(/No GM's client received/);
    expect(rows(gmCard)[0]).toMatchObject({ total: null });
  });

  it("only a GM sends a request", async () => {
    const { ael } = await party();
    harness.actAs(PLAYER);
    expect(await sendRollRequest({ ruleset: "warden", actors: [ael], check: "dex", difficulty: DC, hidden: true })).toBeNull();
  });
});

describe("Gods & Monsters and Shadow requests", () => {
  it("G&M: each character's chance is the roll-under odds of their number with the hidden modifier; the group effort is on the GM's card; the die is settled against the full number", async () => {
    const { gmGroupEffort } = await import("../../module/rulesets/gods-monsters/rules/groups/group-effort.js");
    const { rollUnderOdds } = await import("../../module/dice/rules/index.js");
    const { hero, toromeen, gmRequestTarget } = await gmTable();
    const friend = await toromeen({ abilities: { strength: 12, agility: 10, endurance: 15, intelligence: 12, wisdom: 15, charisma: 8 } });
    await friend.update({ name: "Friend", ownership: { default: 0, [PLAYER2.id]: 3 } } as never);
    const modifier = -3;
    const targets = [gmRequestTarget(hero, "ability.strength", modifier)!, gmRequestTarget(friend, "ability.strength", modifier)!];
    expect(targets[0]).toBeGreaterThan(targets[1]!);
    const sent = await sendRollRequest({ ruleset: "gm", actors: [hero, friend], check: "ability.strength", difficulty: modifier, hidden: true });
    const gmCard = sent!.gmMessage!;
    expect(rows(gmCard).map((r) => r.chance)).toEqual(targets.map((target) => rollUnderOdds({ target, favour: 0 })));
    // 004 "Group Effort": the median of the members' numbers plus the group bonus (two members: +1).
    const group = gmGroupEffort(targets);
    expect(group.bonus).toBe(1);
    expect(gmCard.content).toContain(`As a group effort: ${group.target} or less (median ${group.median} + group bonus 1)`);
    for (const player of [PLAYER, PLAYER2]) for (const held of heldBy(player)) expect(held.numbers).not.toContain(modifier);
    // The hero's player rolls a die one above the full number: without the hidden −3 it would have succeeded.
    harness.queueFaces([targets[0]! + 1]);
    await press(PLAYER, sent!.message!, hero);
    expect(rows(gmCard)[0]).toMatchObject({ total: targets[0]! + 1, success: false });
  });

  it("Shadow: an attribute test against the GM's difficulty; the player's targets do not change it", async () => {
    const { installShadow, makeActor: makeShadow, attrs, target } = await import("../rulesets/shadow/skin-helpers.js");
    const { SHADOW_ROLL_REQUESTS } = await import("../../module/rulesets/shadow/rolls/roll-request.js");
    const { rollUnderOdds } = await import("../../module/dice/rules/index.js");
    installShadow();
    registerRollRequestAdapter(SHADOW_ROLL_REQUESTS);
    harness.actAs(GM);
    const ylva = await makeShadow("shadowCharacter", "Ylva", { attributes: attrs({ quick: 13 }) }, [], { default: 0, [PLAYER.id]: 3 });
    const guard = await makeShadow("shadowMonster", "Guard", { attributes: attrs({ vigilant: 15 }) });
    const sent = await sendRollRequest({ ruleset: "shadow", actors: [ylva], check: "quick", difficulty: -2, hidden: false });
    expect(rows(sent!.gmMessage!)[0]!.chance).toBe(rollUnderOdds({ target: 11, favour: 0 }));
    target(PLAYER, guard);
    harness.queueFaces([11]);
    await press(PLAYER, sent!.message!, ylva);
    expect(rows(sent!.gmMessage!)[0]).toMatchObject({ total: 11, success: true });
  });
});

/** What a roll-under card must not say when the GM holds part of its number (module/dice/cards/roll-under-card.ts). */
const VERDICTS = [
  "Success",
  "Failure",
  "success",
  "failure",
  "made by",
  "missed by",
  "would have succeeded",
  "could not fail",
  "Chance it had",
  "Target",
  "%",
  "or less",
];

/** The dice cards of one family (its template's class: roll-under-card, keep-card) a user's client holds, as text. */
function cardsHeldBy(user: typeof GM, family: string): string[] {
  return harness
    .clientMessages(user)
    .filter((m) => (m.content ?? "").includes(family))
    .map((m) => {
      const el = document.createElement("div");
      el.innerHTML = m.content ?? "";
      return (el.textContent ?? "").replace(/\s+/g, " ");
    });
}

const rollCardsHeldBy = (user: typeof GM) => cardsHeldBy(user, "roll-under-card");

describe("G&M and Shadow requests with a hidden difficulty: the players' roll cards give no verdict", () => {
  it("G&M: the owning player's roll shows the die and their own number; no player's client holds the modifier, the full number or a verdict; no mojo bid is offered; the GM's card settles it", async () => {
    // Toromeen is a warrior: strength is archetypal, so a failed strength check of his would offer a mojo bid.
    const { hero, gmRequestTarget } = await gmTable();
    const modifier = -7;
    const known = gmRequestTarget(hero, "ability.strength", 0)!;
    const full = gmRequestTarget(hero, "ability.strength", modifier)!;
    expect(full).toBe(known + modifier);
    const sent = await sendRollRequest({ ruleset: "gm", actors: [hero], check: "ability.strength", difficulty: modifier, hidden: true });
    const before = harness.messages().length;
    // Over the known number too: the old card read "Failure" and offered the bid, though only the GM knows.
    harness.queueFaces([known + 1]);
    await press(PLAYER, sent!.message!, hero);
    // One roll card, nothing else (no mojo bid card): the GM settles it (004 "Rolls").
    expect(harness.messages().length).toBe(before + 1);
    expect(harness.messages().some((m) => Boolean((m.system as { mojoBid?: unknown } | undefined)?.mojoBid))).toBe(false);
    expect(rows(sent!.gmMessage!)[0]).toMatchObject({ total: known + 1, success: false });
    for (const user of [GM, PLAYER, PLAYER2]) {
      const cards = rollCardsHeldBy(user);
      expect(cards).toHaveLength(1);
      expect(cards[0]).toContain(`Rolled ${known + 1}`);
      expect(cards[0]).toContain(`Your number ${known}`);
      expect(cards[0]).toContain("The GM holds the difficulty: the result is on the GM's card.");
      // Said once: not again in the band nor after "Your number" (issue 15).
      expect(cards[0].match(/holds the difficulty|hidden difficulty/gi)).toHaveLength(1);
      for (const word of VERDICTS) expect(cards[0]).not.toContain(word);
    }
    for (const player of [PLAYER, PLAYER2]) {
      for (const held of heldBy(player)) {
        expect(held.numbers).not.toContain(modifier);
        expect(held.numbers).not.toContain(full);
        expect(held.text).not.toContain(String(modifier));
      }
    }
  });

  it("G&M: a die under the full number still shows no success to the players; the GM's card has it", async () => {
    const { hero, gmRequestTarget } = await gmTable();
    const full = gmRequestTarget(hero, "ability.strength", 2)!;
    const sent = await sendRollRequest({ ruleset: "gm", actors: [hero], check: "ability.strength", difficulty: 2, hidden: true });
    harness.queueFaces([full]);
    await press(PLAYER, sent!.message!, hero);
    expect(rows(sent!.gmMessage!)[0]).toMatchObject({ total: full, success: true });
    for (const user of [PLAYER, PLAYER2]) for (const card of rollCardsHeldBy(user)) for (const word of VERDICTS) expect(card).not.toContain(word);
  });

  it("Shadow: the player's roll shows the die and the attribute; no player's client holds the difficulty, the full target or a verdict; the GM's card settles it", async () => {
    const { installShadow, makeActor: makeShadow, attrs } = await import("../rulesets/shadow/skin-helpers.js");
    const { SHADOW_ROLL_REQUESTS } = await import("../../module/rulesets/shadow/rolls/roll-request.js");
    installShadow();
    registerRollRequestAdapter(SHADOW_ROLL_REQUESTS);
    harness.actAs(GM);
    const ylva = await makeShadow("shadowCharacter", "Ylva", { attributes: attrs({ quick: 13 }) }, [], { default: 0, [PLAYER.id]: 3 });
    const difficulty = -4;
    const sent = await sendRollRequest({ ruleset: "shadow", actors: [ylva], check: "quick", difficulty, hidden: true });
    // 12 is at or under Quick 13 but over the full 9: the old card said "Success", the GM's card a failure.
    harness.queueFaces([12]);
    await press(PLAYER, sent!.message!, ylva);
    expect(rows(sent!.gmMessage!)[0]).toMatchObject({ total: 12, success: false });
    for (const user of [GM, PLAYER, PLAYER2]) {
      const cards = rollCardsHeldBy(user);
      expect(cards).toHaveLength(1);
      expect(cards[0]).toContain("Rolled 12");
      expect(cards[0]).toContain("Your number 13");
      expect(cards[0]).toContain("The GM holds the difficulty");
      expect(cards[0].match(/holds the difficulty|hidden difficulty/gi)).toHaveLength(1);
      for (const word of VERDICTS) expect(cards[0]).not.toContain(word);
    }
    for (const player of [PLAYER, PLAYER2]) {
      for (const held of heldBy(player)) {
        expect(held.numbers).not.toContain(difficulty);
        expect(held.numbers).not.toContain(13 + difficulty);
        expect(held.text).not.toContain(String(difficulty));
      }
    }
  });

  it("Shadow: a shown difficulty keeps the verdict on the player's card", async () => {
    const { installShadow, makeActor: makeShadow, attrs } = await import("../rulesets/shadow/skin-helpers.js");
    const { SHADOW_ROLL_REQUESTS } = await import("../../module/rulesets/shadow/rolls/roll-request.js");
    installShadow();
    registerRollRequestAdapter(SHADOW_ROLL_REQUESTS);
    harness.actAs(GM);
    const ylva = await makeShadow("shadowCharacter", "Ylva", { attributes: attrs({ quick: 13 }) }, [], { default: 0, [PLAYER.id]: 3 });
    const sent = await sendRollRequest({ ruleset: "shadow", actors: [ylva], check: "quick", difficulty: -4, hidden: false });
    harness.queueFaces([12]);
    await press(PLAYER, sent!.message!, ylva);
    const [card] = rollCardsHeldBy(PLAYER2);
    expect(card).toContain("Failure");
    expect(card).toContain("Target 9");
  });
});

describe("Roll & Keep requests", () => {
  it("an attribute against a hidden target number: the chance is the keep odds of the pool; the GM's client counts the kept dice against the number", async () => {
    const { installRk, makeRkActor } = await import("../rulesets/roll-keep/skin-setup.js");
    const { RK_ROLL_REQUESTS } = await import("../../module/rulesets/roll-keep/rolls/roll-request.js");
    const { keepChance } = await import("../../module/dice/requests/keep-settings.js");
    installRk();
    registerRollRequestAdapter(RK_ROLL_REQUESTS);
    harness.actAs(GM);
    const thief = await makeRkActor("Thief", { attributes: { finesse: 3 } });
    await thief.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    const sent = await sendRollRequest({ ruleset: "rk", actors: [thief], check: "finesse", difficulty: 9, hidden: true });
    const chance = rows(sent!.gmMessage!)[0]!.chance!;
    expect(chance).toBeGreaterThan(0);
    expect(chance).toBe(keepChance({ roll: 3, keep: 3, difficulty: 9, needed: 1, extended: null }).success);
    for (const held of heldBy(PLAYER)) expect(held.numbers).not.toContain(9);
    // 3 dice rolled, one kept (the thief's mana): the 8 is a success at Standard (6), none at the hidden 9.
    harness.queueFaces([8, 7, 2]);
    await press(PLAYER, sent!.message!, thief);
    expect(rows(sent!.gmMessage!)[0]).toMatchObject({ total: 0, success: false });
  });
});

/** What a keep card must not say when the GM holds the difficulty: successes, degree, botch and chance depend on it (000). */
const KEEP_VERDICTS = [
  "Success",
  "success",
  "Failure",
  "failure",
  "Botch",
  "botch",
  "Marginal",
  "Moderate",
  "Complete",
  "Exceptional",
  "Phenomenal",
  "Chance it had",
  "%",
  "Standard",
  "difficulty 6",
];

const keepCardsHeldBy = (user: typeof GM) => cardsHeldBy(user, "keep-card");

describe("Roll & Keep requests with a hidden difficulty: the players' roll cards give no verdict", () => {
  async function rkTable() {
    const { installRk, makeRkActor } = await import("../rulesets/roll-keep/skin-setup.js");
    const { RK_ROLL_REQUESTS } = await import("../../module/rulesets/roll-keep/rolls/roll-request.js");
    installRk();
    registerRollRequestAdapter(RK_ROLL_REQUESTS);
    harness.actAs(GM);
    const thief = await makeRkActor("Thief", { attributes: { finesse: 3 } });
    await thief.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    return thief;
  }

  it("the owning player's roll shows the dice and the kept ones; no player's client holds the difficulty, a count of successes or a verdict; the GM's card settles it", async () => {
    const thief = await rkTable();
    const sent = await sendRollRequest({ ruleset: "rk", actors: [thief], check: "finesse", difficulty: 9, hidden: true });
    // Finesse 3, one die kept (the thief's mana): 8 kept, 7 and 1 dropped. The old card counted it at Standard (6):
    // "Marginal success". At the hidden 9 it fails and the dropped 1 botches (000 "Failure and Botching actions"):
    // only the GM's card may say so.
    harness.queueFaces([8, 7, 1]);
    await press(PLAYER, sent!.message!, thief);
    expect(rows(sent!.gmMessage!)[0]).toMatchObject({ total: 0, success: false });
    // The GM's card names it as the text does, the difficulty (000), not "Target number".
    expect(String(sent!.gmMessage!.content)).toContain("Difficulty: 9");
    expect(String(sent!.gmMessage!.content)).not.toContain("Target number");
    for (const user of [GM, PLAYER, PLAYER2]) {
      const cards = keepCardsHeldBy(user);
      expect(cards).toHaveLength(1);
      // The band names the kept dice alone ("Kept 8", then the check's name); it said "Kept 8 · the GM holds the
      // difficulty", the formula line "keep 1, against the GM's hidden difficulty" and the note said it a third time.
      // The note under the header says it once (issue 15).
      expect(cards[0]).toContain("Kept 8 Finesse");
      expect(cards[0].match(/holds the difficulty|hidden difficulty/gi)).toHaveLength(1);
      expect(cards[0]).toContain("3d10kh1 · keep 1");
      expect(cards[0]).toContain("The GM holds the difficulty: the result is on the GM's card.");
      for (const word of KEEP_VERDICTS) expect(cards[0]).not.toContain(word);
    }
    for (const player of [PLAYER, PLAYER2]) {
      for (const held of heldBy(player)) {
        expect(held.numbers).not.toContain(9);
        expect(held.text).not.toContain("9");
        expect(held.text).not.toContain("cs>=");
      }
    }
    // The roll the player's client holds counts nothing: Foundry's formula only keeps, its options hold no difficulty.
    const roll = harness
      .clientMessages(PLAYER)
      .flatMap((m) => m.rolls ?? [])
      .map((r) => JSON.parse(JSON.stringify(r)) as { formula: string; options: { anthology: Record<string, unknown> } })[0]!;
    expect(roll.formula).toBe("3d10kh1");
    expect(roll.options.anthology).toMatchObject({ hidden: true });
    expect(roll.options.anthology).not.toHaveProperty("difficulty");
  });

  it("a shown difficulty keeps the verdict on the player's card", async () => {
    const thief = await rkTable();
    const sent = await sendRollRequest({ ruleset: "rk", actors: [thief], check: "finesse", difficulty: 7, hidden: false });
    harness.queueFaces([8, 7, 1]);
    await press(PLAYER, sent!.message!, thief);
    expect(rows(sent!.gmMessage!)[0]).toMatchObject({ total: 1, success: true });
    const [card] = keepCardsHeldBy(PLAYER2);
    expect(card).toContain("Marginal success");
    expect(card).toContain("difficulty 7");
    expect(card).toContain("Chance it had");
  });
});

describe("the GM's request window and button", () => {
  type Dialogs = { respond(fn: (config: Record<string, unknown>) => unknown): void; click(action: string, values?: Record<string, unknown>): unknown };
  const dialogs = () => foundry.applications.api.DialogV2 as unknown as Dialogs;

  it("the GM picks the check, the difficulty and hides it; the chances are shown before sending; cancelling sends nothing", async () => {
    const { openRollRequest } = await import("../../module/core/requests/dialog.js");
    // A Warden world (installWarden clears the settings' values before each test).
    registerCoreSettings();
    await game.settings!.set("anthology", "ruleset", "warden");
    const { ael, bryn } = await party();
    harness.actAs(GM);
    let shown = "";
    let asked: Record<string, unknown> = {};
    let confirm: Record<string, unknown> = {};
    dialogs().respond((config) => {
      asked = config;
      return dialogs().click("next", { check: "dex", difficulty: DC, hidden: true });
    });
    dialogs().respond((config) => {
      confirm = config;
      shown = String(config.content);
      return dialogs().click("no");
    });
    const before = harness.messages().length;
    expect(await openRollRequest([ael, bryn])).toBeNull();
    expect(harness.messages().length).toBe(before);
    expect(shown).toContain("Ael&#x27;Onor");
    expect(shown).toContain(formatChance(wardenOdds({ modifier: 11, dc: DC + 1 })));
    expect(shown).toContain(formatChance(wardenOdds({ modifier: 4, dc: DC + 1 })));
    // What is asked, as the GM chose it, and what each percentage is the chance of (issue 15: it listed "Bryn 35.0%").
    expect(shown).toContain(`Dexterity save, DC: ${DC}, hidden from the players`);
    expect(shown).toContain(`Ael&#x27;Onor: ${formatChance(wardenOdds({ modifier: 11, dc: DC + 1 }))} chance to make the save`);
    expect(shown).toContain(`Bryn: ${formatChance(wardenOdds({ modifier: 4, dc: DC + 1 }))} chance to make the save`);
    // Both windows paint the system's paper and ink in either v13 theme; each label names its field.
    for (const config of [asked, confirm]) expect(config.classes).toEqual(expect.arrayContaining(["anthology", "roll-request-dialog"]));
    const form = document.createElement("form");
    form.innerHTML = String(asked.content);
    for (const name of ["check", "difficulty", "hidden"]) {
      const field = form.querySelector(`[name="${name}"]`)!;
      expect(field.id).not.toBe("");
      expect(form.querySelector(`label[for="${field.id}"]`)?.textContent).toBeTruthy();
    }
    dialogs().respond(() => dialogs().click("next", { check: "dex", difficulty: DC, hidden: true }));
    dialogs().respond(() => dialogs().click("yes"));
    const sent = await openRollRequest([ael, bryn]);
    expect(sent?.message?.content).toContain("The GM keeps the difficulty hidden");
    expect(rows(sent!.gmMessage!).map((r) => r.name)).toEqual(["Ael'Onor", "Bryn"]);
  });

  it("a player has no button and cannot open the window; the GM without selected tokens is told to select them", async () => {
    const { openRollRequest } = await import("../../module/core/requests/dialog.js");
    const { registerRollRequestControl } = await import("../../module/core/requests/control.js");
    // A Warden world (installWarden clears the settings' values before each test).
    registerCoreSettings();
    await game.settings!.set("anthology", "ruleset", "warden");
    registerRollRequestControl();
    const controls = () => ({ tokens: { tools: {} as Record<string, unknown> } });
    harness.actAs(PLAYER);
    const playerControls = controls();
    harness.hooks.callAll("getSceneControlButtons", playerControls);
    expect(playerControls.tokens.tools.anthologyRollRequest).toBeUndefined();
    expect(await openRollRequest([])).toBeNull();
    harness.actAs(GM);
    const gmControls = controls();
    harness.hooks.callAll("getSceneControlButtons", gmControls);
    expect(gmControls.tokens.tools.anthologyRollRequest).toMatchObject({ button: true, title: "ANTHOLOGY.Request.Control" });
    expect(await openRollRequest([])).toBeNull();
    expect(String(harness.notifications.log.at(-1)?.message)).toMatch(/Select the tokens/);
  });
});

describe("what the GM reads: the difficulty as the ruleset names it, signed with the true minus, and what each chance is of", () => {
  type Dialogs = { respond(fn: (config: Record<string, unknown>) => unknown): void; click(action: string, values?: Record<string, unknown>): unknown };
  const dialogs = () => foundry.applications.api.DialogV2 as unknown as Dialogs;
  const text = (html: unknown) => {
    const el = document.createElement("div");
    el.innerHTML = String(html ?? "");
    return (el.textContent ?? "").replace(/\s+/g, " ");
  };

  /** Opens the request window as the GM with these answers; returns the confirmation's text and what was sent. */
  async function ask(ruleset: "gm" | "shadow" | "rk", actors: Actor.Implementation[], answers: Record<string, unknown>) {
    const { openRollRequest } = await import("../../module/core/requests/dialog.js");
    registerCoreSettings();
    await game.settings!.set("anthology", "ruleset", ruleset);
    harness.actAs(GM);
    let shown = "";
    dialogs().respond(() => dialogs().click("next", answers));
    dialogs().respond((config) => {
      shown = text(config.content);
      return dialogs().click("yes");
    });
    const sent = await openRollRequest(actors);
    return { shown, card: text(sent?.message?.content), gmCard: text(sent?.gmMessage?.content) };
  }

  it("G&M: a modifier the text names is named (004 Difficulty); −3 is printed with a minus; each line says it is the chance of success", async () => {
    const { rollUnderOdds } = await import("../../module/dice/rules/index.js");
    const { hero, gmRequestTarget } = await gmTable();
    const named = await ask("gm", [hero], { check: "ability.strength", difficulty: -2, hidden: true });
    const chance = formatChance(rollUnderOdds({ target: gmRequestTarget(hero, "ability.strength", -2)!, favour: 0 }));
    expect(named.shown).toContain("Strength, Difficulty: −2 · Very difficult, hidden from the players");
    expect(named.shown).toContain(`Toromeen: ${chance} chance of success`);
    expect(named.gmCard).toContain("Difficulty: −2 · Very difficult hidden from the players");
    // The players' card keeps it hidden.
    expect(named.card).toContain("The GM keeps the difficulty hidden");
    expect(named.card).not.toContain("Very difficult");
    const plain = await ask("gm", [hero], { check: "ability.strength", difficulty: -3, hidden: false });
    expect(plain.shown).toContain("Strength, Difficulty: −3");
    expect(plain.shown).not.toContain("hidden from the players");
    for (const shown of [plain.shown, plain.card, plain.gmCard]) {
      expect(shown).toContain("Difficulty: −3");
      expect(shown).not.toContain("-3");
    }
  });

  it("Shadow: the difficulty as the test's dialog offers it, with a minus, on both cards when shown", async () => {
    const { installShadow, makeActor: makeShadow, attrs } = await import("../rulesets/shadow/skin-helpers.js");
    const { SHADOW_ROLL_REQUESTS } = await import("../../module/rulesets/shadow/rolls/roll-request.js");
    installShadow();
    registerRollRequestAdapter(SHADOW_ROLL_REQUESTS);
    harness.actAs(GM);
    const ylva = await makeShadow("shadowCharacter", "Ylva", { attributes: attrs({ quick: 13 }) }, [], { default: 0, [PLAYER.id]: 3 });
    const { shown, card, gmCard } = await ask("shadow", [ylva], { check: "quick", difficulty: -2, hidden: false });
    expect(shown).toContain("Quick, Difficulty: −2");
    expect(shown).toContain("Ylva: 55.0% chance of success");
    for (const t of [card, gmCard]) {
      expect(t).toContain("Difficulty: −2");
      expect(t).not.toContain("-2");
    }
    const hardest = await ask("shadow", [ylva], { check: "quick", difficulty: -5, hidden: true });
    expect(hardest.shown).toContain("Quick, Difficulty: −5 (very hard), hidden from the players");
  });

  it("Roll & Keep: the number and its name in the text's table; the chance is of at least one success (the keep odds, one needed)", async () => {
    const { installRk, makeRkActor } = await import("../rulesets/roll-keep/skin-setup.js");
    const { RK_ROLL_REQUESTS } = await import("../../module/rulesets/roll-keep/rolls/roll-request.js");
    const { keepChance } = await import("../../module/dice/requests/keep-settings.js");
    installRk();
    registerRollRequestAdapter(RK_ROLL_REQUESTS);
    harness.actAs(GM);
    const thief = await makeRkActor("Thief", { attributes: { finesse: 3 } });
    await thief.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    const { shown, card, gmCard } = await ask("rk", [thief], { check: "finesse", difficulty: 8, hidden: true });
    const chance = formatChance(keepChance({ roll: 3, keep: 3, difficulty: 8, needed: 1, extended: null }).success);
    expect(shown).toContain("Finesse, Difficulty: 8 · Difficult, hidden from the players");
    expect(shown).toContain(`Thief: ${chance} chance of at least one success`);
    expect(gmCard).toContain("Difficulty: 8 · Difficult");
    expect(gmCard).toContain(chance);
    expect(card).not.toContain("Difficult");
  });
});
