/**
 * Issue 11: what real Foundry v13 refuses when it renders Anthology, checked on every template and every sheet of
 * every ruleset in the strict harness (test/harness/README.md): partials the system never loads (#1), helpers
 * Foundry does not register (#2), parts with more than one root element (#3), portraits without `editImage` (#6),
 * item rows that are not `.draggable` and the hotbar hook (#7), and `<prose-mirror>` showing raw text to readers who
 * may not edit it (#11).
 */
import Handlebars from "handlebars";
import { beforeEach, describe, expect, it } from "vitest";
import { onHotbarDrop } from "../../module/core/macros.js";
import { systemTemplatePaths } from "../../module/core/preload.js";
import { DICE_PARTIALS } from "../../module/dice/rolls/templates.js";
import { RULESETS } from "../../module/rulesets/index.js";
import { FOUNDRY_HELPERS, BUILTIN_HELPERS, allTemplatePaths, templateSource } from "../harness/handlebars.js";
import { GM, OBSERVER, PLAYER, castOwnership, harness } from "../harness/foundry.js";

interface Sheet {
  render(o?: object): Promise<unknown>;
  element: HTMLElement | null;
  parts: Record<string, string>;
}
type SheetClass = new (options: Record<string, unknown>) => Sheet;

beforeEach(() => {
  for (const r of RULESETS) {
    Object.assign(CONFIG.Actor.dataModels, r.actorModels);
    Object.assign(CONFIG.Item.dataModels, r.itemModels);
    Object.assign(CONFIG.ChatMessage.dataModels, r.cardModels);
  }
});

/** Every `{{> "path"}}` a template includes. */
function partialsOf(source: string): string[] {
  return [...source.matchAll(/\{\{>\s*"([^"]+)"/g)].map((m) => m[1]!);
}

/** The names of every helper a template calls (a mustache, block or subexpression with arguments). */
function helpersOf(source: string): Set<string> {
  const names = new Set<string>();
  class Visitor extends Handlebars.Visitor {
    override MustacheStatement(node: hbs.AST.MustacheStatement): void {
      this.note(node);
      super.MustacheStatement(node);
    }
    override BlockStatement(node: hbs.AST.BlockStatement): void {
      this.note(node);
      super.BlockStatement(node);
    }
    override SubExpression(node: hbs.AST.SubExpression): void {
      this.note(node);
      super.SubExpression(node);
    }
    note(node: { path: hbs.AST.PathExpression | hbs.AST.Literal; params: unknown[]; hash?: hbs.AST.Hash }): void {
      const path = node.path as hbs.AST.PathExpression;
      if (path.type === "PathExpression" && (node.params.length || node.hash?.pairs.length)) names.add(path.original);
    }
  }
  new Visitor().accept(Handlebars.parse(source));
  return names;
}

describe("templates use only what Foundry v13 has", () => {
  it("#1: every partial any template includes is preloaded by the system at init", () => {
    const preloaded = new Set(systemTemplatePaths(RULESETS, DICE_PARTIALS));
    const missing: string[] = [];
    for (const path of allTemplatePaths()) {
      for (const partial of partialsOf(templateSource(path))) if (!preloaded.has(partial)) missing.push(`${path} → ${partial}`);
    }
    expect(missing).toEqual([]);
    // The dice cards' tooltip partial was the one missing in issue 11 (#1).
    expect(preloaded.has("systems/anthology/templates/dice/parts/tooltip.hbs")).toBe(true);
  });

  it("#2: every helper a template calls is one of Foundry v13's or Handlebars' own (no `selected`, no `json`)", () => {
    const known = new Set([...Object.keys(FOUNDRY_HELPERS), ...BUILTIN_HELPERS]);
    const unknown: string[] = [];
    for (const path of allTemplatePaths()) {
      for (const name of helpersOf(templateSource(path))) if (!known.has(name)) unknown.push(`${path}: ${name}`);
    }
    expect(unknown).toEqual([]);
  });
});

/** A document of each type every sheet registers, its sheet rendered as the GM (all parts, every tab). */
async function everySheet(): Promise<{ label: string; sheet: Sheet; doc: { id: string; uuid: string } }[]> {
  const out: { label: string; sheet: Sheet; doc: { id: string; uuid: string } }[] = [];
  for (const r of RULESETS) {
    for (const reg of r.actorSheets) {
      for (const type of reg.types) {
        const doc = (await Actor.create({ name: `A ${type}`, type } as never)) as unknown as { id: string; uuid: string };
        out.push({ label: `${r.id} ${type}`, sheet: new (reg.sheet as SheetClass)({ document: doc }), doc });
      }
    }
    for (const reg of r.itemSheets) {
      for (const type of reg.types) {
        const doc = (await Item.create({ name: `I ${type}`, type } as never)) as unknown as { id: string; uuid: string };
        out.push({ label: `${r.id} ${type}`, sheet: new (reg.sheet as SheetClass)({ document: doc }), doc });
      }
    }
  }
  return out;
}

describe("every sheet of every ruleset renders in Foundry v13's terms", () => {
  it("#3: each part renders exactly one root element (HandlebarsApplicationMixin refuses more)", async () => {
    const failures: string[] = [];
    for (const { label, sheet } of await everySheet()) {
      try {
        await sheet.render({ force: true });
      } catch (err) {
        failures.push(`${label}: ${(err as Error).message.split("\n").join(" ")}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("#6: every portrait and item icon opens the file picker through data-action=editImage, and the pick is saved", async () => {
    const sheets = await everySheet();
    expect(sheets.length).toBeGreaterThan(20);
    for (const { label, sheet, doc } of sheets) {
      await sheet.render({ force: true });
      const img = sheet.element!.querySelector<HTMLImageElement>('img[data-edit="img"]');
      expect(img, label).not.toBeNull();
      expect(img!.dataset.action, label).toBe("editImage");
      await harness.click(sheet as never, 'img[data-edit="img"]');
      const picker = harness.filePickerRequests.at(-1)!;
      expect(picker.type, label).toBe("image");
      await harness.pickFile(sheet as never, `icons/${doc.id}.webp`);
      expect((doc as unknown as { img: string }).img, label).toBe(`icons/${doc.id}.webp`);
    }
  });
});

const ROWS: { ruleset: string; type: string; item: Record<string, unknown> }[] = [
  { ruleset: "gm", type: "gmCharacter", item: { name: "Rope", type: "gmGear" } },
  { ruleset: "shadow", type: "shadowCharacter", item: { name: "Sword", type: "shadowWeapon" } },
  { ruleset: "warden", type: "wardenCharacter", item: { name: "Rope", type: "wardenGear" } },
];

describe("#7: item rows start Foundry's drag, and the hotbar keeps its own handling", () => {
  for (const { ruleset, type, item } of ROWS) {
    it(`${ruleset}: an item row is .draggable and puts {type: "Item", uuid} on the drag`, async () => {
      const actor = (await Actor.create({ name: "Dragger", type, items: [item] } as never)) as unknown as Actor.Implementation;
      const reg = RULESETS.find((r) => r.id === ruleset)!.actorSheets.find((s) => s.types.includes(type))!;
      const sheet = new (reg.sheet as SheetClass)({ document: actor });
      await sheet.render({ force: true });
      const owned = (actor.items as unknown as { contents: Item.Implementation[] }).contents[0]!;
      const row = sheet.element!.querySelector(`[data-item-id="${owned.id}"]`);
      expect(row?.classList.contains("draggable")).toBe(true);
      const data = await harness.dragStart(sheet as never, `[data-item-id="${owned.id}"].draggable`);
      expect(data).toEqual({ type: "Item", uuid: owned.uuid });
    });
  }

  it("a sidebar item dropped on the hotbar is left to Foundry (false would cancel its own macro)", async () => {
    const sidebar = (await Item.create({ name: "Rope", type: "gmGear" } as never)) as unknown as Item.Implementation;
    expect(onHotbarDrop(null, { type: "Item", uuid: sidebar.uuid }, 1)).toBeUndefined();
    expect(onHotbarDrop(null, { type: "Actor", uuid: "Actor.x" }, 1)).toBeUndefined();
  });

  it("an actor's rollable item dropped on the hotbar becomes the system's roll macro", async () => {
    const actor = (await Actor.create({
      name: "Archer",
      type: "wardenCharacter",
      items: [{ name: "Bow", type: "wardenWeapon" }],
    } as never)) as unknown as Actor.Implementation;
    const bow = (actor.items as unknown as { contents: Item.Implementation[] }).contents[0]!;
    const assigned: unknown[] = [];
    (GM as unknown as { assignHotbarMacro: (m: unknown, s: number) => void }).assignHotbarMacro = (m, s) => void assigned.push([m, s]);
    try {
      expect(onHotbarDrop(null, { type: "Item", uuid: bow.uuid }, 3)).toBe(false);
      await vi_wait(() => assigned.length > 0);
      const [macro, slot] = assigned[0] as [{ command: string }, number];
      expect(slot).toBe(3);
      expect(macro.command).toBe(`game.anthology.macros.rollItem(${JSON.stringify(bow.uuid)});`);
    } finally {
      delete (GM as unknown as { assignHotbarMacro?: unknown }).assignHotbarMacro;
    }
  });
});

async function vi_wait(done: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((r) => setTimeout(r, 0));
  expect(done()).toBe(true);
}

const SECRET = '<p>Seen by all</p><section class="secret">The GM\'s plan</section>';
const RICH: { ruleset: string; type: string; system: Record<string, unknown> }[] = [
  { ruleset: "gm", type: "gmCharacter", system: { notes: SECRET, backstory: SECRET } },
  { ruleset: "gm", type: "gmCreature", system: { notes: SECRET } },
  { ruleset: "warden", type: "wardenCharacter", system: { biography: SECRET } },
  { ruleset: "warden", type: "wardenCreature", system: { notes: SECRET } },
  { ruleset: "shadow", type: "shadowCharacter", system: { biography: SECRET } },
  { ruleset: "rk", type: "rkCharacter", system: { biography: SECRET } },
];

describe("#11: a reader who may not edit sees enriched text, never the raw source with its secrets", () => {
  for (const { ruleset, type, system } of RICH) {
    it(`${ruleset} ${type}: the observer gets no <prose-mirror> and no secret; the owner edits the source`, async () => {
      const actor = (await Actor.create({ name: "Keeper", type, system, ownership: castOwnership() } as never)) as unknown as Actor.Implementation;
      const reg = RULESETS.find((r) => r.id === ruleset)!.actorSheets.find((s) => s.types.includes(type))!;
      harness.actAs(OBSERVER);
      const observed = new (reg.sheet as SheetClass)({ document: actor });
      await observed.render({ force: true });
      expect(observed.element!.querySelector("prose-mirror")).toBeNull();
      expect(observed.element!.innerHTML).toContain("Seen by all");
      expect(observed.element!.innerHTML).not.toContain("The GM's plan");
      harness.actAs(PLAYER);
      const owned = new (reg.sheet as SheetClass)({ document: actor });
      await owned.render({ force: true });
      expect(owned.element!.querySelector("prose-mirror")).not.toBeNull();
    });
  }

  it("G&M and Warden item descriptions: the same for a reader of an item they may only observe", async () => {
    for (const type of ["gmGear", "wardenGear"]) {
      harness.actAs(GM);
      const item = (await Item.create({
        name: "Map",
        type,
        system: { description: SECRET },
        ownership: { default: 2 },
      } as never)) as unknown as Item.Implementation;
      const reg = RULESETS.flatMap((r) => r.itemSheets).find((s) => s.types.includes(type))!;
      harness.actAs(PLAYER);
      const sheet = new (reg.sheet as SheetClass)({ document: item });
      await sheet.render({ force: true });
      expect(sheet.element!.querySelector("prose-mirror"), type).toBeNull();
      expect(sheet.element!.innerHTML, type).not.toContain("The GM's plan");
    }
  });
});
