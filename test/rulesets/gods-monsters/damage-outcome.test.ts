// @vitest-environment node
/**
 * G&M damage as a whole outcome (CONTRIBUTING "Whole outcomes"; 004 "Survival", "Injury points"), with the text's
 * Toromeen example.
 */
import { describe, expect, it } from "vitest";
import { gmAddInjuries, gmApplyDamage, gmDamageOutcome, gmInjuriesOutcome } from "../../../module/rules.js";

describe("gmDamageOutcome (004 'Survival': Toromeen and the Orc)", () => {
  it("the fourth hit, 7 points against 6 verve and 7 survival: verve to 0 and one survival, one update", () => {
    const result = gmApplyDamage({ survival: 7, verve: 6, injuries: 0, pool: 0 }, { amount: 7, archetypal: true });
    expect(gmDamageOutcome(result, { character: true })).toEqual({
      actor: { "system.survival.value": 6, "system.verve.value": 0, "system.injuries": 0, "system.pool": 0 },
    });
  });

  it("a creature has no verve to write; points past survival are injuries", () => {
    const result = gmApplyDamage({ survival: 2, verve: 0, injuries: 0, pool: 0 }, { amount: 4, archetypal: false });
    expect(gmDamageOutcome(result, { character: false })).toEqual({ actor: { "system.survival.value": 0, "system.injuries": 2, "system.pool": 0 } });
  });

  it("injuries gained directly change only the injuries; none gained changes nothing", () => {
    expect(gmInjuriesOutcome(gmAddInjuries({ survival: 5, injuries: 1 }, 2))).toEqual({ actor: { "system.injuries": 3 } });
    expect(gmInjuriesOutcome(gmAddInjuries({ survival: 5, injuries: 1 }, 0))).toEqual({});
  });
});
