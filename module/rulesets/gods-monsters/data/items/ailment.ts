/**
 * gmAilment: a sickness, disease or poison (001). Its rules (strength, chronic, inescapable, action
 * time, effects) and, on an actor, where it stands (stage, applications, elapsed action times).
 * Its penalties reach the actor as an Active Effect on the ailment item (see ailment-effect.ts).
 */
import { migrateSource } from "../../../../core/migration/schema-version.js";
import { GM_AILMENT_CONDITIONS, GM_AILMENT_EFFECT_KINDS, GM_AILMENT_EXPOSURES, GM_AILMENT_STAGES, GM_AILMENT_TARGETS } from "../../rules/equipment/types.js";
import type { GmAilmentEffect } from "../../rules/equipment/types.js";
import { gmAilmentNextRoll, gmAilmentStrength, gmAilmentTotals } from "../../rules/consequences/ailments.js";
import type { GmAilmentRoll, GmAilmentTotals } from "../../rules/consequences/ailments.js";
import { boolField, choiceField, damageField, durationField, durationSchema, htmlField, intField, schemaVersionField } from "./fields.js";
import { GM_ITEM_MIGRATIONS } from "./migrations.js";
import { rollRegisteredItem } from "../../../../core/documents/registered-rolls.js";

const fields = foundry.data.fields;

function effectSchema() {
  return {
    kind: choiceField(GM_AILMENT_EFFECT_KINDS, "injury"),
    formula: damageField("", true),
    target: choiceField(["", ...GM_AILMENT_TARGETS] as const, "", true),
    amount: intField(0, 0, 100),
    condition: choiceField(["", ...GM_AILMENT_CONDITIONS] as const, "", true),
    duration: new fields.SchemaField(durationSchema(), { required: true, nullable: true, initial: null }),
  };
}

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    description: htmlField(),
    chronic: boolField(false),
    inescapable: boolField(false),
    strength: intField(0, -20, 20),
    actionTime: durationField(),
    effects: new fields.ArrayField(new fields.SchemaField(effectSchema()), { required: true, initial: [] }),
    exposure: choiceField(GM_AILMENT_EXPOSURES, "noticeable"),
    stage: choiceField(GM_AILMENT_STAGES, "exposed"),
    applications: intField(0, 0, 1000),
    elapsed: intField(0, 0, 100_000),
    exposed: boolField(true),
  };
}
type Schema = ReturnType<typeof schema>;
type Derived = {
  totals: GmAilmentTotals;
  currentStrength: number;
  /** The next action time's roll, "automatic", or "none" (over). */
  nextRoll: GmAilmentRoll | "automatic" | "none";
};

export class GmAilmentData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation, Record<string, never>, Derived> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, GM_ITEM_MIGRATIONS));
  }

  /** The ailment's rules as the pure functions read them. */
  get rules() {
    return {
      chronic: this.chronic,
      inescapable: this.inescapable,
      strength: this.strength,
      actionTime: { amount: this.actionTime.amount, unit: this.actionTime.unit },
      effects: this.effects.filter((e: unknown): e is GmAilmentEffect => Boolean(e) && typeof e === "object"),
    };
  }

  /** Where it stands, as the pure functions read it. */
  get progress() {
    return { stage: this.stage, applications: this.applications, elapsed: this.elapsed, exposed: this.exposed };
  }

  override prepareDerivedData(): void {
    this.totals = gmAilmentTotals(this.rules.effects, this.applications);
    this.currentStrength = gmAilmentStrength(this.rules, this.progress);
    this.nextRoll = gmAilmentNextRoll(this.rules, this.progress, this.exposure);
  }

  /** Rolls the next reaction against it (sheet click, hotbar macro). */
  async roll({ skipDialog = false }: { skipDialog?: boolean } = {}): Promise<unknown> {
    return rollRegisteredItem(this.parent as Item.Implementation, { skipDialog });
  }
}
