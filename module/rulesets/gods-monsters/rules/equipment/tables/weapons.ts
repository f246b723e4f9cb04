/**
 * The simple, basic and warrior weapon tables of 004, row for row. A blank cell of the text is
 * `null`. Damage is written in lower case ("D8" → "d8"). Every weapon with a range that fires no
 * missile can be thrown; bows, crossbows, the sling and the guns are propelled.
 */
import type { GmAttackMode, GmWeaponCategory } from "../types.js";

export interface GmWeaponRow {
  /** Stable slug, also the pack file name. */
  slug: string;
  /** Name as the text gives it. */
  name: string;
  category: GmWeaponCategory;
  damage: string;
  fireActions: number | null;
  range: number | null;
  hands: number | null;
  space: number | null;
  bulk: number;
  cost: number;
  /** "propelled" for missile weapons, "thrown" for weapons made for throwing (dart, javelin), "close" otherwise. */
  attackMode: GmAttackMode;
  /** Has a range and is not a missile weapon: it can be thrown. */
  thrown: boolean;
  /** Ammunition code for propelled weapons, "" otherwise. */
  ammunition: string;
  mountedOnly: boolean;
}

/** Weapons made for throwing rather than for hand-to-hand use. */
const THROWING = new Set(["dart", "javelin"]);

type Cells = [
  slug: string,
  name: string,
  damage: string,
  fireActions: number | null,
  range: number | null,
  hands: number | null,
  space: number | null,
  bulk: number,
  cost: number,
];

function rows(category: GmWeaponCategory, cells: Cells[], propelled: Record<string, string>): GmWeaponRow[] {
  return cells.map(([slug, name, damage, fireActions, range, hands, space, bulk, cost]) => ({
    slug,
    name,
    category,
    damage,
    fireActions,
    range,
    hands,
    space,
    bulk,
    cost,
    attackMode: slug in propelled ? "propelled" : THROWING.has(slug) ? "thrown" : "close",
    thrown: range !== null && !(slug in propelled),
    ammunition: propelled[slug] ?? "",
    mountedOnly: slug === "lance",
  }));
}

/** Simple weapons: anyone can use them. */
export const GM_SIMPLE_WEAPONS: readonly GmWeaponRow[] = rows(
  "simple",
  [
    ["club", "Club", "d4", 2, 2, null, 1, 10, 0.1],
    ["dagger", "Dagger", "d4", 1, 3, null, null, 2, 2],
    ["dart", "Dart", "d3", 1, 4, null, null, 2, 0.4],
    ["hand-gun", "Hand Gun", "d6", 4, 8, 2, null, 9, 45],
    ["knife", "Knife", "d3", 1, 3, null, null, 2, 1],
    ["quarterstaff", "Quarterstaff", "d6", 2, 1, null, 2, 12, 0.5],
    ["sling", "Sling", "d4", 1, 10, 2, 2, 4, 2],
    ["wheel-lock", "Wheel Lock", "d8", 2, 10, 2, null, 14, 150],
    ["wheel-lock-pistol", "Wheel Lock Pistol", "d6", 2, 5, 2, null, 8, 100],
  ],
  { "hand-gun": "gun-bullet", sling: "sling-bullet", "wheel-lock": "gun-bullet", "wheel-lock-pistol": "gun-bullet" },
);

/** Basic weapons: warriors, or anyone with the Fighting Art skill basic weapons. */
export const GM_BASIC_WEAPONS: readonly GmWeaponRow[] = rows(
  "basic",
  [
    ["arquebus", "Arquebus", "d8", 3, 10, 2, null, 13, 55],
    ["brass-knuckles", "Brass Knuckles", "d3", null, null, null, null, 1, 1],
    ["crossbow", "Crossbow", "d6", 2, 15, 2, null, 11, 35],
    ["hand-axe", "Hand Axe", "d6", 1, 3, null, 1, 8, 2],
    ["matchlock-pistol", "Matchlock Pistol", "d6", 3, 5, 2, null, 10, 50],
    ["metal-glove", "Metal Glove", "d4", null, null, null, null, 1, 4],
    ["short-sword", "Short sword", "d6", 2, 2, null, 1, 6, 8],
    ["spear", "Spear", "d6", 1, 6, null, null, 8, 0.8],
  ],
  { arquebus: "gun-bullet", crossbow: "crossbow-bolt", "matchlock-pistol": "gun-bullet" },
);

/** Warrior weapons: warriors only. */
export const GM_WARRIOR_WEAPONS: readonly GmWeaponRow[] = rows(
  "warrior",
  [
    ["battleaxe", "Battleaxe", "d10", 2, 2, null, 2, 18, 7],
    ["bow", "Bow", "d6", 1, 20, 2, null, 8, 25],
    ["great-sword", "Great sword", "2d6", 2, 2, null, 2, 22, 40],
    ["heavy-crossbow", "Heavy Crossbow", "d8", 3, 25, 2, null, 17, 75],
    ["javelin", "Javelin", "d4", 1, 5, null, null, 4, 0.6],
    ["lance", "Lance", "d12", 2, 2, null, null, 16, 14],
    ["longbow", "Longbow", "d6", 1, 25, 2, null, 12, 50],
    ["long-sword", "Long sword", "d8", 2, 3, null, 1, 8, 20],
    ["mace", "Mace", "d6", 2, 1, null, 1, 12, 3],
    ["morning-star", "Morning Star", "d8", 2, 4, null, 2, 17, 6],
    ["rapier", "Rapier", "d6", 2, 3, null, 1, 7, 20],
    ["scimitar", "Scimitar", "d8", 2, 2, null, 1, 8, 15],
    ["war-hammer", "War hammer", "d8", 2, 4, null, 2, 16, 5],
  ],
  { bow: "arrow", "heavy-crossbow": "heavy-crossbow-bolt", longbow: "arrow" },
);

/** All weapon rows, simple then basic then warrior, in the text's order. */
export const GM_WEAPONS: readonly GmWeaponRow[] = [...GM_SIMPLE_WEAPONS, ...GM_BASIC_WEAPONS, ...GM_WARRIOR_WEAPONS];

/** Unarmed attacks: d3, or d2 for halflings, goblins and gnomes (004, Weapons). */
export const GM_UNARMED_DAMAGE = { normal: "d3", small: "d2" } as const;
