/**
 * The compact Shadow monster sheet: one page, as Symbaroum's and Dragonbane's monster sheets are, with the
 * numbers a GM runs a fight with. Its rows, bars and actions (attribute tests, attacks, damage, equipping, abilities
 * used from the sheet) are the character sheet's, from ./actor-base.ts.
 */
import { ShadowSheetBase } from "./actor-base.js";

export class ShadowMonsterSheet extends ShadowSheetBase {
  /** A monster's notes are the GM's: a Limited user sees its name and portrait only. */
  static override PUBLIC_DESCRIPTION = null;
  static override DEFAULT_OPTIONS = {
    classes: ["anthology", "sheet", "actor", "shadow", "shadow-monster"],
    position: { width: 620, height: 820 },
  };

  /**
   * One part: its header stays while its body scrolls, whose position v13 keeps across renders (the part's
   * `scrollable` selectors, https://foundryvtt.com/api/v13/interfaces/foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart.html).
   */
  static override PARTS = {
    main: { template: "systems/anthology/templates/shadow/actor/monster.hbs", scrollable: [".shadow-monster-body"] },
  };
}
