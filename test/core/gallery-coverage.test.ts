/**
 * Issue 15, "The gallery tells the truth": every tab of every sheet has a gallery page. For each sheet a ruleset
 * registers (actor and item sheets, for each document type it is registered for) and each tab of its primary group
 * (static TABS; a sheet without tabs needs one page), some page of test/gallery/*.gallery.ts shows that sheet, on
 * that document type, with that tab active.
 *
 * What a page shows is read from what it renders, not from what it says: every application rendered while the page
 * renders is recorded (ApplicationV2#render of the harness, which every sheet inherits); a registered sheet counts
 * for the page when the page's HTML holds every part of its last render, and its tab counts when that HTML has the
 * tab's panel active (`.tab.active[data-group="primary"][data-tab]`, as v13 marks it from `tabGroups`).
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApplicationV2 } from "../harness/applications.js";
import { harness, resetFoundry } from "../harness/foundry.js";
import { galleryFiles, sheetClasses, type GalleryPage } from "../gallery/page.js";
import { registerRulesets } from "../../module/core/registry.js";
import { RULESETS } from "../../module/rulesets/index.js";

interface Registered {
  sheet: unknown;
  label: string;
  kind: "actor" | "item";
  ruleset: string;
  types: string[];
}

interface TabsConfig {
  primary?: { tabs: { id: string }[] };
}
interface RenderedSheet {
  constructor: unknown;
  document?: { type?: string };
  tabGroups: Record<string, string>;
  parts: Record<string, string>;
}

const galleryDir = resolve(import.meta.dirname, "../gallery");

async function galleryPages(): Promise<GalleryPage[]> {
  const out: GalleryPage[] = [];
  for (const f of galleryFiles(resolve(galleryDir, "../.."))) {
    const mod = (await import(pathToFileURL(f).href)) as { pages?: GalleryPage[] };
    out.push(...(mod.pages ?? []));
  }
  return out;
}

function registeredSheets(): Registered[] {
  return RULESETS.flatMap((def) => [
    ...def.actorSheets.map((s) => ({ ...s, kind: "actor" as const, ruleset: def.id })),
    ...def.itemSheets.map((s) => ({ ...s, kind: "item" as const, ruleset: def.id })),
  ]);
}

function sheetName(sheet: unknown): string {
  return (sheet as { name?: string }).name ?? "?";
}

function primaryTabs(sheet: unknown): string[] {
  return ((sheet as { TABS?: TabsConfig }).TABS?.primary?.tabs ?? []).map((t) => t.id);
}

/** "ShadowItemSheet/shadowArmor" or "RkActorSheet/rkCharacter#biography". */
function key(sheet: unknown, type: string, tab: string | undefined): string {
  return `${sheetName(sheet)}/${type}${tab ? `#${tab}` : ""}`;
}

/** Each page's name and the sheets (with document type and active tab) its HTML shows. */
const shown = new Map<string, { key: string; sheet: unknown }[]>();

describe("the gallery shows every tab of every registered sheet (issue 15)", () => {
  let pages: GalleryPage[] = [];
  const rendered = new Set<RenderedSheet>();
  const originalRender = ApplicationV2.prototype.render;

  beforeAll(async () => {
    pages = await galleryPages();
    // Record every application that renders; the sheets are ApplicationV2 subclasses of the harness (foundry.ts).
    ApplicationV2.prototype.render = async function (this: ApplicationV2, options) {
      rendered.add(this as unknown as RenderedSheet);
      return originalRender.call(this, options) as Promise<never>;
    };
  });
  afterAll(() => {
    ApplicationV2.prototype.render = originalRender;
  });

  it("renders every gallery page and reads which sheet and tab each shows", { timeout: 300_000 }, async () => {
    expect(pages.length).toBeGreaterThan(0);
    const sheets = new Map(registeredSheets().map((r) => [r.sheet, r]));
    // As tools/gallery.ts builds the pages: every ruleset registered, then each page in a world just after init.
    registerRulesets(RULESETS);
    for (const page of pages) {
      resetFoundry();
      await harness.loadSystemTemplates();
      await harness.applySystemStatuses();
      rendered.clear();
      const html = await page.render();
      const host = document.createElement("div");
      host.innerHTML = html;
      const found: { key: string; sheet: unknown }[] = [];
      for (const app of rendered) {
        const registration = sheets.get(app.constructor);
        if (!registration) continue;
        const parts = Object.values(app.parts);
        if (parts.length === 0 || !parts.every((part) => html.includes(part))) continue;
        const type = String(app.document?.type ?? "");
        const tabs = primaryTabs(app.constructor);
        if (tabs.length === 0) {
          found.push({ key: key(app.constructor, type, undefined), sheet: app.constructor });
          continue;
        }
        const active = app.tabGroups.primary;
        const panel = host.querySelector(`.tab.active[data-group="primary"][data-tab="${active}"]`);
        if (active && panel) found.push({ key: key(app.constructor, type, active), sheet: app.constructor });
      }
      shown.set(page.name, found);
    }
  });

  it("has a page for each registered sheet, document type and primary tab", () => {
    const expected = registeredSheets().flatMap((r) =>
      r.types.flatMap((type) => {
        const tabs = primaryTabs(r.sheet);
        return tabs.length ? tabs.map((tab) => key(r.sheet, type, tab)) : [key(r.sheet, type, undefined)];
      }),
    );
    expect(expected.length).toBeGreaterThan(0);
    const covered = new Set([...shown.values()].flat().map((s) => s.key));
    const missing = expected.filter((k) => !covered.has(k));
    expect(missing, `gallery pages missing for (sheet/type#tab): ${missing.join(", ")}`).toEqual([]);
  });

  it("gives each page its own name (tools/gallery.ts writes <name>.html, so a second page would replace the first)", () => {
    const names = pages.map((p) => p.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it("wraps each sheet's page in the classes of the sheet's window, so the page has the sheet's styles", () => {
    const wrong: string[] = [];
    for (const page of pages) {
      for (const { sheet } of shown.get(page.name) ?? []) {
        const lacking = sheetClasses(sheet).filter((c) => !(page.classes ?? []).includes(c));
        if (lacking.length) wrong.push(`${page.name} lacks ${lacking.join(" ")}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
