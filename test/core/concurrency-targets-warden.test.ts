/**
 * The Warden's apply-damage button on a card that names no target (module/core/chat/damage-action.ts `rollsHere`): one
 * targeted token's damage goes to the active GM's per-actor queue like every ruleset's; an attack on several targets,
 * whose targets each roll a save in a dialog, stays on the clicker's client.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { runChatAction } from "../../module/core/chat/chat-actions.js";
import { registerRelay } from "../../module/core/chat/relay.js";
import { registerWardenChatActions } from "../../module/rulesets/warden/chat/actions.js";
import { GM, PLAYER, harness } from "../harness/foundry.js";
import { installWarden, makeActor, sys } from "../rulesets/warden/skin-setup.js";

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
  return harness.onClientOf(PLAYER, () => runChatAction("wardenApplyDamage", { message, dataset: { anthologyAction: "wardenApplyDamage", damage: "6" }, event: { shiftKey: true } as never }));
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
