import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { GM_ITEM_MODELS } from "../../../../module/rulesets/gods-monsters/items.js";

const root = resolve(__dirname, "../../../../packs/_source");

interface Model {
  new (source: object): { validationWarnings: string[]; toObject(): object };
}

describe("G&M item packs build through the item data models unchanged", () => {
  for (const pack of ["gm-equipment", "gm-ailments", "gm-species"]) {
    it(pack, () => {
      const dir = join(root, pack);
      const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
      expect(files.length).toBeGreaterThan(0);
      for (const f of files) {
        const doc = JSON.parse(readFileSync(join(dir, f), "utf8")) as { type: string; system: object };
        const Model = GM_ITEM_MODELS[doc.type] as unknown as Model;
        expect(Model, `${f}: ${doc.type}`).toBeDefined();
        const model = new Model(doc.system);
        expect(model.validationWarnings, f).toEqual([]);
        expect(model.toObject(), f).toEqual(doc.system);
      }
    });
  }
});
