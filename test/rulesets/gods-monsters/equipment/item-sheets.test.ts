import { beforeAll, describe, expect, it } from "vitest";
import { GM_ITEM_MODELS, GM_ITEM_SHEETS } from "../../../../module/rulesets/gods-monsters/items.js";
import { GM_CARD_MODELS } from "../../../../module/rulesets/gods-monsters/data/card.js";
import { GmAilmentSheet, GmFieldSheet, GmGearSheet, GmSpellSheet } from "../../../../module/rulesets/gods-monsters/sheets/item-sheet.js";
import { GM_EXAMPLE_AILMENTS, GM_GEAR, GM_WEAPONS, gmAilmentFromRow, gmGearFromRow, gmWeaponFromRow } from "../../../../module/rules.js";
import { harness } from "../../../harness/foundry.js";

type GmItem = Item.Implementation & { system: Record<string, unknown> };
type Sheet = {
  render(options?: { force?: boolean }): Promise<unknown>;
  parts: Record<string, string>;
  runAction(name: string, dataset?: Record<string, string>): Promise<unknown>;
};

beforeAll(() => {
  Object.assign(CONFIG.Item.dataModels, GM_ITEM_MODELS);
  Object.assign(CONFIG.ChatMessage.dataModels, GM_CARD_MODELS);
});

async function item(type: string, system: object = {}, name = "Thing"): Promise<GmItem> {
  return (await Item.create({ name, type, system } as never)) as unknown as GmItem;
}

async function rendered(doc: GmItem): Promise<Sheet> {
  const reg = GM_ITEM_SHEETS.find((r) => r.types.includes(doc.type as string))!;
  const SheetClass = reg.sheet as new (o: object) => Sheet;
  const sheet = new SheetClass({ document: doc });
  // v13 ApplicationV2#render does nothing on a first render without `force` (client/applications/api/application.mjs #render).
  await sheet.render({ force: true });
  return sheet;
}

describe("G&M item sheets", () => {
  it("every type renders its own body with every label localized and the name escaped", async () => {
    harness.i18n.missing.clear();
    for (const type of Object.keys(GM_ITEM_MODELS)) {
      const sheet = await rendered(await item(type, {}, "<script>alert('x')</script>"));
      expect(sheet.parts.header).toContain("&lt;script&gt;");
      expect(sheet.parts.header).not.toContain("<script>");
      expect(sheet.parts.body, type).toContain("gm-item-body");
    }
    expect([...harness.i18n.missing]).toEqual([]);
  });

  it("a weapon sheet shows the table numbers and the sized damage", async () => {
    const axe = await item("gmWeapon", { ...gmWeaponFromRow(GM_WEAPONS.find((w) => w.slug === "battleaxe")!), size: "small" }, "Battleaxe");
    const body = (await rendered(axe)).parts.body!;
    expect(body).toContain('name="system.damage" value="d10"');
    expect(body).toContain('<span class="value">d8</span>');
    expect(body).toContain('<option value="warrior" selected>');
  });

  it("sections switch on and off: a container on a sack, a hand weapon on a pick", async () => {
    const sack = await item("gmGear", gmGearFromRow(GM_GEAR.find((g) => g.slug === "sack")!), "Sack");
    const sheet = (await rendered(sack)) as Sheet;
    expect(sheet.parts.body).toContain('name="system.container.holds"');
    await sheet.runAction("toggleSection", { section: "container" });
    expect(sack.system.container).toBeNull();
    await sheet.runAction("toggleSection", { section: "improvisedWeapon" });
    expect(sack.system.improvisedWeapon).toEqual({ damage: "d4", attackPenalty: 1, bulk: 0 });
    await sheet.runAction("toggleSection", { section: "nonsense" });
    const s2 = new GmGearSheet({ document: sack }) as unknown as Sheet;
    await s2.render({ force: true });
    expect(s2.parts.body).toContain('name="system.improvisedWeapon.damage"');
  });

  it("a quiver says what it holds in words, and a hand-typed kind from before stays selected", async () => {
    const quiver = await item("gmGear", { container: { capacity: 20, holds: "arrow-or-bolt", retrievalRounds: 0 } }, "Quiver");
    const body = (await rendered(quiver)).parts.body!;
    expect(body).toContain('<option value="arrow-or-bolt" selected>Arrows or bolts</option>');
    expect(body).not.toContain('value="arrow-or-bolt" />');
    const jar = await item("gmGear", { container: { capacity: 3, holds: "honey", retrievalRounds: 0 } }, "Jar");
    expect((await rendered(jar)).parts.body).toContain('<option value="honey" selected>honey</option>');
  });

  it("'never used as a weapon (half bulk)' is offered on weapons and improvised weapons only (004 \"Weapons\": bulk)", async () => {
    const label = "Never used as a weapon (half bulk)";
    expect((await rendered(await item("gmWeapon", {}, "Staff"))).parts.body).toContain(label);
    expect((await rendered(await item("gmArmor", {}, "Plate"))).parts.body).not.toContain(label);
    expect((await rendered(await item("gmGear", {}, "Backpack"))).parts.body).not.toContain(label);
    expect((await rendered(await item("gmGear", { improvisedWeapon: { damage: "d4", attackPenalty: 1, bulk: 0 } }, "Pick"))).parts.body).toContain(label);
    // Ticked before this change on a backpack: still shown, so it can be unticked.
    expect((await rendered(await item("gmGear", { halfBulkUnused: true }, "Old pack"))).parts.body).toContain(label);
  });

  it("ailment effects are added, edited and removed as a whole list", async () => {
    const a = await item("gmAilment", {}, "Venom");
    const sheet = new GmAilmentSheet({ document: a }) as unknown as Sheet & { updateEffect(i: number, f: string, v: unknown): Promise<void> };
    await sheet.render({ force: true });
    await sheet.runAction("addEffect");
    await sheet.runAction("addEffect");
    await sheet.updateEffect(1, "kind", "penalty");
    await sheet.updateEffect(1, "target", "evasion");
    await sheet.updateEffect(1, "amount", "2");
    await sheet.runAction("toggleEffectDuration", { index: "1" });
    await sheet.updateEffect(1, "duration.amount", "d4");
    await sheet.runAction("deleteEffect", { index: "0" });
    expect(a.system.effects).toEqual([
      { kind: "penalty", formula: "1", target: "evasion", amount: 2, condition: "", duration: { amount: "d4", unit: "hour" } },
    ]);
    await sheet.render();
    expect(sheet.parts.body).toContain('data-effect-field="target"');
  });

  it("field skills and extra spell types are edited as lists", async () => {
    const f = await item("gmField", { skills: ["Defenses"] }, "Engineering Science");
    const fs = new GmFieldSheet({ document: f }) as unknown as Sheet & { updateSkill(i: number, v: string): Promise<void> };
    await fs.render({ force: true });
    await fs.runAction("addSkill");
    await fs.updateSkill(1, "Siegecraft");
    await fs.runAction("deleteSkill", { index: "0" });
    expect(f.system.skills).toEqual(["Siegecraft"]);
    const s = await item("gmSpell", { spellType: "mental" }, "Charm");
    const ss = new GmSpellSheet({ document: s }) as unknown as Sheet & { setOtherType(t: string, on: boolean): Promise<void> };
    await ss.setOtherType("summoning", true);
    await ss.setOtherType("divination", true);
    await ss.setOtherType("summoning", false);
    expect(s.system.otherTypes).toEqual(["divination"]);
  });

  it("the food poisoning sheet shows what comes next", async () => {
    const food = await item("gmAilment", gmAilmentFromRow(GM_EXAMPLE_AILMENTS.find((x) => x.slug === "food-poisoning")!), "Food Poisoning");
    const body = (await rendered(food)).parts.body!;
    expect(body).toContain("Strength now: 3");
    expect(body).toContain("next: Perception at -3");
  });
});
