/**
 * Anthology's Actor document class (CONFIG.Actor.documentClass). v13 `Actor#getRollData()` returns `this.system`
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#getrolldata), so a data model's own
 * `getRollData` is reached only through a document class that asks for it, as dnd5e's Actor5e does.
 */
import { callModifyTokenAttribute } from "../foundry/hooks.js";
import { modelRollData } from "./roll-data.js";
import { clampTokenBar, isTokenBar, tokenBarEditOf, tokenBarTarget } from "./token-bars.js";
import { format, localize } from "../foundry/i18n.js";

export class AnthologyActor extends Actor {
  /** The data model's roll data when it defines one (e.g. G&M abilities and reactions by name), else Foundry's. */
  override getRollData(): ReturnType<Actor["getRollData"]> {
    return modelRollData(this.system) ?? super.getRollData();
  }

  /**
   * A token bar the data model derives (documents/token-bars.ts) is edited on the stored field the model names, as
   * v13 `Actor#modifyTokenAttribute` edits a stored bar
   * (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#modifytokenattribute): the delta is added to
   * the bar's current value (or the value replaces it), nothing happens when that is the current value, the result
   * is clamped to 0…the edit's limit, the `modifyTokenAttribute` hook may cancel
   * (https://foundryvtt.com/api/v13/functions/hookEvents.modifyTokenAttribute.html), then one update. Every other
   * attribute is Foundry's (dnd5e's Actor5e overrides the same method for its hit points and item uses).
   */
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    const edit = isBar ? tokenBarEditOf(this.system, attribute) : null;
    const bar: unknown = edit ? foundry.utils.getProperty(this.system, attribute) : null;
    if (!edit || !isTokenBar(bar)) return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const update = tokenBarTarget(bar.value, value, isDelta);
    if (update === null) return this;
    const written = clampTokenBar(update, edit.limit);
    // Bad input is brought to the bound with a message, as the sheet's bar does (core/sheets/inline-edits.ts).
    if (written !== update) {
      const bound = update < written ? "min" : "max";
      ui.notifications?.warn(format(`ANTHOLOGY.Sheet.Clamped.${bound}`, { field: localize(edit.label), bound: String(written) }));
    }
    const updates = { [`system.${edit.path}`]: written };
    if (!callModifyTokenAttribute({ attribute, value, isDelta, isBar }, updates, this)) return this;
    return this.update(updates);
  }
}
