// @vitest-environment node
/** 004 "Survival", "Using verve", "Injury points", "Unconsciousness", "A time to die", "Temporary bonus pools". */
import { describe, expect, it } from "vitest";
import {
  deriveGodsMonsters,
  gmAddInjuries,
  gmAdvance,
  gmApplyDamage,
  gmConsciousnessOutcome,
  gmConsciousnessRoll,
  gmDayRest,
  gmDeathClock,
  gmDeathContest,
  gmDeathContestOutcome,
  gmDeathHeldOutcome,
  gmEncounterVerve,
  gmEndPool,
  gmHeroicLastEffortTarget,
  gmIsArchetypalLoss,
  gmMaxSpellLevelWhileInjured,
  gmMorningVerve,
  gmNightRest,
  gmNpcNightRest,
  gmTimeToDie,
} from "../../../module/rules.js";
import type { GmVitals } from "../../../module/rules.js";

const toromeen = { strength: 18, agility: 10, endurance: 15, intelligence: 12, wisdom: 15, charisma: 8 };

describe("Toromeen, 2nd-level warrior: 7 survival and 17 verve", () => {
  it("verve 17 at 2nd level: 7 + d10 8 + 2 (strength as minor) + 0 (intelligence as minor)", () => {
    const first = deriveGodsMonsters({ abilities: toromeen, archetype: "warrior", level: 1, species: "dwarf" });
    const gain = gmAdvance({ abilities: toromeen, archetype: "warrior", newLevel: 2, d10: 8 });
    expect(first.verve + gain.verve).toBe(17);
    expect(first.survival + gain.survival).toBe(7); // no survival die at even levels
    expect(gain.mojo).toBe(12);
  });
  it("fortitude 11, perception 4, willpower 7 and Fighting Art +2 at 2nd level (the death and Yeti examples)", () => {
    const d = deriveGodsMonsters({ abilities: toromeen, archetype: "warrior", level: 2, species: "dwarf" });
    expect(d.reactions.fortitude).toBe(11);
    expect(d.reactions.perception).toBe(4);
    expect(d.reactions.willpower).toBe(7);
    expect(d.fightingArt).toBe(2);
  });
});

describe("004: Toromeen fights an Orc (d6 short sword, +1 damage)", () => {
  const archetypal = gmIsArchetypalLoss("warrior", { inCombat: true });
  let v: GmVitals = { survival: 7, verve: 17, injuries: 0, pool: 0 };
  const hit = (amount: number) => {
    const r = gmApplyDamage(v, { amount, archetypal });
    v = r.vitals;
    return r;
  };
  it("fighting is archetypal for warriors", () => expect(archetypal).toBe(true));
  it("round 1: rolls 4 → 5 damage, all from verve: 12 verve", () => {
    hit(4 + 1);
    expect(v).toEqual({ survival: 7, verve: 12, injuries: 0, pool: 0 });
  });
  it("round 3: rolls 5 → 6 damage: 6 verve", () => {
    hit(5 + 1);
    expect(v.verve).toBe(6);
  });
  it("round 4: 7 damage: 0 verve and one survival lost", () => {
    const r = hit(7);
    expect(r.toVerve).toBe(6);
    expect(r.toSurvival).toBe(1);
    expect(v).toEqual({ survival: 6, verve: 0, injuries: 0, pool: 0 });
  });
  it("round 5: 4 damage → 2 survival, no injuries", () => {
    const r = hit(4);
    expect(v).toEqual({ survival: 2, verve: 0, injuries: 0, pool: 0 });
    expect(r.consciousnessCheck).toBe(false);
  });
  it("a night's rest with a successful health roll: +2 (his level) → 4; never above 7", () => {
    expect(gmNightRest({ survival: 2, maxSurvival: 7, injuries: 0, level: 2, healthRollSucceeded: true }).survival).toBe(4);
    expect(gmNightRest({ survival: 6, maxSurvival: 7, injuries: 0, level: 2, healthRollSucceeded: true }).survival).toBe(7);
  });
  it("a failed health roll brings back only one survival", () => {
    expect(gmNightRest({ survival: 2, maxSurvival: 7, injuries: 0, level: 2, healthRollSucceeded: false }).survival).toBe(3);
  });
  it("verve comes back to 17 the next morning; not above its maximum", () => {
    expect(gmMorningVerve(17)).toBe(17);
    expect(gmEncounterVerve(16, 17, 2)).toBe(17);
    expect(gmEncounterVerve(10, 17, 2)).toBe(12);
  });
});

describe("004: Toromeen's time to die", () => {
  const hit = gmApplyDamage({ survival: 4, verve: 0, injuries: 0, pool: 0 }, { amount: 6, archetypal: true });
  it("four survival, a six-point thrust: zero survival and two injuries", () => {
    expect(hit.vitals).toEqual({ survival: 0, verve: 0, injuries: 2, pool: 0 });
    expect(hit.consciousnessCheck).toBe(true);
  });
  it("fortitude 11 − 2 injuries: needs 9 or less, rolls 6 and stays conscious", () => {
    expect(gmConsciousnessRoll({ fortitude: 11, willpower: 7, injuries: 2, roll: 6 })).toEqual({ target: 9, conscious: true, minutes: 0 });
    expect(gmConsciousnessRoll({ fortitude: 11, willpower: 7, injuries: 2, roll: 10 })).toEqual({ target: 9, conscious: false, minutes: 2 });
  });
  it("two injuries exceed zero survival and verve: he might die", () => expect(hit.deathRisk).toBe(true));
  it("the Guide rolls 1 (≤ 2 injuries); endurance 15 − 2 = 13, Tony rolls 20: dying, in 13 minutes", () => {
    const r = gmDeathContest({ injuries: 2, endurance: 15, injuryRoll: 1, enduranceRoll: 20 });
    expect(r).toMatchObject({ outcome: "dying", injuriesTarget: 2, enduranceTarget: 13, minutesToDie: 13 });
    expect(gmTimeToDie(15, 2)).toBe(13);
  });
  it("unconscious, the remaining 12 minutes become 12 hours", () => {
    expect(gmDeathClock(12, false)).toEqual({ amount: 12, unit: "minute" });
    expect(gmDeathClock(12, true)).toEqual({ amount: 12, unit: "hour" });
  });
  it("other outcomes: player succeeds → survives; injuries fail → survives; both succeed → roll again; +2 unconscious", () => {
    expect(gmDeathContest({ injuries: 2, endurance: 15, injuryRoll: 1, enduranceRoll: 5 }).outcome).toBe("rollAgain");
    expect(gmDeathContest({ injuries: 2, endurance: 15, injuryRoll: 3, enduranceRoll: 20 }).outcome).toBe("survives");
    expect(gmDeathContest({ injuries: 2, endurance: 15, injuryRoll: 2, enduranceRoll: 15, unconscious: true })).toMatchObject({
      outcome: "rollAgain",
      enduranceTarget: 15,
    });
  });
  it("the heroic last effort: + level, no injury penalty", () => expect(gmHeroicLastEffortTarget(11, 2)).toBe(13));
  // Whole outcomes (CONTRIBUTING): what each roll changes on the actor, as one update.
  it("the consciousness roll's outcome: rolling 10 against 9 puts him under; rolling 6 changes nothing; a bought success wakes", () => {
    const failed = gmConsciousnessRoll({ fortitude: 11, willpower: 7, injuries: 2, roll: 10 });
    expect(gmConsciousnessOutcome(failed)).toEqual({ actor: { "system.state.unconscious": true } });
    expect(gmConsciousnessOutcome(gmConsciousnessRoll({ fortitude: 11, willpower: 7, injuries: 2, roll: 6 }))).toEqual({});
    expect(gmConsciousnessOutcome({ conscious: true, afterFailure: true })).toEqual({ actor: { "system.state.unconscious": false } });
  });
  it("the death contest's outcome: dying starts the 13-minute clock; holding on or rolling again changes nothing; mojo clears it", () => {
    expect(gmDeathContestOutcome(gmDeathContest({ injuries: 2, endurance: 15, injuryRoll: 1, enduranceRoll: 20 }))).toEqual({
      actor: { "system.state.dying": true, "system.state.deathTime": 13 },
    });
    expect(gmDeathContestOutcome(gmDeathContest({ injuries: 2, endurance: 15, injuryRoll: 1, enduranceRoll: 5 }))).toEqual({});
    expect(gmDeathContestOutcome(gmDeathContest({ injuries: 2, endurance: 15, injuryRoll: 3, enduranceRoll: 20 }))).toEqual({});
    expect(gmDeathHeldOutcome()).toEqual({ actor: { "system.state.dying": false, "system.state.deathTime": 0 } });
  });
});

describe("injuries before survival runs out", () => {
  it("archetypal injuries compare with survival + verve", () => {
    const r = gmAddInjuries({ survival: 2, verve: 5, injuries: 0, pool: 0 }, 4, true);
    expect(r.deathRisk).toBe(false);
    expect(gmAddInjuries({ survival: 2, verve: 5, injuries: 0, pool: 0 }, 4, false).deathRisk).toBe(true);
  });
  it("a sorceror of 5th level with two injuries casts up to 3rd-level spells", () => expect(gmMaxSpellLevelWhileInjured(5, 2)).toBe(3));
});

describe("004: temporary bonus pools (Fighting Prowess, seven points)", () => {
  it("goblin hits for 3 → pool 4; hits for 3 again → pool 1; the spell ends → pool gone, no real damage", () => {
    let v: GmVitals = { survival: 7, verve: 17, injuries: 0, pool: 7 };
    v = gmApplyDamage(v, { amount: 3, archetypal: true }).vitals;
    expect(v.pool).toBe(4);
    v = gmApplyDamage(v, { amount: 3, archetypal: true }).vitals;
    expect(v).toEqual({ survival: 7, verve: 17, injuries: 0, pool: 1 });
    expect(gmEndPool(v)).toEqual({ survival: 7, verve: 17, injuries: 0, pool: 0 });
  });
  it("more than the pool spills into real damage", () => {
    const r = gmApplyDamage({ survival: 7, verve: 0, injuries: 0, pool: 2 }, { amount: 5, archetypal: false });
    expect(r.vitals).toEqual({ survival: 4, verve: 0, injuries: 0, pool: 0 });
  });
});

describe("weapon contests, killing and knockout blows", () => {
  it("a lost weapon contest: one injury per damage die", () => {
    const r = gmApplyDamage({ survival: 10, verve: 0, injuries: 0, pool: 0 }, { amount: 7, archetypal: false, injuryDice: 2 });
    expect(r.vitals).toEqual({ survival: 5, verve: 0, injuries: 2, pool: 0 });
    expect(r.gainedInjuries).toBe(true);
    expect(r.deathRisk).toBe(false);
  });
  it("evasion negates the injuries of one or two dice, not of three", () => {
    expect(gmApplyDamage({ survival: 10, verve: 0, injuries: 0, pool: 0 }, { amount: 7, archetypal: false, injuryDice: 2, evaded: true }).vitals.injuries).toBe(
      0,
    );
    expect(gmApplyDamage({ survival: 20, verve: 0, injuries: 0, pool: 0 }, { amount: 9, archetypal: false, injuryDice: 3, evaded: true }).vitals.injuries).toBe(
      3,
    );
  });
  it("no injuries when verve can take all the damage", () => {
    const r = gmApplyDamage({ survival: 10, verve: 8, injuries: 0, pool: 0 }, { amount: 7, archetypal: true, injuryDice: 2 });
    expect(r.vitals).toEqual({ survival: 10, verve: 1, injuries: 0, pool: 0 });
  });
  it("killing blow: half the damage, rounded up, to injuries", () => {
    const r = gmApplyDamage({ survival: 10, verve: 0, injuries: 0, pool: 0 }, { amount: 7, archetypal: false, blow: "killing" });
    expect(r.vitals).toEqual({ survival: 7, verve: 0, injuries: 4, pool: 0 });
  });
  it("knockout blow: one point to injuries, a warrior's two", () => {
    expect(gmApplyDamage({ survival: 10, verve: 0, injuries: 0, pool: 0 }, { amount: 5, archetypal: false, blow: "knockout" }).vitals).toEqual({
      survival: 6,
      verve: 0,
      injuries: 1,
      pool: 0,
    });
    expect(gmApplyDamage({ survival: 10, verve: 0, injuries: 0, pool: 0 }, { amount: 5, archetypal: false, blow: "knockoutWarrior" }).vitals.injuries).toBe(2);
  });
  it("non-archetypal damage skips verve; damage past survival becomes injuries", () => {
    const r = gmApplyDamage({ survival: 3, verve: 9, injuries: 0, pool: 0 }, { amount: 5, archetypal: false });
    expect(r.vitals).toEqual({ survival: 0, verve: 9, injuries: 2, pool: 0 });
    expect(r.droppedToZero).toBe(true);
  });
  it("bad input never throws or gives NaN", () => {
    const r = gmApplyDamage({ survival: Number.NaN, verve: -3 } as unknown as GmVitals, { amount: Number.NaN, archetypal: true });
    expect(r.vitals).toEqual({ survival: 0, verve: 0, injuries: 0, pool: 0 });
  });
});

describe("verve eligibility (004 'Using verve')", () => {
  it("thieves falling from a failed climb (agility), monks after failed perception, not a tossed thief", () => {
    expect(gmIsArchetypalLoss("thief", { ability: "agility" })).toBe(true);
    expect(gmIsArchetypalLoss("monk", { reaction: "perception" })).toBe(true);
    expect(gmIsArchetypalLoss("thief", {})).toBe(false);
    expect(gmIsArchetypalLoss("thief", { inCombat: true })).toBe(false);
  });
});

describe("rest", () => {
  it("a full day's rest heals an injury or restores level survival, without a roll", () => {
    expect(gmDayRest({ survival: 3, maxSurvival: 7, injuries: 2, level: 2 })).toEqual({ survival: 3, injuries: 1, survivalRegained: 0, injuriesHealed: 1 });
    expect(gmDayRest({ survival: 3, maxSurvival: 7, injuries: 2, level: 2, healInjury: false }).survival).toBe(5);
  });
  it("NPCs regain level survival each night without rolling", () => expect(gmNpcNightRest(10, 20, 4)).toBe(14));
});
