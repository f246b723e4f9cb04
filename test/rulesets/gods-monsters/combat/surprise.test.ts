/**
 * 004 "Surprise" at the table: starting combat from the tracker asks the GM where each combatant stood, rolls each
 * perception on its own card, puts "surprised" on the tokens of those who fail; each later round's start rolls to
 * shake it off; ending the combat clears it. The 004 Yeti example's dice, end to end.
 */
import { describe, expect, it } from "vitest";
import { GM, GM2, PLAYER, harness } from "../../../harness/foundry.js";
import { respond, setupGm, toromeen, yeti } from "../actors/setup.js";
import { gmSurpriseOnRoundChange, gmSurpriseStep, type GmCombatLike } from "../../../../module/rulesets/gods-monsters/rolls/surprise.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { gmRollCheck } from "../../../../module/rulesets/gods-monsters/rolls/check.js";
import type { GmCharacterActor } from "../../../../module/rulesets/gods-monsters/data/view.js";

type DialogV2Test = { click(action: string, fields: Record<string, unknown>): unknown };
const click = (action: string, fields: Record<string, unknown>) => (foundry.applications.api.DialogV2 as unknown as DialogV2Test).click(action, fields);

/** Charlotte Kordé from 004's combat example: perception 9, willpower 9, fortitude 5 (wisdom and endurance set so). */
async function charlotte(): Promise<GmCharacterActor> {
  const actor = (await Actor.create({
    name: "Charlotte Kordé",
    type: "gmCharacter" as never,
    system: { archetype: "monk" },
    ownership: { [PLAYER.id]: 3 },
  } as never)) as unknown as GmCharacterActor;
  return actor;
}

function combatOf(...actors: Actor.Implementation[]): GmCombatLike {
  return { round: 0, previous: { round: 0 }, combatants: { contents: actors.map((actor, i) => ({ id: `c${i}`, name: actor.name, actor })) } };
}

/** The active GM's client runs the document hook `updateCombat`, as v13 broadcasts it to every client. */
async function advance(combat: GmCombatLike, round: number, by = GM) {
  combat.previous = { round: combat.round ?? 0 };
  combat.round = round;
  await harness.callOnEveryClient("updateCombat", combat, { round }, {}, by.id);
}

const surprised = (a: Actor.Implementation) => a.statuses.has("surprised") && (a.system as unknown as { state: { surprised: boolean } }).state.surprised;

describe("surprise from the combat tracker (004 'Surprise', the Yeti example)", () => {
  it("which round changes mean a start, a shake-off round or nothing", () => {
    expect(gmSurpriseStep({ previous: { round: 0 } }, { round: 1 })).toBe("start");
    expect(gmSurpriseStep({ previous: { round: 1 } }, { round: 2 })).toBe("shakeOff");
    expect(gmSurpriseStep({ previous: { round: 2 } }, { round: 1 })).toBeNull();
    expect(gmSurpriseStep({ previous: { round: 1 } }, { turn: 2 } as never)).toBeNull();
  });

  it("Begin combat: Toromeen rolls his perception and notices, Charlotte fails hers and is surprised, the Yeti attacks knowingly", async () => {
    setupGm();
    const toro = await toromeen();
    const charl = await charlotte();
    const beast = await yeti();
    const perceptions = [toro, charl].map((a) => a.system.numbers.reactions.perception);
    const combat = combatOf(toro, charl, beast);
    let dialogs = 0;
    let content = "";
    respond((config) => {
      dialogs++;
      content = String((config as { content: string }).content);
      return click("ok", { situation0: "unaware", situation1: "unaware", situation2: "attacker" });
    });
    // Perception 4 needs 4 or less; Charlotte's perception (whatever it is here) fails on a 20.
    harness.queueFaces([Math.min(4, perceptions[0]!), 20]);
    const before = harness.messages().length;
    await advance(combat, 1);
    expect(dialogs).toBe(1);
    // Each choice shows the number to roll and its exact chance (aware +4, asleep −6).
    expect(content).toContain(`${perceptions[0]! + 4} or less`);
    expect(content).toContain("%)");
    expect(surprised(toro)).toBe(false);
    expect(surprised(charl)).toBe(true);
    expect(surprised(beast)).toBe(false);
    const posted = harness.messages().slice(before);
    // Two roll cards (the Yeti rolls nothing) and one note that Charlotte cannot act.
    expect(posted.filter((m) => m.rolls.length > 0)).toHaveLength(2);
    expect(posted.map((m) => m.content).join("\n")).toContain("cannot act this round");
  });

  it("round 2: Charlotte rolls 6 under the better of fortitude and willpower and is no longer surprised; round 3 rolls nothing", async () => {
    setupGm();
    const charl = await charlotte();
    const combat = combatOf(charl);
    respond(() => click("ok", { situation0: "asleep" }));
    harness.queueFaces([20]);
    await advance(combat, 1);
    expect(surprised(charl)).toBe(true);
    const r = charl.system.numbers.reactions;
    expect(Math.max(r.fortitude, r.willpower)).toBeGreaterThanOrEqual(1);
    harness.queueFaces([1]);
    const before = harness.messages().length;
    await advance(combat, 2);
    expect(harness.messages().length).toBe(before + 1);
    expect(surprised(charl)).toBe(false);
    await advance(combat, 3);
    expect(harness.messages().length).toBe(before + 1);
  });

  it("a failed shake-off keeps the status; deleting the combat clears it", async () => {
    setupGm();
    const charl = await charlotte();
    const combat = combatOf(charl);
    respond(() => click("ok", { situation0: "unaware" }));
    harness.queueFaces([20]);
    await advance(combat, 1);
    harness.queueFaces([20]);
    await advance(combat, 2);
    expect(surprised(charl)).toBe(true);
    await harness.callOnEveryClient("deleteCombat", combat, {}, GM.id);
    expect(surprised(charl)).toBe(false);
  });

  it("closing the dialog means no surprise: nothing is rolled", async () => {
    setupGm();
    const charl = await charlotte();
    const before = harness.messages().length;
    (foundry.applications.api.DialogV2 as unknown as { dismiss(): void }).dismiss();
    await gmSurpriseOnRoundChange(combatOf(charl), { round: 1 });
    expect(harness.messages().length).toBe(before);
    expect(surprised(charl)).toBe(false);
  });

  it("two GMs, a player pressing Begin Combat: one dialog and one roll each, on the active GM's client", async () => {
    setupGm();
    harness.connect(GM2);
    const charl = await charlotte();
    const combat = combatOf(charl);
    const askedOn: string[] = [];
    respond(() => {
      askedOn.push(game.user!.id);
      return click("ok", { situation0: "unaware" });
    });
    harness.queueFaces([20]);
    const before = harness.messages().length;
    await advance(combat, 1, PLAYER);
    expect(askedOn).toEqual([GM.id]);
    expect(harness.messages().length - before).toBe(2);
    expect(surprised(charl)).toBe(true);
  });

  it("while surprised, the owning player's check opens with 'Surprised (−3)' ticked and the number 3 lower; unticked after it is shaken off", async () => {
    setupGm();
    const t = await toromeen({}, []);
    await t.update({ ownership: { [PLAYER.id]: 3 } } as never);
    await t.update({ "system.state.surprised": true } as never);
    harness.actAs(PLAYER);
    let headline = "";
    let offered: Record<string, unknown> = {};
    answerRollDialog({
      seen: (dialog, o) => {
        offered = o as Record<string, unknown>;
        const form = (dialog as unknown as { element: HTMLFormElement }).element;
        headline = form.querySelector('[data-live="headline"]')!.textContent!.trim();
      },
    });
    harness.queueFaces([10]);
    await gmRollCheck(t, { kind: "ability", key: "strength" });
    expect(offered.surprised).toBe(true);
    expect(headline).toBe("Roll 15 or less");
    expect(harness.messages().at(-1)!.content).toContain("Surprised");
    harness.actAs(GM);
    await t.update({ "system.state.surprised": false } as never);
    harness.actAs(PLAYER);
    answerRollDialog({
      seen: (dialog) => (headline = (dialog as unknown as { element: HTMLFormElement }).element.querySelector('[data-live="headline"]')!.textContent!.trim()),
    });
    harness.queueFaces([10]);
    await gmRollCheck(t, { kind: "ability", key: "strength" });
    expect(headline).toBe("Roll 18 or less");
  });
});
