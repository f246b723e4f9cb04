/**
 * The `gm-creatures` pack: the creatures 004 gives numbers for, written by tools/packs/gods-monsters/write-creatures.ts
 * through the same reader a GM's paste goes through. The committed sources are what the writer writes, every actor and
 * embedded item builds through its data model unchanged, and the Yeti has 004's numbers.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { registerRulesets } from "../../../../module/core/registry.js";
import { RULESETS } from "../../../../module/rulesets/index.js";
import { GM_CREATURES_PACK, gmCreatureDocuments } from "../../../../tools/packs/gods-monsters/creatures.js";

const dir = resolve(__dirname, "../../../../packs/_source", GM_CREATURES_PACK);
const sources = () => readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => ({ file: f, doc: JSON.parse(readFileSync(join(dir, f), "utf8")) as Record<string, unknown> }));

interface Model {
  new (source: object): { validationWarnings: string[]; toObject(): object };
}

describe("the gm-creatures pack", () => {
  it("holds exactly what the writer writes (run npx tsx tools/packs/gods-monsters/write-creatures.ts after a change)", () => {
    const { written, refused } = gmCreatureDocuments();
    expect(sources().map((s) => s.file).sort()).toEqual(written.map((w) => `${w.slug}.json`).sort());
    for (const { slug, doc } of written) expect(JSON.parse(readFileSync(join(dir, `${slug}.json`), "utf8"))).toEqual(doc);
    // 004 gives the orc +1 damage and a short sword, but no survival: it is left out, and says why.
    expect(refused.map((r) => [r.slug, r.problems.map((p) => `${p.code}:${p.field}`)])).toEqual([["orc", ["missing:survival"]]]);
  });

  it("every creature and every embedded item builds through its data model unchanged", () => {
    registerRulesets(RULESETS);
    const actors = CONFIG.Actor.dataModels as unknown as Record<string, Model>;
    const items = CONFIG.Item.dataModels as unknown as Record<string, Model>;
    for (const { file, doc } of sources()) {
      const model = new actors[String(doc.type)](doc.system as object);
      expect(model.validationWarnings, file).toEqual([]);
      expect(model.toObject(), file).toEqual(doc.system);
      for (const item of doc.items as { name: string; type: string; system: object; _key: string; _id: string }[]) {
        expect(item._key, file).toBe(`!actors.items!${String(doc._id)}.${item._id}`);
        const built = new items[item.type](item.system);
        expect(built.validationWarnings, `${file} ${item.name}`).toEqual([]);
        expect(built.toObject(), `${file} ${item.name}`).toEqual(item.system);
      }
    }
  });

  it("the Yeti of 004's combat example: survival 20, attack +4, defense +3, reactions 6, fourth level, two claw attacks of d6", async () => {
    registerRulesets(RULESETS);
    const yeti = sources().find((s) => s.doc.name === "Yeti")!.doc;
    const actor = (await Actor.create(yeti as never)) as unknown as { system: { numbers: { survival: number; attack: number; defense: number; attacks: number; level: number; reactions: Record<string, number> } }; items: { contents: { name: string }[] } };
    expect(actor.system.numbers).toMatchObject({ survival: 20, attack: 4, defense: 3, attacks: 2, level: 4, reactions: { perception: 6, willpower: 6, fortitude: 6 } });
    expect(actor.items.contents.map((i) => i.name)).toEqual(["Claws"]);
  });
});
