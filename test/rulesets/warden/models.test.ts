import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { wardenPackDocuments } from "../../../tools/packs/warden/documents.js";
import { installWarden } from "./skin-setup.js";

interface Model {
  toObject(): Record<string, unknown>;
  validationWarnings: string[];
}
type ModelClass = new (source: object) => Model;

function model(documentName: "Actor" | "Item", type: string): ModelClass {
  const models = (documentName === "Actor" ? CONFIG.Actor.dataModels : CONFIG.Item.dataModels) as unknown as Record<string, ModelClass>;
  return models[type]!;
}

beforeEach(installWarden);

describe("pack sources match the data models exactly", () => {
  it.each(
    wardenPackDocuments()
      .filter((d) => d.pack !== "warden-tables")
      .map((d) => [d.slug, d]),
  )("%s", (_slug, d) => {
    const doc = d.doc as { type: string; system: Record<string, unknown> };
    const m = new (model("Item", doc.type))(doc.system);
    expect(m.validationWarnings).toEqual([]);
    expect(m.toObject()).toEqual(doc.system);
  });
});

describe("schema fixtures (version 1): every value survives loading", () => {
  const dir = join(import.meta.dirname, "fixtures");
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  it("there is a fixture for every Warden model", () => {
    const types = files.map((f) => (JSON.parse(readFileSync(join(dir, f), "utf8")) as { type: string }).type).sort();
    expect(types).toEqual(
      [
        "wardenCharacter",
        "wardenCreature",
        "wardenWeapon",
        "wardenArmor",
        "wardenGear",
        "wardenSpell",
        "wardenScroll",
        "wardenGrimoire",
        "wardenManaDust",
        "wardenFatigue",
      ].sort(),
    );
  });
  it.each(files)("%s", (file) => {
    const fixture = JSON.parse(readFileSync(join(dir, file), "utf8")) as { documentName: "Actor" | "Item"; type: string; system: Record<string, unknown> };
    const m = new (model(fixture.documentName, fixture.type))(fixture.system);
    expect(m.validationWarnings).toEqual([]);
    expect(m.toObject()).toEqual(fixture.system);
  });
});
