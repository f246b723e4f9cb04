import { evaluateAdvantage, type AdvantageEvaluation } from "../rules/advantage-evaluate.js";
import { keptIndex } from "../rules/kept-die.js";
import { advantageAgainst, advantageChance, advantageSuccess, type AdvantageSettings } from "../requests/advantage-settings.js";
import { formatChance } from "../requests/chance.js";
import { dieViews, signed, type DieView } from "./die-view.js";
import { bandNotes, type ResultBand } from "./band.js";
import { whyTermViews, type WhyTerm } from "./why.js";
import { whyLines, type WhyLine, type WhyView } from "./why-lines.js";

/** A Warden check's full result: `evaluateAdvantage` plus success against the DC/opposing result (null without one). */
export interface AdvantageRollEvaluation extends AdvantageEvaluation {
  success: boolean | null;
}

/** Evaluate rolled faces: `base` the d20s, `objects[i]` the faces of object die i. Pure. */
export function evaluateAdvantageRoll(base: readonly number[], objects: readonly (readonly number[])[], s: AdvantageSettings): AdvantageRollEvaluation {
  const evaluation = evaluateAdvantage({
    base,
    advantage: s.advantage,
    modifier: s.modifier,
    objects: s.objects.map((o, i) => ({ faces: o.faces, advantage: o.advantage, rolled: objects[i] ?? [] })),
  });
  return { ...evaluation, success: advantageSuccess(s, evaluation.total) };
}

export interface AdvantageCardContext {
  family: "advantage";
  label: string;
  flavor?: string;
  formula: string;
  isPrivate: boolean;
  /** The DC, outcome and chance are left out (public card of a secret DC). */
  hideTarget: boolean;
  /** The GM-only detail card of a secret DC. */
  gmDetail: boolean;
  base: { dice: DieView[]; advantage: number; advantageText: string };
  modifierText: string;
  objects: { label: string; faces: number; advantage: number; advantageText: string; kept: number; dice: DieView[] }[];
  evaluation: AdvantageRollEvaluation;
  roleKey: string;
  dc: number | null;
  opposedLabel: string | null;
  against: number | null;
  /** "success" | "failure" | null: a localization key suffix. */
  outcome: "success" | "failure" | null;
  chance: string | null;
  band: ResultBand;
  /** "Why this result"; with `hideTarget` it holds the dice and terms only (no DC, no outcome, no chance). */
  why: WhyView;
}

/** The outcome's key: a save (the target's roll) that succeeds is "Saved", an action "Success"; either fails as "Failure". */
function outcomeKey(role: AdvantageSettings["role"], success: boolean): string {
  if (!success) return "ANTHOLOGY.Dice.Card.failure";
  return role === "target" ? "ANTHOLOGY.Dice.Band.saved" : "ANTHOLOGY.Dice.Card.success";
}

/** How the total met what it was compared with (003: the initiator wins ties, so a save must beat the DC). */
function comparisonLine(role: AdvantageSettings["role"], success: boolean, total: number, against: number): WhyLine {
  const key = role === "target" ? (success ? "targetWins" : "targetLoses") : success ? "initiatorWins" : "initiatorLoses";
  return { key: `ANTHOLOGY.Dice.Why.${key}`, value: total, target: against };
}

/** Everything the Warden card template shows. Pure. With `hideTarget`, nothing about the DC is in the context. */
export function advantageCardContext(input: {
  label: string;
  flavor?: string;
  formula: string;
  base: readonly number[];
  objects: readonly (readonly number[])[];
  settings: AdvantageSettings;
  isPrivate?: boolean;
  hideTarget?: boolean;
  gmDetail?: boolean;
  why?: readonly WhyTerm[];
}): AdvantageCardContext {
  const { settings: s } = input;
  const hide = input.hideTarget ?? false;
  const evaluation = evaluateAdvantageRoll(input.base, input.objects, s);
  const baseIndex = keptIndex(input.base, s.advantage);
  const chance = advantageChance(s);
  const safeEvaluation = hide ? { ...evaluation, success: null } : evaluation;
  const against = hide ? null : advantageAgainst(s);
  const shown = hide ? null : evaluation.success;
  const terms: WhyTerm[] = [
    { key: "ANTHOLOGY.Dice.Why.d20", value: evaluation.base.kept, plain: true },
    ...(input.why?.length ? input.why : [{ key: "ANTHOLOGY.Dice.Why.modifier", value: s.modifier }]),
    ...s.objects.map((o, i) => ({ key: "ANTHOLOGY.Dice.Why.objectDie", name: o.label, value: evaluation.objects[i]?.kept ?? 0 })),
  ];
  const naturalNotes = [
    evaluation.natural1 && { key: "ANTHOLOGY.Dice.Card.natural1", tone: "natural1" },
    evaluation.natural20 && { key: "ANTHOLOGY.Dice.Card.natural20", tone: "natural20" },
  ];
  const band: ResultBand =
    shown === null
      ? {
          tone: "neutral",
          key: "ANTHOLOGY.Dice.Band.total",
          value: evaluation.total,
          notes: bandNotes(hide && { key: "ANTHOLOGY.Dice.Band.secret" }, ...naturalNotes),
        }
      : {
          tone: shown ? "success" : "failure",
          key: outcomeKey(s.role, shown),
          notes: bandNotes({ key: "ANTHOLOGY.Dice.Band.total", value: evaluation.total }, ...naturalNotes),
        };
  return {
    family: "advantage",
    label: input.label,
    flavor: input.flavor,
    formula: input.formula,
    isPrivate: input.isPrivate ?? false,
    hideTarget: hide,
    gmDetail: input.gmDetail ?? false,
    base: {
      dice: dieViews(
        input.base,
        20,
        input.base.map((_, i) => i === baseIndex),
      ),
      advantage: s.advantage,
      advantageText: signed(s.advantage),
    },
    modifierText: signed(s.modifier),
    objects: s.objects.map((o, i) => {
      const rolled = input.objects[i] ?? [];
      const index = keptIndex(rolled, o.advantage);
      return {
        label: o.label,
        faces: o.faces,
        advantage: o.advantage,
        advantageText: signed(o.advantage),
        kept: evaluation.objects[i]?.kept ?? 0,
        dice: dieViews(
          rolled,
          o.faces,
          rolled.map((_, j) => j === index),
        ),
      };
    }),
    evaluation: safeEvaluation,
    roleKey: `ANTHOLOGY.Dice.Role.${s.role}`,
    dc: hide ? null : s.dc,
    opposedLabel: s.opposed?.label ?? null,
    against,
    outcome: shown === null ? null : shown ? "success" : "failure",
    chance: hide || chance === null ? null : formatChance(chance),
    band,
    why: {
      terms: whyTermViews(terms),
      lines: whyLines(
        s.advantage > 0 && { key: "ANTHOLOGY.Dice.Why.advantage", value: signed(s.advantage), count: input.base.length },
        s.advantage < 0 && { key: "ANTHOLOGY.Dice.Why.disadvantage", value: signed(s.advantage), count: input.base.length },
        { key: "ANTHOLOGY.Dice.Why.total", value: evaluation.total },
        evaluation.natural1 && { key: "ANTHOLOGY.Dice.Why.natural1" },
        evaluation.natural20 && { key: "ANTHOLOGY.Dice.Why.natural20" },
        shown !== null && against !== null && comparisonLine(s.role, shown, evaluation.total, against),
      ),
      chance: hide || chance === null ? null : formatChance(chance),
      botchChance: null,
    },
  };
}
