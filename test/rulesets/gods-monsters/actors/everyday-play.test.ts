/**
 * Everyday play in two clicks (CONTRIBUTING "Sheets"): survival, verve and injuries as bars edited in place, inventory
 * rows with quantity and equipped changed on the row, a summary that opens, a dice button on weapons, and
 * containers. Played through the DOM as the GM and as the owning player; a player who only observes the character
 * sees it read-only.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { GmCharacterSheet } from "../../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { GM, harness, OBSERVER, PLAYER } from "../../../harness/foundry.js";
import type { ApplicationV2 } from "../../../harness/applications.js";
import { storedByServer } from "../../../harness/server-sanitize.js";
import { equippedToromeen } from "./fixtures.js";
import { setupGm } from "./setup.js";

beforeEach(() => setupGm());

type Sheet = ApplicationV2 & { parts: Record<string, string> };

async function openSheet(as: typeof GM) {
  const actor = await equippedToromeen();
  await actor.update({ ownership: { default: 2, [PLAYER.id]: 3 } } as never);
  const backpack = actor.items.find((i) => i.name === "Backpack")!;
  const arrows = actor.items.find((i) => i.name === "Arrows")!;
  // The description as the server stores what a player typed (the manifest's htmlFields, test/harness/server-sanitize.ts).
  const typed = {
    type: "gmAmmunition",
    system: { description: '<p>Fletched with <strong>goose</strong> feathers.</p><script>alert(1)</script><img src="x" onerror="alert(2)">' },
  };
  const description = (storedByServer("Item", typed).system as { description: string }).description;
  await arrows.update({ system: { containerId: backpack.id, description } } as never);
  harness.actAs(as);
  const sheet = new GmCharacterSheet({ document: actor }) as unknown as Sheet;
  await sheet.render({ force: true });
  return { actor, sheet, backpack, arrows };
}

/** A field of an item's system data, read fresh from the actor. */
const systemOf = (actor: Actor.Implementation, id: string, key: string) => (actor.items.get(id)!.system as unknown as Record<string, unknown>)[key];
const warnings = () => harness.notifications.log.filter((n) => n.type === "warn").map((n) => n.message);

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`as ${who}`, () => {
    it("survival, verve and injuries are bars showing value / max, edited on the bar", async () => {
      const { actor, sheet } = await openSheet(user);
      const n = actor.system.numbers;
      const survival = harness.find(sheet, ".anth-bar.gm-survival [role=meter]");
      expect(survival.getAttribute("aria-valuenow")).toBe(String(n.survival.value));
      expect(survival.getAttribute("aria-valuemax")).toBe(String(n.survival.max));
      expect(harness.find(sheet, ".anth-bar.gm-verve .anth-bar-max").textContent).toContain(`/ ${n.verve.max}`);
      await harness.change(sheet, '.anth-bar.gm-survival input[name="system.survival.value"]', "3");
      expect(actor.system.survival.value).toBe(3);
      await harness.change(sheet, '.anth-bar.gm-injuries input[name="system.injuries"]', "2");
      expect(actor.system.injuries).toBe(2);
      expect(warnings()).toEqual([]);
    });

    it("a value above the maximum is brought to it with a message; a word is refused with a message", async () => {
      const { actor, sheet } = await openSheet(user);
      const max = actor.system.numbers.verve.max;
      await harness.change(sheet, '.anth-bar.gm-verve input[name="system.verve.value"]', String(max + 40));
      expect(actor.system.verve.value).toBe(max);
      expect(warnings()).toEqual([`Verve cannot be above ${max}: it was set to ${max}.`]);
      const before = actor.system.survival.value;
      await harness.change(sheet, '.anth-bar.gm-survival input[name="system.survival.value"]', "lots");
      expect(actor.system.survival.value).toBe(before);
      expect(warnings()[1]).toMatch(/^Survival takes a whole number/);
      await harness.change(sheet, '.anth-bar.gm-injuries input[name="system.injuries"]', "-3");
      expect(actor.system.injuries).toBe(0);
      expect(warnings()[2]).toBe("Injuries cannot be below 0: it was set to 0.");
    });

    it("quantity and equipped change on the inventory row, on the item", async () => {
      const { actor, sheet, arrows } = await openSheet(user);
      await harness.change(sheet, `[data-item-id="${arrows.id}"] input[data-item-field="system.quantity"]`, "30");
      expect(systemOf(actor, arrows.id!, "quantity")).toBe(30);
      await harness.change(sheet, `[data-item-id="${arrows.id}"] input[data-item-field="system.quantity"]`, "-4");
      expect(systemOf(actor, arrows.id!, "quantity")).toBe(0);
      expect(warnings()).toEqual(["Quantity of Arrows cannot be below 0: it was set to 0."]);
      const axe = actor.items.find((i) => i.name === "Battleaxe")!;
      expect(systemOf(actor, axe.id!, "equipped")).toBe(true);
      await harness.click(sheet, `.gm-inventory [data-item-id="${axe.id}"] [data-action="toggleItemField"]`);
      expect(systemOf(actor, axe.id!, "equipped")).toBe(false);
      expect(actor.name).toBe("Toromeen");
    });

    it("the name opens the item's summary, enriched and sanitized; a weapon's dice button attacks", async () => {
      const { actor, sheet, arrows } = await openSheet(user);
      const summary = harness.find(sheet, `[data-item-id="${arrows.id}"] .anth-item-summary`);
      expect(summary.hidden).toBe(true);
      expect(summary.innerHTML).toContain("<strong>goose</strong>");
      expect(summary.innerHTML).not.toContain("<script");
      expect(summary.innerHTML).not.toContain("onerror");
      await harness.click(sheet, `[data-item-id="${arrows.id}"] [data-action="toggleSummary"]`);
      expect(harness.find(sheet, `[data-item-id="${arrows.id}"] .anth-item-summary`).hidden).toBe(false);
      expect(harness.find(sheet, `[data-item-id="${arrows.id}"] [data-action="toggleSummary"]`).getAttribute("aria-expanded")).toBe("true");
      await sheet.render();
      expect(harness.find(sheet, `[data-item-id="${arrows.id}"] .anth-item-summary`).hidden).toBe(false);
      const spear = actor.items.find((i) => i.name === "Spear")!;
      harness.queueFaces([15, 3]);
      await harness.click(sheet, `.gm-inventory [data-item-id="${spear.id}"] [data-action="attack"]`, { shiftKey: true });
      // An attack card is a `gmCard` message whose `system.attack` is filled (CONTRIBUTING "Chat cards").
      expect(harness.messages().some((m) => m.type === "gmCard" && (m.system as { attack?: unknown }).attack != null)).toBe(true);
    });

    it("an item in a container follows it, indented; dropping an item on a container's row puts it in", async () => {
      const { actor, sheet, backpack, arrows } = await openSheet(user);
      const rows = [...sheet.element!.querySelectorAll<HTMLElement>(".gm-inventory li[data-item-id]")].map((li) => li.dataset.itemId);
      expect(rows.indexOf(arrows.id!)).toBe(rows.indexOf(backpack.id!) + 1);
      expect(harness.find(sheet, `[data-item-id="${arrows.id}"]`).classList.contains("gm-depth-1")).toBe(true);
      const lantern = actor.items.find((i) => i.name === "<script>alert(1)</script>")!;
      await harness.drop(sheet, `[data-container-id="${backpack.id}"] .name`, { type: "Item", uuid: lantern.uuid });
      expect(systemOf(actor, lantern.id!, "containerId")).toBe(backpack.id);
      expect(actor.items.size).toBe(actor.items.contents.length);
      // Dropped elsewhere on the sheet, it leaves the container.
      await harness.drop(sheet, ".gm-carry", { type: "Item", uuid: lantern.uuid });
      expect(systemOf(actor, lantern.id!, "containerId")).toBe("");
    });
  });
}

describe("containers", () => {
  it("an item from a compendium or the sidebar dropped on a container is created inside it", async () => {
    const { actor, sheet, backpack } = await openSheet(GM);
    const rope = await Item.create({ name: "Rope", type: "gmGear" as never } as never);
    const count = actor.items.size;
    await harness.drop(sheet, `[data-container-id="${backpack.id}"]`, { type: "Item", uuid: rope!.uuid });
    expect(actor.items.size).toBe(count + 1);
    const created = actor.items.find((i) => i.name === "Rope")!;
    expect(systemOf(actor, created.id!, "containerId")).toBe(backpack.id);
  });

  it("a container cannot go into itself: refused with a message, nothing changes", async () => {
    const { actor, sheet, backpack } = await openSheet(GM);
    await harness.drop(sheet, `[data-container-id="${backpack.id}"]`, { type: "Item", uuid: backpack.uuid });
    expect(systemOf(actor, backpack.id!, "containerId")).toBe("");
    expect(warnings()).toEqual(["Backpack cannot go into Backpack: it holds it, or is it."]);
  });
});

describe("a player who only observes the character", () => {
  it("sees the bars and rows read-only, can open a summary, and is refused the toggles", async () => {
    const { actor, sheet, arrows } = await openSheet(OBSERVER);
    expect((harness.find(sheet, 'input[name="system.survival.value"]') as HTMLInputElement).disabled).toBe(true);
    expect((harness.find(sheet, `[data-item-id="${arrows.id}"] input[data-item-field]`) as HTMLInputElement).disabled).toBe(true);
    await harness.click(sheet, `[data-item-id="${arrows.id}"] [data-action="toggleSummary"]`);
    expect(harness.find(sheet, `[data-item-id="${arrows.id}"] .anth-item-summary`).hidden).toBe(false);
    const axe = actor.items.find((i) => i.name === "Battleaxe")!;
    const toggle = harness.find(sheet, `.gm-inventory [data-item-id="${axe.id}"] [data-action="toggleItemField"]`) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
    // Even a click that reaches the handler (a disabled attribute removed in the browser) changes nothing.
    toggle.disabled = false;
    await harness.click(sheet, `.gm-inventory [data-item-id="${axe.id}"] [data-action="toggleItemField"]`);
    expect(systemOf(actor, axe.id!, "equipped")).toBe(true);
    expect(warnings()).toEqual(["Only the GM or the owner of Toromeen can do that."]);
  });
});
