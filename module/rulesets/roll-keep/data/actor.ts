/**
 * The Roll & Keep character and NPC (the same data, `000_…`): seven attributes, permanent mana per colour and
 * the current mana pool per colour, extended actions in progress, a biography. Specialities are items.
 *
 * Derived (never stored): the world's colour links, mana totals, the dice pool of every attribute and of every
 * speciality (from `keepPool`), and the progress of each extended action.
 */
import { migrateSource } from "../../../core/migration/schema-version.js";
import { rkPoolFor } from "../rules/action.js";
import { RK_ATTRIBUTES, RK_COLOURS, isRkAttribute, isRkColour, type RkAttribute, type RkColourLinks } from "../rules/attributes.js";
import type { TokenBar, TokenBarEdit } from "../../../core/documents/token-bars.js";
import { rkExtendedProgress, type RkExtendedProgress } from "../rules/extended.js";
import type { RkKeepPoolBreakdown } from "../rules/keep-pool.js";
import { rollRegisteredActor } from "../../../core/documents/registered-rolls.js";
import { rkWorldColourLinks, rkWorldWoundTrack } from "../settings.js";
import { rkRating } from "../rules/rating.js";
import { attributesField, extendedActionField, htmlField, intField, manaField, RK_SHEET_MAX, RK_WOUNDS_MAX, schemaVersionField } from "./fields.js";
import { rkWoundState, type RkWoundState } from "../rules/wounds.js";
import { RK_ACTOR_STEPS } from "./migrations.js";
import { actorItems } from "../../../core/foundry/items.js";
import { rkActorView, type RkItemLike } from "./view.js";

function schema() {
  const fields = foundry.data.fields;
  return {
    schemaVersion: schemaVersionField(),
    attributes: attributesField(),
    mana: new fields.SchemaField({
      /** Permanent mana: what decides the dice kept. */
      permanent: manaField(),
      /** The current pool: mana at hand, spent and regained in play. */
      current: manaField(),
    }),
    extended: new fields.ArrayField(extendedActionField(), { required: true, nullable: false, initial: [] }),
    /** Wounds taken, on the world's wound track (a table option, rules/wounds.ts); held to the track's end when prepared. */
    wounds: intField(0, 0, RK_WOUNDS_MAX),
    biography: htmlField(),
    /** The player's own notes (HTML, sanitized by the server: system.json `htmlFields`). */
    notes: htmlField(),
  };
}

type Schema = ReturnType<typeof schema>;
type Derived = {
  links: RkColourLinks;
  manaTotal: number;
  manaCurrentTotal: number;
  pools: Record<RkAttribute, RkKeepPoolBreakdown>;
  specialityPools: Record<string, RkKeepPoolBreakdown>;
  extendedProgress: Record<string, RkExtendedProgress>;
  /** Per colour, the mana at hand against permanent mana (the sheet's bars), as token bars `manaBars.<colour>`. */
  manaBars: Record<string, TokenBar>;
  /** Where the character stands on the world's wound track (rules/wounds.ts). */
  woundState: RkWoundState;
  /** The wounds against the wounds that are out of the fight, as token bar `woundBar` (absent without a track). */
  woundBar: TokenBar;
};

/** The token bar of each colour's mana at hand (core/documents/token-bars.ts). */
export const RK_MANA_BAR_PREFIX = "manaBars.";
/** The token bar of the wound track. */
export const RK_WOUND_BAR = "woundBar";

export class RkActorData extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation, Record<string, never>, Derived> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, RK_ACTOR_STEPS));
  }

  /**
   * Hold the attributes and both mana pools to their fields' range (0–40, whole) after Active Effects: an effect
   * may multiply or add without bound (Foundry applies changes to the prepared data and validates nothing, see
   * ActiveEffect#apply, https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html), and a value
   * of Infinity there reached the sheet, the roll data and `manaCurrentTotal` (README "Trust": bad input). The source is untouched.
   */
  #holdEffectResults(): void {
    // Beyond the range is held at its edge (Infinity at 40); what is not a number (NaN) reads as 0, like rkRating.
    const held = (value: unknown) =>
      typeof value === "number" && !Number.isNaN(value) ? Math.min(RK_SHEET_MAX, Math.max(0, Math.trunc(value))) : Math.min(RK_SHEET_MAX, rkRating(value));
    const attributes = this.attributes as Record<RkAttribute, number>;
    for (const a of RK_ATTRIBUTES) attributes[a] = held(attributes[a]);
    for (const pool of [this.mana.permanent, this.mana.current] as Record<string, number>[]) for (const c of RK_COLOURS) pool[c] = held(pool[c]);
  }

  override prepareDerivedData(): void {
    this.#holdEffectResults();
    // First: the view the pools and plans read carries the wound penalty.
    this.woundState = rkWoundState(rkWorldWoundTrack(), this.attributes.endurance, this.wounds);
    this.woundBar = { value: this.woundState.wounds, max: this.woundState.outAt };
    const links = rkWorldColourLinks();
    const view = rkActorView(this, actorItems<RkItemLike>(this.parent));
    this.links = links;
    this.manaTotal = RK_COLOURS.reduce((sum, c) => sum + view.mana[c], 0);
    this.manaCurrentTotal = RK_COLOURS.reduce((sum, c) => sum + this.mana.current[c], 0);
    this.manaBars = Object.fromEntries(RK_COLOURS.map((c) => [c, { value: this.mana.current[c], max: this.mana.permanent[c] }]));
    this.pools = Object.fromEntries(RK_ATTRIBUTES.map((a) => [a, rkPoolFor(view, a, 0, links)])) as Record<RkAttribute, RkKeepPoolBreakdown>;
    // A speciality's pool depends only on its attribute: worked out once per attribute, not once per speciality
    // (a character with hundreds of specialities recomputed the same seven pools in every prepareData), and each
    // speciality gets its own copy.
    const specialityPool = new Map<RkAttribute, RkKeepPoolBreakdown>();
    this.specialityPools = Object.fromEntries(
      view.specialities.map((s) => {
        let pool = specialityPool.get(s.attribute);
        if (!pool) specialityPool.set(s.attribute, (pool = rkPoolFor(view, s.attribute, 1, links)));
        return [s.id, { ...pool }];
      }),
    );
    // Stored lists are not trusted blindly: an element that failed validation may be missing.
    const extended = (Array.isArray(this.extended) ? this.extended : []).filter((e) => typeof e === "object" && e !== null);
    this.extendedProgress = Object.fromEntries(extended.map((e) => [String(e.id), rkExtendedProgress(e)]));
  }

  /**
   * A token edit of `manaBars.<colour>` writes that colour's mana at hand (`mana.current.<colour>`). Mana at hand may
   * exceed permanent mana (the sheet's pool takes any value of the field's range), so an edit is held to 0–40 only.
   */
  tokenBarEdit(attribute: string): TokenBarEdit | null {
    if (attribute === RK_WOUND_BAR) return { path: "wounds", limit: this.woundState?.outAt ?? RK_WOUNDS_MAX, label: "ANTHOLOGY.RollKeep.Wounds.title" };
    const colour = attribute.startsWith(RK_MANA_BAR_PREFIX) ? attribute.slice(RK_MANA_BAR_PREFIX.length) : null;
    return isRkColour(colour) ? { path: `mana.current.${colour}`, limit: RK_SHEET_MAX, label: "ANTHOLOGY.RollKeep.Mana.current" } : null;
  }

  getRollData(): Record<string, number> {
    const data: Record<string, number> = {};
    for (const a of RK_ATTRIBUTES) data[a] = Number(this.attributes[a]) || 0;
    for (const c of RK_COLOURS) data[c] = Number(this.mana.permanent[c]) || 0;
    return data;
  }

  /** Rolls an attribute (hotbar macros and the sheet call this): the action dialog unless `skipDialog`. */
  async rollAttribute(attribute: string, options: { skipDialog?: boolean; specialityIds?: string[] } = {}): Promise<unknown> {
    if (!this.parent || !isRkAttribute(attribute)) return null;
    return rollRegisteredActor(this.parent, "rkAttribute", { attribute, specialityIds: options.specialityIds ?? [], skipDialog: options.skipDialog });
  }

  /** A directly opposed action against the targeted token. */
  async rollContest(attribute: string, options: { skipDialog?: boolean } = {}): Promise<unknown> {
    if (!this.parent) return null;
    return rollRegisteredActor(this.parent, "rkContest", { attribute: isRkAttribute(attribute) ? attribute : undefined, skipDialog: options.skipDialog });
  }
}

/** Player characters. */
export class RkCharacterData extends RkActorData {}

/** Non-player characters: the same data (the text makes no difference between them). */
export class RkNpcData extends RkActorData {}
