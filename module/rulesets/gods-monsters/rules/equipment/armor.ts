/**
 * Armor rules (004, Armor): who may wear what at which level, the defense bonus of what is worn,
 * carried bulk, and the full helmet's cost and penalties.
 */
import type { GmArmorKind } from "./types.js";
import { gmAmount, gmBonus, gmCents, gmWhole } from "./input.js";
import { gmObjects } from "../coerce.js";

/** The armor numbers these rules read (a subset of GmArmorData). */
export interface GmArmorPiece {
  kind: GmArmorKind;
  defense: number;
  againstOneOpponent?: boolean;
  equipped?: boolean;
}

/**
 * Defense bonus of the armor pieces worn: one suit of armor, one full helmet and one shield count
 * (the best of each kind if several are marked worn). `againstOne` says whether the bonus is
 * against the one opponent a small shield was set against this round (default true).
 * Toromeen: banded leather 3 + shield 1 = 4. A non-list counts as nothing worn; junk entries are skipped.
 */
export function gmArmorDefense(pieces: readonly GmArmorPiece[], againstOne = true): number {
  const best: Record<GmArmorKind, number> = { armor: 0, shield: 0, helmet: 0 };
  for (const p of gmObjects(pieces)) {
    if (p.equipped === false) continue;
    if (p.againstOneOpponent && !againstOne) continue;
    const kind: GmArmorKind = p.kind === "shield" || p.kind === "helmet" ? p.kind : "armor";
    best[kind] = Math.max(best[kind], Math.max(0, gmBonus(p.defense)));
  }
  return best.armor + best.shield + best.helmet;
}

/** Bulk of armor: as listed while worn, × its multiplier when carried (doubled cloth, leather, shields, chain; tripled splint, plate). */
export function gmArmorBulk(piece: { bulk: unknown; carriedBulkMultiplier: unknown }, worn: boolean): number {
  const bulk = gmAmount(piece.bulk);
  return worn ? bulk : bulk * Math.max(1, gmAmount(piece.carriedBulkMultiplier, 1));
}

/** Full helmet price: at least its listed cost (10) or 10% of the other armor worn, whichever is greater. */
export function gmHelmetCost(listedCost: unknown, otherArmorCost: unknown, percent: unknown = 10): number {
  return gmCents(Math.max(gmAmount(listedCost), (gmAmount(otherArmorCost) * gmAmount(percent)) / 100));
}

/** Archetype levels of a character (a missing archetype is level 0). */
export type GmArmorArchetypeLevels = Partial<Record<"warrior" | "thief" | "sorceror" | "prophet" | "monk", number>>;

/**
 * Whether a character may use an armor piece at their archetype levels (004): warriors may learn any
 * armor from the warrior level given; thieves, prophets and monks only basic armor, from the level
 * in the second level column (or level 1 where it is blank); sorcerors none. One archetype high
 * enough is enough. A blank warrior level means level 1.
 */
export function gmCanUseArmor(
  piece: { warriorLevel: number | null; otherArchetypeLevel: number | null; basic: boolean },
  levels: GmArmorArchetypeLevels,
): boolean {
  const warrior = gmWhole(levels.warrior);
  if (warrior >= 1 && warrior >= (piece.warriorLevel ?? 1)) return true;
  if (!piece.basic) return false;
  const other = Math.max(gmWhole(levels.thief), gmWhole(levels.prophet), gmWhole(levels.monk));
  return other >= 1 && other >= (piece.otherArchetypeLevel ?? 1);
}

/** Penalties (positive) a worn full helmet gives on perception and attack rolls. */
export function gmHelmetPenalties(pieces: readonly { kind: GmArmorKind; equipped?: boolean; perceptionPenalty?: number; attackPenalty?: number }[]): {
  perception: number;
  attack: number;
} {
  let perception = 0;
  let attack = 0;
  for (const p of gmObjects(pieces)) {
    if (p.kind !== "helmet" || p.equipped === false) continue;
    perception = Math.max(perception, gmWhole(p.perceptionPenalty));
    attack = Math.max(attack, gmWhole(p.attackPenalty));
  }
  return { perception, attack };
}
