/**
 * Schema migration steps of the Warden data models (module/core/migration/schema-version.ts). Version 1 is
 * the first shape; no step yet. A later step is added here with its version and never drops a value.
 */
import type { MigrationStep } from "../../../core/migration/schema-version.js";

export const WARDEN_SCHEMA_VERSION = 1;
export const WARDEN_ACTOR_STEPS: readonly MigrationStep[] = [];
export const WARDEN_ITEM_STEPS: readonly MigrationStep[] = [];
