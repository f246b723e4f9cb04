/**
 * Rolling an action from a sheet, a speciality or a macro: the action dialog (unless shift-clicked), the plan
 * from the pure rules, then the dice room's keep roll. An action against a targeted Roll & Keep token may be
 * indirectly opposed: the difficulty is then the target's attribute plus its related specialities.
 */
import { RK_ACTION_TEMPLATE, RK_SUMMARY_TEMPLATE, rkActionDialogContext, rkDialogPassiveAttribute } from "../dialogs/action-context.js";
import { rkReadActionForm, type RkRollMode } from "../dialogs/action-form.js";
import { rkDialog } from "../dialogs/dialog-api.js";
import { formText } from "../dialogs/form-values.js";
import { rkFollowAttribute, rkMarkRelated, rkWithoutList } from "../dialogs/live-choices.js";
import { rkActionPlan, rkRelatedSpecialityIds, type RkActionChoice, type RkActionPlan, type RkActorView } from "../rules/action.js";
import { isRkAttribute, type RkAttribute } from "../rules/attributes.js";
import { RK_DEFAULT_DIFFICULTY } from "../rules/difficulty.js";
import { rkWorldColourLinks } from "../settings.js";
import { rkRollKeep, type RkKeepOutcome } from "./dice-api.js";
import { rkActionLabel, rkAttributeLabel, rkColourLabel, rkPlanFlavor, rkPlanSummary } from "./labels.js";
import { rkActionWhy } from "../chat/why-terms.js";
import { rkMayAct } from "./may-act.js";
import { rkUserRollMode } from "./roll-mode.js";
import { rkTargetedActor, rkViewOf } from "./targets.js";

export interface RkActionRequest {
  attribute: RkAttribute;
  specialityIds?: string[];
  /** A number 1–10; Standard (6) when absent. */
  difficulty?: number;
  /** Start against the targeted token's attribute (indirectly opposed) instead of a number. */
  passiveAttribute?: RkAttribute;
  /** The passive side's related specialities; by default those of the target related to `passiveAttribute`. */
  passiveSpecialityIds?: string[];
  needed?: number;
  skipDialog?: boolean;
}

/**
 * The choice a request starts from (what shift-click rolls, and what the dialog shows first). Against a
 * passive character the difficulty counts its specialities related to the passive attribute (000: Acuity 4 and
 * Acute Hearing make 5) unless the request names others.
 */
export function rkInitialChoice(request: RkActionRequest, passive: RkActorView | null = null): RkActionChoice {
  const attribute = isRkAttribute(request.attribute) ? request.attribute : "strength";
  const passiveAttribute = isRkAttribute(request.passiveAttribute) ? request.passiveAttribute : null;
  return {
    attribute,
    specialityIds: request.specialityIds ?? [],
    difficulty: passiveAttribute
      ? { kind: "passive", attribute: passiveAttribute, specialityIds: request.passiveSpecialityIds ?? rkRelatedSpecialityIds(passive?.specialities ?? [], passiveAttribute) }
      : { kind: "number", value: request.difficulty ?? RK_DEFAULT_DIFFICULTY },
    needed: request.needed ?? 1,
  };
}

export async function rkRollAction(actor: Actor.Implementation, request: RkActionRequest): Promise<RkKeepOutcome | null> {
  if (!rkMayAct(actor)) return null;
  const view = rkViewOf(actor);
  const links = rkWorldColourLinks();
  const target = rkTargetedActor(actor);
  // A target the user does not own (the GM's NPC) keeps its numbers: the dialog shows neither its ratings nor
  // its specialities, and the related ones always count (README "Trust": the GM's characters stay the GM's).
  const passive = target ? { name: target.name ?? "", view: rkViewOf(target), secret: !target.isOwner } : null;
  let choice = rkInitialChoice(request, passive?.view ?? null);
  let rollMode: RkRollMode | string | undefined = rkUserRollMode();

  if (!request.skipDialog) {
    const context = rkActionDialogContext({ view, passive, choice, plan: rkActionPlan(view, choice, links, passive?.view), links, rollMode });
    const base = choice;
    const passiveRelated = (attribute: RkAttribute) => rkRelatedSpecialityIds(passive?.view.specialities ?? [], attribute);
    const followPassive = rkFollowAttribute(passiveRelated, rkDialogPassiveAttribute(base));
    const raw = await rkDialog({
      title: game.i18n!.format("ANTHOLOGY.RollKeep.Dialog.actionTitle", { name: actor.name ?? "" }),
      template: RK_ACTION_TEMPLATE,
      context,
      confirm: "ANTHOLOGY.RollKeep.Dialog.roll",
      onChange: async (form, edited) => {
        // A new passive attribute ticks the target's specialities related to it.
        const passiveText = formText(edited, "passiveAttribute");
        const values = passive && isRkAttribute(passiveText) ? followPassive(form, edited, "passive", passiveText) : edited;
        const { choice: live, error } = rkReadActionForm(passive?.secret ? rkWithoutList(values, "passive") : values, base, passiveRelated);
        const planned = rkPlanSummary(rkActionPlan(view, live, links, passive?.view));
        const summary = error ? { ...planned, error: game.i18n!.localize(error) } : planned;
        const box = form.querySelector(".rk-summary");
        if (box) box.outerHTML = await foundry.applications.handlebars.renderTemplate(RK_SUMMARY_TEMPLATE, { summary });
        // Each list is marked by its own side's attribute: the actor's by the attribute rolled, the target's by the passive attribute.
        rkMarkRelated(form, "speciality", live.attribute);
        if (passive) rkMarkRelated(form, "passive", isRkAttribute(passiveText) ? passiveText : rkDialogPassiveAttribute(live));
      },
    });
    if (!raw) return null;
    // A secret target's specialities are not in the form: whatever boxes come back, its related ones count.
    const form = rkReadActionForm(passive?.secret ? rkWithoutList(raw, "passive") : raw, base, passiveRelated);
    if (form.error) {
      ui.notifications?.warn(game.i18n!.localize(form.error));
      return null;
    }
    choice = form.choice;
    rollMode = form.rollMode ?? rollMode;
  }

  const plan: RkActionPlan = rkActionPlan(view, choice, links, passive?.view);
  if (plan.error) {
    ui.notifications?.warn(game.i18n!.localize(plan.error));
    return null;
  }
  return rkRollKeep({
    actor,
    label: rkActionLabel(plan.attribute, plan.specialities),
    flavor: rkPlanFlavor(plan, passive?.name ?? null) || undefined,
    roll: plan.pool.roll,
    keep: plan.pool.keep,
    difficulty: plan.difficulty,
    needed: plan.needed,
    why: rkActionWhy(plan.pool, { attribute: rkAttributeLabel(plan.attribute), colour: rkColourLabel(plan.pool.colour) }),
    skipDialog: true,
    rollMode,
    flags: { rk: { kind: "action", attribute: plan.attribute, specialityIds: plan.specialities.map((s) => s.id), target: target?.uuid ?? null } },
  });
}
