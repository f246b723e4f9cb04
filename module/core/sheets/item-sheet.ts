/** The base of every Anthology item sheet: the item, its system data and its enriched description. */
import { enrichText } from "../foundry/text.js";
import { itemSheetBase, type SheetContext, type SheetRenderOptions } from "../sheet-shapes.js";
import { enableViewControls } from "./view-controls.js";

export class AnthologyItemSheet extends itemSheetBase() {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ["anthology", "sheet", "item"],
    position: { width: 520, height: 560 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  /** After Foundry disables a read-only sheet's controls, the ones that only change the view work again. */
  protected override _toggleDisabled(disabled: boolean): void {
    super._toggleDisabled(disabled);
    if (disabled) enableViewControls(this.element);
  }

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const item = this.item;
    const system = item.system as { description?: string; toObject?: () => object };
    const description = typeof system.description === "string" ? system.description : "";
    const enriched = await enrichText(description, item, item.isOwner);
    return {
      ...context,
      item,
      system: item.system,
      systemSource: system.toObject?.() ?? {},
      enrichedDescription: enriched,
      isGM: game.user?.isGM ?? false,
    };
  }
}
