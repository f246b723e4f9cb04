/**
 * The Warden's apply-damage button on a card that names no target (module/core/chat/damage-action.ts `rollsHere`): one
 * targeted token's damage goes to the active GM's per-actor queue like every ruleset's; an attack on several targets,
 * whose targets each roll a save in a dialog, stays on the clicker's client, each target claimed on the active GM's
 * client before its save (chat-actions.ts `claimActorUse`, relay.ts `grantClaim`): two users pressing it at once with
 * the harness's round trip on (each query and document change waits a macrotask before it lands) apply it once per
 * target, and the one who comes second for a target is told it is taken.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { runChatAction } from "../../module/core/chat/chat-actions.js";
import { registerRelay } from "../../module/core/chat/relay.js";
import { registerWardenChatActions } from "../../module/rulesets/warden/chat/actions.js";
import { GM, GM2, PLAYER, PLAYER2, harness } from "../harness/foundry.js";
import { installWarden, makeActor, sys } from "../rulesets/warden/skin-setup.js";
import { answerRollDialog, type RollDialogAnswer } from "../rulesets/roll-dialog-answer.js";

beforeEach(() => {
  installWarden();
  registerWardenChatActions();
  registerRelay();
});

/** The player's creature (hp 9, DEX 5): the test's target. */
async function playersCreature(name: string): Promise<Actor.Implementation> {
  harness.actAs(GM);
  const actor = await makeActor("wardenCreature", name, { hp: { value: 9, max: 9 }, dex: { value: 5, max: 5 } });
  await actor.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  return actor;
}

/** The GM's card: 6 damage at IR 15, naming no target, with its button as the chat log shows it. */
async function card(): Promise<ChatMessage.Implementation> {
  harness.actAs(GM);
  const content = '<button type="button" data-anthology-action="wardenApplyDamage" data-damage="6">Apply</button>';
  return (await ChatMessage.create({ content, type: "wardenCard", system: { damage: 6, ir: 15 } } as never)) as unknown as ChatMessage.Implementation;
}

/** Who wrote the actors' HP while `fn` ran (the user whose client ran each update). */
async function hpWriters<T>(actors: Actor.Implementation[], fn: () => Promise<T>): Promise<{ results: T; writers: string[] }> {
  const writers: string[] = [];
  const spies = actors.map((actor) => {
    const update = actor.update.bind(actor);
    return vi.spyOn(actor, "update").mockImplementation(((changes: Record<string, unknown>, options?: unknown) => {
      if (Object.keys(foundry.utils.flattenObject(changes ?? {}) as object).some((k) => k.startsWith("system.hp"))) writers.push(game.user?.id ?? "");
      return update(changes as never, options as never);
    }) as never);
  });
  try {
    return { results: await fn(), writers };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

async function press(message: ChatMessage.Implementation): Promise<unknown> {
  return harness.onClientOf(PLAYER, () =>
    runChatAction("wardenApplyDamage", { message, dataset: { anthologyAction: "wardenApplyDamage", damage: "6" }, event: { shiftKey: true } as never }),
  );
}

describe("Warden damage on the clicker's own targets, with the active GM connected", () => {
  it("one targeted token: the 6 damage is written once, by the active GM's client", async () => {
    const goblin = await playersCreature("Goblin");
    const message = await card();
    PLAYER.targets.clear();
    PLAYER.targets.add({ actor: goblin });
    harness.roundTrip(true);
    const { results, writers } = await hpWriters([goblin], () => press(message));
    expect(results).toBeTruthy();
    expect(sys(goblin).hp.value).toBe(3);
    expect(writers).toEqual([GM.id]);
  });

  it("two targeted tokens: each saves in the clicker's dialog, so the click runs on the clicker's client", async () => {
    const one = await playersCreature("One");
    const two = await playersCreature("Two");
    const message = await card();
    PLAYER.targets.clear();
    PLAYER.targets.add({ actor: one });
    PLAYER.targets.add({ actor: two });
    // Saves d20 + DEX 5 against IR 15: 2 + 5 = 7 and 3 + 5 = 8 fail; each takes 6.
    harness.queueFaces([2, 3]);
    const { writers } = await hpWriters([one, two], () => press(message));
    expect([sys(one).hp.value, sys(two).hp.value]).toEqual([3, 3]);
    expect(writers).toEqual([PLAYER.id, PLAYER.id]);
  });
});

type User = typeof GM;

/** `user` targets these tokens on their client (v13 `User#targets`). */
function aim(user: User, actors: Actor.Implementation[]): void {
  user.targets.clear();
  for (const actor of actors) user.targets.add({ actor });
}

/** A shift-click (no save dialog) on `user`'s client, and the warnings that client was shown. */
async function pressAs(user: User, message: ChatMessage.Implementation): Promise<{ result: unknown; warnings: string[] }> {
  return harness.onClientOf(user, async () => {
    const before = harness.notifications.log.length;
    const result = await runChatAction("wardenApplyDamage", {
      message,
      dataset: { anthologyAction: "wardenApplyDamage", damage: "6" },
      event: { shiftKey: true } as never,
    });
    return {
      result,
      warnings: harness.notifications.log
        .slice(before)
        .filter((n) => n.type === "warn")
        .map((n) => String(n.message)),
    };
  });
}

/** The saves rolled against the attack (one card each). */
function savesRolled(): number {
  return harness.messages().filter((m) => String(m.content).includes("Save against the attack")).length;
}

/** The card's claims and spent mark left on an actor. */
function marks(actor: Actor.Implementation, message: ChatMessage.Implementation): { claims: unknown; spent: unknown } {
  const flags = actor.flags as object;
  return {
    claims: foundry.utils.getProperty(flags, `anthology.cardClaims.${message.id}`) ?? null,
    spent: foundry.utils.getProperty(flags, `anthology.spentCards.${message.id}.wardenApplyDamage`) ?? null,
  };
}

/** Answers the next roll dialogs in turn (each armed once the one before it shows: the helper answers one at a time). */
function answerDialogs(answers: RollDialogAnswer[]): void {
  const [first, ...rest] = answers;
  if (!first) return;
  answerRollDialog({ ...first, seen: (dialog, offered) => (first.seen?.(dialog, offered), answerDialogs(rest)) });
}

describe("Warden attack on several targets: two users pressing at once apply it once per target", () => {
  /** Two targets both users aim at, the card, and the presses at once; every save fails (d20 2 or 3, + DEX 5 < IR 15). */
  async function race(first: User, second: User, setup: (one: Actor.Implementation, two: Actor.Implementation) => Promise<void> = async () => undefined) {
    const one = await playersCreature("One");
    const two = await playersCreature("Two");
    await setup(one, two);
    const message = await card();
    aim(first, [one, two]);
    aim(second, [one, two]);
    // Faces enough for both presses to roll both saves (what a doubled application would take).
    harness.queueFaces([2, 3, 2, 3]);
    harness.roundTrip(true);
    const { results, writers } = await hpWriters([one, two], () => Promise.all([pressAs(first, message), pressAs(second, message)]));
    await harness.settle();
    return { one, two, message, presses: results, writers };
  }

  function expectOnce({ one, two, message, presses, writers }: Awaited<ReturnType<typeof race>>): void {
    // 9 HP, 6 damage once each (twice would be 0 HP and a STR loss).
    expect([sys(one).hp.value, sys(two).hp.value]).toEqual([3, 3]);
    expect(writers).toHaveLength(2);
    expect(savesRolled()).toBe(2);
    // The second press on a target is told someone else has it (lang: ANTHOLOGY.Relay.Refused.Busy / Warn.CardBusy).
    expect(presses.flatMap((p) => p.warnings).join(" ")).toMatch(/someone else is pressing this card's button right now/i);
    // The spent mark written, and no claim left on either target.
    expect(marks(one, message)).toEqual({ claims: null, spent: true });
    expect(marks(two, message)).toEqual({ claims: null, spent: true });
  }

  it("the GM and the owner at once", async () => {
    expectOnce(await race(GM, PLAYER));
  });

  it("two GMs at once", async () => {
    harness.connect(GM2);
    expectOnce(await race(GM, GM2));
  });

  it("two owners at once (a second player shares the creatures)", async () => {
    expectOnce(
      await race(PLAYER, PLAYER2, async (one, two) => {
        harness.actAs(GM);
        for (const actor of [one, two]) await actor.update({ ownership: { default: 0, [PLAYER.id]: 3, [PLAYER2.id]: 3 } } as never);
      }),
    );
  });

  it("with the save dialogs: each target's dialog opens once, whoever presses", async () => {
    const one = await playersCreature("One");
    const two = await playersCreature("Two");
    const message = await card();
    aim(GM, [one, two]);
    aim(PLAYER, [one, two]);
    const opened: string[] = [];
    // Two dialogs answered (Roll); a third, which only a doubled press would open, is not.
    const seen = { seen: () => void opened.push(game.user!.id!) };
    answerDialogs([seen, seen]);
    harness.queueFaces([2, 3]);
    harness.roundTrip(true);
    const click = (user: User) =>
      harness.onClientOf(user, () =>
        runChatAction("wardenApplyDamage", {
          message,
          dataset: { anthologyAction: "wardenApplyDamage", damage: "6" } as DOMStringMap,
          event: new Event("click"),
        }),
      );
    await Promise.all([click(GM), click(PLAYER)]);
    await harness.settle();
    expect(opened).toHaveLength(2);
    expect([sys(one).hp.value, sys(two).hp.value]).toEqual([3, 3]);
    expect(marks(one, message)).toEqual({ claims: null, spent: true });
    expect(marks(two, message)).toEqual({ claims: null, spent: true });
  });

  it("a save dialog closed: that target's claim is released and the card stays usable for it", async () => {
    const one = await playersCreature("One");
    const two = await playersCreature("Two");
    const message = await card();
    aim(PLAYER, [one, two]);
    answerDialogs([{ press: "close" }, {}]);
    harness.queueFaces([3]);
    harness.roundTrip(true);
    const click = () =>
      harness.onClientOf(PLAYER, () =>
        runChatAction("wardenApplyDamage", {
          message,
          dataset: { anthologyAction: "wardenApplyDamage", damage: "6" } as DOMStringMap,
          event: new Event("click"),
        }),
      );
    await click();
    expect([sys(one).hp.value, sys(two).hp.value]).toEqual([9, 3]);
    expect(marks(one, message)).toEqual({ claims: null, spent: null });
    expect(marks(two, message)).toEqual({ claims: null, spent: true });
    // The GM applies it to the first now (its save fails: 2 + 5 < 15); the second is already hit.
    aim(GM, [one, two]);
    harness.queueFaces([2]);
    const gm = await pressAs(GM, message);
    expect([sys(one).hp.value, sys(two).hp.value]).toEqual([3, 3]);
    expect(gm.warnings.join(" ")).toMatch(/already used/i);
  });

  it("a target claimed by an attack on several targets is refused to a one-target press meanwhile", async () => {
    const one = await playersCreature("One");
    const two = await playersCreature("Two");
    const message = await card();
    // The owner's attack on both, the GM's press with only the first targeted (applied in the GM's own queue).
    aim(PLAYER, [one, two]);
    aim(GM, [one]);
    harness.queueFaces([2, 3, 2]);
    harness.roundTrip(true);
    const { results, writers } = await hpWriters([one, two], () => Promise.all([pressAs(PLAYER, message), pressAs(GM, message)]));
    await harness.settle();
    expect([sys(one).hp.value, sys(two).hp.value]).toEqual([3, 3]);
    expect(writers).toHaveLength(2);
    expect(results.flatMap((p) => p.warnings).join(" ")).toMatch(/(someone else is pressing|already used)/i);
    expect(marks(one, message)).toEqual({ claims: null, spent: true });
  });
});
