/** A Warden weapon: its damage die is also its object die; sharp gives that die advantage. */
import { boolField, carriedFields, dieField, schemaVersionField } from "../fields.js";
import { wardenRollableItem } from "./base.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    ...carriedFields(),
    die: dieField(6),
    sharp: boolField(),
    twoHanded: boolField(),
    ranged: boolField(),
  };
}

/** `roll()`: an attack: DEX for ranged weapons, STR otherwise, with this weapon's die. */
export class WardenWeaponData extends wardenRollableItem(schema) {}
