/**
 * The part every ruleset's item data model wrote again: a schema from a function, and `migrateData` that brings an old
 * source up to date with the ruleset's steps before Foundry's own (v13 `common/abstract/data.mjs`
 * `DataModel.migrateData`, called by `DataModel.migrateDataSafe` when a document is built from its source). A model
 * that rolls adds `roll()` through `rollableItemModel`, which asks the roll the ruleset names for the item's type.
 */
import { migrateSource, type MigrationStep } from "../migration/schema-version.js";
import { rollRegisteredItem } from "./registered-rolls.js";

type Schema = foundry.data.fields.DataSchema;

/** A TypeDataModel class for items whose schema is `schema()` and whose old sources are migrated by `steps`. */
export function itemModel<S extends Schema>(schema: () => S, steps: readonly MigrationStep[]) {
  return class extends foundry.abstract.TypeDataModel<S, Item.Implementation> {
    static override defineSchema(): S {
      return schema();
    }

    static override migrateData(source: Record<string, unknown>) {
      return super.migrateData(migrateSource(source, steps));
    }
  };
}

/** `itemModel` with `roll()`: the roll the item's ruleset names for its type (`itemRolls` in its ruleset.ts). */
export function rollableItemModel<S extends Schema>(schema: () => S, steps: readonly MigrationStep[]) {
  return class extends itemModel(schema, steps) {
    async roll({ skipDialog = false }: { skipDialog?: boolean } = {}): Promise<unknown> {
      return rollRegisteredItem(this.parent, { skipDialog });
    }
  };
}
