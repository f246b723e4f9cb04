// Issue 11 #14: every connected client runs every hook (v13), so a handler that checks `game.user.isGM` acts once per
// connected GM. With two GMs connected, combat bookkeeping and reminders must happen once: on the active GM's client
// (v13 Users#activeGM, https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Users.html#activegm).
import { describe, expect, it } from "vitest";
import { registerWardenApHooks } from "../../module/rulesets/warden/flows/action-points.js";
import { registerShadowCombatHooks } from "../../module/rulesets/shadow/chat/actions.js";
import { GM, GM2, PLAYER, harness } from "../harness/foundry.js";
import { installWarden, makeActor as makeWarden } from "./warden/skin-setup.js";
import { installShadow, makeActor as makeShadow } from "./shadow/skin-helpers.js";

let hooked = false;
function hookOnce(): void {
  if (hooked) return;
  registerWardenApHooks();
  registerShadowCombatHooks();
  hooked = true;
}

const apUpdates = (actor: Actor.Implementation) =>
  (actor as unknown as { updates: { system?: { ap?: unknown } }[] }).updates.filter((u) => u.system?.ap).length;

describe("every-client hooks act once with two GMs connected", () => {
  // Corrected: this test used to fire `combatStart` on every client. v13 `Combat#startCombat`
  // (client/documents/combat.mjs) calls `Hooks.callAll("combatStart", this, updateData)` on the client of whoever
  // pressed "Begin Combat" only, then `this.update({round: 1, turn: 0})`; the document hook `updateCombat` runs on every
  // client (client/data/client-backend.mjs `#postUpdateDocumentCallbacks`, after `Combat#_onUpdate` recorded `previous`).
  const startCombat = async (starter: typeof GM, combat: object) => {
    await harness.onClientOf(starter, () => Hooks.callAll("combatStart", combat as never, { round: 1, turn: 0 }));
    Object.assign(combat, { round: 1, turn: 0, previous: { round: 0, turn: null, combatantId: null } });
    return harness.callOnEveryClient("updateCombat", combat, { round: 1, turn: 0 }, {}, starter.id);
  };

  it("Warden: starting combat sets AP and combatTurnChange restores it once, on the active GM's client", async () => {
    installWarden();
    hookOnce();
    harness.connect(GM2);
    const caught = await makeWarden("wardenCharacter", "Caught", { ap: { value: 0, surprised: true } });
    const combat = { combatants: { contents: [{ actor: caught }], get: () => ({ actor: caught }) } };
    const ran = await startCombat(GM, combat);
    expect(ran).toEqual(expect.arrayContaining([GM, GM2, PLAYER]));
    expect(apUpdates(caught)).toBe(1);
    expect((caught.system as unknown as { ap: unknown }).ap).toEqual({ value: 2, surprised: true });
    await harness.callOnEveryClient("combatTurnChange", combat, { combatantId: "c1" }, { combatantId: "c2" });
    expect(apUpdates(caught)).toBe(2);
    expect((caught.system as unknown as { ap: unknown }).ap).toEqual({ value: 4, surprised: false });
  });

  it("Warden: the second GM pressing Begin Combat still gets the starting AP set, once, by the active GM", async () => {
    installWarden();
    hookOnce();
    harness.connect(GM2);
    const ready = await makeWarden("wardenCharacter", "Ready", { ap: { value: 0, surprised: false } });
    const combat = { combatants: { contents: [{ actor: ready }], get: () => ({ actor: ready }) } };
    await startCombat(GM2, combat);
    expect(apUpdates(ready)).toBe(1);
    expect((ready.system as unknown as { ap: { value: number } }).ap.value).toBe(4);
  });

  it("Warden: going back from round 2 to round 1 is not a new combat: AP are not reset", async () => {
    installWarden();
    hookOnce();
    const spent = await makeWarden("wardenCharacter", "Spent", { ap: { value: 1, surprised: false } });
    const combat = { round: 1, previous: { round: 2, turn: 0, combatantId: null }, combatants: { contents: [{ actor: spent }] } };
    await harness.callOnEveryClient("updateCombat", combat, { round: 1, turn: 0 }, { direction: -1 }, GM.id);
    expect(apUpdates(spent)).toBe(0);
  });

  it("Shadow: a dying character's turn posts one death-test reminder, not one per GM", async () => {
    installShadow();
    hookOnce();
    harness.connect(GM2);
    const pc = await makeShadow("shadowCharacter", "Ylva", { toughness: { value: 0 } }, [], { default: 0, [PLAYER.id]: 3 });
    await harness.callOnEveryClient("combatTurnChange", { combatant: { actor: pc } }, {}, {});
    expect(harness.messages()).toHaveLength(1);
    expect(harness.messages()[0]!.data.author).toBe(GM.id);
  });

  it("the second GM acts when the first is not connected", async () => {
    installShadow();
    hookOnce();
    harness.connect(GM2);
    harness.connect(GM, false);
    const pc = await makeShadow("shadowCharacter", "Ylva", { toughness: { value: 0 } }, [], { default: 0, [PLAYER.id]: 3 });
    await harness.callOnEveryClient("combatTurnChange", { combatant: { actor: pc } }, {}, {});
    expect(harness.messages().map((m) => m.data.author)).toEqual([GM2.id]);
  });
});
