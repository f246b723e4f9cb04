// Issue 14: the one roll pipeline fires anthology.preConfigureRoll / preRoll (Hooks.call: a listener returning false
// cancels, v13 https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html) and anthology.roll / postRollCard
// (Hooks.callAll: every listener runs, none cancels). A module or macro adjusts a roll or reacts to it.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { KeepRollDialog, RollUnderRoll, registerDice, rollAdvantage, rollKeep, rollUnder } from "../../module/dice/index.js";
import { GM, PLAYER, harness } from "../harness/foundry.js";
import { heroFor } from "./hero.js";

type Listener = (...args: unknown[]) => unknown;
const listening: [string, Listener][] = [];
function on(hook: string, fn: Listener): void {
  (Hooks as unknown as { on(h: string, f: Listener): number }).on(hook, fn);
  listening.push([hook, fn]);
}

beforeAll(() => registerDice());
afterEach(() => {
  for (const [hook, fn] of listening.splice(0)) (Hooks as unknown as { off(h: string, f: Listener): void }).off(hook, fn);
  vi.restoreAllMocks();
});

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`the roll pipeline's hooks, rolled by ${who}`, () => {
    it("preConfigureRoll adjusts the request before the dialog: the dialog opens on the adjusted numbers", async () => {
      const actor = await heroFor(user);
      on("anthology.preConfigureRoll", (config) => {
        const c = config as { family: string; settings: { difficulty: number } };
        if (c.family === "keep") c.settings.difficulty = 9;
      });
      const prompt = vi.spyOn(KeepRollDialog, "prompt").mockImplementationOnce(async (request) => ({ settings: request.settings, rollMode: "publicroll" }));
      harness.queueFaces([9, 9]);
      const out = await rollKeep({ actor, label: "Lift", roll: 2, keep: 2, difficulty: 5 });
      expect(prompt.mock.calls[0]![0].settings.difficulty).toBe(9);
      expect(out!.roll.formula).toBe("2d10kh2cs>=9");
      expect(out!.evaluation.successes).toBe(2);
    });

    it("preConfigureRoll returning false cancels: no dialog, no roll, no message", async () => {
      harness.actAs(user);
      on("anthology.preConfigureRoll", () => false);
      const prompt = vi.spyOn(KeepRollDialog, "prompt");
      expect(await rollKeep({ label: "Lift", roll: 2, keep: 2, difficulty: 5 })).toBeNull();
      expect(await rollUnder({ label: "Perception", target: 10, skipDialog: true })).toBeNull();
      expect(prompt).not.toHaveBeenCalled();
      expect(harness.messages()).toHaveLength(0);
    });

    it("preRoll adjusts the numbers after the dialog (a +2 blessing) and the card shows them; the dice room still validates them", async () => {
      harness.actAs(user);
      on("anthology.preRoll", (config) => {
        const c = config as { family: string; settings: { modifier: number } };
        if (c.family === "rollUnder") c.settings.modifier += 2;
      });
      harness.queueFaces([12]);
      const out = await rollUnder({ actor: await heroFor(user), label: "Perception", target: 10, skipDialog: true });
      expect(out!.evaluation).toMatchObject({ die: 12, target: 12, success: true });
      expect(harness.messages()[0]!.content).toContain("12");

      on("anthology.preRoll", (config) => {
        const c = config as { family: string; settings: { favour: number } };
        if (c.family === "rollUnder") c.settings.favour = 50;
      });
      expect(await rollUnder({ label: "Perception", target: 10, skipDialog: true })).toBeNull();
      expect(harness.notifications.log.at(-1)).toMatchObject({ type: "warn", message: "Advantage, disadvantage or favour can be at most 10 either way." });
      expect(harness.messages()).toHaveLength(1);
    });

    it("preRoll returning false cancels after the dialog: nothing rolled, no message", async () => {
      harness.actAs(user);
      on("anthology.preRoll", () => false);
      expect(await rollAdvantage({ label: "Attack", modifier: 3, dc: 15, skipDialog: true })).toBeNull();
      expect(harness.messages()).toHaveLength(0);
    });

    it("roll gets the evaluated Roll before its card; postRollCard gets the posted message; neither can cancel", async () => {
      harness.actAs(user);
      const seen: string[] = [];
      on("anthology.roll", (roll, config) => {
        expect(roll).toBeInstanceOf(RollUnderRoll);
        expect((roll as RollUnderRoll).evaluation!.die).toBe(7);
        expect(harness.messages()).toHaveLength(0);
        seen.push(`roll:${(config as { label: string }).label}`);
        return false;
      });
      on("anthology.postRollCard", (message, roll) => {
        expect(message).toBe(harness.messages()[0]);
        // The message holds its own Roll rebuilt from the stored JSON (v13 ChatMessage#prepareDerivedData,
        // Roll.fromData), not the poster's object: the same class, formula and total.
        const held = (message as { rolls: { constructor: unknown; formula: string; total: number }[] }).rolls[0]!;
        const given = roll as { constructor: unknown; formula: string; total: number };
        expect([held.constructor, held.formula, held.total]).toEqual([given.constructor, given.formula, given.total]);
        seen.push("card");
        return false;
      });
      const actor = await heroFor(user);
      harness.queueFaces([7]);
      const out = await rollUnder({ actor, label: "Perception", target: 10, skipDialog: true });
      expect(out!.evaluation.success).toBe(true);
      expect(seen).toEqual(["roll:Perception", "card"]);
    });
  });
}
