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
