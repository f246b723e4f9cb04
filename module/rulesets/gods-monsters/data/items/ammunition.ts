/** gmAmmunition: arrows, bolts, bullets, powder and the quivers and horns that hold them (004). */
import { rollableItemModel } from "../../../../core/documents/item-model.js";
import { containerField, damageField, intField, physicalFields, textField } from "./fields.js";
import { GM_ITEM_MIGRATIONS } from "./migrations.js";

function schema() {
  return {
    ...physicalFields(),
    ammunitionKind: textField(""),
    handDamage: damageField("", true),
    handAttackPenalty: intField(0, 0, 20),
    container: containerField(),
  };
}

/** `roll()`: used as a hand weapon (an arrow: d3 at −2). */
export class GmAmmunitionData extends rollableItemModel(schema, GM_ITEM_MIGRATIONS) {}
