/** The harness renders as Foundry v13 does (test/harness/README.md, "Rendering"): each rule checked on a tiny app. */
import { describe, expect, it } from "vitest";
import { ApplicationV2, DocumentSheetV2, HandlebarsApplicationMixin } from "./applications.js";
import { harness } from "./foundry.js";
import { renderFailures } from "./documents.js";
import { loadTemplates, renderTemplate } from "./handlebars.js";

const F = "test/harness/fixtures";

class Poke extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = { tag: "div", actions: { poke: Poke.#poke } };
  static PARTS = { main: { template: `${F}/form.hbs` } };
  poked: string[] = [];
  static #poke(this: Poke, _event: Event, target: HTMLElement): void {
    this.poked.push(String(target.dataset.n));
  }
  override async _prepareContext(): Promise<Record<string, unknown>> {
    return { name: "Ada" };
  }
}

describe("templates and partials", () => {
  it("a template that includes a partial nobody loaded throws as in Foundry; after loadTemplates it renders", async () => {
    await expect(renderTemplate(`${F}/outer.hbs`, { label: "x" })).rejects.toThrow(/The partial test\/harness\/fixtures\/inner.hbs could not be found/);
    await loadTemplates([`${F}/inner.hbs`]);
    expect(await renderTemplate(`${F}/outer.hbs`, { label: "x" })).toContain('<span class="inner">x</span>');
  });

  it("a helper Foundry v13 does not register (here `selected`) is missing", async () => {
    await expect(renderTemplate(`${F}/selected.hbs`, {})).rejects.toThrow(/Missing helper: "selected"/);
  });

  it("an application loads its PARTS' templates before rendering (they become partials)", async () => {
    expect(harness.loadedPartials()).not.toContain(`${F}/form.hbs`);
    await new Poke().render({ force: true });
    expect(harness.loadedPartials()).toContain(`${F}/form.hbs`);
  });
});

describe("first render (v13 ApplicationV2#render, client/applications/api/application.mjs #render)", () => {
  it("a first render without force does nothing; forced it opens; then render() refreshes; after close it does nothing again", async () => {
    const app = new Poke();
    await expect(app.render()).resolves.toBe(app);
    await app.render(false);
    expect([app.rendered, app.element]).toEqual([false, null]);
    await app.render(true);
    expect(app.rendered).toBe(true);
    await app.render();
    expect(app.element!.isConnected).toBe(true);
    await app.close();
    await app.render();
    expect([app.rendered, app.element]).toEqual([false, null]);
  });
});

describe("parts, frame and DOM events", () => {
  it("a part that renders two root elements is refused; root: true allows it", async () => {
    class Two extends HandlebarsApplicationMixin(ApplicationV2) {
      static PARTS = { main: { template: `${F}/two-roots.hbs` } };
    }
    await expect(new Two().render({ force: true })).rejects.toThrow(/must render a single HTML element/);
    class Root extends HandlebarsApplicationMixin(ApplicationV2) {
      static PARTS = { main: { template: `${F}/two-roots.hbs`, root: true } };
    }
    const app = await new Root().render({ force: true });
    expect(app.element!.querySelectorAll(".window-content header, .window-content section").length).toBe(2);
  });

  it("render builds the window frame in the document and a click on [data-action] runs the action with its element", async () => {
    const app = await new Poke().render({ force: true });
    expect(document.body.contains(app.element)).toBe(true);
    expect(app.element!.querySelector(".window-content form.f")).not.toBeNull();
    await harness.click(app, '[data-action="poke"]');
    expect(app.poked).toEqual(["7"]);
  });

  it("a document sheet's form submits on change to document.update", async () => {
    const updates: unknown[] = [];
    // v13 DocumentSheetV2#isVisible/#isEditable ask the document's testUserPermission (view LIMITED, edit OWNER).
    const doc = { isOwner: true, testUserPermission: () => true, toObject: () => ({}), update: async (c: unknown) => void updates.push(c) };
    class Sheet extends HandlebarsApplicationMixin(DocumentSheetV2) {
      static override DEFAULT_OPTIONS = { form: { submitOnChange: true } };
      static PARTS = { main: { template: `${F}/form.hbs` } };
      override async _prepareContext(): Promise<Record<string, unknown>> {
        return { name: "Ada" };
      }
    }
    const sheet = await new Sheet({ document: doc }).render({ force: true });
    await harness.change(sheet, 'input[name="name"]', "Bo");
    expect(updates).toEqual([{ name: "Bo" }]);
  });
});

// v13 ClientDocumentMixin#apps and #render: an open sheet is re-rendered when its document, or an item in it, changes;
// a closed one is not (test/harness/README.md, documents.ts).
describe("an open sheet follows its document", () => {
  class Names extends HandlebarsApplicationMixin(DocumentSheetV2) {
    static PARTS = { main: { template: `${F}/form.hbs` } };
    renders = 0;
    override async _prepareContext(): Promise<Record<string, unknown>> {
      this.renders += 1;
      const doc = this.document as unknown as { name: string; items: { contents: { name: string }[] } };
      return { name: [doc.name, ...doc.items.contents.map((i) => i.name)].join(",") };
    }
  }
  const shown = (sheet: Names) => sheet.element!.querySelector<HTMLInputElement>('input[name="name"]')!.value;
  const settled = () => new Promise((r) => setTimeout(r, 0));

  it("an update, an item created, updated or deleted re-render the open sheet; after closing nothing renders", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "base" } as never)) as unknown as Actor.Implementation;
    const sheet = await new Names({ document: actor }).render({ force: true });
    expect(shown(sheet)).toBe("Ada");
    await actor.update({ name: "Bo" });
    await settled();
    expect(shown(sheet)).toBe("Bo");
    const [item] = (await actor.createEmbeddedDocuments("Item", [{ name: "Rope", type: "base" }])) as unknown as {
      id: string;
      update(c: object): Promise<unknown>;
    }[];
    await settled();
    expect(shown(sheet)).toBe("Bo,Rope");
    await item!.update({ name: "Chain" });
    await settled();
    expect(shown(sheet)).toBe("Bo,Chain");
    await actor.deleteEmbeddedDocuments("Item", [item!.id]);
    await settled();
    expect(shown(sheet)).toBe("Bo");
    await sheet.close();
    const before = sheet.renders;
    await actor.update({ name: "Cy" });
    await settled();
    expect(sheet.renders).toBe(before);
    expect(sheet.element).toBeNull();
  });

  it("a background re-render that fails is kept in renderFailures (the suite's afterEach fails the test that caused it)", async () => {
    class Breaks extends Names {
      override async _prepareContext(): Promise<Record<string, unknown>> {
        if (this.renders++ > 0) throw new Error("broken context");
        return { name: "Ada" };
      }
    }
    const actor = (await Actor.create({ name: "Ada", type: "base" } as never)) as unknown as Actor.Implementation;
    await new Breaks({ document: actor }).render({ force: true });
    await actor.update({ name: "Bo" });
    await settled();
    const failed = renderFailures.splice(0);
    expect(failed.map(String)).toEqual(["Error: broken context"]);
  });
});
