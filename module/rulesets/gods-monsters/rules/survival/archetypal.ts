/**
 * When a loss is archetypal, so that verve can take it (004 "Using verve"): a roll against the
 * archetypal reaction or ability, the direct consequence of an archetypal action (specialties
 * included), or any loss to a warrior in combat.
 */
import type { GmAbilityName, GmReactionName } from "../equipment/types.js";
import { GM_ARCHETYPE_RULES, gmArchetypeOf } from "../character/archetypes.js";
import type { GmArchetype } from "../character/archetypes.js";
import { gmFields, gmList } from "../coerce.js";

export interface GmLossSource {
  /** The reaction rolled against to avoid the loss, if any. */
  reaction?: GmReactionName | null;
  /** The ability rolled against to avoid the loss, if any. */
  ability?: GmAbilityName | null;
  /** The loss follows directly from an archetypal action or a specialty. */
  archetypalAction?: boolean;
  /** The loss happens in combat (archetypal for warriors). */
  inCombat?: boolean;
}

export function gmIsArchetypalLoss(archetype: GmArchetype | string, source: GmLossSource): boolean {
  const a = gmArchetypeOf(archetype);
  const rules = GM_ARCHETYPE_RULES[a];
  const s = gmFields(source);
  if (s.archetypalAction) return true;
  if (s.reaction && s.reaction === rules.archetypalReaction) return true;
  if (s.ability && s.ability === rules.archetypalAbility) return true;
  return a === "warrior" && s.inCombat === true;
}

/**
 * Whether a character with several archetypes may use verve: archetypal for any of them. A
 * non-list is no archetypes (never archetypal).
 */
export function gmIsArchetypalLossForAny(archetypes: readonly (GmArchetype | string)[], source: GmLossSource): boolean {
  return gmList(archetypes).some((a) => gmIsArchetypalLoss(a, source));
}
