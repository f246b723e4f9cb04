/**
 * A Roll & Keep speciality (`000_…`): linked to one attribute; each relevant speciality adds a die rolled and a
 * die kept, and a passive character's related speciality adds 1 to the difficulty of acting against it.
 * Rolling it (from the sheet or a hotbar macro) rolls its attribute with this speciality.
 */
import { itemModel } from "../../../core/documents/item-model.js";
import { rollRegisteredItem } from "../../../core/documents/registered-rolls.js";
import { attributeChoiceField, htmlField, schemaVersionField } from "./fields.js";
import { RK_ITEM_STEPS } from "./migrations.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    attribute: attributeChoiceField("strength"),
    description: htmlField(),
  };
}

export class RkSpecialityData extends itemModel(schema, RK_ITEM_STEPS) {
  /** Rolls the owning actor's attribute with this speciality; warns when the speciality belongs to no actor. */
  async roll(options: { skipDialog?: boolean } = {}): Promise<unknown> {
    return rollRegisteredItem(this.parent as Item.Implementation | null, options);
  }
}
