/**
 * Using an ability rolls its test: an ability whose item names an attribute posts its card and then rolls that success
 * test from the sheet, as the attribute's own button does (against the targeted token's usual opposition), as the GM and
 * as the owning player. An ability without a test still only posts its card.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ShadowActorSheet } from "../../../module/rulesets/shadow/sheets/actor-sheet.js";
import { ShadowItemSheet } from "../../../module/rulesets/shadow/sheets/item-sheet.js";
import { isShadowAbility } from "../../../module/rulesets/shadow/data/types.js";
import { GM, PLAYER, harness } from "../../harness/foundry.js";
import type { ApplicationV2 } from "../../harness/applications.js";
import { attrs, installShadow, makeActor, rollUnderCalls, target } from "./skin-helpers.js";

vi.mock("../../../module/dice/index.js", async () => {
  const odds = await import("../../../module/dice/rules/index.js");
  const fake = await import("./fake-roll-under.js");
  return { ...odds, rollUnder: fake.fakeRollUnder };
});

beforeEach(() => installShadow());

async function setUp(as: typeof GM, test?: string) {
  harness.actAs(GM);
  const pc = await makeActor(
    "shadowCharacter",
    "Ylva",
    { attributes: attrs({ discreet: 13 }) },
    [{ name: "Backstab", type: "shadowAbility", system: { level: "adept", use: "active", ...(test ? { test } : {}) } }],
    { default: 0, [PLAYER.id]: 3 },
  );
  const guard = await makeActor("shadowMonster", "Guard", { attributes: attrs({ vigilant: 12 }) });
  const ability = pc.items.find((i) => isShadowAbility(i))!;
  harness.actAs(as);
  const sheet = new ShadowActorSheet({ document: pc }) as unknown as ApplicationV2;
  await sheet.render({ force: true });
  return { pc, guard, ability, sheet };
}

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`as ${who}`, () => {
    it("an ability that tests Discreet posts its card, then rolls [Discreet←Vigilant] against the target: 13 + (10 − 12) = 11", async () => {
      const { ability, guard, sheet } = await setUp(user, "discreet");
      target(user, guard);
      const before = harness.messages().length;
      harness.queueFaces([4]);
      await harness.click(sheet, `[data-item-id="${ability.id}"] [data-action="rollItem"]`, { shiftKey: true });
      expect(harness.messages()).toHaveLength(before + 2);
      expect(harness.messages().at(-2)!.content).toContain("tests Discreet");
      expect(rollUnderCalls.at(-1)).toMatchObject({ target: 13, modifier: -2 });
      expect(rollUnderCalls.at(-1)?.label).toBe("Backstab: Discreet");
    });

    it("an ability without a test posts only its card", async () => {
      const { ability, sheet } = await setUp(user);
      const before = harness.messages().length;
      await harness.click(sheet, `[data-item-id="${ability.id}"] [data-action="rollItem"]`, { shiftKey: true });
      expect(harness.messages()).toHaveLength(before + 1);
      expect(rollUnderCalls).toHaveLength(0);
    });
  });
}

describe("the ability's sheet", () => {
  it("chooses the test among the eight attributes or none, and refuses anything else", async () => {
    const { ability } = await setUp(GM);
    const sheet = new ShadowItemSheet({ document: ability }) as unknown as ApplicationV2;
    await sheet.render({ force: true });
    const options = [...harness.find(sheet, 'select[name="system.test"]')!.querySelectorAll("option")].map((o) => o.value);
    expect(options).toEqual(["none", "accurate", "cunning", "discreet", "persuasive", "quick", "resolute", "strong", "vigilant"]);
    // Not one of the choices: Foundry refuses the update (StringField choices), whatever way it reports it.
    await ability.update({ "system.test": "<script>" } as never).catch(() => undefined);
    expect(isShadowAbility(ability) && ability.system.test).toBe("none");
  });
});
