// @vitest-environment node
/** 004 "Conflicts": hitting, the Yeti fight, maneuvers, cover, range, surprise, immobilizing, psychic conflict. */
import { describe, expect, it } from "vitest";
import {
  deriveGodsMonsters,
  gmAttackTotals,
  gmWeaponLine,
  gmApplyDamage,
  gmApplyPsychicDamage,
  gmAttackHits,
  gmCalledShotReactionTarget,
  gmCalledShotReactionTargets,
  gmCalledShotReactionAllowed,
  gmCloseCombatCover,
  gmConflictModifiers,
  gmConsciousnessRoll,
  gmCoverDefense,
  gmFireActions,
  gmHitNumber,
  gmHoldBonuses,
  gmHoldOutcome,
  gmImmobilizeEvasionTarget,
  gmIsArchetypalLoss,
  gmIsSurprised,
  gmKillingBlowAllowed,
  gmKnockoutBlowAllowed,
  gmKnockoutEvasionTarget,
  gmPsychicDamage,
  gmPsychicDefense,
  gmPsychicHitNumber,
  gmShakeOffSurprise,
  gmSurpriseTarget,
} from "../../../module/rules.js";
import type { GmVitals } from "../../../module/rules.js";

describe("004 combat example: the Yeti", () => {
  const yeti = { defense: 3, attack: 4, survival: 20, fortitude: 6, willpower: 6 };
  const toromeen = { fightingArt: 2, attack: 2, defense: 5, perception: 4 };
  const sam = { fightingArt: 1, attack: 0, defense: 4, perception: 6 };
  const charlotte = { fightingArt: 1, attack: 0, defense: 1, perception: 9, willpower: 9, fortitude: 5 };

  it("surprise: Sam (perception 6) rolls 2, Charlotte (9) rolls 18, Toromeen (4) rolls 4", () => {
    expect(gmIsSurprised(2, sam.perception)).toBe(false);
    expect(gmIsSurprised(18, charlotte.perception)).toBe(true);
    expect(gmIsSurprised(4, toromeen.perception)).toBe(false);
  });
  it("eleven minus three: an 8 or lower hits the Yeti with no bonuses", () => expect(gmHitNumber({ defense: yeti.defense })).toBe(8));
  it("Sam needs 9 or lower (attack bonus 1)", () => expect(gmHitNumber({ ...sam, defense: yeti.defense })).toBe(9));
  it("Toromeen has a combined bonus of 4: 12 or less (8 plus 4)", () => {
    expect(gmHitNumber({ fightingArt: toromeen.fightingArt, attack: toromeen.attack, defense: yeti.defense })).toBe(12);
    // …and the numbers come from his sheet: Fighting Art +2 at 2nd level, close attack +2 from strength 18.
    const d = deriveGodsMonsters({
      abilities: { strength: 18, agility: 10, endurance: 15, intelligence: 12, wisdom: 15, charisma: 8 },
      archetype: "warrior",
      level: 2,
      species: "dwarf",
    });
    expect(d.fightingArt + d.attack.close).toBe(4);
  });
  // What the sheet's weapon rows show comes from the same plan as the roll: against defense 0, then the Yeti's 3.
  it("Toromeen's battleaxe row: attack +4, hits defense 0 on 15, so 12 against the Yeti; damage d8 + his strength bonus", () => {
    const attacker = {
      fightingArt: 2,
      attack: { close: 2, thrown: 0, propelled: 0 },
      damage: { close: 4, thrown: 2 },
      strength: 18,
      size: "medium" as const,
      injuries: 0,
      thrownRangeReduction: 0,
    };
    const axe = { damage: "d8", size: "medium" as const, range: null, attackMode: "close" as const, thrown: false, strengthRating: 0, attackPenalty: 0 };
    const line = gmWeaponLine(attacker, axe);
    expect(line).toMatchObject({ mode: "close", attackBonus: 4, hitsOn: 15, damage: "1d8 + 4", injuryPenalty: 0 });
    expect(line.hitsOn - yeti.defense).toBe(12);
    expect(gmAttackTotals(attacker)).toEqual({ close: 4, thrown: 2, propelled: 2 });
    // 004 "Injuries": with two injuries "he has a penalty of two to his attack rolls".
    expect(gmWeaponLine({ ...attacker, injuries: 2 }, axe)).toMatchObject({ attackBonus: 2, hitsOn: 13, injuryPenalty: 2 });
    // Unarmed: no weapon, the unarmed damage with the close strength bonus.
    expect(gmWeaponLine(attacker, null, "d3")).toMatchObject({ attackBonus: 4, hitsOn: 15, damage: "1d3 + 4" });
  });
  it("Charlotte needs a nine or lower", () => expect(gmHitNumber({ ...charlotte, defense: yeti.defense })).toBe(9));
  it("the Yeti (attack +4) needs 11 or less against Sam's defense 4", () => expect(gmHitNumber({ attack: yeti.attack, defense: sam.defense })).toBe(11));

  it("the whole fight: rolls, hits and survival as the text gives them", () => {
    const yetiHits = gmHitNumber({ attack: yeti.attack, defense: sam.defense });
    let yetiSurvival = yeti.survival;
    let samV: GmVitals = { survival: 6, verve: 15, injuries: 0, pool: 0 };
    const samArchetypal = gmIsArchetypalLoss("warrior", { inCombat: true }); // Sam is also a warrior
    // Round 1: Sam rolls 4 (hit), d8 7 → Yeti 13. Toromeen rolls 17 (miss). Yeti: 9 hits, d6 1 → Sam 14 verve; 5 hits, 6 → 8 verve.
    expect(gmAttackHits(4, 9)).toBe(true);
    yetiSurvival -= 7;
    expect(yetiSurvival).toBe(13);
    expect(gmAttackHits(17, 12)).toBe(false);
    expect(gmAttackHits(9, yetiHits)).toBe(true);
    samV = gmApplyDamage(samV, { amount: 1, archetypal: samArchetypal }).vitals;
    expect(samV.verve).toBe(14);
    expect(gmAttackHits(5, yetiHits)).toBe(true);
    samV = gmApplyDamage(samV, { amount: 6, archetypal: samArchetypal }).vitals;
    expect(samV.verve).toBe(8);
    // Round 2: Charlotte shakes off surprise (willpower 9, rolls 6); Toromeen 13 misses; Sam 14 misses; Charlotte 3 hits, d4 1 → 12.
    expect(gmShakeOffSurprise(6, charlotte.fortitude, charlotte.willpower)).toBe(true);
    expect(gmAttackHits(13, 12)).toBe(false);
    expect(gmAttackHits(14, 9)).toBe(false);
    expect(gmAttackHits(3, 9)).toBe(true);
    yetiSurvival -= 1;
    expect(yetiSurvival).toBe(12);
    expect(gmAttackHits(18, yetiHits)).toBe(false);
    expect(gmAttackHits(20, yetiHits)).toBe(false);
    // Round 3: 16, 10, 17 miss; Yeti 11 hits ("exactly what the Yeti needs"), 4 → Sam 4 verve; 14 misses.
    expect([gmAttackHits(16, 12), gmAttackHits(10, 9), gmAttackHits(17, 9)]).toEqual([false, false, false]);
    expect(gmAttackHits(11, yetiHits)).toBe(true);
    samV = gmApplyDamage(samV, { amount: 4, archetypal: samArchetypal }).vitals;
    expect(samV.verve).toBe(4);
    expect(gmAttackHits(14, yetiHits)).toBe(false);
    // Round 4: Toromeen rolls 6, battle axe d8 8 + 4 (strength 18) = 12 → Yeti 0. Yeti 2 hits for 5: Sam no verve, 5 survival.
    expect(gmAttackHits(6, 12)).toBe(true);
    const yetiHit = gmApplyDamage({ survival: yetiSurvival, verve: 0, injuries: 0, pool: 0 }, { amount: 8 + 4, archetypal: false });
    expect(yetiHit.vitals.survival).toBe(0);
    expect(yetiHit.consciousnessCheck).toBe(true);
    expect(gmAttackHits(2, yetiHits)).toBe(true);
    samV = gmApplyDamage(samV, { amount: 5, archetypal: samArchetypal }).vitals;
    expect(samV).toEqual({ survival: 5, verve: 0, injuries: 0, pool: 0 });
    // The Yeti (fortitude and willpower 6) rolls 3 and stays conscious.
    expect(gmConsciousnessRoll({ fortitude: 6, willpower: 6, injuries: 0, roll: 3 })).toEqual({ target: 6, conscious: true, minutes: 0 });
  });
});

describe("conflict maneuvers", () => {
  it("called shot: −3 attack, −2 own defense", () => {
    expect(gmConflictModifiers({ calledShot: true })).toMatchObject({ attack: -3, ownDefense: -2, defense: 0 });
  });
  it("unseen: −3 close, −6 ranged", () => {
    expect(gmConflictModifiers({ unseen: "close" }).attack).toBe(-3);
    expect(gmConflictModifiers({ unseen: "ranged" }).attack).toBe(-6);
  });
  it("cover: warriors +1/+2/+3, non-warriors 0/+1/+2", () => {
    expect(["weak", "strong", "full"].map((c) => gmCoverDefense(c as "weak", true))).toEqual([1, 2, 3]);
    expect(["weak", "strong", "full"].map((c) => gmCoverDefense(c as "weak", false))).toEqual([0, 1, 2]);
    expect(gmConflictModifiers({ cover: "strong", targetWarrior: true }).defense).toBe(2);
  });
  it("firing into close combat: strong cover for 3–5 combatants, full for 6+", () => {
    expect(gmCloseCombatCover(2)).toBeNull();
    expect(gmCloseCombatCover(3)).toBe("strong");
    expect(gmCloseCombatCover(5)).toBe("strong");
    expect(gmCloseCombatCover(6)).toBe("full");
    expect(gmConflictModifiers({ closeCombatants: 4, cover: "weak" })).toMatchObject({ cover: "strong", defense: 1 });
  });
  it("high ground +1 to attack or defense", () => {
    expect(gmConflictModifiers({ attackerHighGround: true }).attack).toBe(1);
    expect(gmConflictModifiers({ targetHighGround: true }).defense).toBe(1);
  });
  it("immobile +10, unaware +4, covered +4 and +1 damage; immobilizing −2 own defense", () => {
    expect(gmConflictModifiers({ targetState: "immobile" }).attack).toBe(10);
    expect(gmConflictModifiers({ targetState: "unaware" }).attack).toBe(4);
    expect(gmConflictModifiers({ targetState: "covered" })).toMatchObject({ attack: 4, damage: 1 });
    expect(gmConflictModifiers({ immobilizing: true }).ownDefense).toBe(-2);
  });
  it("004 range penalties at 13 yards: spear (6) 2, sling (10) 1, bow (20) 0", () => {
    expect(gmConflictModifiers({ range: { range: 6, distance: 13, thrown: true } }).attack).toBe(-2);
    expect(gmConflictModifiers({ range: { range: 10, distance: 13, thrown: false } }).attack).toBe(-1);
    expect(gmConflictModifiers({ range: { range: 20, distance: 13, thrown: false } }).attack).toBe(0);
  });
  it("thrown: strength as minor cancels range penalties (Toromeen +2: the spear at 13 yards has none)", () => {
    expect(gmConflictModifiers({ range: { range: 6, distance: 13, thrown: true, strengthMinor: 2 } }).attack).toBe(0);
  });
  it("wrong-size weapon: −1 per size (a medium sword in a small hand −1)", () => {
    expect(gmConflictModifiers({ weaponSize: "medium", wielderSize: "small" }).attack).toBe(-1);
    expect(gmConflictModifiers({ weaponSize: "huge", wielderSize: "small" }).attack).toBe(-3);
  });
  it("surprised, concentrating, psychic conflict, broken hold, helmet, injuries, group bonuses", () => {
    expect(gmConflictModifiers({ attackerSurprised: true })).toMatchObject({ attack: -3, ownDefense: -2 });
    expect(gmConflictModifiers({ targetSurprised: true, targetConcentrating: true, targetInPsychicConflict: true }).defense).toBe(-2 - 1 - 4);
    expect(gmConflictModifiers({ brokeHold: true, helmetPenalty: 1, injuries: 2, attackerGroupBonus: 3 }).attack).toBe(6 - 1 - 2 + 3);
  });
  it("the hit number puts it together: 11 + 2 + 2 − 3, called shot −3 → 9", () => {
    const m = gmConflictModifiers({ calledShot: true });
    expect(gmHitNumber({ fightingArt: 2, attack: 2, defense: 3, attackModifier: m.attack, defenseModifier: m.defense })).toBe(9);
  });
  it("multi-action weapons get one free action outside close combat (arquebus 3 → 2)", () => {
    expect(gmFireActions(3, false)).toBe(2);
    expect(gmFireActions(3, true)).toBe(3);
    expect(gmFireActions(1, false)).toBe(1);
  });
  it("called-shot effects: reaction − damage + movement", () => expect(gmCalledShotReactionTarget(8, 5, 10)).toBe(13));
  it("called-shot effects for both reactions: Toromeen (evasion 5, fortitude 11, movement 10) after 4 damage → 11 and 17", () => {
    expect(gmCalledShotReactionTargets({ evasion: 5, fortitude: 11 }, 4, 10)).toEqual({ evasion: 11, fortitude: 17 });
  });
  it('a dropped item or concentration: evasion or fortitude; a disrupted spell or action: evasion only (004 "Called shot")', () => {
    expect(gmCalledShotReactionAllowed("drop", "evasion")).toBe(true);
    expect(gmCalledShotReactionAllowed("drop", "fortitude")).toBe(true);
    expect(gmCalledShotReactionAllowed("concentration", "fortitude")).toBe(true);
    expect(gmCalledShotReactionAllowed("disrupt", "evasion")).toBe(true);
    expect(gmCalledShotReactionAllowed("disrupt", "fortitude")).toBe(false);
    for (const [e, r] of [
      ["drop", "willpower"],
      ["toString", "evasion"],
      ["__proto__", "evasion"],
      [undefined, "evasion"],
      ["drop", undefined],
    ])
      expect(gmCalledShotReactionAllowed(e, r)).toBe(false);
  });
  it("killing blows only on immobile targets; knockouts on unaware, surprised, covered or immobile ones", () => {
    expect(gmKillingBlowAllowed("immobile")).toBe(true);
    expect(gmKillingBlowAllowed("unaware")).toBe(false);
    expect(gmKnockoutBlowAllowed("covered")).toBe(true);
    expect(gmKnockoutBlowAllowed(null, true)).toBe(true);
    expect(gmKnockoutBlowAllowed(null)).toBe(false);
    expect(gmKnockoutEvasionTarget(6, true, 1)).toBe(8);
  });
});

describe("surprise and immobilizing", () => {
  it("perception +4 if aware of the attackers, −6 asleep", () => {
    expect(gmSurpriseTarget(6, { aware: true })).toBe(10);
    expect(gmSurpriseTarget(6, { sleeping: true })).toBe(0);
  });
  it("004: a large target gains +4 evasion against a small character's grab", () => expect(gmImmobilizeEvasionTarget(5, "large", "small")).toBe(9));
  it("the larger side gets +4 per size in the hold contest", () => {
    expect(gmHoldBonuses("small", "large")).toEqual({ holder: 0, target: 8 });
    expect(gmHoldBonuses("large", "medium")).toEqual({ holder: 4, target: 0 });
  });
  it("hold outcomes", () => {
    expect(gmHoldOutcome(true, true)).toBe("struggle");
    expect(gmHoldOutcome(false, false)).toBe("struggle");
    expect(gmHoldOutcome(false, true)).toBe("broken");
    expect(gmHoldOutcome(true, false)).toBe("immobilized");
  });
});

describe("psychic conflict", () => {
  it("monks defend with intelligence as major, +2 per verve spent", () => {
    expect(gmPsychicDefense({ intelligence: 15, monk: true, defendVerve: 2 })).toBe(2 + 4);
    expect(gmPsychicDefense({ intelligence: 15, monk: false })).toBe(0);
  });
  it("attack: 11 + charisma as minor − defense, −2 in the first round", () => {
    expect(gmPsychicHitNumber({ charisma: 17, defense: 3 })).toBe(10);
    expect(gmPsychicHitNumber({ charisma: 17, defense: 3, firstRound: true })).toBe(8);
  });
  it("damage d4 + charisma as major + 1 per extra verve", () => expect(gmPsychicDamage(3, 17, 3)).toBe(3 + 3 + 2));
  it("damage from verve first; survival damage stuns; injuries end the conflict", () => {
    expect(gmApplyPsychicDamage({ verve: 4, survival: 6, damage: 6 })).toEqual({ verve: 0, survival: 4, stun: 2, injured: false, overflow: 0 });
    expect(gmApplyPsychicDamage({ verve: 4, survival: 6, damage: 3, fromSurvival: true })).toEqual({
      verve: 4,
      survival: 3,
      stun: 3,
      injured: false,
      overflow: 0,
    });
    expect(gmApplyPsychicDamage({ verve: 0, survival: 2, damage: 5 })).toMatchObject({ survival: 0, injured: true, overflow: 3 });
  });
});
