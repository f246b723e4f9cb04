// Issue 11 #14: every connected client runs every document hook and combatTurnChange (v13), so a handler that checks
// `game.user.isGM` acts once per connected GM; combatStart runs only on the client that started the combat. With two GMs connected, combat bookkeeping and reminders must happen once: on the active GM's client
// (v13 Users#activeGM, https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Users.html#activegm).
import { describe, expect, it } from "vitest";
import { registerWardenApHooks } from "../../module/rulesets/warden/flows/action-points.js";
import { registerShadowCombatHooks } from "../../module/rulesets/shadow/rolls/chat-actions.js";
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

const apUpdates = (actor: Actor.Implementation) => (actor as unknown as { updates: { system?: { ap?: unknown } }[] }).updates.filter((u) => u.system?.ap).length;

describe("every-client hooks act once with two GMs connected", () => {
  it("Warden: combatStart sets AP on the client that started the combat, combatTurnChange restores it once, on the active GM's client", async () => {
    installWarden();
    hookOnce();
    harness.connect(GM2);
    const caught = await makeWarden("wardenCharacter", "Caught", { ap: { value: 0, surprised: true } });
    const combat = { combatants: { contents: [{ actor: caught }], get: () => ({ actor: caught }) } };
    // v13 Combat#startCombat (client/documents/combat.mjs) calls Hooks.callAll("combatStart", this, updateData) on the
    // client that starts the combat only, before its update; it is not a document hook, so no other client runs it.
    // Here the second GM starts it: the active GM's client never hears of it.
    const ran: string[] = [];
    Hooks.once("combatStart" as never, (() => void ran.push(game.user!.id)) as never);
    await harness.onClientOf(GM2, async () => {
      (Hooks.callAll as (hook: string, ...args: unknown[]) => unknown)("combatStart", combat, { round: 1, turn: 0 });
      await harness.settle();
    });
    expect(ran).toEqual([GM2.id]);
    expect(apUpdates(caught)).toBe(1);
    await harness.callOnEveryClient("combatTurnChange", combat, { combatantId: "c1" }, { combatantId: "c2" });
    expect(apUpdates(caught)).toBe(2);
    expect((caught.system as unknown as { ap: unknown }).ap).toEqual({ value: 4, surprised: false });
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
