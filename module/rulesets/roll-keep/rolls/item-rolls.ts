/**
 * Roll & Keep's item and actor rolls, named in the ruleset's definition (module/core/documents/registered-rolls.ts):
 * a speciality rolls its attribute with itself kept in the pool, equipment rolls its damage pool; an actor's
 * `rollAttribute` and `rollContest` (hotbar macros, the sheet) are the action and the directly opposed action. An item
 * no actor owns warns instead of rolling.
 */
import type { ActorRoll, ItemRoll } from "../../../core/ruleset.js";
import { isRkAttribute } from "../rules/attributes.js";
import { rkRollAction } from "./action-roll.js";
import { rkRollContest } from "./contest-roll.js";
import { rkRollDamage } from "./damage-roll.js";
import { localize } from "../../../core/foundry/i18n.js";

function ownerOrWarn(item: Item.Implementation, warning: string): Actor.Implementation | null {
  const actor = item.parent as Actor.Implementation | null | undefined;
  if (actor) return actor;
  ui.notifications?.warn(localize(warning));
  return null;
}

export const RK_ITEM_ROLLS: Record<string, ItemRoll> = {
  rkSpeciality: async (item, { skipDialog }) => {
    const actor = ownerOrWarn(item, "ANTHOLOGY.RollKeep.Warn.specialityWithoutActor");
    const attribute = (item.system as { attribute?: unknown }).attribute;
    return actor && isRkAttribute(attribute) ? rkRollAction(actor, { attribute, specialityIds: [item.id ?? ""], skipDialog }) : null;
  },
  rkEquipment: async (item) => {
    const actor = ownerOrWarn(item, "ANTHOLOGY.RollKeep.Warn.itemWithoutActor");
    return actor ? rkRollDamage(actor, item) : null;
  },
};

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

export const RK_ACTOR_ROLLS: Record<string, ActorRoll> = {
  rkAttribute: async (actor, { attribute, specialityIds, skipDialog }) =>
    isRkAttribute(attribute) ? rkRollAction(actor, { attribute, specialityIds: list(specialityIds), skipDialog: Boolean(skipDialog) }) : null,
  rkContest: async (actor, { attribute, skipDialog }) =>
    rkRollContest(actor, { attribute: isRkAttribute(attribute) ? attribute : undefined, skipDialog: Boolean(skipDialog) }),
};
