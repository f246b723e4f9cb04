/**
 * A Roll & Keep action as the dice room's keep dialog sees it (module/dice/API.md, "extension"): the attribute,
 * the specialities, the difficulty (named, typed, or the targeted character's attribute and related specialities)
 * and the successes needed are fields of the dice dialog; the pure rules (`rkActionPlan`, 000 "Actions", "Indirectly
 * opposed actions") turn them into the pool, so the headline reads "5k4 vs 6" with the exact chance, live, and the
 * note says where the kept dice come from. The action's own choices, the directly opposed request's too.
 */
import type { ChatCardData } from "../../../core/chat/card-data.js";
import type { WhyTerm } from "../../../dice/cards/why.js";
import type { KeepSettings, RollExtension } from "../../../dice/index.js";
import { rkActionDialogContext, rkDialogPassiveAttribute } from "../dialogs/action-context.js";
import { rkReadActionForm } from "../dialogs/action-form.js";
import { checkedIds, formText } from "../dialogs/form-values.js";
import { rkMarkRelated, rkTickOnly, rkWithTicked, rkWithoutList } from "../dialogs/live-choices.js";
import { rkActionPlan, rkRelatedSpecialityIds, type RkActionChoice, type RkActionPlan, type RkActorView } from "../rules/action.js";
import { isRkAttribute, type RkAttribute, type RkColourLinks } from "../rules/attributes.js";
import { rkAttributeLabel, rkDifficultyText, rkFormat, rkPoolAccount } from "./labels.js";

export const RK_ACTION_FIELDS_TEMPLATE = "systems/anthology/templates/roll-keep/dialogs/action.hbs";

export interface RkActionOptions {
  choice: RkActionChoice;
  /** The targeted character's attribute shown in its select (it counts only when the difficulty is "passive"). */
  passiveAttribute: RkAttribute;
  /** The target's specialities ticked in its list. */
  passiveIds: string[];
  /** A localization key when the form cannot be rolled as filled in (a typed difficulty outside 1–10). */
  error: string | null;
}

export interface RkActionInput {
  view: RkActorView;
  links: RkColourLinks;
  /** The targeted character; `secret` when the user does not own it (its ratings and specialities are not shown). */
  passive: { name: string; view: RkActorView; secret?: boolean } | null;
  choice: RkActionChoice;
  /** The fields' template and its context for the options and their plan (the action's by default). */
  template?: string;
  context?: (options: RkActionOptions, plan: RkActionPlan) => Record<string, unknown>;
  /** What the choice read from the form becomes (the directly opposed request: one success at a number). */
  shape?: (choice: RkActionChoice) => RkActionChoice;
  /** A line after the note for the plan (a contest whose opponent the roller runs: the chance to beat it). */
  odds?: (plan: RkActionPlan) => string;
  /** The percentage's sentence at the top for the plan (`chance`: the dice room's, formatted), instead of the dice room's. */
  percent?: (chance: string, plan: RkActionPlan) => string;
  /** The card's label, flavor, why terms and rkCard data (data/card.ts) for the plan rolled. */
  card: (plan: RkActionPlan) => { label: string; flavor?: string; why?: WhyTerm[]; data?: ChatCardData };
}

export function rkActionExtension(input: RkActionInput): RollExtension<RkActionOptions, KeepSettings> {
  const { view, links, passive } = input;
  const shape = input.shape ?? ((c: RkActionChoice) => c);
  const related = (attribute: RkAttribute) => rkRelatedSpecialityIds(passive?.view.specialities ?? [], attribute);
  const planOf = (options: RkActionOptions) => rkActionPlan(view, options.choice, links, passive?.view);
  const startAttribute = rkDialogPassiveAttribute(input.choice);
  const start: RkActionOptions = {
    choice: shape(input.choice),
    passiveAttribute: startAttribute,
    passiveIds: input.choice.difficulty.kind === "passive" ? input.choice.difficulty.specialityIds : related(startAttribute),
    error: null,
  };
  return {
    template: input.template ?? RK_ACTION_FIELDS_TEMPLATE,
    options: start,
    context: (options) =>
      input.context ? input.context(options, planOf(options)) : rkActionDialogContext({ view, passive, choice: options.choice, plan: planOf(options), links }),
    parse: (raw, current) => {
      // A secret target's specialities are not in the form: whatever boxes come back, its related ones count.
      let values = passive?.secret ? rkWithoutList(raw, "passive") : raw;
      const text = formText(values, "passiveAttribute");
      const passiveAttribute = isRkAttribute(text) ? text : current.passiveAttribute;
      // A new passive attribute ticks the target's specialities related to it (000: Acuity 4 and Acute Hearing make 5).
      if (passive && !passive.secret && passiveAttribute !== current.passiveAttribute) values = rkWithTicked(values, "passive", related(passiveAttribute));
      const read = rkReadActionForm(values, current.choice, related);
      const listed = Object.keys(values).some((key) => key.startsWith("passive."));
      return {
        choice: shape(read.choice),
        passiveAttribute,
        passiveIds: listed ? checkedIds(values, "passive") : related(passiveAttribute),
        error: read.error,
      };
    },
    apply: (options) => {
      const plan = planOf(options);
      // A target's attribute sets an indirect difficulty: the card gives its number, not a named difficulty's name.
      return {
        roll: plan.pool.roll,
        keep: plan.pool.keep,
        difficulty: plan.difficulty,
        needed: plan.needed,
        extended: null,
        ...(plan.passive ? { unnamed: true } : {}),
      };
    },
    refuse: (options) => options.error ?? planOf(options).error,
    // Each list is marked by its own side's attribute: the actor's by the attribute rolled, the target's by the passive one.
    refresh: (form, options) => {
      rkMarkRelated(form, "speciality", options.choice.attribute);
      if (!passive || passive.secret) return;
      rkTickOnly(form, "passive", options.passiveIds);
      rkMarkRelated(form, "passive", options.passiveAttribute);
    },
    note: (_settings, options) => {
      const plan = planOf(options);
      // An indirect difficulty is the target's attribute and related specialities (000), not a named one: "Straightforward
      // (5)" for the guard's Acuity 4 + Acute Hearing misnamed it. Whose attribute, then the number; never the rating.
      const difficulty =
        plan.passive && passive
          ? rkFormat("ANTHOLOGY.RollKeep.Roll.passiveDifficulty", {
              name: passive.name,
              attribute: rkAttributeLabel(plan.passive.attribute),
              difficulty: plan.difficulty - plan.penalty,
            })
          : rkDifficultyText(plan.difficulty - plan.penalty);
      // Wounds raise it (a table option): "+ 2 for wounds: 8", so the chance above is the wounded one.
      const wounded = plan.penalty > 0 ? rkFormat("ANTHOLOGY.RollKeep.Wounds.raised", { penalty: plan.penalty, difficulty: plan.difficulty }) : "";
      const parts = [
        rkFormat("ANTHOLOGY.RollKeep.Pool.rollKeep", { roll: plan.pool.roll, keep: plan.pool.keep }),
        rkPoolAccount(plan.pool),
        difficulty,
        wounded,
      ];
      if (plan.needed > 1) parts.push(rkFormat("ANTHOLOGY.RollKeep.Roll.needed", { needed: plan.needed }));
      if (input.odds && !plan.error) parts.push(input.odds(plan));
      return parts.filter((p) => p !== "").join(" · ");
    },
    ...(input.percent ? { percent: (chance: string, _settings: KeepSettings, options: RkActionOptions) => input.percent!(chance, planOf(options)) } : {}),
    card: (options) => input.card(planOf(options)),
  };
}
