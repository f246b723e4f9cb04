/** The Warden character (PC): STR/DEX/WIL and HP with current and max, inventory slots, Fatigue, gold, magic. */
import { migrateSource } from "../../../core/migration/schema-version.js";
import { WARDEN_AP_PER_TURN } from "../rules/actions.js";
import type { WardenDerived } from "../rules/derive.js";
import { WARDEN_MAX_ARMOR } from "../rules/armor.js";
import { WARDEN_SLOT_CAP } from "../rules/inventory.js";
import { wardenDeriveActor } from "./actor-derived.js";
import { boolField, htmlField, intField, marksField, pendingField, schemaVersionField, scoreField } from "./fields.js";
import { WARDEN_ACTOR_STEPS } from "./migrations.js";

/** What a critical damage save left: still fighting, critical (crawling), stabilized, or dead. */
export const WARDEN_CONDITIONS = ["fighting", "critical", "stable", "dead"] as const;

function schema() {
  const fields = foundry.data.fields;
  return {
    schemaVersion: schemaVersionField(),
    str: scoreField(10),
    dex: scoreField(10),
    wil: scoreField(10),
    hp: scoreField(4),
    ap: new fields.SchemaField({
      value: intField(WARDEN_AP_PER_TURN, 0, WARDEN_AP_PER_TURN),
      surprised: boolField(),
    }),
    gold: intField(0, 0, 1_000_000),
    deprived: boolField(),
    condition: new fields.StringField({ required: true, nullable: false, initial: "fighting", choices: [...WARDEN_CONDITIONS] }),
    /** Slots gained or lost against the world setting (Mishaps 12 and 19). */
    slotsBonus: intField(0, -WARDEN_SLOT_CAP, WARDEN_SLOT_CAP),
    /** Armor from effects, not items (Mishaps 12 and 16). */
    armorBonus: intField(0, 0, WARDEN_MAX_ARMOR),
    marks: marksField(),
    pending: pendingField(),
    biography: htmlField(),
  };
}

type Schema = ReturnType<typeof schema>;
type Derived = WardenDerived;

export class WardenCharacterData extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation, Record<string, never>, Derived> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, WARDEN_ACTOR_STEPS));
  }

  override prepareDerivedData(): void {
    Object.assign(this, wardenDeriveActor(this, this.armorBonus));
  }
}
