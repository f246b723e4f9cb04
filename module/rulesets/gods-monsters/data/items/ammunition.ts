/** gmAmmunition: arrows, bolts, bullets, powder and the quivers and horns that hold them (004). */
import { migrateSource } from "../../../../core/migration/schema-version.js";
import { containerField, damageField, intField, physicalFields, textField } from "./fields.js";
import { GM_ITEM_MIGRATIONS } from "./migrations.js";
import { rollRegisteredItem } from "../../../../core/documents/registered-rolls.js";

function schema() {
  return {
    ...physicalFields(),
    ammunitionKind: textField(""),
    handDamage: damageField("", true),
    handAttackPenalty: intField(0, 0, 20),
    container: containerField(),
  };
}
type Schema = ReturnType<typeof schema>;

export class GmAmmunitionData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, GM_ITEM_MIGRATIONS));
  }

  /** Used as a hand weapon (an arrow: d3 at −2). */
  async roll({ skipDialog = false }: { skipDialog?: boolean } = {}): Promise<unknown> {
    return rollRegisteredItem(this.parent as Item.Implementation, { skipDialog });
  }
}
