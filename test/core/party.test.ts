/**
 * The party (README "The party"): one actor type for every ruleset, its members dropped on its sheet, each shown with
 * what the GM glances at from the member's own ruleset, and the GM's roll request to the whole party, answered by each
 * player for their own character. As the GM, an owning player, an observer.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { runChatAction } from "../../module/core/chat/chat-actions.js";
import { registerRollRequestAdapter } from "../../module/core/requests/adapter.js";
import { registerRollRequestHandlers } from "../../module/core/requests/answer.js";
import type { GmRequestFlags, PublicRequestFlags } from "../../module/core/requests/cards.js";
import { registerCoreSettings } from "../../module/core/settings.js";
import { registerShapedSheet } from "../../module/core/sheet-shapes.js";
import { PartySheet } from "../../module/core/sheets/party-sheet.js";
import { CORE_ACTOR_MODELS } from "../../module/core/party/core-types.js";
import { addPartyMember, memberGlance, partyMemberIds, removePartyMember } from "../../module/core/party/members.js";
import { formatChance } from "../../module/core/rules/chance.js";
import { wardenOdds } from "../../module/dice/rules/index.js";
import { WARDEN_ROLL_REQUESTS } from "../../module/rulesets/warden/rolls/roll-request.js";
import { RULESETS } from "../../module/rulesets/index.js";
import { ruleset as wardenRuleset } from "../../module/rulesets/warden/ruleset.js";
import { GM, OBSERVER, PLAYER, PLAYER2, harness } from "../harness/foundry.js";
import type { ApplicationV2 } from "../harness/applications.js";
import { installWarden, makeActor } from "../rulesets/warden/skin-setup.js";
import { installEveryRuleset } from "./every-ruleset.js";
import { createScene, placeToken } from "../harness/scenes.js";
import { PARTY_MAX_MEMBERS } from "../../module/core/party/model.js";

type Sheet = ApplicationV2;
type Dialogs = { respond(fn: (config: Record<string, unknown>) => unknown): void; click(action: string, values?: Record<string, unknown>): unknown };
const dialogs = () => foundry.applications.api.DialogV2 as unknown as Dialogs;
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
const warnings = () => harness.notifications.log.filter((n) => n.type === "warn").map((n) => n.message);
const EVIL = `<img src=x onerror="alert(1)">Ael`;

beforeEach(async () => {
  installWarden();
  Object.assign(CONFIG.Actor.dataModels, CORE_ACTOR_MODELS);
  registerShapedSheet(Actor, PartySheet, { types: ["party"], makeDefault: true, label: "ANTHOLOGY.Party.Sheet" });
  for (const s of wardenRuleset.actorSheets) registerShapedSheet(Actor, s.sheet, { types: s.types, makeDefault: true, label: s.label });
  registerRollRequestHandlers();
  registerRollRequestAdapter(WARDEN_ROLL_REQUESTS);
  registerCoreSettings();
  await game.settings!.set("anthology", "ruleset", "warden");
});

/** The GM's party of two Warden characters: PLAYER owns Ael, PLAYER2 owns Bryn; the observer may see Ael. */
async function table() {
  harness.actAs(GM);
  const ael = await makeActor("wardenCharacter", EVIL, { dex: { value: 11, max: 11 }, hp: { value: 3, max: 5 } });
  await ael.update({ ownership: { default: 0, [PLAYER.id]: 3, [OBSERVER.id]: 2 } } as never);
  const bryn = await makeActor("wardenCharacter", "Bryn", { dex: { value: 4, max: 9 } });
  await bryn.update({ ownership: { default: 0, [PLAYER2.id]: 3 } } as never);
  const party = (await Actor.create({ name: "The <i>Company</i>", type: "party" } as never)) as unknown as Actor.Implementation;
  await dropOn(party, { type: "Actor", uuid: ael.uuid });
  await dropOn(party, { type: "Actor", uuid: bryn.uuid });
  const sheet = await sheetAs(GM, party);
  return { ael, bryn, party, sheet };
}

/**
 * One drop on a sheet drawn once: the harness's DragDrop adds its listeners again at each render of the same window
 * (addEventListener), so a drop on a sheet re-rendered by an earlier change would run once per render.
 */
async function dropOn(party: Actor.Implementation, data: Record<string, unknown>): Promise<void> {
  const sheet = new PartySheet({ document: party }) as unknown as Sheet & { close(): Promise<unknown> };
  await sheet.render({ force: true });
  await harness.drop(sheet, ".anth-party", data);
  await sheet.close();
}

async function sheetAs(user: typeof GM, party: Actor.Implementation): Promise<Sheet> {
  harness.actAs(user);
  const sheet = new PartySheet({ document: party }) as unknown as Sheet;
  await sheet.render({ force: true });
  return sheet;
}

describe("the party's members", () => {
  it("a new party is the GM's and every player observes it", async () => {
    const { party } = await table();
    expect((party.ownership as Record<string, number>).default).toBe(CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER);
    expect(party.testUserPermission(PLAYER as never, "OBSERVER")).toBe(true);
    expect(party.testUserPermission(PLAYER as never, "OWNER")).toBe(false);
  });

  it("the GM drops characters on the sheet: they join in order; a creature, a missing actor, a second drop, an item are refused with a message", async () => {
    const { ael, bryn, party } = await table();
    expect(partyMemberIds(party)).toEqual([ael.id, bryn.id]);
    const wolf = await makeActor("wardenCreature", "Wolf");
    await dropOn(party, { type: "Actor", uuid: wolf.uuid });
    await dropOn(party, { type: "Actor", uuid: "Actor.abcdefghijklmnop" });
    await dropOn(party, { type: "Actor", uuid: ael.uuid });
    const rope = await Item.create({ name: "Rope", type: "wardenGear" } as never);
    await dropOn(party, { type: "Item", uuid: (rope as unknown as Item.Implementation).uuid });
    expect(warnings()).toEqual([
      "Wolf is a Creature, not a character: only characters can join a party.",
      "That actor no longer exists: nobody joined The <i>Company</i>.",
      `${EVIL} is already in The <i>Company</i>.`,
      "A party holds no items: Rope was not added.",
    ]);
    expect(partyMemberIds(party)).toEqual([ael.id, bryn.id]);
    expect(party.items.size).toBe(0);
  });

  it("the data refuses what is not an actor id, and another party cannot join", async () => {
    const { party, sheet } = await table();
    const before = partyMemberIds(party);
    // An entry that is not an actor id fails the field's validation: the update is refused, the list kept.
    await party.update({ "system.members": ["not an id"] } as never).catch(() => null);
    expect(partyMemberIds(party)).toEqual(before);
    const other = (await Actor.create({ name: "Second", type: "party" } as never)) as unknown as Actor.Implementation;
    expect(await addPartyMember(party, other)).toBeNull();
    expect(warnings().at(-1)).toBe("Second is a Party, not a character: only characters can join a party.");
    expect(sheet.element!.querySelectorAll("[data-member-id]").length).toBe(2);
  });

  it("a token's own actor is refused (the party keeps world actors), and a full party takes no one more", async () => {
    const { party } = await table();
    const hero = await makeActor("wardenCharacter", "Cade");
    const token = placeToken(createScene(), hero, { actorLink: false });
    const synthetic = (token as unknown as { actor: Actor.Implementation }).actor;
    expect(await addPartyMember(party, synthetic)).toBeNull();
    expect(warnings().at(-1)).toBe("Cade is a token's own actor: only characters of the Actors directory can join a party.");
    for (let i = partyMemberIds(party).length; i < PARTY_MAX_MEMBERS; i++) await addPartyMember(party, await makeActor("wardenCharacter", `Hireling ${i}`));
    expect(partyMemberIds(party).length).toBe(PARTY_MAX_MEMBERS);
    expect(await addPartyMember(party, hero)).toBeNull();
    expect(warnings().at(-1)).toBe(`The <i>Company</i> is full (${PARTY_MAX_MEMBERS} members).`);
  });

  it("the GM removes a member with its button; a deleted member is listed as missing until removed", async () => {
    const { ael, bryn, party, sheet } = await table();
    await harness.click(sheet, `[data-member-id="${bryn.id}"] [data-action="removeMember"]`);
    expect(partyMemberIds(party)).toEqual([ael.id]);
    await ael.delete();
    await sheet.render();
    expect(text(harness.find(sheet, `[data-member-id="${ael.id}"] .anth-party-member-name`))).toBe(`Missing actor (${ael.id})`);
    await harness.click(sheet, `[data-member-id="${ael.id}"] [data-action="removeMember"]`);
    expect(partyMemberIds(party)).toEqual([]);
    await sheet.render();
    expect(text(harness.find(sheet, ".anth-party > p.hint"))).toBe("No one is in the party yet.");
  });
});

describe("the glance", () => {
  it("the GM sees each member's HP, attributes and save chances against DC 20 (the dice room's odds), names escaped", async () => {
    const { ael, sheet } = await table();
    const row = harness.find(sheet, `[data-member-id="${ael.id}"]`);
    expect(text(row.querySelector(".anth-party-member-name"))).toBe(EVIL);
    expect(row.querySelector(".anth-party-member-name img")).toBeNull();
    expect([...row.querySelectorAll(".anth-party-bar")].map(text)).toContain("HP 3/5");
    expect(text(row.querySelector(".anth-party-difficulty"))).toBe("Chances against DC: 20");
    const rolls = [...row.querySelectorAll(".anth-party-roll")].map(text);
    // A save succeeds when its TR beats the DC: the odds at DC + 1, as the request's own chance line.
    expect(rolls).toContain(`Dexterity save ${formatChance(wardenOdds({ modifier: 11, dc: 21 }))}`);
    expect(harness.find(sheet, '[data-action="requestRoll"]')).toBeTruthy();
  });

  it("the owning player sees their own character's numbers, only the name of one they may not observe, and no GM buttons", async () => {
    const { ael, bryn, party } = await table();
    const sheet = await sheetAs(PLAYER, party);
    expect(harness.find(sheet, `[data-member-id="${ael.id}"] .anth-party-bars`)).toBeTruthy();
    const other = harness.find(sheet, `[data-member-id="${bryn.id}"]`);
    expect(text(other.querySelector(".anth-party-member-name"))).toBe("Bryn");
    expect(other.querySelector(".anth-party-bars, .anth-party-rolls")).toBeNull();
    expect(sheet.element!.querySelector('[data-action="requestRoll"], [data-action="removeMember"]')).toBeNull();
    // Not their party to change: refused with a message, nothing written.
    expect(await removePartyMember(party, bryn.id!)).toBeNull();
    expect(warnings().at(-1)).toBe("Only the GM who owns The <i>Company</i> may change who is in it.");
    expect(partyMemberIds(party)).toEqual([ael.id, bryn.id]);
  });

  it("the observer opens a member's sheet from the party with a click", async () => {
    const { ael, party } = await table();
    const sheet = await sheetAs(OBSERVER, party);
    await harness.click(sheet, `[data-member-id="${ael.id}"] [data-action="openMember"]`);
    await harness.settle();
    expect(ael.sheet?.rendered).toBe(true);
    expect(partyMemberIds(party)).toEqual([ael.id, expect.any(String)]);
  });

  it.each(RULESETS.map((r) => [r.id, r] as const))(
    "%s: its character's glance has its bars and a chance (0…1) for each of its checks",
    async (_id, ruleset) => {
      installEveryRuleset({ settings: true });
      harness.actAs(GM);
      const type = ruleset.partyMembers![0]!;
      const actor = (await Actor.create({ name: "Hero", type } as never)) as unknown as Actor.Implementation;
      const glance = memberGlance(actor)!;
      expect(glance.rolls.length).toBeGreaterThan(0);
      for (const r of glance.rolls) {
        expect(r.label).not.toMatch(/^ANTHOLOGY\./);
        expect(r.chance === null || (r.chance >= 0 && r.chance <= 1)).toBe(true);
      }
      expect(glance.rolls.some((r) => r.chance !== null)).toBe(true);
      for (const b of glance.bars) expect(b.label).not.toMatch(/^ANTHOLOGY\./);
      expect(glance.difficulty).not.toBe("");
    },
  );
});

describe("the GM's roll request to the whole party", () => {
  it("pre-filled with the members; each player answers for their own character, and the GM's card fills in", async () => {
    const { ael, bryn, sheet } = await table();
    let shown = "";
    dialogs().respond(() => dialogs().click("next", { check: "dex", difficulty: 12, hidden: false }));
    dialogs().respond((config) => {
      shown = String(config.content);
      return dialogs().click("yes");
    });
    await harness.click(sheet, '[data-action="requestRoll"]');
    await harness.settle();
    expect(shown).toContain("Bryn");
    const card = harness.messages().find((m) => (m.flags as { anthology?: { request?: unknown } }).anthology?.request) as unknown as ChatMessage.Implementation;
    const gmCard = harness
      .messages()
      .find((m) => (m.flags as { anthology?: { requestGm?: unknown } }).anthology?.requestGm) as unknown as ChatMessage.Implementation;
    expect((card.flags as { anthology: { request: PublicRequestFlags } }).anthology.request.actors).toEqual([ael.uuid, bryn.uuid]);
    const press = (user: typeof GM, actor: Actor.Implementation) => {
      harness.actAs(user);
      return runChatAction("rollRequested", {
        message: card,
        dataset: { anthologyAction: "rollRequested", actorUuid: actor.uuid } as DOMStringMap,
        event: new Event("click"),
      });
    };
    // PLAYER may not answer for Bryn; then answers for Ael: d20 5 + DEX 11 = 16, above DC 12.
    await press(PLAYER, bryn);
    harness.queueFaces([5]);
    await press(PLAYER, ael);
    await harness.settle();
    const rows = () => (gmCard.flags as { anthology: { requestGm: GmRequestFlags } }).anthology.requestGm.rows;
    expect(rows()[0]).toMatchObject({ total: 16, success: true });
    expect(rows()[1]).toMatchObject({ total: null });
    harness.queueFaces([2]);
    await press(PLAYER2, bryn);
    await harness.settle();
    expect(rows()[1]).toMatchObject({ total: 6, success: false });
  });

  it("an empty party asks for nothing and says so", async () => {
    harness.actAs(GM);
    const party = (await Actor.create({ name: "Nobody", type: "party" } as never)) as unknown as Actor.Implementation;
    const sheet = await sheetAs(GM, party);
    await harness.click(sheet, '[data-action="requestRoll"]');
    expect(warnings().at(-1)).toBe("The party has no members to ask for a roll.");
    expect(harness.messages().length).toBe(0);
  });
});
