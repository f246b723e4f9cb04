/**
 * A Gods & Monsters creature or non-player character: level, survival, defense, attack bonus, damage,
 * number of attacks, movement, size and reactions. Unknown reactions and endurance are estimated as
 * 10 + half level (004 "Non-player characters"); creatures have no verve.
 */
import { gmInitiativeTarget } from "../rules/conflict/initiative.js";
import { migrateSource } from "../../../core/migration/schema-version.js";
import { GM_REACTIONS, GM_SIZES } from "../rules/equipment/types.js";
import type { GmReactionName } from "../rules/equipment/types.js";
import { GM_ARCHETYPES } from "../rules/character/archetypes.js";
import { gmCreature, gmCreatureInjuryThreshold } from "../rules/creatures/creature.js";
import type { GmCreatureNumbers } from "../rules/creatures/creature.js";
import { boolField, choiceField, htmlField, intField, optionalIntField, schemaVersionField, textField } from "./fields.js";
import { GM_BONUS_MAX, GM_LEVEL_MAX, GM_POOL_MAX, GM_SCORE_MAX } from "./limits.js";
import { GM_CREATURE_STEPS } from "./migrations.js";
import { gmInjuryBarEdit } from "./token-bars.js";
import type { TokenBar, TokenBarEdit } from "../../../core/documents/token-bars.js";

function schema() {
  const fields = foundry.data.fields;
  const reactions = Object.fromEntries(GM_REACTIONS.map((r) => [r, optionalIntField(-GM_SCORE_MAX, GM_SCORE_MAX)])) as Record<
    GmReactionName,
    ReturnType<typeof optionalIntField>
  >;
  return {
    schemaVersion: schemaVersionField(),
    level: intField(1, 1, GM_LEVEL_MAX),
    archetype: choiceField(["", ...GM_ARCHETYPES] as const, ""),
    survival: new fields.SchemaField({
      value: intField(5, 0, GM_POOL_MAX),
      max: intField(5, 0, GM_POOL_MAX),
    }),
    injuries: intField(0, 0, GM_POOL_MAX),
    pool: intField(0, 0, GM_POOL_MAX),
    defense: intField(0, -GM_BONUS_MAX, GM_BONUS_MAX),
    attack: intField(0, -GM_BONUS_MAX, GM_BONUS_MAX),
    /** Damage dice ("d6", "2d4+1"); checked when rolled. */
    damage: textField("d6"),
    attacks: intField(1, 1, 20),
    movement: intField(10, 0, 1000),
    size: choiceField(GM_SIZES, "medium"),
    reactions: new fields.SchemaField(reactions),
    endurance: optionalIntField(1, GM_SCORE_MAX),
    state: new fields.SchemaField({
      unconscious: boolField(),
      surprised: boolField(),
    }),
    notes: htmlField(),
  };
}

type Schema = ReturnType<typeof schema>;
type Derived = { numbers: GmCreatureNumbers; injuryPenalty: number; injuryBar: TokenBar };

export class GmCreatureData extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation, Record<string, never>, Derived> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, GM_CREATURE_STEPS));
  }

  override prepareDerivedData(): void {
    this.survival.value = Math.min(this.survival.value, this.survival.max);
    this.numbers = gmCreature({
      level: this.level,
      survival: this.survival.value,
      defense: this.defense,
      attack: this.attack,
      damage: this.damage,
      attacks: this.attacks,
      movement: this.movement,
      size: this.size,
      reactions: this.reactions,
      endurance: this.endurance,
    });
    this.injuryPenalty = this.injuries;
    // The injuries against the creature's injury threshold, as the sheet draws them; a token bar editing system.injuries.
    this.injuryBar = { value: this.injuries, max: gmCreatureInjuryThreshold(this.survival.value) };
  }

  /** The stored field a token edit of a derived bar writes (core/documents/token-bars.ts). */
  tokenBarEdit(attribute: string): TokenBarEdit | null {
    return gmInjuryBarEdit(attribute);
  }

  getRollData(): Record<string, unknown> {
    const reactions = { ...this.numbers.reactions };
    return { level: this.level, attack: this.attack, defense: this.defense, reactions, initiative: gmInitiativeTarget({ evasion: reactions.evasion }) };
  }
}
