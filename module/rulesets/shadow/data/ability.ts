/** A Shadow ability: its level (novice, adept, master) and how it is used (active, passive, reaction). */
import { migrateSource } from "../../../core/migration/schema-version.js";
import { SHADOW_ABILITY_LEVELS, SHADOW_ATTRIBUTES, shadowAbilityCost } from "../rules/index.js";
import { rollRegisteredItem } from "../../../core/documents/registered-rolls.js";
import { shadowItemBase } from "./item-schema.js";
import { SHADOW_ITEM_MIGRATIONS } from "./migrations.js";

const fields = foundry.data.fields;

function schema() {
  return {
    ...shadowItemBase(),
    level: new fields.StringField({ required: true, nullable: false, blank: false, initial: "novice", choices: [...SHADOW_ABILITY_LEVELS] }),
    use: new fields.StringField({ required: true, nullable: false, blank: false, initial: "active", choices: ["active", "passive", "reaction"] }),
    // The attribute whose success test using the ability rolls ("none": using it rolls nothing, its card says what it does).
    test: new fields.StringField({ required: true, nullable: false, blank: false, initial: "none", choices: ["none", ...SHADOW_ATTRIBUTES] }),
  };
}

type Schema = ReturnType<typeof schema>;

export class ShadowAbilityData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation, Record<string, never>, { cost: number }> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, SHADOW_ITEM_MIGRATIONS));
  }

  override prepareDerivedData(): void {
    this.cost = shadowAbilityCost("none", this.level);
  }

  /** Uses the ability (sheet click, hotbar macro): its card in chat, then its test (module/rulesets/shadow/rolls/ability-use.ts). */
  async roll({ skipDialog = false }: { skipDialog?: boolean } = {}): Promise<unknown> {
    return rollRegisteredItem(this.parent as Item.Implementation, { skipDialog });
  }
}
