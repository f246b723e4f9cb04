/**
 * The wound penalty (a table option, README "Table options") in directly opposed actions: each side rolls against the
 * GM's difficulty raised by its own wounds, in its dialog's exact chance and in the dice counted. Both sides as the
 * table plays them: the owning player against the GM's NPC (the GM answers), and the GM who owns both sides.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { formatChance, keepChance, keepOdds, keepOpposedOdds } from "../../../module/dice/index.js";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { RK_DEFAULT_COLOUR_LINKS, rkChanceAgainst, rkContestPlan, rkOppositionPlan, type RkActorView } from "../../../module/rules.js";
import { registerRkChatActions } from "../../../module/rulesets/roll-keep/chat/chat-actions.js";
import { rkRollContest } from "../../../module/rulesets/roll-keep/rolls/contest-roll.js";
import { rkViewOf } from "../../../module/rulesets/roll-keep/rolls/targets.js";
import { GM, harness, PLAYER } from "../../harness/foundry.js";
import { answerRollDialog } from "../roll-dialog-answer.js";
import { installRk, makeRkActor, packSpeciality, rkSystem, specialityId, target } from "./skin-setup.js";

beforeEach(() => {
  installRk();
  registerRkChatActions();
});

const view = (endurance: number, green: number, woundPenalty = 0): RkActorView => ({
  attributes: { strength: 1, finesse: 1, endurance, cunning: 1, intelligence: 1, acuity: 1, charisma: 1 },
  mana: { black: 0, blue: 0, green, red: 0, white: 0 },
  specialities: [],
  ...(woundPenalty ? { woundPenalty } : {}),
});

describe("the rules: each side's own wounds raise its own difficulty", () => {
  it("a Hurt (+2) racer at the GM's 7 rolls at 9, the other at 7; the chance is that of those two pools", () => {
    const plan = rkContestPlan(
      { view: view(3, 2, 2), attribute: "endurance", specialityIds: [] },
      { view: view(3, 2), attribute: "endurance", specialityIds: [] },
      7,
      RK_DEFAULT_COLOUR_LINKS,
    );
    expect(plan).toMatchObject({ difficulty: 7, first: { difficulty: 9, penalty: 2 }, second: { difficulty: 7, penalty: 0 }, error: null });
    expect(plan.chance).toEqual(keepOpposedOdds({ roll: 3, keep: 2, difficulty: 9 }, { roll: 3, keep: 2, difficulty: 7 }));
    // The wounded side is the worse off for the same pool.
    expect(plan.chance.win).toBeLessThan(plan.chance.lose);
  });

  it("a side whose wounds push the difficulty past 10 is refused, never clamped", () => {
    const plan = rkContestPlan(
      { view: view(3, 2), attribute: "endurance", specialityIds: [] },
      { view: view(3, 2, 8), attribute: "endurance", specialityIds: [] },
      7,
      RK_DEFAULT_COLOUR_LINKS,
    );
    expect(plan).toMatchObject({ error: "ANTHOLOGY.RollKeep.Warn.woundUnreachable", chance: { win: 0, tie: 0, lose: 0 } });
    expect(rkOppositionPlan({ view: view(3, 2, 8), attribute: "endurance", specialityIds: [] }, 7, 1, RK_DEFAULT_COLOUR_LINKS).error).toBe(
      "ANTHOLOGY.RollKeep.Warn.woundUnreachable",
    );
  });

  it("the opposition answering after the acting side: its own penalty on the GM's difficulty", () => {
    const plan = rkOppositionPlan({ view: view(5, 3, 1), attribute: "endurance", specialityIds: [] }, 7, 2, RK_DEFAULT_COLOUR_LINKS);
    expect(plan).toMatchObject({ difficulty: 8, penalty: 1, error: null });
    expect(plan.chance).toEqual(rkChanceAgainst(keepOdds({ roll: 5, keep: 3, difficulty: 8 }).exactly, 2));
  });
});

async function setTrack(track: string) {
  await (game.settings as unknown as { set(ns: string, k: string, v: unknown): Promise<unknown> }).set("anthology", "rkWoundTrack", track);
}

/**
 * The text's race on the levels track: Ash (Endurance 3, the player's) has 30 wounds, Hurt (+2); Birch (the GM's NPC,
 * Endurance 5 with Long-distance Running) has 30, Nicked (+1).
 */
async function woundedRace() {
  harness.actAs(GM);
  await setTrack("levels");
  const ash = await makeRkActor("Ash", { attributes: { endurance: 3 }, mana: { permanent: { green: 2 } }, wounds: 30 });
  await ash.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  const birch = await makeRkActor(
    "Birch",
    { attributes: { endurance: 5 }, mana: { permanent: { green: 3 } }, wounds: 30 },
    [packSpeciality("long-distance-running")],
    "rkNpc",
  );
  expect(rkSystem(ash).woundState).toMatchObject({ level: "hurt", penalty: 2 });
  expect(rkSystem(birch).woundState).toMatchObject({ level: "nicked", penalty: 1 });
  return { ash, birch, running: specialityId(birch, "Long-distance Running") };
}

function top(form: HTMLFormElement): { headline: string; percent: string; note: string } {
  const text = (name: string) => form.querySelector(`[data-live="${name}"]`)?.textContent ?? "";
  return { headline: text("headline"), percent: text("percent"), note: text("note") };
}

type CardMessage = { content: string; rolls: { formula: string }[]; system?: Record<string, unknown> };
const cardsOf = (kind: string) => (harness.messages() as unknown as CardMessage[]).filter((m) => m.system?.[kind]);

function textOf(html: string): string {
  const div = document.createElement("div");
  div.innerHTML = html;
  return div.textContent!.replace(/\s+/g, " ");
}

describe("a wounded player's race against the GM's wounded NPC", () => {
  async function play(reveal: boolean) {
    const { ash, birch, running } = await woundedRace();
    harness.actAs(PLAYER);
    target(birch);
    let player = { headline: "", percent: "", note: "" };
    answerRollDialog({ edits: { attribute: "endurance", difficulty: "7" }, edited: (_d, form) => (player = top(form)) });
    // 3k2 at 9: 9 and 9 kept, 2 successes (at 7 too).
    harness.queueFaces([9, 9, 2]);
    await rkRollContest(ash, { attribute: "endurance" });
    const side = cardsOf("contestSide")[0]!;
    const request = cardsOf("contestRequest")[0]!;
    harness.actAs(GM);
    let gm = { headline: "", percent: "", note: "" };
    answerRollDialog({ edits: { attribute: "endurance", [`speciality.${running}`]: true, reveal }, edited: (_d, form) => (gm = top(form)) });
    // 6k4 at 8: 10 and 8 are successes, 7 is not: 2, a draw (at 7 it would have been 3, Birch winning).
    harness.queueFaces([10, 8, 7, 3, 1, 2]);
    await runChatAction("rkRollOpposition", { message: request as never, dataset: {}, event: {} as never });
    return { ash, birch, running, player, gm, side, result: cardsOf("contestResult")[0]!, detail: cardsOf("contestDetail")[0] };
  }

  it("the player's dialog and dice: the GM's 7 raised by their own +2, the exact chance at 9", async () => {
    const { player, side } = await play(false);
    expect(player.headline).toBe("3k2 vs 9");
    expect(player.percent).toBe(
      `${formatChance(keepChance({ roll: 3, keep: 2, difficulty: 9, needed: 1, extended: null }).success)} chance of at least one success`,
    );
    expect(player.note).toContain("+ 2 for wounds: 9");
    expect(side.rolls[0]!.formula).toBe("3d10kh2cs>=9");
    expect(side.system!.contestSide).toMatchObject({ penalty: 2 });
  });

  it("the GM's dialog: the NPC's own +1 on the GM's 7 (not the player's 9), and the exact chance to beat 2 at 8", async () => {
    const { birch, running, gm } = await play(false);
    const plan = rkOppositionPlan({ view: rkViewOf(birch), attribute: "endurance", specialityIds: [running] }, 7, 2, RK_DEFAULT_COLOUR_LINKS);
    expect(plan.difficulty).toBe(8);
    expect(gm.headline).toBe("6k4 vs 8");
    expect(gm.percent).toBe(`${formatChance(plan.chance.win)} chance to beat Ash`);
    expect(gm.note).toContain("+ 1 for wounds: 8");
  });

  it("the result counts each side at its own difficulty: 2 against 2 is a draw; the card names the player's wounds, not the unrevealed NPC's", async () => {
    const { result, detail } = await play(false);
    expect(result.content).toContain("dice-card-band neutral");
    const text = textOf(result.content);
    expect(text).toContain("Challenging (7)");
    expect(text).toContain("+ 2 for wounds: 9");
    expect(text).not.toContain("+ 1 for wounds");
    // The GMs' detail card has the NPC's too.
    expect(textOf(detail!.content)).toContain("+ 1 for wounds: 8");
  });

  it("revealed, the public result names both sides' wounds and carries the NPC's dice rolled at 8", async () => {
    const { result } = await play(true);
    const text = textOf(result.content);
    expect(text).toContain("+ 2 for wounds: 9");
    expect(text).toContain("+ 1 for wounds: 8");
    expect(result.rolls[0]!.formula).toBe("6d10kh4cs>=8");
  });
});

describe("the GM, who owns both wounded sides", () => {
  it("the acting side's top is the chance to beat the NPC with both penalties in it; each side's dice at its own difficulty", async () => {
    const { ash, birch, running } = await woundedRace();
    harness.actAs(GM);
    target(ash);
    let seen = { headline: "", percent: "", note: "" };
    let second = { headline: "", percent: "", note: "" };
    answerRollDialog({
      edits: { attribute: "endurance", [`speciality.${running}`]: true, difficulty: "7" },
      edited: (_d, form) => {
        seen = top(form);
        answerRollDialog({ edits: { attribute: "endurance", reveal: true }, edited: (_e, f) => (second = top(f)) });
      },
    });
    harness.queueFaces([10, 8, 7, 3, 1, 2, 9, 9, 2]);
    const out = await rkRollContest(birch, { attribute: "endurance" });
    const expected = keepOpposedOdds({ roll: 6, keep: 4, difficulty: 8 }, { roll: 3, keep: 2, difficulty: 9 });
    expect(seen.headline).toBe("6k4 vs 8");
    expect(seen.percent).toBe(`${formatChance(expected.win)} chance to beat Ash`);
    expect(second.headline).toBe("3k2 vs 9");
    expect(out && "rolls" in out ? out.rolls.map((r) => r.formula) : []).toEqual(["6d10kh4cs>=8", "3d10kh2cs>=9"]);
    expect(out && "evaluation" in out ? out.evaluation : null).toEqual({ winner: "tie", margin: 0 });
  });
});
