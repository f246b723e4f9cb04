/** Pure action plans and dialog form readers: what a dialog shows and what a roll receives. */
import { describe, expect, it } from "vitest";
import { keepOdds, RK_DEFAULT_COLOUR_LINKS, rkActionPlan, rkContestPlan, type RkActorView } from "../../../module/rules.js";
import { rkActorView } from "../../../module/rulesets/roll-keep/data/view.js";
import { rkReadActionForm, rkReadDifficulty } from "../../../module/rulesets/roll-keep/dialogs/action-form.js";
import { checkedIds } from "../../../module/rulesets/roll-keep/dialogs/form-values.js";
import { isRkAttribute } from "../../../module/rulesets/roll-keep/rules/attributes.js";
import { rkReadOppositionForm } from "../../../module/rulesets/roll-keep/dialogs/contest-opposition-form.js";
import { rkReadExtendedForm } from "../../../module/rulesets/roll-keep/dialogs/extended-form.js";

const links = RK_DEFAULT_COLOUR_LINKS;
const mage: RkActorView = rkActorView(
  { attributes: { strength: 4, finesse: 5, endurance: 3, cunning: 4, intelligence: 3, acuity: 2, charisma: 2 }, mana: { permanent: { black: 3, blue: 2 } } },
  [
    { id: "deceit", name: "Deceit", type: "rkSpeciality", system: { attribute: "cunning" } },
    { id: "stealth", name: "Stealth", type: "rkSpeciality", system: { attribute: "finesse" } },
    { id: "sword", name: "Sword", type: "gmWeapon", system: {} },
  ],
);
const guard = rkActorView({ attributes: { acuity: 4 } }, [{ id: "ears", name: "Acute Hearing", type: "rkSpeciality", system: { attribute: "acuity" } }]);

describe("rkActorView", () => {
  it("reads attributes, permanent mana and only the rkSpeciality items", () => {
    expect(mage.attributes.cunning).toBe(4);
    expect(mage.mana).toEqual({ white: 0, blue: 2, black: 3, red: 0, green: 0 });
    expect(mage.specialities.map((s) => s.name)).toEqual(["Deceit", "Stealth"]);
  });

  it("cleans junk", () => {
    const view = rkActorView("junk", [null as never, { type: "rkSpeciality" }, { id: "x", type: "rkSpeciality", system: { attribute: "luck" } }]);
    expect(Object.values(view.attributes).every((v) => v === 0)).toBe(true);
    expect(view.specialities).toEqual([{ id: "x", name: "", attribute: "strength" }]);
  });
});

describe("rkActionPlan", () => {
  it("the lie: Cunning + Deceit, 5 dice keep 4 at Standard, with its exact chances", () => {
    const plan = rkActionPlan(mage, { attribute: "cunning", specialityIds: ["deceit"], difficulty: { kind: "number", value: 6 }, needed: 1 }, links);
    expect(plan.pool).toMatchObject({ roll: 5, keep: 4 });
    expect(plan.difficulty).toBe(6);
    expect(plan.error).toBeNull();
    const odds = keepOdds({ roll: 5, keep: 4, difficulty: 6 });
    expect(plan.chance.success).toBeCloseTo(1 - odds.exactly[0]!, 12);
    expect(plan.chance.botch).toBeCloseTo(odds.botch, 12);
  });

  it("a speciality id that is not the actor's is ignored", () => {
    const plan = rkActionPlan(
      mage,
      { attribute: "cunning", specialityIds: ["nope", "deceit", "deceit"], difficulty: { kind: "number", value: 6 }, needed: 1 },
      links,
    );
    expect(plan.specialities.map((s) => s.id)).toEqual(["deceit"]);
    expect(plan.pool.roll).toBe(5);
  });

  it("a complex action needing more successes than can be kept has no chance", () => {
    const plan = rkActionPlan(mage, { attribute: "strength", specialityIds: [], difficulty: { kind: "number", value: 3 }, needed: 2 }, links);
    expect(plan.pool.keep).toBe(1);
    expect(plan.chance.success).toBe(0);
    expect(plan.error).toBeNull();
  });

  it("indirectly opposed: the sneak at difficulty 2, then 5 with Acute Hearing", () => {
    const sneak = (ids: string[]) =>
      rkActionPlan(
        mage,
        { attribute: "finesse", specialityIds: [], difficulty: { kind: "passive", attribute: "acuity", specialityIds: ids }, needed: 1 },
        links,
        guard,
      );
    expect(
      rkActionPlan(
        mage,
        { attribute: "finesse", specialityIds: [], difficulty: { kind: "passive", attribute: "acuity", specialityIds: [] }, needed: 1 },
        links,
        rkActorView({ attributes: { acuity: 2 } }, []),
      ).difficulty,
    ).toBe(2);
    expect(sneak(["ears"])).toMatchObject({ difficulty: 5, passive: { attribute: "acuity", rating: 4 }, error: null });
    expect(sneak([]).difficulty).toBe(4);
  });

  it("refusals: no target, no dice, too many dice, unreachable difficulty", () => {
    const noTarget = rkActionPlan(
      mage,
      { attribute: "finesse", specialityIds: [], difficulty: { kind: "passive", attribute: "acuity", specialityIds: [] }, needed: 1 },
      links,
      null,
    );
    expect(noTarget.error).toBe("ANTHOLOGY.RollKeep.Warn.noTarget");
    const zero = rkActorView({ attributes: { strength: 0 } }, []);
    expect(rkActionPlan(zero, { attribute: "strength", specialityIds: [], difficulty: { kind: "number", value: 6 }, needed: 1 }, links).error).toBe(
      "ANTHOLOGY.RollKeep.Warn.noDice",
    );
    const giant = rkActorView({ attributes: { strength: 40 } }, [{ id: "a", name: "A", type: "rkSpeciality", system: { attribute: "strength" } }]);
    expect(rkActionPlan(giant, { attribute: "strength", specialityIds: ["a"], difficulty: { kind: "number", value: 6 }, needed: 1 }, links).error).toBe(
      "ANTHOLOGY.Dice.Error.rollMax",
    );
    const watchful = rkActorView({ attributes: { acuity: 10 } }, [{ id: "e", name: "E", type: "rkSpeciality", system: { attribute: "acuity" } }]);
    const unreachable = rkActionPlan(
      mage,
      { attribute: "finesse", specialityIds: [], difficulty: { kind: "passive", attribute: "acuity", specialityIds: ["e"] }, needed: 1 },
      links,
      watchful,
    );
    expect(unreachable).toMatchObject({ difficulty: 11, error: "ANTHOLOGY.RollKeep.Warn.unreachable", chance: { success: 0, botch: 0 } });
  });
});

describe("rkContestPlan: the hilly race", () => {
  it("3 dice against 6 at difficulty 7, with the exact chances of win, draw and loss", () => {
    const ash = rkActorView({ attributes: { endurance: 3 }, mana: { permanent: { green: 2 } } }, []);
    const birch = rkActorView({ attributes: { endurance: 5 }, mana: { permanent: { green: 3 } } }, [
      { id: "run", name: "Running", type: "rkSpeciality", system: { attribute: "endurance" } },
    ]);
    const plan = rkContestPlan(
      { view: ash, attribute: "endurance", specialityIds: [] },
      { view: birch, attribute: "endurance", specialityIds: ["run"] },
      7,
      links,
    );
    expect(plan.first.pool).toMatchObject({ roll: 3, keep: 2 });
    expect(plan.second.pool).toMatchObject({ roll: 6, keep: 4 });
    expect(plan.difficulty).toBe(7);
    expect(plan.chance.win + plan.chance.tie + plan.chance.lose).toBeCloseTo(1, 12);
    expect(plan.chance.lose).toBeGreaterThan(plan.chance.win);
  });
});

describe("dialog form readers", () => {
  const base = { attribute: "strength" as const, specialityIds: ["deceit"], difficulty: { kind: "number" as const, value: 6 }, needed: 1 };

  it("action form: named, custom and passive difficulties, specialities, needed, roll mode", () => {
    expect(
      rkReadActionForm(
        { attribute: "cunning", "speciality.deceit": true, "speciality.stealth": false, difficulty: "9", needed: "2", rollMode: "blindroll" },
        base,
      ),
    ).toEqual({
      choice: { attribute: "cunning", specialityIds: ["deceit"], difficulty: { kind: "number", value: 9 }, needed: 2 },
      rollMode: "blindroll",
      error: null,
    });
    expect(rkReadActionForm({ attribute: "cunning", difficulty: "custom", customDifficulty: "2" }, base).choice.difficulty).toEqual({
      kind: "number",
      value: 2,
    });
    expect(rkReadActionForm({ attribute: "finesse", difficulty: "passive", passiveAttribute: "acuity", "passive.ears": "on" }, base).choice.difficulty).toEqual(
      { kind: "passive", attribute: "acuity", specialityIds: ["ears"] },
    );
  });

  it("action form: junk keeps the base or is cleaned", () => {
    const read = rkReadActionForm({ attribute: "<script>", difficulty: "hard", needed: "-4", rollMode: "loud" }, base);
    expect(read.choice).toMatchObject({ attribute: "strength", difficulty: { kind: "number", value: 6 }, needed: 1 });
    expect(read.rollMode).toBeUndefined();
    expect(read.error).toBe("ANTHOLOGY.Dice.Error.difficultyRange"); // "hard" is no difficulty: refused, not rolled at 6
    expect(rkReadActionForm({}, base)).toMatchObject({ choice: base, error: null });
  });

  it("a typed difficulty outside 1–10 is refused with the dice room's message, never clamped", () => {
    for (const typed of ["11", "0", "-3", "", "abc", "1e9"]) {
      const read = rkReadActionForm({ attribute: "cunning", difficulty: "custom", customDifficulty: typed }, base);
      expect(read.error, typed).toBe("ANTHOLOGY.Dice.Error.difficultyRange");
      expect(read.choice.difficulty, typed).toEqual(base.difficulty);
    }
    expect(rkReadActionForm({ attribute: "cunning", difficulty: "11" }, base).error).toBe("ANTHOLOGY.Dice.Error.difficultyRange");
    expect(rkReadActionForm({ attribute: "cunning", difficulty: "custom", customDifficulty: "1" }, base)).toMatchObject({
      choice: { difficulty: { value: 1 } },
      error: null,
    });
    expect(rkReadActionForm({ attribute: "cunning", difficulty: "custom", customDifficulty: "10" }, base)).toMatchObject({
      choice: { difficulty: { value: 10 } },
      error: null,
    });
  });

  // The old contest dialog's form reader (dialogs/contest-form.ts) went with the dialog: the directly opposed action
  // is asked in the dice room's keep dialog now. What its test asserted of the pure readers every R&K form shares
  // (a named or typed difficulty, the ticked boxes of a list) is asserted on those readers themselves.
  it("difficulty and ticked boxes as every R&K form reads them (once asserted through the contest form)", () => {
    // A named difficulty's value reads as that number; a typed one 1–10 as itself.
    expect(rkReadDifficulty("7", "")).toEqual({ value: 7 });
    expect(rkReadDifficulty("custom", "3")).toEqual({ value: 3 });
    // A typed 11 is refused with the dice room's message and gives no value (the form keeps what it had).
    expect(rkReadDifficulty("custom", "11")).toEqual({ error: "ANTHOLOGY.Dice.Error.difficultyRange" });
    // The opponent's ticked specialities: the ids of the "opponent.<id>" boxes that are on.
    expect(checkedIds({ attribute: "strength", opponentAttribute: "charisma", "opponent.x": true, difficulty: "7" }, "opponent")).toEqual(["x"]);
    expect(isRkAttribute("charisma")).toBe(true);
  });

  it("opposition form (the GM's side of a player's contest): attribute, ticked specialities, reveal", () => {
    const base = { attribute: "endurance" as const, specialityIds: ["run"], reveal: false };
    const related = (a: string) => (a === "cunning" ? ["lie"] : []);
    expect(rkReadOppositionForm({ attribute: "cunning", "speciality.x": true, "speciality.y": false, reveal: true }, base, related)).toEqual({
      attribute: "cunning",
      specialityIds: ["x"],
      reveal: true,
    });
    // No speciality box submitted: the specialities related to the attribute read, as the dialog ticks them.
    expect(rkReadOppositionForm({ attribute: "cunning" }, base, related)).toEqual({ attribute: "cunning", specialityIds: ["lie"], reveal: false });
    expect(rkReadOppositionForm({ attribute: "nonsense", reveal: "on" }, base, related)).toEqual({
      attribute: "endurance",
      specialityIds: ["run"],
      reveal: true,
    });
    expect(rkReadOppositionForm(null as never, base)).toEqual(base);
  });

  it("extended form: totals, per round, rounds limit (blank: none), label trimmed and bounded", () => {
    expect(rkReadExtendedForm({ label: "  Run  ", attribute: "endurance", difficulty: "7", required: "6", perRound: "1", maxRounds: "" })).toEqual({
      label: "Run",
      attribute: "endurance",
      specialityIds: [],
      difficulty: 7,
      required: 6,
      perRound: 1,
      maxRounds: null,
      error: null,
    });
    const junk = rkReadExtendedForm({
      label: "x".repeat(500),
      attribute: "?",
      difficulty: "custom",
      customDifficulty: "99",
      required: "0",
      perRound: "-2",
      maxRounds: "3",
    });
    // 99 is not clamped to 10: the form is refused with the dice room's message.
    expect(junk).toMatchObject({ attribute: "intelligence", error: "ANTHOLOGY.Dice.Error.difficultyRange", required: 1, perRound: 0, maxRounds: 3 });
    expect(junk.label).toHaveLength(120);
  });
});
