/**
 * The ammunition table of 004, row for row. Costs and bulk are for one unit. Quivers, powder bags
 * and powder horns are listed here and hold other ammunition.
 */
import type { GmContainerData } from "../types.js";

export interface GmAmmunitionRow {
  slug: string;
  name: string;
  cost: number;
  bulk: number;
  ammunitionKind: string;
  /** Damage when used as a hand weapon, "" when the text gives none. */
  handDamage: string;
  handAttackPenalty: number;
  container: GmContainerData | null;
}

export const GM_AMMUNITION: readonly GmAmmunitionRow[] = [
  { slug: "arrow", name: "Arrow", cost: 0.1, bulk: 0.2, ammunitionKind: "arrow", handDamage: "d3", handAttackPenalty: 2, container: null },
  {
    slug: "crossbow-bolt",
    name: "Crossbow Bolt",
    cost: 0.1,
    bulk: 0.2,
    ammunitionKind: "crossbow-bolt",
    handDamage: "1",
    handAttackPenalty: 2,
    container: null,
  },
  {
    slug: "crossbow-bolt-heavy",
    name: "Crossbow Bolt, heavy",
    cost: 0.2,
    bulk: 0.3,
    ammunitionKind: "heavy-crossbow-bolt",
    handDamage: "d2",
    handAttackPenalty: 2,
    container: null,
  },
  { slug: "gun-bullets", name: "Gun bullets", cost: 0.05, bulk: 0.05, ammunitionKind: "gun-bullet", handDamage: "", handAttackPenalty: 0, container: null },
  { slug: "gun-powder", name: "Gun powder (1 use)", cost: 0.3, bulk: 0.05, ammunitionKind: "gunpowder", handDamage: "", handAttackPenalty: 0, container: null },
  {
    slug: "powder-bag",
    name: "Powder bag",
    cost: 1,
    bulk: 0.2,
    ammunitionKind: "",
    handDamage: "",
    handAttackPenalty: 0,
    container: { capacity: 6, holds: "gunpowder", retrievalRounds: 0 },
  },
  {
    slug: "powder-horn",
    name: "Powder horn",
    cost: 4,
    bulk: 0.5,
    ammunitionKind: "",
    handDamage: "",
    handAttackPenalty: 0,
    container: { capacity: 20, holds: "gunpowder", retrievalRounds: 0 },
  },
  {
    slug: "quiver",
    name: "Quiver",
    cost: 1,
    bulk: 1,
    ammunitionKind: "",
    handDamage: "",
    handAttackPenalty: 0,
    container: { capacity: 20, holds: "arrow-or-bolt", retrievalRounds: 0 },
  },
  {
    slug: "sling-bullets",
    name: "Sling Bullets",
    cost: 0.01,
    bulk: 0.05,
    ammunitionKind: "sling-bullet",
    handDamage: "",
    handAttackPenalty: 0,
    container: null,
  },
];
