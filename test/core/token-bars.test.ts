/**
 * The token bars match the sheet's bars (CONTRIBUTING "Sheets": health as bars). A bar the data model derives from
 * its rules (G&M injuries against the injury threshold, Roll & Keep mana at hand against permanent mana) is offered
 * to the token (the ruleset's trackableAttributes), read by v13 `TokenDocument#getBarAttribute` as the sheet draws
 * it, marked editable (Anthology's TokenDocument class), and an edit from the token HUD goes through
 * `Actor#modifyTokenAttribute` to the stored field the model names (Anthology's Actor class), clamped to 0…the
 * field's limit, after the `modifyTokenAttribute` hook
 * (https://foundryvtt.com/api/v13/functions/hookEvents.modifyTokenAttribute.html). As the GM and as the owning
 * player; an observer's edit is refused as their update is.
 */
import { afterEach, describe, expect, it } from "vitest";
import { AnthologyActor } from "../../module/core/documents/actor.js";
import { AnthologyTokenDocument } from "../../module/core/documents/token.js";
import { tokenBarEditOf } from "../../module/core/documents/token-bars.js";
import { RULESETS } from "../../module/rulesets/index.js";
import { GM, OBSERVER, PLAYER, harness } from "../harness/foundry.js";
import type { ApplicationV2 } from "../harness/applications.js";
import type { BarAttribute } from "../harness/documents.js";
import { installEveryRuleset } from "./every-ruleset.js";

const install = (): void => installEveryRuleset({ settings: true });

interface Case {
  ruleset: string;
  type: string;
  system: object;
  /** The token bar's attribute (a derived bar). */
  attribute: string;
  /** The stored field it edits, under `system`, and the sheet's input for it. */
  path: string;
  /** The bar for that actor: the stored value against the rules' maximum. */
  value: number;
  max: number;
  /** The largest value an edit writes (the field's range: the rules let the value pass the bar). */
  limit: number;
}

const CASES: Case[] = [
  // Survival 5 + verve 5 by default: the threshold is 10 (rules/character/sheet-numbers.ts injuryThreshold).
  { ruleset: "gm", type: "gmCharacter", system: { injuries: 2 }, attribute: "injuryBar", path: "injuries", value: 2, max: 10, limit: 9_999 },
  // A creature's threshold is its current survival (gmCreatureInjuryThreshold).
  {
    ruleset: "gm",
    type: "gmCreature",
    system: { level: 2, survival: { value: 4, max: 9 }, injuries: 1 },
    attribute: "injuryBar",
    path: "injuries",
    value: 1,
    max: 4,
    limit: 9_999,
  },
  {
    ruleset: "rk",
    type: "rkCharacter",
    system: { mana: { permanent: { black: 3 }, current: { black: 2 } } },
    attribute: "manaBars.black",
    path: "mana.current.black",
    value: 2,
    max: 3,
    limit: 40,
  },
  {
    ruleset: "rk",
    type: "rkNpc",
    system: { mana: { permanent: { green: 4 }, current: { green: 4 } } },
    attribute: "manaBars.green",
    path: "mana.current.green",
    value: 4,
    max: 4,
    limit: 40,
  },
];

type TokenActor = Actor.Implementation & {
  updates: Record<string, unknown>[];
  modifyTokenAttribute(a: string, v: number, d?: boolean, b?: boolean): Promise<unknown>;
};
type Token = { getBarAttribute(bar: string, o?: { alternative?: string }): BarAttribute | null };

async function make(c: Case): Promise<TokenActor> {
  install();
  return (await Actor.create({ name: "Hero", type: c.type, system: c.system, ownership: { default: 2, [PLAYER.id]: 3 } } as never)) as unknown as TokenActor;
}
function tokenOf(actor: TokenActor, attribute: string): Token {
  const Cls = CONFIG.Token.documentClass as unknown as new (d: object) => Token;
  return new Cls({ actorId: actor.id, bar1: { attribute } });
}
const stored = (actor: TokenActor, path: string) => foundry.utils.getProperty(actor.system as object, path) as number;

const hooked: (() => unknown)[] = [];
function onModify(fn: (...args: unknown[]) => unknown): void {
  hooked.push(fn);
  Hooks.on("modifyTokenAttribute", fn as never);
}
afterEach(() => {
  for (const fn of hooked.splice(0)) Hooks.off("modifyTokenAttribute", fn as never);
});

it("init's document classes are Anthology's", () => {
  expect(CONFIG.Token.documentClass).toBe(AnthologyTokenDocument);
  expect(CONFIG.Actor.documentClass).toBe(AnthologyActor);
});

for (const c of CASES) {
  describe(`${c.type}: the ${c.attribute} token bar`, () => {
    it("is offered to the token, read as the sheet draws it, and editable", async () => {
      const ruleset = RULESETS.find((r) => r.id === c.ruleset)!;
      expect(ruleset.trackableAttributes?.[c.type]?.bar).toContain(c.attribute);
      const actor = await make(c);
      const bar = tokenOf(actor, c.attribute).getBarAttribute("bar1");
      expect(bar).toEqual({ type: "bar", attribute: c.attribute, value: c.value, max: c.max, editable: true });
      const Sheet = ruleset.actorSheets.find((s) => s.types.includes(c.type))!.sheet as unknown as new (o: object) => ApplicationV2;
      const sheet = new Sheet({ document: actor });
      await sheet.render({ force: true });
      const meter = harness.find(sheet, `.anth-bar:has(input[name="system.${c.path}"]) [role=meter]`);
      expect([meter.getAttribute("aria-valuenow"), meter.getAttribute("aria-valuemax")]).toEqual([String(c.value), String(c.max)]);
    });

    for (const [who, user] of [
      ["the GM", GM],
      ["the owning player", PLAYER],
    ] as const) {
      it(`as ${who}, a delta and a value from the token write the stored field, clamped to 0…${c.limit}`, async () => {
        const actor = await make(c);
        harness.actAs(user);
        await actor.modifyTokenAttribute(c.attribute, -1, true, true);
        expect(stored(actor, c.path)).toBe(c.value - 1);
        expect(actor.updates.at(-1)).toEqual(foundry.utils.expandObject({ [`system.${c.path}`]: c.value - 1 }));
        await actor.modifyTokenAttribute(c.attribute, -99, true, true);
        expect(stored(actor, c.path)).toBe(0);
        // Brought to the bound with the sheet bar's message (bad input is never replaced silently).
        const warned = () => harness.notifications.log.filter((n) => n.type === "warn").map((n) => n.message);
        expect(warned().at(-1)).toMatch(/cannot be below 0: it was set to 0\.$/);
        // Past the bar's maximum, as the sheet's bar allows (the rules let injuries and mana at hand pass it).
        await actor.modifyTokenAttribute(c.attribute, c.max + 2, false, true);
        expect(stored(actor, c.path)).toBe(c.max + 2);
        expect(tokenOf(actor, c.attribute).getBarAttribute("bar1")).toMatchObject({ value: c.max + 2, max: c.max });
        await actor.modifyTokenAttribute(c.attribute, c.limit + 500, false, true);
        expect(stored(actor, c.path)).toBe(c.limit);
        expect(warned().at(-1)).toMatch(new RegExp(`cannot be above ${c.limit}: it was set to ${c.limit}\\.$`));
        expect(warned()).toHaveLength(2);
        expect(harness.notifications.log.filter((n) => n.type === "error")).toEqual([]);
      });
    }

    it("an observer's edit is refused and nothing is written", async () => {
      const actor = await make(c);
      harness.actAs(OBSERVER);
      await expect(actor.modifyTokenAttribute(c.attribute, 1, true, true)).rejects.toThrow();
      expect(stored(actor, c.path)).toBe(c.value);
    });

    it("the modifyTokenAttribute hook sees the edit, the update on the stored field and the actor, and can cancel", async () => {
      const actor = await make(c);
      const seen: unknown[][] = [];
      onModify((...args) => (seen.push(args), false));
      const writes = actor.updates.length;
      await actor.modifyTokenAttribute(c.attribute, -1, true, true);
      expect(seen).toEqual([[{ attribute: c.attribute, value: -1, isDelta: true, isBar: true }, { [`system.${c.path}`]: c.value - 1 }, actor]]);
      expect(actor.updates).toHaveLength(writes);
      expect(stored(actor, c.path)).toBe(c.value);
    });

    it("an edit to the current value writes nothing and calls no hook, as Foundry's", async () => {
      const actor = await make(c);
      const seen: unknown[] = [];
      onModify(() => void seen.push(1));
      const writes = actor.updates.length;
      await actor.modifyTokenAttribute(c.attribute, c.value, false, true);
      await actor.modifyTokenAttribute(c.attribute, 0, true, true);
      expect([actor.updates.length, seen.length]).toEqual([writes, 0]);
    });
  });
}

describe("every other attribute stays Foundry's", () => {
  it("a stored bar (G&M creature survival) is clamped to its max and a plain value written as is", async () => {
    const actor = await make(CASES[1]!);
    const token = tokenOf(actor, "survival");
    expect(token.getBarAttribute("bar1")).toEqual({ type: "bar", attribute: "survival", value: 4, max: 9, editable: true });
    await actor.modifyTokenAttribute("survival", 20, false, true);
    expect(stored(actor, "survival.value")).toBe(9);
    // The stored injuries as a plain token value (trackableAttributes `value`) are still Foundry's.
    expect(token.getBarAttribute("bar1", { alternative: "injuries" })).toEqual({ type: "value", attribute: "injuries", value: 1, editable: true });
    await actor.modifyTokenAttribute("injuries", 3, true, false);
    expect(stored(actor, "injuries")).toBe(4);
  });

  it("a model that declares no derived bar, or declares one badly, is left to Foundry", () => {
    expect(tokenBarEditOf({ hp: { value: 1, max: 2 } }, "hp")).toBeNull();
    expect(tokenBarEditOf({ tokenBarEdit: () => ({ path: "", limit: 3 }) }, "x")).toBeNull();
    expect(tokenBarEditOf({ tokenBarEdit: () => ({ path: "x", limit: Number.NaN }) }, "x")).toBeNull();
    expect(tokenBarEditOf(null, "x")).toBeNull();
    // A declaration names its field for the clamp message: one without a label is a bad declaration too.
    expect(tokenBarEditOf({ tokenBarEdit: () => ({ path: "injuries", limit: 9 }) }, "injuryBar")).toBeNull();
    expect(tokenBarEditOf({ tokenBarEdit: () => ({ path: "injuries", limit: 9, label: "ANTHOLOGY.GM.Sheet.Injuries" }) }, "injuryBar")).toEqual({
      path: "injuries",
      limit: 9,
      label: "ANTHOLOGY.GM.Sheet.Injuries",
    });
  });
});
