/**
 * Schema versions of the gm item data models. Pure (no Foundry globals): the pack generator reads
 * the version too. Version 1 is the first shape; a later version appends a step here.
 */
import type { MigrationStep } from "../../../../core/migration/schema-version.js";

export const GM_ITEM_SCHEMA_VERSION = 1;
export const GM_ITEM_MIGRATIONS: readonly MigrationStep[] = [];
