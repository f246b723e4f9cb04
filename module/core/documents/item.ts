/**
 * Anthology's Item document class (CONFIG.Item.documentClass): an item's roll data is its model's when the model
 * defines `getRollData`, else Foundry's (v13 `Item#getRollData()` returns `this.system`,
 * https://foundryvtt.com/api/v13/classes/foundry.documents.Item.html#getrolldata).
 */
import { modelRollData } from "./roll-data.js";

export class AnthologyItem extends Item {
  override getRollData(): ReturnType<Item["getRollData"]> {
    return modelRollData(this.system) ?? super.getRollData();
  }
}
