/** gmArmor: armor, shields and the full helmet of 004. */
import { migrateSource } from "../../../../core/migration/schema-version.js";
import { GM_ARMOR_KINDS } from "../../rules/equipment/types.js";
import { gmArmorBulk } from "../../rules/equipment/armor.js";
import { amountField, boolField, choiceField, intField, nullableIntField, physicalFields } from "./fields.js";
import { GM_ITEM_MIGRATIONS } from "./migrations.js";
import { gmWarnIfNotAllowed } from "../equipment-allowed.js";

function schema() {
  return {
    ...physicalFields(),
    kind: choiceField(GM_ARMOR_KINDS, "armor"),
    defense: intField(0, 0, 50),
    againstOneOpponent: boolField(false),
    carriedBulkMultiplier: amountField(1, 10),
    warriorLevel: nullableIntField(1, 100),
    otherArchetypeLevel: nullableIntField(1, 100),
    basic: boolField(false),
    perceptionPenalty: intField(0, 0, 20),
    attackPenalty: intField(0, 0, 20),
    costPercentOfArmor: amountField(0, 100),
    equipped: boolField(false),
  };
}
type Schema = ReturnType<typeof schema>;
type Derived = { carriedBulk: number };

export class GmArmorData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation, Record<string, never>, Derived> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, GM_ITEM_MIGRATIONS));
  }

  /** Equipping a piece the character's archetypes or levels do not allow warns the user who did it (004; never blocks). */
  protected override _onUpdate(...args: Parameters<foundry.abstract.TypeDataModel<Schema, Item.Implementation>["_onUpdate"]>): void {
    super._onUpdate(...args);
    gmWarnIfNotAllowed(this.parent as Item.Implementation, args[0] as Record<string, unknown>, args[2]);
  }

  override prepareDerivedData(): void {
    this.carriedBulk = gmArmorBulk({ bulk: this.bulk ?? 0, carriedBulkMultiplier: this.carriedBulkMultiplier }, false);
  }
}
