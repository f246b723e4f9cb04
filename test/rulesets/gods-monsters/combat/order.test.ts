/**
 * 004 "Order of events" at the table: the tracker follows sides unless the world chose the rolled order (a table
 * option), and the GM's tools window rolls a clash for the selected tokens, each through the dice dialog, then one card.
 */
import { describe, expect, it } from "vitest";
import { GM, harness } from "../../../harness/foundry.js";
import { setupGm, toromeen, yeti } from "../actors/setup.js";
import { gmCombatSort, registerGmSettings } from "../../../../module/rulesets/gods-monsters/rolls/clash.js";
import { gmRunConsequenceTool } from "../../../../module/rulesets/gods-monsters/dialogs/consequences-app.js";
import { ruleset } from "../../../../module/rulesets/gods-monsters/ruleset.js";

const c = (id: string, isNPC: boolean, initiative: number | null = null) => ({ id, name: id, isNPC, initiative });

describe("the combat tracker's order in a Gods & Monsters world", () => {
  it("is registered as the ruleset's combat sort, with its setting", () => {
    expect(ruleset.combatSort).toBe(gmCombatSort);
    expect(ruleset.registerSettings).toBe(registerGmSettings);
  });

  it("sides by default (the text's): the players' characters, then the Guide's, even when the Yeti rolled high", async () => {
    registerGmSettings();
    const list = [c("Yeti", true, 12), c("Toromeen", false), c("Charlotte", false, 1)];
    expect([...list].sort(gmCombatSort as never).map((x) => x.id)).toEqual(["Charlotte", "Toromeen", "Yeti"]);
  });

  it("the table option 'agility' sorts by the rolled margin", async () => {
    registerGmSettings();
    await game.settings!.set("anthology", "gmCombatOrder", "agility");
    const list = [c("Yeti", true, 12), c("Toromeen", false), c("Charlotte", false, 1)];
    expect([...list].sort(gmCombatSort as never).map((x) => x.id)).toEqual(["Yeti", "Charlotte", "Toromeen"]);
  });
});

describe("a clash from the GM's tools window", () => {
  it("the selected Toromeen and Yeti each roll (agility, evasion); one card says who resolves first", async () => {
    setupGm();
    harness.actAs(GM);
    const t = await toromeen();
    const y = await yeti({ reactions: { perception: 6, willpower: 6, fortitude: 6, evasion: 6 } });
    harness.queueFaces([4, 9]);
    const before = harness.messages().length;
    const rows = (await gmRunConsequenceTool("clash", {}, [t, y], { skipDialog: true })) as { name: string; place: number; success: boolean }[];
    expect(rows.map((r) => [r.name, r.place, r.success])).toEqual([
      ["Toromeen", 1, true],
      ["Yeti", 2, false],
    ]);
    const posted = harness.messages().slice(before);
    expect(posted).toHaveLength(3);
    expect(posted[2]!.content).toContain("who resolves first");
    expect(posted[2]!.content).toContain("1. Toromeen: made the roll by 6");
    expect(posted[2]!.content).toContain("2. Yeti: missed the roll by 3");
  });

  it("one combatant selected is refused with a message, nothing rolled", async () => {
    setupGm();
    const t = await toromeen();
    const before = harness.messages().length;
    expect(await gmRunConsequenceTool("clash", {}, [t], { skipDialog: true })).toBeNull();
    expect(harness.messages().length).toBe(before);
    expect(harness.notifications.log.at(-1)?.message ?? "").toContain("at least two");
  });
});
