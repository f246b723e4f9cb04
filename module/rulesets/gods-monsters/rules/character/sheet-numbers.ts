/**
 * Every number a character sheet shows, from the stored character and summaries of its items: the
 * derivation the character data model runs on every preparation. Pure (the data model reads the
 * items and passes plain data in).
 */
import { GM_ABILITIES, GM_REACTIONS } from "../equipment/types.js";
import type { GmAbilityName, GmAilmentTarget, GmReactionName, GmSize, GmSpecies } from "../equipment/types.js";
import { gmArmorDefense, gmCarryCount, gmTooBulky } from "../equipment/index.js";
import type { GmArmorPiece, GmCarriedItem } from "../equipment/index.js";
import { GM_MAX_NUMBER, gmCount, gmFields, gmInt, gmLevelInput, gmModifier } from "../coerce.js";
import { gmAbilityScores } from "./abilities.js";
import { GM_ARCHETYPE_RULES, gmArchetypeOf, gmFightingArtForLevels, gmParseArchetype } from "./archetypes.js";
import type { GmArchetype, GmArchetypeLevels } from "./archetypes.js";
import { contributor } from "./contributors.js";
import { gmFirstLevelMojo, gmFirstLevelSurvival, gmFirstLevelVerve, gmInitialFields, gmStartingSilver } from "./first-level.js";
import { gmExperienceForLevel, gmLevelFromExperience } from "./levels.js";
import { gmAttackBonuses, gmCarry, gmDamageBonuses, gmMaxItemBulk, gmMovement } from "./physical.js";
import type { GmAttackBonuses, GmDamageBonuses } from "./physical.js";
import { gmReactions } from "./reactions.js";
import { GM_SPECIES_RULES, gmSpeciesConditionalBonuses, gmSpeciesOf } from "./species.js";
import { gmSemiConsciousAgilityDefense } from "../consequences/semi-consciousness.js";
import type { GmConditionalReactionBonus } from "./species.js";

/** Bonuses and penalties from Active Effects (ailments, spells), keyed like ailment targets. */
export type GmBonuses = Partial<Record<GmAilmentTarget, number>>;

export interface GmCharacterSheetInput {
  /** Stored ability scores (species adjustments already applied). */
  abilities: Partial<Record<GmAbilityName, number>>;
  bonuses?: GmBonuses;
  archetype: string;
  /** A second archetype through a specialty ("" for none) and its level. */
  secondArchetype?: string;
  secondArchetypeLevel?: number;
  species: string;
  experience: number;
  /** Current survival and what level-ups (and other lasting gains) added to the first-level maximum. */
  survival: { value: number; bonus: number };
  verve: { value: number; bonus: number };
  injuries: number;
  pool: number;
  /** Armor, shields and helmets, with whether they are worn. */
  armor?: readonly (GmArmorPiece & { perceptionPenalty?: number; attackPenalty?: number })[];
  /** Physical items for the carry count. */
  carried?: readonly GmCarriedItem[];
  /** Semi-conscious (001): the agility bonus to defense is lost, its penalty stays. */
  semiConscious?: boolean;
}

export interface GmAbilityView {
  /** Score with bonuses. */
  value: number;
  /** Stored score. */
  base: number;
  major: number;
  minor: number;
  special: number;
}

export interface GmCharacterSheetNumbers {
  level: number;
  /** Experience the next level needs in total. */
  nextLevelAt: number;
  archetype: GmArchetype;
  secondArchetype: GmArchetype | null;
  archetypeLevels: GmArchetypeLevels;
  archetypalAbility: GmAbilityName;
  archetypalReaction: GmReactionName;
  species: GmSpecies;
  size: GmSize;
  unarmedDamage: string;
  abilities: Record<GmAbilityName, GmAbilityView>;
  reactions: Record<GmReactionName, number>;
  conditionalBonuses: GmConditionalReactionBonus[];
  fightingArt: number;
  armorDefense: number;
  defense: number;
  attack: GmAttackBonuses;
  damage: GmDamageBonuses;
  /** Thrown range penalties cancelled by strength as minor. */
  thrownRangeReduction: number;
  movement: number;
  carry: number;
  carried: number;
  overCarry: boolean;
  maxItemBulk: number;
  /** Ids of carried items heavier than the strength score allows. */
  tooBulky: string[];
  survival: { value: number; max: number };
  verve: { value: number; max: number };
  injuries: number;
  pool: number;
  /** Penalty on attack, reaction and ability rolls (one per injury). */
  injuryPenalty: number;
  /** Penalty on intelligence, wisdom and charisma rolls from concentration effects. */
  concentrationPenalty: number;
  /** Helmet penalty on perception and attack rolls. */
  helmetPenalty: { perception: number; attack: number };
  /** Current survival + verve: injuries above it put the character at risk of dying (004 "Death"). */
  injuryThreshold: number;
  /** Injuries exceed survival (and verve): the death contest is due when injuries are gained. */
  atRisk: boolean;
  firstLevel: { mojo: number; survival: number; verve: number; silver: number; fields: number };
}

/**
 * Archetype levels from the character level and a second archetype's level (the primary gets the
 * rest, at least 1). An unknown archetype is warrior, an unknown second archetype none, a bad level 1.
 */
export function gmCharacterArchetypeLevels(archetype: GmArchetype, level: number, second: GmArchetype | null, secondLevel: number): GmArchetypeLevels {
  const primary = gmArchetypeOf(archetype);
  const l = gmLevelInput(level);
  const other = gmParseArchetype(second);
  if (!other || other === primary) return { [primary]: l };
  const s = Math.min(gmCount(secondLevel), GM_MAX_NUMBER);
  if (s < 1) return { [primary]: l };
  return { [primary]: Math.max(1, l - s), [other]: s };
}

export function gmCharacterSheetNumbers(input: GmCharacterSheetInput): GmCharacterSheetNumbers {
  const bonuses = input.bonuses ?? {};
  const bonus = (k: GmAilmentTarget) => gmModifier(bonuses[k]);
  const base = gmAbilityScores(input.abilities);
  const withBonuses = gmAbilityScores(Object.fromEntries(GM_ABILITIES.map((a) => [a, Math.max(1, base[a] + bonus(a))])));
  const archetype = gmArchetypeOf(input.archetype);
  const second = gmParseArchetype(input.secondArchetype);
  const species = gmSpeciesOf(input.species);
  const speciesRules = GM_SPECIES_RULES[species];
  const level = gmLevelFromExperience(input.experience);
  const levels = gmCharacterArchetypeLevels(archetype, level, second === archetype ? null : second, input.secondArchetypeLevel ?? 0);

  const abilities = {} as Record<GmAbilityName, GmAbilityView>;
  for (const a of GM_ABILITIES) {
    const v = withBonuses[a];
    abilities[a] = { value: v, base: base[a], major: contributor(v, "major"), minor: contributor(v, "minor"), special: contributor(v, "special") };
  }

  const armor = input.armor ?? [];
  const helmetPenalty = { perception: 0, attack: 0 };
  for (const p of armor) {
    if (p.kind !== "helmet" || p.equipped === false) continue;
    helmetPenalty.perception = Math.max(helmetPenalty.perception, gmCount(p.perceptionPenalty));
    helmetPenalty.attack = Math.max(helmetPenalty.attack, gmCount(p.attackPenalty));
  }

  const reactionsRaw = gmReactions({ abilities: withBonuses, species, levels });
  const reactions = {} as Record<GmReactionName, number>;
  for (const r of GM_REACTIONS) reactions[r] = reactionsRaw[r] + bonus(r) - (r === "perception" ? helmetPenalty.perception : 0);

  const armorDefense = gmArmorDefense(armor);
  const attackBase = gmAttackBonuses(withBonuses);
  const attackBonus = bonus("attack") - helmetPenalty.attack;
  const attack = { close: attackBase.close + attackBonus, thrown: attackBase.thrown + attackBonus, propelled: attackBase.propelled + attackBonus };

  const survivalMax = Math.max(0, gmFirstLevelSurvival(withBonuses) + gmModifier(input.survival?.bonus));
  const verveMax = Math.max(0, gmFirstLevelVerve(withBonuses, archetype) + gmModifier(input.verve?.bonus));
  const survival = Math.min(gmCount(input.survival?.value), survivalMax);
  const verve = Math.min(gmCount(input.verve?.value), verveMax);
  const injuries = gmCount(input.injuries);
  const carried = input.carried ?? [];
  const carry = gmCarry(withBonuses);
  const carriedCount = gmCarryCount(carried);
  const maxItemBulk = gmMaxItemBulk(withBonuses);

  return {
    level,
    nextLevelAt: gmExperienceForLevel(level + 1),
    archetype,
    secondArchetype: second === archetype ? null : second,
    archetypeLevels: levels,
    archetypalAbility: GM_ARCHETYPE_RULES[archetype].archetypalAbility,
    archetypalReaction: GM_ARCHETYPE_RULES[archetype].archetypalReaction,
    species,
    size: speciesRules.size,
    unarmedDamage: speciesRules.unarmedDamage,
    abilities,
    reactions,
    conditionalBonuses: gmSpeciesConditionalBonuses(species, withBonuses),
    fightingArt: gmFightingArtForLevels(levels),
    armorDefense,
    defense:
      (input.semiConscious === true ? gmSemiConsciousAgilityDefense(contributor(withBonuses.agility, "major")) : contributor(withBonuses.agility, "major")) +
      armorDefense +
      bonus("defense"),
    attack,
    damage: gmDamageBonuses(withBonuses),
    thrownRangeReduction: Math.max(0, contributor(withBonuses.strength, "minor")),
    movement: Math.max(0, gmMovement(withBonuses, species) + bonus("movement")),
    carry,
    carried: carriedCount,
    overCarry: carriedCount > carry,
    maxItemBulk,
    tooBulky: gmTooBulky(carried, maxItemBulk, speciesRules.size),
    survival: { value: survival, max: survivalMax },
    verve: { value: verve, max: verveMax },
    injuries,
    pool: gmCount(input.pool),
    injuryPenalty: injuries,
    concentrationPenalty: Math.max(0, -bonus("concentration")),
    helmetPenalty,
    injuryThreshold: survival + verve,
    atRisk: injuries > 0 && injuries > survival + verve,
    firstLevel: {
      mojo: gmFirstLevelMojo(base, archetype),
      survival: gmFirstLevelSurvival(base),
      verve: gmFirstLevelVerve(base, archetype),
      silver: gmStartingSilver(base, archetype),
      fields: gmInitialFields(base),
    },
  };
}

/**
 * The roll target of an ability (with its bonuses) — concentration penalties hit intelligence,
 * wisdom and charisma. Missing or bad numbers read as an ability of 10 and no penalty.
 */
export function gmAbilityRollBase(numbers: GmCharacterSheetNumbers, ability: GmAbilityName): number {
  const n = gmFields(numbers);
  const concentration = ability === "intelligence" || ability === "wisdom" || ability === "charisma" ? gmCount(n.concentrationPenalty) : 0;
  const view = GM_ABILITIES.includes(ability) ? gmFields(gmFields(n.abilities)[ability]) : {};
  return gmInt(view.value, -GM_MAX_NUMBER, GM_MAX_NUMBER, 10) - concentration;
}
