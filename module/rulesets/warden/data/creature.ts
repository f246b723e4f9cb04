/**
 * A Warden creature or NPC: the same numbers as a character, natural armor, a detachment flag and its
 * morale (its own WIL or a leader's, and the morale triggers already rolled).
 */
import { migrateSource } from "../../../core/migration/schema-version.js";
import { WARDEN_AP_PER_TURN } from "../rules/actions.js";
import { WARDEN_MAX_ARMOR } from "../rules/armor.js";
import { WARDEN_SCORE_CAP } from "../rules/attributes.js";
import type { WardenDerived } from "../rules/derive.js";
import { WARDEN_SLOT_CAP } from "../rules/inventory.js";
import { wardenMoraleWil } from "../rules/morale.js";
import { wardenDeriveActor } from "./actor-derived.js";
import { WARDEN_CONDITIONS } from "./character.js";
import { boolField, htmlField, intField, marksField, schemaVersionField, scoreField } from "./fields.js";
import { WARDEN_ACTOR_STEPS } from "./migrations.js";

export const WARDEN_MORALE_TRIGGERS = ["firstCasualty", "halfLost", "loneFoe"] as const;

function schema() {
  const fields = foundry.data.fields;
  return {
    schemaVersion: schemaVersionField(),
    str: scoreField(10),
    dex: scoreField(10),
    wil: scoreField(10),
    hp: scoreField(4),
    /** Natural armor (hide, scales); worn armor items add to it, at most 3 in all. */
    armorValue: intField(0, 0, WARDEN_MAX_ARMOR),
    ap: new fields.SchemaField({
      value: intField(WARDEN_AP_PER_TURN, 0, WARDEN_AP_PER_TURN),
      surprised: boolField(),
    }),
    detachment: boolField(),
    condition: new fields.StringField({ required: true, nullable: false, initial: "fighting", choices: [...WARDEN_CONDITIONS, "routed", "destroyed"] }),
    morale: new fields.SchemaField({
      useLeader: boolField(),
      leaderWil: intField(10, 0, WARDEN_SCORE_CAP),
      checked: new fields.ArrayField(new fields.StringField({ required: true, nullable: false, choices: [...WARDEN_MORALE_TRIGGERS] }), {
        required: true,
        nullable: false,
        initial: [],
      }),
    }),
    slotsBonus: intField(0, -WARDEN_SLOT_CAP, WARDEN_SLOT_CAP),
    marks: marksField(),
    notes: htmlField(),
  };
}

type Schema = ReturnType<typeof schema>;
type Derived = WardenDerived & { moraleWil: number };

export class WardenCreatureData extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation, Record<string, never>, Derived> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, WARDEN_ACTOR_STEPS));
  }

  override prepareDerivedData(): void {
    Object.assign(this, wardenDeriveActor(this, this.armorValue));
    this.moraleWil = wardenMoraleWil({ own: this.wil.value, leader: this.morale.useLeader ? this.morale.leaderWil : null });
  }
}
