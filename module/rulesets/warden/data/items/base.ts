/** What the Warden item models share: schema version, migration, and reaching the owning actor. */
import { migrateSource } from "../../../../core/migration/schema-version.js";
import { WARDEN_ITEM_STEPS } from "../migrations.js";
import { localize } from "../../../../core/foundry/i18n.js";

export function migrateWardenItem(source: Record<string, unknown>): Record<string, unknown> {
  return migrateSource(source, WARDEN_ITEM_STEPS);
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
