// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  SHADOW_DEATH_TEST_TABLE,
  SHADOW_MODIFIER_TABLE,
  SHADOW_STANDARD_ARMOR,
  SHADOW_STANDARD_SHIELDS,
  SHADOW_STANDARD_WEAPONS,
  deathTest,
  shadowModifier,
  shadowElixirUse,
  shadowParseDice,
} from "../../../module/rules.js";
import { shadowPackDocuments } from "../../../tools/packs/shadow/documents.js";

type Doc = Record<string, unknown> & { _id: string; _key: string; name: string; system?: Record<string, unknown> };
interface Result {
  _id: string;
  _key: string;
  type: string;
  name: string;
  range: [number, number];
  weight: number;
  drawn: boolean;
}

const root = resolve(__dirname, "../../..");
function load(pack: string): Map<string, Doc> {
  const dir = join(root, "packs", "_source", pack);
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(join(dir, f), "utf8")) as Doc]),
  );
}
const equipment = load("shadow-equipment");
const tables = load("shadow-tables");
const ID = /^[A-Za-z0-9]{16}$/;

describe("Shadow pack sources", () => {
  it("are exactly what the builders produce (regenerate with write-sources.ts)", () => {
    for (const { pack, slug, doc } of shadowPackDocuments()) {
      const onDisk = (pack === "shadow-equipment" ? equipment : tables).get(slug);
      expect(onDisk, `${pack}/${slug}`).toEqual(doc);
    }
    expect(equipment.size + tables.size).toBe(shadowPackDocuments().length);
  });

  it("have unique 16-character ids and the right keys", () => {
    const ids = new Set<string>();
    for (const doc of equipment.values()) {
      expect(doc._id).toMatch(ID);
      expect(doc._key).toBe(`!items!${doc._id}`);
      ids.add(doc._id);
      expect(doc).toMatchObject({ effects: [], folder: null, sort: 0, ownership: { default: 0 }, flags: {} });
      expect(String(doc.img)).toMatch(/^icons\/svg\/.+\.svg$/);
    }
    for (const doc of tables.values()) {
      expect(doc._id).toMatch(ID);
      expect(doc._key).toBe(`!tables!${doc._id}`);
      ids.add(doc._id);
      for (const r of doc.results as Result[]) {
        expect(r._id).toMatch(ID);
        expect(r._key).toBe(`!tables.results!${doc._id}.${r._id}`);
        expect(r).toMatchObject({ type: "text", weight: 1, drawn: false });
        ids.add(r._id);
      }
    }
    const count = equipment.size + [...tables.values()].reduce((n, t) => n + 1 + (t.results as Result[]).length, 0);
    expect(ids.size).toBe(count);
  });

  it("standard weapons carry the NOTES damage: unarmed 1d4, short 1d6, one-handed 1d8, long 1d8, quarterstaff 1d6, heavy 1d10, bow 1d8, crossbow 1d10", () => {
    const expected: Record<string, [string, string[]]> = {
      unarmed: ["1d4", ["natural"]],
      "natural-weapon": ["1d4", ["natural"]],
      "short-weapon": ["1d6", ["short"]],
      "one-handed-weapon": ["1d8", []],
      "long-weapon": ["1d8", ["long"]],
      quarterstaff: ["1d6", ["long"]],
      "heavy-weapon": ["1d10", ["heavy"]],
      bow: ["1d8", ["ranged"]],
      crossbow: ["1d10", ["ranged"]],
    };
    expect(SHADOW_STANDARD_WEAPONS.map((w) => w.slug).sort()).toEqual(Object.keys(expected).sort());
    for (const [slug, [damage, qualities]] of Object.entries(expected)) {
      const doc = equipment.get(slug)!;
      expect(doc.type).toBe("shadowWeapon");
      expect(doc.system!.damage).toBe(damage);
      expect(shadowParseDice(doc.system!.damage)).not.toBeNull();
      const flags = doc.system!.qualities as Record<string, boolean>;
      expect(Object.keys(flags).filter((q) => flags[q])).toEqual(qualities);
    }
  });

  it("standard armor carries the NOTES protection and Impeding: light 1d4/2, medium 1d6/3, heavy 1d8/4", () => {
    const expected: Record<string, [string, number]> = {
      "light-armor": ["1d4", 2],
      "medium-armor": ["1d6", 3],
      "heavy-armor": ["1d8", 4],
    };
    expect(SHADOW_STANDARD_ARMOR.map((a) => a.slug)).toEqual(Object.keys(expected));
    for (const [slug, [protection, impeding]] of Object.entries(expected)) {
      expect(equipment.get(slug)).toMatchObject({ type: "shadowArmor", system: { protection, impeding } });
    }
  });

  it("shields: the shield 1d4 and +1 Defense; the buckler +1 Defense", () => {
    expect(SHADOW_STANDARD_SHIELDS).toHaveLength(2);
    expect(equipment.get("shield")).toMatchObject({ type: "shadowShield", system: { kind: "shield", damage: "1d4" } });
    expect(SHADOW_STANDARD_SHIELDS.map((s) => s.defense)).toEqual([1, 1]);
    expect(equipment.get("buckler")).toMatchObject({ type: "shadowShield", system: { kind: "buckler", damage: "" } });
  });

  it('the herbal cure (002 "Healing Wounds"): an elixir healing 1 Toughness, as shadowElixirUse reads it', () => {
    const cure = equipment.get("herbal-cure")!;
    expect(cure).toMatchObject({ type: "shadowEquipment", system: { elixir: true, healing: { flat: 1, dice: "" }, quantity: 1 } });
    const healing = (cure.system as { healing: { flat: number } }).healing.flat;
    expect(shadowElixirUse({ itemId: cure._id, quantity: 1, toughness: 4, maxToughness: 10, healing })).toMatchObject({
      ok: true,
      healed: 1,
      toughness: 5,
      left: 0,
    });
  });

  it("the death test table: 1d20; 1 wakes, 2–10 stable, 11–19 closer, 20 dies; agrees with deathTest()", () => {
    const t = tables.get("death-test")!;
    expect(t.formula).toBe("1d20");
    const results = t.results as (Result & { flags: { anthology: { shadowKey: string } } })[];
    expect(results.map((r) => [r.range, r.flags.anthology.shadowKey])).toEqual([
      [[1, 1], "wakes"],
      [[2, 10], "stable"],
      [[11, 19], "closer"],
      [[20, 20], "dies"],
    ]);
    expect(results.map((r) => r.range)).toEqual(SHADOW_DEATH_TEST_TABLE.map((r) => [...r.range]));
    for (const r of results)
      for (let face = r.range[0]; face <= r.range[1]; face++) {
        expect(deathTest(face, 0)).toBe(r.flags.anthology.shadowKey);
      }
  });

  it("the attribute modifier table: every row 5 (+5) to 15 (−5), agreeing with shadowModifier()", () => {
    const t = tables.get("attribute-modifier")!;
    expect(t.formula).toBe("1d11+4");
    const results = t.results as Result[];
    expect(results).toHaveLength(11);
    expect(results.map((r) => r.range)).toEqual(SHADOW_MODIFIER_TABLE.map((r) => [r.attribute, r.attribute]));
    const text = ["+5", "+4", "+3", "+2", "+1", "0", "−1", "−2", "−3", "−4", "−5"];
    expect(results.map((r) => r.name)).toEqual(text);
    for (const r of results) {
      const m = shadowModifier(r.range[0]);
      expect(r.name).toBe(m > 0 ? `+${m}` : m < 0 ? `−${-m}` : "0");
    }
  });
});

describe("dice formulas of equipment", () => {
  it("parses NdS and NdS±M, refuses anything else", () => {
    expect(shadowParseDice("1d8")).toEqual({ count: 1, sides: 8, modifier: 0 });
    expect(shadowParseDice(" 2D6+1 ")).toEqual({ count: 2, sides: 6, modifier: 1 });
    expect(shadowParseDice("1d10-2")).toEqual({ count: 1, sides: 10, modifier: -2 });
    for (const bad of ["", "d8", "1d1", "1d8*2", "abc", 8, null]) expect(shadowParseDice(bad)).toBeNull();
  });
});
