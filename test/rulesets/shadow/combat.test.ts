// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  SHADOW_ACTIVITY_COSTS,
  SHADOW_MAX_SURROUNDING,
  shadowAbilityUsable,
  shadowAdvantageReasons,
  shadowAttackOutcome,
  shadowAttackTests,
  shadowDrawCost,
  shadowFitsTurn,
  shadowFreeAttacksGained,
  shadowFreeAttacksSuffered,
  shadowHasAdvantage,
  shadowHasReach,
  shadowIsFlanked,
  shadowLongWeaponFreeAttack,
  shadowMovementActions,
  shadowShieldAllows,
  shadowStandUpCost,
  shadowWeaponQualities,
} from "../../../module/rules.js";

const sword = { qualities: [] as const };
const spear = { qualities: ["long"] as const };
const dagger = { qualities: ["short"] as const };
const fists = { qualities: ["natural"] as const };
const greatAxe = { qualities: ["heavy"] as const };
const bow = { qualities: ["ranged"] as const };

describe("actions in combat (002 'Actions in Combat', 'Movement Action', 'Special Actions')", () => {
  it("one Combat Action and one Movement Action per turn", () => {
    expect(shadowFitsTurn(["combat", "movement"])).toBe(true);
    expect(shadowFitsTurn(["combat", "combat"])).toBe(false);
    expect(shadowFitsTurn(["combat", "movement", "movement"])).toBe(false);
  });
  it("the Combat Action can become a second Movement Action; the Movement Action another kind of action", () => {
    expect(shadowFitsTurn(["movement", "movement"])).toBe(true);
    expect(shadowFitsTurn(["combat", "other"])).toBe(true);
    expect(shadowFitsTurn(["other", "movement"])).toBe(true);
  });
  it("Free Actions and Reactions come on top", () => {
    expect(shadowFitsTurn(["combat", "movement", "free", "free", "reaction", "reaction", "reaction"])).toBe(true);
  });
  it("standing up: a Movement Action after a successful Quick test, otherwise the whole turn", () => {
    expect(shadowStandUpCost(true)).toBe("movement");
    expect(shadowStandUpCost(false)).toBe("fullTurn");
    expect(shadowFitsTurn(["fullTurn"])).toBe(true);
    expect(shadowFitsTurn(["fullTurn", "combat"])).toBe(false);
  });
  it("the costs the text names", () => {
    expect(SHADOW_ACTIVITY_COSTS).toMatchObject({
      attack: "combat",
      firstAid: "combat",
      elixirOnOther: "combat",
      elixirOnSelf: "movement",
      disengage: "movement",
      switchWeapons: "movement",
      engageInMelee: "movement",
      takeFlankingPosition: "movement",
      movePastEnemy: "movement",
      clearLineOfSight: "movement",
      drawWeapon: "movement",
      drawShortWeapon: "free",
      freeAttack: "reaction",
      defenseTest: "reaction",
    });
  });
  it("a Movement Action covers 10 paces", () => {
    expect(shadowMovementActions(10)).toBe(1);
    expect(shadowMovementActions(15)).toBe(2);
    expect(shadowMovementActions(0)).toBe(0);
    expect(shadowMovementActions("x")).toBe(0);
  });
  it("Reactions and Free Attacks use passive abilities, never active ones", () => {
    expect(shadowAbilityUsable("active", "freeAttack")).toBe(false);
    expect(shadowAbilityUsable("active", "reaction")).toBe(false);
    expect(shadowAbilityUsable("passive", "freeAttack")).toBe(true);
    expect(shadowAbilityUsable("active", "action")).toBe(true);
  });
});

describe("weapons ready, Short and natural weapons, shields (002 'Surprise', 'Shield')", () => {
  it("Short weapons are drawn as a Free Action, others with a Movement Action, natural weapons are always ready", () => {
    expect(shadowDrawCost(dagger)).toBe("free");
    expect(shadowDrawCost(sword)).toBe("movement");
    expect(shadowDrawCost(spear)).toBe("movement");
    expect(shadowDrawCost(fists)).toBe("none");
  });
  it("a shield rules out ranged and Heavy weapons; a buckler does not", () => {
    expect(shadowShieldAllows("shield", sword)).toBe(true);
    expect(shadowShieldAllows("shield", greatAxe)).toBe(false);
    expect(shadowShieldAllows("shield", bow)).toBe(false);
    expect(shadowShieldAllows("buckler", greatAxe)).toBe(true);
    expect(shadowShieldAllows("buckler", bow)).toBe(true);
    expect(shadowShieldAllows("none", bow)).toBe(true);
  });
  it("a shield neutralizes a Long weapon's reach; a buckler does not", () => {
    expect(shadowHasReach(spear)).toBe(true);
    expect(shadowHasReach(spear, "shield")).toBe(false);
    expect(shadowHasReach(spear, "buckler")).toBe(true);
    expect(shadowHasReach(sword)).toBe(false);
  });
  it("keeps only known weapon qualities", () => {
    expect(shadowWeaponQualities(["long", "bogus", "short", "long"])).toEqual(["short", "long"]);
    expect(shadowWeaponQualities(undefined)).toEqual([]);
  });
});

describe("Free Attacks (002 'Free Attack', 'Combat With Weapons Ready', 'Disengage', 'Flanking')", () => {
  it("a Long weapon gets a Free Attack in the first turn of melee, unless the enemy has a Long weapon too", () => {
    expect(shadowLongWeaponFreeAttack({ weapon: spear }, { weapon: sword }, true)).toBe(true);
    expect(shadowLongWeaponFreeAttack({ weapon: spear }, { weapon: spear }, true)).toBe(false);
    expect(shadowLongWeaponFreeAttack({ weapon: spear }, { weapon: sword }, false)).toBe(false);
    expect(shadowLongWeaponFreeAttack({ weapon: sword }, { weapon: dagger }, true)).toBe(false);
    expect(shadowLongWeaponFreeAttack({ weapon: spear, shield: "shield" }, { weapon: sword }, true)).toBe(false);
  });
  it("the text's example: two enemies withdrawing give 1 Free Attack; one withdrawing and one running past give 2", () => {
    expect(shadowFreeAttacksGained(["withdraw", "withdraw"])).toBe(1);
    expect(shadowFreeAttacksGained(["withdraw", "movePast"])).toBe(2);
    expect(shadowFreeAttacksGained([])).toBe(0);
  });
  it("disengaging from several enemies gives each a Free Attack; going around with two Movement Actions avoids the bypass attacks", () => {
    expect(shadowFreeAttacksSuffered("disengage", 3)).toBe(3);
    expect(shadowFreeAttacksSuffered("disengage", 3, true)).toBe(3);
    expect(shadowFreeAttacksSuffered("movePast", 2)).toBe(2);
    expect(shadowFreeAttacksSuffered("movePast", 2, true)).toBe(0);
    expect(shadowFreeAttacksSuffered("movePast", NaN)).toBe(0);
  });
});

describe("Advantage and flanking (002 'Advantage', 'Flanking', 'Stand Up')", () => {
  it("an unaware target gives Advantage to any attack", () => {
    expect(shadowHasAdvantage({ unaware: true }, "melee")).toBe(true);
    expect(shadowHasAdvantage({ unaware: true }, "ranged")).toBe(true);
  });
  it("a flanked target: melee attacks only", () => {
    expect(shadowHasAdvantage({ flanked: true }, "melee")).toBe(true);
    expect(shadowHasAdvantage({ flanked: true }, "ranged")).toBe(false);
  });
  it("a prone target: melee only, ranged attacks get no Advantage from it", () => {
    expect(shadowHasAdvantage({ prone: true }, "melee")).toBe(true);
    expect(shadowHasAdvantage({ prone: true }, "ranged")).toBe(false);
  });
  it("a target on lower ground (climbing a ladder): melee and ranged", () => {
    expect(shadowHasAdvantage({ lowerGround: true }, "melee")).toBe(true);
    expect(shadowHasAdvantage({ lowerGround: true }, "ranged")).toBe(true);
  });
  it("no situation, no Advantage; several reasons are listed but Advantage does not stack", () => {
    expect(shadowHasAdvantage({}, "melee")).toBe(false);
    expect(shadowAdvantageReasons({ unaware: true, prone: true, flanked: true }, "melee")).toEqual(["unaware", "flanked", "prone"]);
  });
  it("flanked means two enemies on opposite sides; at most four surround a target", () => {
    const t = { x: 5, y: 5 };
    expect(
      shadowIsFlanked(t, [
        { x: 4, y: 5 },
        { x: 6, y: 5 },
      ]),
    ).toBe(true);
    expect(
      shadowIsFlanked(t, [
        { x: 4, y: 4 },
        { x: 6, y: 6 },
      ]),
    ).toBe(true);
    expect(
      shadowIsFlanked(t, [
        { x: 4, y: 5 },
        { x: 5, y: 4 },
      ]),
    ).toBe(false);
    expect(
      shadowIsFlanked(t, [
        { x: 3, y: 5 },
        { x: 6, y: 5 },
      ]),
    ).toBe(false);
    expect(shadowIsFlanked(t, [{ x: 4, y: 5 }])).toBe(false);
    expect(SHADOW_MAX_SURROUNDING).toBe(4);
  });
});

describe("the attack sequence (002 'Combat Action', 'Defense')", () => {
  it("the player rolls: a character attacks with its attack test, defends with its defense test", () => {
    expect(shadowAttackTests(true, false)).toEqual({ attackTest: true, defenseTest: false });
    expect(shadowAttackTests(false, true)).toEqual({ attackTest: false, defenseTest: true });
    expect(shadowAttackTests(true, true)).toEqual({ attackTest: true, defenseTest: true });
  });
  it("no defense test against an attack the character is not aware of", () => {
    expect(shadowAttackTests(false, true, false)).toEqual({ attackTest: false, defenseTest: false });
  });
  it("a failed attack misses, a successful defense parries or dodges, otherwise the attack hits", () => {
    expect(shadowAttackOutcome(false, null)).toBe("missed");
    expect(shadowAttackOutcome(true, null)).toBe("hit");
    expect(shadowAttackOutcome(null, true)).toBe("defended");
    expect(shadowAttackOutcome(null, false)).toBe("hit");
    expect(shadowAttackOutcome(true, true)).toBe("defended");
    expect(shadowAttackOutcome(null, null)).toBe("hit");
  });
});

describe("planning an attack", () => {
  const pc = (over: Record<string, unknown> = {}) => ({ isPlayer: true, attributes: { accurate: 14, quick: 12 }, defense: 11, ...over });
  const monster = (over: Record<string, unknown> = {}) => ({ isPlayer: false, attributes: { accurate: 13, quick: 12 }, defense: 12, ...over });

  it("a character attacks a monster: [Accurate←Defense] 14 + (10 − 12) = 12, no defense test", async () => {
    const { shadowAttackPlan } = await import("../../../module/rules.js");
    expect(shadowAttackPlan({ attacker: pc(), defender: monster(), attribute: "accurate", ranged: false })).toEqual({
      attack: {
        value: 14,
        modifier: -2,
        target: 12,
        favour: 0,
        parts: [
          { key: "attribute", value: 14 },
          { key: "opposition", value: -2 },
        ],
      },
      defense: null,
      advantage: false,
      reasons: [],
    });
  });
  it("a monster attacks a character: only [Defense←Accurate] 11 + (10 − 13) = 8", async () => {
    const { shadowAttackPlan } = await import("../../../module/rules.js");
    expect(shadowAttackPlan({ attacker: monster(), defender: pc(), attribute: "accurate", ranged: false })).toEqual({
      attack: null,
      defense: {
        value: 11,
        modifier: -3,
        target: 8,
        favour: 0,
        parts: [
          { key: "attribute", value: 11 },
          { key: "opposition", value: -3 },
        ],
      },
      advantage: false,
      reasons: [],
    });
  });
  it("Advantage on a prone character: the monster's Accurate counts 2 higher (8 − 2 = 6)", async () => {
    const { shadowAttackPlan } = await import("../../../module/rules.js");
    const plan = shadowAttackPlan({ attacker: monster(), defender: pc({ prone: true }), attribute: "accurate", ranged: false });
    expect(plan).toMatchObject({ advantage: true, reasons: ["prone"], defense: { target: 6 } });
    expect(shadowAttackPlan({ attacker: monster(), defender: pc({ prone: true }), attribute: "accurate", ranged: true }).advantage).toBe(false);
  });
  it("an unaware character gets no defense test: the attack hits, with Advantage", async () => {
    const { shadowAttackPlan } = await import("../../../module/rules.js");
    expect(shadowAttackPlan({ attacker: monster(), defender: pc({ unaware: true }), attribute: "accurate", ranged: false })).toMatchObject({
      attack: null,
      defense: null,
      advantage: true,
      reasons: ["unaware"],
    });
  });
  it("a blinded attacker rolls twice and keeps the worse; its blinded target's defense keeps the better", async () => {
    const { shadowAttackPlan } = await import("../../../module/rules.js");
    expect(shadowAttackPlan({ attacker: pc({ blind: true }), defender: monster(), attribute: "accurate", ranged: false }).attack?.favour).toBe(-1);
    expect(shadowAttackPlan({ attacker: pc(), defender: monster({ blind: true }), attribute: "accurate", ranged: false }).attack?.favour).toBe(1);
    expect(shadowAttackPlan({ attacker: pc({ blind: true }), defender: monster({ blind: true }), attribute: "accurate", ranged: false }).attack?.favour).toBe(
      0,
    );
    expect(shadowAttackPlan({ attacker: monster(), defender: pc({ blind: true }), attribute: "accurate", ranged: false }).defense?.favour).toBe(-1);
  });
  it("character against character: both tests, flanked target gives Advantage (+2 attack, −2 defense)", async () => {
    const { shadowAttackPlan } = await import("../../../module/rules.js");
    const plan = shadowAttackPlan({ attacker: pc(), defender: pc({ flanked: true }), attribute: "accurate", ranged: false });
    expect(plan.attack?.target).toBe(14 + (10 - 11) + 2);
    expect(plan.defense?.target).toBe(11 + (10 - 14) - 2);
  });
});
