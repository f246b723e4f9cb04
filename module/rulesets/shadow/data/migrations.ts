/**
 * Schema migration steps of the Shadow data models (none yet: version 1 is the first shape).
 * A later version appends a step here; `migrateSource` runs the ones a stored source has not seen.
 */
import type { MigrationStep } from "../../../core/migration/schema-version.js";

export const SHADOW_SCHEMA_VERSION = 1;
export const SHADOW_ACTOR_MIGRATIONS: readonly MigrationStep[] = [];
export const SHADOW_ITEM_MIGRATIONS: readonly MigrationStep[] = [];
