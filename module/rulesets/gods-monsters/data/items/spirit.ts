/** gmSpirit: a prophet's spirit manifestation: level, spirit type, calling time, verve. */
import { rollableItemModel } from "../../../../core/documents/item-model.js";
import { boolField, damageField, durationField, htmlField, intField, schemaVersionField, textField } from "./fields.js";
import { GM_ITEM_MIGRATIONS } from "./migrations.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    description: htmlField(),
    level: intField(1, 0, 20),
    spiritType: textField(""),
    callingTime: durationField(),
    range: textField(""),
    duration: textField(""),
    verveCost: intField(0, 0, 1000),
    concentration: boolField(false),
    damage: damageField("", true),
  };
}

/** `roll()`: calls the manifestation: the registered calling roll, or a card with its damage. */
export class GmSpiritData extends rollableItemModel(schema, GM_ITEM_MIGRATIONS) {}
