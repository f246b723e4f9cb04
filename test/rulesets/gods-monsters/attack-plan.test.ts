// @vitest-environment node
/** The attack plan: hit number and damage formula from the attacker, the weapon, the target and the maneuvers. */
import { describe, expect, it } from "vitest";
import { gmDamageFormula, gmPlanAttack } from "../../../module/rules.js";
import type { GmAttacker, GmAttackWeapon } from "../../../module/rules.js";
import { gmParseAttackOptions } from "../../../module/rulesets/gods-monsters/dialogs/attack-options.js";
import { gmParseCheckOptions } from "../../../module/rulesets/gods-monsters/dialogs/check-options.js";

const toromeenL2: GmAttacker = {
  fightingArt: 2,
  attack: { close: 2, thrown: 0, propelled: 0 },
  damage: { close: 4, thrown: 2 },
  strength: 18,
  size: "small",
  injuries: 0,
  thrownRangeReduction: 2,
};

const battleaxe: GmAttackWeapon = { damage: "d10", size: "small", range: 2, attackMode: "close", thrown: false, strengthRating: 0, attackPenalty: 0 };
const spear: GmAttackWeapon = { damage: "d6", size: "medium", range: 6, attackMode: "close", thrown: true, strengthRating: 0, attackPenalty: 0 };
const bow: GmAttackWeapon = { damage: "d6", size: "medium", range: 20, attackMode: "propelled", thrown: false, strengthRating: 0, attackPenalty: 0 };

describe("gmPlanAttack", () => {
  it("004 Yeti: Toromeen's small battleaxe against defense 3 — 12 or less, d8 + 4", () => {
    const p = gmPlanAttack({ attacker: toromeenL2, weapon: battleaxe, targetDefense: 3 });
    expect(p).toMatchObject({ mode: "close", hitNumber: 12, dice: "d8", damageBonus: 4, diceCount: 1 });
    expect(gmDamageFormula(p.dice, p.damageBonus)).toBe("1d8 + 4");
  });
  it("a medium spear in a dwarf's hand: −1 for its size; thrown at 13 yards, strength cancels the 2 range penalties", () => {
    const p = gmPlanAttack({ attacker: toromeenL2, weapon: spear, throwIt: true, distance: 13, targetDefense: 0 });
    expect(p.mode).toBe("thrown");
    expect(p.range).toBe(6);
    expect(p.hitNumber).toBe(11 + 2 + 0 - 1);
    expect(p.damageBonus).toBe(2);
  });
  it("004: a bow at 13 yards has no penalty, a sling 1 (propelled: no strength bonus to damage)", () => {
    const human = { ...toromeenL2, size: "medium" as const };
    expect(gmPlanAttack({ attacker: human, weapon: bow, distance: 13, targetDefense: 0 }).hitNumber).toBe(13);
    const sling = { ...bow, range: 10, damage: "d4" };
    const p = gmPlanAttack({ attacker: human, weapon: sling, distance: 13, targetDefense: 0 });
    expect(p.hitNumber).toBe(12);
    expect(p.damageBonus).toBe(0);
  });
  it("004: a 16-strength archer with a bow built for strength 15–16: range 30 and +1 damage; a weaker archer takes the penalty", () => {
    const strong = { ...toromeenL2, size: "medium" as const, strength: 16 };
    const rated = { ...bow, strengthRating: 15 };
    const p = gmPlanAttack({ attacker: strong, weapon: rated, distance: 25, targetDefense: 0 });
    expect(p.range).toBe(30);
    expect(p.damageBonus).toBe(1);
    expect(p.hitNumber).toBe(13);
    const weak = gmPlanAttack({ attacker: { ...strong, strength: 12 }, weapon: rated, distance: 10, targetDefense: 0 });
    expect(weak.hitNumber).toBe(13 - 1);
    expect(weak.damageBonus).toBe(0);
  });
  it("covered target: +4 to hit, +1 damage; injuries and an improvised weapon lower the number", () => {
    const p = gmPlanAttack({
      attacker: { ...toromeenL2, injuries: 2 },
      weapon: { ...battleaxe, attackPenalty: 2 },
      targetDefense: 3,
      maneuvers: { targetState: "covered" },
    });
    expect(p.hitNumber).toBe(12 + 4 - 2 - 2);
    expect(p.damageBonus).toBe(5);
  });
  it("the hit number term by term, for the card's 'Why this result': 004 'Hitting' and each maneuver add up to it", () => {
    const yeti = gmPlanAttack({ attacker: toromeenL2, weapon: battleaxe, targetDefense: 3 });
    expect(yeti.hitTerms).toEqual([
      { key: "base", value: 11 },
      { key: "fightingArt", value: 2 },
      { key: "attack", value: 2 },
      { key: "defense", value: -3 },
    ]);
    const covered = gmPlanAttack({
      attacker: { ...toromeenL2, injuries: 2 },
      weapon: { ...battleaxe, attackPenalty: 2 },
      targetDefense: 3,
      maneuvers: { targetState: "covered", cover: "strong" },
    });
    expect(covered.hitTerms).toEqual(
      expect.arrayContaining([
        { key: "maneuver", maneuver: "targetState", value: 4 },
        { key: "maneuver", maneuver: "injuries", value: -2 },
        { key: "maneuver", maneuver: "other", value: -2 },
      ]),
    );
    // A bonus to the target's defense (cover) lowers the hit number: it is a minus term here.
    expect(covered.hitTerms.find((t) => t.key === "maneuver" && t.maneuver === "cover")?.value).toBeLessThan(0);
    for (const p of [yeti, covered]) expect(p.hitTerms.reduce((sum, t) => sum + t.value, 0)).toBe(p.hitNumber);
  });
  it("creatures: natural damage, no Fighting Art (the Yeti against Sam's defense 4 needs 11)", () => {
    const yeti: GmAttacker = {
      fightingArt: 0,
      attack: { close: 4, thrown: 4, propelled: 4 },
      damage: { close: 0, thrown: 0 },
      strength: null,
      size: "medium",
      injuries: 0,
      thrownRangeReduction: 0,
    };
    expect(gmPlanAttack({ attacker: yeti, weapon: null, naturalDamage: "d6", targetDefense: 4 })).toMatchObject({ hitNumber: 11, dice: "d6", damageBonus: 0 });
  });
  it("damage formulas: several dice and negative bonuses", () => {
    expect(gmDamageFormula("2d6", 0)).toBe("2d6");
    expect(gmDamageFormula("d6", -1)).toBe("1d6 - 1");
  });
});

describe("dialog option parsing", () => {
  it("attack options: unknown values become defaults; a blow implies a called shot", () => {
    const o = gmParseAttackOptions({ cover: "bogus", targetState: "immobile", blow: "killing", distance: "13", modifier: "x" });
    expect(o.maneuvers).toMatchObject({ cover: null, targetState: "immobile", calledShot: true });
    expect(o.distance).toBe(13);
    expect(o.modifier).toBe(0);
  });
  it("check options: clamped obstacle and careful, known difficulty only", () => {
    expect(gmParseCheckOptions({ difficulty: "snap", obstacleSize: "-4", careful: "7", modifier: "2", archetypal: "on" })).toMatchObject({
      difficulty: "snap",
      obstacleSize: 1,
      careful: 2,
      modifier: 2,
      archetypal: true,
    });
    expect(gmParseCheckOptions({ difficulty: "<script>" }).difficulty).toBe("difficult");
  });
});
