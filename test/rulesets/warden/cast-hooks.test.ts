/**
 * Issue 14: a Warden cast is made through the dice room's one pipeline (buildRoll, the pool family), so the four
 * hooks fire for it in order: anthology.preConfigureRoll(config, dialog, message) and anthology.preRoll(config,
 * message) with Hooks.call (a listener returning false cancels), anthology.roll(roll, config) and
 * anthology.postRollCard(message, roll, config) with Hooks.callAll (v13
 * https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html). The cast's whole outcome is written after the
 * roll (the roll hook sees nothing written yet), before its card; preRoll returning false writes nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GM, PLAYER, castOwnership, harness } from "../../harness/foundry.js";
import { PoolRoll, registerDice } from "../../../module/dice/index.js";
import { wardenCastSpellFlow } from "../../../module/rulesets/warden/rolls/cast.js";
import { answerRollDialog } from "../roll-dialog-answer.js";
import { installWarden, makeActor, sys } from "./skin-setup.js";

type Listener = (...args: unknown[]) => unknown;
const listening: [string, Listener][] = [];
function on(hook: string, fn: Listener): void {
  (Hooks as unknown as { on(h: string, f: Listener): number }).on(hook, fn);
  listening.push([hook, fn]);
}

beforeEach(() => {
  installWarden();
  registerDice();
});
afterEach(() => {
  for (const [hook, fn] of listening.splice(0)) (Hooks as unknown as { off(h: string, f: Listener): void }).off(hook, fn);
  vi.restoreAllMocks();
  harness.actAs(GM);
});

/** The GM makes Barry (grimoire, 3 doses of mana dust, Mirror Image); the player owns him; then `user` casts. */
async function barryFor(user: typeof GM): Promise<Actor.Implementation> {
  harness.actAs(GM);
  const barry = await makeActor("wardenCharacter", "Barry", { wil: { value: 12, max: 12 } }, [
    { name: "Grimoire", type: "wardenGrimoire", system: { bulky: true, slots: 2, cost: 300 } },
    { name: "Mana Dust", type: "wardenManaDust", system: { quantity: 3, petty: true, slots: 0 } },
    { name: "Mirror Image", type: "wardenSpell", system: { duration: "30 minutes" } },
  ]);
  await barry.update({ ownership: castOwnership() } as never);
  harness.actAs(user);
  return barry;
}
const spellOf = (actor: Actor.Implementation) => actor.items.find((i) => i.name === "Mirror Image")!;
const fatigueOf = (actor: Actor.Implementation) => actor.items.filter((i) => (i.type as string) === "wardenFatigue");

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`a cast's pipeline hooks, cast by ${who}`, () => {
    it("fire in order with the config, dialog, message, Roll and card; the outcome is written between roll and card", async () => {
      const barry = await barryFor(user);
      const seen: string[] = [];
      on("anthology.preConfigureRoll", (config, dialog, message) => {
        const c = config as { family: string; label: string; actor: unknown; options: unknown; settings: unknown };
        expect(c).toMatchObject({
          family: "pool",
          label: "Cast Mirror Image",
          options: { slotDice: 0, dustDice: 1, freeDice: 0 },
          settings: { groups: [0, 1, 0], failAt: 3 },
        });
        expect(c.actor).toBe(barry);
        expect(dialog).toEqual({ configure: true });
        expect(message).toMatchObject({ rollMode: "publicroll", card: { type: "wardenCard" } });
        seen.push("preConfigureRoll");
      });
      on("anthology.preRoll", (config, message) => {
        // After the dialog: the choice the caster left in it (one slot die, two dust dice).
        expect(config).toMatchObject({ family: "pool", options: { slotDice: 1, dustDice: 2, freeDice: 0 }, settings: { groups: [1, 2, 0], failAt: 3 } });
        expect(message).toMatchObject({ rollMode: "publicroll" });
        seen.push("preRoll");
      });
      on("anthology.roll", (roll, config) => {
        expect(roll).toBeInstanceOf(PoolRoll);
        const pool = roll as PoolRoll;
        expect(pool.formula).toBe("1d6 + 2d6");
        expect(pool.groupFaces).toEqual([[5], [2, 2], []]);
        expect(pool.evaluation).toMatchObject({ sum: 9, match: 2, matchFace: 2, fails: false });
        expect((config as { family: string }).family).toBe("pool");
        // Nothing written and nothing posted yet.
        expect(fatigueOf(barry)).toHaveLength(0);
        expect(sys(barry).manaDust).toBe(3);
        expect(harness.messages()).toHaveLength(0);
        seen.push("roll");
        return false;
      });
      on("anthology.postRollCard", (message, roll, config) => {
        const posted = harness.messages();
        expect(posted).toHaveLength(1);
        expect(message).toBe(posted[0]);
        const m = message as { rolls: unknown[]; content: string; type: string };
        // The message holds its own Roll rebuilt from the stored JSON (v13 ChatMessage#prepareDerivedData,
        // Roll.fromData), not the poster's object: the same class, formula and total.
        const held = m.rolls[0] as { constructor: unknown; formula: string; total: number };
        const posted0 = roll as { constructor: unknown; formula: string; total: number };
        expect([held.constructor, held.formula, held.total]).toEqual([posted0.constructor, posted0.formula, posted0.total]);
        expect(m.type).toBe("wardenCard");
        expect(m.content).toContain("Barry casts Mirror Image");
        expect(m.content).toContain("Mishap 9");
        expect((config as { family: string }).family).toBe("pool");
        // The whole outcome is written before the card: the Fatigue, the two doses spent.
        expect(fatigueOf(barry)).toHaveLength(1);
        expect(sys(barry).manaDust).toBe(1);
        seen.push("postRollCard");
        return false;
      });
      answerRollDialog({ edits: { slotDice: "1", dustDice: "2" }, press: "roll" });
      harness.queueFaces([5, 2, 2]);
      expect(await wardenCastSpellFlow(barry, spellOf(barry))).toMatchObject({ dice: 3, sum: 9, fatigue: 1, mishap: 9, mishapId: "purpleSkin" });
      expect(seen).toEqual(["preConfigureRoll", "preRoll", "roll", "postRollCard"]);
    });

    it("preRoll returning false cancels the cast: nothing rolled, written or posted, no later hook", async () => {
      const barry = await barryFor(user);
      const later: string[] = [];
      on("anthology.preRoll", (config) => ((config as { family: string }).family === "pool" ? false : undefined));
      on("anthology.roll", () => later.push("roll"));
      on("anthology.postRollCard", () => later.push("card"));
      const update = vi.spyOn(barry, "update");
      const create = vi.spyOn(barry, "createEmbeddedDocuments");
      const remove = vi.spyOn(barry, "deleteEmbeddedDocuments");
      const before = JSON.stringify(barry.toObject());
      expect(await wardenCastSpellFlow(barry, spellOf(barry), { skipDialog: true })).toBeNull();
      expect(later).toEqual([]);
      expect(update).not.toHaveBeenCalled();
      expect(create).not.toHaveBeenCalled();
      expect(remove).not.toHaveBeenCalled();
      expect(harness.messages()).toHaveLength(0);
      expect(JSON.stringify(barry.toObject())).toBe(before);
    });

    it("preConfigureRoll may change the choice (its options) before the dialog; the dialog and the roll take it", async () => {
      const barry = await barryFor(user);
      on("anthology.preConfigureRoll", (config) => {
        const c = config as { family: string; options: unknown };
        if (c.family === "pool") c.options = { slotDice: 0, dustDice: 2, freeDice: 0 };
      });
      let offered: Record<string, unknown> = {};
      answerRollDialog({ seen: (_dialog, values) => (offered = values), press: "roll" });
      harness.queueFaces([3, 4]);
      expect(await wardenCastSpellFlow(barry, spellOf(barry))).toMatchObject({ dice: 2, sum: 7, fatigue: 0, mishap: null });
      expect(offered).toMatchObject({ slotDice: "0", dustDice: "2" });
      expect(sys(barry).manaDust).toBe(1);
    });

    it("a refused choice is refused once by the pipeline, with the cast's reason, and writes nothing", async () => {
      const barry = await barryFor(user);
      const later: string[] = [];
      on("anthology.preRoll", (config) => {
        const c = config as { family: string; options: unknown; settings: unknown };
        // Four dust dice: Barry has three doses. The extension's refusal stands for the hooked numbers.
        if (c.family === "pool") c.options = { slotDice: 0, dustDice: 4, freeDice: 0 };
      });
      on("anthology.roll", () => later.push("roll"));
      expect(await wardenCastSpellFlow(barry, spellOf(barry), { skipDialog: true })).toBeNull();
      expect(later).toEqual([]);
      expect(harness.notifications.log.filter((n) => n.type === "warn")).toHaveLength(1);
      expect(harness.messages()).toHaveLength(0);
      expect(sys(barry).manaDust).toBe(3);
    });

    it("a preRoll hook that changes the dice themselves cannot spend what the caster lacks: nothing written, no card", async () => {
      const barry = await barryFor(user);
      on("anthology.preRoll", (config) => {
        const c = config as { family: string; settings: { groups: number[] } };
        if (c.family === "pool") c.settings.groups = [0, 5, 0];
      });
      const before = JSON.stringify(barry.toObject());
      harness.queueFaces([1, 2, 3, 4, 5]);
      expect(await wardenCastSpellFlow(barry, spellOf(barry), { skipDialog: true })).toBeNull();
      expect(harness.notifications.log.at(-1)).toMatchObject({ type: "warn" });
      expect(harness.messages()).toHaveLength(0);
      expect(JSON.stringify(barry.toObject())).toBe(before);
    });
  });
}
