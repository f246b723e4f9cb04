/** Minor audit gaps (9): hireling traits merge into notes, bandages stabilize, the Mishaps table is a look-up. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { harness } from "../../harness/foundry.js";
import { WardenCharacterSheet } from "../../../module/rulesets/warden/sheets/character-sheet.js";
import { WardenCreatureSheet } from "../../../module/rulesets/warden/sheets/creature-sheet.js";
import { installWarden, makeActor, sys } from "./skin-setup.js";

interface Rendered {
  parts: Record<string, string>;
  render(o?: object): Promise<unknown>;
  runAction(name: string, dataset?: Record<string, string>): Promise<unknown>;
}

async function render(Sheet: unknown, document: unknown): Promise<Rendered> {
  const sheet = new (Sheet as new (o: object) => Rendered)({ document });
  await sheet.render({ force: true });
  return sheet;
}

beforeEach(() => installWarden());

describe("rolling a creature as a hireling", () => {
  it("keeps the notes it had and adds the traits after them", async () => {
    await game.settings!.set("anthology", "wardenTraitTables" as never, "Virtue" as never);
    (game as unknown as { tables: unknown }).tables = { getName: (n: string) => (n === "Virtue" ? { results: [{ name: "Brave" }] } : undefined) };
    const actor = await makeActor("wardenCreature", "Hob", { notes: "<p>Knows the old mine.</p>" });
    const sheet = await render(WardenCreatureSheet, actor);
    harness.queueFaces([3, 3, 3, 4, 4, 4, 5, 5, 5, 2, 1]);
    await sheet.runAction("rollHireling");
    const notes = (actor.system as unknown as { notes: string }).notes;
    expect(notes.startsWith("<p>Knows the old mine.</p>")).toBe(true);
    expect(notes).toContain("Brave");
    expect(sys(actor).str.value).toBe(9);
    expect(sys(actor).hp.max).toBe(2);
  });
});

describe("bandages (003, Healing & Recovery)", () => {
  it("a PC in critical condition gets a Bandage button that makes it stable", async () => {
    const pc = await makeActor("wardenCharacter", "Ael'Onor", { condition: "critical" });
    await pc.toggleStatusEffect("critical", { active: true });
    const sheet = await render(WardenCharacterSheet, pc);
    expect(sheet.parts.main).toContain('data-action="stabilize"');
    await sheet.runAction("stabilize");
    expect(sys(pc).condition).toBe("stable");
    expect(pc.statuses.has("stable")).toBe(true);
    expect(pc.statuses.has("critical")).toBe(false);
    expect(harness.messages().at(-1)!.content).toContain("Stabilized");
  });

  it("a PC who is not critical has no button, and the action changes nothing", async () => {
    const pc = await makeActor("wardenCharacter", "Ael'Onor");
    const sheet = await render(WardenCharacterSheet, pc);
    expect(sheet.parts.main).not.toContain('data-action="stabilize"');
    await sheet.runAction("stabilize");
    expect(sys(pc).condition).toBe("fighting");
    expect(harness.notifications.log.at(-1)?.message).toContain("nothing to stabilize");
  });
});

describe("the Mishaps table pack", () => {
  it("says it is a look-up of the cast's [sum], its 2d12 only a range for drawing by hand", () => {
    const table = JSON.parse(readFileSync(join(process.cwd(), "packs/_source/warden-tables/mishaps.json"), "utf8")) as { description: string; formula: string };
    expect(table.description).toMatch(/look-up, not a roll/);
    expect(table.description).toContain("[sum]");
    expect(table.formula).toBe("2d12");
  });
});

// Issue 15, Warden everyday play: the item lists name their columns, and a full inventory says so before the next
// item overflows (003 inventory: one item per slot).
describe("the inventory tab", () => {
  it("names the die, armor, uses and slots columns", async () => {
    const sheet = await render(WardenCharacterSheet, await makeActor("wardenCharacter", "Ael'Onor"));
    const html = Object.values(sheet.parts).join("\n");
    for (const label of ["Die", "Armor", "Uses"]) expect(html).toContain(`<span class="warden-detail">${label}</span>`);
    expect(html).toContain('<span class="warden-item-slots">Slots</span>');
  });

  it("warns when every slot is taken, and not before", async () => {
    const actor = await makeActor("wardenCharacter", "Ael'Onor");
    const sheet = await render(WardenCharacterSheet, actor);
    expect(sheet.parts.inventory).not.toContain("Every slot is taken");
    const free = (sys(actor) as unknown as { inventory: { free: number } }).inventory.free;
    expect(free).toBeGreaterThan(0);
    await actor.createEmbeddedDocuments("Item", Array.from({ length: free }, (_, i) => ({ name: `Rope ${i}`, type: "wardenGear" })) as never);
    expect((sys(actor) as unknown as { inventory: { free: number; over: number } }).inventory).toMatchObject({ free: 0, over: 0 });
    await sheet.render({ force: true });
    expect(sheet.parts.inventory).toContain("Every slot is taken: a new item needs a free slot first.");
  });
});
