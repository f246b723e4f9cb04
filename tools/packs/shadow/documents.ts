/**
 * The Shadow pack source documents, built from the typed tables of the pure rules so that the packs
 * and the rules cannot drift apart. Pure: `write-sources.ts` writes them to
 * `packs/_source/<pack>/<slug>.json`, and the pack test compares the files with these builders.
 */

import {
  SHADOW_DEATH_TEST_TABLE,
  SHADOW_HERBAL_CURE_HEALING,
  SHADOW_MODIFIER_TABLE,
  SHADOW_STANDARD_ARMOR,
  SHADOW_STANDARD_SHIELDS,
  SHADOW_STANDARD_WEAPONS,
  SHADOW_WEAPON_QUALITIES,
  type ShadowDeathOutcome,
  type ShadowStandardWeapon,
} from "../../../module/rulesets/shadow/rules/index.js";
import { SHADOW_SCHEMA_VERSION } from "../../../module/rulesets/shadow/data/migrations.js";
import { stableId } from "../stable-id.js";

export type ShadowPackName = "shadow-equipment" | "shadow-tables";

export interface ShadowPackDocument {
  pack: ShadowPackName;
  slug: string;
  doc: Record<string, unknown>;
}

function itemDoc(slug: string, name: string, type: string, img: string, system: object): ShadowPackDocument {
  const pack: ShadowPackName = "shadow-equipment";
  const _id = stableId(`${pack}/${slug}`);
  return {
    pack,
    slug,
    doc: {
      _id,
      _key: `!items!${_id}`,
      name,
      type,
      img,
      system,
      effects: [],
      folder: null,
      sort: 0,
      ownership: { default: 0 },
      flags: {},
    },
  };
}

const WEAPON_TEXT: Record<string, string> = {
  unarmed: "Punches, kicks and headbutts. Always ready: nothing to draw.",
  "natural-weapon": "Claws, fangs, horns or a tail of a creature. Always ready: nothing to draw.",
  "short-weapon": "A dagger, knife or hatchet. Light and short enough to draw as a Free Action.",
  "one-handed-weapon": "A sword, axe, mace or hammer wielded in one hand, leaving the other free for a shield.",
  "long-weapon":
    "A spear, pike or halberd. Its reach grants a Free Attack on one enemy in the first turn of melee, unless that enemy also has a Long weapon; a shield takes the reach away.",
  quarterstaff: "A long staff: a Long weapon dealing less damage than a spear.",
  "heavy-weapon": "A two-handed sword, great axe or maul. Cannot be used with a shield.",
  bow: "A ranged weapon; cannot be used with a shield, nor shoot past other combatants.",
  crossbow: "A ranged weapon hitting harder than a bow; cannot be used with a shield, nor shoot past other combatants.",
};

function weaponSystem(w: ShadowStandardWeapon): object {
  const qualities = Object.fromEntries(SHADOW_WEAPON_QUALITIES.map((q) => [q, w.qualities.includes(q)]));
  return {
    schemaVersion: SHADOW_SCHEMA_VERSION,
    description: `<p>${WEAPON_TEXT[w.slug] ?? ""}</p>`,
    damage: w.damage,
    qualities,
    attribute: "accurate",
    equipped: false,
    quantity: 1,
  };
}

const ARMOR_TEXT: Record<string, string> = {
  "light-armor": "Leather, padded cloth or a light mail shirt.",
  "medium-armor": "Scale, lamellar or a full coat of mail.",
  "heavy-armor": "Plate and heavy mail, the best protection and the greatest hindrance.",
};

const SHIELD_TEXT: Record<string, string> = {
  shield:
    "+1 Defense. Held in one hand: no ranged or Heavy weapon can be used with it, and a Long weapon loses its reach.",
  buckler: "+1 Defense. Small enough to leave both hands free, so it hinders no weapon.",
};

export function shadowEquipmentDocuments(): ShadowPackDocument[] {
  const weapons = SHADOW_STANDARD_WEAPONS.map((w) =>
    itemDoc(w.slug, w.name, "shadowWeapon", w.qualities.includes("ranged") ? "icons/svg/target.svg" : "icons/svg/sword.svg", weaponSystem(w)),
  );
  const armor = SHADOW_STANDARD_ARMOR.map((a) =>
    itemDoc(a.slug, a.name, "shadowArmor", "icons/svg/statue.svg", {
      schemaVersion: SHADOW_SCHEMA_VERSION,
      description: `<p>${ARMOR_TEXT[a.slug] ?? ""} Protection ${a.protection}, Impeding ${a.impeding}.</p>`,
      protection: a.protection,
      impeding: a.impeding,
      equipped: false,
      quantity: 1,
    }),
  );
  const shields = SHADOW_STANDARD_SHIELDS.map((s) =>
    itemDoc(s.slug, s.name, "shadowShield", "icons/svg/shield.svg", {
      schemaVersion: SHADOW_SCHEMA_VERSION,
      description: `<p>${SHIELD_TEXT[s.slug] ?? ""}</p>`,
      kind: s.kind,
      damage: s.damage ?? "",
      equipped: false,
      quantity: 1,
    }),
  );
  // The text's alchemical herbal cure (002 "Healing Wounds"): an elixir used from the sheet, one dose at a time.
  const cure = itemDoc("herbal-cure", "Herbal Cure", "shadowEquipment", "icons/svg/tankard.svg", {
    schemaVersion: SHADOW_SCHEMA_VERSION,
    description: `<p>An alchemical herbal cure: heals ${SHADOW_HERBAL_CURE_HEALING} Toughness at once and stabilizes a dying character. Used on yourself, a Movement Action; on somebody else, a Combat Action.</p>`,
    quantity: 1,
    elixir: true,
    healing: { flat: SHADOW_HERBAL_CURE_HEALING, dice: "" },
  });
  return [...weapons, ...armor, ...shields, cure];
}

interface TableRow {
  key: string;
  name: string;
  description: string;
  range: readonly [number, number];
}

function tableDoc(slug: string, name: string, description: string, formula: string, rows: readonly TableRow[]): ShadowPackDocument {
  const pack: ShadowPackName = "shadow-tables";
  const _id = stableId(`${pack}/${slug}`);
  return {
    pack,
    slug,
    doc: {
      _id,
      _key: `!tables!${_id}`,
      name,
      img: "icons/svg/d20-grey.svg",
      description: `<p>${description}</p>`,
      formula,
      replacement: true,
      displayRoll: true,
      results: rows.map((row) => {
        const rid = stableId(`${pack}/${slug}/${row.key}`);
        return {
          _id: rid,
          _key: `!tables.results!${_id}.${rid}`,
          type: "text",
          name: row.name,
          description: `<p>${row.description}</p>`,
          range: [row.range[0], row.range[1]],
          weight: 1,
          img: "icons/svg/d20-grey.svg",
          drawn: false,
          flags: { anthology: { shadowKey: row.key } },
        };
      }),
      folder: null,
      sort: 0,
      ownership: { default: 0 },
      flags: {},
    },
  };
}

const DEATH_TEXT: Record<ShadowDeathOutcome, { name: string; description: string }> = {
  wakes: {
    name: "Wakes Up",
    description: "The wounds were less grave than they looked: the character comes to with 1d4 Toughness and acts again next turn.",
  },
  stable: { name: "At Death's Door", description: "No change: the character lingers between life and death." },
  closer: {
    name: "A Step Closer",
    description: "The character slips nearer to death. The third result in this range is fatal.",
  },
  dies: { name: "Dies", description: "The character dies, with breath enough for some last bitter words if the player wishes." },
};

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

export function shadowTableDocuments(): ShadowPackDocument[] {
  const death = tableDoc(
    "death-test",
    "Shadow: Death Test",
    "Rolled with 1d20 on the dying character's Initiative every turn, until it is stabilized, wakes or dies.",
    "1d20",
    SHADOW_DEATH_TEST_TABLE.map((row) => ({ key: row.outcome, ...DEATH_TEXT[row.outcome], range: row.range })),
  );
  const first = SHADOW_MODIFIER_TABLE[0].attribute;
  const last = SHADOW_MODIFIER_TABLE[SHADOW_MODIFIER_TABLE.length - 1].attribute;
  const modifier = tableDoc(
    "attribute-modifier",
    "Shadow: Attribute Modifier",
    `The modifier an opposing attribute gives a success test: 10 minus its value. Each result's range is the opposing attribute (${first} to ${last}).`,
    `1d${last - first + 1}+${first - 1}`,
    SHADOW_MODIFIER_TABLE.map((row) => ({
      key: `attribute-${row.attribute}`,
      name: signed(row.modifier),
      description: `Opposing attribute ${row.attribute}: modifier ${signed(row.modifier)}.`,
      range: [row.attribute, row.attribute] as const,
    })),
  );
  return [death, modifier];
}

export function shadowPackDocuments(): ShadowPackDocument[] {
  return [...shadowEquipmentDocuments(), ...shadowTableDocuments()];
}
