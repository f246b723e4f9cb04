/**
 * The Gods & Monsters pack source documents (gm-equipment, gm-ailments, gm-species, gm-tables),
 * built from the typed tables of the pure rules so that packs and rules cannot drift apart.
 * `write.ts` writes them to `packs/_source/<pack>/<slug>.json`; the pack test checks the files
 * against the tables and against these builders.
 */
import { createHash } from "node:crypto";
import {
  GM_AMMUNITION,
  GM_ARMOR,
  GM_COVER_TABLE,
  GM_COVERS,
  GM_DAMAGE_PROGRESSION,
  GM_DIFFICULTIES,
  GM_EXAMPLE_AILMENTS,
  GM_FALL_FEET_PER_EXTRA_SECOND,
  GM_FALL_MAX_DICE,
  GM_FALLING_TABLE,
  GM_GEAR,
  GM_GROUP_EFFORT_TABLE,
  GM_ITEM_REACTION_TABLE,
  GM_JUMP_TABLE,
  GM_MOJO_BONUS_TABLE,
  GM_MOJO_RESOURCE_RULES,
  GM_MOJO_RESOURCE_TYPES,
  GM_MOVEMENT_TABLE,
  GM_OBSTACLE_TABLE,
  GM_SIZES,
  GM_SPECIES,
  GM_SPECIES_RULES,
  GM_WEAPONS,
  gmAilmentFromRow,
  gmAmmunitionFromRow,
  gmArmorFromRow,
  gmDamageAtStep,
  gmGearFromRow,
  gmSizeSteps,
  gmSpeciesSpecialty,
  gmWeaponForSize,
  gmWeaponFromRow,
} from "../../../module/rules.js";
import { GM_ITEM_SCHEMA_VERSION } from "../../../module/rulesets/gods-monsters/data/items/migrations.js";
import { GM_AILMENT_DESCRIPTIONS, GM_EQUIPMENT_DESCRIPTIONS, GM_SPECIES_DESCRIPTIONS } from "./descriptions.js";

export type GmPackName = "gm-equipment" | "gm-ailments" | "gm-species" | "gm-tables";

export interface GmPackDocument {
  pack: GmPackName;
  slug: string;
  doc: Record<string, unknown>;
}

/** A stable 16-character id from a key ("gm-equipment/long-sword"): the first 16 hex digits of its SHA-256. Never change it. */
export function gmStableId(key: string): string {
  return createHash("sha256").update(`anthology:${key}`).digest("hex").slice(0, 16);
}

const p = (text: string): string => `<p>${text}</p>`;

function itemDoc(pack: GmPackName, slug: string, name: string, type: string, img: string, system: object, sort: number): GmPackDocument {
  const _id = gmStableId(`${pack}/${slug}`);
  return {
    pack,
    slug,
    doc: {
      _id, _key: `!items!${_id}`, name, type, img, system: { schemaVersion: GM_ITEM_SCHEMA_VERSION, ...system },
      effects: [], folder: null, sort, ownership: { default: 0 }, flags: {},
    },
  };
}

function describe(slug: string, texts: Readonly<Record<string, string>>): string {
  const text = texts[slug];
  if (!text) throw new Error(`no description for ${slug}`);
  return p(text);
}

const GEAR_IMG: Record<string, string> = {
  food: "icons/svg/tankard.svg",
  ingredient: "icons/svg/pawprint.svg",
  animal: "icons/svg/pawprint.svg",
  container: "icons/svg/item-bag.svg",
  tack: "icons/svg/item-bag.svg",
  miscellaneous: "icons/svg/item-bag.svg",
};

/** Every row of every equipment table of 004. */
export function gmEquipmentDocuments(): GmPackDocument[] {
  const out: GmPackDocument[] = [];
  let sort = 0;
  for (const row of GM_GEAR) {
    sort += 100;
    out.push(itemDoc("gm-equipment", row.slug, row.name, "gmGear", GEAR_IMG[row.category] ?? "icons/svg/item-bag.svg", gmGearFromRow(row, describe(row.slug, GM_EQUIPMENT_DESCRIPTIONS)), sort));
  }
  for (const row of GM_WEAPONS) {
    sort += 100;
    const img = row.attackMode === "propelled" ? "icons/svg/target.svg" : "icons/svg/sword.svg";
    out.push(itemDoc("gm-equipment", row.slug, row.name, "gmWeapon", img, gmWeaponFromRow(row, describe(row.slug, GM_EQUIPMENT_DESCRIPTIONS)), sort));
  }
  for (const row of GM_AMMUNITION) {
    sort += 100;
    out.push(itemDoc("gm-equipment", row.slug, row.name, "gmAmmunition", row.container ? "icons/svg/item-bag.svg" : "icons/svg/target.svg", gmAmmunitionFromRow(row, describe(row.slug, GM_EQUIPMENT_DESCRIPTIONS)), sort));
  }
  for (const row of GM_ARMOR) {
    sort += 100;
    out.push(itemDoc("gm-equipment", row.slug, row.name, "gmArmor", "icons/svg/shield.svg", gmArmorFromRow(row, describe(row.slug, GM_EQUIPMENT_DESCRIPTIONS)), sort));
  }
  return out;
}

/** The example ailments of 001. */
export function gmAilmentDocuments(): GmPackDocument[] {
  return GM_EXAMPLE_AILMENTS.map((row, i) =>
    itemDoc("gm-ailments", row.slug, row.name, "gmAilment", "icons/svg/poison.svg", gmAilmentFromRow(row, describe(row.slug, GM_AILMENT_DESCRIPTIONS)), (i + 1) * 100),
  );
}

const SPECIES_NAMES: Record<string, string> = {
  human: "Human", dwarf: "Dwarf", elf: "Elf", gnome: "Gnome", goblin: "Goblin", halfling: "Halfling", "half-elf": "Half-Elf", "half-orc": "Half-Orc",
};

/** The species of NOTES.md, as species specialties. */
export function gmSpeciesDocuments(): GmPackDocument[] {
  return GM_SPECIES.map((s, i) =>
    itemDoc("gm-species", s, SPECIES_NAMES[s], "gmSpecialty", "icons/svg/mystery-man.svg", gmSpeciesSpecialty(GM_SPECIES_RULES[s], describe(s, GM_SPECIES_DESCRIPTIONS)), (i + 1) * 100),
  );
}

/* ------------------------------------------------------------------ roll tables */

interface TableRow {
  name: string;
  text: string;
  /** The typed row, kept in flags so the pack test can compare it with the rules tables. */
  data: unknown;
}

function tableDoc(slug: string, name: string, description: string, rows: readonly TableRow[], sort: number): GmPackDocument {
  const pack: GmPackName = "gm-tables";
  const _id = gmStableId(`${pack}/${slug}`);
  const results = rows.map((row, i) => {
    const rid = gmStableId(`${pack}/${slug}/${i + 1}`);
    return {
      _id: rid,
      _key: `!tables.results!${_id}.${rid}`,
      type: "text",
      name: row.name,
      description: p(row.text),
      range: [i + 1, i + 1],
      weight: 1,
      img: "icons/svg/d20-grey.svg",
      drawn: false,
      flags: { anthology: { gm: row.data } },
    };
  });
  return {
    pack,
    slug,
    doc: {
      _id, _key: `!tables!${_id}`, name, img: "icons/svg/d20-grey.svg", description: p(description),
      formula: `1d${rows.length}`, replacement: true, displayRoll: true, results, folder: null, sort, ownership: { default: 0 }, flags: {},
    },
  };
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");
const SPEED_NAMES: Record<string, string> = {
  semiConscious: "Semi-conscious", combat: "Combat", dash: "Dash", explore: "Explore", walk: "Walk", jog: "Jog", run: "Run", sprint: "Sprint",
};
const DIFFICULTY_NAMES: Record<string, string> = {
  practicallyImpossible: "Practically impossible", nearlyImpossible: "Nearly impossible", extremelyDifficult: "Extremely difficult",
  veryDifficult: "Very difficult", difficult: "Difficult", easy: "Easy", veryEasy: "Very easy", snap: "A snap", incrediblyEasy: "Incredibly easy",
};
const RESOURCE_NAMES: Record<string, string> = {
  generalBook: "General (skill) book", specializedBook: "Specialized (skill) book", immersion: "Immersion (language or etiquette)",
  generalLibrary: "General library", specializedLibrary: "Specialized library", tutor: "Tutor", school: "School",
};
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const inches = (n: number): string => (n === 0.25 ? "a quarter inch" : n === 0.5 ? "half an inch" : n === 1 ? "an inch" : `${n} inches`);

/** The reference tables of 001 and 004. */
export function gmTableDocuments(): GmPackDocument[] {
  const tables: GmPackDocument[] = [];
  let sort = 0;
  const add = (slug: string, name: string, description: string, rows: TableRow[]) => tables.push(tableDoc(slug, name, description, rows, (sort += 100)));

  add("falling", "G&M: Falling", "Damage, time aloft and what a successful evasion roll does, by height fallen. One point per die becomes an injury, unless evasion succeeds on a fall of twenty feet or less. Beyond 450 feet: no more dice, one more second per 150 feet.",
    [
      ...GM_FALLING_TABLE.map((r) => ({
        name: r.to === null ? `${r.from}+ feet` : `${r.from}–${r.to} feet`,
        text: `${r.dice === 1 ? "d6" : `${r.dice}d6`} damage, ${r.seconds} second${r.seconds === 1 ? "" : "s"} aloft; evasion ${r.evasion === "none" ? "has no effect" : r.evasion}.`,
        data: r,
      })),
      {
        name: "Each 150 feet more",
        text: `No more damage (${GM_FALL_MAX_DICE}d6 at most); one more second aloft.`,
        data: { extraFeet: GM_FALL_FEET_PER_EXTRA_SECOND, dice: GM_FALL_MAX_DICE, extraSeconds: 1 },
      },
    ]);

  add("jumping", "G&M: Jumping", "Roll agility, plus strength as a major contributor, plus 8; every foot past the first doubles the penalty (count yards for a long jump). Large creatures jump ×2, huge ×4, gigantic ×8, titanic ×16; small ¾, tiny ⅓, fine ⅙.",
    GM_JUMP_TABLE.map((r) => ({ name: r.feet === 1 ? "Up to 1 foot" : `Up to ${r.feet} feet`, text: r.penalty === 0 ? "No penalty." : `Penalty of ${r.penalty}.`, data: r })));

  add("movement", "G&M: Movement", "Speeds as multiples of Movement; rest ten minutes after the time base (a multiple of endurance). The reaction penalty is the mover's; the attack bonus is for those attacking them. Outdoors the reaction penalties shift up one step.",
    GM_MOVEMENT_TABLE.map((r) => ({
      name: SPEED_NAMES[r.speed],
      text: `${r.yardsPerMinute} × Movement yards per minute, ${r.feetPerRound} × Movement feet per round; rest after endurance × ${r.timeBase.times} ${r.timeBase.unit}${r.timeBase.times === 1 ? "" : "s"}; reactions ${signed(-r.reactionPenalty)}, attackers ${signed(r.attackBonus)}.`,
      data: r,
    })));

  add("obstacle-size", "G&M: Obstacle Size", "Penalty for larger obstacles, in multiples of a no-penalty size (often 10 feet): it grows by one each time the size doubles.",
    GM_OBSTACLE_TABLE.map((r) => ({ name: `Size ${r.size}`, text: r.penalty === 0 ? "No penalty." : `Penalty of ${r.penalty}.`, data: r })));

  add("difficulty", "G&M: Difficulty Levels", "Common-sense words for bonuses and penalties on ability and reaction rolls.",
    Object.entries(GM_DIFFICULTIES).map(([key, value]) => ({ name: DIFFICULTY_NAMES[key] ?? key, text: value === 0 ? "No modifier." : `${value > 0 ? "Bonus" : "Penalty"} of ${Math.abs(value)}.`, data: { key, value } })));

  add("group-effort", "G&M: Group Effort", "Bonus of a group acting as one, by its size; the group also gains that many extra actions and uses the median of its members' numbers.",
    GM_GROUP_EFFORT_TABLE.map((r) => ({ name: r.from === r.to ? `${r.from}` : `${r.from}–${r.to}`, text: r.bonus === 0 ? "No bonus." : `Bonus of ${r.bonus}, ${r.bonus} extra action${r.bonus === 1 ? "" : "s"}.`, data: r })));

  add("mojo-resources", "G&M: Mojo Resources", "Mojo total of a study resource: its level (a tutor's field bonus) less the student's bonus, times the multiplier; immersion gives the student's charisma. One resource of each type may be combined.",
    GM_MOJO_RESOURCE_TYPES.map((t) => {
      const r = GM_MOJO_RESOURCE_RULES[t];
      const levels = r.maxLevel === null ? "" : ` (levels ${r.minLevel}–${r.maxLevel})`;
      return { name: RESOURCE_NAMES[t], text: t === "immersion" ? "The student's charisma." : `Level/bonus difference${r.times === 1 ? "" : ` × ${r.times}`}${levels}.`, data: { type: t, ...r } };
    }));

  add("mojo-bonus", "G&M: Mojo Bonus", "Extra practical mojo per period of study from the combined mojo total of the resources used; intelligence as a major contributor shifts the row up or down.",
    GM_MOJO_BONUS_TABLE.map((r) => ({
      name: r.from === r.to ? `Total ${r.from}` : `Total ${r.from}–${r.to}`,
      text: r.rate.periods === 1 ? `${r.rate.mojo} mojo per time period.` : `1 mojo per ${r.rate.periods} time periods.`,
      data: r,
    })));

  add("cover", "G&M: Cover", "Defense bonus from cover. Warriors make better use of cover than others. Someone shot at while in a melee of three to five fighters counts as behind strong cover, of six or more behind full cover.",
    GM_COVERS.map((c) => {
      const r = GM_COVER_TABLE[c];
      return { name: `${cap(c)} cover`, text: `Warriors ${signed(r.warrior)} defense; non-warriors ${r.nonWarrior === 0 ? "no bonus" : `${signed(r.nonWarrior)} defense`}.`, data: { cover: c, ...r } };
    }));

  add("item-reactions", "G&M: Item Reactions", "Items that must react roll against 4 plus the material's bonus against the attack form, plus 1 at the bonus thickness and 1 more for each doubling of it.",
    GM_ITEM_REACTION_TABLE.map((r) => {
      const parts = (["fire", "bludgeon", "acid"] as const).filter((f) => r[f] !== null).map((f) => `${f} ${signed(r[f] as number)}`);
      return { name: cap(r.material), text: `${parts.length ? cap(parts.join(", ")) : "No bonus against these attacks"}; +1 at ${inches(r.bonusThickness)}.`, data: r };
    }));

  add("damage-progression", "G&M: Damage Progression", "Each size step a weapon is made larger moves its damage one step up this list (one step down for smaller); past 4d6 each step adds a d6.",
    GM_DAMAGE_PROGRESSION.map((d, i) => ({ name: `Step ${i}`, text: `${d === "1" ? "1 point" : d} damage.`, data: { step: i, damage: gmDamageAtStep(i) } })));

  const longSword = GM_WEAPONS.find((w) => w.slug === "long-sword");
  if (!longSword) throw new Error("long sword missing");
  add("size-progression", "G&M: Size Progression", "Items are sized for a creature. For each size larger than the carrier, bulk doubles (halves for each size smaller); each size away from the culture that sells it doubles the cost; range doubles or halves per size (minimum 1); and a weapon of another size is at −1 to attack per size. The long sword of each size shows the effect.",
    GM_SIZES.map((size) => {
      const w = gmWeaponForSize(longSword, size);
      const steps = gmSizeSteps("medium", size);
      return {
        name: cap(size),
        text: `Long sword: ${w.damage} damage, range ${w.range}, cost ${w.cost} in a medium culture; bulk for a medium carrier ×${2 ** steps}.`,
        data: { size, damage: w.damage, range: w.range, cost: w.cost },
      };
    }));

  return tables;
}

/** Every gm pack document. */
export function gmPackDocuments(): GmPackDocument[] {
  return [...gmEquipmentDocuments(), ...gmAilmentDocuments(), ...gmSpeciesDocuments(), ...gmTableDocuments()];
}
