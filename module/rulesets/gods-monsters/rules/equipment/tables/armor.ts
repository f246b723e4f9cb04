/**
 * The armor table of 004, row for row (blank cells `null`), with the rules around it: worn bulk
 * as listed, carried bulk doubled for cloth, leather, shields and chain and tripled for splint and
 * plate; small shields count against one opponent; the full helmet costs at least 10 or 10% of
 * the other armor and costs one on perception and attack rolls.
 */
import type { GmArmorKind } from "../types.js";

export interface GmArmorRow {
  slug: string;
  name: string;
  kind: GmArmorKind;
  defense: number;
  /** Small shield: "1 vs. one". */
  againstOneOpponent: boolean;
  cost: number;
  /** Helmet: "10 or 10%" of the other armor worn. */
  costPercentOfArmor: number;
  /** Bulk while worn. */
  bulk: number;
  warriorLevel: number | null;
  otherArchetypeLevel: number | null;
  /** Thieves, prophets and monks may learn it (004 names shield, cloth, leather, banded leather, magically light chain). */
  basic: boolean;
  /**
   * Carried bulk = bulk × this. The text doubles cloth, leather, shields and chain and triples
   * splint and plate; banded leather is read as leather and full and ceremonial plate as plate.
   * Scale mail and the helmet are not named: they keep their bulk (1).
   */
  carriedBulkMultiplier: number;
  perceptionPenalty: number;
  attackPenalty: number;
}

type Cells = [
  slug: string,
  name: string,
  kind: GmArmorKind,
  defense: number,
  cost: number,
  bulk: number,
  warrior: number | null,
  other: number | null,
  basic: boolean,
  carried: number,
];

const CELLS: Cells[] = [
  ["cloth", "Cloth", "armor", 1, 3, 8, null, null, true, 2],
  ["leather", "Leather", "armor", 2, 8, 5, 1, 1, true, 2],
  ["banded-leather", "Banded Leather", "armor", 3, 15, 8, 1, 1, true, 2],
  ["scale-mail", "Scale Mail", "armor", 4, 45, 20, 1, null, false, 1],
  ["chain-mail", "Chain Mail", "armor", 5, 80, 15, 1, 2, true, 2],
  ["splint-mail", "Splint Mail", "armor", 6, 70, 25, 2, null, false, 3],
  ["plate-mail", "Plate Mail", "armor", 7, 300, 25, 3, null, false, 3],
  ["full-plate", "Full Plate", "armor", 8, 1000, 30, 4, null, false, 3],
  ["ceremonial-plate", "Ceremonial Plate", "armor", 9, 2000, 40, 5, null, false, 3],
  ["shield", "Shield", "shield", 1, 5, 6, 1, 2, true, 2],
  ["large-shield", "Large Shield", "shield", 2, 15, 12, 2, null, false, 2],
  ["small-shield", "Small Shield", "shield", 1, 5, 2, 3, null, false, 2],
  ["full-helmet", "Full Helmet", "helmet", 1, 10, 4, 1, null, false, 1],
];

export const GM_ARMOR: readonly GmArmorRow[] = CELLS.map(
  ([slug, name, kind, defense, cost, bulk, warriorLevel, otherArchetypeLevel, basic, carriedBulkMultiplier]) => ({
    slug,
    name,
    kind,
    defense,
    cost,
    bulk,
    warriorLevel,
    otherArchetypeLevel,
    basic,
    carriedBulkMultiplier,
    againstOneOpponent: slug === "small-shield",
    costPercentOfArmor: slug === "full-helmet" ? 10 : 0,
    perceptionPenalty: slug === "full-helmet" ? 1 : 0,
    attackPenalty: slug === "full-helmet" ? 1 : 0,
  }),
);
