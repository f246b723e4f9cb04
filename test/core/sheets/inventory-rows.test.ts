/**
 * Inventory rows on the Shadow and Warden sheets (CONTRIBUTING "Sheets"): quantity typed on the row writes the item, the
 * name opens the item's summary, a rollable item has a dice button, and Shadow's weapons show the value they attack
 * with. As the owning player; an observer's row is read-only.
 */
import { expect, it } from "vitest";
import { RULESETS } from "../../../module/rulesets/index.js";
import { OBSERVER, PLAYER, harness } from "../../harness/foundry.js";
import type { ApplicationV2 } from "../../harness/applications.js";
import { installEveryRuleset } from "../every-ruleset.js";

const install = (): void => installEveryRuleset({ settings: true });

async function open(rulesetId: string, type: string, system: object, items: object[], as: typeof PLAYER) {
  install();
  const ruleset = RULESETS.find((r) => r.id === rulesetId)!;
  const actor = (await Actor.create({
    name: "Hero",
    type,
    system,
    items,
    ownership: { default: 2, [PLAYER.id]: 3 },
  } as never)) as unknown as Actor.Implementation;
  const Sheet = ruleset.actorSheets.find((s) => s.types.includes(type))!.sheet as unknown as new (
    o: object,
  ) => ApplicationV2 & { tabGroups: Record<string, string> };
  harness.actAs(as);
  const sheet = new Sheet({ document: actor });
  sheet.tabGroups.primary = "inventory";
  await sheet.render({ force: true });
  return { actor, sheet };
}

const quantity = (actor: Actor.Implementation, name: string) => (actor.items.getName(name)!.system as unknown as { quantity: number }).quantity;

it("Shadow: equipment quantity is typed on the row; the name opens its description; weapons show their attack value", async () => {
  const rope = { name: "Rope", type: "shadowEquipment", system: { quantity: 1, description: "<p>Twenty paces of <em>hemp</em>.</p>" } };
  const bow = { name: "Bow", type: "shadowWeapon", system: { damage: "1d8", attribute: "accurate", equipped: true } };
  const { actor, sheet } = await open("shadow", "shadowCharacter", { attributes: { accurate: 14 } }, [rope, bow], PLAYER);
  const id = actor.items.getName("Rope")!.id;
  await harness.change(sheet, `[data-item-id="${id}"] input[data-item-field="system.quantity"]`, "3");
  expect(quantity(actor, "Rope")).toBe(3);
  await harness.click(sheet, `[data-item-id="${id}"] [data-action="toggleSummary"]`);
  const summary = harness.find(sheet, `[data-item-id="${id}"] .anth-item-summary`);
  expect(summary.hidden).toBe(false);
  expect(summary.innerHTML).toContain("<em>hemp</em>");
  expect(harness.find(sheet, `[data-item-id="${actor.items.getName("Bow")!.id}"] .shadow-attack`).textContent).toMatch(/^14 Accurate$/);
});

it("Warden: mana dust quantity is typed on the row, a weapon has a dice button; an observer's row is read-only", async () => {
  const items = [
    { name: "Dust", type: "wardenManaDust", system: { quantity: 2 } },
    { name: "Spear", type: "wardenWeapon", system: { die: 8 } },
  ];
  const { actor, sheet } = await open("warden", "wardenCharacter", {}, items, PLAYER);
  const dust = actor.items.getName("Dust")!.id;
  await harness.change(sheet, `[data-item-id="${dust}"] input[data-item-field="system.quantity"]`, "5");
  expect(quantity(actor, "Dust")).toBe(5);
  expect(harness.find(sheet, `[data-item-id="${actor.items.getName("Spear")!.id}"] [data-action="rollItem"]`).getAttribute("aria-label")).toBe("Roll Spear");
  harness.actAs(OBSERVER);
  await sheet.render();
  expect((harness.find(sheet, `[data-item-id="${dust}"] input[data-item-field="system.quantity"]`) as HTMLInputElement).disabled).toBe(true);
});
