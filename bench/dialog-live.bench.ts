/**
 * The roll dialogs' live update (issue 14): what runs on every keystroke, `dialog.update(formValues)` — the
 * ruleset's pure rules through its extension, validation, the exact chance and the localized headline — for the
 * G&M ability check with every option set, and for a 40-die keep pool. Each should stay well under 1 ms. Runs on
 * the Foundry harness (test/harness) for game.i18n; the DOM is not touched (the text is set by the caller).
 */
import { installFoundry } from "../test/harness/foundry.js";
import type { BenchCase } from "./run.js";

installFoundry();
const { KeepRollDialog, RollUnderDialog } = await import("../module/dice/index.js");
const { gmCheckExtension } = await import("../module/rulesets/gods-monsters/rolls/check-extension.js");
const { gmParseCheckOptions } = await import("../module/rulesets/gods-monsters/rolls/check-options.js");

const fields = Array.from({ length: 12 }, (_, i) => ({ id: `f${i}`, name: `Field ${i}`, bonus: i % 4, skills: [], fightingArt: false, restrictedTo: "" }));
const extension = gmCheckExtension({ base: 15, injuries: 2, fields, options: gmParseCheckOptions({}, { archetypal: true }), card: () => ({}) });
const check = new RollUnderDialog({ label: "Strength", settings: extension.apply(extension.options), rollMode: "publicroll", extension: extension as never });
const checkForm = { difficulty: "easy", obstacleSize: "64", careful: "2", fieldId: "f7", skill: "Fortifications", newField: "", modifier: "-3", archetypal: true, rollMode: "gmroll" };

const keep = new KeepRollDialog({ label: "Pool", settings: { roll: 40, keep: 20, difficulty: 7, needed: 1, extended: null }, rollMode: "publicroll" });
let needed = 1;

export const cases: BenchCase[] = [
  { name: "G&M check dialog live update (all options, 12 fields)", fn: () => check.update(checkForm) },
  // The needed successes change each call so nothing is answered from a previous identical input.
  { name: "keep dialog live update 40d10 keep 20 difficulty 7", fn: () => keep.update({ roll: "40", keep: "20", difficulty: "7", needed: String((needed = (needed % 10) + 1)) }) },
];

export const notes = (): string[] => [
  `G&M check dialog shows: ${check.update(checkForm).headline} · ${check.liveText().percent}`,
  `keep dialog shows: ${keep.update({ roll: "40", keep: "20", difficulty: "7", needed: "5" }).headline} · ${keep.liveText().percent}`,
];
