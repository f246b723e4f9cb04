/**
 * Anthology's Actor document class (CONFIG.Actor.documentClass). v13 `Actor#getRollData()` returns `this.system`
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#getrolldata), so a data model's own
 * `getRollData` is reached only through a document class that asks for it, as dnd5e's Actor5e does.
 */
import { modelRollData } from "./roll-data.js";

export class AnthologyActor extends Actor {
  /** The data model's roll data when it defines one (e.g. G&M abilities and reactions by name), else Foundry's. */
  override getRollData(): ReturnType<Actor["getRollData"]> {
    return modelRollData(this.system) ?? super.getRollData();
  }
}
