/**
 * 004 "Firing into close combat" from the attack card: a shot at a target in close combat with the other targeted
 * tokens puts them at risk. A hit strikes everyone the same die would have hit unless they make an evasion roll (the
 * same damage as the target); a called shot hits only the target. A miss flies at one random adjacent opponent, whose
 * evasion with their Defense as a bonus avoids it. Each at-risk combatant's owner or the GM rolls, once.
 */
import { describe, expect, it } from "vitest";
import { runChatAction } from "../../../../module/core/chat/chat-actions.js";
import { registerRelay } from "../../../../module/core/chat/relay.js";
import { gmRollAttack } from "../../../../module/rulesets/gods-monsters/rolls/attack.js";
import { gmStrayHitNumber, gmStrayMissEvasionTarget, gmStrayShotsOnHit } from "../../../../module/rules.js";
import { GM, OBSERVER, PLAYER, PLAYER2, harness } from "../../../harness/foundry.js";
import { setupGm, target, toromeen, weapon, yeti } from "../actors/setup.js";

type Msg = ReturnType<typeof harness.messages>[number];
type Stray = { attackerUuid: string; hit: boolean; amount: number; list: { uuid: string; name: string; target: number }[] };

const strayCard = (): Msg | undefined => [...harness.messages()].reverse().find((m) => m.content.includes('gm-stray-shot"'));
const strayOf = (m: Msg) => (m.system as { stray: Stray }).stray;
const rolled = (): Msg[] => harness.messages().filter((m) => m.content.includes("gm-stray-shot-roll"));

async function press(message: Msg, index: string): Promise<void> {
  await runChatAction("gmStrayShot", {
    message: message as never,
    dataset: { anthologyAction: "gmStrayShot", index } as unknown as DOMStringMap,
    event: new Event("click"),
  });
  await harness.settle();
}

describe('the rule\'s numbers (004 "Firing into close combat")', () => {
  it("the same shot against a neighbour: hit number 12 against defense 5 is 14 against defense 3", () => expect(gmStrayHitNumber(12, 5, 3)).toBe(14));
  it("a die of 8 would have hit the neighbours needing 8 and 14, not the one needing 7; a called shot hits none of them", () => {
    expect(gmStrayShotsOnHit(8, false, [7, 8, 14])).toEqual([1, 2]);
    expect(gmStrayShotsOnHit(8, true, [7, 8, 14])).toEqual([]);
  });
  it("a miss: evasion 6 with Defense 5 as a bonus is 11", () => expect(gmStrayMissEvasionTarget(6, 5)).toBe(11));
});

describe("the player's Toromeen shoots his bow at the GM's Yeti, in close combat with Kerrin (another player's) and a second yeti", () => {
  async function scene() {
    setupGm();
    registerRelay();
    harness.actAs(GM);
    const t = await toromeen({ experience: 1000, advancedLevel: 2 }, [weapon("bow", { equipped: true })]);
    await t.update({ ownership: { [PLAYER.id]: 3 } } as never);
    const kerrin = await toromeen({ archetype: "thief" });
    await kerrin.update({ name: "Kerrin", ownership: { [PLAYER2.id]: 3 } } as never);
    const y = await yeti({ reactions: { perception: 6, willpower: 6, fortitude: 6, evasion: 6 } });
    const y2 = await yeti({ reactions: { perception: 6, willpower: 6, fortitude: 6, evasion: 4 } });
    await y2.update({ name: "Second yeti" } as never);
    harness.actAs(PLAYER);
    // The one shot at first, then those in close combat with it.
    target(y);
    target(kerrin);
    target(y2);
    const bow = t.items.contents.find((i) => i.name === "Bow")!;
    return { t, kerrin, y, y2, bow };
  }

  it("a hit on a 1 would have hit both neighbours: each is offered evasion or the same damage; Kerrin's owner fails and Kerrin takes it", async () => {
    const { t, kerrin, y2, bow } = await scene();
    harness.queueFaces([1, 3]);
    await gmRollAttack(t, { item: bow as never, skipDialog: true });
    const card = strayCard()!;
    const stray = strayOf(card);
    expect(stray.hit).toBe(true);
    expect(stray.amount).toBeGreaterThan(0);
    expect(stray.list.map((e) => e.name)).toEqual(["Kerrin", "Second yeti"]);
    expect(stray.list[0]!.target).toBe(kerrin.system.numbers.reactions.evasion);
    expect(stray.list[1]!.target).toBe(y2.system.numbers.reactions.evasion);
    expect(card.content).toContain(
      `The die of 1 would also have hit Kerrin, Second yeti: each must make an evasion roll or take the same ${stray.amount} damage.`,
    );
    expect(card.content).toContain(`Kerrin: evasion ${stray.list[0]!.target} or less (`);
    const before = kerrin.system.survival.value + kerrin.system.verve.value;
    harness.actAs(PLAYER2);
    harness.queueFaces([20]);
    await press(card, "0");
    expect(rolled()).toHaveLength(1);
    expect(rolled()[0]!.content).toContain(`Kerrin rolled 20 (needed ${stray.list[0]!.target} or less) and is hit by the stray shot: ${stray.amount} damage.`);
    expect(kerrin.system.survival.value + kerrin.system.verve.value).toBe(Math.max(0, before - stray.amount));
    // Once per combatant: a second press rolls nothing.
    await press(card, "0");
    expect(rolled()).toHaveLength(1);
  });

  it("the GM rolls the second yeti's evasion and makes it: no damage", async () => {
    const { t, y2, bow } = await scene();
    harness.queueFaces([1, 3]);
    await gmRollAttack(t, { item: bow as never, skipDialog: true });
    harness.actAs(GM);
    const survival = y2.system.survival.value;
    harness.queueFaces([1]);
    await press(strayCard()!, "1");
    expect(rolled()[0]!.content).toContain("Second yeti rolled 1");
    expect(rolled()[0]!.content).toContain("dodges the stray shot");
    expect(y2.system.survival.value).toBe(survival);
  });

  it("a hit whose die would not have hit the neighbour (defense 19) offers nothing and says so", async () => {
    const { t, y, y2, bow } = await scene();
    harness.actAs(GM);
    await y2.update({ system: { defense: 19 } } as never);
    harness.actAs(PLAYER);
    (game.user!.targets as unknown as Set<unknown>).clear();
    target(y);
    target(y2);
    // A die of 1 hits the Yeti (defense 3); against defense 19 the same shot needs 16 less, under 1.
    harness.queueFaces([1, 3]);
    await gmRollAttack(t, { item: bow as never, skipDialog: true });
    const card = strayCard()!;
    expect(strayOf(card).hit).toBe(true);
    expect(strayOf(card).list).toEqual([]);
    expect(card.content).toContain("The die of 1 would have hit none of Second yeti: only the target takes damage.");
    expect(card.content).not.toContain('data-anthology-action="gmStrayShot"');
  });

  it("a called shot that hits strikes only the target: named, no buttons", async () => {
    const { t, bow } = await scene();
    harness.queueFaces([1, 3]);
    await gmRollAttack(t, { item: bow as never, skipDialog: true, options: { calledShot: true } });
    const card = strayCard()!;
    expect(strayOf(card).list).toEqual([]);
    expect(card.content).toContain("A called shot that hits strikes only Yeti: Kerrin, Second yeti are safe.");
    expect(card.content).not.toContain('data-anthology-action="gmStrayShot"');
  });

  it("a miss: a d2 picks the second yeti, whose evasion + Defense is offered; the GM fails it and the bow's damage is rolled and applied", async () => {
    const { t, y2, bow } = await scene();
    // Attack 20 (a miss), then the d2 that picks among those in close combat: 2.
    harness.queueFaces([20, 2]);
    await gmRollAttack(t, { item: bow as never, skipDialog: true });
    const card = strayCard()!;
    const stray = strayOf(card);
    expect(stray.hit).toBe(false);
    expect(stray.list).toEqual([{ uuid: y2.uuid, name: "Second yeti", target: y2.system.numbers.reactions.evasion + y2.system.numbers.defense }]);
    expect(card.content).toContain("The shot missed: the stray shot flies at Second yeti (rolled 2 on a d2 among those in close combat).");
    harness.actAs(GM);
    const survival = y2.system.survival.value;
    harness.queueFaces([20, 5]);
    await press(card, "0");
    expect(rolled()[0]!.content).toContain("is hit by the stray shot: 5 damage.");
    expect(y2.system.survival.value).toBe(survival - 5);
  });

  it("another player, an observer, and a forged index are refused: nothing is rolled", async () => {
    const { t, bow } = await scene();
    harness.queueFaces([1, 3]);
    await gmRollAttack(t, { item: bow as never, skipDialog: true });
    for (const [user, index] of [
      [PLAYER, "0"],
      [OBSERVER, "0"],
      [GM, "7"],
      [GM, "x"],
    ] as const) {
      harness.actAs(user);
      const warnings = harness.notifications.log.length;
      harness.queueFaces([1]);
      await press(strayCard()!, index);
      expect(rolled()).toHaveLength(0);
      expect(harness.notifications.log.length, `${user.name} ${index}`).toBeGreaterThan(warnings);
    }
  });

  it("a close attack at the same targets, or a shot with no one else targeted, posts no stray card", async () => {
    const { t } = await scene();
    harness.queueFaces([1, 3]);
    await gmRollAttack(t, { item: t.items.contents.find((i) => i.name === "Battleaxe") as never, skipDialog: true });
    expect(strayCard()).toBeUndefined();
  });
});
