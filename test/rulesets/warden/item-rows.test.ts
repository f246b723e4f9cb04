/**
 * The inventory rows count slots with the rules' `wardenItemSlots` (003 "Inventory"): petty and weightless items
 * take none (a grimoire made a soul vessel, Mishaps entry 15), bulky items two, each Fatigue one, spells none; the
 * slot grid reads the same.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { itemRows, slotCells } from "../../../module/rulesets/warden/sheets/context.js";
import { installWarden, makeActor, sys } from "./skin-setup.js";

beforeEach(() => installWarden());

describe("the sheet's item rows", () => {
  it("count slots as the rules do, weightless items included", async () => {
    const pc = await makeActor("wardenCharacter", "Barry", {}, [
      { name: "Soul grimoire", type: "wardenGrimoire", system: { bulky: true, slots: 2, weightless: true } },
      { name: "Polearm", type: "wardenWeapon", system: { die: 10, bulky: true, slots: 1 } },
      { name: "Mana Dust", type: "wardenManaDust", system: { quantity: 2, petty: true } },
      { name: "Rope", type: "wardenGear", system: { slots: 1, objectDie: 6 } },
      { name: "Fatigue", type: "wardenFatigue", system: { source: "event" } },
      { name: "Mirror Image", type: "wardenSpell", system: {} },
    ]);
    const rows = itemRows(pc);
    const slots = Object.fromEntries(rows.map((r) => [r.name, r.slots]));
    expect(slots).toEqual({ "Soul grimoire": 0, Polearm: 2, "Mana Dust": 0, Rope: 1, Fatigue: 1, "Mirror Image": 0 });
    // The rows agree with the prepared inventory (the rules' own count): 2 + 1 for items, 1 Fatigue.
    expect(sys(pc).inventory.items).toBe(3);
    expect(rows.find((r) => r.name === "Rope")?.rollable).toBe(true);
    const cells = slotCells(rows, 10);
    expect(cells.filter((c) => c.kind === "item" || c.kind === "continued").map((c) => c.name)).toEqual(["Polearm", "Polearm", "Rope"]);
    expect(cells.filter((c) => c.kind === "fatigue")).toHaveLength(1);
  });
});

describe("the rows' tags (issue 15)", () => {
  it("say what the columns do not: bulky or petty, worn, ranged, two-handed, a shield, a weightless or damaged grimoire, a tumor", async () => {
    const pc = await makeActor("wardenCharacter", "Barry", {}, [
      { name: "Bow", type: "wardenWeapon", system: { die: 6, bulky: true, ranged: true, twoHanded: true, equipped: true } },
      { name: "Buckler", type: "wardenArmor", system: { armor: 1, shield: true } },
      { name: "Soul grimoire", type: "wardenGrimoire", system: { weightless: true, damaged: true } },
      { name: "Dust", type: "wardenManaDust", system: { quantity: 1, petty: true } },
      { name: "Tumor", type: "wardenFatigue", system: { source: "spell", tumor: true } },
    ]);
    const tags = Object.fromEntries(itemRows(pc).map((r) => [r.name, r.tags.map((t) => t.replace("ANTHOLOGY.Warden.Tag.", ""))]));
    expect(tags).toEqual({
      Bow: ["bulky", "equipped", "ranged", "twoHanded"],
      Buckler: ["shield"],
      "Soul grimoire": ["weightless", "damaged"],
      Dust: ["petty"],
      Tumor: ["tumor"],
    });
  });
});
