/**
 * 004 "Called shot" from the damage card: a called shot that hits offers its target's reaction against the effect
 * (a dropped item, a disrupted spell, broken concentration) at a penalty of the damage and a bonus of the target's
 * movement; the target's owner or the GM rolls it once, against the card's number, and a card says what happened.
 */
import { describe, expect, it } from "vitest";
import { runChatAction } from "../../../../module/core/chat/chat-actions.js";
import { gmRollAttack } from "../../../../module/rulesets/gods-monsters/rolls/attack.js";
import { gmCalledShotCastingTargets, gmCalledShotReactionTarget } from "../../../../module/rules.js";
import { registerRelay } from "../../../../module/core/chat/relay.js";
import { GM, GM2, LIMITED, OBSERVER, PLAYER, PLAYER2, castOwnership, harness } from "../../../harness/foundry.js";
import { setupGm, target, toromeen, weapon, yeti } from "../actors/setup.js";

type Msg = ReturnType<typeof harness.messages>[number];

function calledCard(): Msg {
  return [...harness.messages()].reverse().find((m) => m.content.includes("gmCalledShotReaction"))!;
}

/** Presses the card's button for `effect` and `reaction`, with the button's own data-* as the dataset. */
async function press(message: Msg, effect: string, reaction: string, extra: Record<string, string> = {}): Promise<void> {
  const div = document.createElement("div");
  div.innerHTML = message.content;
  const button = div.querySelector(
    `[data-anthology-action="gmCalledShotReaction"][data-effect="${effect}"][data-reaction="${reaction}"]`,
  ) as HTMLElement | null;
  expect(button, `${effect}/${reaction} button`).not.toBeNull();
  const dataset: Record<string, string> = { ...extra };
  for (const { name, value } of button!.attributes)
    if (name.startsWith("data-")) dataset[name.slice(5).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
  Object.assign(dataset, extra);
  await runChatAction("gmCalledShotReaction", { message: message as never, dataset: dataset as DOMStringMap, event: new Event("click") });
  await harness.settle();
}

const result = (): Msg | undefined => harness.messages().find((m) => m.content.includes("gm-called-shot-roll"));

describe('the rule\'s number (004 "Called shot")', () => {
  it("reaction − damage + movement: evasion 8, 5 damage, movement 10 → 13", () => expect(gmCalledShotReactionTarget(8, 5, 10)).toBe(13));
});

describe("a called shot by the GM's Yeti against the owning player's Toromeen", () => {
  async function fight() {
    setupGm();
    // As at the table: one-time presses are claimed through the active GM's client (module/core/chat/relay.ts).
    registerRelay();
    harness.actAs(GM);
    const t = await toromeen({ experience: 1000, advancedLevel: 2 });
    // The cast: PLAYER owns Toromeen, OBSERVER observes him, LIMITED has limited permission.
    await t.update({ ownership: castOwnership() } as never);
    const y = await yeti({ reactions: { perception: 6, willpower: 6, fortitude: 6, evasion: 6 } });
    target(t);
    // Hit die 1, then the Yeti's d6 damage: 4.
    harness.queueFaces([1, 4]);
    await gmRollAttack(y, { skipDialog: true, options: { calledShot: true } });
    return { t, y };
  }

  it("the damage card offers each reaction at reaction − 4 damage + movement, with its chance, and the card keeps the numbers", async () => {
    const { t } = await fight();
    const n = t.system.numbers;
    const card = calledCard();
    const called = (card.system as { called: { targetUuid: string; damage: number; evasion: number; fortitude: number } }).called;
    // No spell and no missile weapon (only the battleaxe): no spell to complete, no shot to distract.
    expect(called).toEqual({
      targetUuid: t.uuid,
      damage: 4,
      evasion: n.reactions.evasion - 4 + n.movement,
      fortitude: n.reactions.fortitude - 4 + n.movement,
      casting: [],
      distract: false,
    });
    // Five buttons: drop (evasion, fortitude), a disrupted spell (evasion only, 004), concentration (evasion, fortitude).
    expect(card.content.match(/data-anthology-action="gmCalledShotReaction"/g)).toHaveLength(5);
    expect(card.content).not.toContain('data-effect="disrupt" data-reaction="fortitude"');
    // 004's Toromeen: fortitude 11, movement 10 (004 "Movement and carry"); 4 damage: fortitude 11 − 4 + 10 = 17.
    expect(called.fortitude).toBe(17);
    expect(card.content).toContain(`Keep hold of the item: fortitude 17 or less (85.0%)`);
    expect(card.content).toContain(`Keep hold of the item: evasion ${called.evasion} or less (${(called.evasion * 5).toFixed(1)}%)`);
  });

  it("the owning player rolls fortitude against a drop and fails: the band says Toromeen drops the item", async () => {
    const { t } = await fight();
    const fortitude = (calledCard().system as { called: { fortitude: number } }).called.fortitude;
    harness.actAs(PLAYER);
    harness.queueFaces([20]);
    await press(calledCard(), "drop", "fortitude");
    const card = result()!;
    expect(card.content).toContain("Drops the item");
    expect(card.content).toContain(`Toromeen rolled 20 (needed ${fortitude} or less) and drops the item.`);
    expect(harness.messages().some((m) => m.content.includes("Called shot: fortitude against dropping the item"))).toBe(true);
    expect(t.getFlag("anthology", `spentCards.${calledCard().id}.gmCalledShotReaction`)).toBeTruthy();
  });

  it("a second press on the same card rolls nothing more (once per card)", async () => {
    await fight();
    harness.actAs(PLAYER);
    harness.queueFaces([1, 1]);
    await press(calledCard(), "drop", "evasion");
    const cards = harness.messages().length;
    await press(calledCard(), "disrupt", "evasion");
    expect(harness.messages().length).toBe(cards);
  });

  for (const [label, other] of [
    ["the GM and the owning player", PLAYER],
    ["two GMs", GM2],
  ] as const) {
    it(`${label} pressing at once roll one reaction`, async () => {
      if (other === GM2) harness.connect(GM2);
      await fight();
      const card = calledCard();
      const rolled = () => harness.messages().filter((m) => m.content.includes("gm-called-shot-roll")).length;
      harness.queueFaces([1, 1]);
      harness.roundTrip(true);
      const clickAs = (user: typeof GM) =>
        harness.onClientOf(user, () =>
          runChatAction("gmCalledShotReaction", {
            message: card as never,
            dataset: { anthologyAction: "gmCalledShotReaction", effect: "drop", reaction: "evasion" } as unknown as DOMStringMap,
            event: new Event("click"),
          }),
        );
      await Promise.all([clickAs(GM), clickAs(other)]);
      await harness.settle();
      expect(rolled()).toBe(1);
    });
  }

  for (const [label, user] of [
    ["another player", PLAYER2],
    ["an observer", OBSERVER],
    ["a limited user", LIMITED],
  ] as const) {
    it(`${label} is refused: nothing is rolled`, async () => {
      await fight();
      harness.actAs(user);
      const cards = harness.messages().length;
      const warnings = harness.notifications.log.length;
      harness.queueFaces([1]);
      await press(calledCard(), "drop", "evasion");
      expect(harness.messages().length).toBe(cards);
      expect(harness.notifications.log.length).toBeGreaterThan(warnings);
    });
  }

  it("a forged pairing (fortitude against a disrupted spell) is refused: nothing is rolled", async () => {
    await fight();
    harness.actAs(PLAYER);
    const warnings = harness.notifications.log.length;
    await runChatAction("gmCalledShotReaction", {
      message: calledCard() as never,
      dataset: { anthologyAction: "gmCalledShotReaction", effect: "disrupt", reaction: "fortitude" } as unknown as DOMStringMap,
      event: new Event("click"),
    });
    await harness.settle();
    expect(result()).toBeUndefined();
    expect(harness.notifications.log.length).toBeGreaterThan(warnings);
  });

  it("a number on the button that is not the card's is refused: nothing is rolled against it", async () => {
    await fight();
    harness.actAs(PLAYER);
    harness.queueFaces([18]);
    await press(calledCard(), "drop", "fortitude", { target: "20", fortitude: "20", damage: "0" });
    expect(result()).toBeUndefined();
    expect(harness.notifications.log.map((n) => String(n.message)).join(" ")).toMatch(/not the card's/);
  });
});

describe("a called shot by the player's Toromeen against the GM's Yeti, rolled by the GM", () => {
  it("the Yeti (evasion 6, movement 10) completes its spell on 6 − damage + 10 or less, and rolls exactly that", async () => {
    setupGm();
    harness.actAs(GM);
    const t = await toromeen({ experience: 1000, advancedLevel: 2 });
    await t.update({ ownership: { [PLAYER.id]: 3 } } as never);
    const y = await yeti({ reactions: { perception: 6, willpower: 6, fortitude: 6, evasion: 6 }, movement: 10 });
    harness.actAs(PLAYER);
    target(y);
    // Hit die 1; Toromeen's battleaxe and strength bonus make the damage; read it from the card.
    harness.queueFaces([1, 1]);
    await gmRollAttack(t, { item: t.items.contents.find((i) => (i.type as string) === "gmWeapon") as never, skipDialog: true, options: { calledShot: true } });
    const card = calledCard();
    const called = (card.system as { called: { damage: number; evasion: number } }).called;
    expect(called.evasion).toBe(6 - called.damage + 10);
    harness.actAs(GM);
    harness.queueFaces([called.evasion]);
    await press(card, "disrupt", "evasion");
    expect(result()!.content).toContain("Completes the action");
    expect(result()!.content).toContain(`Yeti rolled ${called.evasion} (needed ${called.evasion} or less) and completes the spell`);
  });

  it("a warrior's missed called shot turned into a hit by a mojo bid: its damage card offers the reaction too", async () => {
    setupGm();
    registerRelay();
    const t = await toromeen({ experience: 1000, advancedLevel: 2, mojo: 20 });
    const y = await yeti({ reactions: { perception: 6, willpower: 6, fortitude: 6, evasion: 6 }, movement: 10 });
    target(y);
    harness.queueFaces([15]);
    await gmRollAttack(t, { item: t.items.contents.find((i) => (i.type as string) === "gmWeapon") as never, skipDialog: true, options: { calledShot: true } });
    expect(harness.messages().some((m) => m.content.includes("gmCalledShotReaction"))).toBe(false);
    const bid = [...harness.messages()].reverse().find((m) => m.content.includes('data-anthology-action="gmMojoBid"'))!;
    harness.queueFaces([2]);
    await runChatAction("gmMojoBid", {
      message: bid as never,
      dataset: { anthologyAction: "gmMojoBid" } as unknown as DOMStringMap,
      event: new Event("click"),
    });
    await harness.settle();
    const called = (calledCard().system as { called: { targetUuid: string; damage: number; evasion: number } }).called;
    expect(called.targetUuid).toBe(y.uuid);
    expect(called.evasion).toBe(6 - called.damage + 10);
  });

  it("a knockout blow (a called shot with its own evasion) offers no other effect", async () => {
    setupGm();
    const t = await toromeen({ experience: 1000, advancedLevel: 2 });
    const y = await yeti();
    target(y);
    harness.queueFaces([1, 1]);
    await gmRollAttack(t, {
      item: t.items.contents.find((i) => (i.type as string) === "gmWeapon") as never,
      skipDialog: true,
      options: { blow: "knockout", targetState: "unaware" },
    });
    expect(harness.messages().at(-1)!.content).toContain("evasion against the knockout");
    expect(harness.messages().some((m) => m.content.includes("gmCalledShotReaction"))).toBe(false);
  });

  it("an attack without a called shot offers no reaction", async () => {
    setupGm();
    const t = await toromeen({ experience: 1000, advancedLevel: 2 });
    const y = await yeti();
    target(y);
    harness.queueFaces([1, 1]);
    await gmRollAttack(t, { item: t.items.contents.find((i) => (i.type as string) === "gmWeapon") as never, skipDialog: true });
    expect(harness.messages().some((m) => m.content.includes("gmCalledShotReaction"))).toBe(false);
    expect(harness.messages().some((m) => m.content.includes("gm-apply-default"))).toBe(true);
  });
});

describe('the caster\'s reduced movement and the distracted archer (004 "Called shot", 001 "Spells and spirits")', () => {
  it("a spell of 3 seconds leaves movement 10 − 3 = 7: evasion 8 − 5 damage + 7 = 10; a spell of a round leaves none: 8 − 5 = 3", () => {
    expect(gmCalledShotCastingTargets(8, 5, 10, [{ name: "Sleepfall", castingTime: { amount: "3", unit: "second" } }])).toEqual([
      { name: "Sleepfall", movement: 7, evasion: 10 },
    ]);
    expect(gmCalledShotCastingTargets(8, 5, 10, [{ name: "Ward", castingTime: { amount: "1", unit: "round" } }])).toEqual([
      { name: "Ward", movement: 0, evasion: 3 },
    ]);
    // Casting longer than the movement: no movement (001).
    expect(gmCalledShotCastingTargets(8, 5, 6, [{ name: "Long", castingTime: { amount: "8", unit: "second" } }])[0]!.movement).toBe(0);
  });

  const spell = { name: "Sleepfall", type: "gmSpell", system: { castingTime: { amount: "3", unit: "second" } } };
  const bow = weapon("bow");

  async function shotAtCaster() {
    setupGm();
    registerRelay();
    harness.actAs(GM);
    const t = await toromeen({ experience: 1000, advancedLevel: 2 }, [spell, bow]);
    await t.update({ ownership: castOwnership() } as never);
    const y = await yeti({ reactions: { perception: 6, willpower: 6, fortitude: 6, evasion: 6 } });
    target(t);
    // Hit die 1, then the Yeti's d6 damage: 4.
    harness.queueFaces([1, 4]);
    await gmRollAttack(y, { skipDialog: true, options: { calledShot: true } });
    return t;
  }

  it("the card offers Sleepfall at the movement left while casting, and the archer's reactions against the distraction", async () => {
    const t = await shotAtCaster();
    const n = t.system.numbers;
    const card = calledCard();
    const called = (
      card.system as { called: { casting: { name: string; movement: number; evasion: number }[]; distract: boolean; evasion: number; fortitude: number } }
    ).called;
    expect(called.casting).toEqual([{ name: "Sleepfall", movement: n.movement - 3, evasion: n.reactions.evasion - 4 + n.movement - 3 }]);
    expect(called.distract).toBe(true);
    const evasion = called.casting[0]!.evasion;
    expect(card.content).toContain(
      `Complete Sleepfall (movement ${n.movement - 3} while casting): evasion ${evasion} or less (${(Math.min(20, Math.max(0, evasion)) * 5).toFixed(1)}%)`,
    );
    expect(card.content).toContain(`Shoot as normal: fortitude ${called.fortitude} or less`);
    expect(card.content).toContain('data-effect="distract" data-reaction="evasion"');
  });

  it("the owning player rolls evasion for Sleepfall against the reduced-movement number and fails: the spell is disrupted, no verve lost", async () => {
    const t = await shotAtCaster();
    const evasion = (calledCard().system as { called: { casting: { evasion: number }[] } }).called.casting[0]!.evasion;
    harness.actAs(PLAYER);
    harness.queueFaces([evasion + 1]);
    const div = document.createElement("div");
    div.innerHTML = calledCard().content;
    const button = div.querySelector('[data-casting="0"]') as HTMLElement;
    await runChatAction("gmCalledShotReaction", { message: calledCard() as never, dataset: button.dataset, event: new Event("click") });
    await harness.settle();
    expect(result()!.content).toContain(`Toromeen rolled ${evasion + 1} (needed ${evasion} or less): Sleepfall is disrupted. No verve is lost`);
    expect(result()!.content).toContain(`movement while casting ${t.system.numbers.movement - 3}`);
  });

  it("the distracted archer: a failed fortitude says the missile misses; a made one says the shot goes on", async () => {
    await shotAtCaster();
    const fortitude = (calledCard().system as { called: { fortitude: number } }).called.fortitude;
    harness.actAs(PLAYER);
    harness.queueFaces([20]);
    await press(calledCard(), "distract", "fortitude");
    expect(result()!.content).toContain("The missile misses");
    expect(result()!.content).toContain(
      `Toromeen rolled 20 (needed ${fortitude} or less): distracted, their arrow or other missile this round misses automatically.`,
    );
  });

  it("a spell index the card does not hold, or a casting button forged to fortitude, is refused: nothing is rolled", async () => {
    await shotAtCaster();
    harness.actAs(GM);
    for (const dataset of [
      { effect: "disrupt", reaction: "evasion", casting: "3" },
      { effect: "disrupt", reaction: "fortitude", casting: "0" },
      { effect: "drop", reaction: "evasion", casting: "0" },
    ]) {
      const warnings = harness.notifications.log.length;
      await runChatAction("gmCalledShotReaction", {
        message: calledCard() as never,
        dataset: { anthologyAction: "gmCalledShotReaction", ...dataset } as unknown as DOMStringMap,
        event: new Event("click"),
      });
      await harness.settle();
      expect(result()).toBeUndefined();
      expect(harness.notifications.log.length).toBeGreaterThan(warnings);
    }
  });

  it("a target with no spell and no missile weapon is offered neither (Toromeen with his battleaxe only)", async () => {
    setupGm();
    const t = await toromeen({ experience: 1000, advancedLevel: 2 });
    const y = await yeti();
    target(t);
    harness.queueFaces([1, 4]);
    await gmRollAttack(y, { skipDialog: true, options: { calledShot: true } });
    expect(calledCard().content).not.toContain("data-casting");
    expect(calledCard().content).not.toContain('data-effect="distract"');
  });
});
