// @vitest-environment node
/** 004 "Surprise" as pure rules: the perception roll by situation, the shake-off number, what each round means. */
import { describe, expect, it } from "vitest";
import { gmIsSurpriseSituation, gmShakeOffTarget, gmSurpriseOutcome, gmSurpriseRoll, gmSurpriseRoundStep, GM_SURPRISED } from "../../../../module/rules.js";

describe("004 Surprise", () => {
  it("the perception roll: unaware as is, aware of the attackers +4, asleep −6; the Yeti knowingly attacked and rolls nothing", () => {
    expect(gmSurpriseRoll("unaware", 9)).toEqual({ target: 9, modifier: 0 });
    expect(gmSurpriseRoll("aware", 9)).toEqual({ target: 9, modifier: 4 });
    expect(gmSurpriseRoll("asleep", 9)).toEqual({ target: 9, modifier: -6 });
    expect(gmSurpriseRoll("attacker", 6)).toBeNull();
    expect(gmIsSurpriseSituation("awake")).toBe(false);
    expect(gmIsSurpriseSituation("asleep")).toBe(true);
  });

  it("Charlotte (fortitude 5, willpower 9) shakes it off on 9 or less: John's 6 succeeds", () => {
    expect(gmShakeOffTarget(5, 9)).toBe(9);
    expect(6 <= gmShakeOffTarget(5, 9)).toBe(true);
  });

  it("round 1: the surprised cannot act; from round 2: a shake-off roll, −2 defense and −3 to rolls until then", () => {
    expect(gmSurpriseRoundStep(1)).toBe("cannotAct");
    expect(gmSurpriseRoundStep(2)).toBe("shakeOff");
    expect(gmSurpriseRoundStep(0)).toBe("none");
    expect(GM_SURPRISED).toEqual({ defense: -2, rolls: -3 });
    expect(gmSurpriseOutcome(true)).toEqual({ actor: { "system.state.surprised": true }, statuses: { surprised: true } });
  });
});
