/**
 * The opposing side of a directly opposed action as the dice room's keep dialog sees it (module/dice/API.md,
 * "extension"), asked once the acting side has rolled: the opponent's attribute and specialities and whether the
 * players may see them are fields of the keep dialog; the pure rules (`rkOppositionPlan`, 000 "Opposed Actions")
 * turn them into the pool. The acting side's successes are known, so this side needs one more to win: the headline
 * reads "6k4 vs 7" and the exact chance is the chance to beat them, live; the note gives the draw and the loss.
 */
import { formatChance, type KeepSettings, type RollExtension } from "../../../dice/index.js";
import { RK_OPPOSITION_TEMPLATE, rkOppositionDialogContext } from "../dialogs/contest-opposition-context.js";
import { rkReadOppositionForm, type RkOppositionChoice } from "../dialogs/contest-opposition-form.js";
import { formText } from "../dialogs/form-values.js";
import { rkMarkRelated, rkTickOnly, rkWithTicked } from "../dialogs/live-choices.js";
import { rkRelatedSpecialityIds, type RkActorView } from "../rules/action.js";
import { isRkAttribute, type RkAttribute, type RkColourLinks } from "../rules/attributes.js";
import { rkOppositionPlan, type RkOppositionPlan } from "../rules/opposition.js";
import { rkActionLabel, rkFormat, rkPoolAccount, rkWoundedDifficultyText } from "./labels.js";

export interface RkOppositionInput {
  /** The opposing side's character. */
  view: RkActorView;
  links: RkColourLinks;
  opponentName: string;
  /** The acting side as it rolled (`difficulty`: its roll's, wounds named). */
  first: { name: string; label: string; successes: number; botch: boolean; difficulty: string };
  /** The GM's difficulty, before this side's wounds raise it. */
  difficulty: number;
  choice: RkOppositionChoice;
}

export function rkOppositionExtension(input: RkOppositionInput): RollExtension<RkOppositionChoice, KeepSettings> {
  const { view, links, first, difficulty } = input;
  const related = (attribute: RkAttribute) => rkRelatedSpecialityIds(view.specialities, attribute);
  const planOf = (choice: RkOppositionChoice): RkOppositionPlan =>
    rkOppositionPlan({ view, attribute: choice.attribute, specialityIds: choice.specialityIds }, difficulty, first.successes, links);
  return {
    template: RK_OPPOSITION_TEMPLATE,
    options: input.choice,
    context: (choice) => rkOppositionDialogContext({ first, opponentName: input.opponentName, view, choice, plan: planOf(choice), links }),
    parse: (raw, current) => {
      // A new attribute ticks the opponent's specialities related to it (000: Endurance and Long-distance Running).
      const text = formText(raw, "attribute");
      const values = isRkAttribute(text) && text !== current.attribute ? rkWithTicked(raw, "speciality", related(text)) : raw;
      return rkReadOppositionForm(values, current, related);
    },
    // One success more than the acting side kept wins (000: the successes cancel), so the dice room's chance of
    // meeting `needed` is the chance to beat them.
    apply: (choice) => {
      const plan = planOf(choice);
      return { roll: plan.pool.roll, keep: plan.pool.keep, difficulty: plan.difficulty, needed: plan.against + 1, extended: null };
    },
    refuse: (choice) => planOf(choice).error,
    // That chance of meeting `needed` is the chance to win: the top says so ("chance of success" read as one success).
    percent: (chance) => rkFormat("ANTHOLOGY.RollKeep.Contest.percentWin", { chance, opponent: first.name }),
    refresh: (form, choice) => {
      rkTickOnly(form, "speciality", choice.specialityIds);
      rkMarkRelated(form, "speciality", choice.attribute);
    },
    note: (_settings, choice) => {
      const plan = planOf(choice);
      return [
        rkFormat("ANTHOLOGY.RollKeep.Pool.rollKeep", { roll: plan.pool.roll, keep: plan.pool.keep }),
        rkPoolAccount(plan.pool),
        // "Challenging (7) · + 2 for wounds: 9" when this side is wounded: the headline and the chance are the wounded ones.
        rkWoundedDifficultyText(plan.difficulty, plan.penalty),
        rkFormat("ANTHOLOGY.RollKeep.Contest.toBeat", { successes: plan.against }),
        rkFormat("ANTHOLOGY.RollKeep.Chance.win", { chance: formatChance(plan.chance.win) }),
        rkFormat("ANTHOLOGY.RollKeep.Chance.tie", { chance: formatChance(plan.chance.tie) }),
        rkFormat("ANTHOLOGY.RollKeep.Chance.lose", { chance: formatChance(plan.chance.lose) }),
      ]
        .filter((p) => p !== "")
        .join(" · ");
    },
    // The card's roll is labelled by the side's action ("Endurance (Long-distance Running)").
    card: (choice) => {
      const plan = planOf(choice);
      return { label: rkActionLabel(plan.attribute, plan.specialities) };
    },
  };
}
