/** Who is fighting whom, for the attack modifiers of the text. */
export interface WardenAttackSituation {
  attackerIsDetachment?: boolean;
  targetIsDetachment?: boolean;
  /** The attack deals blast damage (explosions, breath, a meteorite...). */
  blast?: boolean;
  /** Fighting from a position of weakness (through cover, bound hands) or at an especially distant target. */
  weakness?: boolean;
  /** Fighting from a position of advantage (a helpless foe, a daring maneuver). */
  strength?: boolean;
}

export interface WardenAttackModifiers {
  /** Net advantage on the base die: +1 enhanced, −1 impaired (both cancel out). */
  advantage: number;
  impaired: boolean;
  enhanced: boolean;
  /** The attack deals blast damage (every target in the area saves). */
  blast: boolean;
}

/**
 * Impaired and enhanced attacks: "Attacks against detachments by individuals are impaired (excluding
 * blast damage). Attacks against individuals by detachments are enhanced and deal blast damage."
 * Impaired rolls the base die with Disadvantage, enhanced with Advantage.
 */
export function wardenAttackModifiers(s: WardenAttackSituation): WardenAttackModifiers {
  const individualVsDetachment = !s.attackerIsDetachment && !!s.targetIsDetachment;
  const detachmentVsIndividual = !!s.attackerIsDetachment && !s.targetIsDetachment;
  const blast = !!s.blast || detachmentVsIndividual;
  const impaired = !!s.weakness || (individualVsDetachment && !s.blast);
  const enhanced = !!s.strength || detachmentVsIndividual;
  return { advantage: (enhanced ? 1 : 0) - (impaired ? 1 : 0), impaired, enhanced, blast };
}
