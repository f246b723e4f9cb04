/**
 * Windows with a fixed id (`DEFAULT_OPTIONS.id` without "{id}": the G&M consequences tool, the R&K colour links
 * menu) opened twice. In v13 a second instance takes the first one's place in the page (ApplicationV2#_insertElement
 * replaces the element with the same id, `foundry.applications.instances` points at the newcomer) and the first is
 * left rendered with no element in the page; closing it unregisters the window the user sees. Opening again must
 * bring the open window to the front and re-render it instead (core/foundry/single-window.ts).
 */
import { describe, expect, it } from "vitest";
import { GmConsequencesApp, gmOpenConsequencesTool } from "../../module/rulesets/gods-monsters/items.js";
import { RkColourLinksConfig } from "../../module/rulesets/roll-keep/dialogs/colour-links-config.js";
import { instances } from "../harness/applications.js";
import { installEveryRuleset } from "./every-ruleset.js";

type Window = {
  id: string;
  rendered: boolean;
  element: HTMLElement | null;
  position: { zIndex: number };
  render(o?: object | boolean): Promise<Window>;
  close(): Promise<unknown>;
};

const WINDOWS: { name: string; id: string; open: () => Promise<Window> }[] = [
  {
    name: "G&M consequences tool (new instance)",
    id: "gm-consequences",
    open: () => new (GmConsequencesApp as unknown as new () => Window)().render({ force: true }),
  },
  { name: "G&M consequences tool (gmOpenConsequencesTool)", id: "gm-consequences", open: () => gmOpenConsequencesTool() as unknown as Promise<Window> },
  // Foundry's settings window builds a new menu instance per click and renders it with `true`.
  { name: "R&K colour links menu", id: "anthology-rk-colour-links", open: () => new (RkColourLinksConfig as unknown as new () => Window)().render(true) },
];

describe("a window with a fixed id opened twice", () => {
  for (const w of WINDOWS) {
    it(`${w.name}: the open window comes to the front; one window, one registration; closing it leaves nothing`, async () => {
      installEveryRuleset({ settings: true });
      const first = await w.open();
      const z = first.position.zIndex;
      const second = await w.open();
      expect(second).toBe(first);
      expect(first.position.zIndex).toBeGreaterThan(z);
      expect(document.querySelectorAll(`#${w.id}`)).toHaveLength(1);
      expect(document.body.contains(first.element)).toBe(true);
      expect(instances.get(w.id)).toBe(first);
      await second.close();
      expect(document.querySelectorAll(`#${w.id}`)).toHaveLength(0);
      expect(instances.has(w.id)).toBe(false);
      // And it opens again afterwards.
      const third = await w.open();
      expect(third.rendered).toBe(true);
      expect(document.querySelectorAll(`#${w.id}`)).toHaveLength(1);
    });
  }
});
