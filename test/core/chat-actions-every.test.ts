/**
 * Every chat-card action of the four rulesets, pressed by the people at the table (issue 12 finding 2 and its
 * "every chat action" suite): a forged card without the system's flags, a player's card with the system's flags
 * that speaks as the GM's monster, and a GM's card whose flags name the GM's monster clicked by a player who owns
 * nothing, and another player's card about their own characters clicked by a player who owns none of them. None changes
 * an actor, posts a card, or passes silently. The core's own card button, a GM roll request's "Roll for <name>"
 * (`rollRequested`, module/core/requests/answer.ts), is pressed with the ruleset actions: its button's
 * `data-actor-uuid` names the actor that would roll, so each case presses it for the card's actor. (The GM on a player's card, double clicks and two users at once are in
 * chat-trust.test.ts and the rulesets' own card tests.)
 */
import { beforeEach, describe, expect, it } from "vitest";
import { chatActionNames, runChatAction } from "../../module/core/chat/chat-actions.js";
import { GM, PLAYER, PLAYER2, castOwnership, harness } from "../harness/foundry.js";
import { DialogV2 } from "../harness/applications.js";
import { ruleset as gm } from "../../module/rulesets/gods-monsters/ruleset.js";
import { ruleset as shadow } from "../../module/rulesets/shadow/ruleset.js";
import { ruleset as warden } from "../../module/rulesets/warden/ruleset.js";
import { ruleset as rk } from "../../module/rulesets/roll-keep/ruleset.js";
import { registerApplyDamageAction } from "../../module/rulesets/gods-monsters/rolls/apply-damage.js";
import { registerCalledShotAction } from "../../module/rulesets/gods-monsters/rolls/called-shot.js";
import { registerStrayShotAction } from "../../module/rulesets/gods-monsters/rolls/stray-shot.js";
import { registerHoldActions } from "../../module/rulesets/gods-monsters/rolls/hold.js";
import { registerConditionActions } from "../../module/rulesets/gods-monsters/rolls/conditions.js";
import { registerMojoBidAction } from "../../module/rulesets/gods-monsters/rolls/mojo-bid.js";
import { registerShadowChatActions } from "../../module/rulesets/shadow/chat/actions.js";
import { registerWardenChatActions } from "../../module/rulesets/warden/chat/actions.js";
import { registerRkChatActions } from "../../module/rulesets/roll-keep/chat/chat-actions.js";
import { registerRollRequestAction } from "../../module/core/requests/answer.js";
import { inWords, trustSection } from "../readme-trust.js";

type Monsters = Record<"gm" | "shadow" | "warden" | "rk", Actor.Implementation>;

beforeEach(() => {
  for (const r of [gm, shadow, warden, rk]) {
    Object.assign(CONFIG.Actor.dataModels, r.actorModels);
    Object.assign(CONFIG.Item.dataModels, r.itemModels);
    Object.assign(CONFIG.ChatMessage.dataModels, r.cardModels);
  }
  registerMojoBidAction();
  registerApplyDamageAction();
  registerCalledShotAction();
  registerStrayShotAction();
  registerHoldActions();
  registerConditionActions();
  registerShadowChatActions();
  registerWardenChatActions();
  registerRkChatActions();
  registerRollRequestAction();
});

async function monsters(): Promise<Monsters> {
  harness.actAs(GM);
  const make = async (type: string) =>
    (await Actor.create({ name: `The GM's ${type}`, type, ownership: { default: 0 } } as never)) as unknown as Actor.Implementation;
  return { gm: await make("gmCreature"), shadow: await make("shadowMonster"), warden: await make("wardenCreature"), rk: await make("rkNpc") };
}

/** One character of each ruleset owned by the second player (v13 ownership levels: 3 is OWNER). */
async function secondPlayersCharacters(): Promise<Monsters> {
  harness.actAs(GM);
  const make = async (type: string) =>
    (await Actor.create({ name: `Second player's ${type}`, type, ownership: { default: 0, [PLAYER2.id]: 3 } } as never)) as unknown as Actor.Implementation;
  return { gm: await make("gmCharacter"), shadow: await make("shadowCharacter"), warden: await make("wardenCharacter"), rk: await make("rkCharacter") };
}

/** Every value a G&M card (its gmCard system, CONTRIBUTING "Chat cards") reads to find the actor it affects. */
function gmSystemNaming(m: Monsters): Record<string, unknown> {
  return {
    damage: { targetUuid: m.gm.uuid, amount: 939, blow: "killing", diceCount: 2 },
    // A called shot's reaction (its target's, against the card's 20s).
    called: { targetUuid: m.gm.uuid, damage: 0, evasion: 20, fortitude: 20 },
    // A stray shot into close combat: the first combatant at risk (the button's index 0) would take 939.
    // An immobilizing attack's hold on the card's G&M actor (the escape and the hold round are its target's).
    hold: { holderUuid: m.gm.uuid, targetUuid: m.gm.uuid, evasion: 20, holderFortitude: 1, targetFortitude: 20 },
    stray: {
      attackerUuid: m.gm.uuid,
      hit: true,
      amount: 939,
      dice: "d6",
      damageBonus: 0,
      label: "Bow",
      list: [{ uuid: m.gm.uuid, name: "Monster", target: 20 }],
    },
    applied: { actorUuid: m.gm.uuid },
    mojoBid: { actorUuid: m.gm.uuid, rollMessageId: "", die: 20, target: 1, needed: 19, fieldId: "", purpose: "attack", spent: false },
    mojoIncrease: { actorUuid: m.gm.uuid, fieldId: "", options: ["fieldBonus"], chosen: "" },
  };
}

/** Every value a Shadow card (its shadowCard system, module/rulesets/shadow/data/card.ts) reads to find the actor it affects. */
function shadowSystemNaming(m: Monsters): Record<string, unknown> {
  return {
    attack: { attacker: m.shadow.uuid, defender: m.shadow.uuid, damage: "1d8", defense: { value: 10, modifier: 0, target: 10, favour: 0 } },
    damage: { attacker: m.shadow.uuid, defender: m.shadow.uuid, weaponTotal: 939, weaponName: "Spear" },
    pain: { attacker: m.shadow.uuid, defender: m.shadow.uuid, chooser: "victim" },
    death: { actor: m.shadow.uuid },
    freeAttack: { attackers: [m.shadow.uuid], defender: m.shadow.uuid, trigger: "withdraw" },
    flank: { mover: m.shadow.uuid, foe: m.shadow.uuid },
  };
}

/** Every flag a card of the rulesets still under flags.anthology reads to find the actor it affects. */
function flagsNaming(m: Monsters): Record<string, unknown> {
  return {
    // A GM roll request's public card (module/core/requests/cards.ts) asking the G&M actor for a Strength check.
    request: { id: "request00000001", ruleset: "gm", check: "strength", difficulty: 0, hidden: false, actors: [m.gm.uuid] },
  };
}

/**
 * The cards as `data` says (speaker…), one per way rulesets store card data: a G&M card is a gmCard message, a
 * Warden card a wardenCard one and a Shadow card a shadowCard one (one message type cannot hold two rulesets' data any more), the others' data is
 * under flags.anthology. Each action is
 * pressed on its own ruleset's card.
 */
async function cardsNaming(m: Monsters, data: Record<string, unknown>) {
  const gmCard = await ChatMessage.create({ content: "", ...data, type: "gmCard", system: gmSystemNaming(m) } as never);
  const wardenCard = await ChatMessage.create({
    content: "",
    ...data,
    type: "wardenCard",
    system: { damage: 939, ir: 40, hit: true, actorUuid: m.warden.uuid, entry: 2 },
  } as never);
  // A targeted attack still waiting for its target's save (the contest save's button names that target).
  const wardenContest = await ChatMessage.create({
    content: "",
    ...data,
    type: "wardenCard",
    system: { damage: 939, ir: 40, pending: true, actorUuid: m.warden.uuid, targetUuid: m.warden.uuid },
  } as never);
  // A Roll & Keep request is an rkCard message (its `contestRequest` naming the opponent) since the card data models;
  // its weapon damage (a table option) names the target that would take 939 wounds.
  const rkCard = await ChatMessage.create({
    content: "",
    ...data,
    type: "rkCard",
    system: {
      contestRequest: { actor: m.rk.uuid, opponent: m.rk.uuid, side: "" },
      damage: { actor: m.rk.uuid, weapon: "Staff", total: 939, target: m.rk.uuid },
    },
  } as never);
  // Shadow's data moved from flags.anthology.shadow* to its shadowCard type (module/rulesets/shadow/data/card.ts).
  const shadowCard = await ChatMessage.create({ content: "", ...data, type: "shadowCard", system: shadowSystemNaming(m) } as never);
  const flagged = await ChatMessage.create({ content: "", ...data, flags: { anthology: flagsNaming(m) } } as never);
  return (name: string) =>
    name.startsWith("gm")
      ? gmCard
      : name === "wardenContestSave"
        ? wardenContest
        : name.startsWith("warden")
          ? wardenCard
          : name.startsWith("rk")
            ? rkCard
            : name.startsWith("shadow")
              ? shadowCard
              : flagged;
}

const snapshot = (m: Monsters) => JSON.stringify(Object.values(m).map((a) => (a as unknown as { toObject(): unknown }).toObject()));

/** The presses of this file (the hostile ones, and the GM's on a card naming another player's characters), as the README counts them. */
const presses = { hostile: 0, declined: 0, askedFirst: 0 };

/** Presses `name` on `message` as `user`; a roll request's button names `requested` (the card's G&M actor). */
async function press(name: string, message: unknown, user: typeof GM, requested?: Actor.Implementation, kind: "hostile" | "declined" = "hostile") {
  presses[kind]++;
  harness.actAs(user);
  const warnings = harness.notifications.log.length;
  const cards = harness.messages().length;
  const actorUuid = name === "rollRequested" ? (requested?.uuid ?? "") : "";
  const dataset = {
    anthologyAction: name,
    actorUuid,
    amount: "939",
    damage: "939",
    choice: "knockedDown",
    effect: "drop",
    reaction: "evasion",
    striker: "0",
    increase: "fieldBonus",
    entry: "2",
    index: "0",
  } as unknown as DOMStringMap;
  await runChatAction(name, { message: message as never, dataset, event: new Event("click") });
  return { warned: harness.notifications.log.length > warnings, posted: harness.messages().length - cards };
}

describe("every chat-card action, pressed by each user", () => {
  it("the four rulesets register these actions (a new one is added here, so it is pressed below too)", () => {
    expect(chatActionNames().sort()).toEqual([
      "gmApplyDamage",
      "gmCalledShotReaction",
      "gmConsciousness",
      "gmDeathContest",
      "gmHoldEscape",
      "gmHoldRound",
      "gmMojoBid",
      "gmMojoIncrease",
      "gmStrayShot",
      "rkApplyWounds",
      "rkRollOpposition",
      "rollRequested",
      "shadowApplyDamage",
      "shadowDeathTest",
      "shadowDefend",
      "shadowFreeAttack",
      "shadowMarkFlanked",
      "shadowMarkProne",
      "shadowPainChoice",
      "wardenApplyDamage",
      "wardenContestSave",
      "wardenCriticalSave",
      "wardenRollRequestedSave",
      "wardenScarSave",
    ]);
  });

  it("a forged card without the system's flags, clicked by the GM: refused, nothing changes", async () => {
    const m = await monsters();
    const before = snapshot(m);
    harness.actAs(PLAYER);
    const forged = await ChatMessage.create({ content: "<button data-anthology-action='gmApplyDamage'>Apply</button>" } as never);
    for (const name of chatActionNames()) {
      const out = await press(name, forged, GM, m.gm);
      expect(out, name).toEqual({ warned: true, posted: 0 });
      expect(harness.notifications.log.at(-1)?.message, name).toMatch(/not posted by Anthology/);
    }
    expect(snapshot(m)).toBe(before);
  });

  it("a player's card with the system's flags speaking as the GM's monster, clicked by the GM: refused, nothing changes", async () => {
    const m = await monsters();
    const before = snapshot(m);
    harness.actAs(PLAYER);
    const forged = await cardsNaming(m, { speaker: ChatMessage.getSpeaker({ actor: m.gm as never }) });
    for (const name of chatActionNames()) {
      const out = await press(name, forged(name), GM, m.gm);
      expect(out, name).toEqual({ warned: true, posted: 0 });
    }
    expect(snapshot(m)).toBe(before);
  });

  it("another player's card about their own characters, clicked by a player who owns none of them: refused, nothing changes", async () => {
    const theirs = await secondPlayersCharacters();
    const before = snapshot(theirs);
    harness.actAs(PLAYER2);
    const card = await cardsNaming(theirs, { speaker: ChatMessage.getSpeaker({ actor: theirs.gm as never }) });
    (PLAYER as unknown as { targets: Set<unknown> }).targets.add({ actor: theirs.warden });
    for (const name of chatActionNames()) {
      const out = await press(name, card(name), PLAYER, theirs.gm);
      expect(out, name).toEqual({ warned: true, posted: 0 });
      expect(harness.notifications.log.at(-1)?.message, name).toMatch(/Only the GM or the owner|assign your character/);
    }
    expect(snapshot(theirs)).toBe(before);
  });

  it("the GM's card about the GM's monsters, clicked by a player who owns nothing: refused with a message, nothing changes", async () => {
    const m = await monsters();
    const before = snapshot(m);
    harness.actAs(GM);
    const card = await cardsNaming(m, {});
    // The Warden's apply-damage button hits the clicker's targeted tokens: the player targets the GM's creature.
    (PLAYER as unknown as { targets: Set<unknown> }).targets.add({ actor: m.warden });
    for (const name of chatActionNames()) {
      const out = await press(name, card(name), PLAYER, m.gm);
      expect(out, name).toEqual({ warned: true, posted: 0 });
      // Each refusal names why: not the clicker's actor, or (the requested save) no character of theirs to roll it.
      expect(harness.notifications.log.at(-1)?.message, name).toMatch(/Only the GM or the owner|assign your character/);
    }
    expect(snapshot(m)).toBe(before);
  });

  it("a player's card speaking as their own hero but naming the second player's characters, clicked by the GM who declines: nothing changes", async () => {
    // Everything in a message a player posts is theirs to write, `system` included (README "Trust": a card acts on
    // its speaker or its target): the GM's client asks before changing another player's character, and declining
    // changes nothing, for every action (19 mojo, 939 damage, the death contest, the critical and scar saves…).
    const theirs = await secondPlayersCharacters();
    const hero = (await Actor.create({
      name: "Player's own hero",
      type: "gmCharacter",
      ownership: castOwnership(),
    } as never)) as unknown as Actor.Implementation;
    const before = snapshot(theirs);
    harness.actAs(PLAYER);
    const card = await cardsNaming(theirs, { speaker: ChatMessage.getSpeaker({ actor: hero as never }) });
    const asked: string[] = [];
    for (const name of chatActionNames()) {
      DialogV2.clearResponders();
      DialogV2.respond((config) => {
        asked.push(name);
        expect(String((config as { content?: string }).content)).toContain(PLAYER2.name);
        return DialogV2.click("no");
      });
      const out = await press(name, card(name), GM, theirs.gm, "declined");
      expect(out, name).toEqual({ warned: true, posted: 0 });
    }
    expect(snapshot(theirs)).toBe(before);
    presses.askedFirst = asked.length;
    // Every action that would have acted on the second player's character asked the GM first; the Warden's requested
    // save is the clicker's own character (the GM has none), and this Warden card names no target (its damage goes
    // to the clicker's targeted tokens, none), so those two are refused before.
    expect(asked.sort()).toEqual(
      chatActionNames()
        .filter((n) => n !== "wardenRollRequestedSave" && n !== "wardenApplyDamage")
        .sort(),
    );
  });

  // Last: the counts are this file's once every case above ran (run the whole file).
  it("the README's Trust section states these figures: actions, hostile presses, and how many asked the GM first", () => {
    const trust = trustSection();
    const actions = chatActionNames().length;
    expect(presses.hostile).toBeGreaterThan(0);
    expect(trust).toContain(`presses all ${actions} actions of the four rulesets`);
    expect(trust).toContain(`${presses.hostile} hostile presses, 0 got through`);
    expect(presses.declined).toBe(actions);
    expect(trust).toContain(`${presses.askedFirst} of ${actions} ask first (the other ${inWords(actions - presses.askedFirst)} find no actor to act on)`);
  });
});
