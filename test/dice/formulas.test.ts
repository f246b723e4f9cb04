import { describe, expect, it } from "vitest";
import { advantageChance, advantageFormula, advantageSuccess, type AdvantageSettings } from "../../module/dice/requests/advantage-settings.js";
import { formatChance } from "../../module/dice/requests/chance.js";
import { keepChance, keepFormula, keepNeededNow, parseKeepSettings, type KeepSettings } from "../../module/dice/requests/keep-settings.js";
import { parseRollUnderSettings, rollUnderChance, rollUnderFormula } from "../../module/dice/requests/roll-under-settings.js";
import { keepOdds, rollUnderOdds, wardenOdds } from "../../module/rules.js";

const keep = (s: Partial<KeepSettings>): KeepSettings => ({ roll: 6, keep: 4, difficulty: 7, needed: 1, extended: null, ...s });
const adv = (s: Partial<AdvantageSettings>): AdvantageSettings => ({
  modifier: 0,
  advantage: 0,
  objects: [],
  dc: null,
  hidden: false,
  role: "initiator",
  opposed: null,
  ...s,
});

describe("Foundry formulas built from Foundry's own dice terms", () => {
  it("keep: the issue's 6d10kh4cs>=7; keep above the dice rolled is capped", () => {
    expect(keepFormula(keep({}))).toBe("6d10kh4cs>=7");
    expect(keepFormula(keep({ roll: 3, keep: 5, difficulty: 6 }))).toBe("3d10kh3cs>=6");
  });
  it("advantage: 3d20kh for +2, 2d20kl for −1, modifier signed, object dice with their own advantage", () => {
    expect(advantageFormula(adv({ advantage: 2 }))).toBe("3d20kh");
    expect(advantageFormula(adv({ advantage: -1, modifier: -2 }))).toBe("2d20kl - 2");
    expect(
      advantageFormula(
        adv({
          modifier: 4,
          advantage: 1,
          objects: [
            { label: "Axe", faces: 10, advantage: 1 },
            { label: "Shield", faces: 6, advantage: -2 },
          ],
        }),
      ),
    ).toBe("2d20kh + 4 + 2d10kh + 3d6kl");
  });
  it("roll-under: favour +1 keeps the lowest (2d20kl), −1 the highest (2d20kh)", () => {
    expect(rollUnderFormula({ favour: 0 })).toBe("1d20");
    expect(rollUnderFormula({ favour: 1 })).toBe("2d20kl");
    expect(rollUnderFormula({ favour: -1 })).toBe("2d20kh");
    expect(rollUnderFormula({ favour: 3 })).toBe("4d20kl");
  });
});

describe("the chance shown is the exact odds", () => {
  it("keep: P(≥ needed) from keepOdds, extended rounds subtract earlier successes", () => {
    const odds = keepOdds({ roll: 6, keep: 4, difficulty: 7 });
    expect(keepChance(keep({ needed: 2 })).success).toBeCloseTo(1 - odds.exactly[0] - odds.exactly[1], 14);
    expect(keepChance(keep({})).botch).toBe(odds.botch);
    const ext = keep({ extended: { previous: [2, 1], needed: 5 } });
    expect(keepNeededNow(ext)).toBe(2);
    expect(keepNeededNow(keep({ extended: { previous: [4, 3], needed: 5 } }))).toBe(0);
  });

  it("advantage: an action needs ≥ DC, a save needs > DC (003: IR ≥ TR → the initiator succeeds)", () => {
    expect(advantageChance(adv({ dc: 15 }))).toBe(wardenOdds({ modifier: 0, dc: 15 }));
    expect(advantageChance(adv({ dc: 15, role: "target" }))).toBe(wardenOdds({ modifier: 0, dc: 16 }));
    expect(advantageSuccess(adv({ dc: 15 }), 15)).toBe(true);
    expect(advantageSuccess(adv({ dc: 15, role: "target" }), 15)).toBe(false);
    expect(advantageSuccess(adv({}), 15)).toBeNull();
    expect(advantageChance(adv({}))).toBeNull();
  });

  it("advantage: a known opposing result acts like a DC; opposing dice give the contest odds", () => {
    expect(advantageChance(adv({ opposed: { label: "Bo'Mack", total: 21 } }))).toBe(wardenOdds({ modifier: 0, dc: 21 }));
    const initiator = advantageChance(adv({ opposed: { label: "x", check: { modifier: 0 } } }))!;
    const target = advantageChance(adv({ role: "target", opposed: { label: "x", check: { modifier: 0 } } }))!;
    expect(initiator).toBeCloseTo(210 / 400, 14);
    expect(target).toBeCloseTo(190 / 400, 14);
  });

  it("roll-under: target + modifier with favour", () => {
    expect(rollUnderChance({ target: 9, modifier: 2, favour: 1, bonus: 0 })).toBe(rollUnderOdds({ target: 11, favour: 1 }));
  });

  it("formatChance never rounds a possible outcome to 0% or 100%", () => {
    expect(formatChance(0)).toBe("0%");
    expect(formatChance(1)).toBe("100%");
    expect(formatChance(0.00001)).toBe("<0.1%");
    expect(formatChance(0.99999)).toBe(">99.9%");
    expect(formatChance(0.7344)).toBe("73.4%");
    expect(formatChance(Number.NaN)).toBe("0%");
  });
});

describe("form parsing refuses what the limits refuse", () => {
  it("keep: empty and out-of-range inputs give the localization key", () => {
    expect(parseKeepSettings({ roll: "" }, keep({})).error).toBe("ANTHOLOGY.Dice.Error.notInteger");
    expect(parseKeepSettings({ roll: "41" }, keep({})).error).toBe("ANTHOLOGY.Dice.Error.rollMax");
    expect(parseKeepSettings({ keep: "0" }, keep({})).error).toBe("ANTHOLOGY.Dice.Error.keepMin");
    expect(parseKeepSettings({ difficulty: "11" }, keep({})).error).toBe("ANTHOLOGY.Dice.Error.difficultyRange");
    expect(parseKeepSettings({ roll: "8", keep: "3" }, keep({}))).toEqual({ settings: keep({ roll: 8, keep: 3 }), error: null });
  });
  it("roll-under: favour beyond ±10 is refused", () => {
    expect(parseRollUnderSettings({ favour: "11" }, { target: 10, modifier: 0, favour: 0, bonus: 0 }).error).toBe("ANTHOLOGY.Dice.Error.advantageMax");
    expect(parseRollUnderSettings({ modifier: "abc" }, { target: 10, modifier: 0, favour: 0, bonus: 0 }).error).toBe("ANTHOLOGY.Dice.Error.notInteger");
  });
});
