/**
 * Rolling for a Roll & Keep actor, and starting, rolling or removing its extended actions, is for its owner or
 * a GM: a player who only observes the actor is refused with the localized warning and nothing changes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GM, harness, PLAYER } from "../../harness/foundry.js";
import { RkActorSheet } from "../../../module/rulesets/roll-keep/sheets/actor-sheet.js";
import { rkRollAction } from "../../../module/rulesets/roll-keep/rolls/action-roll.js";
import { rkRollContest } from "../../../module/rulesets/roll-keep/rolls/contest-roll.js";
import { rkRemoveExtended, rkRollExtendedRound, rkStartExtended, rkStoredExtended } from "../../../module/rulesets/roll-keep/rolls/extended-roll.js";
import { installRk, makeRkActor, rkSystem, target, textCharacter } from "./skin-setup.js";
import { KeepRollDialog } from "../../../module/dice/index.js";
import { answerRollDialog } from "../roll-dialog-answer.js";

beforeEach(() => installRk());
afterEach(() => vi.restoreAllMocks());

const REFUSAL = "Only the GM or the owner of The mage can do that.";
const EXTENDED = { id: "ext1", label: "Run", attribute: "endurance", specialityIds: [], difficulty: 6, required: 3, perRound: 0, maxRounds: null, rounds: [] };

function sheetOf(actor: Actor.Implementation) {
  return new RkActorSheet({ document: actor }) as unknown as { runAction(name: string, dataset?: Record<string, string>, event?: object): Promise<unknown> };
}

/** The text's character with an extended action in progress, observed (not owned) by the player; a guard targeted. */
async function observedMage() {
  const mage = await textCharacter();
  await mage.update({ ownership: { default: 2 }, "system.extended": [EXTENDED] } as never);
  target(await makeRkActor("Guard", { attributes: { endurance: 3 } }, [], "rkNpc"));
  return mage;
}

/** Counts the dialogs opened: Roll & Keep's rolls ask only in the dice room's keep dialog (issue 14). */
function dialogs(): { opened: number } {
  const prompt = vi.spyOn(KeepRollDialog, "prompt").mockResolvedValue(null);
  return {
    get opened() {
      return prompt.mock.calls.length;
    },
  };
}

describe("a player who does not own the actor", () => {
  it("is refused every sheet action of the ruleset, with the localized warning", async () => {
    const mage = await observedMage();
    harness.actAs(PLAYER);
    harness.queueFaces([9, 9, 9, 9, 9, 9, 9, 9]);
    const seen = dialogs();
    const sheet = sheetOf(mage);
    await sheet.runAction("contest", { attribute: "endurance" }, { shiftKey: true });
    await sheet.runAction("startExtended", { attribute: "endurance" });
    await sheet.runAction("rollExtended", { extendedId: "ext1" }, { shiftKey: true });
    await sheet.runAction("removeExtended", { extendedId: "ext1" });
    expect(seen.opened).toBe(0);
    expect(harness.messages()).toHaveLength(0);
    expect(rkStoredExtended(mage)).toEqual([EXTENDED]);
    const warnings = harness.notifications.log.filter((n) => n.type === "warn").map((n) => n.message);
    expect(warnings).toEqual([REFUSAL, REFUSAL, REFUSAL, REFUSAL]);
  });

  it("is refused by the roll functions themselves (macros, items and other callers)", async () => {
    const mage = await observedMage();
    harness.actAs(PLAYER);
    const seen = dialogs();
    expect(await rkRollAction(mage, { attribute: "cunning", skipDialog: true })).toBeNull();
    expect(await rkRollAction(mage, { attribute: "cunning" })).toBeNull();
    expect(await rkRollContest(mage, { attribute: "endurance", skipDialog: true })).toBeNull();
    expect(await rkStartExtended(mage, { attribute: "endurance" })).toBeNull();
    expect(await rkRollExtendedRound(mage, "ext1", { skipDialog: true })).toBeNull();
    await rkRemoveExtended(mage, "ext1");
    expect(
      await (mage.system as unknown as { rollAttribute(a: string, o: object): Promise<unknown> }).rollAttribute("acuity", { skipDialog: true }),
    ).toBeNull();
    expect(seen.opened).toBe(0);
    expect(harness.messages()).toHaveLength(0);
    expect(rkStoredExtended(mage)).toEqual([EXTENDED]);
    expect(harness.notifications.log.map((n) => n.message)).toEqual(Array(7).fill(REFUSAL));
  });

  it("the owning player and the GM may roll", async () => {
    const mage = await observedMage();
    await mage.update({ ownership: { [PLAYER.id]: 3 } } as never);
    harness.actAs(PLAYER);
    harness.queueFaces([9, 9, 9, 9, 9]);
    expect(await rkRollAction(mage, { attribute: "cunning", skipDialog: true })).not.toBeNull();
    harness.actAs(GM);
    await mage.update({ ownership: { [PLAYER.id]: 0 } } as never);
    harness.queueFaces([9, 9, 9]);
    expect(await rkRollExtendedRound(mage, "ext1", { skipDialog: true })).not.toBeNull();
    expect(harness.messages()).toHaveLength(2);
    expect(harness.notifications.log.filter((n) => n.type === "warn")).toEqual([]);
  });

  for (const [who, user] of [
    ["the owning player", PLAYER],
    ["the GM", GM],
  ] as const) {
    it(`${who} starts an extended action in its first round's keep dialog; Cancel stores nothing (issue 14)`, async () => {
      const mage = await observedMage();
      await mage.update({ ownership: { [PLAYER.id]: 3 } } as never);
      harness.actAs(user);
      answerRollDialog({ edits: { label: "Scout", attribute: "acuity", required: "2" }, press: "cancel" });
      expect(await rkStartExtended(mage)).toBeNull();
      expect(rkStoredExtended(mage)).toEqual([EXTENDED]);
      expect(harness.messages()).toHaveLength(0);
      answerRollDialog({ edits: { label: "Scout", attribute: "acuity", required: "2" } });
      harness.queueFaces([9, 9]); // Acuity 2 rolls two dice; its colour lacked keeps 1: a 9 → 1 success of 2
      const started = await rkStartExtended(mage);
      expect(started).toMatchObject({ label: "Scout", attribute: "acuity", required: 2, rounds: [{ successes: 1, botch: false }] });
      expect(rkStoredExtended(mage).map((e) => e.label)).toEqual([EXTENDED.label, "Scout"]);
      // The first round's card; the action goes on.
      expect(harness.messages()).toHaveLength(1);
      expect(rkSystem(mage).extendedProgress[started!.id]).toMatchObject({ status: "ongoing", total: 1, remaining: 1 });
      expect(harness.notifications.log.filter((n) => n.type === "warn")).toEqual([]);
    });
  }
});
