// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  GM_EXAMPLE_AILMENTS,
  gmAilmentAdvance,
  gmAilmentContractRoll,
  gmAilmentLeaveArea,
  gmAilmentNextRoll,
  gmAilmentRun,
  gmAilmentStart,
  gmAilmentStrength,
  gmAilmentTotals,
} from "../../../../module/rules.js";

const ailment = (slug: string) => GM_EXAMPLE_AILMENTS.find((a) => a.slug === slug)!;

describe("G&M ailments: the example table of 001", () => {
  it("has the nine example ailments with the text's strengths and action times", () => {
    const rows = GM_EXAMPLE_AILMENTS.map((a) => [a.name, a.chronic, a.strength, `${a.actionTime.amount} ${a.actionTime.unit}`]);
    expect(rows).toEqual([
      ["Alcohol", true, -1, "20 minute"],
      ["Common Cold", true, 1, "1 day"],
      ["Food Poisoning", true, 3, "1 hour"],
      ["Black Widow", false, 0, "30 minute"],
      ["Giant Spider", false, 4, "1 round"],
      ["Huge Spider", false, 2, "1 round"],
      ["Large Spider", false, 1, "1 round"],
      ["Shadow Spider", false, 1, "2 round"],
      ["Sleep gas", false, 0, "1 round"],
    ]);
  });
});

describe("G&M ailments: contracting (001)", () => {
  it("accepting an ailment is a health roll at −4 more; otherwise perception or evasion, all at −strength", () => {
    expect(gmAilmentContractRoll({ strength: 3 }, "accepted")).toEqual({ reaction: "health", modifier: -7 });
    expect(gmAilmentContractRoll({ strength: 3 }, "noticeable")).toEqual({ reaction: "perception", modifier: -3 });
    expect(gmAilmentContractRoll({ strength: -1 }, "forced")).toEqual({ reaction: "evasion", modifier: 1 });
  });
});

describe("G&M ailments: progression (001)", () => {
  it("food poisoning that takes effect and then fails to be thrown off three times: 4 injuries and −4 concentration for d4 hours", () => {
    const food = ailment("food-poisoning");
    // contracted (fails the roll), then three failed health rolls to throw it off
    const progress = gmAilmentRun(food, [false, false, false, false]);
    expect(progress.stage).toBe("ailing");
    expect(progress.applications).toBe(4);
    const totals = gmAilmentTotals(food.effects, progress.applications);
    expect(totals.injuries).toBe("4");
    expect(totals.penalties).toEqual([{ target: "concentration", amount: 4, duration: { amount: "d4", unit: "hour" } }]);
    // the next health roll succeeds: it is gone, the effects stay
    expect(gmAilmentRun(food, [false, false, false, false, true]).stage).toBe("over");
  });

  it("a chronic ailment's strength fades by one per action time", () => {
    const food = ailment("food-poisoning");
    let p = gmAilmentStart();
    p = gmAilmentAdvance(food, p, false).progress;
    expect(gmAilmentNextRoll(food, p, "noticeable")).toEqual({ reaction: "health", modifier: -2 });
    p = gmAilmentAdvance(food, p, false).progress;
    expect(gmAilmentStrength(food, p)).toBe(1);
    p = gmAilmentAdvance(food, p, false).progress;
    p = gmAilmentAdvance(food, p, false).progress;
    expect(gmAilmentNextRoll(food, p, "noticeable")).toEqual({ reaction: "health", modifier: 1 });
  });

  it("stuck in sleep gas for five rounds with three failed rolls: asleep for 6d10 minutes", () => {
    const gas = ailment("sleep-gas");
    expect(gas.inescapable).toBe(true);
    const progress = gmAilmentRun(gas, [false, true, false, true, false], "accepted");
    expect(progress.applications).toBe(3);
    expect(progress.stage).toBe("exposed");
    expect(gmAilmentTotals(gas.effects, progress.applications).conditions).toEqual([{ condition: "sleep", duration: { amount: "6d10", unit: "minute" } }]);
    expect(gmAilmentLeaveArea(gas, progress).stage).toBe("over");
  });

  it("a plain poison applies once and is gone", () => {
    const spider = ailment("huge-spider");
    expect(gmAilmentRun(spider, [false, false, false])).toEqual({ stage: "over", applications: 1, elapsed: 0, exposed: true });
    expect(gmAilmentRun(spider, [true]).applications).toBe(0);
    expect(gmAilmentTotals(spider.effects, 1).injuries).toBe("d3");
  });

  it("chronic inescapable: after it takes hold it applies every action time with no roll, growing stronger; out of the area it fades", () => {
    const gas = {
      chronic: true,
      inescapable: true,
      strength: 1,
      actionTime: { amount: "1", unit: "round" as const },
      effects: [{ kind: "injury" as const, formula: "1", target: "" as const, amount: 0, condition: "" as const, duration: null }],
    };
    let p = gmAilmentStart();
    expect(gmAilmentNextRoll(gas, p, "accepted")).toEqual({ reaction: "health", modifier: -5 });
    p = gmAilmentAdvance(gas, p, true).progress;
    expect(p.stage).toBe("exposed");
    p = gmAilmentAdvance(gas, p, false).progress;
    expect(p.applications).toBe(1);
    expect(gmAilmentNextRoll(gas, p, "accepted")).toBe("automatic");
    expect(gmAilmentStrength(gas, p)).toBe(2);
    p = gmAilmentAdvance(gas, p, true).progress;
    p = gmAilmentAdvance(gas, p, true).progress;
    expect(p.applications).toBe(3);
    expect(gmAilmentStrength(gas, p)).toBe(4);
    p = gmAilmentLeaveArea(gas, p);
    expect(gmAilmentNextRoll(gas, p, "accepted")).toEqual({ reaction: "health", modifier: 0 });
    p = gmAilmentAdvance(gas, p, true).progress;
    expect(p.stage).toBe("over");
  });

  it("alcohol's penalties add up: twice drunk is −2 agility, concentration, evasion and fortitude", () => {
    const totals = gmAilmentTotals(ailment("alcohol").effects, 2);
    expect(totals.penalties.map((p) => [p.target, p.amount])).toEqual([
      ["agility", 2],
      ["concentration", 2],
      ["evasion", 2],
      ["fortitude", 2],
    ]);
    expect(totals.injuries).toBe("0");
  });

  it("the giant spider paralyses for d4 minutes", () => {
    expect(gmAilmentTotals(ailment("giant-spider").effects, 1).conditions).toEqual([{ condition: "paralysis", duration: { amount: "d4", unit: "minute" } }]);
  });

  it("bad counts give no effects", () => {
    expect(gmAilmentTotals(ailment("black-widow").effects, Number.NaN)).toEqual({ injuries: "0", penalties: [], conditions: [] });
  });
});

describe("G&M ailment totals never throw", () => {
  it("skips effects that are not objects", () => {
    const junk = [null, undefined, 5, { kind: "injury", formula: "d2", target: "", amount: 0, condition: "", duration: null }] as unknown as Parameters<
      typeof gmAilmentTotals
    >[0];
    expect(gmAilmentTotals(junk, 2).injuries).toBe("2d2");
  });
});
