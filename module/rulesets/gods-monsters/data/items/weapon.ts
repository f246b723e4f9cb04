/**
 * gmWeapon: a weapon of 004. `damage` and `range` are the table's (medium) numbers; the weapon's
 * `size` moves them along the size rules (derived `sizedDamage`, `sizedRange`).
 */
import { migrateSource } from "../../../../core/migration/schema-version.js";
import { GM_ATTACK_MODES, GM_WEAPON_CATEGORIES } from "../../rules/equipment/types.js";
import { gmDamageDiceCount, gmDamageRollFormula } from "../../rules/equipment/damage-dice.js";
import { gmDamageForSize, gmRangeForSize } from "../../rules/equipment/sizes.js";
import { boolField, choiceField, damageField, intField, nullableIntField, physicalFields, textField } from "./fields.js";
import { GM_ITEM_MIGRATIONS } from "./migrations.js";
import { rollRegisteredItem } from "../../../../core/documents/registered-rolls.js";
import { gmWarnIfNotAllowed } from "../equipment-allowed.js";

function schema() {
  return {
    ...physicalFields(),
    damage: damageField("d6"),
    fireActions: nullableIntField(1, 20),
    range: nullableIntField(0, 10_000),
    hands: nullableIntField(1, 2),
    space: nullableIntField(0, 100),
    category: choiceField(GM_WEAPON_CATEGORIES, "simple"),
    attackMode: choiceField(GM_ATTACK_MODES, "close"),
    thrown: boolField(false),
    strengthRating: intField(0, 0, 100),
    attackPenalty: intField(0, 0, 20),
    mountedOnly: boolField(false),
    ammunition: textField(""),
    equipped: boolField(false),
  };
}
type Schema = ReturnType<typeof schema>;
type Derived = { sizedDamage: string; sizedRange: number | null; rollFormula: string; damageDice: number };

export class GmWeaponData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation, Record<string, never>, Derived> {
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
    this.sizedDamage = gmDamageForSize(this.damage, this.size);
    this.sizedRange = gmRangeForSize(this.range ?? null, this.size);
    this.rollFormula = gmDamageRollFormula(this.sizedDamage);
    this.damageDice = gmDamageDiceCount(this.sizedDamage);
  }

  /** Attack or damage roll (sheet click, hotbar macro). */
  async roll({ skipDialog = false }: { skipDialog?: boolean } = {}): Promise<unknown> {
    return rollRegisteredItem(this.parent as Item.Implementation, { skipDialog });
  }
}
