/**
 * 004 "Immobilizing an opponent" from the attack dialog and the cards: the attacker ticks Immobilizing (a called shot,
 * −2 to their own defense); a hit offers the target's evasion at +2 per size larger than the attacker; failed, the
 * target is held (token status) and each round both roll fortitude, the larger at +4 per size: both or neither made, a
 * struggle; the target alone, the hold is broken (status cleared); the holder alone, the target is immobilized.
 */
import { describe, expect, it } from "vitest";
import { runChatAction } from "../../../../module/core/chat/chat-actions.js";
import { registerRelay } from "../../../../module/core/chat/relay.js";
import { gmHoldBonuses, gmHoldRoundOutcome, gmImmobilizeEvasionTarget } from "../../../../module/rules.js";
import { gmRollAttack } from "../../../../module/rulesets/gods-monsters/rolls/attack.js";
import { GM_STATUS_EFFECTS } from "../../../../module/rulesets/gods-monsters/ruleset.js";
import { GM, OBSERVER, PLAYER, PLAYER2, castOwnership, harness } from "../../../harness/foundry.js";
import { setupGm, target, toromeen, yeti } from "../actors/setup.js";

type Msg = ReturnType<typeof harness.messages>[number];
type Hold = { holderUuid: string; targetUuid: string; evasion: number; holderFortitude: number; targetFortitude: number };

const holdCards = (): Msg[] => harness.messages().filter((m) => m.content.includes("gm-hold"));
const lastWith = (action: string): Msg => [...harness.messages()].reverse().find((m) => m.content.includes(`data-anthology-action="${action}"`))!;
const holdOf = (m: Msg) => (m.system as { hold: Hold }).hold;

async function press(action: string, message: Msg): Promise<void> {
  await runChatAction(action, { message: message as never, dataset: { anthologyAction: action } as unknown as DOMStringMap, event: new Event("click") });
  await harness.settle();
}

describe('the rule\'s numbers (004 "Immobilizing an opponent")', () => {
  it("a large target grabbed by a small character: evasion +4; in the hold the large one gets +8 (two sizes)", () => {
    expect(gmImmobilizeEvasionTarget(6, "large", "small")).toBe(10);
    expect(gmHoldBonuses("small", "large")).toEqual({ holder: 0, target: 8 });
  });
  it("a round: both or neither made, a struggle; the target alone breaks free; the holder alone immobilizes", () => {
    expect(gmHoldRoundOutcome(true, true)).toEqual({ outcome: "struggle", statuses: {} });
    expect(gmHoldRoundOutcome(false, true)).toEqual({ outcome: "broken", statuses: { held: false } });
    expect(gmHoldRoundOutcome(true, false)).toEqual({ outcome: "immobilized", statuses: { held: false, immobilized: true } });
  });
});

describe("the GM's Yeti (large) immobilizes the owning player's Toromeen (a small dwarf)", () => {
  async function grab() {
    setupGm();
    registerRelay();
    CONFIG.statusEffects = GM_STATUS_EFFECTS as never;
    harness.actAs(GM);
    const t = await toromeen({ experience: 1000, advancedLevel: 2 });
    await t.update({ ownership: castOwnership() } as never);
    const y = await yeti({ size: "large", reactions: { perception: 6, willpower: 6, fortitude: 6, evasion: 6 } });
    target(t);
    harness.queueFaces([1, 4]);
    await gmRollAttack(y, { skipDialog: true, options: { immobilizing: true } });
    return { t, y };
  }

  it("the hit offers Toromeen's evasion at his evasion (no bonus: he is smaller), and the hold's fortitudes with the Yeti's +8; no called-shot effect", async () => {
    const { t, y } = await grab();
    const card = lastWith("gmHoldEscape");
    const hold = holdOf(card);
    const tn = t.system.numbers;
    expect(hold).toEqual({
      holderUuid: y.uuid,
      targetUuid: t.uuid,
      evasion: tn.reactions.evasion,
      holderFortitude: 6 + 8,
      targetFortitude: tn.reactions.fortitude,
    });
    expect(card.content).toContain(`Toromeen: evasion ${hold.evasion} or less (`);
    expect(harness.messages().some((m) => m.content.includes("gmCalledShotReaction"))).toBe(false);
    // The attack was a called shot: −3 in its parts.
    expect(harness.messages().some((m) => /Called shot [−-]3/.test(`${m.content} ${String((m as { flavor?: string }).flavor ?? "")}`))).toBe(true);
  });

  it("the owner fails the evasion: Toromeen is held (status); a round where only the Yeti makes fortitude immobilizes him", async () => {
    const { t } = await grab();
    harness.actAs(PLAYER);
    harness.queueFaces([20]);
    await press("gmHoldEscape", lastWith("gmHoldEscape"));
    expect(t.statuses.has("held")).toBe(true);
    expect(holdCards().at(-1)!.content).toContain("Yeti has a hold on Toromeen");
    // The Yeti's d20 then Toromeen's: 1 (made), 20 (failed).
    harness.queueFaces([1, 20]);
    await press("gmHoldRound", lastWith("gmHoldRound"));
    expect(t.statuses.has("held")).toBe(false);
    expect(t.statuses.has("immobilized")).toBe(true);
    expect(holdCards().at(-1)!.content).toContain("Toromeen is immobilized and can no longer break free");
  });

  it("a struggle offers the next round; then Toromeen alone makes it and breaks free: the status is cleared, +6 to attack the Yeti", async () => {
    const { t } = await grab();
    harness.actAs(PLAYER);
    harness.queueFaces([20]);
    await press("gmHoldEscape", lastWith("gmHoldEscape"));
    harness.queueFaces([1, 1]);
    await press("gmHoldRound", lastWith("gmHoldRound"));
    expect(holdCards().at(-1)!.content).toContain("Neither may do anything this round.");
    expect(t.statuses.has("held")).toBe(true);
    harness.actAs(GM);
    harness.queueFaces([20, 1]);
    await press("gmHoldRound", lastWith("gmHoldRound"));
    expect(t.statuses.has("held")).toBe(false);
    expect(t.statuses.has("immobilized")).toBe(false);
    expect(holdCards().at(-1)!.content).toContain("Toromeen has broken the hold and may attack Yeti once at +6.");
  });

  it("a made evasion: not held, no round offered", async () => {
    const { t } = await grab();
    harness.actAs(PLAYER);
    harness.queueFaces([1]);
    await press("gmHoldEscape", lastWith("gmHoldEscape"));
    expect(t.statuses.has("held")).toBe(false);
    // Handlebars escapes the apostrophe.
    expect(holdCards().at(-1)!.content).toMatch(/avoids Yeti(&#x27;|')s hold/);
    expect(holdCards().at(-1)!.content).not.toContain("gmHoldRound");
  });

  it("another player and an observer are refused: nothing is rolled", async () => {
    const { t } = await grab();
    for (const user of [PLAYER2, OBSERVER]) {
      harness.actAs(user);
      const cards = harness.messages().length;
      harness.queueFaces([20]);
      await press("gmHoldEscape", lastWith("gmHoldEscape"));
      expect(harness.messages().length).toBe(cards);
      expect(t.statuses.has("held")).toBe(false);
    }
  });
});
