// @vitest-environment node
/**
 * A Shadow hit and its pain as whole outcomes (CONTRIBUTING "Whole outcomes"; 002 "Toughness", "Pain Threshold",
 * "Dying"): "a creature dies when its Toughness reaches zero – unless it is a player character, in which case he or
 * she is regarded as being dying instead".
 */
import { describe, expect, it } from "vitest";
import { shadowApplyDamage, shadowHitOutcome, shadowPainOutcome } from "../../../module/rules.js";

describe("shadowHitOutcome", () => {
  it("a character with Strong 13 (Toughness 13, Pain Threshold 7) takes 8: Toughness 5, still standing, both statuses off", () => {
    const applied = shadowApplyDamage({ toughness: 13, painThreshold: 7, kind: "character" }, 8);
    expect(applied.painExceeded).toBe(true);
    expect(shadowHitOutcome({ kind: "character", vitalBefore: "standing", killedByDeathTest: false, applied })).toEqual({
      actor: { "system.toughness.value": 5 },
      statuses: { dead: false, dying: false },
    });
  });

  it("a character falling to 0 is dying, with a fresh dying record; one already dying keeps its record", () => {
    const applied = shadowApplyDamage({ toughness: 3, painThreshold: 5, kind: "character" }, 6);
    expect(shadowHitOutcome({ kind: "character", vitalBefore: "standing", killedByDeathTest: false, applied })).toEqual({
      actor: { "system.toughness.value": 0, "system.dying.closer": 0, "system.dying.stable": false },
      statuses: { dead: false, dying: true },
    });
    expect(shadowHitOutcome({ kind: "character", vitalBefore: "dying", killedByDeathTest: false, applied }).actor).toEqual({ "system.toughness.value": 0 });
  });

  it("a monster at 0 is dead; a character its death test killed stays dead", () => {
    const monster = shadowApplyDamage({ toughness: 4, painThreshold: 5, kind: "monster" }, 9);
    expect(shadowHitOutcome({ kind: "monster", vitalBefore: "standing", killedByDeathTest: false, applied: monster }).statuses).toEqual({
      dead: true,
      dying: false,
    });
    const corpse = shadowApplyDamage({ toughness: 0, painThreshold: 5, kind: "character" }, 2);
    expect(shadowHitOutcome({ kind: "character", vitalBefore: "dead", killedByDeathTest: true, applied: corpse }).statuses).toEqual({
      dead: true,
      dying: false,
    });
  });

  it("pain: knocked down is the prone status; a Free Attack changes nothing on the victim", () => {
    expect(shadowPainOutcome("knockedDown")).toEqual({ statuses: { prone: true } });
    expect(shadowPainOutcome("freeAttack")).toEqual({});
  });
});
