// @vitest-environment node
/**
 * Real-world bad input the Roll & Keep plans meet (issue 8, hostile input): a macro passing a half-built view, a
 * view whose numbers came back as strings or NaN, specialities saved as a record, a world setting of colour links
 * that was never stored. Each is cleaned (never a TypeError, never NaN).
 */
import { describe, expect, it } from "vitest";
import { RK_DEFAULT_COLOUR_LINKS, rkActionPlan, rkChosenSpecialities, rkCleanView, rkColourOf, rkContestPlan, rkPoolFor } from "../../../module/rules.js";

/** Calls a function with arguments its declared types refuse, as a macro or a stored flag can. */
const hostile = <A extends unknown[], R>(fn: (...args: A) => R, ...args: unknown[]): R => fn(...(args as A));

const links = RK_DEFAULT_COLOUR_LINKS;

describe("rkCleanView", () => {
  it("a NaN attribute rates 0, a string one is read, missing mana is 0, a speciality without an id is skipped", () => {
    const view = rkCleanView({
      attributes: { cunning: "4", strength: Number.NaN, finesse: Number.POSITIVE_INFINITY },
      mana: { black: 3, blue: "x" },
      specialities: [{ id: "deceit", name: "Deceit", attribute: "cunning" }, { name: "Nameless" }, 7, { id: "odd", attribute: "luck" }],
    });
    expect(view.attributes).toEqual({ strength: 0, finesse: 0, endurance: 0, cunning: 4, intelligence: 0, acuity: 0, charisma: 0 });
    expect(view.mana).toEqual({ white: 0, blue: 0, black: 3, red: 0, green: 0 });
    expect(view.specialities).toEqual([
      { id: "deceit", name: "Deceit", attribute: "cunning" },
      { id: "odd", name: "", attribute: "strength" },
    ]);
  });
});

describe("plans from a half-built view", () => {
  // The text's mage (3 black and 2 blue mana): the lie on Cunning 4 with Deceit rolls 5, keeps 3 + 1 = 4.
  const mage = { attributes: { cunning: "4" }, mana: { black: 3, blue: 2 }, specialities: [{ id: "deceit", name: "Deceit", attribute: "cunning" }] };

  it("the lie still rolls 5 keep 4 when Cunning was stored as the text '4'", () => {
    expect(hostile(rkPoolFor, mage, "cunning", 1, links)).toMatchObject({ roll: 5, keep: 4, source: "colour", colour: "black" });
    const plan = hostile(rkActionPlan, mage, { attribute: "cunning", specialityIds: ["deceit"], difficulty: { kind: "number", value: 6 }, needed: 1 }, links);
    expect(plan).toMatchObject({ pool: { roll: 5, keep: 4 }, difficulty: 6, error: null });
  });

  it("a view that is not an object rolls no dice, and the plan says so instead of throwing", () => {
    expect(hostile(rkPoolFor, 1e12, Number.NaN, [], [])).toMatchObject({ roll: 0, keep: 0 });
    expect(hostile(rkActionPlan, {}, {}, [])).toMatchObject({
      attribute: "strength",
      difficulty: 6,
      needed: 1,
      chance: { success: 0, botch: 0 },
      error: "ANTHOLOGY.RollKeep.Warn.noDice",
    });
    expect(hostile(rkContestPlan, {}, 0, {}, "major")).toMatchObject({
      difficulty: 6,
      chance: { win: 0, tie: 0, lose: 0 },
      error: "ANTHOLOGY.RollKeep.Warn.noDice",
    });
  });

  it("a passive side that is not an object is no target", () => {
    const choice = { attribute: "cunning", specialityIds: [], difficulty: { kind: "passive", attribute: "acuity", specialityIds: {} }, needed: 1 };
    expect(hostile(rkActionPlan, mage, choice, links, 5)).toMatchObject({ error: "ANTHOLOGY.RollKeep.Warn.noTarget", passive: null });
  });

  it("specialities or ids that are not lists choose none", () => {
    expect(hostile(rkChosenSpecialities, { 0: { id: "deceit" } }, ["deceit"])).toEqual([]);
    expect(hostile(rkChosenSpecialities, mage.specialities, "deceit")).toEqual([]);
    expect(hostile(rkChosenSpecialities, [Number.NaN, ...mage.specialities], [undefined, "deceit"])).toEqual(mage.specialities);
  });

  it("colour links that were never stored (null) are the defaults; a link that is not a colour is none", () => {
    expect(hostile(rkColourOf, "cunning", null)).toBe("black");
    expect(hostile(rkColourOf, "cunning", { cunning: 5 })).toBeNull();
  });
});
