import { evaluateAdvantage, type AdvantageEvaluation } from "../odds/advantage-evaluate.js";
import { keptIndex } from "../odds/kept-die.js";
import { advantageAgainst, advantageChance, advantageSuccess, type AdvantageSettings } from "../requests/advantage-settings.js";
import { formatChance } from "../requests/chance.js";
import { dieViews, signed, type DieView } from "./die-view.js";

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
}): AdvantageCardContext {
  const { settings: s } = input;
  const hide = input.hideTarget ?? false;
  const evaluation = evaluateAdvantageRoll(input.base, input.objects, s);
  const baseIndex = keptIndex(input.base, s.advantage);
  const chance = advantageChance(s);
  const safeEvaluation = hide ? { ...evaluation, success: null } : evaluation;
  return {
    family: "advantage",
    label: input.label,
    flavor: input.flavor,
    formula: input.formula,
    isPrivate: input.isPrivate ?? false,
    hideTarget: hide,
    gmDetail: input.gmDetail ?? false,
    base: { dice: dieViews(input.base, 20, input.base.map((_, i) => i === baseIndex)), advantage: s.advantage, advantageText: signed(s.advantage) },
    modifierText: signed(s.modifier),
    objects: s.objects.map((o, i) => {
      const rolled = input.objects[i] ?? [];
      const index = keptIndex(rolled, o.advantage);
      return { label: o.label, faces: o.faces, advantage: o.advantage, advantageText: signed(o.advantage), kept: evaluation.objects[i]?.kept ?? 0, dice: dieViews(rolled, o.faces, rolled.map((_, j) => j === index)) };
    }),
    evaluation: safeEvaluation,
    roleKey: `ANTHOLOGY.Dice.Role.${s.role}`,
    dc: hide ? null : s.dc,
    opposedLabel: s.opposed?.label ?? null,
    against: hide ? null : advantageAgainst(s),
    outcome: hide || evaluation.success === null ? null : evaluation.success ? "success" : "failure",
    chance: hide || chance === null ? null : formatChance(chance),
  };
}
