/**
 * Chat-card buttons as the people at the table press them (issue 11 #12, issue 12 finding 2): the GM on a player's
 * card, a player on the GM's card, a player on another player's card, a forged card, a double click, two users on
 * the same card. v13: a player may update only messages they wrote; Foundry's sanitizer keeps `<button>` and
 * `data-*` in anyone's message; every client binds the buttons of every message it shows.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { isSystemCard, runChatAction } from "../../module/core/chat/chat-actions.js";
import { GM, GM2, PLAYER, PLAYER2, castOwnership, harness } from "../harness/foundry.js";
import { setupGm, toromeen, yeti } from "../rulesets/gods-monsters/actors/setup.js";

type Survivor = Actor.Implementation & { system: { survival: { value: number }; verve: { value: number } } };

beforeEach(() => setupGm());

/** A card as `user` writes it: the button the G&M damage card carries, with or without the system's flags. */
async function card(user: typeof GM, target: Actor.Implementation, amount: number, opts: { flags?: boolean; speaker?: Actor.Implementation } = {}) {
  harness.actAs(user);
  const content = `<button data-anthology-action="gmApplyDamage" data-actor-uuid="${target.uuid}" data-amount="${amount}">Apply</button>`;
  const data: Record<string, unknown> = { content, speaker: ChatMessage.getSpeaker({ actor: opts.speaker as never }) };
  // What the G&M damage card stores (rolls/damage.ts), a gmCard message's system (CONTRIBUTING "Chat cards"): the
  // action reads target and amount from it. Without it the message is a "base" one, as a player types in chat.
  if (opts.flags !== false) Object.assign(data, { type: "gmCard", system: { damage: { targetUuid: target.uuid, amount, blow: "", diceCount: 0 } } });
  return (await ChatMessage.create(data as never)) as unknown as ChatMessage.Implementation;
}

function click(user: typeof GM, message: ChatMessage.Implementation, target: Actor.Implementation, amount: number) {
  harness.actAs(user);
  const dataset = { anthologyAction: "gmApplyDamage", actorUuid: target.uuid, amount: String(amount) } as DOMStringMap;
  return runChatAction("gmApplyDamage", { message, dataset, event: new Event("click") });
}

const survival = (a: Actor.Implementation) => (a as Survivor).system.survival.value;

describe("forged cards", () => {
  it("a player's hand-made button without the system's flags does nothing when the GM clicks it", async () => {
    harness.actAs(GM);
    const dragon = await yeti();
    const before = survival(dragon);
    const forged = await card(PLAYER, dragon, 939, { flags: false, speaker: dragon });
    expect(isSystemCard(forged)).toBe(false);
    await click(GM, forged, dragon, 939);
    expect(survival(dragon)).toBe(before);
    expect(harness.notifications.log.at(-1)?.message).toMatch(/not posted by Anthology/);
  });

  it("a card with the system's flags is honoured for the GM and for the owner of the affected actor only", async () => {
    harness.actAs(GM);
    const dragon = await yeti();
    const before = survival(dragon);
    const own = await card(PLAYER, dragon, 1, {});
    expect(isSystemCard(own)).toBe(true);
    await click(PLAYER, own, dragon, 1);
    expect(survival(dragon)).toBe(before);
    expect(harness.notifications.log.at(-1)?.message).toMatch(/Only the GM or the owner/);
  });
});

describe("a card's values are its flags, and its author must own the actor it speaks for", () => {
  it("a button's data-* cannot change the target or the amount: the GM's card for 2 on the hero applies 2 to the hero", async () => {
    harness.actAs(GM);
    const hero = await toromeen({ verve: { value: 0 } });
    const dragon = await yeti();
    const [heroBefore, dragonBefore] = [survival(hero), survival(dragon)];
    const gmCard = await card(GM, hero, 2);
    harness.actAs(GM);
    const dataset = {
      anthologyAction: "gmApplyDamage",
      actorUuid: dragon.uuid,
      amount: "939",
      blow: "killing",
      injuryDice: undefined,
    } as unknown as DOMStringMap;
    await runChatAction("gmApplyDamage", { message: gmCard, dataset, event: new Event("click") });
    expect(heroBefore - survival(hero)).toBe(2);
    expect(survival(dragon)).toBe(dragonBefore);
  });

  it("a player's card with the system's flags that speaks as the GM's dragon is not the system's: the GM's click does nothing", async () => {
    harness.actAs(GM);
    const dragon = await yeti();
    const before = survival(dragon);
    const forged = await card(PLAYER, dragon, 939, { speaker: dragon });
    expect(isSystemCard(forged)).toBe(false);
    await click(GM, forged, dragon, 939);
    expect(survival(dragon)).toBe(before);
    expect(harness.notifications.log.at(-1)?.message).toMatch(/not posted by Anthology/);
  });

  it("a player's card speaking as their own character, or a GM's speaking as anyone, is the system's", async () => {
    harness.actAs(GM);
    const hero = await toromeen();
    await hero.update({ ownership: castOwnership() } as never);
    const dragon = await yeti();
    expect(isSystemCard(await card(PLAYER, dragon, 1, { speaker: hero }))).toBe(true);
    expect(isSystemCard(await card(GM, hero, 1, { speaker: hero }))).toBe(true);
    expect(isSystemCard(await card(GM, hero, 1, { speaker: dragon }))).toBe(true);
    expect(isSystemCard(await card(PLAYER2, dragon, 1, { speaker: hero }))).toBe(false);
  });

  it("a card a player posts about an actor they do not own names it by alias and speaks for no actor", async () => {
    const { cardSpeaker } = await import("../../module/core/chat/post-card.js");
    harness.actAs(GM);
    const hero = await toromeen();
    await hero.update({ ownership: castOwnership() } as never);
    const dragon = await yeti();
    harness.actAs(PLAYER);
    expect(cardSpeaker(dragon)).toEqual({ scene: null, actor: null, token: null, alias: dragon.name });
    expect(cardSpeaker(hero)).toMatchObject({ actor: hero.id });
    harness.actAs(GM);
    expect(cardSpeaker(dragon)).toMatchObject({ actor: dragon.id });
  });
});

describe("G&M damage card: a button only chooses among the card's own applications", () => {
  it("the dice, blow and amount are the flags'; evasion only where the flags' dice allow it (004: one or two dice)", async () => {
    const { gmDamageApplication } = await import("../../module/rulesets/gods-monsters/rolls/apply-damage.js");
    const flags = { targetUuid: "Actor.x", amount: 5, blow: "killing" as const, diceCount: 3 };
    expect(gmDamageApplication(flags, { injuryDice: "1", evaded: "true" })).toEqual({
      amount: 5,
      archetypal: "auto",
      blow: null,
      injuryDice: 3,
      evaded: false,
    });
    expect(gmDamageApplication({ ...flags, diceCount: 2 }, { injuryDice: "9", evaded: "true" })).toMatchObject({ injuryDice: 2, evaded: true });
    expect(gmDamageApplication(flags, { blow: "knockout", archetypal: "yes" })).toMatchObject({ blow: "killing", archetypal: "yes", injuryDice: 0 });
    expect(gmDamageApplication(flags, { blow: "" })).toMatchObject({ blow: null, amount: 5 });
    expect(gmDamageApplication({ ...flags, amount: Number.NaN }, {})).toMatchObject({ amount: 0 });
  });
});

describe("one-time buttons are one-time for everyone", () => {
  it("the owner double-clicks the GM's apply-damage card: one application, the second refused", async () => {
    harness.actAs(GM);
    const hero = await toromeen({ verve: { value: 0 } });
    await hero.update({ ownership: castOwnership() } as never);
    const before = survival(hero);
    const gmCard = await card(GM, hero, 2);
    await Promise.all([click(PLAYER, gmCard, hero, 2), click(PLAYER, gmCard, hero, 2)]);
    await click(PLAYER, gmCard, hero, 2);
    expect(before - survival(hero)).toBe(2);
    expect(harness.notifications.log.some((n) => /already used/.test(String(n.message)))).toBe(true);
  });

  it("the GM and the owner both click the same card: it applies once", async () => {
    harness.actAs(GM);
    const hero = await toromeen({ verve: { value: 0 } });
    await hero.update({ ownership: castOwnership() } as never);
    const before = survival(hero);
    const gmCard = await card(GM, hero, 2);
    await click(GM, gmCard, hero, 2);
    await click(PLAYER, gmCard, hero, 2);
    harness.connect(GM2);
    await click(GM2, gmCard, hero, 2);
    expect(before - survival(hero)).toBe(2);
  });

  it("a player clicking on another player's card for an actor they do not own is refused", async () => {
    harness.actAs(GM);
    const hero = await toromeen({ verve: { value: 0 } });
    await hero.update({ ownership: castOwnership() } as never);
    const before = survival(hero);
    const playersCard = await card(PLAYER, hero, 2, { speaker: hero });
    await click(PLAYER2, playersCard, hero, 2);
    expect(survival(hero)).toBe(before);
    expect(harness.notifications.log.at(-1)?.message).toMatch(/Only the GM or the owner/);
    await click(GM, playersCard, hero, 2);
    expect(before - survival(hero)).toBe(2);
  });
});

describe("values a card carries are checked again before they roll", () => {
  it("Shadow: a damage formula from a card's flags that is not dice is refused, not handed to Roll", async () => {
    const { shadowRollDamage } = await import("../../module/rulesets/shadow/rolls/attack.js");
    harness.actAs(GM);
    const before = harness.messages().length;
    const out = await shadowRollDamage({ attacker: "", defender: "", damage: "1d8 + @system.secret * 999", advantage: false } as never);
    expect(out).toBeUndefined();
    expect(harness.messages().length).toBe(before);
    expect(harness.notifications.log.at(-1)?.type).toBe("warn");
  });
});

describe('cards posted before card types (README "Migration")', () => {
  it("an old G&M damage card (its data under flags.anthology.gm) refuses with a message and changes nothing, for the GM too", async () => {
    harness.actAs(GM);
    const dragon = await yeti();
    const before = survival(dragon);
    // What a G&M damage card of an older Anthology holds: a "base" message whose data is in its flags.
    const old = (await ChatMessage.create({
      content: "",
      flags: { anthology: { gm: { damage: { targetUuid: dragon.uuid, amount: 5, blow: "", diceCount: 0 } } } },
    } as never)) as unknown as ChatMessage.Implementation;
    await click(GM, old, dragon, 5);
    expect(survival(dragon)).toBe(before);
    expect(harness.notifications.log.at(-1)?.message).toMatch(/earlier version of Anthology/);
  });
});

describe("Warden apply damage: once per card and target", () => {
  it("a double click and a second click hit the target once; a new target of the same card can still be hit", async () => {
    const { ruleset } = await import("../../module/rulesets/warden/ruleset.js");
    const { registerWardenChatActions } = await import("../../module/rulesets/warden/chat/actions.js");
    Object.assign(CONFIG.Actor.dataModels, ruleset.actorModels);
    Object.assign(CONFIG.Item.dataModels, ruleset.itemModels);
    Object.assign(CONFIG.ChatMessage.dataModels, ruleset.cardModels);
    registerWardenChatActions();
    harness.actAs(GM);
    const goblin = (await Actor.create({
      name: "Goblin",
      type: "wardenCreature",
      system: { hp: { value: 9, max: 9 } },
    } as never)) as unknown as Actor.Implementation & { system: { hp: { value: number } } };
    const orc = (await Actor.create({
      name: "Orc",
      type: "wardenCreature",
      system: { hp: { value: 9, max: 9 } },
    } as never)) as unknown as Actor.Implementation & { system: { hp: { value: number } } };
    const message = (await ChatMessage.create({ content: "", type: "wardenCard", system: { damage: 3 } } as never)) as unknown as ChatMessage.Implementation;
    const click = () => runChatAction("wardenApplyDamage", { message, dataset: { damage: "3" } as DOMStringMap, event: new Event("click") });
    GM.targets.add({ actor: goblin });
    await Promise.all([click(), click()]);
    await click();
    expect(goblin.system.hp.value).toBe(6);
    GM.targets.clear();
    GM.targets.add({ actor: orc });
    await click();
    expect(orc.system.hp.value).toBe(6);
    expect(goblin.system.hp.value).toBe(6);
  });
});
