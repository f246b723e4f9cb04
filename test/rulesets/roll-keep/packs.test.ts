// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RK_ATTRIBUTES, RK_DEGREES, RK_DIFFICULTIES, RK_NAMED_SPECIALITIES } from "../../../module/rules.js";
import { rkSpecialitySources, rkTableSources } from "../../../tools/packs/roll-keep/sources.js";

type Json = Record<string, unknown>;

function load(pack: string): Map<string, Json> {
  const dir = join("packs", "_source", pack);
  const files = new Map<string, Json>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    files.set(name.replace(/\.json$/, ""), JSON.parse(readFileSync(join(dir, name), "utf8")) as Json);
  }
  return files;
}

const ID = /^[A-Za-z0-9]{16}$/;
const specialities = load("rk-specialities");
const tables = load("rk-tables");

describe("rk-specialities pack sources", () => {
  it("holds every speciality the text names (Deceit, Artifice, Stealth, Elemental Damage, Acute Hearing, long-distance running), each with its attribute", () => {
    expect([...specialities.keys()].sort()).toEqual(RK_NAMED_SPECIALITIES.map((s) => s.id).sort());
    const byName = new Map([...specialities.values()].map((d) => [d.name, (d.system as Json).attribute]));
    expect(Object.fromEntries(byName)).toEqual({
      Deceit: "cunning",
      Artifice: "intelligence",
      Stealth: "finesse",
      "Elemental Damage": "endurance",
      "Acute Hearing": "acuity",
      "Long-distance Running": "endurance",
    });
  });

  it("every document is a well-formed rkSpeciality with a stable id and key", () => {
    for (const doc of specialities.values()) {
      expect(doc._id).toMatch(ID);
      expect(doc._key).toBe(`!items!${doc._id as string}`);
      expect(doc.type).toBe("rkSpeciality");
      expect(RK_ATTRIBUTES).toContain((doc.system as Json).attribute);
      expect(typeof (doc.system as Json).description).toBe("string");
      expect(doc).toMatchObject({ effects: [], folder: null, ownership: { default: 0 }, flags: {} });
      expect(String(doc.img)).toMatch(/^icons\/svg\/.+\.svg$/);
    }
  });

  it("the committed files are exactly what the generator writes (ids never drift)", () => {
    for (const file of rkSpecialitySources()) expect(specialities.get(file.slug)).toEqual(file.document);
  });
});

describe("rk-tables pack sources", () => {
  const difficulties = tables.get("difficulties") as Json;
  const degrees = tables.get("degrees") as Json;
  const rows = (table: Json) => table.results as Json[];

  it("the difficulty table has every row of the text: Easy 3 … Virtually impossible 10", () => {
    expect(rows(difficulties).map((r) => [r.name, r.range])).toEqual([
      ["Easy", [3, 3]],
      ["Routine", [4, 4]],
      ["Straightforward", [5, 5]],
      ["Standard", [6, 6]],
      ["Challenging", [7, 7]],
      ["Difficult", [8, 8]],
      ["Extremely difficult", [9, 9]],
      ["Virtually impossible", [10, 10]],
    ]);
    expect(rows(difficulties).map((r) => (r.range as number[])[0])).toEqual(RK_DIFFICULTIES.map((d) => d.value));
    expect(difficulties.formula).toBe("1d8+2"); // draws 3 to 10, one result each
  });

  it("the degree table has every row of the text: 1 Marginal … 5 Phenomenal", () => {
    expect(rows(degrees).map((r) => [r.name, r.range])).toEqual([
      ["Marginal", [1, 1]],
      ["Moderate", [2, 2]],
      ["Complete", [3, 3]],
      ["Exceptional", [4, 4]],
      ["Phenomenal", [5, 5]],
    ]);
    expect(rows(degrees).map((r) => (r.range as number[])[0])).toEqual(RK_DEGREES.map((d) => d.successes));
    expect(degrees.formula).toBe("1d5");
  });

  it("tables and results have unique stable ids and right keys", () => {
    const ids = new Set<string>();
    for (const table of tables.values()) {
      expect(table._id).toMatch(ID);
      expect(table._key).toBe(`!tables!${table._id as string}`);
      ids.add(table._id as string);
      for (const r of rows(table)) {
        expect(r._id).toMatch(ID);
        expect(r._key).toBe(`!tables.results!${table._id as string}.${r._id as string}`);
        expect(r).toMatchObject({ type: "text", weight: 1, drawn: false });
        expect(typeof r.description).toBe("string");
        ids.add(r._id as string);
      }
    }
    for (const doc of specialities.values()) ids.add(doc._id as string);
    expect(ids.size).toBe(2 + 8 + 5 + specialities.size);
  });

  it("the committed files are exactly what the generator writes", () => {
    expect([...tables.keys()].sort()).toEqual(["degrees", "difficulties"]);
    for (const file of rkTableSources()) expect(tables.get(file.slug)).toEqual(file.document);
  });
});
