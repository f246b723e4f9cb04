/**
 * The Gods & Monsters creatures the rule texts give numbers for, as the texts write them, read by the same reader a
 * GM's paste goes through (`gmReadStatBlock`, module/rulesets/gods-monsters/rules/creatures/stat-block.ts) into
 * the `gm-creatures` Actor pack. A block the reader refuses is not written: the writer names it and why.
 *
 * - Yeti: 004's combat example table ("Yeti 20   6 6 6   +4 +3") and its narration: "a fourth-level creature",
 *   "Yeti get two attacks", "The Yeti's claws do d6 damage".
 * - Goblin: 004's mass conflict example ("twelve goblins, with 5 survival points median") and its equipment text
 *   (hands do d2 for halflings, goblins and gnomes).
 * - Orc: 004's survival example gives its +1 to damage and its short sword (d6), but no survival: refused.
 * The other texts (000, 001, 002, 003) give no creature whole: 003's Bo'Mack has only his 1 armor.
 */
import { gmReadStatBlock } from "../../../module/rules.js";
import type { StatBlockProblem } from "../../../module/core/rules/stat-block.js";
import { stableId } from "../stable-id.js";

export const GM_CREATURES_PACK = "gm-creatures";

export const GM_CREATURE_BLOCKS: { slug: string; text: string }[] = [
  { slug: "yeti", text: "Yeti 20   6 6 6   +4 +3\nfourth-level creature; two attacks; claws d6" },
  { slug: "goblin", text: "Goblin: survival 5, hands d2" },
  { slug: "orc", text: "Orc\n+1 to damage, short sword d6" },
];

/** The gmCreature and gmWeapon models' whole source shapes (the pack test builds every document through them). */
const CREATURE_DEFAULTS = {
  schemaVersion: 1, level: 1, archetype: "", survival: { value: 5, max: 5 }, injuries: 0, pool: 0, defense: 0, attack: 0, damage: "d6", attacks: 1,
  movement: 10, size: "medium", reactions: { health: null, fortitude: null, willpower: null, evasion: null, reason: null, perception: null },
  endurance: null, state: { unconscious: false, surprised: false }, notes: "",
};
const WEAPON_DEFAULTS = {
  schemaVersion: 1, description: "", cost: 0, bulk: 0, quantity: 1, size: "medium", carried: true, containerId: "", halfBulkUnused: false, notes: "",
  damage: "d6", fireActions: null, range: null, hands: null, space: null, category: "simple", attackMode: "close", thrown: false, strengthRating: 0,
  attackPenalty: 0, mountedOnly: false, ammunition: "", equipped: false,
};

function merge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = base[k];
    out[k] = b && typeof b === "object" && v && typeof v === "object" && !Array.isArray(v) ? merge(b as Record<string, unknown>, v as Record<string, unknown>) : v;
  }
  return out;
}

export interface GmCreatureDocument {
  slug: string;
  doc: Record<string, unknown>;
}

/** Every block the reader takes, as pack documents; the refused ones with their blocking problems. */
export function gmCreatureDocuments(): { written: GmCreatureDocument[]; refused: { slug: string; problems: StatBlockProblem[] }[] } {
  const written: GmCreatureDocument[] = [];
  const refused: { slug: string; problems: StatBlockProblem[] }[] = [];
  GM_CREATURE_BLOCKS.forEach(({ slug, text }, index) => {
    const reading = gmReadStatBlock(text);
    if (!reading.ok || !reading.actor) {
      refused.push({ slug, problems: reading.problems.filter((p) => p.blocks) });
      return;
    }
    const id = stableId(`${GM_CREATURES_PACK}/${slug}`);
    const items = reading.actor.items.map((item, i) => {
      const itemId = stableId(`${GM_CREATURES_PACK}/${slug}/${item.name}`);
      return {
        _id: itemId,
        _key: `!actors.items!${id}.${itemId}`,
        name: item.name,
        type: item.type,
        img: "icons/svg/sword.svg",
        system: merge(WEAPON_DEFAULTS, item.system),
        effects: [],
        folder: null,
        sort: (i + 1) * 100,
        ownership: { default: 0 },
        flags: {},
      };
    });
    written.push({
      slug,
      doc: {
        _id: id,
        _key: `!actors!${id}`,
        name: reading.actor.name,
        type: reading.actor.type,
        img: "icons/svg/mystery-man.svg",
        system: merge(CREATURE_DEFAULTS, reading.actor.system),
        items,
        effects: [],
        folder: null,
        sort: (index + 1) * 100,
        ownership: { default: 0 },
        flags: {},
      },
    });
  });
  return { written, refused };
}
