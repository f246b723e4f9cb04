/** One sheet for the eight Warden item types; the template shows the fields of the item's type. */
import { AnthologyItemSheet } from "../../../core/sheets/item-sheet.js";
import type { SheetContext, SheetRenderOptions } from "../../../core/sheet-shapes.js";
import { WARDEN_FATIGUE_SOURCES } from "../data/item-system.js";

const DIE_CHOICES = [0, 4, 6, 8, 10, 12, 20] as const;
const CARRIED = new Set(["wardenWeapon", "wardenArmor", "wardenGear", "wardenScroll", "wardenGrimoire", "wardenManaDust"]);

export class WardenItemSheet extends AnthologyItemSheet {
  static override DEFAULT_OPTIONS = { classes: ["warden", "warden-item-sheet"] };

  static override PARTS = {
    main: { template: "systems/anthology/templates/warden/item/item-sheet.hbs", scrollable: [""] },
  };

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const type: string = this.item.type;
    return {
      ...context,
      typeLabel: `TYPES.Item.${type}`,
      isCarried: CARRIED.has(type),
      isWeapon: type === "wardenWeapon",
      isArmor: type === "wardenArmor",
      isGear: type === "wardenGear",
      isSpell: type === "wardenSpell" || type === "wardenScroll",
      isGrimoire: type === "wardenGrimoire",
      isFatigue: type === "wardenFatigue",
      dieChoices: Object.fromEntries(DIE_CHOICES.map((d) => [d, `ANTHOLOGY.Warden.Die.${d}`])),
      fatigueSources: Object.fromEntries(WARDEN_FATIGUE_SOURCES.map((s) => [s, `ANTHOLOGY.Warden.FatigueSource.${s}`])),
    };
  }
}
