/** What the Warden item models share: schema version, migration, and reaching the owning actor. */
import { itemModel, rollableItemModel } from "../../../../core/documents/item-model.js";
import { WARDEN_ITEM_STEPS } from "../migrations.js";
import { localize } from "../../../../core/foundry/i18n.js";

type Schema = foundry.data.fields.DataSchema;

/** A Warden item model: `schema()` with the Warden item migrations. */
export function wardenItem<S extends Schema>(schema: () => S) {
  return itemModel(schema, WARDEN_ITEM_STEPS);
}

/** A Warden item model with `roll()` (the roll ruleset.ts names for its type). */
export function wardenRollableItem<S extends Schema>(schema: () => S) {
  return rollableItemModel(schema, WARDEN_ITEM_STEPS);
}

/** The item document of a data model and the actor that owns it (null for a world or compendium item). */
export function ownerOf(model: { parent: unknown }): { item: Item.Implementation | null; actor: Actor.Implementation | null } {
  const parent = model.parent;
  const item = parent instanceof Item ? parent : null;
  const owner = item?.parent;
  return { item, actor: owner instanceof Actor ? owner : null };
}

/** A roll asked of an item that has no owner: a warning instead of an error. */
export function warnUnowned(): null {
  ui.notifications?.warn(localize("ANTHOLOGY.Warden.Warn.NoActor"));
  return null;
}
