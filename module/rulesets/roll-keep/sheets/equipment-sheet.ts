/** The rkEquipment item sheet: quantity, the weapon's damage pool (a table option) and the notes. */
import { AnthologyItemSheet } from "../../../core/sheets/item-sheet.js";
import type { SheetContext, SheetRenderOptions } from "../../../core/sheet-shapes.js";
import { enrichText } from "../../../core/foundry/text.js";
import { rkDamagePool } from "../rules/damage.js";

export class RkEquipmentSheet extends AnthologyItemSheet {
  static override DEFAULT_OPTIONS = { classes: ["anthology", "sheet", "item", "rk"], position: { width: 480, height: 520 } };

  static override PARTS = {
    details: { template: "systems/anthology/templates/roll-keep/item/equipment.hbs", scrollable: [""] },
  };

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const system = this.item.system as { notes?: unknown; damage?: { roll?: unknown; keep?: unknown } };
    const notes = typeof system.notes === "string" ? system.notes : "";
    const pool = rkDamagePool(system.damage?.roll, system.damage?.keep);
    return {
      ...context,
      owner: this.item.parent?.name ?? null,
      enrichedNotes: await enrichText(notes, this.item, this.item.isOwner),
      damagePool: pool.error ? null : `${pool.roll}k${pool.keep}`,
    };
  }
}
