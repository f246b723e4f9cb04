/** Pending scar and mishap changes are kept as gains, so applying them later never undoes what came between (audit gap 6). */
import { beforeEach, describe, expect, it } from "vitest";
import { harness } from "../../harness/foundry.js";
import { applyWardenChanges } from "../../../module/rulesets/warden/flows/apply-changes.js";
import { wardenDamageActor } from "../../../module/rulesets/warden/rolls/damage.js";
import { WardenCharacterSheet } from "../../../module/rulesets/warden/sheets/character-sheet.js";
import { wardenApplyChanges, wardenReplay, wardenResolveMishap } from "../../../module/rules.js";
import { installWarden, makeActor, sys } from "./skin-setup.js";

interface Rendered {
  render(o?: object): Promise<unknown>;
  runAction(name: string, dataset?: Record<string, string>): Promise<unknown>;
}

beforeEach(() => installWarden());

describe("pending changes as deltas", () => {
  it("Walloped (+1d6 max HP after rest) adds to a max HP raised in the meantime", async () => {
    const pc = await makeActor("wardenCharacter", "Ael'Onor", { hp: { value: 3, max: 6 }, str: { value: 10, max: 10 } });
    harness.queueFaces([2]);
    expect((await wardenDamageActor(pc, 3))?.scar).toBe(3);
    expect(sys(pc).pending?.[0]?.changes).toEqual({ gains: { maxHp: 2 } });
    // Something else raises max HP to 9 before the rest (say a later scar's "take the new result").
    await applyWardenChanges(pc, { maxHp: 9 });
    const sheet = new (WardenCharacterSheet as unknown as new (o: object) => Rendered)({ document: pc });
    await sheet.render({ force: true });
    await sheet.runAction("applyPending", { index: "0" });
    // Absolute storage (6 + 2 = 8) would have lowered it to 8.
    expect(sys(pc).hp.max).toBe(11);
    expect(sys(pc).pending).toEqual([]);
  });

  it("Duplicate (+1d6 to each ability score after magical aid) adds to the scores as they are then", () => {
    const numbers = {
      hp: { value: 6, max: 6 },
      str: { value: 10, max: 12 },
      dex: { value: 9, max: 9 },
      wil: { value: 11, max: 11 },
      slots: 10,
      armorBonus: 0,
      fatigue: 0,
    };
    const r = wardenResolveMishap({ sum: 23, roll: wardenReplay([1, 2, 3]), numbers });
    expect(r.later?.changes).toEqual({ gains: { attributes: { str: { max: 1, value: 1 }, dex: { max: 2, value: 2 }, wil: { max: 3, value: 3 } } } });
    // Meanwhile WIL was burnt down to 4 (max 11): the gain lands on 4, not back on 11 + 3.
    const later = { ...numbers, wil: { value: 4, max: 11 } };
    const after = wardenApplyChanges(later, r.later!.changes);
    expect(after.wil).toEqual({ value: 7, max: 14 });
    expect(after.str).toEqual({ value: 11, max: 13 });
  });
});
