/**
 * The Gods & Monsters character: six abilities, archetype (and a second one through a specialty),
 * species, experience, survival/verve/injuries, mojo, silver, conditions and the backstory fields.
 * Every number the sheet shows is derived on preparation by `gmCharacterSheetNumbers` (pure rules).
 */
import { gmInitiativeTarget } from "../rules/conflict/initiative.js";
import { migrateSource } from "../../../core/migration/schema-version.js";
import { GM_ABILITIES, GM_AILMENT_TARGETS, GM_SPECIES } from "../rules/equipment/types.js";
import { GM_ARCHETYPES } from "../rules/character/archetypes.js";
import { gmCharacterSheetNumbers } from "../rules/character/sheet-numbers.js";
import type { GmCharacterSheetNumbers } from "../rules/character/sheet-numbers.js";
import { gmArmorSummaries, gmCarriedSummaries } from "./actor-items.js";
import { boolField, choiceField, coinsField, htmlField, intField, schemaVersionField, textField } from "./fields.js";
import { GM_BONUS_MAX, GM_EXPERIENCE_MAX, GM_LEVEL_MAX, GM_MOJO_MAX, GM_POOL_MAX, GM_SCORE_MAX } from "./limits.js";
import { GM_CHARACTER_STEPS } from "./migrations.js";
import { gmInjuryBarEdit } from "./token-bars.js";
import type { TokenBar, TokenBarEdit } from "../../../core/documents/token-bars.js";

function schema() {
  const fields = foundry.data.fields;
  const abilities = Object.fromEntries(GM_ABILITIES.map((a) => [a, intField(10, 1, GM_SCORE_MAX)])) as Record<
    (typeof GM_ABILITIES)[number],
    ReturnType<typeof intField>
  >;
  const bonuses = Object.fromEntries(GM_AILMENT_TARGETS.map((t) => [t, intField(0, -GM_BONUS_MAX, GM_BONUS_MAX)])) as Record<
    (typeof GM_AILMENT_TARGETS)[number],
    ReturnType<typeof intField>
  >;
  return {
    schemaVersion: schemaVersionField(),
    abilities: new fields.SchemaField(abilities),
    /** Active Effects (ailments, spells) add here: system.bonuses.<ailment target>. */
    bonuses: new fields.SchemaField(bonuses),
    archetype: choiceField(GM_ARCHETYPES, "warrior"),
    secondArchetype: choiceField(["", ...GM_ARCHETYPES] as const, ""),
    secondArchetypeLevel: intField(0, 0, GM_LEVEL_MAX),
    species: choiceField(GM_SPECIES, "human"),
    experience: intField(0, 0, GM_EXPERIENCE_MAX),
    /** The level whose advancement gains (dice, mojo) have been applied. */
    advancedLevel: intField(1, 1, GM_LEVEL_MAX),
    /**
     * What level advancement gave beside the pools (004 "Archetype advancement"): a sorceror's memorization slots,
     * a prophet's calling points, a thief's field improvements still to be chosen.
     */
    advancement: new fields.SchemaField({
      spellSlots: intField(0, 0, GM_POOL_MAX),
      callingPoints: intField(0, 0, GM_POOL_MAX),
      thiefGains: intField(0, 0, GM_POOL_MAX),
    }),
    survival: new fields.SchemaField({
      value: intField(5, 0, GM_POOL_MAX),
      /** Added to the first-level maximum: the survival dice of level advancement. */
      bonus: intField(0, -GM_POOL_MAX, GM_POOL_MAX),
    }),
    verve: new fields.SchemaField({
      value: intField(5, 0, GM_POOL_MAX),
      bonus: intField(0, -GM_POOL_MAX, GM_POOL_MAX),
    }),
    injuries: intField(0, 0, GM_POOL_MAX),
    /** Temporary bonus pool of survival (spells, specialties, spirits). */
    pool: intField(0, 0, GM_POOL_MAX),
    mojo: intField(0, 0, GM_MOJO_MAX),
    /**
     * Practical mojo (004 "Practical mojo"): study's mojo, each dedicated to the one field, skill or spell it was
     * gained for (by name) and spent only on it; an older character has none (the initial empty list).
     */
    practicalMojo: new fields.ArrayField(new fields.SchemaField({ name: textField(), mojo: intField(0, 0, GM_MOJO_MAX) }), { required: true, initial: [] }),
    silver: coinsField(),
    state: new fields.SchemaField({
      unconscious: boolField(),
      semiConscious: boolField(),
      surprised: boolField(),
      dying: boolField(),
      /** Time left to die, in minutes (hours while unconscious). */
      deathTime: intField(0, 0, GM_POOL_MAX),
    }),
    moralCode: textField(),
    motivation: textField(),
    age: intField(0, 0, 100_000),
    // The aging steps taken at the age thresholds, and the injuries they left that no rest heals (001 "Aging").
    aging: new fields.SchemaField({
      taken: intField(0, 0, GM_POOL_MAX),
      unhealable: intField(0, 0, GM_POOL_MAX),
    }),
    heightInches: intField(0, 0, 10_000),
    weightPounds: intField(0, 0, 1_000_000),
    backstory: htmlField(),
    notes: htmlField(),
  };
}

type Schema = ReturnType<typeof schema>;
type Derived = { numbers: GmCharacterSheetNumbers; level: number; injuryBar: TokenBar };

export class GmCharacterData extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation, Record<string, never>, Derived> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, GM_CHARACTER_STEPS));
  }

  override prepareDerivedData(): void {
    const numbers = gmCharacterSheetNumbers({
      abilities: this.abilities,
      bonuses: this.bonuses,
      archetype: this.archetype,
      secondArchetype: this.secondArchetype,
      secondArchetypeLevel: this.secondArchetypeLevel,
      species: this.species,
      experience: this.experience,
      survival: this.survival,
      verve: this.verve,
      injuries: this.injuries,
      pool: this.pool,
      armor: gmArmorSummaries(this.parent),
      carried: gmCarriedSummaries(this.parent),
      semiConscious: this.state.semiConscious,
    });
    this.numbers = numbers;
    this.level = numbers.level;
    // Token bars read value/max of survival and verve.
    this.survival.value = numbers.survival.value;
    this.verve.value = numbers.verve.value;
    Object.assign(this.survival, { max: numbers.survival.max });
    Object.assign(this.verve, { max: numbers.verve.max });
    // The injuries against the injury threshold, as the sheet draws them; a token bar editing system.injuries.
    this.injuryBar = { value: numbers.injuries, max: numbers.injuryThreshold };
  }

  /** The stored field a token edit of a derived bar writes (core/documents/token-bars.ts). */
  tokenBarEdit(attribute: string): TokenBarEdit | null {
    return gmInjuryBarEdit(attribute);
  }

  getRollData(): Record<string, unknown> {
    const n = this.numbers;
    return {
      level: n.level,
      abilities: Object.fromEntries(Object.entries(n.abilities).map(([k, v]) => [k, v.value])),
      reactions: { ...n.reactions },
      defense: n.defense,
      fightingArt: n.fightingArt,
      injuries: n.injuries,
      initiative: gmInitiativeTarget({ agility: n.abilities.agility?.value }),
    };
  }
}
