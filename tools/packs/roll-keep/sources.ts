/**
 * The Roll & Keep compendium documents, built from the pure rules tables so the packs cannot drift from
 * the rules: the named specialities (`rk-specialities`) and the difficulty and degree tables (`rk-tables`).
 * `write-sources.ts` writes them to `packs/_source/`; `test/rulesets/roll-keep/packs.test.ts` checks the
 * committed files against this module and the rules.
 *
 * Descriptions are this system's own words.
 */
import { RK_SCHEMA_VERSION } from "../../../module/rulesets/roll-keep/data/migrations.js";
import { RK_DEGREES, type RkDegree } from "../../../module/rulesets/roll-keep/rules/degree.js";
import { RK_DIFFICULTIES } from "../../../module/rulesets/roll-keep/rules/difficulty.js";
import { RK_NAMED_SPECIALITIES } from "../../../module/rulesets/roll-keep/rules/specialities.js";
import { rkStableId } from "./stable-id.js";

export interface RkSpecialitySource {
  _id: string;
  _key: string;
  name: string;
  type: "rkSpeciality";
  img: string;
  system: { schemaVersion: number; attribute: string; description: string };
  effects: [];
  folder: null;
  sort: number;
  ownership: { default: 0 };
  flags: Record<string, never>;
}

export interface RkTableResultSource {
  _id: string;
  _key: string;
  type: "text";
  name: string;
  description: string;
  range: [number, number];
  weight: 1;
  img: string;
  drawn: false;
  flags: Record<string, never>;
}

export interface RkTableSource {
  _id: string;
  _key: string;
  name: string;
  img: string;
  description: string;
  formula: string;
  replacement: true;
  displayRoll: boolean;
  results: RkTableResultSource[];
  folder: null;
  sort: number;
  ownership: { default: 0 };
  flags: Record<string, never>;
}

/** One file per document: the file's slug and its JSON content. */
export interface RkPackFile<T> {
  pack: "rk-specialities" | "rk-tables";
  slug: string;
  document: T;
}

const SPECIALITY_TEXT: Record<string, { img: string; text: string }> = {
  deceit: {
    img: "icons/svg/cowled.svg",
    text: "Telling lies that hold, bluffing, and steering others towards a false belief.",
  },
  artifice: {
    img: "icons/svg/book.svg",
    text: "Understanding crafted and enchanted things: how a device works, what a written enchantment does.",
  },
  stealth: {
    img: "icons/svg/invisible.svg",
    text: "Moving unseen and unheard: sneaking past guards, hiding, shadowing a mark.",
  },
  "elemental-damage": {
    img: "icons/svg/fire.svg",
    text: "Withstanding the harm of the elements: fire, cold, lightning and their kin.",
  },
  "acute-hearing": {
    img: "icons/svg/sound.svg",
    text: "Keen ears. As a related speciality it also makes this character harder to sneak past.",
  },
  "long-distance-running": {
    img: "icons/svg/wing.svg",
    text: "Running far and keeping the pace: races, long chases, carrying a message across country.",
  },
};

const ATTRIBUTE_NAMES: Record<string, string> = {
  strength: "Strength",
  finesse: "Finesse",
  endurance: "Endurance",
  cunning: "Cunning",
  intelligence: "Intelligence",
  acuity: "Acuity",
  charisma: "Charisma",
};

export function rkSpecialitySources(): RkPackFile<RkSpecialitySource>[] {
  return RK_NAMED_SPECIALITIES.map((speciality, index) => {
    const _id = rkStableId(`rk-specialities/${speciality.id}`);
    const about = SPECIALITY_TEXT[speciality.id] ?? { img: "icons/svg/book.svg", text: "" };
    const attribute = ATTRIBUTE_NAMES[speciality.attribute] ?? speciality.attribute;
    return {
      pack: "rk-specialities",
      slug: speciality.id,
      document: {
        _id,
        _key: `!items!${_id}`,
        name: speciality.name,
        type: "rkSpeciality",
        img: about.img,
        system: {
          schemaVersion: RK_SCHEMA_VERSION,
          attribute: speciality.attribute,
          description: `<p>${about.text}</p><p>Adds one die rolled and one kept to ${attribute} rolls it applies to.</p>`,
        },
        effects: [],
        folder: null,
        sort: (index + 1) * 100000,
        ownership: { default: 0 },
        flags: {},
      },
    };
  });
}

function result(tableId: string, slug: string, name: string, description: string, value: number): RkTableResultSource {
  const _id = rkStableId(`rk-tables/${tableId}/${slug}`);
  return {
    _id,
    _key: `!tables.results!${tableId}.${_id}`,
    type: "text",
    name,
    description,
    range: [value, value],
    weight: 1,
    img: "icons/svg/d20-grey.svg",
    drawn: false,
    flags: {},
  };
}

const DIFFICULTY_TEXT: Record<string, [string, string]> = {
  easy: ["Easy", "Almost anyone manages it with a little care."],
  routine: ["Routine", "Everyday work for someone who knows the task."],
  straightforward: ["Straightforward", "No tricks to it, but it takes some effort."],
  standard: ["Standard", "The usual measure of a task worth rolling for."],
  challenging: ["Challenging", "Hard going: the hilly race of the rules is run at this difficulty."],
  difficult: ["Difficult", "Only the able succeed with any regularity."],
  extremelyDifficult: ["Extremely difficult", "Even experts often fall short."],
  virtuallyImpossible: ["Virtually impossible", "Only a 10 on a kept die counts."],
};

const DEGREE_TEXT: Record<Exclude<RkDegree, "botch" | "failure">, [string, string]> = {
  marginal: ["Marginal", "Achieved, barely."],
  moderate: ["Moderate", "Achieved with some room to spare."],
  complete: ["Complete", "Achieved fully, as intended."],
  exceptional: ["Exceptional", "Achieved better than hoped."],
  phenomenal: ["Phenomenal", "A result to be talked about (five successes or more)."],
};

export function rkTableSources(): RkPackFile<RkTableSource>[] {
  const difficultyId = rkStableId("rk-tables/difficulties");
  const degreeId = rkStableId("rk-tables/degrees");
  const difficulties: RkTableSource = {
    _id: difficultyId,
    _key: `!tables!${difficultyId}`,
    name: "Roll & Keep: Difficulties",
    img: "icons/svg/d20-grey.svg",
    description:
      "<p>The difficulty of an unopposed action: a kept d10 equal to or over the number is a success. Each result's range is its difficulty, so drawing picks one from Easy to Virtually impossible.</p>",
    formula: "1d8+2",
    replacement: true,
    displayRoll: true,
    results: RK_DIFFICULTIES.map((d) => {
      const [name, text] = DIFFICULTY_TEXT[d.id] ?? [d.id, ""];
      return result(difficultyId, d.id, name, `<p>Difficulty ${d.value}. ${text}</p>`, d.value);
    }),
    folder: null,
    sort: 100000,
    ownership: { default: 0 },
    flags: {},
  };
  const degrees: RkTableSource = {
    _id: degreeId,
    _key: `!tables!${degreeId}`,
    name: "Roll & Keep: Degrees of Success",
    img: "icons/svg/d20-grey.svg",
    description:
      "<p>How well an action went, by the number of kept successes (each result's range). No success is a failure; no success with a 1 rolled is a botch.</p>",
    formula: "1d5",
    replacement: true,
    displayRoll: true,
    results: RK_DEGREES.map((d) => {
      const [name, text] = DEGREE_TEXT[d.id as keyof typeof DEGREE_TEXT] ?? [d.id, ""];
      const count = d.successes === 1 ? "1 success" : `${d.successes} successes`;
      return result(degreeId, d.id, name, `<p>${count}. ${text}</p>`, d.successes);
    }),
    folder: null,
    sort: 200000,
    ownership: { default: 0 },
    flags: {},
  };
  return [
    { pack: "rk-tables", slug: "difficulties", document: difficulties },
    { pack: "rk-tables", slug: "degrees", document: degrees },
  ];
}
