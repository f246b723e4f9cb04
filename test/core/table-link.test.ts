/**
 * `[[/table Name]]` in journal text (module/core/enrichers/table-link.ts): a link in every world, whatever its
 * ruleset, that draws from the world table of that name (any case), else from a RollTable compendium, and posts the
 * draw as Foundry's RollTable#draw does; a name that matches no table tells the user so.
 */
import { describe, expect, it } from "vitest";
import { RULESETS } from "../../module/rulesets/index.js";
import { LIMITED, OBSERVER, PLAYER, harness } from "../harness/foundry.js";
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

  describe("with Babele translating the compendiums (module/core/integrations/babele.ts)", () => {
    // Babele's translated index (its TranslatedCompendium#translate with translateIndex, In3luki/fvtt-babele
    // src/modules/translated-compendium/translated-compendium.ts) carries the translated `name` and the English
    // `originalName`; a document it translates keeps the English name in `flags.babele.originalName`. Links written
    // in the pack texts name the English table, in every language.
    const narben = () => new RollTable("Narben", "1d6", [{ range: [1, 6], name: "Bleibende Narbe" }]);

    it("[[/table Scars]] finds the pack table Babele shows as „Narben“, and [[/table Narben]] finds it too", async () => {
      worldOf(RULESETS[0]!);
      const pack = new CompendiumPack("RollTable", [narben()]);
      Object.assign(pack.index[0]!, { originalName: "Scars", translated: true, hasTranslation: true });
      installTables([], [pack]);
      const [english, german] = links(await journalPage("<p>[[/table Scars]] [[/table Narben]]</p>"));
      harness.queueFaces([2]);
      await press(english!);
      expect(harness.messages().at(-1)!.content).toContain("Bleibende Narbe");
      harness.queueFaces([2]);
      await press(german!);
      expect(harness.messages()).toHaveLength(2);
      expect(warnings()).toEqual([]);
    });

    it("a world table imported from the translated pack answers to its English name as well", async () => {
      worldOf(RULESETS[0]!);
      const table = Object.assign(narben(), { flags: { babele: { translated: true, hasTranslation: true, originalName: "Scars" } } });
      installTables([table]);
      const [link] = links(await journalPage("<p>[[/table Scars]]</p>"));
      harness.queueFaces([4]);
      await press(link!);
      expect(harness.messages().at(-1)!.content).toContain("Bleibende Narbe");
    });
  });

  it("a name that matches no table is refused with a message, and nothing is posted", async () => {
    worldOf(RULESETS[0]!);
    installTables([scars()]);
    const [link] = links(await journalPage("<p>[[/table Dragons]]</p>"));
    await press(link!);
    expect(harness.messages()).toHaveLength(0);
    expect(warnings().join(" ")).toContain("Dragons");
  });

  describe("only a table the user may see is drawn", () => {
    // v13: a world RollTable's ownership defaults to NONE (DocumentOwnershipField); a draw shows its results, which
    // needs OBSERVER (Document#testUserPermission). A pack's `visible` is CompendiumCollection#visible (OBSERVER by role).
    const shared = () =>
      new RollTable("Scars", "1d6", [{ range: [1, 6], name: "Shared scar" }], { default: 0, [OBSERVER.id]: 2, [PLAYER.id]: 2, [LIMITED.id]: 1 });
    const hidden = () => new RollTable("Secret Fates", "1d6", [{ range: [1, 6], name: "The GM's secret" }]);

    it("a player clicking a link to a hidden world table: nothing drawn, told there is no such table", async () => {
      worldOf(RULESETS[0]!);
      installTables([hidden()]);
      const [link] = links(await journalPage("<p>[[/table Secret Fates]]</p>"));
      harness.actAs(PLAYER);
      await press(link!);
      expect(harness.messages()).toHaveLength(0);
      expect(warnings().join(" ")).toContain("Secret Fates");
    });

    it("the GM draws the hidden table; an observer of a shared one draws it; a limited user does not", async () => {
      worldOf(RULESETS[0]!);
      installTables([hidden(), shared()]);
      const [secret, scarsLink] = links(await journalPage("<p>[[/table Secret Fates]] [[/table Scars]]</p>"));
      harness.queueFaces([3]);
      await press(secret!);
      expect(harness.messages().at(-1)!.content).toContain("The GM's secret");
      harness.actAs(OBSERVER);
      harness.queueFaces([3]);
      await press(scarsLink!);
      expect(harness.messages().at(-1)!.content).toContain("Shared scar");
      harness.actAs(LIMITED);
      await press(scarsLink!);
      expect(harness.messages()).toHaveLength(2);
    });

    it("a hidden world table is passed over for a visible compendium table of the same name", async () => {
      worldOf(RULESETS[0]!);
      const packed = new RollTable("Scars", "1d6", [{ range: [1, 6], name: "From the pack" }]);
      installTables([new RollTable("Scars", "1d6", [{ range: [1, 6], name: "GM only" }])], [new CompendiumPack("RollTable", [packed])]);
      const [link] = links(await journalPage("<p>[[/table Scars]]</p>"));
      harness.actAs(PLAYER);
      harness.queueFaces([1]);
      await press(link!);
      expect(harness.messages().at(-1)!.content).toContain("From the pack");
    });

    it("a table in a pack players may not see is not drawn by a player", async () => {
      worldOf(RULESETS[0]!);
      const packed = new RollTable("Spoilers", "1d6", [{ range: [1, 6], name: "The ending" }]);
      installTables([], [new CompendiumPack("RollTable", [packed], { PLAYER: "NONE", ASSISTANT: "OWNER" })]);
      const [link] = links(await journalPage("<p>[[/table Spoilers]]</p>"));
      harness.actAs(PLAYER);
      await press(link!);
      expect(harness.messages()).toHaveLength(0);
      expect(warnings().join(" ")).toContain("Spoilers");
    });
  });
});
