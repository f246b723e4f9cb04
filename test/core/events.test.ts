/**
 * The events Anthology announces for modules and macros (README "Hooks for modules and macros"): damage applied and
 * rests taken, each a Hooks.callAll with the actor and what the rule did (issue 17).
 */
import { afterEach, describe, expect, it } from "vitest";
import { gmApplyDamageToActor } from "../../module/rulesets/gods-monsters/rolls/apply-damage.js";
import { gmDayRestAction } from "../../module/rulesets/gods-monsters/flows/rest.js";
import { wardenDamageActor } from "../../module/rulesets/warden/rolls/damage.js";
import { wardenShortRestFlow } from "../../module/rulesets/warden/flows/rest.js";
import { setupGm, toromeen } from "../rulesets/gods-monsters/actors/setup.js";
import { installWarden, makeActor } from "../rulesets/warden/skin-setup.js";

const heard: { hook: string; args: unknown[] }[] = [];
const listeners: [string, (...args: unknown[]) => void][] = [];
function listen(hook: string): void {
  const fn = (...args: unknown[]) => void heard.push({ hook, args });
  Hooks.on(hook as never, fn as never);
  listeners.push([hook, fn]);
}
// Hooks outlive a test in the harness as in a Foundry session: each test takes its listeners off again.
afterEach(() => {
  for (const [hook, fn] of listeners) Hooks.off(hook as never, fn as never);
  listeners.length = 0;
  heard.length = 0;
});

describe("anthology.damageApplied", () => {
  it("G&M: the actor, the amount and the ruleset's result (where the points went)", async () => {
    setupGm();
    listen("anthology.damageApplied");
    const t = await toromeen({ experience: 1000, advancedLevel: 2, verve: { value: 17, bonus: 10 } });
    const result = await gmApplyDamageToActor(t, { amount: 5 });
    expect(heard).toHaveLength(1);
    expect(heard[0]!.args[0]).toBe(t);
    expect(heard[0]!.args[1]).toEqual({ ruleset: "gm", amount: 5, result });
  });

  it("Warden: the actor, the damage and the result (HP and STR lost, scar)", async () => {
    installWarden();
    listen("anthology.damageApplied");
    const pc = await makeActor("wardenCharacter", "Ael'Onor", { hp: { value: 6, max: 6 }, str: { value: 10, max: 10 } });
    const result = await wardenDamageActor(pc, 3);
    expect(heard).toHaveLength(1);
    expect(heard[0]!.args).toEqual([pc, { ruleset: "warden", amount: 3, result }]);
  });
});

describe("anthology.restTaken", () => {
  it("G&M day of rest and Warden short rest name the rest they were", async () => {
    setupGm();
    listen("anthology.restTaken");
    const t = await toromeen({ experience: 1000, advancedLevel: 2, survival: { value: 2 } });
    await gmDayRestAction(t, false);
    installWarden();
    const pc = await makeActor("wardenCharacter", "Ael'Onor", { hp: { value: 1, max: 6 } });
    await wardenShortRestFlow(pc);
    expect(heard.map((h) => (h.args[1] as { ruleset: string; kind: string }))).toEqual([
      { ruleset: "gm", kind: "day" },
      { ruleset: "warden", kind: "short" },
    ]);
    expect(heard.map((h) => h.args[0])).toEqual([t, pc]);
  });
});
