/**
 * The roll dialogs' live update (issue 14): what runs on every keystroke, `dialog.update(formValues)` — the
 * ruleset's pure rules through its extension, validation, the exact chance and the localized headline — for the
 * G&M ability check with every option set, the G&M attack with every maneuver set (the dice room's dialog with the
 * attack's fields), a 40-die keep pool, a Roll & Keep action's fields over a 40-die pool, and an extended round's
 * chance by each coming round over a 40-die pool. Each should stay well under 1 ms. Runs on
 * the Foundry harness (test/harness) for game.i18n; the DOM is not touched (the text is set by the caller).
 */
import { installFoundry } from "../test/harness/foundry.js";
import type { BenchCase } from "./run.js";
import type { RkActorView } from "../module/rulesets/roll-keep/rules/action.js";

installFoundry();
const { KeepRollDialog, RollUnderDialog } = await import("../module/dice/index.js");
const { gmCheckExtension } = await import("../module/rulesets/gods-monsters/rolls/check-extension.js");
const { gmParseCheckOptions } = await import("../module/rulesets/gods-monsters/dialogs/check-options.js");

const fields = Array.from({ length: 12 }, (_, i) => ({ id: `f${i}`, name: `Field ${i}`, bonus: i % 4, skills: [], fightingArt: false, restrictedTo: "" }));
const extension = gmCheckExtension({ base: 15, injuries: 2, fields, options: gmParseCheckOptions({}, { archetypal: true }), card: () => ({}) });
const check = new RollUnderDialog({ label: "Strength", settings: extension.apply(extension.options), rollMode: "publicroll", extension });

const { gmAttackExtension } = await import("../module/rulesets/gods-monsters/rolls/attack-extension.js");
const { gmParseAttackOptions } = await import("../module/rulesets/gods-monsters/dialogs/attack-options.js");
const attackExtension = gmAttackExtension({
  attacker: {
    fightingArt: 3,
    attack: { close: 2, thrown: 1, propelled: 1 },
    damage: { close: 2, thrown: 1 },
    strength: 16,
    size: "medium",
    injuries: 1,
    thrownRangeReduction: 1,
  },
  weapon: { damage: "d6", size: "medium", range: 6, attackMode: "close", thrown: true, strengthRating: 0, attackPenalty: 0 },
  naturalDamage: "d3",
  target: { name: "Yeti", defense: 3 },
  targetWarrior: true,
  thrown: false,
  options: { ...gmParseAttackOptions({}), throwIt: false },
  card: () => ({}),
});
const attack = new RollUnderDialog({
  label: "Spear against Yeti",
  settings: attackExtension.apply(attackExtension.options),
  rollMode: "publicroll",
  extension: attackExtension,
});
// Every maneuver set (the folded ones too), the spear thrown 19 yards.
const attackForm = {
  throwIt: true,
  distance: "19",
  calledShot: true,
  cover: "strong",
  targetState: "unaware",
  blow: "knockout",
  modifier: "-2",
  unseen: "ranged",
  targetWarrior: true,
  closeCombatants: "3",
  attackerHighGround: true,
  targetHighGround: false,
  immobilizing: true,
  attackerSurprised: false,
  targetSurprised: true,
  targetConcentrating: true,
  brokeHold: true,
  attackerGroupBonus: "2",
  targetGroupBonus: "1",
  rollMode: "gmroll",
};

const { rkActionExtension } = await import("../module/rulesets/roll-keep/rolls/action-extension.js");
const { rkExtendedRoundExtension } = await import("../module/rulesets/roll-keep/rolls/extended-extension.js");
const { RK_DEFAULT_COLOUR_LINKS, rkPoolFor } = await import("../module/rules.js");
const specialities = Array.from({ length: 30 }, (_, i) => ({ id: `s${i}`, name: `Speciality ${i}`, attribute: "cunning" as const }));
const rkView: RkActorView = {
  attributes: { strength: 10, finesse: 10, endurance: 10, cunning: 10, intelligence: 10, acuity: 10, charisma: 10 },
  mana: { black: 12, blue: 4, green: 2, red: 1, white: 1 },
  specialities,
};
const actionExtension = rkActionExtension({
  view: rkView,
  links: RK_DEFAULT_COLOUR_LINKS,
  passive: null,
  choice: { attribute: "cunning", specialityIds: [], difficulty: { kind: "number", value: 6 }, needed: 1 },
  card: () => ({ label: "", flags: {} }),
});
const action = new KeepRollDialog({
  label: "Cunning",
  settings: actionExtension.apply(actionExtension.options),
  rollMode: "publicroll",
  extension: actionExtension,
});
const actionForm = {
  attribute: "cunning",
  difficulty: "7",
  customDifficulty: "7",
  needed: "3",
  rollMode: "publicroll",
  ...Object.fromEntries(specialities.map((sp) => [`speciality.${sp.id}`, true])),
};
const roundExtension = rkExtendedRoundExtension({
  action: { required: 60, perRound: 2, maxRounds: null, rounds: [{ successes: 4, botch: false }] },
  pool: rkPoolFor(rkView, "cunning", 30, RK_DEFAULT_COLOUR_LINKS),
  difficulty: 7,
  total: 4,
});
const round = new KeepRollDialog({
  label: "Research",
  settings: roundExtension.apply(roundExtension.options),
  rollMode: "publicroll",
  extension: roundExtension,
});
const checkForm = {
  difficulty: "easy",
  obstacleSize: "64",
  careful: "2",
  fieldId: "f7",
  skill: "Fortifications",
  newField: "",
  modifier: "-3",
  archetypal: true,
  rollMode: "gmroll",
};

const keep = new KeepRollDialog({ label: "Pool", settings: { roll: 40, keep: 20, difficulty: 7, needed: 1, extended: null }, rollMode: "publicroll" });
let needed = 1;

export const cases: BenchCase[] = [
  { name: "G&M check dialog live update (all options, 12 fields)", fn: () => check.update(checkForm) },
  { name: "G&M attack dialog live update (every maneuver, thrown 19 yards)", fn: () => attack.update(attackForm) },
  { name: "R&K action dialog live update (30 specialities ticked: 40d10)", fn: () => action.update(actionForm) },
  { name: "R&K extended round dialog (40d10, chance by each of 4 rounds)", fn: () => round.update({ rollMode: "publicroll" }) },
  // The needed successes change each call so nothing is answered from a previous identical input.
  {
    name: "keep dialog live update 40d10 keep 20 difficulty 7",
    fn: () => keep.update({ roll: "40", keep: "20", difficulty: "7", needed: String((needed = (needed % 10) + 1)) }),
  },
];

export const notes = (): string[] => [
  `G&M check dialog shows: ${check.update(checkForm).headline} · ${check.liveText().percent}`,
  `keep dialog shows: ${keep.update({ roll: "40", keep: "20", difficulty: "7", needed: "5" }).headline} · ${keep.liveText().percent}`,
  `G&M attack dialog shows: ${attack.update(attackForm).headline} · ${attack.liveText().percent} · ${attack.liveText().note ?? ""}`,
  `R&K action dialog shows: ${action.update(actionForm).headline} · ${action.liveText().percent} · ${action.liveText().note ?? ""}`,
  `R&K extended round shows: ${round.update({}).headline} · ${round.liveText().percent} · ${round.liveText().note ?? ""}`,
];
