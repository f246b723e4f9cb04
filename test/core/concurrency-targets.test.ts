/**
 * A damage card that names no target applies to the clicker's own targeted tokens (module/core/chat/damage-action.ts).
 * Each affected actor's application is routed to the active GM's per-actor queue as a card's named target is (relay.ts,
 * the request recorded on that actor), so two users targeting the same token and pressing at once apply it once.
 * `harness.roundTrip(true)`: both clicks read the actor before either write lands, as two browsers do.
 * The card: a Shadow monster's attack with no token targeted (its damage card applies to the clicker's targets).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RELAY_REQUEST_FLAG, runChatAction } from "../../module/core/chat/chat-actions.js";
import { registerRelay } from "../../module/core/chat/relay.js";
import { shadowAttack } from "../../module/rulesets/shadow/rolls/attack.js";
import { shadowCardOf } from "../../module/rulesets/shadow/data/card.js";
import { GM, GM2, PLAYER, PLAYER2, harness } from "../harness/foundry.js";
import { answerRollDialog } from "../rulesets/roll-dialog-answer.js";
import { attrs, installShadow, makeActor, sword, target, view } from "../rulesets/shadow/skin-helpers.js";

beforeEach(async () => {
  installShadow();
  (await import("../../module/dice/index.js")).registerDice();
  registerRelay();
});
afterEach(() => vi.restoreAllMocks());

type User = typeof GM;

/** `user` targets `actor`'s token on their own client and presses the card's apply button there (its `data-*` as the DOM gives them). */
async function targetAndClick(user: User, card: ChatMessage.Implementation, actor: Actor.Implementation): Promise<{ result: unknown; warnings: string[] }> {
  target(user, actor);
  return harness.onClientOf(user, async () => {
    const before = harness.notifications.log.length;
    const result = await runChatAction("shadowApplyDamage", { message: card, dataset: { anthologyAction: "shadowApplyDamage" }, event: new Event("click") });
    return {
      result,
      warnings: harness.notifications.log
        .slice(before)
        .filter((n) => n.type === "warn")
        .map((n) => String(n.message)),
    };
  });
}

/** The player's Ylva (no armor, Toughness 10+), and the GM's troll hitting for 5 with no token targeted: its damage card. */
async function setup(): Promise<{ ylva: Actor.Implementation; troll: Actor.Implementation; card: ChatMessage.Implementation }> {
  harness.actAs(GM);
  const ylva = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ strong: 15 }) }, [], { default: 0, [PLAYER.id]: 3 });
  const troll = await makeActor("shadowMonster", "Troll", { attributes: attrs({ accurate: 12 }) }, [sword]);
  for (const user of [GM, GM2, PLAYER, PLAYER2]) target(user, null);
  answerRollDialog({ edits: { defense: "8" } });
  harness.queueFaces([14, 5]);
  expect(await shadowAttack(troll.items.contents[0] as Item.Implementation)).toBe("hit");
  const card = harness.messages().at(-1)! as unknown as ChatMessage.Implementation;
  expect(shadowCardOf(card)?.damage).toMatchObject({ defender: "", weaponTotal: 5 });
  return { ylva, troll, card };
}

/** The writes of Toughness on `actor` while `fn` runs, by the user whose client wrote each (documents are shared here). */
async function toughnessWrites<T>(actor: Actor.Implementation, fn: () => Promise<T>): Promise<{ results: T; writers: string[] }> {
  const writers: string[] = [];
  const update = actor.update.bind(actor);
  const spy = vi.spyOn(actor, "update").mockImplementation(((changes: Record<string, unknown>, options?: unknown) => {
    const flat = foundry.utils.flattenObject(changes ?? {}) as Record<string, unknown>;
    if (Object.keys(flat).some((k) => k.startsWith("system.toughness"))) writers.push(game.user?.id ?? "");
    return update(changes as never, options as never);
  }) as never);
  try {
    return { results: await fn(), writers };
  } finally {
    spy.mockRestore();
  }
}

function requestsOn(actor: Actor.Implementation): string[] {
  return Object.keys((foundry.utils.getProperty(actor.flags, `anthology.${RELAY_REQUEST_FLAG}`) as object | undefined) ?? {});
}

function spent(actor: Actor.Implementation, card: ChatMessage.Implementation): unknown {
  return foundry.utils.getProperty(actor.flags, `anthology.spentCards.${card.id}.shadowApplyDamage`);
}

describe("a card that names no target, pressed at once on the same targeted token", () => {
  it("the GM and the owner: 5 taken once, the other told it was already used, no request left on the actor", async () => {
    const { ylva, card } = await setup();
    const before = view(ylva).toughness.value;
    harness.roundTrip(true);
    const {
      results: [gm, owner],
      writers,
    } = await toughnessWrites(ylva, () => Promise.all([targetAndClick(GM, card, ylva), targetAndClick(PLAYER, card, ylva)]));
    expect(writers).toEqual([GM.id]);
    expect(before - view(ylva).toughness.value).toBe(5);
    expect(spent(ylva, card)).toBe(true);
    expect(requestsOn(ylva)).toEqual([]);
    expect([...gm.warnings, ...owner.warnings].join(" ")).toMatch(/already/i);
  });

  it("two GMs: 5 taken once, one of them told it was already used", async () => {
    harness.connect(GM2);
    const { ylva, card } = await setup();
    const before = view(ylva).toughness.value;
    harness.roundTrip(true);
    const {
      results: [one, two],
      writers,
    } = await toughnessWrites(ylva, () => Promise.all([targetAndClick(GM, card, ylva), targetAndClick(GM2, card, ylva)]));
    expect(writers).toEqual([GM.id]);
    expect(before - view(ylva).toughness.value).toBe(5);
    expect([...one.warnings, ...two.warnings].join(" ")).toMatch(/already/i);
  });

  it("the owner alone: applied once, on the active GM's client; a second press is told it was used", async () => {
    const { ylva, card } = await setup();
    const before = view(ylva).toughness.value;
    harness.roundTrip(true);
    const {
      results: [first, again],
      writers,
    } = await toughnessWrites(ylva, async () => [await targetAndClick(PLAYER, card, ylva), await targetAndClick(PLAYER, card, ylva)] as const);
    expect(first.result).toBeTruthy();
    expect(again.result).toBeNull();
    expect(again.warnings.join(" ")).toMatch(/already/i);
    expect(before - view(ylva).toughness.value).toBe(5);
    // Written once, by the active GM's client, where the per-actor queue is.
    expect(writers).toEqual([GM.id]);
  });

  it("a player targeting a token they do not own is refused as before; nothing is recorded on that actor", async () => {
    const { ylva, card } = await setup();
    const before = view(ylva).toughness.value;
    harness.roundTrip(true);
    const other = await targetAndClick(PLAYER2, card, ylva);
    expect(other.result).toBeNull();
    expect(other.warnings.length).toBeGreaterThan(0);
    expect(view(ylva).toughness.value).toBe(before);
    expect(requestsOn(ylva)).toEqual([]);
    expect(spent(ylva, card)).toBeUndefined();
  });

  it("with no GM connected the owner's click runs on their own client, once; a second press is told it was used", async () => {
    const { ylva, card } = await setup();
    harness.connect(GM, false);
    const before = view(ylva).toughness.value;
    harness.roundTrip(true);
    const {
      results: [first, again],
      writers,
    } = await toughnessWrites(ylva, async () => [await targetAndClick(PLAYER, card, ylva), await targetAndClick(PLAYER, card, ylva)] as const);
    expect(first.result).toBeTruthy();
    expect(again.result).toBeNull();
    expect(again.warnings.join(" ")).toMatch(/already/i);
    expect(before - view(ylva).toughness.value).toBe(5);
    expect(writers).toEqual([PLAYER.id]);
    expect(requestsOn(ylva)).toEqual([]);
  });

  it("the owner targeting their own token and the GM's troll: their token's damage goes through the GM's queue, the troll is refused", async () => {
    const { ylva, troll, card } = await setup();
    const trollBefore = view(troll).toughness.value;
    const before = view(ylva).toughness.value;
    harness.roundTrip(true);
    PLAYER.targets.clear();
    PLAYER.targets.add({ actor: ylva, name: ylva.name });
    PLAYER.targets.add({ actor: troll, name: troll.name });
    const { results, writers } = await toughnessWrites(ylva, () =>
      harness.onClientOf(PLAYER, async () => {
        const from = harness.notifications.log.length;
        const result = await runChatAction("shadowApplyDamage", {
          message: card,
          dataset: { anthologyAction: "shadowApplyDamage" },
          event: new Event("click"),
        });
        return {
          result,
          warnings: harness.notifications.log
            .slice(from)
            .filter((n) => n.type === "warn")
            .map((n) => String(n.message)),
        };
      }),
    );
    expect(results.result).toBeTruthy();
    expect(results.warnings.join(" ")).toContain("Troll");
    expect(writers).toEqual([GM.id]);
    expect(before - view(ylva).toughness.value).toBe(5);
    expect(view(troll).toughness.value).toBe(trollBefore);
    expect(requestsOn(troll)).toEqual([]);
  });
});
