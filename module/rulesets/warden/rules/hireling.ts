import { WARDEN_ATTRIBUTES, type WardenAttribute } from "./attributes.js";
import { wardenRollSum, type WardenRoller } from "./dice.js";

/** A trait table the hireling generator rolls on: any number of entries, one picked uniformly. */
export interface WardenTraitTable {
  id: string;
  entries: readonly string[];
}

export interface WardenHireling {
  attributes: Record<WardenAttribute, number>;
  hp: number;
  /** One entry per trait table, keyed by the table's id. */
  traits: Record<string, string>;
}

/**
 * A hireling: "Roll 3d6 for each attribute and 1d6 for their HP ... then roll on the Character
 * Traits tables". The text does not print the traits tables, so the caller supplies them (a world's
 * RollTables); tables without entries are skipped.
 */
export function wardenGenerateHireling({
  roll,
  traitTables = [],
}: {
  roll: WardenRoller;
  traitTables?: readonly WardenTraitTable[];
}): WardenHireling {
  const attributes = {} as Record<WardenAttribute, number>;
  for (const a of WARDEN_ATTRIBUTES) attributes[a] = wardenRollSum(roll, 3, 6);
  const hp = wardenRollSum(roll, 1, 6);
  const traits: Record<string, string> = {};
  for (const table of traitTables) {
    if (table.entries.length === 0) continue;
    traits[table.id] = table.entries[wardenRollSum(roll, 1, table.entries.length) - 1];
  }
  return { attributes, hp, traits };
}
