import { type WardenAttribute } from "./attributes.js";
import { wardenRollSum, type WardenRoller } from "./dice.js";
import { wardenList, wardenRoller, wardenText } from "./numbers.js";

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
 * RollTables); tables without entries are skipped, and so are tables and entries of the wrong kind
 * (only text entries count). A roller that is not a function is refused with a RangeError.
 */
export function wardenGenerateHireling({
  roll: rollInput,
  traitTables = [],
}: {
  roll: WardenRoller;
  traitTables?: readonly WardenTraitTable[];
}): WardenHireling {
  const roll = wardenRoller(rollInput, "wardenGenerateHireling");
  // 3d6 each, in the text's order: STR, DEX, WIL.
  const str = wardenRollSum(roll, 3, 6);
  const dex = wardenRollSum(roll, 3, 6);
  const wil = wardenRollSum(roll, 3, 6);
  const attributes: Record<WardenAttribute, number> = { str, dex, wil };
  const hp = wardenRollSum(roll, 1, 6);
  const traits: Record<string, string> = {};
  for (const table of wardenList(traitTables)) {
    const given: unknown = table.entries;
    const entries = Array.isArray(given) ? given.filter((e): e is string => typeof e === "string") : [];
    if (entries.length === 0) continue;
    traits[wardenText(table.id)] = entries[wardenRollSum(roll, 1, entries.length) - 1];
  }
  return { attributes, hp, traits };
}
