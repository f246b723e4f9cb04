// @vitest-environment node
/**
 * Pins functions of the Gods & Monsters rules API to the numbers of the rule texts (004 and NOTES.md).
 * Each test names the passage it checks; boundaries are tested on both sides.
 */
import { describe, expect, it } from "vitest";
import {
  gmAwakenPenalty,
  gmBaseAge,
  gmBlowInjuries,
  gmConsciousnessTarget,
  gmDeathCancelled,
  gmDeathRollTarget,
  gmEvasionCanNegate,
  gmExperienceToNextLevel,
  gmGroupDecisionRounds,
  gmHeightModifier,
  gmInjuriesExceedSurvival,
  gmInjuryPenalty,
  gmIntensiveMojoExpiryDays,
  gmMojoFromLevels,
  gmMovement,
  gmPsychicHit,
  gmPsychicResistTarget,
  gmPsychicVerveLimit,
  gmPurchaseRollBonus,
  gmReactionLevelBonus,
  gmSpeciesReactionBonus,
  gmSpellPaidWithArchetypalMojo,
  gmStartingFields,
  gmStudyBaseMojo,
  gmThrownRangeReduction,
  gmUnitNumber,
  gmVerveModifier,
  gmWeightModifier,
} from "../../../module/rules.js";

/** Toromeen's final scores as a dwarf (004, "Ability scores"). */
const toromeen = { strength: 18, agility: 10, endurance: 15, intelligence: 12, wisdom: 15, charisma: 8 };
const average = { strength: 10, agility: 10, endurance: 10, intelligence: 10, wisdom: 10, charisma: 10 };

describe("Unconsciousness (004)", () => {
  it("gmConsciousnessTarget: 'must roll 9 or less (fortitude 11, -2 for his two injuries)'", () => {
    // Toromeen at 2nd level: fortitude 11, willpower 7 (6 at first level + 1 at an even level).
    expect(gmConsciousnessTarget(11, 7, 2)).toBe(9);
    // No injuries: no penalty; each injury is −1.
    expect(gmConsciousnessTarget(11, 7, 0)).toBe(11);
    expect(gmConsciousnessTarget(11, 7, 3)).toBe(8);
    // "a fortitude or willpower roll": the player may use willpower when it is the better one.
    expect(gmConsciousnessTarget(7, 12, 2)).toBe(10);
  });

  it("gmAwakenPenalty: 'rolls to awaken an injured character are at a penalty of the character's injury point total'", () => {
    expect(gmAwakenPenalty(0)).toBe(0);
    expect(gmAwakenPenalty(1)).toBe(1);
    expect(gmAwakenPenalty(2)).toBe(2);
    expect(gmAwakenPenalty(13)).toBe(13);
  });
});

describe("Injury points (004)", () => {
  it("gmInjuryPenalty: injuries are 'a penalty on any attack rolls, reaction rolls, and ability rolls' (Toromeen: two injuries, 'a penalty of two')", () => {
    expect(gmInjuryPenalty(2)).toBe(2);
    expect(gmInjuryPenalty(0)).toBe(0);
    expect(gmInjuryPenalty(1)).toBe(1);
  });

  it("gmEvasionCanNegate: 'If the potential damage is one or two dice, a successful evasion roll negates the injury point requirement'", () => {
    expect(gmEvasionCanNegate(1)).toBe(true);
    expect(gmEvasionCanNegate(2)).toBe(true);
    // Boundary: three dice are more than "one or two dice".
    expect(gmEvasionCanNegate(3)).toBe(false);
    expect(gmEvasionCanNegate(4)).toBe(false);
    // No dice: there is no injury requirement to negate.
    expect(gmEvasionCanNegate(0)).toBe(false);
  });

  it("gmBlowInjuries, killing blow: 'the target takes half the damage (round up) as injury points'", () => {
    expect(gmBlowInjuries("killing", 7)).toBe(4);
    expect(gmBlowInjuries("killing", 8)).toBe(4);
    expect(gmBlowInjuries("killing", 9)).toBe(5);
    expect(gmBlowInjuries("killing", 1)).toBe(1);
    expect(gmBlowInjuries("killing", 0)).toBe(0);
  });

  it("gmBlowInjuries, knockout blow: 'one point of the damage rolled goes to the target's injury point total'", () => {
    expect(gmBlowInjuries("knockout", 6)).toBe(1);
    expect(gmBlowInjuries("knockout", 1)).toBe(1);
    expect(gmBlowInjuries("knockout", 0)).toBe(0);
  });

  it("gmBlowInjuries, warrior: 'two points of the damage rolled add to the victim's injuries' (never more than was rolled)", () => {
    expect(gmBlowInjuries("knockoutWarrior", 6)).toBe(2);
    expect(gmBlowInjuries("knockoutWarrior", 2)).toBe(2);
    expect(gmBlowInjuries("knockoutWarrior", 1)).toBe(1);
  });

  it("gmBlowInjuries: an ordinary hit sends nothing straight to injuries", () => {
    expect(gmBlowInjuries(null, 6)).toBe(0);
    expect(gmBlowInjuries(undefined, 6)).toBe(0);
  });
});

describe("A time to die (004)", () => {
  const vitals = (survival: number, verve: number, injuries: number) => ({ survival, verve, injuries, pool: 0 });

  it("gmInjuriesExceedSurvival: Toromeen 'two (his injury points) is greater than zero (his current survival and verve)'", () => {
    expect(gmInjuriesExceedSurvival(vitals(0, 0, 2), true)).toBe(true);
    expect(gmInjuriesExceedSurvival(vitals(0, 0, 2), false)).toBe(true);
  });

  it("gmInjuriesExceedSurvival: 'exceeds' — equal is not enough, one more is", () => {
    expect(gmInjuriesExceedSurvival(vitals(2, 0, 2), false)).toBe(false);
    expect(gmInjuriesExceedSurvival(vitals(2, 0, 3), false)).toBe(true);
  });

  it("gmInjuriesExceedSurvival: verve counts only 'if the latest injuries were gained as the result of archetypal activity'", () => {
    // survival 1 + verve 3 = 4 against 3 injuries.
    expect(gmInjuriesExceedSurvival(vitals(1, 3, 3), true)).toBe(false);
    expect(gmInjuriesExceedSurvival(vitals(1, 3, 3), false)).toBe(true);
    expect(gmInjuriesExceedSurvival(vitals(1, 3, 4), true)).toBe(false);
    expect(gmInjuriesExceedSurvival(vitals(1, 3, 5), true)).toBe(true);
  });

  it("gmDeathRollTarget: 'endurance is 15 and he is at 2 injury points (-2), so Tony needs to roll 13 or less'", () => {
    expect(gmDeathRollTarget({ endurance: 15, injuries: 2 })).toBe(13);
    expect(gmDeathRollTarget({ endurance: 15, injuries: 0 })).toBe(15);
  });

  it("gmDeathRollTarget: 'Death rolls while unconscious are at a bonus of two'; field bonuses also apply", () => {
    expect(gmDeathRollTarget({ endurance: 15, injuries: 2, unconscious: true })).toBe(15);
    expect(gmDeathRollTarget({ endurance: 15, injuries: 2, unconscious: false })).toBe(13);
    expect(gmDeathRollTarget({ endurance: 15, injuries: 2, fieldBonus: 2 })).toBe(15);
    expect(gmDeathRollTarget({ endurance: 15, injuries: 2, unconscious: true, fieldBonus: 1 })).toBe(16);
  });

  it("gmDeathCancelled: 'If the character's injury total drops to zero before the character dies, death is canceled'", () => {
    expect(gmDeathCancelled(0)).toBe(true);
    expect(gmDeathCancelled(1)).toBe(false);
    expect(gmDeathCancelled(2)).toBe(false);
  });
});

describe("Levels and experience (004 'Level advancement'; NOTES.md 'Levels')", () => {
  it("gmExperienceToNextLevel: 'It takes 1,000 experience to go from first to second level, and another 2,000 to go from second to third'", () => {
    expect(gmExperienceToNextLevel(0)).toBe(1000);
    expect(gmExperienceToNextLevel(999)).toBe(1);
    // Boundary: at exactly 1,000 the character is 2nd level and needs 2,000 more (3,000 total).
    expect(gmExperienceToNextLevel(1000)).toBe(2000);
    expect(gmExperienceToNextLevel(2999)).toBe(1);
    expect(gmExperienceToNextLevel(3000)).toBe(3000);
  });

  it("gmExperienceToNextLevel: table totals 6,000 · 10,000 · 15,000 · 21,000 · 28,000 · 36,000 · 45,000; 'current level times 1,000' beyond", () => {
    expect(gmExperienceToNextLevel(6000)).toBe(4000);
    expect(gmExperienceToNextLevel(10000)).toBe(5000);
    expect(gmExperienceToNextLevel(15000)).toBe(6000);
    expect(gmExperienceToNextLevel(21000)).toBe(7000);
    expect(gmExperienceToNextLevel(28000)).toBe(8000);
    expect(gmExperienceToNextLevel(36000)).toBe(9000);
    expect(gmExperienceToNextLevel(44999)).toBe(1);
    // 10th level (45,000): 10 × 1,000 to 11th.
    expect(gmExperienceToNextLevel(45000)).toBe(10000);
  });

  it("gmMojoFromLevels: 'the character gains ten plus level mojo … at second level, a character gains twelve mojo' (table +12 … +20)", () => {
    // Toromeen's first-level mojo is 16 ("the twelve that every first-level character receives, and then +4").
    expect(gmMojoFromLevels(16, 1)).toBe(16);
    expect(gmMojoFromLevels(16, 2)).toBe(16 + 12);
    expect(gmMojoFromLevels(16, 3)).toBe(16 + 12 + 13);
    // Levels 2–10: +12 +13 +14 +15 +16 +17 +18 +19 +20 = 144.
    expect(gmMojoFromLevels(12, 10)).toBe(12 + 144);
  });
});

describe("Reactions (004 'Reactions' under advancement; NOTES.md)", () => {
  it("gmReactionLevelBonus: 'their archetypal reaction is at a bonus of level' (warrior: fortitude; Toromeen 'Warrior (+1)' at 1st level)", () => {
    expect(gmReactionLevelBonus("fortitude", { warrior: 1 })).toBe(1);
    expect(gmReactionLevelBonus("fortitude", { warrior: 2 })).toBe(2);
    expect(gmReactionLevelBonus("fortitude", { warrior: 7 })).toBe(7);
  });

  it("gmReactionLevelBonus: 'For other reactions there is a bonus of one each even level' (Toromeen's perception 3 at 1st level, 4 at 2nd)", () => {
    expect(gmReactionLevelBonus("perception", { warrior: 1 })).toBe(0);
    expect(gmReactionLevelBonus("perception", { warrior: 2 })).toBe(1);
    expect(gmReactionLevelBonus("perception", { warrior: 3 })).toBe(1);
    expect(gmReactionLevelBonus("perception", { warrior: 4 })).toBe(2);
    // The other archetypes' archetypal reactions (NOTES table): thief evasion, sorceror reason, prophet willpower, monk perception.
    expect(gmReactionLevelBonus("evasion", { thief: 3 })).toBe(3);
    expect(gmReactionLevelBonus("reason", { sorceror: 3 })).toBe(3);
    expect(gmReactionLevelBonus("willpower", { prophet: 3 })).toBe(3);
    expect(gmReactionLevelBonus("perception", { monk: 3 })).toBe(3);
    expect(gmReactionLevelBonus("fortitude", { monk: 3 })).toBe(1);
  });

  it("gmReactionLevelBonus: 'reaction bonuses increase according to archetype level' with several archetypes", () => {
    // Warrior 2 / prophet 1: fortitude 2 + 0, willpower 1 + 1.
    expect(gmReactionLevelBonus("fortitude", { warrior: 2, prophet: 1 })).toBe(2);
    expect(gmReactionLevelBonus("willpower", { warrior: 2, prophet: 1 })).toBe(2);
  });

  it("gmSpeciesReactionBonus: Toromeen's health row 'Dwarf (+2)'; NOTES species table bonuses", () => {
    expect(gmSpeciesReactionBonus("dwarf", "health", toromeen)).toBe(2);
    expect(gmSpeciesReactionBonus("dwarf", "fortitude", toromeen)).toBe(0);
    expect(gmSpeciesReactionBonus("human", "health", average)).toBe(0);
    expect(gmSpeciesReactionBonus("elf", "perception", average)).toBe(2);
    expect(gmSpeciesReactionBonus("halfling", "health", average)).toBe(1);
    expect(gmSpeciesReactionBonus("half-elf", "perception", average)).toBe(1);
  });

  it("gmSpeciesReactionBonus: the dwarf's 'bonus of four … against magical attacks' is conditional, not on every roll", () => {
    for (const r of ["health", "fortitude", "willpower", "evasion", "reason", "perception"] as const) {
      expect(gmSpeciesReactionBonus("dwarf", r, toromeen)).toBe(r === "health" ? 2 : 0);
    }
  });

  it("gmSpeciesReactionBonus: gnome 'intelligence as special contributor on perception' (special 13 → 3, 14 → 4)", () => {
    expect(gmSpeciesReactionBonus("gnome", "perception", { ...average, intelligence: 13 })).toBe(3);
    expect(gmSpeciesReactionBonus("gnome", "perception", { ...average, intelligence: 14 })).toBe(4);
    expect(gmSpeciesReactionBonus("gnome", "reason", { ...average, intelligence: 14 })).toBe(0);
  });
});

describe("First-level numbers (004 Toromeen; NOTES.md)", () => {
  it("gmVerveModifier: 'his strength of 18 is a minor contributor to verve; his intelligence of 12 is not high enough to contribute' → +2", () => {
    expect(gmVerveModifier(toromeen, "warrior")).toBe(2);
    // Boundary of a minor contributor: 14 → 0, 15 → +1 (NOTES table).
    expect(gmVerveModifier({ ...average, strength: 14 }, "warrior")).toBe(0);
    expect(gmVerveModifier({ ...average, strength: 15 }, "warrior")).toBe(1);
    expect(gmVerveModifier({ ...average, strength: 15, intelligence: 15 }, "warrior")).toBe(2);
    // Monk: charisma and endurance.
    expect(gmVerveModifier({ ...average, charisma: 17, endurance: 20 }, "monk")).toBe(2 + 3);
  });

  it("gmStartingFields: 'the Fighting Art field at +1, along with the skills unarmed combat and weapon fluency'; culture at +2 with language, etiquette and Spelunking", () => {
    expect(gmStartingFields("warrior", "dwarf")).toEqual([
      { kind: "fightingArt", bonus: 1, skills: ["unarmedCombat", "weaponFluency"] },
      { kind: "culture", bonus: 2, skills: ["language", "etiquette", "spelunking"] },
    ]);
  });

  it("gmStartingFields: a non-warrior has no Fighting Art field; a human culture has no Spelunking", () => {
    expect(gmStartingFields("thief", "human")).toEqual([{ kind: "culture", bonus: 2, skills: ["language", "etiquette"] }]);
  });

  it("gmMovement: 'Toromeen's movement is 8 (as a dwarf), plus 2 (for his 18 strength), or 10'", () => {
    expect(gmMovement(toromeen, "dwarf")).toBe(10);
    // NOTES: base human 10, elf 10, gnome/goblin/halfling 6; + agility as major + strength as minor.
    expect(gmMovement(average, "human")).toBe(10);
    expect(gmMovement(average, "halfling")).toBe(6);
    expect(gmMovement({ ...average, agility: 15, strength: 15 }, "human")).toBe(10 + 2 + 1);
    expect(gmMovement({ ...average, agility: 12 }, "gnome")).toBe(7);
  });

  it("gmThrownRangeReduction: 'his range penalties will be reduced by up to 2' (strength 18 as minor)", () => {
    expect(gmThrownRangeReduction(toromeen)).toBe(2);
    expect(gmThrownRangeReduction({ ...average, strength: 14 })).toBe(0);
    expect(gmThrownRangeReduction({ ...average, strength: 15 })).toBe(1);
    // A penalty-giving strength does not lengthen range penalties in this reading (the text only reduces them).
    expect(gmThrownRangeReduction({ ...average, strength: 3 })).toBe(0);
  });

  it("gmBaseAge: 'Dwarves are 8 times as old as humans. This makes his base age 120'", () => {
    expect(gmBaseAge(8)).toBe(120);
    // The human base (120 ÷ 8) is what the text implies; the text itself prints only the dwarf's.
    expect(gmBaseAge(1)).toBe(15);
  });

  it("gmHeightModifier: 'plus 5 for his endurance (+1) and strength (+4)'", () => {
    expect(gmHeightModifier(toromeen)).toBe(5);
    expect(gmHeightModifier(average)).toBe(0);
  });

  it("gmWeightModifier: 'plus 4 for his endurance (2) and strength (2)'", () => {
    expect(gmWeightModifier(toromeen)).toBe(4);
    expect(gmWeightModifier(average)).toBe(0);
  });
});

describe("Mojo (004 'Using mojo', 'Practical mojo', 'Acquiring spells with mojo')", () => {
  it("gmPurchaseRollBonus: bought 'immediately before rolling, the player will gain the mojo spent as a bonus on that roll'", () => {
    expect(gmPurchaseRollBonus(5)).toBe(5);
    expect(gmPurchaseRollBonus(11)).toBe(11);
    expect(gmPurchaseRollBonus(0)).toBe(0);
  });

  it("gmSpellPaidWithArchetypalMojo: 'at least spell level archetypal mojo'", () => {
    expect(gmSpellPaidWithArchetypalMojo(3, 3)).toBe(true);
    expect(gmSpellPaidWithArchetypalMojo(3, 4)).toBe(true);
    expect(gmSpellPaidWithArchetypalMojo(3, 2)).toBe(false);
    expect(gmSpellPaidWithArchetypalMojo(1, 0)).toBe(false);
  });

  it("gmStudyBaseMojo: 'one mojo per week' (normal), 'one mojo for every month' (free-time), 'zero mojo for every two days' (intensive)", () => {
    expect(gmStudyBaseMojo("normal", 1)).toBe(1);
    expect(gmStudyBaseMojo("normal", 4)).toBe(4);
    expect(gmStudyBaseMojo("freeTime", 3)).toBe(3);
    expect(gmStudyBaseMojo("intensive", 10)).toBe(0);
    expect(gmStudyBaseMojo("normal", 0)).toBe(0);
  });

  it("gmIntensiveMojoExpiryDays: 'must be used within intelligence days or they are lost'", () => {
    expect(gmIntensiveMojoExpiryDays(12)).toBe(12);
    expect(gmIntensiveMojoExpiryDays(17)).toBe(17);
  });
});

describe("Psychic conflict (004)", () => {
  it("gmPsychicVerveLimit: 'the character may use up to their monk level points of verve for defense or attack'", () => {
    expect(gmPsychicVerveLimit(1)).toBe(1);
    expect(gmPsychicVerveLimit(2)).toBe(2);
    expect(gmPsychicVerveLimit(5)).toBe(5);
    // The attack and defend actions cost '1+': the limit is never below one.
    expect(gmPsychicVerveLimit(0)).toBe(1);
  });

  it("gmPsychicResistTarget: 'willpower roll, with charisma as a minor contributor' (and the reason roll to exit)", () => {
    expect(gmPsychicResistTarget(6, 8)).toBe(6);
    // Boundary of a minor contributor: charisma 14 → 0, 15 → +1, 17 → +2.
    expect(gmPsychicResistTarget(10, 14)).toBe(10);
    expect(gmPsychicResistTarget(10, 15)).toBe(11);
    expect(gmPsychicResistTarget(10, 17)).toBe(12);
    expect(gmPsychicResistTarget(10, 3)).toBe(8);
  });

  it("gmPsychicHit: 'D4 damage, with charisma as a major contributor, plus one per extra verve'", () => {
    // d4 3, charisma 17 (major +3), 1 verve: 6; 3 verve: 6 + 2.
    expect(gmPsychicHit(3, 17, 1, { verve: 10, survival: 10 }).damage).toBe(6);
    expect(gmPsychicHit(3, 17, 3, { verve: 10, survival: 10 }).damage).toBe(8);
    expect(gmPsychicHit(4, 10, 1, { verve: 10, survival: 10 }).damage).toBe(4);
  });

  it("gmPsychicHit: 'Psychic damage normally comes from verve, but if verve is gone, it comes from survival'; survival damage stuns", () => {
    const r = gmPsychicHit(3, 17, 1, { verve: 4, survival: 10 });
    expect(r).toMatchObject({ damage: 6, verve: 0, survival: 8, stun: 2, injured: false, overflow: 0 });
    const all = gmPsychicHit(3, 17, 1, { verve: 6, survival: 10 });
    expect(all).toMatchObject({ verve: 0, survival: 10, stun: 0, injured: false });
  });

  it("gmPsychicHit: 'The defender may also choose to take psychic damage from survival instead'; 'They gain the damage done as a penalty'", () => {
    expect(gmPsychicHit(3, 17, 1, { verve: 10, survival: 10, fromSurvival: true })).toMatchObject({ verve: 10, survival: 4, stun: 6, injured: false });
  });

  it("gmPsychicHit: 'Taking injuries automatically removes a character from psychic conflict'", () => {
    expect(gmPsychicHit(3, 17, 1, { verve: 0, survival: 2 })).toMatchObject({ survival: 0, stun: 2, injured: true, overflow: 4 });
  });
});

describe("Group effort and mass conflict (004)", () => {
  it("gmGroupDecisionRounds: 'extra rounds equal to their group effort bonus' — chart 1: none, 2-3: 1, 4-7: 2, 8-15: 3", () => {
    expect(gmGroupDecisionRounds(1)).toBe(0);
    expect(gmGroupDecisionRounds(2)).toBe(1);
    expect(gmGroupDecisionRounds(3)).toBe(1);
    expect(gmGroupDecisionRounds(4)).toBe(2);
    expect(gmGroupDecisionRounds(7)).toBe(2);
    expect(gmGroupDecisionRounds(8)).toBe(3);
    expect(gmGroupDecisionRounds(12)).toBe(3);
    expect(gmGroupDecisionRounds(15)).toBe(3);
    expect(gmGroupDecisionRounds(16)).toBe(4);
    expect(gmGroupDecisionRounds(1023)).toBe(9);
    expect(gmGroupDecisionRounds(1024)).toBe(10);
    expect(gmGroupDecisionRounds(2047)).toBe(10);
  });

  // 004's chart prints the last column as "1024-2055" → bonus 10 (doubling would end it at 2047); the text wins.
  it("gmGroupDecisionRounds: chart 'Count: … 1024-2055 / Bonus: … 10' → 2048 and 2055 have bonus 10, 2056 begins 11", () => {
    expect(gmGroupDecisionRounds(2048)).toBe(10);
    expect(gmGroupDecisionRounds(2055)).toBe(10);
    expect(gmGroupDecisionRounds(2056)).toBe(11);
    expect(gmGroupDecisionRounds(4111)).toBe(11);
    expect(gmGroupDecisionRounds(4112)).toBe(12);
  });

  it("gmUnitNumber: 'A unit of twelve goblins, with 5 survival points median, has … 5 plus 5 times 3 … or 20 survival points'", () => {
    expect(gmUnitNumber(5, 3)).toBe(20);
    expect(gmUnitNumber(5, 0)).toBe(5);
    expect(gmUnitNumber(10, 1)).toBe(20);
    // Combat movement: 'increased by the group's median movement times the group's group effort bonus'.
    expect(gmUnitNumber(6, 2)).toBe(18);
  });
});
