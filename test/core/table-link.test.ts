/**
 * `[[/table Name]]` in journal text (module/core/enrichers/table-link.ts): a link in every world, whatever its
 * ruleset, that draws from the world table of that name (any case), else from a RollTable compendium, and posts the
 * draw as Foundry's RollTable#draw does; a name that matches no table tells the user so.
 */
import { describe, expect, it } from "vitest";
import { RULESETS } from "../../module/rulesets/index.js";
import { harness } from "../harness/foundry.js";
import { CompendiumPack, RollTable, installTables } from "../harness/roll-tables.js";
import { journalPage, links, press, warnings, worldOf } from "./roll-link-page.js";

const scars = () =>
  new RollTable("Scars", "1d6", [
    { range: [1, 3], name: "Lasting scar" },
    { range: [4, 6], name: "Broken limb", description: "Roll again next week" },
  ]);

describe("table links", () => {
  it.each(RULESETS.map((r) => [r.id, r]))("%s: [[/table Scars]] draws from the world table and posts the result", async (_id, ruleset) => {
    worldOf(ruleset);
    installTables([scars()]);
    const [link] = links(await journalPage("<p>[[/table scars]]</p>"));
    expect(link?.textContent).toContain("scars");
    harness.queueFaces([5]);
    await press(link!);
    const card = harness.messages().at(-1)!;
    expect(card.content).toContain("Broken limb");
    expect(card.content).not.toContain("Lasting scar");
  });

  it("a table only in a compendium is found there", async () => {
    worldOf(RULESETS[0]!);
    const table = scars();
    // An Actor pack holding a "Scars" is not a table: only RollTable packs are searched.
    installTables([], [new CompendiumPack("Actor", [{ id: "a1", name: "Scars" }]), new CompendiumPack("RollTable", [table])]);
    const [link] = links(await journalPage("<p>[[/table Scars]]</p>"));
    harness.queueFaces([2]);
    await press(link!);
    expect(harness.messages().at(-1)!.content).toContain("Lasting scar");
  });

  it("a name that matches no table is refused with a message, and nothing is posted", async () => {
    worldOf(RULESETS[0]!);
    installTables([scars()]);
    const [link] = links(await journalPage("<p>[[/table Dragons]]</p>"));
    await press(link!);
    expect(harness.messages()).toHaveLength(0);
    expect(warnings().join(" ")).toContain("Dragons");
  });
});
