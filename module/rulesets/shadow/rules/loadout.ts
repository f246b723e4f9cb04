/**
 * What an actor wears and wields, read from its items' plain data: the armor's Impeding and protection
 * dice, and whether a shield or buckler is carried. Several equipped armors count as the one that
 * impedes most (the text knows one armor per creature).
 */

import { shadowRecords } from "./coerce.js";
import { shadowImpeding } from "./secondary.js";
import type { ShadowShieldKind } from "./weapons.js";

export interface ShadowLoadoutItem {
  type: string;
  name?: string | null;
  system: unknown;
}

export interface ShadowLoadout {
  /** Impeding of the equipped armor, 0 without. */
  impeding: number;
  /** Protection dice of the equipped armor, "" without. */
  protection: string;
  /** Name of the equipped armor, "" without. */
  armor: string;
  /** The equipped shield's kind, "none" without. */
  shield: ShadowShieldKind;
}

function field(system: unknown, key: string): unknown {
  return typeof system === "object" && system !== null ? (system as Record<string, unknown>)[key] : undefined;
}

/** The loadout from the items (an array or any iterable; anything else has none, and non-objects in it are skipped). */
export function shadowLoadout(items: Iterable<ShadowLoadoutItem>): ShadowLoadout {
  const out: ShadowLoadout = { impeding: 0, protection: "", armor: "", shield: "none" };
  let worn = false;
  for (const item of shadowRecords(items)) {
    if (field(item.system, "equipped") !== true) continue;
    if (item.type === "shadowArmor") {
      const impeding = shadowImpeding(field(item.system, "impeding"));
      if (!worn || impeding > out.impeding) {
        worn = true;
        out.impeding = impeding;
        const protection = field(item.system, "protection");
        out.protection = typeof protection === "string" ? protection : "";
        out.armor = typeof item.name === "string" ? item.name : "";
      }
    } else if (item.type === "shadowShield") {
      const kind = field(item.system, "kind");
      if (out.shield !== "shield") out.shield = kind === "buckler" ? "buckler" : "shield";
    }
  }
  return out;
}
