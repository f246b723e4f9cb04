/**
 * Schema migration steps of the Roll & Keep data models (module/core/migration/schema-version.ts). Version 1
 * is the first shape; no step yet. A later step goes here with its version and never drops a value.
 */
import type { MigrationStep } from "../../../core/migration/schema-version.js";

export const RK_SCHEMA_VERSION = 1;
export const RK_ACTOR_STEPS: readonly MigrationStep[] = [];
export const RK_ITEM_STEPS: readonly MigrationStep[] = [];
