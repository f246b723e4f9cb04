/**
 * Using an elixir (text 002, "Use/Apply Elixir", "Healing Wounds", "Dying Characters"): drinking or applying one on
 * yourself is a Movement Action, on somebody else a Combat Action; an alchemical herbal cure heals 1 Toughness at once,
 * and any healing of a dying character stabilizes it (no more death tests). One dose is used: the item's quantity
 * falls by one in the same write as the healing. An elixir heals what its item says: flat Toughness (the herbal cure's
 * 1) and dice (an elixir whose description gives dice), never above the maximum.
 */
import type { ActorOutcome } from "../../../core/rules/outcome.js";
import { shadowInteger, shadowRecord } from "./coerce.js";
import { shadowHeal } from "./healing.js";
import type { ShadowActionKind } from "./actions.js";

export interface ShadowElixirUse {
  /** The elixir item's id and its doses left. */
  itemId: string;
  quantity: unknown;
  /** The drinker's Toughness now and its maximum. */
  toughness: unknown;
  maxToughness: unknown;
  /** The Toughness it restores: its flat amount plus its dice's total (0 for an elixir that does not heal). */
  healing: unknown;
  /** A dying player character (its death tests stop when healed). */
  dying?: boolean;
}

export type ShadowElixirResult =
  { ok: false; reason: "empty" | "noItem" } | { ok: true; healed: number; toughness: number; left: number; stabilized: boolean; outcome: ActorOutcome };

/** The action using an elixir takes (002): on yourself a Movement Action, on somebody else a Combat Action. */
export function shadowElixirAction(onSelf: boolean): ShadowActionKind {
  return onSelf === false ? "combat" : "movement";
}

/**
 * One dose used: the Toughness healed (capped at the maximum), the doses left, whether a dying character is stabilized
 * (any healing does it, 002 "Dying Characters"), and the whole change as one outcome. Refused with no dose left.
 */
export function shadowElixirUse(given: ShadowElixirUse): ShadowElixirResult {
  const use = shadowRecord(given) as Partial<ShadowElixirUse>;
  const itemId = typeof use.itemId === "string" ? use.itemId : "";
  if (!itemId) return { ok: false, reason: "noItem" };
  const quantity = shadowInteger(use.quantity, 0, 9999, 0);
  if (quantity < 1) return { ok: false, reason: "empty" };
  const max = shadowInteger(use.maxToughness, 0, 1000, 0);
  const before = shadowInteger(use.toughness, 0, max, 0);
  const amount = shadowInteger(use.healing, 0, 1000, 0);
  const toughness = shadowHeal(before, max, amount);
  const stabilized = use.dying === true && amount > 0;
  const actor: Record<string, unknown> = {};
  if (toughness !== before) actor["system.toughness.value"] = toughness;
  if (use.dying === true && amount > 0) {
    // Back above 0 Toughness the character is no longer dying; still at 0 it stays down, stabilized.
    actor["system.dying.stable"] = toughness === 0;
    if (toughness > 0) actor["system.dying.closer"] = 0;
  }
  const outcome: ActorOutcome = { items: { update: [{ _id: itemId, "system.quantity": quantity - 1 }] } };
  if (Object.keys(actor).length) outcome.actor = actor;
  return { ok: true, healed: toughness - before, toughness, left: quantity - 1, stabilized, outcome };
}
