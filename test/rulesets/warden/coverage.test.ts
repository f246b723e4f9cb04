/** Tests the audit found missing (gap 8): setup dialog, detachments, hotbar macro, token bars, must-drop on a cast. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GM, harness } from "../../harness/foundry.js";
import { rollItemMacro } from "../../../module/core/macros.js";
import { parseWardenCheckOptions } from "../../../module/rulesets/warden/rolls/check-options.js";
import { respondToRollDialog } from "../roll-dialog-answer.js";
import { wardenRollCheck } from "../../../module/rulesets/warden/rolls/check.js";
import { wardenCastSpellFlow } from "../../../module/rulesets/warden/rolls/cast.js";
import { ruleset } from "../../../module/rulesets/warden/ruleset.js";
import { installWarden, makeActor, sys } from "./skin-setup.js";

beforeEach(() => installWarden());
afterEach(() => vi.restoreAllMocks());

const dagger = { name: "<b>Dagger</b>", type: "wardenWeapon", system: { die: 4, sharp: true } };
const sword = { name: "Sword", type: "wardenWeapon", system: { die: 8 } };

describe("the check's one dialog (attribute, items, who rolls, the other side's result) in the dice room", () => {
  it("renders the attributes and items (names escaped) and its answer drives the roll", async () => {
    const actor = await makeActor("wardenCharacter", "Ael'Onor", { str: { value: 12, max: 12 }, dex: { value: 9, max: 9 } }, [dagger, sword]);
    let content = "";
    let headline = "";
    respondToRollDialog(({ content: html, form }) => {
      content = html;
      headline = form.querySelector('[data-live="headline"]')?.textContent ?? "";
      // Dexterity, the dagger ticked (the sword's box left unticked), an action against a known TR of 30.
      return { attribute: "dex", "dice.0.used": true, role: "initiator", opposed: "30" };
    });
    harness.queueFaces([10, 1, 3]);
    const out = await wardenRollCheck(actor, { kind: "attack" });
    expect(content).toContain('name="attribute"');
    expect(content).toContain('value="dex"');
    expect(content).toContain("&lt;b&gt;Dagger&lt;/b&gt;");
    expect(content).not.toContain("<b>Dagger</b>");
    expect(content).toContain('name="opposed"');
    // The headline says what is rolled against, at the top (nothing yet: no DC, no result known).
    expect(headline).toBe("IR");
    // The dagger's d4, sharp, with advantage: [1, 3] keeps 3; DEX 9 is the modifier.
    expect(out?.evaluation.modifier).toBe(9);
    expect(out?.evaluation.objects.map((o) => ({ faces: o.faces, advantage: o.advantage, kept: o.kept }))).toEqual([{ faces: 4, advantage: 1, kept: 3 }]);
    // 10 + DEX 9 + the dagger's kept 3 = 22 < 30: the save wins, no damage offered.
    expect(out?.evaluation.total).toBe(22);
    expect(harness.messages().at(-1)!.content).not.toContain("wardenApplyDamage");
  });

  it("closing the dialog rolls nothing", async () => {
    const actor = await makeActor("wardenCharacter", "Ael'Onor");
    respondToRollDialog(() => null);
    expect(await wardenRollCheck(actor, {})).toBeNull();
    expect(harness.messages()).toHaveLength(0);
  });

  it("reads the form: unknown attribute keeps the current one, a blank or junk result is none", () => {
    const current = {
      attribute: "str" as const,
      role: "initiator" as const,
      opposed: 12,
      advantage: 0,
      dice: [{ itemId: "a", label: "A", faces: 6, advantage: 0, used: false, weapon: false }],
      dc: null,
      hidden: false,
    };
    expect(parseWardenCheckOptions({ attribute: "wil", "dice.0.used": true, role: "target", opposed: "21" }, current, true)).toMatchObject({
      attribute: "wil",
      role: "target",
      opposed: 21,
      dice: [{ used: true }],
    });
    expect(parseWardenCheckOptions({ attribute: "<script>", opposed: "abc", role: "x", advantage: "99" }, current, true)).toMatchObject({
      attribute: "str",
      role: "initiator",
      opposed: null,
      advantage: 10,
    });
    // A player's form has no DC field for a secret DC: the DC given stays, whatever the raw values say.
    const secret = { ...current, dc: 24, hidden: true };
    expect(parseWardenCheckOptions({ dc: "3", hidden: false }, secret, false)).toMatchObject({ dc: 24, hidden: true });
  });
});

describe("detachments (003): attacks against them by individuals are impaired, theirs enhanced", () => {
  it("an individual attacking a targeted detachment rolls the base d20 with disadvantage", async () => {
    const pc = await makeActor("wardenCharacter", "Ael'Onor", { str: { value: 10, max: 10 } }, [sword]);
    const band = await makeActor("wardenCreature", "Goblin band", { detachment: true });
    GM.targets.add({ actor: band });
    harness.queueFaces([15, 3, 5]);
    const weapon = pc.items.contents[0]!.system as unknown as { roll(o: object): Promise<unknown> };
    const out = (await weapon.roll({ skipDialog: true })) as { evaluation: { base: { kept: number }; total: number } };
    expect(out.evaluation.base.kept).toBe(3);
    expect(out.evaluation.total).toBe(3 + 10 + 5);
  });

  it("a detachment attacking an individual rolls with advantage", async () => {
    const band = await makeActor("wardenCreature", "Goblin band", { detachment: true, str: { value: 10, max: 10 } }, [sword]);
    const pc = await makeActor("wardenCharacter", "Ael'Onor");
    GM.targets.add({ actor: pc });
    harness.queueFaces([3, 15, 5]);
    const out = (await wardenRollCheck(band, { kind: "attack", itemIds: [band.items.contents[0]!.id!], skipDialog: true }))!;
    expect(out.evaluation.base.kept).toBe(15);
  });
});

describe("hotbar macro on a weapon", () => {
  it("game.anthology.macros.rollItem(uuid) attacks with the weapon and posts the damage card", async () => {
    const pc = await makeActor("wardenCharacter", "Ael'Onor", { str: { value: 10, max: 10 } }, [sword]);
    harness.queueFaces([12, 7]);
    const out = (await rollItemMacro(pc.items.contents[0]!.uuid, { skipDialog: true })) as { evaluation: { total: number } };
    expect(out.evaluation.total).toBe(29);
    expect(harness.messages().at(-1)!.content).toContain('data-damage="7"');
  });

  it("a missing item warns", async () => {
    expect(await rollItemMacro("Actor.none.Item.none")).toBeNull();
    expect(harness.notifications.log.at(-1)?.type).toBe("warn");
  });
});

describe("token bars", () => {
  it("HP and the attributes are bars, armor/gold/AP values, and every path exists on the prepared actor", async () => {
    const bars = ruleset.trackableAttributes!;
    expect(bars.wardenCharacter).toEqual({ bar: ["hp", "str", "dex", "wil"], value: ["armor", "gold", "ap.value"] });
    expect(bars.wardenCreature).toEqual({ bar: ["hp", "str", "dex", "wil"], value: ["armor", "ap.value"] });
    for (const type of ["wardenCharacter", "wardenCreature"] as const) {
      const actor = await makeActor(type, "T");
      const get = (path: string) => path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], actor.system);
      for (const bar of bars[type]!.bar) expect(get(`${bar}.max`), `${type} ${bar}`).toEqual(expect.any(Number));
      for (const value of bars[type]!.value) expect(get(value), `${type} ${value}`).toEqual(expect.any(Number));
    }
  });
});

describe("Fatigue with no free slot (003): an item must be dropped", () => {
  it("a cast whose mishap (4, chain reaction) adds a Fatigue to a full inventory warns to drop an item", async () => {
    const items = [
      { name: "Grimoire", type: "wardenGrimoire", system: { bulky: true, slots: 2 } },
      ...Array.from({ length: 8 }, (_, i) => ({ name: `Gear ${i}`, type: "wardenGear", system: { slots: 1 } })),
      { name: "Mana Dust", type: "wardenManaDust", system: { quantity: 2, petty: true } },
      { name: "Mirror Image", type: "wardenSpell", system: {} },
    ];
    const actor = await makeActor("wardenCharacter", "Barry", {}, items);
    expect(sys(actor).inventory.free).toBe(0);
    respondToRollDialog(() => ({ slotDice: 0, dustDice: 2, freeDice: 0 }));
    harness.queueFaces([2, 2]);
    expect(
      await wardenCastSpellFlow(
        actor,
        actor.items.find((i) => i.name === "Mirror Image")!,
      ),
    ).toMatchObject({ sum: 4, mishapId: "chainReaction" });
    expect(sys(actor).inventory).toMatchObject({ fatigue: 1, free: 0, over: 1 });
    const warning = harness.notifications.log.find((n) => n.type === "warn");
    expect(warning?.message).toContain("no free slot for 1 Fatigue");
    expect(harness.messages().at(-1)!.content).toContain("no free slot for 1 Fatigue");
  });
});
