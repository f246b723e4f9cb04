/** Retreat (003): "always requires a successful DEX Save" — a PC can retreat from its sheet (audit gap 5). */
import { beforeEach, describe, expect, it } from "vitest";
import { harness } from "../../harness/foundry.js";
import { WardenCharacterSheet } from "../../../module/rulesets/warden/sheets/character-sheet.js";
import { wardenRetreatFlow } from "../../../module/rulesets/warden/rolls/oracles.js";
import { installWarden, makeActor } from "./skin-setup.js";

interface Rendered {
  parts: Record<string, string>;
  render(o?: object): Promise<unknown>;
  runAction(name: string, dataset?: Record<string, string>, event?: object): Promise<unknown>;
}

beforeEach(() => installWarden());

const runner = () => makeActor("wardenCharacter", "Ael'Onor", { dex: { value: 8, max: 8 } });

describe("retreat: a DEX save against the Warden's DC (20), TR > DC escapes", () => {
  it("TR 21 (13 + DEX 8) escapes; TR 20 equals the DC and fails", async () => {
    const actor = await runner();
    harness.queueFaces([13]);
    expect(await wardenRetreatFlow(actor, true)).toBe(true);
    expect(harness.messages().at(-1)!.content).toContain("Escaped");
    // The save's card shows TR 21 with its d20; the verdict card shows no number dressed as a die.
    expect(harness.messages().at(-2)!.content).toContain("21");
    expect(harness.messages().at(-1)!.content).not.toContain('class="die"');
    harness.queueFaces([12]);
    expect(await wardenRetreatFlow(actor, true)).toBe(false);
  });

  it("the character sheet has a retreat button that rolls it", async () => {
    const actor = await runner();
    const sheet = new (WardenCharacterSheet as unknown as new (o: object) => Rendered)({ document: actor });
    await sheet.render({ force: true });
    expect(sheet.parts.main).toContain('data-action="retreat"');
    harness.queueFaces([13]);
    expect(await sheet.runAction("retreat", {}, { shiftKey: true })).toBeUndefined();
    expect(harness.messages().at(-1)!.content).toContain("Retreat");
  });
});
