// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  GM_AMMUNITION,
  GM_ARMOR,
  GM_DAMAGE_PROGRESSION,
  GM_EXAMPLE_AILMENTS,
  GM_FALLING_TABLE,
  GM_GEAR,
  GM_ITEM_REACTION_TABLE,
  GM_JUMP_TABLE,
  GM_MOVEMENT_TABLE,
  GM_SPECIES,
  GM_SPECIES_RULES,
  GM_WEAPONS,
} from "../../../../module/rules.js";
import { gmPackDocuments } from "../../../../tools/packs/gods-monsters/documents.js";

type Doc = Record<string, unknown> & { _id: string; _key: string; name: string; type?: string; system?: Record<string, unknown>; results?: Result[] };
type Result = { _id: string; _key: string; type: string; name: string; description: string; range: [number, number]; weight: number; drawn: boolean; flags: { anthology: { gm: unknown } } };

const root = resolve(__dirname, "../../../../packs/_source");
const PACKS = ["gm-equipment", "gm-ailments", "gm-species", "gm-tables"] as const;

function load(pack: string): Map<string, Doc> {
  const dir = join(root, pack);
  const out = new Map<string, Doc>();
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".json"))) out.set(f.replace(/\.json$/, ""), JSON.parse(readFileSync(join(dir, f), "utf8")) as Doc);
  return out;
}
const files = Object.fromEntries(PACKS.map((p) => [p, load(p)])) as Record<(typeof PACKS)[number], Map<string, Doc>>;
const equipment = files["gm-equipment"];
const sys = (slug: string): Record<string, unknown> => {
  const doc = equipment.get(slug);
  if (!doc?.system) throw new Error(`missing ${slug}`);
  return doc.system;
};

describe("G&M pack sources: document shape", () => {
  const all = PACKS.flatMap((p) => [...files[p].values()]);

  it("every id is 16 alphanumeric characters and unique, every _key matches", () => {
    const ids = new Set<string>();
    for (const doc of all) {
      expect(doc._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(ids.has(doc._id)).toBe(false);
      ids.add(doc._id);
      expect(doc._key).toBe(doc.results ? `!tables!${doc._id}` : `!items!${doc._id}`);
      expect(doc).toMatchObject({ folder: null, ownership: { default: 0 } });
      for (const r of doc.results ?? []) {
        expect(r._id).toMatch(/^[A-Za-z0-9]{16}$/);
        expect(ids.has(r._id)).toBe(false);
        ids.add(r._id);
        expect(r._key).toBe(`!tables.results!${doc._id}.${r._id}`);
        expect(r).toMatchObject({ type: "text", weight: 1, drawn: false });
      }
    }
  });

  it("the files are exactly what the generator writes (npx tsx tools/packs/gods-monsters/write-sources.ts)", () => {
    const generated = gmPackDocuments();
    expect(all.length).toBe(generated.length);
    for (const { pack, slug, doc } of generated) expect(files[pack].get(slug)).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it("roll tables cover their formula with one result per row", () => {
    for (const doc of files["gm-tables"].values()) {
      const n = doc.results!.length;
      expect(doc.formula).toBe(`1d${n}`);
      expect(doc.results!.map((r) => r.range)).toEqual(Array.from({ length: n }, (_, i) => [i + 1, i + 1]));
    }
  });

  // The rules texts sit beside the repository (../shared/rules), as on the developers' machines and in CI.
  const rulesDir = resolve(import.meta.dirname, "../../../../../shared/rules");
  it.skipIf(!existsSync(rulesDir))("descriptions are our own words: no run of eight words from the rules texts", () => {
    const words = (t: string) => t.toLowerCase().replace(/<[^>]+>/g, " ").replace(/[^a-z0-9]+/g, " ").trim().split(" ").filter(Boolean);
    const grams = new Set<string>();
    for (const f of ["001_2f5399e0a98f81be.txt", "004_803a11f5ee1b6e60.txt"]) {
      const w = words(readFileSync(join(rulesDir, f), "utf8"));
      for (let i = 0; i + 8 <= w.length; i++) grams.add(w.slice(i, i + 8).join(" "));
    }
    const copied: string[] = [];
    for (const doc of all) {
      const texts = [String(doc.system?.description ?? ""), String(doc.description ?? ""), ...(doc.results ?? []).map((r) => r.description)];
      for (const t of texts) {
        const w = words(t);
        for (let i = 0; i + 8 <= w.length; i++) if (grams.has(w.slice(i, i + 8).join(" "))) copied.push(`${doc.name}: ${w.slice(i, i + 8).join(" ")}`);
      }
    }
    expect(copied).toEqual([]);
  });
});

describe("G&M pack sources: every row of the equipment tables of 004", () => {
  it("food & lodging, ingredients, animals & containers, miscellaneous: cost and bulk as the text", () => {
    expect(GM_GEAR).toHaveLength(11 + 8 + 20 + 29);
    for (const row of GM_GEAR) {
      const s = sys(row.slug);
      expect(equipment.get(row.slug)!.type).toBe("gmGear");
      expect(equipment.get(row.slug)!.name).toBe(row.name);
      expect([s.cost, s.bulk, s.costIsMinimum], row.slug).toEqual([row.cost, row.bulk, row.costIsMinimum]);
      expect(s.animal).toEqual(row.animal);
      expect(s.container).toEqual(row.container);
      expect(s.improvisedWeapon).toEqual(row.improvisedWeapon);
    }
  });

  it("spot checks against the text", () => {
    expect(sys("beer-three-gallons")).toMatchObject({ cost: 2, bulk: 26 });
    expect(sys("room-private")).toMatchObject({ cost: 1, bulk: null, per: "night" });
    expect(sys("horse-war")).toMatchObject({ cost: 200, bulk: null, animal: { movement: 14, carryBulk: 300, riding: true } });
    expect(sys("ox")).toMatchObject({ cost: 12, animal: { movement: 5, carryBulk: 400 } });
    expect(sys("book-printed")).toMatchObject({ cost: 1, bulk: 0.5, costIsMinimum: true, perPages: { costPerTen: 0.15, bulkPerTen: 0.03 } });
    expect(sys("pick")).toMatchObject({ cost: 1, bulk: 10, improvisedWeapon: { damage: "d8", attackPenalty: 2, bulk: 20 } });
    expect(sys("torch")).toMatchObject({ cost: 0.01, bulk: 1, lightRadius: 10, activationRounds: 2, lasts: { amount: "3", unit: "hour" } });
    expect(sys("tent-canopy")).toMatchObject({ cost: 10, bulk: 24 });
  });

  it("simple, basic and warrior weapons: damage, fire actions, range, hands, space, bulk, cost", () => {
    expect(GM_WEAPONS.filter((w) => w.category === "simple")).toHaveLength(9);
    expect(GM_WEAPONS.filter((w) => w.category === "basic")).toHaveLength(8);
    expect(GM_WEAPONS.filter((w) => w.category === "warrior")).toHaveLength(13);
    for (const w of GM_WEAPONS) {
      const s = sys(w.slug);
      expect(equipment.get(w.slug)!.type).toBe("gmWeapon");
      expect([s.damage, s.fireActions, s.range, s.hands, s.space, s.bulk, s.cost, s.category], w.slug).toEqual([
        w.damage, w.fireActions, w.range, w.hands, w.space, w.bulk, w.cost, w.category,
      ]);
    }
    expect(sys("battleaxe")).toMatchObject({ damage: "d10", fireActions: 2, range: 2, hands: null, space: 2, bulk: 18, cost: 7 });
    expect(sys("great-sword")).toMatchObject({ damage: "2d6", bulk: 22, cost: 40 });
    expect(sys("sling")).toMatchObject({ damage: "d4", fireActions: 1, range: 10, hands: 2, space: 2, bulk: 4, cost: 2, attackMode: "propelled" });
    expect(sys("brass-knuckles")).toMatchObject({ damage: "d3", fireActions: null, range: null, bulk: 1, cost: 1 });
    expect(sys("lance")).toMatchObject({ damage: "d12", mountedOnly: true, bulk: 16, cost: 14 });
  });

  it("ammunition: cost and bulk per unit", () => {
    for (const a of GM_AMMUNITION) {
      const s = sys(a.slug);
      expect([s.cost, s.bulk, s.handDamage, s.handAttackPenalty], a.slug).toEqual([a.cost, a.bulk, a.handDamage, a.handAttackPenalty]);
    }
    expect(sys("quiver")).toMatchObject({ cost: 1, bulk: 1, container: { capacity: 20 } });
    expect(sys("sling-bullets")).toMatchObject({ cost: 0.01, bulk: 0.05 });
  });

  it("armor: defense bonus, cost, bulk, warrior level, thief/prophet/monk level", () => {
    expect(GM_ARMOR).toHaveLength(13);
    for (const a of GM_ARMOR) {
      const s = sys(a.slug);
      expect([s.defense, s.cost, s.bulk, s.warriorLevel, s.otherArchetypeLevel], a.slug).toEqual([a.defense, a.cost, a.bulk, a.warriorLevel, a.otherArchetypeLevel]);
    }
    expect(sys("ceremonial-plate")).toMatchObject({ defense: 9, cost: 2000, bulk: 40, warriorLevel: 5, otherArchetypeLevel: null });
    expect(sys("chain-mail")).toMatchObject({ defense: 5, cost: 80, bulk: 15, warriorLevel: 1, otherArchetypeLevel: 2 });
    expect(sys("small-shield")).toMatchObject({ defense: 1, againstOneOpponent: true, cost: 5, bulk: 2, warriorLevel: 3 });
    expect(sys("full-helmet")).toMatchObject({ defense: 1, cost: 10, costPercentOfArmor: 10, bulk: 4, warriorLevel: 1, perceptionPenalty: 1, attackPenalty: 1 });
  });

  it("nothing else is in the equipment pack", () => {
    expect(equipment.size).toBe(GM_GEAR.length + GM_WEAPONS.length + GM_AMMUNITION.length + GM_ARMOR.length);
  });
});

describe("G&M pack sources: ailments and species", () => {
  it("the example ailments of 001", () => {
    const ailments = files["gm-ailments"];
    expect(ailments.size).toBe(GM_EXAMPLE_AILMENTS.length);
    for (const a of GM_EXAMPLE_AILMENTS) {
      const doc = ailments.get(a.slug)!;
      expect(doc.type).toBe("gmAilment");
      expect(doc.system).toMatchObject({ chronic: a.chronic, inescapable: a.inescapable, strength: a.strength, actionTime: a.actionTime, effects: a.effects });
    }
    expect(ailments.get("food-poisoning")!.system).toMatchObject({ chronic: true, strength: 3, actionTime: { amount: "1", unit: "hour" } });
  });

  it("the species of NOTES.md as species specialties", () => {
    const species = files["gm-species"];
    expect(species.size).toBe(GM_SPECIES.length);
    for (const s of GM_SPECIES) {
      const doc = species.get(s)!;
      expect(doc.type).toBe("gmSpecialty");
      expect(doc.system).toMatchObject({ kind: "species", species: GM_SPECIES_RULES[s] });
    }
    expect(species.get("dwarf")!.system).toMatchObject({ species: { size: "small", movementBase: 8, abilities: { endurance: 1, charisma: -1 }, reactions: { health: 2 } } });
  });
});

describe("G&M pack sources: reference tables", () => {
  const tables = files["gm-tables"];
  const rows = (slug: string) => tables.get(slug)!.results!.map((r) => r.flags.anthology.gm);

  it("has the reference tables", () => {
    expect([...tables.keys()].sort()).toEqual([
      "cover", "damage-progression", "difficulty", "falling", "group-effort", "item-reactions", "jumping", "mojo-bonus", "mojo-resources",
      "movement", "obstacle-size", "size-progression",
    ]);
  });

  it("falling, jumping, movement and item reactions match the rules tables of 001", () => {
    expect(rows("falling").slice(0, GM_FALLING_TABLE.length)).toEqual(GM_FALLING_TABLE);
    expect(rows("falling")[GM_FALLING_TABLE.length]).toEqual({ extraFeet: 150, dice: 7, extraSeconds: 1 });
    expect(rows("jumping")).toEqual(GM_JUMP_TABLE);
    expect(rows("movement")).toEqual(GM_MOVEMENT_TABLE);
    expect(rows("item-reactions")).toEqual(GM_ITEM_REACTION_TABLE);
  });

  it("obstacle size 1…1024 → 0…10; group effort 1, 2–3 … → 0, 1 …; difficulty ±2/4/8/16; cover", () => {
    expect(rows("obstacle-size")).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024].map((size, penalty) => ({ size, penalty })));
    expect((rows("group-effort") as { from: number; bonus: number }[]).map((r) => [r.from, r.bonus])).toEqual(
      [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024].map((from, bonus) => [from, bonus]),
    );
    expect((rows("difficulty") as { value: number }[]).map((r) => r.value).sort((a, b) => a - b)).toEqual([-16, -8, -4, -2, 0, 2, 4, 8, 16]);
    expect(rows("cover")).toEqual([
      { cover: "weak", warrior: 1, nonWarrior: 0 },
      { cover: "strong", warrior: 2, nonWarrior: 1 },
      { cover: "full", warrior: 3, nonWarrior: 2 },
    ]);
  });

  it("mojo resources and the mojo bonus chart of 004", () => {
    expect((rows("mojo-resources") as { type: string; times: number }[]).map((r) => [r.type, r.times])).toEqual([
      ["generalBook", 1], ["specializedBook", 1], ["immersion", 0], ["generalLibrary", 10], ["specializedLibrary", 20], ["tutor", 10], ["school", 20],
    ]);
    expect((rows("mojo-bonus") as { from: number; to: number; rate: { mojo: number; periods: number } }[]).map((r) => [r.from, r.to, r.rate.mojo, r.rate.periods])).toEqual([
      [1, 1, 1, 4], [2, 3, 1, 3], [4, 7, 1, 2], [8, 15, 1, 1], [16, 31, 2, 1], [32, 63, 3, 1], [64, 127, 4, 1], [128, 255, 5, 1], [256, 511, 6, 1],
    ]);
  });

  it("the damage progression and the long sword of each size (004)", () => {
    expect((rows("damage-progression") as { damage: string }[]).map((r) => r.damage)).toEqual([...GM_DAMAGE_PROGRESSION]);
    expect(rows("size-progression")).toEqual([
      { size: "fine", damage: "d2", range: 1, cost: 160 },
      { size: "tiny", damage: "d4", range: 1, cost: 80 },
      { size: "small", damage: "d6", range: 2, cost: 40 },
      { size: "medium", damage: "d8", range: 3, cost: 20 },
      { size: "large", damage: "d10", range: 6, cost: 40 },
      { size: "huge", damage: "d12", range: 12, cost: 80 },
      { size: "gigantic", damage: "2d8", range: 24, cost: 160 },
      { size: "titanic", damage: "3d6", range: 48, cost: 320 },
    ]);
  });
});
