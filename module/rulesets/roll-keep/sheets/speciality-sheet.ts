/** The rkSpeciality item sheet: its attribute and description. */
import { AnthologyItemSheet } from "../../../core/sheets/item-sheet.js";
import type { SheetContext, SheetRenderOptions } from "../../../core/sheet-shapes.js";
import { RK_ATTRIBUTES } from "../rules/attributes.js";
import { rkAttributeLabel } from "../rolls/labels.js";
import { isRkSpeciality } from "../data/types.js";

export class RkSpecialitySheet extends AnthologyItemSheet {
  static override DEFAULT_OPTIONS = { classes: ["anthology", "sheet", "item", "rk"], position: { width: 480, height: 460 } };

  static override PARTS = {
    details: { template: "systems/anthology/templates/roll-keep/item/speciality.hbs", scrollable: [""] },
  };

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const attribute = isRkSpeciality(this.item) ? this.item.system.attribute : null;
    return {
      ...context,
      attributes: RK_ATTRIBUTES.map((key) => ({ key, label: rkAttributeLabel(key), selected: key === attribute })),
      owner: this.item.parent?.name ?? null,
    };
  }
}
