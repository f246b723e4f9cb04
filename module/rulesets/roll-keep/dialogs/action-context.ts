/**
 * What the action dialog shows: the attribute and speciality choices with their ratings and colours, the
 * named difficulties, the passive (targeted) character's attribute and specialities, and the summary of the
 * plan (pool, account, difficulty, exact chances).
 */
import { rkRelatedSpecialityIds, type RkActionChoice, type RkActionPlan, type RkActorView } from "../rules/action.js";
import { RK_ATTRIBUTES, rkColourOf, type RkAttribute, type RkColourLinks } from "../rules/attributes.js";
import { RK_DIFFICULTIES, rkDifficultyByValue } from "../rules/difficulty.js";
import { rkAttributeLabel, rkColourLabel, rkFormat, rkPlanSummary, type RkPlanSummary } from "../rolls/labels.js";
import { RK_ROLL_MODES, type RkRollMode } from "./action-form.js";
import { localize } from "../../../core/foundry/i18n.js";

export const RK_SUMMARY_TEMPLATE = "systems/anthology/templates/roll-keep/dialogs/summary.hbs";
export const RK_ACTION_TEMPLATE = "systems/anthology/templates/roll-keep/dialogs/action.hbs";

const ROLL_MODE_LABELS: Record<RkRollMode, string> = {
  publicroll: "ANTHOLOGY.RollKeep.RollMode.publicroll",
  gmroll: "ANTHOLOGY.RollKeep.RollMode.gmroll",
  blindroll: "ANTHOLOGY.RollKeep.RollMode.blindroll",
  selfroll: "ANTHOLOGY.RollKeep.RollMode.selfroll",
};

export function rkRollModeOptions(selected: string | undefined) {
  return RK_ROLL_MODES.map((value) => ({ value, label: ROLL_MODE_LABELS[value], selected: value === selected }));
}

export function rkAttributeOptions(view: RkActorView, selected: string, links: RkColourLinks) {
  return RK_ATTRIBUTES.map((key) => {
    const colour = rkColourOf(key, links);
    return {
      key,
      label: rkAttributeLabel(key),
      rating: view.attributes[key],
      colour: colour ?? "none",
      colourLabel: rkColourLabel(colour),
      selected: key === selected,
    };
  });
}

export function rkSpecialityOptions(view: RkActorView, checked: readonly string[], attribute: string) {
  const on = new Set(checked);
  return view.specialities.map((s) => ({
    id: s.id,
    name: s.name,
    attribute: s.attribute,
    attributeLabel: rkAttributeLabel(s.attribute),
    checked: on.has(s.id),
    related: s.attribute === attribute,
  }));
}

export function rkDifficultyOptions(selected: number | null) {
  return RK_DIFFICULTIES.map((d) => ({
    value: String(d.value),
    label: rkFormat("ANTHOLOGY.RollKeep.Roll.namedDifficulty", { name: localize(d.label), difficulty: d.value }),
    selected: d.value === selected,
  }));
}

export interface RkActionDialogInput {
  view: RkActorView;
  /**
   * The targeted character. `secret` when the user does not own it (a player against the GM's NPC): its
   * attributes are listed without ratings and its specialities not at all (those related to the chosen
   * attribute count, as the text says); only the difficulty they make is shown, since the dice need it.
   */
  passive: { name: string; view: RkActorView; secret?: boolean } | null;
  choice: RkActionChoice;
  plan: RkActionPlan;
  links: RkColourLinks;
  rollMode?: string;
}

export interface RkActionDialogContext {
  attributes: ReturnType<typeof rkAttributeOptions>;
  specialities: ReturnType<typeof rkSpecialityOptions>;
  difficulties: ReturnType<typeof rkDifficultyOptions>;
  difficultyMode: string;
  customDifficulty: number;
  passive: {
    name: string;
    secret: boolean;
    attributes: { key: string; label: string; rating: number | string; selected: boolean }[];
    specialities: ReturnType<typeof rkSpecialityOptions>;
  } | null;
  needed: number;
  rollModes: ReturnType<typeof rkRollModeOptions>;
  summary: RkPlanSummary;
  [key: string]: unknown;
}

/** The passive attribute the dialog shows first: the choice's, else Acuity (the text's sneaking example). */
export function rkDialogPassiveAttribute(choice: RkActionChoice): RkAttribute {
  return choice.difficulty.kind === "passive" ? choice.difficulty.attribute : "acuity";
}

export function rkActionDialogContext(input: RkActionDialogInput): RkActionDialogContext {
  const { view, passive, choice, plan, links } = input;
  const difficulty = choice.difficulty;
  const number = difficulty.kind === "number" ? difficulty.value : plan.difficulty;
  const difficultyMode = difficulty.kind === "passive" ? "passive" : rkDifficultyByValue(number) ? String(number) : "custom";
  const passiveAttribute = rkDialogPassiveAttribute(choice);
  const passiveChecked = difficulty.kind === "passive" ? difficulty.specialityIds : rkRelatedSpecialityIds(passive?.view.specialities ?? [], passiveAttribute);
  return {
    attributes: rkAttributeOptions(view, choice.attribute, links),
    specialities: rkSpecialityOptions(view, choice.specialityIds, choice.attribute),
    difficulties: rkDifficultyOptions(difficultyMode === "custom" || difficultyMode === "passive" ? null : number),
    difficultyMode,
    customDifficulty: number,
    passive: passive
      ? passive.secret
        ? {
            name: passive.name,
            secret: true,
            attributes: rkAttributeOptions(passive.view, passiveAttribute, links).map((o) => ({ ...o, rating: "" })),
            specialities: [],
          }
        : {
            name: passive.name,
            secret: false,
            attributes: rkAttributeOptions(passive.view, passiveAttribute, links),
            specialities: rkSpecialityOptions(passive.view, passiveChecked, passiveAttribute),
          }
      : null,
    needed: choice.needed,
    rollModes: rkRollModeOptions(input.rollMode),
    summary: rkPlanSummary(plan),
  };
}
