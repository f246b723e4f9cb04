/** Schema version 1 of every Shadow model: a stored source loads without losing or changing a value. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ruleset } from "../../../module/rulesets/shadow/ruleset.js";

type Model = new (source: object) => { toObject(): object; validationWarnings: string[] };
const load = (name: string) => JSON.parse(readFileSync(join(__dirname, "fixtures", name), "utf8")) as Record<string, object>;

describe("Shadow model fixtures (schema version 1)", () => {
  it.each([
    ["shadowCharacter", load("shadow-character.json")],
    ["shadowMonster", load("shadow-monster.json")],
  ])("%s keeps every stored value", (type, source) => {
    const model = new (ruleset.actorModels[type] as unknown as Model)(source);
    expect(model.validationWarnings).toEqual([]);
    expect(model.toObject()).toEqual(source);
  });

  const items = load("shadow-items.json");
  it.each(Object.entries(items))("%s keeps every stored value", (type, source) => {
    const model = new (ruleset.itemModels[type] as unknown as Model)(source);
    expect(model.validationWarnings).toEqual([]);
    expect(model.toObject()).toEqual(source);
  });

  it("covers every Shadow document type", () => {
    expect(Object.keys(items).sort()).toEqual(Object.keys(ruleset.itemModels).sort());
    expect(Object.keys(ruleset.actorModels).sort()).toEqual(["shadowCharacter", "shadowMonster"]);
  });
});
