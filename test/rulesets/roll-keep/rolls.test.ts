/**
 * Roll & Keep rolls end to end through the documents, the sheet's actions and the dice room's KeepRoll: the
 * text's character rolls its four worked rolls, the sneak against Acuity 2 and Acuity 4 + Acute Hearing, the
 * hilly race as a directly opposed action, complex and extended actions.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { KeepRollDialog, formatChance } from "../../../module/dice/index.js";
import { rkExtendedOdds } from "../../../module/rulesets/roll-keep/rules/extended-odds.js";
import { answerRollDialog, respondToRollDialog } from "../roll-dialog-answer.js";
import { harness } from "../../harness/foundry.js";
import { RkActorSheet } from "../../../module/rulesets/roll-keep/sheets/actor-sheet.js";
import { rkRollAction } from "../../../module/rulesets/roll-keep/rolls/action-roll.js";
import { rkRollContest } from "../../../module/rulesets/roll-keep/rolls/contest-roll.js";
import type { RkContestRolled } from "../../../module/rulesets/roll-keep/rolls/contest-roll.js";
import { rkRollExtendedRound, rkStartExtended, rkStoredExtended } from "../../../module/rulesets/roll-keep/rolls/extended-roll.js";
import type { RkSpecialityData } from "../../../module/rulesets/roll-keep/data/speciality.js";
import { installRk, makeRkActor, packSpeciality, rkSystem, specialityId, target, textCharacter } from "./skin-setup.js";
import { everythingHeld } from "../../core/everything-held.js";

beforeEach(() => installRk());

type Message = {
  content: string;
  rolls: { formula: string }[];
  flags: Record<string, Record<string, unknown>>;
  type?: string;
  system?: Record<string, unknown>;
  data: { whisper?: string[] };
};
const messages = () => harness.messages() as unknown as Message[];
const last = () => messages()[messages().length - 1]!;

/** A contest whose user rolled both sides (each in its own dialog): its two rolls and result, or undefined. */
function together(out: Awaited<ReturnType<typeof rkRollContest>>): RkContestRolled | undefined {
  return out && "rolls" in out ? out : undefined;
}

/** The checkboxes of a rendered dialog as its form submits them untouched: `{ "<prefix>.<id>": checked }`. */
function renderedChoices(content: string): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const m of content.matchAll(/<input type="checkbox" name="([^"]+)" (checked)?/g)) out[m[1]!] = Boolean(m[2]);
  return out;
}

function sheetOf(actor: Actor.Implementation) {
  return new RkActorSheet({ document: actor }) as unknown as { runAction(name: string, dataset?: Record<string, string>, event?: object): Promise<unknown> };
}

describe("the text's character rolls from the sheet (000)", () => {
  it("tells a lie: Cunning + Deceit rolls 5 keep 4 (shift-click, Standard difficulty)", async () => {
    const mage = await textCharacter();
    harness.queueFaces([9, 2, 6, 7, 1]);
    await sheetOf(mage).runAction("roll", { attribute: "cunning", specialityId: specialityId(mage, "Deceit") }, { shiftKey: true });
    expect(last().rolls[0]!.formula).toBe("5d10kh4cs>=6");
    // The action's data is the rkCard's `action` section since the card data models (CONTRIBUTING "Chat cards").
    expect(last().type).toBe("rkCard");
    expect(last().system).toMatchObject({ action: { attribute: "cunning", specialityIds: [specialityId(mage, "Deceit")] } });
    expect(last().content).toContain("Cunning (Deceit)");
  });

  it("understands a text on enchantments: Intelligence alone keeps 2", async () => {
    const mage = await textCharacter();
    harness.queueFaces([10, 3, 8]);
    await sheetOf(mage).runAction("roll", { attribute: "intelligence" }, { shiftKey: true });
    expect(last().rolls[0]!.formula).toBe("3d10kh2cs>=6");
  });

  it("resists fire: the Elemental Damage speciality rolls Endurance + 1 and keeps 2", async () => {
    const mage = await textCharacter();
    const item = (mage.items as unknown as { get(id: string): Item.Implementation }).get(specialityId(mage, "Elemental Damage"));
    harness.queueFaces([4, 4, 4, 4]);
    await (item.system as unknown as RkSpecialityData).roll({ skipDialog: true });
    expect(last().rolls[0]!.formula).toBe("4d10kh2cs>=6");
  });

  it("strikes with the staff in broad daylight: Strength keeps 1", async () => {
    const mage = await textCharacter();
    harness.queueFaces([5, 5, 5, 5]);
    await (mage.system as unknown as { rollAttribute(a: string, o: object): Promise<unknown> }).rollAttribute("strength", { skipDialog: true });
    expect(last().rolls[0]!.formula).toBe("4d10kh1cs>=6");
  });
});

describe("the action dialog", () => {
  it("the player picks specialities, a named difficulty and successes needed (a complex action)", async () => {
    const mage = await textCharacter();
    const deceit = specialityId(mage, "Deceit");
    let seen: Record<string, unknown> = {};
    respondToRollDialog((config) => {
      seen = config;
      return { attribute: "cunning", [`speciality.${deceit}`]: true, difficulty: "8", customDifficulty: "6", needed: "3", rollMode: "gmroll" };
    });
    harness.queueFaces([10, 9, 8, 2, 1]);
    const out = await rkRollAction(mage, { attribute: "cunning" });
    expect(String(seen.content)).toContain("Difficult (8)");
    expect(last().rolls[0]!.formula).toBe("5d10kh4cs>=8");
    expect(out?.evaluation).toMatchObject({ successes: 3, needed: 3, meetsNeeded: true, degree: "complete" });
    // v13 ChatMessage.applyRollMode whispers a private/blind roll to every GM user (the cast has two GMs).
    expect(last().data.whisper).toEqual(["gm-user", "gm2-user"]);
  });

  it("closing the dialog rolls nothing", async () => {
    const mage = await textCharacter();
    // Closing the window: the action's dialog is the dice room's keep dialog (the one pipeline), whose close resolves null.
    respondToRollDialog(() => null);
    expect(await rkRollAction(mage, { attribute: "cunning" })).toBeNull();
    expect(messages()).toHaveLength(0);
  });

  it("the dialog shows the pool, its account and the exact chance before rolling", async () => {
    const mage = await textCharacter();
    let content = "";
    respondToRollDialog((config) => {
      content = String(config.content);
      return null;
    });
    await rkRollAction(mage, { attribute: "endurance", specialityIds: [specialityId(mage, "Elemental Damage")] });
    expect(content).toContain("Roll 4, keep 2");
    expect(content).toContain("5 mana ÷ 3 colours lacked");
    // The dialog is now the dice room's keep dialog (the one pipeline): its headline writes the exact chance as
    // "73.2% chance of success" where Roll & Keep's own summary wrote "Success 73.2%"; the chance is still shown.
    expect(content).toMatch(/\d+\.\d% chance of success/);
  });

  it("a typed difficulty outside 1–10 is refused with the dice room's message: 11 does not roll at 10", async () => {
    const mage = await textCharacter();
    target(await makeRkActor("Rival", { attributes: { cunning: 3 } }, [], "rkNpc"));
    const refusal = "The difficulty must be between 1 and 10.";
    respondToRollDialog(() => ({ attribute: "cunning", difficulty: "custom", customDifficulty: "11" }));
    expect(await rkRollAction(mage, { attribute: "cunning" })).toBeNull();
    // The contest's acting side is asked in the dice room's keep dialog too (issue 14): refused there, nothing rolls.
    respondToRollDialog(() => ({ attribute: "cunning", difficulty: "custom", customDifficulty: "0" }));
    expect(await rkRollContest(mage, { attribute: "cunning" })).toBeNull();
    // A new extended action is set up in its first round's keep dialog too (issue 14).
    respondToRollDialog(() => ({ label: "Study", attribute: "intelligence", difficulty: "custom", customDifficulty: "12", required: "3" }));
    expect(await rkStartExtended(mage)).toBeNull();
    expect(messages()).toHaveLength(0);
    expect(rkStoredExtended(mage)).toEqual([]);
    expect(harness.notifications.log.map((n) => n.message)).toEqual([refusal, refusal, refusal]);
  });

  it("an attribute of 0 is refused with a message", async () => {
    const nobody = await makeRkActor("Nobody", { attributes: { strength: 0 } });
    expect(await rkRollAction(nobody, { attribute: "strength", skipDialog: true })).toBeNull();
    expect(harness.notifications.log.at(-1)).toMatchObject({ type: "warn", message: "No dice to roll: the attribute is 0." });
  });
});

describe("indirectly opposed: sneaking past a guard (000)", () => {
  async function sneak(guardSystem: object, guardItems: object[], answer: (ids: string[]) => Record<string, unknown>) {
    const thief = await makeRkActor("Thief", { attributes: { finesse: 5 }, mana: { permanent: { white: 2 } } });
    const guard = await makeRkActor("Guard", guardSystem, guardItems, "rkNpc");
    target(guard);
    const ids = (guard.items as unknown as { contents: Item.Implementation[] }).contents.map((i) => i.id!);
    respondToRollDialog(() => answer(ids));
    harness.queueFaces([5, 4, 3, 2, 1]);
    return rkRollAction(thief, { attribute: "finesse" });
  }

  it("Finesse 5 against Acuity 2: 5 dice at difficulty 2", async () => {
    await sneak({ attributes: { acuity: 2 } }, [], () => ({ attribute: "finesse", difficulty: "passive", passiveAttribute: "acuity" }));
    expect(last().rolls[0]!.formula).toBe("5d10kh2cs>=2");
    // The card is public: it names the guard's attribute but never its rating (issue 12, finding 4; it
    // used to read "Against Guard: Acuity 2"). The difficulty, which the dice need, stays in the formula.
    expect(last().content).toContain("Against Guard: Acuity");
    expect(last().content).not.toContain("Acuity 2");
    expect(everythingHeld(last())).not.toContain("Acuity 2");
  });

  it("against Acuity 4 with Acute Hearing: difficulty 5, the guard's related speciality ticked from the start", async () => {
    let content = "";
    const thief = await makeRkActor("Thief", { attributes: { finesse: 5 }, mana: { permanent: { white: 2 } } });
    const guard = await makeRkActor("Guard", { attributes: { acuity: 4 } }, [packSpeciality("acute-hearing"), packSpeciality("stealth")], "rkNpc");
    target(guard);
    respondToRollDialog((config) => {
      content = String(config.content);
      // The player changes nothing but the difficulty: the form submits its boxes as rendered.
      return { ...renderedChoices(content), attribute: "finesse", difficulty: "passive", passiveAttribute: "acuity" };
    });
    harness.queueFaces([5, 4, 3, 2, 1]);
    await rkRollAction(thief, { attribute: "finesse" });
    expect(content).toMatch(new RegExp(`name="passive\\.${specialityId(guard, "Acute Hearing")}" checked`));
    expect(content).toMatch(new RegExp(`name="passive\\.${specialityId(guard, "Stealth")}" >`)); // Finesse's, not Acuity's
    expect(last().rolls[0]!.formula).toBe("5d10kh2cs>=5");
    // Public card: neither the guard's rating nor its speciality (issue 12, finding 4; it used to read
    // "Against Guard: Acuity 4 + Acute Hearing").
    expect(last().content).toContain("Against Guard: Acuity");
    expect(last().content).not.toContain("Acuity 4");
    expect(last().content).not.toContain("Acute Hearing");
    // Nor anywhere else a client holds: flags, the card's system, the roll.
    for (const secret of ["Acuity 4", "Acute Hearing", specialityId(guard, "Acute Hearing")]) expect(everythingHeld(last())).not.toContain(secret);
  });

  it("shift-click against the guard's Acuity counts Acute Hearing: 5 dice at difficulty 5", async () => {
    const thief = await makeRkActor("Thief", { attributes: { finesse: 5 }, mana: { permanent: { white: 2 } } });
    target(await makeRkActor("Guard", { attributes: { acuity: 4 } }, [packSpeciality("acute-hearing")], "rkNpc"));
    harness.queueFaces([5, 4, 3, 2, 1]);
    await rkRollAction(thief, { attribute: "finesse", passiveAttribute: "acuity", skipDialog: true });
    expect(last().rolls[0]!.formula).toBe("5d10kh2cs>=5");
  });

  it("the player may untick the guard's speciality: Acuity 4 alone", async () => {
    await sneak({ attributes: { acuity: 4 } }, [packSpeciality("acute-hearing")], (ids) => ({
      attribute: "finesse",
      difficulty: "passive",
      passiveAttribute: "acuity",
      [`passive.${ids[0]}`]: false,
    }));
    expect(last().rolls[0]!.formula).toBe("5d10kh2cs>=4");
  });

  it("a difficulty over 10 cannot be reached: refused with a message", async () => {
    const out = await sneak({ attributes: { acuity: 10 } }, [packSpeciality("acute-hearing")], (ids) => ({
      attribute: "finesse",
      difficulty: "passive",
      passiveAttribute: "acuity",
      [`passive.${ids[0]}`]: true,
    }));
    expect(out).toBeNull();
    expect(messages()).toHaveLength(0);
    expect(harness.notifications.log.at(-1)?.message).toMatch(/over 10/);
  });
});

describe("directly opposed: the hilly long-distance race (000)", () => {
  it("3 dice against 6 at difficulty 7; 2 kept successes against 3: the second runner wins by one", async () => {
    const first = await makeRkActor("Ash", { attributes: { endurance: 3 }, mana: { permanent: { green: 2 } } });
    const second = await makeRkActor("Birch", { attributes: { endurance: 5 }, mana: { permanent: { green: 3 } } }, [packSpeciality("long-distance-running")]);
    const running = specialityId(second, "Long-distance Running");
    target(second);
    let content = "";
    // Each side in its own dice-room keep dialog (the one pipeline, issue 14): Ash's first, then Birch's.
    respondToRollDialog((first) => {
      content = first.content;
      respondToRollDialog((second) => {
        content += second.content;
        return { ...renderedChoices(second.content), attribute: "endurance" };
      });
      return { attribute: "endurance", difficulty: "7", rollMode: "publicroll" };
    });
    // Ash: 3d10 keep 2 → 9, 7 kept: 2 successes. Birch: 6d10 keep 4 → 10, 8, 7 kept successes, a 3 kept too.
    harness.queueFaces([9, 7, 2, 10, 8, 3, 7, 1, 2]);
    const out = await rkRollContest(first, { attribute: "endurance" });
    expect(content).toContain("Roll 3, keep 2");
    // Birch's speciality related to Endurance is ticked from the start: 5 + 1 dice, keep 3 + 1.
    expect(content).toMatch(new RegExp(`name="speciality\\.${running}" checked`));
    expect(content).toContain("Roll 6, keep 4");
    expect(together(out)?.rolls.map((r) => r.formula)).toEqual(["3d10kh2cs>=7", "6d10kh4cs>=7"]);
    expect(together(out)?.evaluation).toMatchObject({ winner: "opponent", margin: 1 });
    expect(last().content).toContain("Birch");
    expect(last().content).toContain("Endurance against Endurance (Long-distance Running)");
  });

  it("shift-click counts the opponent's speciality related to the attribute: 3 dice against 6", async () => {
    const first = await makeRkActor("Ash", { attributes: { endurance: 3 }, mana: { permanent: { green: 2 } } });
    target(await makeRkActor("Birch", { attributes: { endurance: 5 }, mana: { permanent: { green: 3 } } }, [packSpeciality("long-distance-running")]));
    harness.queueFaces([9, 7, 2, 10, 8, 3, 7, 1, 2]);
    const out = await rkRollContest(first, { attribute: "endurance", difficulty: 7, skipDialog: true });
    expect(together(out)?.rolls.map((r) => r.formula)).toEqual(["3d10kh2cs>=7", "6d10kh4cs>=7"]);
    expect(together(out)?.evaluation).toMatchObject({ winner: "opponent", margin: 1 });
  });

  it("without a target it is refused with a message", async () => {
    const first = await makeRkActor("Ash", { attributes: { endurance: 3 } });
    expect(await rkRollContest(first, { skipDialog: true })).toBeNull();
    expect(harness.notifications.log.at(-1)?.message).toBe("Target a Roll & Keep token first.");
  });
});

/**
 * Starts an extended action: since issue 14 its set-up is asked in the dice room's keep dialog of its first round
 * (answered with these form values), which rolls that round (these faces) when the action is stored.
 */
async function startExtended(mage: Actor.Implementation, values: Record<string, unknown>, faces: number[]) {
  respondToRollDialog(() => values);
  harness.queueFaces(faces);
  return rkStartExtended(mage);
}

describe("extended actions (000): rounds accumulate successes, tracked on the actor", () => {
  it("research needing 4 successes over rounds; the end is announced in chat", async () => {
    const mage = await textCharacter();
    // Starting it rolls its first round (issue 14): keep 2 of 3: 7, 3 → 1 success, recorded with the action.
    const entry = await startExtended(
      mage,
      { label: "Decipher the <b>grimoire</b>", attribute: "intelligence", difficulty: "6", required: "4", perRound: "0", maxRounds: "" },
      [7, 2, 3],
    );
    expect(entry).toMatchObject({ required: 4, attribute: "intelligence", difficulty: 6, maxRounds: null, rounds: [{ successes: 1, botch: false }] });
    expect(rkSystem(mage).extendedProgress[entry!.id]).toMatchObject({ status: "ongoing", total: 1, remaining: 3 });
    expect(last().rolls[0]!.formula).toBe("3d10kh2cs>=6");
    harness.queueFaces([9, 8, 1]); // 2 successes → 3
    await rkRollExtendedRound(mage, entry!.id, { skipDialog: true });
    harness.queueFaces([6, 2, 2]); // 1 success → 4: done
    const result = await rkRollExtendedRound(mage, entry!.id, { skipDialog: true });
    expect(result?.progress).toMatchObject({ status: "done", total: 4, roundsRolled: 3 });
    expect(rkStoredExtended(mage)[0]!.rounds.map((r) => r.successes)).toEqual([1, 2, 1]);
    const card = last();
    expect(card.content).toContain("Done");
    expect(card.content).toContain("Decipher the &lt;b&gt;grimoire&lt;/b&gt;");
    // The end's data is the rkCard's `extendedEnd` section since the card data models (CONTRIBUTING "Chat cards").
    expect(card.system).toMatchObject({ extendedEnd: { status: "done" } });
    // Over: no more rounds.
    expect(await rkRollExtendedRound(mage, entry!.id, { skipDialog: true })).toBeNull();
  });

  it("a botch ends it", async () => {
    const mage = await textCharacter();
    // The first round, rolled as the action starts (issue 14), botches: no success at 9 and a 1.
    const entry = await startExtended(mage, { attribute: "intelligence", difficulty: "9", required: "5" }, [1, 5, 4]);
    expect(entry!.label).toBe("Intelligence");
    expect(rkSystem(mage).extendedProgress[entry!.id]!.status).toBe("botched");
    expect(last().content).toContain("Botched");
    expect(await rkRollExtendedRound(mage, entry!.id, { skipDialog: true })).toBeNull();
  });

  it("a round rolled without shift asks only for the roll mode: the pool and difficulty stay the stored action's", async () => {
    const mage = await textCharacter();
    // The first round (rolled as the action starts, issue 14): 4, 3 kept at 7 → no success.
    const entry = await startExtended(mage, { label: "Study", attribute: "intelligence", difficulty: "7", required: "4" }, [4, 3, 2]);
    // The round now goes through the one pipeline: the dice room's keep dialog opens (it used to be a DialogV2 of
    // Roll & Keep's own with the keep dialog never opened), its fields the extended round's, shown and not editable.
    // What this protected stays: the form shows the stored pool and difficulty and offers the roll mode, no input
    // for what is rolled, and a player tampering with the form cannot change what is rolled.
    const keepDialog = vi.spyOn(KeepRollDialog, "prompt");
    const wait = vi.spyOn(foundry.applications.api.DialogV2, "wait");
    let content = "";
    answerRollDialog({
      seen: (_dialog, offered) => (content = `${(_dialog as unknown as { element: HTMLElement }).element.innerHTML} ${JSON.stringify(Object.keys(offered))}`),
      edits: { rollMode: "gmroll" },
      // A player tampering with the form cannot change what is rolled.
      edited: (dialog) => dialog.update({ rollMode: "gmroll", difficulty: "3", customDifficulty: "3", attribute: "cunning", roll: "9", keep: "9" }),
    });
    harness.queueFaces([8, 7, 2]);
    await sheetOf(mage).runAction("rollExtended", { extendedId: entry!.id });
    expect(keepDialog).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
    keepDialog.mockRestore();
    expect(content).toContain("Roll 3, keep 2");
    expect(content).toContain("Challenging (7)");
    expect(content).toContain('name="rollMode"');
    expect(content).not.toMatch(/name="(difficulty|customDifficulty|attribute|roll|keep)"/);
    expect(last().rolls[0]!.formula).toBe("3d10kh2cs>=7");
    // v13 ChatMessage.applyRollMode whispers a private/blind roll to every GM user (the cast has two GMs).
    expect(last().data.whisper).toEqual(["gm-user", "gm2-user"]);
    // The first round's nothing, then this round's 2 (the first round is rolled at the start since issue 14).
    expect(rkStoredExtended(mage)[0]!.rounds).toEqual([
      { successes: 0, botch: false },
      { successes: 2, botch: false },
    ]);
  });

  it("the round's dialog says '3k2 vs 7', this round's chance and the chance of reaching the total by each coming round", async () => {
    const mage = await textCharacter();
    // The first round's dialog is where the action is set up (issue 14): "3k2 vs 7", its chance of reaching 4, and
    // the chance by each of the three rounds; Cancel starts nothing.
    let start = { headline: "", percent: "", note: "" };
    answerRollDialog({
      edits: { label: "Study", attribute: "intelligence", difficulty: "7", required: "4", maxRounds: "3" },
      press: "cancel",
      edited: (dialog) => (start = { headline: dialog.liveText().headline, percent: dialog.liveText().percent, note: dialog.liveText().note ?? "" }),
    });
    expect(await rkStartExtended(mage)).toBeNull();
    expect(rkStoredExtended(mage)).toEqual([]);
    expect(messages()).toHaveLength(0);
    const fresh = rkExtendedOdds({ required: 4, perRound: 0, maxRounds: 3, rounds: [] }, { roll: 3, keep: 2, difficulty: 7 }, 4);
    expect(fresh.byRound).toHaveLength(3); // three rounds at most
    expect(start.headline).toBe("3k2 vs 7");
    // This round alone cannot reach 4 with two dice kept: 0%, said as the chance of reaching the total this round (not
    // "0% chance of success", which read as hopeless), and the note says when the total may be reached.
    expect(start.percent).toBe(`${formatChance(fresh.byRound[0]!)} to reach the total this round`);
    expect(start.note).toContain(
      `Chance of reaching 4 successes by round 1: ${formatChance(fresh.byRound[0]!)} · round 2: ${formatChance(fresh.byRound[1]!)} · round 3: ${formatChance(fresh.byRound[2]!)}`,
    );
    // Started (its first round: 9, 8 → 2 successes), the next round's dialog gives the same for the rounds left.
    const entry = await startExtended(mage, { label: "Study", attribute: "intelligence", difficulty: "7", required: "4", maxRounds: "3" }, [9, 8, 2]);
    let live = { headline: "", percent: "", note: "" };
    answerRollDialog({
      press: "cancel",
      seen: (dialog) => (live = { headline: dialog.liveText().headline, percent: dialog.liveText().percent, note: dialog.liveText().note ?? "" }),
    });
    expect(await rkRollExtendedRound(mage, entry!.id)).toBeNull();
    const odds = rkExtendedOdds(rkStoredExtended(mage)[0]!, { roll: 3, keep: 2, difficulty: 7 }, 4);
    expect(odds.byRound).toHaveLength(2); // rounds 2 and 3 left
    expect(live.headline).toBe("3k2 vs 7");
    expect(live.percent).toBe(`${formatChance(odds.byRound[0]!)} to reach the total this round`);
    expect(live.note).toBe(`Chance of reaching 4 successes by round 2: ${formatChance(odds.byRound[0]!)} · round 3: ${formatChance(odds.byRound[1]!)}`);
  });

  it("closing the round's dialog rolls nothing and records nothing", async () => {
    const mage = await textCharacter();
    // The first round is rolled as the action starts (issue 14): 5, 4 at 6 → nothing; its card is the one message.
    const entry = await startExtended(mage, { attribute: "intelligence", difficulty: "6", required: "4" }, [5, 4, 2]);
    // Closing the window: the round's dialog is now the dice room's keep dialog (the one pipeline), whose close resolves null.
    answerRollDialog({ press: "close" });
    expect(await rkRollExtendedRound(mage, entry!.id)).toBeNull();
    expect(messages()).toHaveLength(1);
    expect(rkStoredExtended(mage)[0]!.rounds).toEqual([{ successes: 0, botch: false }]);
  });

  it("the sheet starts, rolls and removes them through its actions", async () => {
    const mage = await textCharacter();
    const sheet = sheetOf(mage);
    // Starting rolls the first round (issue 14): keep 1 (Endurance lacks its colour): 8 → 1 success.
    respondToRollDialog(() => ({ label: "March", attribute: "endurance", difficulty: "5", required: "3", perRound: "1", maxRounds: "2" }));
    harness.queueFaces([8, 2, 2]);
    await sheet.runAction("startExtended", { attribute: "endurance" });
    const id = rkStoredExtended(mage)[0]!.id;
    expect(rkSystem(mage).extendedProgress[id]).toMatchObject({ status: "ongoing", total: 1, roundsLeft: 1 });
    harness.queueFaces([9, 2, 2]); // 9 → 1 success: 2 of 3 after the last round
    await sheet.runAction("rollExtended", { extendedId: id }, { shiftKey: true });
    expect(rkSystem(mage).extendedProgress[id]).toMatchObject({ status: "failed", total: 2, roundsLeft: 0 });
    await sheet.runAction("removeExtended", { extendedId: id });
    expect(rkStoredExtended(mage)).toEqual([]);
  });
});
