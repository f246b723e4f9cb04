/**
 * Roll & Keep's part of the GM roll requests (README "GM roll requests", module/core/requests/): an action of one
 * attribute (no speciality) against a target number 1–10 (000 "Difficulty"): roll and keep the attribute's dice,
 * one kept die at or over the number is a success. The chance is the dice room's `keepChance`; the roll is the keep
 * roll through the pipeline, at once. A hidden number is not rolled against: the player's roll only keeps dice
 * (`hidden`, module/dice/API.md), its card shows them and says the GM holds the difficulty, with no successes,
 * degree, botch or chance (each depends on the number, 000 "Successes and degrees of success", "Failure and
 * Botching actions"); the GM's client counts the kept dice against it (`evaluateKeep`).
 */
import { difficultyPhrase, namedDifficulty, type RollRequestAdapter } from "../../../core/requests/adapter.js";
import { KeepRoll } from "../../../dice/rolls/keep-roll.js";
import { evaluateKeep } from "../../../dice/rules/index.js";
import { keepChance, keepFormula } from "../../../dice/requests/keep-settings.js";
import { rkActionPlan } from "../rules/action.js";
import { RK_ATTRIBUTES, isRkAttribute } from "../rules/attributes.js";
import { RK_DEFAULT_DIFFICULTY, RK_DIFFICULTY_MAX, RK_DIFFICULTY_MIN, rkDifficultyByValue } from "../rules/difficulty.js";
import { rkWorldColourLinks } from "../settings.js";
import { rkRollKeep } from "./dice-api.js";
import { rkAttributeLabel } from "./labels.js";
import { rkViewOf } from "./targets.js";

function pool(actor: Actor.Implementation, check: string, difficulty: number): { roll: number; keep: number; difficulty: number } | null {
  if (!isRkAttribute(check) || !(actor.type as string).startsWith("rk")) return null;
  const plan = rkActionPlan(
    rkViewOf(actor),
    { attribute: check, specialityIds: [], difficulty: { kind: "number", value: difficulty }, needed: 1 },
    rkWorldColourLinks(),
  );
  return plan.error ? null : { roll: plan.pool.roll, keep: plan.pool.keep, difficulty: plan.difficulty };
}

export const RK_ROLL_REQUESTS: RollRequestAdapter = {
  ruleset: "rk",
  checks: () => RK_ATTRIBUTES.map((id) => ({ id, label: rkAttributeLabel(id) })),
  // The text calls it the difficulty (000 "Unopposed actions"), as every R&K dialog and card does ("Target number" was
  // the request window's word, and the only place R&K used it).
  difficulty: { label: "ANTHOLOGY.RollKeep.Dialog.difficulty", initial: RK_DEFAULT_DIFFICULTY, min: RK_DIFFICULTY_MIN, max: RK_DIFFICULTY_MAX },
  // The number and its name in the text's table, as the keep dialog offers it ("8 · Difficult").
  describeDifficulty: (difficulty) =>
    difficultyPhrase("ANTHOLOGY.RollKeep.Dialog.difficulty", namedDifficulty(String(difficulty), rkDifficultyByValue(difficulty)?.label ?? null)),
  // The chance `keepChance` gives with one success needed (a simple action, 000 "Unopposed actions").
  chanceLine: "ANTHOLOGY.RollKeep.Request.ChanceLine",
  canRoll: (actor, check) => pool(actor, check, RK_DEFAULT_DIFFICULTY) !== null,
  chance: (actor, check, difficulty) => {
    const p = pool(actor, check, difficulty);
    return p ? keepChance({ ...p, needed: 1, extended: null }).success : null;
  },
  roll: async (actor, check, difficulty, flags) => {
    const p = pool(actor, check, difficulty ?? RK_DEFAULT_DIFFICULTY);
    if (!p || !isRkAttribute(check)) return null;
    // A hidden difficulty's card says so itself (the keep card's hidden line), as the G&M and Shadow cards do.
    const out = await rkRollKeep({
      actor,
      label: rkAttributeLabel(check),
      roll: p.roll,
      keep: p.keep,
      difficulty: p.difficulty,
      needed: 1,
      skipDialog: true,
      flags,
      hidden: difficulty === null,
    });
    return out?.message ?? null;
  },
  // Only the keep roll the request asks for answers it: this attribute's pool, kept as the plan keeps it, counted
  // against the request's number or hidden (a constant Roll, another pool or formula is refused).
  settle: (actor, check, difficulty, message) => {
    const roll: unknown = (message.rolls ?? [])[0];
    const p = pool(actor, check, difficulty);
    if (!(roll instanceof KeepRoll) || !p) return null;
    const s = roll.settings;
    const hidden = s.hidden === true;
    if (s.roll !== p.roll || s.keep !== p.keep || roll.formula !== keepFormula({ roll: p.roll, keep: p.keep, difficulty: p.difficulty, hidden })) return null;
    if (roll.faces.length !== p.roll) return null;
    const evaluation = evaluateKeep(roll.faces, { keep: roll.settings.keep, difficulty });
    return { total: evaluation.successes, success: evaluation.successes >= 1 };
  },
};
