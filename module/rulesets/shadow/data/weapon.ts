/** A Shadow weapon: damage dice, qualities (short, long, heavy, natural, ranged), the attack attribute. */
import { migrateSource } from "../../../core/migration/schema-version.js";
import { SHADOW_ATTRIBUTES } from "../rules/index.js";
import { diceField, equippedField, quantityField, shadowItemBase } from "./item-schema.js";
import { SHADOW_ITEM_MIGRATIONS } from "./migrations.js";
import { rollRegisteredItem } from "../../../core/documents/registered-rolls.js";

const fields = foundry.data.fields;

function quality() {
  return new fields.BooleanField({ required: true, initial: false });
}

function schema() {
  return {
    ...shadowItemBase(),
    damage: diceField("1d8"),
    qualities: new fields.SchemaField({ short: quality(), long: quality(), heavy: quality(), natural: quality(), ranged: quality() }),
    /** Accurate by default; some abilities attack with another attribute. */
    attribute: new fields.StringField({ required: true, nullable: false, blank: false, initial: "accurate", choices: [...SHADOW_ATTRIBUTES] }),
    equipped: equippedField(),
    quantity: quantityField(),
  };
}

type Schema = ReturnType<typeof schema>;

export class ShadowWeaponData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, SHADOW_ITEM_MIGRATIONS));
  }

  /** The qualities that are set, in the rules' order. */
  get qualityList(): string[] {
    return Object.entries(this.qualities).filter(([, on]) => on).map(([q]) => q);
  }

  /** Attacks the targeted token (sheet click, hotbar macro). */
  async roll({ skipDialog = false }: { skipDialog?: boolean } = {}): Promise<unknown> {
    return rollRegisteredItem(this.parent as Item.Implementation, { skipDialog });
  }
}
