/**
 * Schema versions of the Gods & Monsters actor models (README "Migration"). Version 1 is the first shape; steps
 * for later versions go here, each moving or converting values, never dropping them.
 */
import type { MigrationStep } from "../../../core/migration/schema-version.js";

export const GM_ACTOR_SCHEMA_VERSION = 1;

export const GM_CHARACTER_STEPS: readonly MigrationStep[] = [];
export const GM_CREATURE_STEPS: readonly MigrationStep[] = [];
