import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GM_ITEM_MODELS } from "../../../../module/rulesets/gods-monsters/items.js";

/** The source shape of every gm item model at schema version 1: a later version must keep every value. */
const fixtures = JSON.parse(readFileSync(join(__dirname, "fixtures/gm-items-v1.json"), "utf8")) as Record<string, Record<string, unknown>>;

describe("G&M item model fixtures (schema version 1)", () => {
  it("cover every gm item type", () => {
    expect(Object.keys(fixtures).sort()).toEqual(Object.keys(GM_ITEM_MODELS).sort());
  });

  it.each(Object.entries(fixtures))("%s keeps every value", (type, source) => {
    const Model = GM_ITEM_MODELS[type] as unknown as new (s: object) => { validationWarnings: string[]; toObject(): object };
    const model = new Model(source);
    expect(model.validationWarnings).toEqual([]);
    expect(model.toObject()).toEqual(source);
  });
});
