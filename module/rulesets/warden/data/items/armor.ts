/** Warden armor or shield: an armor value while worn (at most 3 in all) and an object die for saves. */
import { WARDEN_MAX_ARMOR } from "../../rules/armor.js";
import { boolField, carriedFields, dieField, intField, schemaVersionField } from "../fields.js";
import { wardenRollableItem } from "./base.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    ...carriedFields(),
    armor: intField(1, 0, WARDEN_MAX_ARMOR),
    objectDie: dieField(0),
    shield: boolField(),
  };
}

/** `roll()`: a save (blocking with a shield, say) with this item's object die. */
export class WardenArmorData extends wardenRollableItem(schema) {}
