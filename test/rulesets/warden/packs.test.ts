// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { WARDEN_MISHAPS, WARDEN_REACTIONS, WARDEN_SCARS, WARDEN_GRIMOIRE_VALUE } from "../../../module/rules.js";
import { wardenPackDocuments } from "../../../tools/packs/warden/documents.js";

type Doc = Record<string, unknown> & { _id: string; _key: string; name: string; system?: Record<string, unknown> };
interface Result {
  _id: string;
  _key: string;
  type: string;
  name: string;
  description: string;
  range: [number, number];
  weight: number;
  drawn: boolean;
}

const root = join(process.cwd(), "packs", "_source");
function load(pack: string): Map<string, Doc> {
  const out = new Map<string, Doc>();
  for (const f of readdirSync(join(root, pack))) {
    if (f.endsWith(".json")) out.set(f.replace(/\.json$/, ""), JSON.parse(readFileSync(join(root, pack, f), "utf8")) as Doc);
  }
  return out;
}

const packs = { gear: load("warden-gear"), spells: load("warden-spells"), tables: load("warden-tables") };
const all = [...packs.gear.values(), ...packs.spells.values(), ...packs.tables.values()];

describe("Warden pack sources", () => {
  it("are exactly what the catalogs generate (run write-sources.ts after editing a catalog)", () => {
    for (const d of wardenPackDocuments()) {
      const onDisk = load(d.pack).get(d.slug);
      expect(onDisk, `${d.pack}/${d.slug}`).toEqual(d.doc);
    }
    expect(all.length).toBe(wardenPackDocuments().length);
  });

  it("have unique 16-character alphanumeric ids and the right _key", () => {
    const ids = new Set<string>();
    for (const d of all) {
      expect(d._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(ids.has(d._id)).toBe(false);
      ids.add(d._id);
      expect(d._key).toBe(d.results ? `!tables!${d._id}` : `!items!${d._id}`);
      for (const r of (d.results as Result[] | undefined) ?? []) {
        expect(r._id).toMatch(/^[A-Za-z0-9]{16}$/);
        expect(ids.has(r._id)).toBe(false);
        ids.add(r._id);
        expect(r._key).toBe(`!tables.results!${d._id}.${r._id}`);
        expect(r).toMatchObject({ type: "text", weight: 1, drawn: false });
      }
    }
  });

  it("Scars: 12 entries keyed 1..12, in the rules' order", () => {
    const results = packs.tables.get("scars")?.results as Result[];
    expect(results).toHaveLength(12);
    expect(results.map((r) => r.range)).toEqual(WARDEN_SCARS.map((s) => [s.entry, s.entry]));
    expect(results.map((r) => r.name)).toEqual([
      "Lasting Scar",
      "Rattling Blow",
      "Walloped",
      "Broken Limb",
      "Diseased",
      "Reorienting Head Wound",
      "Hamstrung",
      "Deafened",
      "Re-brained",
      "Sundered",
      "Mortal Wound",
      "Doomed",
    ]);
  });

  it("Mishaps: 23 entries, [sum] 2..24", () => {
    const results = packs.tables.get("mishaps")?.results as Result[];
    expect(results).toHaveLength(23);
    expect(results.map((r) => r.range)).toEqual(WARDEN_MISHAPS.map((m) => [m.sum, m.sum]));
    // Barry's [sum] 9: the purple skin.
    expect(results.find((r) => r.range[0] === 9)?.description).toMatch(/purple/);
  });

  it("Reactions: 2d6 with 2, 3-5, 6-8, 9-11, 12", () => {
    const table = packs.tables.get("reactions");
    expect(table?.formula).toBe("2d6");
    const results = table?.results as Result[];
    expect(results.map((r) => [r.name, r.range])).toEqual([
      ["Hostile", [2, 2]],
      ["Wary", [3, 5]],
      ["Curious", [6, 8]],
      ["Kind", [9, 11]],
      ["Helpful", [12, 12]],
    ]);
    expect(results.map((r) => r.range)).toEqual(WARDEN_REACTIONS.map((r) => [...r.range]));
  });

  it("the grimoire is worth 300 gp and bulky; mana dust and bandages are there", () => {
    expect(packs.gear.get("grimoire")).toMatchObject({ type: "wardenGrimoire", system: { cost: WARDEN_GRIMOIRE_VALUE, bulky: true } });
    expect(packs.gear.get("mana-dust")?.type).toBe("wardenManaDust");
    expect(packs.gear.get("bandages")).toMatchObject({ type: "wardenGear", system: { uses: { value: 3, max: 3 } } });
  });

  it("weapons carry their dice and armor its value (never above 3)", () => {
    expect(packs.gear.get("battleaxe")?.system).toMatchObject({ die: 10, bulky: true, slots: 2 });
    expect(packs.gear.get("sword")?.system).toMatchObject({ die: 8 });
    expect(packs.gear.get("dagger")?.system).toMatchObject({ die: 6 });
    expect(packs.gear.get("heater-shield")?.system).toMatchObject({ armor: 1, shield: true, objectDie: 6 });
    for (const d of packs.gear.values()) {
      if (d.type === "wardenArmor") expect(Number(d.system?.armor)).toBeLessThanOrEqual(3);
      if (d.type === "wardenWeapon") expect([4, 6, 8, 10, 12]).toContain(d.system?.die);
    }
  });

  it("table results carry only v13 TableResult fields (no `sort`: common/documents/table-result.mjs defines none)", () => {
    const fields = new Set(["_id", "_key", "type", "name", "img", "description", "documentUuid", "weight", "range", "drawn", "flags", "_stats"]);
    for (const table of packs.tables.values()) {
      for (const result of (table.results ?? []) as Record<string, unknown>[]) {
        expect(
          Object.keys(result).filter((k) => !fields.has(k)),
          `${table.name}: ${String(result.name)}`,
        ).toEqual([]);
      }
    }
  });

  it("Mirror Image is in the spells pack", () => {
    expect(packs.spells.get("mirror-image")).toMatchObject({ name: "Mirror Image", type: "wardenSpell" });
    expect(packs.spells.get("scroll-mirror-image")?.type).toBe("wardenScroll");
  });
});
