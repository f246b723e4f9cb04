/** gmGear: food, lodging, ingredients, animals, containers, tack and miscellaneous equipment of 004. */
import { migrateSource } from "../../../../core/migration/schema-version.js";
import { GM_GEAR_CATEGORIES, GM_MATERIALS } from "../../rules/equipment/types.js";
import { gmBookCostAndBulk } from "../../rules/equipment/carry.js";
import { amountField, boolField, choiceField, containerField, damageField, durationField, intField, physicalFields, textField } from "./fields.js";
import { GM_ITEM_MIGRATIONS } from "./migrations.js";
import { rollRegisteredItem } from "../../../../core/documents/registered-rolls.js";

const fields = foundry.data.fields;

function schema() {
  return {
    ...physicalFields(),
    category: choiceField(GM_GEAR_CATEGORIES, "miscellaneous"),
    costIsMinimum: boolField(false),
    per: textField(""),
    perPages: new fields.SchemaField(
      { pages: intField(0, 0, 100_000), costPerTen: amountField(0, 1000), bulkPerTen: amountField(0, 1000) },
      { required: true, nullable: true, initial: null },
    ),
    container: containerField(),
    improvisedWeapon: new fields.SchemaField(
      { damage: damageField("d4"), attackPenalty: intField(1, 0, 20), bulk: amountField(0) },
      { required: true, nullable: true, initial: null },
    ),
    animal: new fields.SchemaField(
      { movement: intField(10, 0, 1000), carryBulk: amountField(0), riding: boolField(false) },
      { required: true, nullable: true, initial: null },
    ),
    activationRounds: intField(0, 0, 1000),
    lightRadius: amountField(0, 10_000),
    lasts: durationField(true),
    material: choiceField(["", ...GM_MATERIALS] as const, "", true),
  };
}
type Schema = ReturnType<typeof schema>;
type Derived = { totalCost: number; totalBulk: number | null; isContainer: boolean };

export class GmGearData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation, Record<string, never>, Derived> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, GM_ITEM_MIGRATIONS));
  }

  override prepareDerivedData(): void {
    this.isContainer = this.container !== null;
    if (this.perPages) {
      const b = gmBookCostAndBulk({ cost: this.cost, bulk: this.bulk ?? 0 }, this.perPages, this.perPages.pages);
      this.totalCost = b.cost;
      this.totalBulk = b.bulk;
    } else {
      this.totalCost = this.cost;
      this.totalBulk = this.bulk ?? null;
    }
  }

  /** Used as a hand weapon (axe, pick, pole, shovel). */
  async roll({ skipDialog = false }: { skipDialog?: boolean } = {}): Promise<unknown> {
    return rollRegisteredItem(this.parent as Item.Implementation, { skipDialog });
  }
}
