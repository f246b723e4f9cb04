/** A Shadow monster or non-player character: the same attributes, Toughness and Corruption; it dies at 0 Toughness. */
import { migrateSource } from "../../../core/migration/schema-version.js";
import { prepareShadowActor, startAtFullToughness, type ShadowActorDerived } from "./actor-derived.js";
import { shadowActorSchema } from "./actor-schema.js";
import { SHADOW_ACTOR_MIGRATIONS } from "./migrations.js";

const fields = foundry.data.fields;

function schema() {
  return {
    ...shadowActorSchema(),
    notes: new fields.HTMLField({ required: true, initial: "" }),
  };
}

type Schema = ReturnType<typeof schema>;

export class ShadowMonsterData extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation, Record<string, never>, ShadowActorDerived> {
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
    prepareShadowActor(this, "monster");
  }
}
