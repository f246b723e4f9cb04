/**
 * Warden damage as a whole outcome (CONTRIBUTING "Whole outcomes"; 003 "Armor", "Critical Damage"), and the flow
 * writing it once.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { wardenApplyDamage, wardenConditionStatuses, wardenDamageOutcome } from "../../../module/rules.js";
import { wardenDamageActor } from "../../../module/rulesets/warden/rolls/damage.js";
import { harness } from "../../harness/foundry.js";
import { installWarden, makeActor, sys } from "./skin-setup.js";

beforeEach(() => installWarden());

describe("wardenDamageOutcome", () => {
  it("003 'Critical Damage': 7 damage against 3 HP and 12 STR: HP 0, the 4 left off STR (8); alive, no condition written", () => {
    const r = wardenApplyDamage({ hp: 3, str: 12, damage: 7 });
    expect(wardenDamageOutcome(r, { victim: "character", active: [] })).toEqual({ actor: { "system.hp.value": 0, "system.str.value": 8 } });
  });

  it("STR to 0: dead (a detachment destroyed), its status on and a critical status the actor showed off", () => {
    const r = wardenApplyDamage({ hp: 1, str: 2, damage: 5 });
    expect(wardenDamageOutcome(r, { victim: "character", active: ["critical"] })).toEqual({
      actor: { "system.hp.value": 0, "system.str.value": 0, "system.condition": "dead" },
      statuses: { dead: true, critical: false },
    });
    expect(wardenDamageOutcome(r, { victim: "detachment", active: [] }).statuses).toEqual({ destroyed: true });
    expect(wardenConditionStatuses("stable", ["critical", "stable"])).toEqual({ stable: true, critical: false });
  });
});

describe("wardenDamageActor writes one whole outcome", () => {
  it("a creature killed: one update (HP, STR, condition), the dead status, then the card", async () => {
    const bo = await makeActor("wardenCreature", "Bo'Mack", { hp: { value: 1, max: 9 }, str: { value: 2, max: 10 } });
    const update = vi.spyOn(bo, "update");
    const cards = harness.messages().length;
    expect(await wardenDamageActor(bo, 5)).toMatchObject({ dead: true });
    expect(update).toHaveBeenCalledTimes(1);
    expect(sys(bo).condition).toBe("dead");
    expect(bo.statuses.has("dead")).toBe(true);
    expect(harness.messages()).toHaveLength(cards + 1);
  });

  it("a character brought to exactly 0 HP: the damage card names the Scars table's entry it takes", async () => {
    const pc = await makeActor("wardenCharacter", "Barry", { hp: { value: 3, max: 6 }, str: { value: 10, max: 10 } });
    const cards = harness.messages().length;
    expect(await wardenDamageActor(pc, 3)).toMatchObject({ scar: 3 });
    const damageCard = String(harness.messages()[cards]!.content);
    // The scar by its name as well as its entry (a card that said only "entry 3" sent the player to the table).
    expect(damageCard).toContain('<p class="warden-scar-note">A Scar: Walloped, entry 3 of the Scars table.</p>');
  });

  it("a failed write: no card, HP and STR as they were", async () => {
    const bo = await makeActor("wardenCreature", "Bo'Mack", { hp: { value: 4, max: 9 }, str: { value: 10, max: 10 } });
    vi.spyOn(bo, "update").mockRejectedValueOnce(new Error("connection lost"));
    const cards = harness.messages().length;
    expect(await wardenDamageActor(bo, 3)).toBeNull();
    expect(sys(bo).hp.value).toBe(4);
    expect(harness.messages()).toHaveLength(cards);
  });
});
