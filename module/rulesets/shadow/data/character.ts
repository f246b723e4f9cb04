/** The Shadow player character: attributes, Toughness, Corruption, Experience, the dying state, biography. */
import { migrateSource } from "../../../core/migration/schema-version.js";
import { SHADOW_DEATH_CLOSER_LIMIT, SHADOW_STARTING_EXPERIENCE, isShadowAbilityLevel, shadowExperienceSpent, type ShadowAbilityRank } from "../rules/index.js";
import { itemsOf, prepareShadowActor, startAtFullToughness, type ShadowActorDerived } from "./actor-derived.js";
import { shadowActorSchema } from "./actor-schema.js";
import { SHADOW_ACTOR_MIGRATIONS } from "./migrations.js";

const fields = foundry.data.fields;

function schema() {
  return {
    ...shadowActorSchema(),
    experience: new fields.SchemaField({
      total: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: 1_000_000, initial: SHADOW_STARTING_EXPERIENCE }),
    }),
    dying: new fields.SchemaField({
      /** Death tests that came out 11–19 since the character fell. */
      closer: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: SHADOW_DEATH_CLOSER_LIMIT, initial: 0 }),
      /** Stabilized by first aid: no more death tests. */
      stable: new fields.BooleanField({ required: true, initial: false }),
      /** The death test killed the character. */
      dead: new fields.BooleanField({ required: true, initial: false }),
    }),
    biography: new fields.HTMLField({ required: true, initial: "" }),
  };
}

type Schema = ReturnType<typeof schema>;
type Derived = ShadowActorDerived & { experience: { total: number; spent: number; unspent: number } };

export class ShadowCharacterData extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation, Record<string, never>, Derived> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, SHADOW_ACTOR_MIGRATIONS));
  }

  /** A new actor without a Toughness starts at its maximum (the base method does nothing in v13). */
  override async _preCreate(data: unknown, _options: unknown, _user: unknown): Promise<boolean | void> {
    startAtFullToughness(this, data);
  }

  override prepareDerivedData(): void {
    prepareShadowActor(this, "character", this.dying.dead);
    const ranks: ShadowAbilityRank[] = [];
    for (const item of itemsOf(this.parent)) {
      if (item.type !== "shadowAbility") continue;
      const level = (item.system as { level?: unknown }).level;
      ranks.push(isShadowAbilityLevel(level) ? level : "none");
    }
    const spent = shadowExperienceSpent(ranks);
    this.experience.spent = spent;
    this.experience.unspent = this.experience.total - spent;
  }
}
