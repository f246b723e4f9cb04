/**
 * A Roll & Keep piece of equipment: a quantity, the player's notes, and for a weapon its damage pool. The text
 * (`000_…`) has no equipment and no damage: the damage pool is a TABLE OPTION (README "Table options"), rolled as
 * L5R tables do (roll X d10, keep the Y highest and add them: rules/damage.ts), its total the wounds dealt. A pool of
 * 0 dice is no weapon.
 */
import { itemModel } from "../../../core/documents/item-model.js";
import { rollRegisteredItem } from "../../../core/documents/registered-rolls.js";
import { htmlField, intField, RK_SHEET_MAX, schemaVersionField } from "./fields.js";
import { RK_ITEM_STEPS } from "./migrations.js";

/** Most of one item a character may carry. */
export const RK_QUANTITY_MAX = 9999;

function schema() {
  const fields = foundry.data.fields;
  return {
    schemaVersion: schemaVersionField(),
    quantity: intField(1, 0, RK_QUANTITY_MAX),
    damage: new fields.SchemaField({
      /** Dice rolled (0: not a weapon). */
      roll: intField(0, 0, RK_SHEET_MAX),
      /** Dice kept and added. */
      keep: intField(0, 0, RK_SHEET_MAX),
    }),
    notes: htmlField(),
  };
}

export class RkEquipmentData extends itemModel(schema, RK_ITEM_STEPS) {
  /**
   * Rolls the weapon's damage for its owner (the sheet's row and hotbar macros); warns when it has no damage or no
   * owner. A damage roll has no dialog (its pool is the weapon's), so `skipDialog` changes nothing.
   */
  async roll(options: { skipDialog?: boolean } = {}): Promise<unknown> {
    return rollRegisteredItem(this.parent as Item.Implementation | null, options);
  }
}
