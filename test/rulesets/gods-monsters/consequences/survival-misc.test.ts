// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  GM_CONCENTRATION_DEFENSE_PENALTY,
  GM_ITEM_REACTION_TABLE,
  gmAgingInjuries,
  gmAgingSchedule,
  gmCanTradeAgingInjury,
  gmConcentrationApplies,
  gmConcentrationHolds,
  gmCoverTracksPenalty,
  gmCoveringTracksMovement,
  gmDisbeliefModifier,
  gmInvisiblePhantasmBonus,
  gmItemMustReact,
  gmItemReaction,
  gmItemSurvival,
  gmLivingExpenses,
  gmPhantasmalRecovery,
  gmSearch,
  gmSemiConsciousAgilityDefense,
  gmSemiConsciousDelay,
  gmSuffocationBuffer,
  gmSuffocationRolls,
  gmThicknessBonus,
  gmTracking,
  gmUpkeep,
} from "../../../../module/rules.js";

describe("G&M suffocation (001)", () => {
  it("prepared: endurance rounds; unprepared: d4 plus endurance as a minor contributor, possibly none", () => {
    expect(gmSuffocationBuffer({ prepared: true, endurance: 15 })).toBe(15);
    expect(gmSuffocationBuffer({ prepared: false, d4: 3, enduranceMinor: 1 })).toBe(4);
    expect(gmSuffocationBuffer({ prepared: false, d4: 1, enduranceMinor: -3 })).toBe(0);
    expect(gmSuffocationBuffer({ prepared: true, endurance: 10, inactive: true })).toBe(20);
  });

  it("a health roll after the buffer, then one a minute at a cumulative −1", () => {
    expect(gmSuffocationRolls(20, 4)).toEqual([
      { round: 5, penalty: 0 },
      { round: 11, penalty: 1 },
      { round: 17, penalty: 2 },
    ]);
    expect(gmSuffocationRolls(4, 4)).toEqual([]);
    expect(gmSuffocationRolls(17, 4, true)).toEqual([
      { round: 5, penalty: 0 },
      { round: 17, penalty: 1 },
    ]);
  });
});

describe("G&M aging (001)", () => {
  it("the first unhealable injury comes at 40 plus endurance, then every 1 + endurance special years", () => {
    expect(gmAgingSchedule({ endurance: 10, enduranceSpecial: 2 })).toEqual({ firstAt: 50, every: 3 });
    expect(gmAgingInjuries({ age: 49, endurance: 10, enduranceSpecial: 2 })).toBe(0);
    expect(gmAgingInjuries({ age: 50, endurance: 10, enduranceSpecial: 2 })).toBe(1);
    expect(gmAgingInjuries({ age: 56, endurance: 10, enduranceSpecial: 2 })).toBe(3);
  });

  it("a dwarf (ages 8 times slower) counts in dwarf years: Toromeen at 151 with 15 endurance is far from it", () => {
    expect(gmAgingInjuries({ age: 151, endurance: 15, enduranceSpecial: 4, ageMultiplier: 8 })).toBe(0);
    expect(gmAgingSchedule({ endurance: 15, enduranceSpecial: 4, ageMultiplier: 8 }).firstAt).toBe(440);
  });

  it("an injury may become −2 to an ability only if it stays above one", () => {
    expect(gmCanTradeAgingInjury(4)).toBe(true);
    expect(gmCanTradeAgingInjury(3)).toBe(false);
  });
});

describe("G&M tracking (001)", () => {
  it("−1 per day, + the group effort bonus for the group's size, − the cover margin, − the distance's obstacle size", () => {
    expect(gmTracking({ daysSince: 2, groupSize: 12 })).toEqual({ agePenalty: 2, groupBonus: 3, coverPenalty: 0, distancePenalty: 0, modifier: 1 });
    expect(gmTracking({ daysSince: 0, groupSize: 1, distanceYards: 1760 }).distancePenalty).toBe(2);
    expect(gmTracking({ daysSince: 0, groupSize: 1, distanceYards: 400, urban: true }).distancePenalty).toBe(2);
    expect(gmTracking({ coveredBy: 3, groupSize: 1 }).modifier).toBe(-3);
  });

  it("covering tracks: trackers take the margin of the perception roll; the coverer moves at half", () => {
    expect(gmCoverTracksPenalty(9, 5)).toBe(4);
    expect(gmCoverTracksPenalty(9, 12)).toBe(0);
    expect(gmCoveringTracksMovement(10)).toBe(5);
  });
});

describe("G&M item reactions (001)", () => {
  it("the material table", () => {
    expect(GM_ITEM_REACTION_TABLE.map((r) => [r.material, r.fire, r.bludgeon, r.acid, r.bonusThickness])).toEqual([
      ["glass", 8, null, 16, 0.25],
      ["ice", null, null, 8, 0.5],
      ["metal", 6, 5, null, 0.25],
      ["paper", -2, 6, 8, 0.5],
      ["stone", 8, null, 10, 1],
      ["wood", null, 3, 5, 1],
    ]);
  });

  it("glass gains +1 at a quarter inch, +2 at a half inch, +3 at an inch, +4 at two inches", () => {
    expect(gmThicknessBonus("glass", 0.1)).toBe(0);
    expect(gmThicknessBonus("glass", 0.25)).toBe(1);
    expect(gmThicknessBonus("glass", 0.5)).toBe(2);
    expect(gmThicknessBonus("glass", 1)).toBe(3);
    expect(gmThicknessBonus("glass", 2)).toBe(4);
  });

  it("the reaction is against 4 plus material and thickness bonuses", () => {
    expect(gmItemReaction("paper", "fire")).toBe(2);
    expect(gmItemReaction("metal", "fire", 0.25)).toBe(11);
    expect(gmItemReaction("glass", "bludgeon", 0.25)).toBe(5);
    expect(gmItemReaction("unobtainium", "fire")).toBe(4);
  });

  it("items react only uncarried, or with an unconscious or injured carrier; survival is weight in pounds", () => {
    expect(gmItemMustReact({ carried: true })).toBe(false);
    expect(gmItemMustReact({ carried: false })).toBe(true);
    expect(gmItemMustReact({ carried: true, carrierUnconscious: true })).toBe(true);
    expect(gmItemMustReact({ carried: true, carrierInjured: true })).toBe(true);
    expect(gmItemSurvival(12)).toBe(12);
  });
});

describe("G&M searching (001, 004 obstacle size)", () => {
  it("a 10-foot square: no penalty, two minutes; 20 by 20 feet −1; 40 by 40 feet −2", () => {
    expect(gmSearch(10, 10)).toEqual({ sizePenalty: 0, modifier: 0, minutes: 2 });
    expect(gmSearch(20, 20)).toMatchObject({ sizePenalty: 1, modifier: -1, minutes: 8 });
    expect(gmSearch(40, 40)).toMatchObject({ sizePenalty: 2, modifier: -2, minutes: 32 });
    expect(gmSearch(10, 10, { difficulty: 2, speedPenalty: 2 }).modifier).toBe(-4);
  });
});

describe("G&M illusions (001)", () => {
  it("all but a tenth of phantasmal damage comes back, at least one point kept", () => {
    expect(gmPhantasmalRecovery(7)).toEqual({ kept: 1, regained: 6 });
    expect(gmPhantasmalRecovery(25)).toEqual({ kept: 3, regained: 22 });
    expect(gmPhantasmalRecovery(0)).toEqual({ kept: 0, regained: 0 });
  });

  it("invisible phantasmal damage: none if the victim cannot know of it, else +10 to react", () => {
    expect(gmInvisiblePhantasmBonus(false)).toBeNull();
    expect(gmInvisiblePhantasmBonus(true)).toBe(10);
  });

  it("willpower halves the disbelief penalty; a right willpower disbeliever gives others +2 on perception", () => {
    expect(gmDisbeliefModifier("perception", 4)).toBe(-4);
    expect(gmDisbeliefModifier("willpower", 4)).toBe(-2);
    expect(gmDisbeliefModifier("perception", 4, { shared: true })).toBe(-2);
  });
});

describe("G&M concentration and semi-consciousness (001)", () => {
  it("a concentration penalty applies to charisma, wisdom and intelligence rolls; defense is at −1", () => {
    expect(gmConcentrationApplies("wisdom")).toBe(true);
    expect(gmConcentrationApplies("agility")).toBe(false);
    expect(GM_CONCENTRATION_DEFENSE_PENALTY).toBe(1);
  });

  it("a successful attack during a long concentration needs an evasion roll", () => {
    expect(gmConcentrationHolds(true, 3, false)).toBe(false);
    expect(gmConcentrationHolds(true, 3, true)).toBe(true);
    expect(gmConcentrationHolds(false, 3, false)).toBe(true);
    expect(gmConcentrationHolds(true, 1, false)).toBe(true);
  });

  it("semi-conscious: no agility bonus to defense (penalties stay); a failed willpower roll delays d4 rounds", () => {
    expect(gmSemiConsciousAgilityDefense(2)).toBe(0);
    expect(gmSemiConsciousAgilityDefense(-1)).toBe(-1);
    expect(gmSemiConsciousDelay(true, 3)).toBe(0);
    expect(gmSemiConsciousDelay(false, 3)).toBe(3);
  });
});

describe("G&M upkeep (001)", () => {
  it("basic living is a coin a day, poor a coin a week", () => {
    expect(gmLivingExpenses("basic", 30)).toBe(30);
    expect(gmLivingExpenses("poor", 14)).toBe(2);
    expect(gmLivingExpenses("lavish", 2)).toBe(200);
  });

  it("weapons 10% a year, armor 5% a month, riding animals 10% a month, other animals 5%", () => {
    expect(gmUpkeep("weapon", 20)).toBe(2);
    expect(gmUpkeep("armor", 80, 12)).toBe(48);
    expect(gmUpkeep("ridingAnimal", 75)).toBe(7.5);
    expect(gmUpkeep("animal", 20)).toBe(1);
  });
});
