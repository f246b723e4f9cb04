/**
 * The events Anthology announces for modules and macros (README "Hooks for modules and macros"): damage applied and
 * rests taken, statuses set, levels gained, each a Hooks.callAll with the actor and what the rule did.
 */
import { afterEach, describe, expect, it } from "vitest";
import { gmApplyDamageToActor } from "../../module/rulesets/gods-monsters/rolls/apply-damage.js";
import { gmDayRestAction } from "../../module/rulesets/gods-monsters/flows/rest.js";
import { wardenDamageActor } from "../../module/rulesets/warden/rolls/damage.js";
import { wardenShortRestFlow } from "../../module/rulesets/warden/flows/rest.js";
import { setupGm, toromeen } from "../rulesets/gods-monsters/actors/setup.js";
import { installWarden, makeActor } from "../rulesets/warden/skin-setup.js";
import { shadowApplyHit } from "../../module/rulesets/shadow/rolls/apply-damage.js";
import { shadowRest } from "../../module/rulesets/shadow/rolls/healing.js";
import { shadowMarkProne } from "../../module/rulesets/shadow/rolls/pain.js";
import { gmApplyAdvancement } from "../../module/rulesets/gods-monsters/rolls/advancement.js";
import { setCondition } from "../../module/rulesets/warden/rolls/damage.js";
import { installShadow, makeActor as makeShadowActor, attrs, medium } from "../rulesets/shadow/skin-helpers.js";
import { harness } from "../harness/foundry.js";

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
    expect(heard.map((h) => h.args[1] as { ruleset: string; kind: string })).toEqual([
      { ruleset: "gm", kind: "day" },
      { ruleset: "warden", kind: "short" },
    ]);
    expect(heard.map((h) => h.args[0])).toEqual([t, pc]);
  });
});

describe("Shadow damage and rest", () => {
  it("a hit: the defender, the weapon's damage before armor, and the outcome; once", async () => {
    installShadow();
    const orc = await makeShadowActor("shadowMonster", "Orc", { attributes: attrs({ strong: 12 }) }, [medium]);
    listen("anthology.damageApplied");
    harness.queueFaces([2]);
    const out = await shadowApplyHit(orc, { attacker: "", defender: orc.uuid, weaponName: "Sword", weaponTotal: 7, advantageFace: null });
    expect(heard).toHaveLength(1);
    expect(heard[0]!.args[0]).toBe(orc);
    expect(heard[0]!.args[1]).toEqual({ ruleset: "shadow", amount: 7, result: { ...out, state: "standing" } });
    expect(out).toMatchObject({ damage: 5, protection: 2 });
  });

  it("days of rest: the kind and how many days", async () => {
    installShadow();
    const pc = await makeShadowActor("shadowCharacter", "Ylva", { attributes: attrs({ strong: 12 }), toughness: { value: 8 } });
    listen("anthology.restTaken");
    await shadowRest(pc, 3);
    expect(heard.map((h) => h.args)).toEqual([[pc, { ruleset: "shadow", kind: "days", days: 3 }]]);
  });
});

describe("anthology.statusChanged", () => {
  it("Shadow: marking prone fires once with the status; marking it again changes nothing and fires nothing", async () => {
    installShadow();
    const pc = await makeShadowActor("shadowCharacter", "Ylva");
    listen("anthology.statusChanged");
    await shadowMarkProne(pc);
    await shadowMarkProne(pc);
    expect(heard.map((h) => h.args)).toEqual([[pc, { status: "prone", active: true }]]);
  });

  it("Warden: a condition set on and another replacing it: one event per status that changed", async () => {
    installWarden();
    const pc = await makeActor("wardenCharacter", "Ael'Onor", { hp: { value: 6, max: 6 } });
    listen("anthology.statusChanged");
    await setCondition(pc, "critical");
    await setCondition(pc, "stable");
    expect(heard.map((h) => h.args[1])).toEqual([
      { status: "critical", active: true },
      { status: "critical", active: false },
      { status: "stable", active: true },
    ]);
  });
});

describe("anthology.levelUp", () => {
  it("G&M advancement: from and to, and the summary of what was gained; nothing when no level is due", async () => {
    setupGm();
    const t = await toromeen({ experience: 1000, advancedLevel: 1 });
    const to = t.system.numbers.level;
    listen("anthology.levelUp");
    harness.queueFaces(Array.from({ length: to - 1 }, () => 5));
    const summary = await gmApplyAdvancement(t);
    await gmApplyAdvancement(t);
    expect(heard.map((h) => h.args)).toEqual([[t, { ruleset: "gm", from: 1, to, result: summary }]]);
  });
});
