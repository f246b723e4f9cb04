/**
 * The Warden item types' rolls, named in the ruleset's definition (`itemRolls`, module/core/documents/registered-rolls.ts):
 * a weapon attacks (DEX when ranged, STR otherwise, with its die), armor helps a STR save and gear a DEX action with
 * their object dice, a spell or scroll is cast. An item no actor owns warns instead of rolling.
 */
import type { ItemRoll, RollOptions } from "../../../core/ruleset.js";
import { ownerOf, warnUnowned } from "../data/items/base.js";
import { wardenCastSpellFlow } from "./cast.js";
import { wardenRollCheck } from "./check.js";

type Owned = (item: Item.Implementation, actor: Actor.Implementation, options: RollOptions) => Promise<unknown>;

function owned(roll: Owned): ItemRoll {
  return async (document, options) => {
    const { item, actor } = ownerOf({ parent: document });
    if (!actor || !item) return warnUnowned();
    return roll(item, actor, options);
  };
}

const objectDie = (item: Item.Implementation): number => Number((item.system as { objectDie?: unknown }).objectDie) || 0;
const cast = owned((item, actor, { skipDialog = false }) => wardenCastSpellFlow(actor, item, { skipDialog }));

export const WARDEN_ITEM_ROLLS: Record<string, ItemRoll> = {
  wardenWeapon: owned((item, actor, { skipDialog = false }) =>
    wardenRollCheck(actor, { attribute: (item.system as { ranged?: boolean }).ranged ? "dex" : "str", itemIds: [item.id ?? ""], skipDialog, kind: "attack" }),
  ),
  wardenArmor: owned((item, actor, { skipDialog = false }) =>
    wardenRollCheck(actor, { attribute: "str", itemIds: objectDie(item) > 0 ? [item.id ?? ""] : [], skipDialog, kind: "save" }),
  ),
  wardenGear: owned((item, actor, { skipDialog = false }) =>
    wardenRollCheck(actor, { attribute: "dex", itemIds: objectDie(item) > 0 ? [item.id ?? ""] : [], skipDialog, kind: "action" }),
  ),
  wardenSpell: cast,
  wardenScroll: cast,
};
