/**
 * Sheets as a reader sees them, for every actor type of every ruleset. v13 DocumentSheetV2#_onRender calls
 * `_toggleDisabled(true)` on a sheet the user may not edit, which disables every control of its content, buttons
 * included (client/applications/api/document-sheet.mjs); the sheets enable again what only changes the view: the
 * tabs, an item's summary, opening an item (core/sheets/view-controls.ts). A user with Limited permission gets
 * the limited view instead of the sheet: the name, the portrait and the public description, nothing else.
 */
import { describe, expect, it } from "vitest";
import { RULESETS } from "../../../module/rulesets/index.js";
import { AnthologyActorSheet } from "../../../module/core/sheets/actor-sheet.js";
import { GM, LIMITED, OBSERVER, PLAYER, castOwnership, harness } from "../../harness/foundry.js";
import type { ApplicationV2 } from "../../harness/applications.js";
import { installEveryRuleset } from "../every-ruleset.js";

type Sheet = ApplicationV2 & { parts: Record<string, string> };

const SECRET = '<section class="secret" id="secret-1"><p>Sold out the baron</p></section>';
const PUBLIC = "<p>A tall figure in a <em>grey</em> cloak.</p>";

/** Every actor sheet registration, type by type. */
const SHEETS = RULESETS.flatMap((ruleset) =>
  ruleset.actorSheets.flatMap(({ sheet, types }) => types.map((type) => ({ ruleset, sheet: sheet as unknown as typeof AnthologyActorSheet, type }))),
);

async function openAs(
  user: typeof GM,
  entry: (typeof SHEETS)[number],
  name = "Ysolde",
): Promise<{ actor: Actor.Implementation; sheet: Sheet; opened: string[] }> {
  harness.actAs(GM);
  installEveryRuleset({ settings: true });
  const items = Object.keys(entry.ruleset.itemModels).map((t) => ({ name: `${t} item`, type: t, system: { description: "<p>What it does.</p>" } }));
  const field = entry.sheet.PUBLIC_DESCRIPTION;
  const system = field ? { [field]: PUBLIC + SECRET } : {};
  const actor = (await Actor.create({
    name,
    type: entry.type,
    img: "portraits/ysolde.webp",
    ownership: castOwnership(),
    system,
    items,
  } as never)) as unknown as Actor.Implementation;
  const opened: string[] = [];
  // `sheet` is a getter in v13 (ClientDocumentMixin#sheet, client/documents/abstract/client-document.mjs), so assigning
  // to it throws; the test records openings by giving each item its own `sheet` property instead.
  for (const item of actor.items) Object.defineProperty(item, "sheet", { configurable: true, value: { render: async () => void opened.push(item.id!) } });
  harness.actAs(user);
  const sheet = (await new (entry.sheet as unknown as new (o: object) => Sheet)({ document: actor }).render({ force: true })) as Sheet;
  return { actor, sheet, opened };
}

const all = (sheet: Sheet, selector: string) => [...sheet.element!.querySelectorAll<HTMLButtonElement>(selector)];
const selectorOf = (el: HTMLElement): string => {
  const row = el.closest<HTMLElement>("[data-item-id]");
  const action = `[data-action="${el.dataset.action}"]`;
  if (el.dataset.tab) return `${action}[data-tab="${el.dataset.tab}"]`;
  return row ? `[data-item-id="${row.dataset.itemId}"] ${action}` : action;
};

describe("an observer's sheet: read-only, but the view controls work", () => {
  for (const entry of SHEETS) {
    it(`${entry.ruleset.id} ${entry.type}: tabs change, summaries open, items open; the rest stays disabled`, async () => {
      const { sheet, opened } = await openAs(OBSERVER, entry);
      // Foundry disabled the content's fields and the buttons that act.
      const fields = all(sheet, ".window-content input, .window-content select, .window-content textarea");
      expect(fields.length).toBeGreaterThan(0);
      for (const f of fields) expect(f.disabled, f.outerHTML).toBe(true);
      const acting = all(
        sheet,
        '.window-content button[data-action]:not([data-action="tab"]):not([data-action="editItem"]):not([data-action="toggleSummary"])',
      );
      for (const b of acting) expect(b.disabled, b.outerHTML).toBe(true);

      for (const tab of all(sheet, '[data-action="tab"]')) {
        await harness.click(sheet, selectorOf(tab));
        const group = tab.dataset.group!;
        expect(sheet.tabGroups[group]).toBe(tab.dataset.tab);
        expect(sheet.element!.querySelector(`nav [data-tab="${tab.dataset.tab}"]`)!.classList.contains("active")).toBe(true);
      }
      for (const toggle of all(sheet, '[data-action="toggleSummary"]')) {
        // Clicked in place (the selector may name an earlier row of the same item: each click flips its summary).
        const summary = toggle.closest<HTMLElement>("[data-item-id]")!.querySelector<HTMLElement>(".anth-item-summary")!;
        const wasHidden = summary.hidden;
        toggle.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
        await sheet.settle();
        expect(summary.hidden).toBe(!wasHidden);
      }
      const edits = all(sheet, '[data-action="editItem"]');
      for (const edit of edits) await harness.click(sheet, selectorOf(edit));
      expect(new Set(opened).size).toBe(new Set(edits.map((e) => e.closest<HTMLElement>("[data-item-id]")!.dataset.itemId)).size);
      expect(harness.notifications.log).toEqual([]);
    });
  }

  it("every ruleset's sheets have view controls to check (tabs, summaries or item links)", async () => {
    for (const entry of SHEETS) {
      const { sheet } = await openAs(OBSERVER, entry);
      expect(all(sheet, '[data-action="tab"], [data-action="toggleSummary"], [data-action="editItem"]').length, entry.type).toBeGreaterThan(0);
    }
  });

  it("the owner's and the GM's sheets are not disabled at all", async () => {
    for (const user of [PLAYER, GM]) {
      const { sheet } = await openAs(user, SHEETS[0]!);
      for (const el of all(sheet, ".window-content input, .window-content button")) expect(el.disabled, `${user.name} ${el.outerHTML}`).toBe(false);
    }
  });
});

describe("a Limited user sees the limited view: name, portrait, public description", () => {
  for (const entry of SHEETS) {
    it(`${entry.ruleset.id} ${entry.type}`, async () => {
      const { actor, sheet } = await openAs(LIMITED, entry);
      expect(Object.keys(sheet.parts)).toEqual(["limited"]);
      const content = sheet.element!.querySelector(".window-content")!;
      expect(content.children).toHaveLength(1);
      expect(content.querySelector(".anth-limited-name")!.textContent).toBe("Ysolde");
      expect(content.querySelector<HTMLImageElement>(".anth-limited-portrait")!.getAttribute("src")).toBe("portraits/ysolde.webp");
      const html = sheet.parts.limited!;
      // Nothing of the sheet itself: no numbers, no items, no actions.
      expect(html).not.toContain("data-action");
      expect(html).not.toContain("<input");
      for (const item of actor.items) expect(html).not.toContain(item.name!);
      expect(html).not.toContain("Sold out the baron");
      if (entry.sheet.PUBLIC_DESCRIPTION) expect(html).toContain("A tall figure in a <em>grey</em> cloak.");
      else expect(html).toContain("You know no more of them than their name and face.");
      expect(sheet.element!.classList.contains("anth-limited-sheet")).toBe(true);
    });
  }

  it("a hostile name is escaped in the limited view", async () => {
    const { sheet } = await openAs(LIMITED, SHEETS[0]!, '<img src=x onerror="alert(1)">');
    expect(sheet.parts.limited).not.toContain("<img src=x");
    expect(sheet.parts.limited).toContain("&lt;img src&#x3D;x");
  });

  it("when the GM raises a Limited user to Observer, the open limited view becomes the whole sheet", async () => {
    const { actor, sheet } = await openAs(LIMITED, SHEETS[0]!);
    harness.actAs(GM);
    await actor.update({ ownership: { ...castOwnership(), [LIMITED.id]: 2 } } as never);
    harness.actAs(LIMITED);
    await sheet.render();
    expect(Object.keys(sheet.parts)).not.toEqual(["limited"]);
    expect(sheet.element!.querySelector(".anth-limited")).toBeNull();
    expect(sheet.element!.classList.contains("anth-limited-sheet")).toBe(false);
  });
});
