/**
 * The settings menu where a GM links each attribute to a mana colour (or to none). The text fixes only
 * Cunning → black and Intelligence → blue; the rest are this system's defaults (rules/attributes.ts), shown
 * beside each choice. Saving stores the cleaned links in the world setting; "Reset" restores the defaults.
 */
import { SYSTEM_ID } from "../../../core/settings.js";
import { renderOpenWindowInstead } from "../../../core/foundry/single-window.js";
import { handlebarsApplicationBase, type SheetContext, type SheetRenderOptions } from "../../../core/sheet-shapes.js";
import { RK_ATTRIBUTES, RK_COLOURS, RK_DEFAULT_COLOUR_LINKS, rkColourLinks } from "../rules/attributes.js";
import { rkAttributeLabel, rkColourLabel } from "../rolls/labels.js";
import { RK_LINKS_SETTING, rkWorldColourLinks } from "../settings.js";

/** Stores the links read from the form's values (`<attribute>`: a colour or "none"). */
export async function rkSaveColourLinks(values: Record<string, unknown>): Promise<void> {
  const links = rkColourLinks(values);
  await game.settings!.set(SYSTEM_ID, RK_LINKS_SETTING, links);
}

export class RkColourLinksConfig extends handlebarsApplicationBase() {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    id: "anthology-rk-colour-links",
    tag: "form",
    classes: ["anthology", "rk", "rk-colour-links"],
    window: { title: "ANTHOLOGY.RollKeep.Settings.Links.Name", icon: "fa-solid fa-palette" },
    position: { width: 460, height: "auto" },
    form: { handler: RkColourLinksConfig.#onSubmit, submitOnChange: false, closeOnSubmit: true },
    actions: { reset: RkColourLinksConfig.#onReset },
  };

  static override PARTS = {
    form: { template: "systems/anthology/templates/roll-keep/dialogs/colour-links.hbs" },
  };

  /** One window (fixed id): Foundry's settings menu builds a new one per click; the open one is brought to the front instead. */
  override async render(options?: boolean | SheetRenderOptions): Promise<this> {
    const open = renderOpenWindowInstead(this, options);
    if (open) return open as Promise<this>;
    return super.render(options);
  }

  override async _prepareContext(_options: SheetRenderOptions): Promise<SheetContext> {
    const links = rkWorldColourLinks();
    return {
      rows: RK_ATTRIBUTES.map((attribute) => ({
        attribute,
        label: rkAttributeLabel(attribute),
        defaultLabel: rkColourLabel(RK_DEFAULT_COLOUR_LINKS[attribute]),
        options: [...RK_COLOURS, "none" as const].map((colour) => ({
          value: colour,
          label: rkColourLabel(colour === "none" ? null : colour),
          selected: (links[attribute] ?? "none") === colour,
        })),
      })),
    };
  }

  static async #onSubmit(this: RkColourLinksConfig, _event: Event, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Promise<void> {
    await rkSaveColourLinks(formData.object);
  }

  static async #onReset(this: RkColourLinksConfig): Promise<void> {
    await rkSaveColourLinks({ ...RK_DEFAULT_COLOUR_LINKS });
    await this.render({ force: true });
  }
}
