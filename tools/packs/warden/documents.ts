import { WARDEN_ARMORS, WARDEN_GEAR, WARDEN_SPELL_ITEMS, WARDEN_WEAPONS } from "./catalog-items.js";
import { WARDEN_SCHEMA_VERSION } from "../../../module/rulesets/warden/data/migrations.js";
import { WARDEN_TABLES, type WardenCatalogTable } from "./catalog-tables.js";

/**
 * Builds the pack source documents (one JSON object per document) from the catalogs. Pure: the
 * script `write-sources.ts` writes them to `packs/_source/<pack>/<slug>.json`.
 */

/** A stable 16-character id from a name: two 32-bit FNV-1a hashes in hex. Never change it. */
export function wardenStableId(name: string): string {
  const fnv = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < name.length; i += 1) {
      h ^= name.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, "0");
  };
  return fnv(0x811c9dc5) + fnv(0x050c5d1f);
}

export type WardenPackName = "warden-gear" | "warden-spells" | "warden-tables";

export interface WardenPackDocument {
  pack: WardenPackName;
  slug: string;
  doc: Record<string, unknown>;
}

function itemDoc(pack: WardenPackName, item: { slug: string; name: string; type: string; img: string; system: object }): WardenPackDocument {
  const _id = wardenStableId(`${pack}/${item.slug}`);
  return {
    pack,
    slug: item.slug,
    doc: {
      _id,
      _key: `!items!${_id}`,
      name: item.name,
      type: item.type,
      img: item.img,
      system: { schemaVersion: WARDEN_SCHEMA_VERSION, ...item.system },
      effects: [],
      folder: null,
      sort: 0,
      ownership: { default: 0 },
      flags: {},
    },
  };
}

function tableDoc(table: WardenCatalogTable): WardenPackDocument {
  const pack: WardenPackName = "warden-tables";
  const _id = wardenStableId(`${pack}/${table.slug}`);
  // v13 TableResult has no `sort` field (common/documents/table-result.mjs): results keep their order by range.
  const results = table.rows.map((row) => {
    const rid = wardenStableId(`${pack}/${table.slug}/${row.id}`);
    return {
      _id: rid,
      _key: `!tables.results!${_id}.${rid}`,
      type: "text",
      name: row.name,
      description: row.description,
      range: [row.range[0], row.range[1]],
      weight: 1,
      img: "icons/svg/d20-grey.svg",
      drawn: false,
      flags: { anthology: { wardenId: row.id } },
    };
  });
  return {
    pack,
    slug: table.slug,
    doc: {
      _id,
      _key: `!tables!${_id}`,
      name: table.name,
      img: "icons/svg/d20-grey.svg",
      description: table.description,
      formula: table.formula,
      replacement: true,
      displayRoll: true,
      results,
      folder: null,
      sort: 0,
      ownership: { default: 0 },
      flags: {},
    },
  };
}

export function wardenPackDocuments(): WardenPackDocument[] {
  return [
    ...[...WARDEN_WEAPONS, ...WARDEN_ARMORS, ...WARDEN_GEAR].map((i) => itemDoc("warden-gear", i)),
    ...WARDEN_SPELL_ITEMS.map((i) => itemDoc("warden-spells", i)),
    ...WARDEN_TABLES.map(tableDoc),
  ];
}
