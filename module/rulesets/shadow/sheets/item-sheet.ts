/** The sheet of the five Shadow item types: one form, the fields of the item's type. */
import { AnthologyItemSheet } from "../../../core/sheets/item-sheet.js";
import type { SheetContext, SheetRenderOptions } from "../../../core/sheet-shapes.js";
import { SHADOW_ABILITY_LEVELS, SHADOW_ATTRIBUTES, SHADOW_WEAPON_QUALITIES } from "../rules/index.js";
import { systemField } from "../../../core/foundry/typed.js";
import { isShadowWeapon } from "../data/types.js";

const choices = (keys: readonly string[], prefix: string) => Object.fromEntries(keys.map((k) => [k, `${prefix}.${k}`]));

export class ShadowItemSheet extends AnthologyItemSheet {
  static override DEFAULT_OPTIONS = { classes: ["anthology", "sheet", "item", "shadow"] };

  static override PARTS = {
    details: { template: "systems/anthology/templates/shadow/item/item.hbs", scrollable: [""] },
  };

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const item = this.item;
    const type = String(item.type);
    // Typed through the guards (data/types.ts); the fields several item types share, by name (core/foundry/typed.ts).
    const qualities = isShadowWeapon(item) ? item.system.qualities : null;
    return {
      ...context,
      typeLabel: `TYPES.Item.${type}`,
      isWeapon: type === "shadowWeapon",
      isArmor: type === "shadowArmor",
      isShield: type === "shadowShield",
      isAbility: type === "shadowAbility",
      isEquipment: type === "shadowEquipment",
      hasEquipped: typeof systemField(item, "equipped") === "boolean",
      hasQuantity: typeof systemField(item, "quantity") === "number",
      attributeChoices: choices(SHADOW_ATTRIBUTES, "ANTHOLOGY.Shadow.Attribute"),
      levelChoices: choices(SHADOW_ABILITY_LEVELS, "ANTHOLOGY.Shadow.Level"),
      useChoices: choices(["active", "passive", "reaction"], "ANTHOLOGY.Shadow.Use"),
      testChoices: { none: "ANTHOLOGY.Shadow.AbilityTest.none", ...choices(SHADOW_ATTRIBUTES, "ANTHOLOGY.Shadow.Attribute") },
      kindChoices: choices(["shield", "buckler"], "ANTHOLOGY.Shadow.ShieldKind"),
      qualities: SHADOW_WEAPON_QUALITIES.map((q) => ({
        key: q,
        label: `ANTHOLOGY.Shadow.Quality.${q}`,
        hint: `ANTHOLOGY.Shadow.QualityHint.${q}`,
        field: `system.qualities.${q}`,
        checked: qualities?.[q] === true,
      })),
    };
  }
}
