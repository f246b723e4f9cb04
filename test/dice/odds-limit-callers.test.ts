/**
 * Issue 12, finding 6: the odds now refuse a number beyond a limit with a RangeError instead of answering a
 * different question. Every caller that can be handed such input (the three dialogs, the flows with shift-click,
 * Warden's check with many object items, Roll & Keep's plans) refuses it with a localized message first and
 * never reaches the throwing odds.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { AdvantageRollDialog, KeepRollDialog, RollUnderDialog, registerDice, rollAdvantage, rollUnder } from "../../module/dice/index.js";
import { RK_DEFAULT_COLOUR_LINKS, rkActionPlan, rkContestPlan } from "../../module/rules.js";
import { rkActorView } from "../../module/rulesets/roll-keep/data/view.js";
import { wardenRollCheck } from "../../module/rulesets/warden/rolls/check.js";
import { harness } from "../harness/foundry.js";
import { MAX_ADVANTAGE, MAX_EXTENDED_ROUNDS, MAX_KEEP_DICE, MAX_OBJECT_DICE, MAX_OBJECT_FACES } from "../../module/dice/rules/limits.js";
import { trustSection } from "../readme-trust.js";
import { installWarden, makeActor } from "../rulesets/warden/skin-setup.js";

interface Rendered {
  parts: Record<string, string>;
  render(options?: Record<string, unknown>): Promise<unknown>;
}
const view = (d: unknown) => d as Rendered;
const nineObjects = Array.from({ length: 9 }, (_, i) => ({ label: `d4 #${i}`, faces: 4, advantage: 0 }));

beforeAll(() => registerDice());

describe("dialogs opened beyond a limit show the localized refusal (they never ask the odds)", () => {
  it("a keep dialog for 50 dice", async () => {
    const dialog = new KeepRollDialog({ label: "x", settings: { roll: 50, keep: 3, difficulty: 6, needed: 1, extended: null }, rollMode: "publicroll" });
    await dialog.render({ force: true });
    expect(view(dialog).parts.form).toContain("A keep pool can roll at most 40 dice.");
    expect(dialog.update({ roll: "41" }).error).toBe("A keep pool can roll at most 40 dice.");
  });

  it("a Warden dialog with 9 object dice, and one with advantage 11", async () => {
    const nine = new AdvantageRollDialog({
      label: "x",
      settings: { modifier: 0, advantage: 0, objects: nineObjects, dc: 12, hidden: false, role: "initiator", opposed: null },
      rollMode: "publicroll",
    });
    await nine.render({ force: true });
    expect(view(nine).parts.form).toContain("At most 8 object dice can be added to a check.");
    const eleven = new AdvantageRollDialog({
      label: "x",
      settings: { modifier: 0, advantage: 11, objects: [], dc: 12, hidden: false, role: "target", opposed: null },
      rollMode: "publicroll",
    });
    await eleven.render({ force: true });
    expect(view(eleven).parts.form).toContain("Advantage, disadvantage or favour can be at most 10 either way.");
  });

  it("a roll-under dialog with favour 11", async () => {
    const dialog = new RollUnderDialog({ label: "x", settings: { target: 10, modifier: 0, favour: 11, bonus: 0 }, rollMode: "publicroll" });
    await dialog.render({ force: true });
    expect(view(dialog).parts.form).toContain("Advantage, disadvantage or favour can be at most 10 either way.");
  });

  it("a Warden target's save against DC 1000 (the limit) asks the odds for 1001 and still shows a chance", async () => {
    const dialog = new AdvantageRollDialog({
      label: "x",
      settings: { modifier: 0, advantage: 0, objects: [], dc: 1000, hidden: false, role: "target", opposed: null },
      rollMode: "publicroll",
    });
    await dialog.render({ force: true });
    expect(dialog.liveText()).toMatchObject({ error: "" });
    expect(dialog.liveText().chance).toContain("0");
  });
});

describe("shift-click flows refuse with the localized message and roll nothing", () => {
  it("rollAdvantage with 9 object dice, rollUnder with favour 11", async () => {
    expect(await rollAdvantage({ label: "x", modifier: 0, objects: nineObjects, dc: 12, skipDialog: true })).toBeNull();
    expect(await rollUnder({ label: "x", target: 10, favour: 11, skipDialog: true })).toBeNull();
    expect(harness.messages()).toHaveLength(0);
    expect(harness.notifications.log.map((n) => n.message)).toEqual([
      "At most 8 object dice can be added to a check.",
      "Advantage, disadvantage or favour can be at most 10 either way.",
    ]);
  });
});

describe("Warden: a check with nine object items is refused, not crashed or cut to eight", () => {
  it("shift-click on an attribute with 9 items picked", async () => {
    installWarden();
    const items = Array.from({ length: 9 }, (_, i) => ({ name: `Knife ${i}`, type: "wardenWeapon", system: { die: 4 } }));
    const actor = await makeActor("wardenCharacter", "Hoarder", {}, items);
    const itemIds = actor.items.contents.map((i) => i.id!);
    expect(await wardenRollCheck(actor, { kind: "attack", itemIds, skipDialog: true })).toBeNull();
    expect(harness.messages()).toHaveLength(0);
    expect(harness.notifications.log.at(-1)).toMatchObject({ type: "warn", message: "At most 8 object dice can be added to a check." });
  });
});

describe("Roll & Keep plans beyond 40 dice carry the localized refusal (they never throw)", () => {
  const giant = rkActorView({ attributes: { strength: 99, cunning: 99 }, mana: { permanent: { black: 99, white: 99, blue: 99, red: 99, green: 99 } } }, []);
  it("an action plan and a contest plan", () => {
    const plan = rkActionPlan(
      giant,
      { attribute: "strength", specialityIds: [], difficulty: { kind: "number", value: 6 }, needed: 1 },
      RK_DEFAULT_COLOUR_LINKS,
    );
    expect(plan.pool.roll).toBeGreaterThan(40);
    expect(plan.error).toBe("ANTHOLOGY.Dice.Error.rollMax");
    expect(plan.chance).toEqual({ success: 0, botch: 0 });
    const contest = rkContestPlan(
      { view: giant, attribute: "strength", specialityIds: [] },
      { view: giant, attribute: "cunning", specialityIds: [] },
      6,
      RK_DEFAULT_COLOUR_LINKS,
    );
    expect(contest.error).toBe("ANTHOLOGY.Dice.Error.rollMax");
  });
});

describe("the README's Trust section names the limits the odds keep", () => {
  it("keep dice, object dice, their faces, advantage and extended rounds, as module/dice/rules/limits.ts sets them", () => {
    expect(trustSection()).toContain(
      `(${MAX_KEEP_DICE} keep dice, ${MAX_OBJECT_DICE} object dice, d${MAX_OBJECT_FACES}, advantage ±${MAX_ADVANTAGE}, ${MAX_EXTENDED_ROUNDS} extended rounds)`,
    );
  });
});
