/**
 * Issue 11 #8, #9, #10: the document classes, status effects and initiative that init sets up, checked in each of
 * the four worlds (module/core/registry.ts, module/core/status-effects.ts, module/core/documents/).
 */
import { RK_WOUND_STATUSES } from "../../module/rulesets/roll-keep/rules/wounds.js";
import { beforeAll, describe, expect, it } from "vitest";
import { AnthologyActor } from "../../module/core/documents/actor.js";
import { applyActiveRuleset, registerRulesets } from "../../module/core/registry.js";
import { allStatusEffects } from "../../module/core/status-effects.js";
import { RULESETS } from "../../module/rulesets/index.js";

type Sort = (a: unknown, b: unknown) => number;
const defaultSort: Sort = () => 0;

beforeAll(() => {
  // The harness has no Combat document; applyActiveRuleset puts the ruleset's order on its prototype.
  (CONFIG.Combat as unknown as { documentClass: unknown }).documentClass = class {
    _sortCombatants = defaultSort;
  };
  registerRulesets(RULESETS);
});

describe("#10: roll data comes from the data model through Anthology's Actor class", () => {
  it("Foundry's own Actor#getRollData is the system itself; Anthology's asks the model", async () => {
    const data = {
      name: "Toromeen",
      type: "gmCharacter",
      system: { abilities: { strength: 18, agility: 13, endurance: 15, intelligence: 12, wisdom: 15, charisma: 8 } },
    };
    const plain = (await new (Actor as unknown as new (d: object) => { system: unknown; getRollData(): unknown })(data)) as {
      system: unknown;
      getRollData(): unknown;
    };
    expect(plain.getRollData()).toBe(plain.system);
    const actor = (await Actor.create(data as never)) as unknown as { getRollData(): { abilities: Record<string, number>; initiative: number } };
    expect(actor).toBeInstanceOf(AnthologyActor);
    expect(actor.getRollData().abilities.strength).toBe(18);
    expect(actor.getRollData().initiative).toBe(13);
    const roll = await new Roll("@abilities.strength + 1", actor.getRollData() as never).evaluate();
    expect(roll.total).toBe(19);
  });
});

describe("#9: every ruleset's statuses can be toggled in every world", () => {
  it("the harness refuses an id missing from CONFIG.statusEffects, as v13 Actor#toggleStatusEffect does", async () => {
    const actor = (await Actor.create({ name: "W", type: "wardenCharacter" } as never)) as unknown as {
      toggleStatusEffect(id: string, o?: object): Promise<unknown>;
    };
    await expect(actor.toggleStatusEffect("no-such-status", { active: true })).rejects.toThrow(/Invalid status ID "no-such-status"/);
  });

  for (const active of RULESETS) {
    it(`in a ${active.id} world, each ruleset's actor takes each of its own statuses, and the HUD offers them to its types only`, async () => {
      applyActiveRuleset(active, defaultSort as never);
      const list = CONFIG.statusEffects as unknown as { id: string; hud: { actorTypes: string[] } }[];
      expect(list).toEqual(allStatusEffects(active, RULESETS));
      for (const r of RULESETS) {
        const type = Object.keys(r.actorModels)[0]!;
        const actor = (await Actor.create({ name: `A ${type}`, type } as never)) as unknown as {
          toggleStatusEffect(id: string, o?: object): Promise<unknown>;
          statuses: Set<string>;
        };
        for (const status of r.statusEffects ?? []) {
          await actor.toggleStatusEffect(status.id, { active: true });
          expect(actor.statuses.has(status.id), `${r.id} ${status.id}`).toBe(true);
          expect(list.find((s) => s.id === status.id)!.hud.actorTypes).toContain(type);
        }
      }
    });
  }
});

describe("the Token HUD offers every actor type of every ruleset a useful set of statuses", () => {
  // v13 TokenHUD#_getStatusEffectChoices (client/applications/hud/token-hud.mjs) lists the CONFIG.statusEffects entries
  // whose `hud.actorTypes` hold the actor's type (or that have no `hud`); Anthology replaces the whole list, so a
  // ruleset that declares none leaves its actors with nothing, not even "dead".
  const offered = (type: string) =>
    (CONFIG.statusEffects as unknown as { id: string; name: string; hud?: { actorTypes?: string[] } }[]).filter(
      (s) => s.hud?.actorTypes?.includes(type) ?? true,
    );
  for (const active of RULESETS) {
    it(`in a ${active.id} world`, () => {
      applyActiveRuleset(active, defaultSort as never);
      for (const r of RULESETS) {
        for (const type of Object.keys(r.actorModels)) {
          const ids = offered(type).map((s) => s.id);
          expect(ids, type).toContain("dead");
          expect(ids.length, type).toBeGreaterThanOrEqual(6);
          for (const s of offered(type)) expect(game.i18n!.localize(s.name), s.name).not.toBe(s.name);
        }
      }
    });
  }

  it("Roll & Keep: the text's unaware, its botches' burning and prone, and dead, unconscious, stunned, blind, restrained", () => {
    applyActiveRuleset(
      RULESETS.find((r) => r.id === "rk")!,
      defaultSort as never,
    );
    for (const type of ["rkCharacter", "rkNpc"]) {
      // And the wound track's levels (a table option, README "Table options"), shown on the token as statuses.
      expect(
        offered(type)
          .map((s) => s.id)
          .sort(),
        type,
      ).toEqual(["blind", "burning", "dead", "prone", "restrained", "stunned", "unaware", "unconscious", ...RK_WOUND_STATUSES].sort());
    }
    expect(offered("rkNpc").find((s) => s.id === "unaware")!.name).toBe("ANTHOLOGY.RollKeep.Status.unaware");
  });
});

describe("#8: Roll Initiative has a formula in every world", () => {
  for (const r of RULESETS) {
    it(`${r.id}: the formula rolls to a number for each of its actor types`, async () => {
      applyActiveRuleset(r, defaultSort as never);
      const formula = (CONFIG.Combat.initiative as { formula: string | null }).formula;
      expect(formula, r.id).toBeTruthy();
      for (const type of Object.keys(r.actorModels)) {
        const actor = (await Actor.create({ name: `A ${type}`, type } as never)) as unknown as { getRollData(): object };
        // Every @reference resolves to a number in the actor's roll data (what Foundry's Roll substitutes).
        const substituted = Roll.replaceFormulaData(formula!, actor.getRollData() as never);
        expect(substituted, `${type}: ${formula}`).toMatch(/^[\d\sd+\-*/.()kh]+$/);
        if (r.id === "shadow") continue; // the harness's Roll parses sums only; Shadow's formula divides
        const roll = await new Roll(formula!, actor.getRollData() as never).evaluate();
        expect(Number.isFinite(roll.total), `${type}: ${formula}`).toBe(true);
      }
    });
  }

  it("G&M: the agility roll's margin (004: actions resolved by an agility roll), a creature under its evasion", async () => {
    applyActiveRuleset(
      RULESETS.find((r) => r.id === "gm")!,
      defaultSort as never,
    );
    const hero = (await Actor.create({
      name: "H",
      type: "gmCharacter",
      system: { abilities: { strength: 10, agility: 14, endurance: 10, intelligence: 10, wisdom: 10, charisma: 10 } },
    } as never)) as unknown as { getRollData(): object };
    const { harness } = await import("../harness/foundry.js");
    harness.queueFaces([5]);
    const roll = await new Roll((CONFIG.Combat.initiative as { formula: string }).formula, hero.getRollData() as never).evaluate();
    expect(roll.total).toBe(9);
  });
});

describe("core's V1 sheets (issue 11, small)", () => {
  it("are unregistered, so only Anthology's sheets open its documents (as dnd5e does)", () => {
    const registered = (foundry.applications.apps.DocumentSheetConfig as unknown as { registered: { scope: string; sheet: unknown }[] }).registered;
    expect(registered.filter((r) => r.scope === "core")).toEqual([]);
    expect(registered.filter((r) => r.scope === "anthology").length).toBe(RULESETS.reduce((n, r) => n + r.actorSheets.length + r.itemSheets.length, 0));
  });
});

describe("#10 for items", () => {
  it("an item's roll data is its system where its model defines no getRollData (v13 Item#getRollData)", async () => {
    const item = (await Item.create({ name: "Rope", type: "wardenGear" } as never)) as unknown as { system: unknown; getRollData(): unknown };
    expect(item.getRollData()).toBe(item.system);
  });
});
