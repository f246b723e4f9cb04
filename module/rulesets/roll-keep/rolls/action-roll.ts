/**
 * Rolling an action from a sheet, a speciality or a macro: the dice room's keep dialog with the action's fields
 * (unless shift-clicked), the plan from the pure rules, the keep roll. An action against a targeted Roll & Keep token may be
 * indirectly opposed: the difficulty is then the target's attribute plus its related specialities.
 */
import { rkActionPlan, rkRelatedSpecialityIds, type RkActionChoice, type RkActionPlan, type RkActorView } from "../rules/action.js";
import { isRkAttribute, type RkAttribute } from "../rules/attributes.js";
import { RK_DEFAULT_DIFFICULTY } from "../rules/difficulty.js";
import { rkWorldColourLinks } from "../settings.js";
import { rkRollKeep, type RkKeepOutcome } from "./dice-api.js";
import { rkActionExtension } from "./action-extension.js";
import { rkActionLabel, rkAttributeLabel, rkColourLabel, rkPlanFlavor } from "./labels.js";
import { rkActionWhy } from "../chat/why-terms.js";
import { rkCard } from "../data/card.js";
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
      ? {
          kind: "passive",
          attribute: passiveAttribute,
          specialityIds: request.passiveSpecialityIds ?? rkRelatedSpecialityIds(passive?.specialities ?? [], passiveAttribute),
        }
      : { kind: "number", value: request.difficulty ?? RK_DEFAULT_DIFFICULTY },
    needed: request.needed ?? 1,
  };
}

/**
 * An action through the dice room's one pipeline: its choices are fields of the keep dialog (headline "5k4 vs 6"
 * and the exact chance, live), unless shift-clicked; Cancel or closing rolls nothing.
 */
export async function rkRollAction(actor: Actor.Implementation, request: RkActionRequest): Promise<RkKeepOutcome | null> {
  if (!rkMayAct(actor)) return null;
  const view = rkViewOf(actor);
  const links = rkWorldColourLinks();
  const target = rkTargetedActor(actor);
  // A target the user does not own (the GM's NPC) keeps its numbers: the dialog shows neither its ratings nor
  // its specialities, and the related ones always count (README "Trust": the GM's characters stay the GM's).
  const passive = target ? { name: target.name ?? "", view: rkViewOf(target), secret: !target.isOwner } : null;
  const choice = rkInitialChoice(request, passive?.view ?? null);
  const card = (plan: RkActionPlan) => ({
    label: rkActionLabel(plan.attribute, plan.specialities),
    flavor: rkPlanFlavor(plan, passive?.name ?? null) || undefined,
    why: rkActionWhy(plan.pool, { attribute: rkAttributeLabel(plan.attribute), colour: rkColourLabel(plan.pool.colour) }),
    data: rkCard({ action: { attribute: plan.attribute, specialityIds: plan.specialities.map((s) => s.id), target: target?.uuid ?? "" } }),
  });
  const extension = rkActionExtension({ view, links, passive, choice, card });
  return rkRollKeep({
    actor,
    label: card(rkActionPlan(view, choice, links, passive?.view)).label,
    ...extension.apply(extension.options),
    skipDialog: request.skipDialog,
    rollMode: rkUserRollMode(),
    extension,
  });
}
