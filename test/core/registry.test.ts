import { describe, expect, it } from "vitest";
import { rulesetOfType, typesOfRuleset } from "../../module/core/document-types.js";
import { registerRulesets, restrictCreateDialogs } from "../../module/core/registry.js";
import { activeRulesetId, registerCoreSettings } from "../../module/core/settings.js";
import { RULESETS } from "../../module/rulesets/index.js";
import lang from "../../lang/en.json";
import systemJson from "../../system.json";
import { CORE_ACTOR_MODELS } from "../../module/core/party/core-types.js";

describe("the ruleset registry", () => {
  // The core's own actor types (the party, README "The party") belong to every ruleset: no prefix, and a model of the core.
  it("every type in system.json belongs to exactly one ruleset (or is the core's), and each ruleset registers a model for each of its types", () => {
    registerRulesets(RULESETS);
    // Chat cards are ChatMessage subtypes (CONTRIBUTING "Chat cards"): declared in system.json like Actor and Item types.
    for (const doc of ["Actor", "Item", "ChatMessage"] as const) {
      const declared = Object.keys(systemJson.documentTypes[doc]);
      const models = Object.keys(doc === "Actor" ? CONFIG.Actor.dataModels : doc === "Item" ? CONFIG.Item.dataModels : CONFIG.ChatMessage.dataModels);
      expect(models.sort()).toEqual([...declared].sort());
      const core: string[] = doc === "Actor" ? Object.keys(CORE_ACTOR_MODELS) : [];
      for (const t of declared) expect(rulesetOfType(t) ?? (core.includes(t) ? "core" : null), t).not.toBeNull();
      for (const t of core) expect(rulesetOfType(t), t).toBeNull();
    }
  });

  // CONTRIBUTING "Adding a fifth ruleset": a ruleset's name and its type labels live in lang/en.json. Foundry reads
  // TYPES.<Document>.<type> itself: v13 fills CONFIG.<Doc>.typeLabels with those keys for the manifest's documentTypes, and
  // the create dialog and sheet titles show them (https://foundryvtt.com/api/v13/interfaces/CONFIG.html, typeLabels).
  it("every ruleset has its name and every type its label in lang/en.json", () => {
    const names = (lang as unknown as { ANTHOLOGY: { Ruleset: Record<string, unknown> } }).ANTHOLOGY.Ruleset;
    for (const id of RULESETS.map((r) => r.id)) expect(typeof names[id], id).toBe("string");
    const labels = (lang as unknown as { TYPES: Record<string, Record<string, unknown>> }).TYPES;
    for (const doc of ["Actor", "Item", "ChatMessage"] as const) {
      for (const t of Object.keys(systemJson.documentTypes[doc])) expect(typeof labels[doc]?.[t], `TYPES.${doc}.${t}`).toBe("string");
    }
  });

  it("the create dialogs offer only the active ruleset's types (and the party, every ruleset's)", async () => {
    registerRulesets(RULESETS);
    restrictCreateDialogs("shadow");
    // Foundry's sidebar opens the dialog of the configured document class (v13 DocumentDirectory:
    // getDocumentClass(documentName).createDialog), which is Anthology's Actor/Item class since issue 11 #10.
    const ActorClass = CONFIG.Actor.documentClass as unknown as typeof Actor;
    const ItemClass = CONFIG.Item.documentClass as unknown as typeof Item;
    const actor = (await ActorClass.createDialog({}, {}, {})) as unknown as { options: { types: string[] } };
    const item = (await ItemClass.createDialog({}, {}, {})) as unknown as { options: { types: string[] } };
    expect(actor.options.types).toEqual(["shadowCharacter", "shadowMonster", "party"]);
    expect(item.options.types).toEqual(typesOfRuleset(Object.keys(CONFIG.Item.dataModels), "shadow"));
    expect(item.options.types).toContain("shadowWeapon");
    expect(item.options.types.every((t) => t.startsWith("shadow"))).toBe(true);
  });

  it("the ruleset setting defaults to Gods & Monsters and ignores unknown values", async () => {
    registerCoreSettings();
    expect(activeRulesetId()).toBe("gm");
    await game.settings!.set("anthology", "ruleset", "warden");
    expect(activeRulesetId()).toBe("warden");
    await game.settings!.set("anthology", "ruleset", "chess");
    expect(activeRulesetId()).toBe("gm");
  });
});
