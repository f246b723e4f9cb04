/**
 * Issues 14 and 15: a Warden action, save or cast asks in ONE dialog, the dice room's, whose top line says what the
 * roll must meet ("IR vs DC 20"; for a cast the Magic Dice and the risk of a Mishap) with the exact chance, redrawn as
 * the fields change. Cancel rolls nothing and writes nothing; the skip-dialog key rolls at once.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GM, PLAYER, castOwnership, harness } from "../../harness/foundry.js";
import { wardenRollCheck } from "../../../module/rulesets/warden/rolls/check.js";
import { wardenCastSpellFlow } from "../../../module/rulesets/warden/rolls/cast.js";
import { wardenMoraleFlow, wardenRetreatFlow } from "../../../module/rulesets/warden/rolls/oracles.js";
import { wardenCriticalSaveFlow } from "../../../module/rulesets/warden/rolls/damage.js";
import { wardenCastOdds } from "../../../module/rulesets/warden/rules/magic.js";
import { wardenCastWhy } from "../../../module/rulesets/warden/chat/cast-why.js";
import { wardenCastSpell } from "../../../module/rulesets/warden/rules/magic.js";
import { DiceDialog } from "../../../module/dice/dialogs/dice-dialog.js";
import { answerRollDialog } from "../roll-dialog-answer.js";
import { readCard } from "../../dice/card-reading.js";
import { installWarden, makeActor, sys } from "./skin-setup.js";

beforeEach(() => installWarden());

const live = (form: HTMLFormElement, name: string) => form.querySelector(`[data-live="${name}"]`)?.textContent ?? "";

describe("the action or save: one dialog in the dice room", () => {
  it("shows IR vs DC 20 with the exact chance at its top, and redraws both as the attribute, DC and role change", async () => {
    const ael = await makeActor("wardenCharacter", "Ael'Onor", { str: { value: 10, max: 10 }, dex: { value: 15, max: 15 } });
    const seen: Record<string, string>[] = [];
    const wait = vi.spyOn(DiceDialog.prototype, "wait");
    answerRollDialog({
      seen: (dialog) => {
        const form = dialog.element instanceof HTMLFormElement ? dialog.element : dialog.element!.querySelector("form")!;
        seen.push({ headline: live(form, "headline"), percent: live(form, "percent") });
      },
      edits: { attribute: "dex", dc: "25", role: "target" },
      edited: (_dialog, form) => seen.push({ headline: live(form, "headline"), percent: live(form, "percent") }),
      press: "roll",
    });
    harness.queueFaces([11]);
    const out = await wardenRollCheck(ael, { kind: "action", dc: 20 });
    expect(wait).toHaveBeenCalledTimes(1);
    // d20 + STR 10 ≥ 20: faces 10–20, 11 of 20 = 55%.
    expect(seen[0]).toEqual({ headline: "IR vs DC 20", percent: "55.0% chance of success" });
    // d20 + DEX 15 > 25 as a save: faces 11–20, 50%.
    expect(seen[1]).toEqual({ headline: "TR vs DC 25", percent: "50.0% chance of success" });
    expect(out?.evaluation.total).toBe(26);
    expect(out?.evaluation.success).toBe(true);
    expect(readCard(String(harness.messages().at(-1)!.content)).terms).toEqual([
      ["d20 kept", "11"],
      ["Dexterity", "+15"],
    ]);
  });

  it("Cancel rolls nothing; the skip-dialog key rolls at once without a dialog", async () => {
    const ael = await makeActor("wardenCharacter", "Ael'Onor", { str: { value: 10, max: 10 } });
    answerRollDialog({ press: "cancel" });
    expect(await wardenRollCheck(ael, { kind: "save", dc: 12 })).toBeNull();
    expect(harness.messages()).toHaveLength(0);
    const wait = vi.spyOn(DiceDialog.prototype, "wait");
    harness.queueFaces([5]);
    expect((await wardenRollCheck(ael, { kind: "save", dc: 12, skipDialog: true }))?.evaluation.total).toBe(15);
    expect(wait).not.toHaveBeenCalled();
  });

  it("a player rolling against a secret DC sees no DC field and no chance, and cannot change the DC", async () => {
    const ael = await makeActor("wardenCharacter", "Ael'Onor", { dex: { value: 11, max: 11 } });
    await ael.update({ ownership: castOwnership() } as never);
    harness.actAs(PLAYER);
    let offered: Record<string, unknown> = {};
    let top = { headline: "", percent: "" };
    answerRollDialog({
      seen: (_dialog, values) => (offered = values),
      edited: (_dialog, form) => (top = { headline: live(form, "headline"), percent: live(form, "percent") }),
      press: "roll",
    });
    harness.queueFaces([13]);
    const out = await wardenRollCheck(ael, { kind: "save", dc: 24, hidden: true });
    expect(offered).not.toHaveProperty("dc");
    expect(offered).not.toHaveProperty("hidden");
    expect(top).toEqual({ headline: "TR vs a secret DC", percent: "" });
    // The caller's DC decided it: 13 + 11 = 24 does not beat 24.
    expect(out?.evaluation.success).toBe(false);
    harness.actAs(GM);
  });
});

describe("retreat, the critical damage save and morale: the same dialog as any save (issue 15)", () => {
  /** What the next roll dialog offered (its fields) and its top line. */
  function watchDialog() {
    const seen: { fields: string[]; headline: string; percent: string }[] = [];
    answerRollDialog({
      seen: (dialog, offered) => {
        const form = dialog.element instanceof HTMLFormElement ? dialog.element : dialog.element!.querySelector("form")!;
        seen.push({ fields: Object.keys(offered), headline: live(form, "headline"), percent: live(form, "percent") });
      },
      press: "roll",
    });
    return seen;
  }

  it("retreat asks a DEX save against DC 20 in the action-or-save dialog (attribute, who rolls, object dice), and escapes on TR > DC", async () => {
    const ael = await makeActor("wardenCharacter", "Ael'Onor", { dex: { value: 8, max: 8 } }, [
      { name: "Shield", type: "wardenArmor", system: { armor: 1, shield: true, objectDie: 6 } },
    ]);
    const seen = watchDialog();
    harness.queueFaces([13]);
    expect(await wardenRetreatFlow(ael)).toBe(true);
    expect(seen[0]!.fields).toEqual(expect.arrayContaining(["attribute", "role", "opposed", "advantage", "dice.0.used", "dc"]));
    // d20 + DEX 8 > 20: faces 13–20, 8 of 20.
    expect(seen[0]).toMatchObject({ headline: "TR vs DC 20", percent: "40.0% chance of success" });
    expect(readCard(String(harness.messages().at(-2)!.content)).terms).toEqual([
      ["d20 kept", "13"],
      ["Dexterity", "+8"],
    ]);
  });

  it("the critical damage save asks STR against DC 15 in that dialog", async () => {
    const pc = await makeActor("wardenCharacter", "Ael'Onor", { hp: { value: 0, max: 4 }, str: { value: 9, max: 12 } });
    const seen = watchDialog();
    harness.queueFaces([10]);
    expect(await wardenCriticalSaveFlow(pc)).toBe("fighting");
    expect(seen[0]!.fields).toEqual(expect.arrayContaining(["attribute", "role", "dc"]));
    // d20 + STR 9 > 15: faces 7–20, 14 of 20.
    expect(seen[0]).toMatchObject({ headline: "TR vs DC 15", percent: "70.0% chance of success" });
  });

  it("a morale save is WIL in that dialog, on the leader's WIL when the band follows one", async () => {
    const band = await makeActor("wardenCreature", "Goblins", { wil: { value: 6, max: 6 }, morale: { useLeader: true, leaderWil: 14 } });
    const seen = watchDialog();
    harness.queueFaces([7]);
    expect(await wardenMoraleFlow(band, "firstCasualty")).toBe("stands");
    expect(seen[0]!.fields).toEqual(expect.arrayContaining(["attribute", "role", "dc"]));
    // d20 + the leader's WIL 14 > 20: faces 7–20, 14 of 20.
    expect(seen[0]).toMatchObject({ headline: "TR vs DC 20", percent: "70.0% chance of success" });
    expect(readCard(String(harness.messages().at(-2)!.content)).terms).toEqual([
      ["d20 kept", "7"],
      ["Willpower", "+14"],
    ]);
  });
});

describe("the cast: one dialog with the Magic Dice and the risk of a Mishap", () => {
  const caster = () =>
    makeActor("wardenCharacter", "Barry", { wil: { value: 12, max: 12 } }, [
      { name: "Grimoire", type: "wardenGrimoire", system: { bulky: true, slots: 2, cost: 300 } },
      { name: "Mana Dust", type: "wardenManaDust", system: { quantity: 3, petty: true, slots: 0 } },
      { name: "Mirror Image", type: "wardenSpell", system: { duration: "30 minutes" } },
    ]);
  const spellOf = (actor: Actor.Implementation) => actor.items.find((i) => i.name === "Mirror Image")!;

  it("the exact odds: two dice match 1 in 6, three dice 4 in 9 (and fail 1 in 36), a Magic Vessel never mishaps", () => {
    expect(wardenCastOdds({ dice: 2, slotDice: 2 })).toEqual({ mishap: 1 / 6, fails: 0, fatigue: 1 });
    const three = wardenCastOdds({ dice: 3, slotDice: 1 });
    expect(three.mishap).toBeCloseTo(96 / 216, 12);
    expect(three.fails).toBeCloseTo(6 / 216, 12);
    expect(wardenCastOdds({ dice: 4, slotDice: 0 }).fails).toBeCloseTo(126 / 1296, 12);
    expect(wardenCastOdds({ dice: 3, slotDice: 3, vessel: true })).toMatchObject({ mishap: 0, fatigue: 0 });
    // Mishaps entry 3: slot dice at 3–6 add a Fatigue.
    expect(wardenCastOdds({ dice: 2, slotDice: 2, fatigueFrom: 3 }).fatigue).toBeCloseTo(4 / 3, 12);
  });

  it("its top line redraws as the dice change; too many dice are refused there; Cast rolls what was chosen", async () => {
    const barry = await caster();
    const tops: string[] = [];
    let refused = "";
    answerRollDialog({
      seen: (dialog) => {
        const form = dialog.element instanceof HTMLFormElement ? dialog.element : dialog.element!.querySelector("form")!;
        tops.push(`${live(form, "headline")} | ${live(form, "percent")}`);
      },
      edits: { slotDice: "1", dustDice: "2" },
      edited: (_dialog, form) => {
        tops.push(`${live(form, "headline")} | ${live(form, "percent")} | ${live(form, "formula")}`);
      },
      press: "roll",
    });
    harness.queueFaces([5, 2, 3]);
    expect(await wardenCastSpellFlow(barry, spellOf(barry))).toMatchObject({ dice: 3, sum: 10, fatigue: 1 });
    // It opened with one dust die (mana dust first): no risk; then 1 slot die and 2 dust dice: 44.4% (96 of 216).
    expect(tops[0]).toBe("Magic Dice 1 · risk of a Mishap 0% | 100% chance of success");
    expect(tops[1]).toBe("Magic Dice 3 · risk of a Mishap 44.4% | 97.2% chance of success | 1d6 + 2d6");

    answerRollDialog({
      edits: { slotDice: "3", dustDice: "2" },
      edited: (_dialog, form) => (refused = live(form, "error")),
      press: "close",
    });
    const before = JSON.stringify(barry.toObject());
    expect(await wardenCastSpellFlow(barry, spellOf(barry))).toBeNull();
    expect(refused).toBe("At most 4 Magic Dice can be invested.");
    expect(JSON.stringify(barry.toObject())).toBe(before);
  });

  it("Cancel casts nothing and writes nothing", async () => {
    const barry = await caster();
    const update = vi.spyOn(barry, "update");
    const create = vi.spyOn(barry, "createEmbeddedDocuments");
    answerRollDialog({ press: "cancel" });
    expect(await wardenCastSpellFlow(barry, spellOf(barry))).toBeNull();
    expect(update).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
    expect(harness.messages()).toHaveLength(0);
    expect(sys(barry).manaDust).toBe(3);
  });
});

describe('the cast card\'s "Why this result"', () => {
  it("lists each Magic Die by kind and reads them: [sum], Fatigue, the Mishap, the chance it had", async () => {
    const cast = wardenCastSpell({ slotFaces: [5], dustFaces: [2, 2] });
    const why = wardenCastWhy({ slotFaces: [5], dustFaces: [2, 2], freeFaces: [], cast, fatigueFrom: 4, vessel: false });
    expect(why.terms).toEqual([
      { key: "ANTHOLOGY.Warden.Why.slotDie", name: "", valueText: "5" },
      { key: "ANTHOLOGY.Warden.Why.dustDie", name: "", valueText: "2" },
      { key: "ANTHOLOGY.Warden.Why.dustDie", name: "", valueText: "2" },
    ]);
    expect(why.lines.map((l) => l.key)).toEqual(["ANTHOLOGY.Warden.Why.castSum", "ANTHOLOGY.Warden.Why.castFatigue", "ANTHOLOGY.Warden.Why.castMishap"]);
    expect(why.chance).toBe("97.2%");
  });

  it("is on the posted card, term by term, with the chance it had", async () => {
    const barry = await makeActor("wardenCharacter", "Barry", { wil: { value: 12, max: 12 } }, [
      { name: "Grimoire", type: "wardenGrimoire", system: { bulky: true, slots: 2, cost: 300 } },
      { name: "Mana Dust", type: "wardenManaDust", system: { quantity: 3, petty: true, slots: 0 } },
      { name: "Mirror Image", type: "wardenSpell", system: {} },
    ]);
    harness.queueFaces([4]);
    await wardenCastSpellFlow(
      barry,
      barry.items.find((i) => i.name === "Mirror Image")!,
      { skipDialog: true },
    );
    const card = readCard(String(harness.messages().at(-1)!.content));
    expect(card.terms).toEqual([["Mana dust die", "4"]]);
    expect(card.lines).toEqual(["Magic Dice 1: [sum] 4.", "No two dice match: no Mishap."]);
    expect(card.chance).toBe("Chance it had: 100%");
  });
});
