import { WARDEN_MISHAPS } from "../../../module/rulesets/warden/rules/mishaps-table.js";
import { WARDEN_REACTIONS } from "../../../module/rulesets/warden/rules/reactions.js";
import { WARDEN_SCARS } from "../../../module/rulesets/warden/rules/scars-table.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";

type TableText = Record<string, { name: string; text: string } | undefined>;

/**
 * The scar and mishap texts live once, in lang/en.json (`ANTHOLOGY.Warden.Scar.<id>` and `.Mishap.<id>`), where the
 * chat cards read them; the RollTables take the same words from there.
 */
function wardenLang(): { Scar: TableText; Mishap: TableText } {
  const lang = JSON.parse(readFileSync(join(process.cwd(), "lang", "en.json"), "utf8")) as { ANTHOLOGY: { Warden: { Scar: TableText; Mishap: TableText } } };
  return lang.ANTHOLOGY.Warden;
}

/**
 * The Warden RollTables, their rows tied to the typed tables of the rules (`WARDEN_SCARS`,
 * `WARDEN_MISHAPS`, `WARDEN_REACTIONS`). Names follow the text; descriptions are our own wording.
 */
export interface WardenCatalogRow {
  range: readonly [number, number];
  id: string;
  name: string;
  description: string;
}

export interface WardenCatalogTable {
  slug: string;
  name: string;
  formula: string;
  description: string;
  rows: WardenCatalogRow[];
}



const REACTION_TEXT: Record<(typeof WARDEN_REACTIONS)[number]["id"], [string, string]> = {
  hostile: ["Hostile", "The NPC is against the party from the start."],
  wary: ["Wary", "The NPC is cautious and keeps its distance."],
  curious: ["Curious", "The NPC is interested and wants to know more."],
  kind: ["Kind", "The NPC is well disposed toward the party."],
  helpful: ["Helpful", "The NPC is eager to help the party."],
};

export const WARDEN_TABLES: WardenCatalogTable[] = [
  {
    slug: "scars",
    name: "Scars",
    formula: "1d12",
    description: "Look up the HP the PC had before the blow that took it to 0 or under (12 for more than 12).",
    rows: WARDEN_SCARS.map((s) => ({
      range: [s.entry, s.entry] as const,
      id: s.id,
      name: wardenLang().Scar[s.id]!.name,
      description: wardenLang().Scar[s.id]!.text,
    })),
  },
  {
    slug: "mishaps",
    name: "Mishaps",
    formula: "2d12",
    // Not rolled: the [sum] of the cast's Magic Dice picks the entry. 2d12 only spans the same 2–24 for a draw by hand.
    description:
      "A look-up, not a roll: when two or more Magic Dice match, read the entry of the spell's [sum] (the total of its Magic Dice); with three or more the spell also fails. The table's 2d12 formula only covers the same 2–24 range for drawing by hand: it does not give a cast's odds.",
    rows: WARDEN_MISHAPS.map((m) => ({
      range: [m.sum, m.sum] as const,
      id: m.id,
      name: `Mishap ${m.sum}`,
      description: wardenLang().Mishap[m.id]!.text,
    })),
  },
  {
    slug: "reactions",
    name: "Reactions",
    formula: "2d6",
    description: "Roll 2d6 when an NPC's attitude toward the party is not obvious.",
    rows: WARDEN_REACTIONS.map((r) => ({
      range: r.range,
      id: r.id,
      name: REACTION_TEXT[r.id][0],
      description: REACTION_TEXT[r.id][1],
    })),
  },
];
