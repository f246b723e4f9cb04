/**
 * The pool family (Warden's Magic Dice): d6 in groups summed, read for the [sum] and how many dice show one face.
 * Its exact odds against brute force, its limits, its Roll on Foundry's dice terms (registered in CONFIG.Dice.rolls,
 * rebuilt by Roll.fromData), its dialog and card, and `rollPool` through the pipeline, as GM and owning player.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  PoolRoll,
  PoolRollDialog,
  evaluatePool,
  poolChance,
  poolMatchOdds,
  registerDice,
  rollPool,
  validatePoolInput,
  type PoolCardPoster,
} from "../../module/dice/index.js";
import { GM, PLAYER, harness } from "../harness/foundry.js";
import { readCard } from "./card-reading.js";
import { heroFor } from "./hero.js";

beforeAll(() => registerDice());

type Listener = (...args: unknown[]) => unknown;
const listening: [string, Listener][] = [];
function on(hook: string, fn: Listener): void {
  (Hooks as unknown as { on(h: string, f: Listener): number }).on(hook, fn);
  listening.push([hook, fn]);
}
afterEach(() => {
  for (const [hook, fn] of listening.splice(0)) (Hooks as unknown as { off(h: string, f: Listener): void }).off(hook, fn);
  vi.restoreAllMocks();
  harness.actAs(GM);
});

/** Every sequence of n d6, counted: how many have their largest match equal to m (index m). */
function bruteMatches(n: number): number[] {
  const byMatch = Array<number>(n + 1).fill(0);
  for (let code = 0; code < 6 ** n; code++) {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0, rest = code; i < n; i++, rest = Math.floor(rest / 6)) counts[rest % 6]!++;
    byMatch[Math.max(...counts)]!++;
  }
  return byMatch;
}

describe("the pool's pure reading", () => {
  it("the exact chance of k matching dice agrees with brute force (Warden: 3 dice, a pair 4 in 9, three alike 1 in 36)", () => {
    for (let n = 1; n <= 5; n++) {
      const byMatch = bruteMatches(n);
      for (let k = 1; k <= 7; k++) expect(poolMatchOdds(n, k)).toBeCloseTo(byMatch.slice(k).reduce((a, b) => a + b, 0) / 6 ** n, 12);
    }
    expect(poolMatchOdds(0, 2)).toBe(0);
    expect(poolMatchOdds(3, 2)).toBeCloseTo(96 / 216, 12);
    expect(poolMatchOdds(3, 3)).toBeCloseTo(6 / 216, 12);
    expect(poolMatchOdds(7, 2)).toBe(1);
    expect(poolChance({ groups: [1, 2, 0], failAt: 3 })).toBeCloseTo(210 / 216, 12);
    expect(poolChance({ groups: [3], failAt: null })).toBeNull();
    expect(() => poolMatchOdds(21, 2)).toThrow(/MAX_POOL_DICE/);
  });

  it("reads the [sum], the largest match and its face, and whether it fails", () => {
    expect(evaluatePool([[5], [2, 2], []], 3)).toEqual({ groups: [[5], [2, 2], []], faces: [5, 2, 2], dice: 3, sum: 9, match: 2, matchFace: 2, fails: false });
    expect(evaluatePool([[4, 4, 4]], 3)).toMatchObject({ sum: 12, match: 3, matchFace: 4, fails: true });
    expect(evaluatePool([[1, 6]], null)).toMatchObject({ match: 1, matchFace: 6, fails: null });
    // Stored junk is clamped, never NaN.
    expect(evaluatePool([[9, Number.NaN]], 3)).toMatchObject({ faces: [6, 1], sum: 7 });
  });

  it("validates once: whole numbers, at least one die, at most 20 dice in 6 groups", () => {
    expect(validatePoolInput({ groups: [1, 2, 0], failAt: 3 })).toBeNull();
    expect(validatePoolInput({ groups: [0, 0] })).toBe("ANTHOLOGY.Dice.Error.rollMin");
    expect(validatePoolInput({ groups: [-1, 3] })).toBe("ANTHOLOGY.Dice.Error.rollMin");
    expect(validatePoolInput({ groups: [1.5] })).toBe("ANTHOLOGY.Dice.Error.notInteger");
    expect(validatePoolInput({ groups: [Number.NaN] })).toBe("ANTHOLOGY.Dice.Error.notInteger");
    expect(validatePoolInput({ groups: [20, 1] })).toBe("ANTHOLOGY.Dice.Error.poolMax");
    expect(validatePoolInput({ groups: [1, 1, 1, 1, 1, 1, 1] })).toBe("ANTHOLOGY.Dice.Error.poolGroups");
    expect(validatePoolInput({ groups: [2], failAt: 1 })).toBe("ANTHOLOGY.Dice.Error.notInteger");
  });
});

describe("PoolRoll on Foundry's dice terms", () => {
  it("one d6 term per group that rolls; the faces come back per group; Foundry's total is the [sum]", async () => {
    harness.queueFaces([5, 2, 2]);
    const roll = PoolRoll.fromSettings({ groups: [1, 0, 2], failAt: 3 }, { label: "Magic Dice" });
    expect(roll.formula).toBe("1d6 + 2d6");
    await roll.evaluate();
    expect(roll.groupFaces).toEqual([[5], [], [2, 2]]);
    expect(roll.evaluation).toMatchObject({ sum: 9, match: 2, fails: false });
    expect(roll.total).toBe(9);
    expect(roll.chance).toBeCloseTo(210 / 216, 12);
  });

  it("is registered once in CONFIG.Dice.rolls and Roll.fromData rebuilds it with its settings", () => {
    registerDice();
    expect((CONFIG.Dice.rolls as unknown[]).filter((r) => r === PoolRoll)).toHaveLength(1);
    const roll = PoolRoll.fromSettings({ groups: [3], failAt: 3 }, { label: "Magic Dice" });
    const copy = foundry.dice.Roll.fromData(roll.toJSON() as never) as unknown as PoolRoll;
    expect(copy).toBeInstanceOf(PoolRoll);
    expect(copy.settings).toEqual({ groups: [3], failAt: 3 });
    expect(copy.chance).toBe(roll.chance);
  });
});

describe("PoolRollDialog", () => {
  it("shows the formula and the exact chance the pool holds, live; refuses junk and too many dice", async () => {
    const dialog = new PoolRollDialog({ label: "Magic <b>Dice</b>", settings: { groups: [1, 2], failAt: 3 }, rollMode: "publicroll" });
    await dialog.render({ force: true });
    const html = (dialog as unknown as { parts: Record<string, string> }).parts.form!;
    expect(html).toContain("Magic &lt;b&gt;Dice&lt;/b&gt;");
    expect(html).toContain("3d6 summed");
    expect(html).toContain("97.2% chance of success");
    const live = dialog.update({ group0: "2", group1: "2" });
    expect(live).toMatchObject({ formula: "2d6 + 2d6", headline: "4d6 summed", chance: "Chance that fewer than 3 dice show the same face: 90.3%", error: "" });
    expect(dialog.update({ group0: "" }).error).toBe("Enter whole numbers only.");
    expect(dialog.update({ group0: "20" }).error).toBe("A pool can roll at most 20 d6.");
  });
});

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`rollPool through the pipeline, rolled by ${who}`, () => {
    it("posts the family's card with every die, the [sum] and the match, the hooks firing in order", async () => {
      const actor = await heroFor(user);
      const seen: string[] = [];
      for (const hook of ["anthology.preConfigureRoll", "anthology.preRoll", "anthology.roll", "anthology.postRollCard"]) on(hook, () => void seen.push(hook));
      harness.queueFaces([6, 6, 1]);
      const out = await rollPool({ actor, label: "Magic Dice", groups: [2, 1], failAt: 3, skipDialog: true });
      expect(seen).toEqual(["anthology.preConfigureRoll", "anthology.preRoll", "anthology.roll", "anthology.postRollCard"]);
      expect(out).toMatchObject({ evaluation: { sum: 13, match: 2, matchFace: 6, fails: false }, settled: true });
      const card = readCard(String(harness.messages()[0]!.content));
      expect(card.terms).toEqual([
        ["d6", "6"],
        ["d6", "6"],
        ["d6", "1"],
      ]);
      expect(card.lines).toEqual(["3 d6: [sum] 13.", "2 dice show 6.", "Fewer than 3 matching dice: success."]);
      // The message holds its own Roll rebuilt from its JSON (v13 ChatMessage#prepareDerivedData): same class, formula, total.
      expect(rollShape(harness.messages()[0]!.rolls[0])).toEqual(rollShape(out!.roll));
    });

    it("a ruleset's settle posts its own card as the family's (the pool's roll first); a settle whose writes failed posts nothing and fires no postRollCard", async () => {
      const actor = await heroFor(user);
      const cards: unknown[] = [];
      on("anthology.postRollCard", (message) => void cards.push(message));
      harness.queueFaces([4]);
      const settle = async (roll: PoolRoll, post: PoolCardPoster) =>
        Boolean(await post({ template: "systems/anthology/templates/dice/private-card.hbs", context: { label: `Sum ${roll.evaluation!.sum}` } }));
      const out = await rollPool({ actor, label: "Magic Dice", groups: [1], skipDialog: true, settle });
      expect(out?.settled).toBe(true);
      expect(harness.messages()).toHaveLength(1);
      expect(harness.messages()[0]!.content).toContain("Sum 4");
      // The message holds its own Roll rebuilt from its JSON (v13 ChatMessage#prepareDerivedData): same class, formula, total.
      expect(rollShape(harness.messages()[0]!.rolls[0])).toEqual(rollShape(out!.roll));
      expect(cards).toEqual([harness.messages()[0]]);

      harness.queueFaces([2]);
      const failed = await rollPool({ actor, label: "Magic Dice", groups: [1], skipDialog: true, settle: async () => false });
      expect(failed).toMatchObject({ settled: false, message: undefined });
      expect(harness.messages()).toHaveLength(1);
      expect(cards).toHaveLength(1);
    });
  });
}

function rollShape(roll: unknown): unknown[] {
  const r = roll as { constructor: unknown; formula: string; total: number };
  return [r.constructor, r.formula, r.total];
}
