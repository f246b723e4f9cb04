/**
 * DocumentSheetV2 and ApplicationV2 as v13 runs them (test/harness/README.md, applications.ts): who may render a
 * sheet (`_canRender`), what a reader may use on it (`_toggleDisabled`), the parts of each render
 * (`_configureRenderParts`), and a window with a fixed id opened twice (`render`, `_insertElement`, `close` and
 * `foundry.applications.instances`). Sources: v13 client/applications/api/document-sheet.mjs, application.mjs,
 * handlebars-application.mjs.
 */
import { describe, expect, it } from "vitest";
import { ApplicationV2, DocumentSheetV2, HandlebarsApplicationMixin, instances } from "./applications.js";
import { GM, LIMITED, OBSERVER, PLAYER, PLAYER2, castOwnership, harness } from "./foundry.js";

const F = "test/harness/fixtures";

class Viewer extends HandlebarsApplicationMixin(DocumentSheetV2) {
  static override DEFAULT_OPTIONS = { form: { submitOnChange: true }, actions: { poke: Viewer.#poke, look: Viewer.#look } };
  static PARTS = { main: { template: `${F}/viewer.hbs` } };
  pokes = 0;
  looks = 0;
  static #poke(this: Viewer): void {
    this.pokes += 1;
  }
  static #look(this: Viewer): void {
    this.looks += 1;
  }
  override async _prepareContext(options: Record<string, unknown>): Promise<Record<string, unknown>> {
    return { ...(await super._prepareContext(options)), name: (this.document as { name?: string }).name };
  }
}

async function castActor(): Promise<Actor.Implementation> {
  return (await Actor.create({ name: "Ada", type: "base", ownership: castOwnership() } as never)) as unknown as Actor.Implementation;
}

const controls = (app: ApplicationV2) => [
  ...app.element!.querySelectorAll<HTMLInputElement>(".window-content input, .window-content select, .window-content textarea, .window-content button"),
];

describe("DocumentSheetV2#_canRender: the view permission (LIMITED by default)", () => {
  it("a user with no permission is refused with a warning and nothing opens; Limited and up see the sheet", async () => {
    const actor = await castActor();
    harness.actAs(PLAYER2);
    const refused = await new Viewer({ document: actor }).render({ force: true });
    expect(refused.rendered).toBe(false);
    expect(refused.element).toBeNull();
    expect(document.querySelector(".viewer")).toBeNull();
    expect(harness.notifications.log.at(-1)).toMatchObject({ type: "warn", message: "SHEETS.DocumentSheetPrivate" });
    for (const user of [LIMITED, OBSERVER, PLAYER, GM]) {
      harness.actAs(user);
      const sheet = await new Viewer({ document: actor }).render({ force: true });
      expect(sheet.rendered, user.name).toBe(true);
      await sheet.close();
    }
  });
});

describe("DocumentSheetV2#_toggleDisabled: a sheet the user may not edit", () => {
  it("an observer's sheet has every control of its content disabled, buttons included, and the portrait marked", async () => {
    const actor = await castActor();
    harness.actAs(OBSERVER);
    const sheet = await new Viewer({ document: actor }).render({ force: true });
    expect(controls(sheet).length).toBe(6);
    for (const el of controls(sheet)) expect(el.disabled, el.outerHTML).toBe(true);
    expect(sheet.element!.querySelector("img[data-edit]")!.classList.contains("disabled")).toBe(true);
    // Only the content: the window's own header (close) is not part of it.
    expect(sheet.element!.querySelector(".window-header")).not.toBeNull();
  });

  it("a disabled control cannot be clicked or typed in: harness.click/change throw instead of doing nothing", async () => {
    const actor = await castActor();
    harness.actAs(OBSERVER);
    const sheet = await new Viewer({ document: actor }).render({ force: true });
    expect(harness.usable(sheet, '[data-action="poke"]')).toBe(false);
    await expect(harness.click(sheet, '[data-action="poke"]')).rejects.toThrow(/is disabled: a user cannot use it/);
    await expect(harness.change(sheet, 'input[name="name"]', "Bo")).rejects.toThrow(/is disabled/);
    expect(sheet.pokes).toBe(0);
  });

  it("a form submitted anyway by a user who may not edit updates nothing (the submit handler checks isEditable)", async () => {
    const actor = await castActor();
    harness.actAs(OBSERVER);
    const sheet = await new Viewer({ document: actor }).render({ force: true });
    const input = sheet.element!.querySelector<HTMLInputElement>('input[name="name"]')!;
    input.disabled = false;
    input.value = "Bo";
    input.dispatchEvent(new Event("change", { bubbles: true }));
    await sheet.settle();
    expect(actor.name).toBe("Ada");
    expect(harness.notifications.log.filter((n) => n.type === "error")).toEqual([]);
  });

  it("the owner's and the GM's sheets are left alone", async () => {
    const actor = await castActor();
    for (const user of [PLAYER, GM]) {
      harness.actAs(user);
      const sheet = await new Viewer({ document: actor }).render({ force: true });
      for (const el of controls(sheet)) expect(el.disabled, `${user.name}: ${el.outerHTML}`).toBe(false);
      await harness.click(sheet, '[data-action="poke"]');
      expect(sheet.pokes).toBe(1);
      await sheet.close();
    }
  });

  it("a subclass may enable again what only changes the view (v13 calls _toggleDisabled from _onRender)", async () => {
    class Reader extends Viewer {
      override _toggleDisabled(disabled: boolean): void {
        super._toggleDisabled(disabled);
        for (const el of this.element!.querySelectorAll<HTMLButtonElement>(".look")) el.disabled = false;
      }
    }
    const actor = await castActor();
    harness.actAs(OBSERVER);
    const sheet = await new Reader({ document: actor }).render({ force: true });
    await harness.click(sheet, ".look");
    expect(sheet.looks).toBe(1);
    expect(harness.usable(sheet, '[data-action="poke"]')).toBe(false);
  });
});

describe("HandlebarsApplicationMixin#_configureRenderParts: the parts of each render", () => {
  it("a subclass chooses the parts per render; only their templates are loaded and drawn", async () => {
    class Chooser extends HandlebarsApplicationMixin(ApplicationV2) {
      static PARTS = { main: { template: `${F}/form.hbs` }, other: { template: `${F}/sample-sheet.hbs` } };
      // The harness mixin's type is its base's, so the hook is declared here without `override`.
      _configureRenderParts(): Record<string, unknown> {
        return { main: { ...Chooser.PARTS.main } };
      }
    }
    const app = await new Chooser().render({ force: true });
    expect(Object.keys(app.parts)).toEqual(["main"]);
    expect(harness.loadedPartials()).not.toContain(`${F}/sample-sheet.hbs`);
  });
});

describe("a window with a fixed id opened twice (ApplicationV2#render, #_insertElement, #close, foundry.applications.instances)", () => {
  class Tool extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = { id: "fixed-tool", tag: "div" };
    static PARTS = { main: { template: `${F}/form.hbs` } };
  }

  it("the first render registers the window under its id; a forced render brings it to the front; closing unregisters it", async () => {
    const tool = await new Tool().render({ force: true });
    expect(tool.id).toBe("fixed-tool");
    expect(instances.get("fixed-tool")).toBe(tool);
    expect((globalThis as unknown as { foundry: { applications: { instances: unknown } } }).foundry.applications.instances).toBe(instances);
    const other = await new (class extends Tool {
      static override DEFAULT_OPTIONS = { id: "other-tool", tag: "div" };
    })().render({ force: true });
    expect(other.position.zIndex).toBeGreaterThan(tool.position.zIndex);
    await tool.render({ force: true });
    expect(tool.position.zIndex).toBeGreaterThan(other.position.zIndex);
    await tool.close();
    expect(instances.has("fixed-tool")).toBe(false);
    expect(document.getElementById("fixed-tool")).toBeNull();
  });

  it("a second instance takes the first one's place in the page, leaving the first an orphan whose close unregisters the second", async () => {
    const first = await new Tool().render({ force: true });
    const second = await new Tool().render({ force: true });
    expect(document.querySelectorAll("#fixed-tool")).toHaveLength(1);
    expect(document.getElementById("fixed-tool")).toBe(second.element);
    expect(instances.get("fixed-tool")).toBe(second);
    // The orphan: still "rendered", its element out of the page.
    expect(first.rendered).toBe(true);
    expect(document.body.contains(first.element)).toBe(false);
    await first.close();
    expect(instances.has("fixed-tool")).toBe(false);
    expect(document.body.contains(second.element)).toBe(true);
  });
});
