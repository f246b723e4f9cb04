/**
 * The party (README "The party"): one actor type for every ruleset, a group of the world's characters the GM glances
 * at and asks for rolls. Its data is the list of members' actor ids (world actors, as dnd5e's GroupActor keeps its
 * `members`, module/data/actor/group.mjs);
 * who may join is decided when one is added (`addPartyMember`, members.ts), where a missing actor or one that is not a
 * character is refused with a message. A stored id that no longer names an actor stays listed as missing (the sheet
 * offers to remove it), never silently dropped.
 */
import { migrateSource } from "../migration/schema-version.js";

/** A world document id as Foundry makes them (`foundry.utils.randomID()`: 16 letters and digits). */
export const ACTOR_ID = /^[A-Za-z0-9]{16}$/;

/** The most members a party holds: a table's group, with room for hirelings. */
export const PARTY_MAX_MEMBERS = 24;

const fields = foundry.data.fields;

function schema() {
  return {
    schemaVersion: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 1 }),
    members: new fields.ArrayField(
      new fields.StringField({ required: true, nullable: false, blank: false, validate: (v: unknown) => typeof v === "string" && ACTOR_ID.test(v) }),
      { required: true, nullable: false, initial: [], max: PARTY_MAX_MEMBERS },
    ),
  };
}
type Schema = ReturnType<typeof schema>;

export class PartyData extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, []));
  }

  /**
   * A new party is the GM's and every player may look at it: unless its creator set the default ownership, it is
   * Observer (v13 `TypeDataModel#_preCreate` may change the parent's source with `updateSource` before it is saved,
   * common/abstract/type-data.mjs; the base method does nothing).
   */
  override async _preCreate(data: unknown, _options: unknown, _user: unknown): Promise<boolean | void> {
    const ownership = (data as { ownership?: { default?: unknown } }).ownership;
    if (ownership?.default === undefined) this.parent.updateSource({ ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER } });
  }
}
