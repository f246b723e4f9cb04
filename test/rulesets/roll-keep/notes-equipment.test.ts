/**
 * A character's notes and biography and an item's notes (table options: equipment): HTML fields system.json declares,
 * so the server sanitizes them on save (test/harness/server-sanitize.ts); the sheet enriches them for reading and
 * gives the editor only to who may edit. The equipment tab's rows: quantity written to the item, the notes as the
 * row's summary, a weapon's pool as a damage button; hostile numbers clamped or refused by the model.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { RkActorSheet } from "../../../module/rulesets/roll-keep/sheets/actor-sheet.js";
import { RkEquipmentSheet } from "../../../module/rulesets/roll-keep/sheets/equipment-sheet.js";
import { GM, OBSERVER, PLAYER, harness } from "../../harness/foundry.js";
import { storedByServer } from "../../harness/server-sanitize.js";
import { installRk } from "./skin-setup.js";

beforeEach(() => installRk());

const HOSTILE = '<p>Owes <em>the ferryman</em>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">';

async function character() {
  harness.actAs(GM);
  const typed = {
    name: "Ash <b>",
    type: "rkCharacter",
    system: { notes: HOSTILE, biography: HOSTILE },
    items: [{ name: "Staff <script>x</script>", type: "rkEquipment", system: { quantity: 1, damage: { roll: 3, keep: 2 }, notes: HOSTILE } }],
    ownership: { default: 0, [PLAYER.id]: 3, [OBSERVER.id]: 2 },
  };
  return (await Actor.create(storedByServer("Actor", typed) as never)) as unknown as Actor.Implementation;
}

describe("notes and biography", () => {
  it("the server keeps the markup and drops the script: the owner edits them, an observer reads them enriched", async () => {
    const ash = await character();
    const system = ash.system as unknown as { notes: string; biography: string };
    for (const html of [system.notes, system.biography]) {
      expect(html).toContain("<em>the ferryman</em>");
      expect(html).not.toMatch(/<script|onerror/);
    }
    for (const [user, editor] of [
      [PLAYER, true],
      [OBSERVER, false],
    ] as const) {
      harness.actAs(user);
      const sheet = new RkActorSheet({ document: ash } as never);
      await sheet.render(true);
      const tab = sheet.element!.querySelector('section[data-tab="biography"]')!;
      expect(tab.querySelector('prose-mirror[name="system.notes"]') !== null).toBe(editor);
      if (!editor) expect(tab.querySelector(".rk-notes")!.innerHTML).toContain("<em>the ferryman</em>");
      await sheet.close();
    }
  });
});

describe("the equipment tab", () => {
  it("lists the weapon with its pool and notes, names escaped; the owner's quantity goes to the item, an observer's field is disabled", async () => {
    const ash = await character();
    const staff = (ash.items as unknown as { contents: Item.Implementation[] }).contents[0]!;
    expect((staff.system as unknown as { notes: string }).notes).not.toContain("<script");
    harness.actAs(PLAYER);
    const sheet = new RkActorSheet({ document: ash } as never);
    await sheet.render(true);
    const row = sheet.element!.querySelector(`[data-tab="equipment"] [data-item-id="${staff.id}"]`)!;
    expect(row.innerHTML).toContain("Staff &lt;script&gt;x&lt;/script&gt;");
    expect(row.querySelector('[data-action="rollItem"]')!.textContent).toContain("3k2");
    expect(row.querySelector(".anth-item-summary")!.innerHTML).toContain("<em>the ferryman</em>");
    await harness.change(sheet as never, `[data-item-id="${staff.id}"] [data-item-field="system.quantity"]`, "4");
    await harness.settle();
    expect((staff.system as unknown as { quantity: number }).quantity).toBe(4);
    await sheet.close();
    harness.actAs(OBSERVER);
    const read = new RkActorSheet({ document: ash } as never);
    await read.render(true);
    expect(harness.usable(read as never, `[data-item-id="${staff.id}"] [data-item-field="system.quantity"]`)).toBe(false);
    await read.close();
  });

  it("the item sheet shows the pool; hostile numbers are held to the fields' range, and a pool of no dice is no weapon", async () => {
    const ash = await character();
    const staff = (ash.items as unknown as { contents: Item.Implementation[] }).contents[0]!;
    await staff.update({ "system.damage.roll": 999, "system.damage.keep": -3 } as never);
    const damage = (staff.system as unknown as { damage: { roll: number; keep: number } }).damage;
    expect(damage).toEqual({ roll: 40, keep: 0 });
    const sheet = new RkEquipmentSheet({ document: staff } as never);
    await sheet.render(true);
    expect(sheet.element!.textContent).toContain("No damage pool");
    await sheet.close();
    const before = harness.messages().length;
    await (staff.system as unknown as { roll(): Promise<unknown> }).roll();
    expect(harness.messages()).toHaveLength(before);
    expect(harness.notifications.log.at(-1)?.message).toContain("no damage pool");
  });
});
