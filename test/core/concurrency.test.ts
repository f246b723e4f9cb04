/**
 * Several people clicking at once (README "Players acting through the GM"). With the harness's round trip on
 * (test/harness/round-trip.ts: each query and document change waits a macrotask before the "server" applies it, as
 * v13's `ClientDatabaseBackend` → `SocketInterface.dispatch` and `User#query` do), two clients' clicks interleave:
 * both read an actor before either write lands. Each click runs with its own client's `game.user`
 * (`harness.onClientOf`). Module state (a client's "click running" guard) is shared by the simulated clients here and
 * per client in Foundry, so these cases pass without it: every one-time application on a card's target runs in the
 * active GM's per-actor queue (module/core/chat/chat-actions.ts `serialized`, relay.ts).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { RELAY_REQUEST_FLAG, runChatAction } from "../../module/core/chat/chat-actions.js";
import { RELAY_QUERY, registerRelay } from "../../module/core/chat/relay.js";
import { gmRollDamage } from "../../module/rulesets/gods-monsters/rolls/damage.js";
import { GM, GM2, PLAYER, PLAYER2, harness } from "../harness/foundry.js";
import { respond, setupGm, toromeen, yeti } from "../rulesets/gods-monsters/actors/setup.js";

type Vital = Actor.Implementation & { system: { survival: { value: number } } };
type Hero = Actor.Implementation;

beforeEach(() => {
  setupGm();
  registerRelay();
});

/** The card's apply button as the chat log shows it (its data-* from the attributes, empty values included). */
function applyButton(card: ChatMessage.Implementation): DOMStringMap {
  const template = document.createElement("template");
  template.innerHTML = card.content ?? "";
  const button = template.content.querySelector<HTMLElement>("[data-anthology-action='gmApplyDamage']");
  if (!button) throw new Error("the damage card has no apply button");
  const dataset: Record<string, string> = {};
  for (const { name, value } of button.attributes) {
    if (name.startsWith("data-")) dataset[name.slice(5).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
  }
  return dataset as DOMStringMap;
}

/** A click on `user`'s client, and the warnings that client was shown. */
async function click(user: typeof GM, card: ChatMessage.Implementation): Promise<{ result: unknown; warnings: string[] }> {
  return harness.onClientOf(user, async () => {
    const before = harness.notifications.log.length;
    const result = await runChatAction("gmApplyDamage", { message: card, dataset: applyButton(card), event: new Event("click") });
    // Notifications are one list here; a client's own are those raised while its user is game.user.
    return { result, warnings: harness.notifications.log.slice(before).filter((n) => n.type === "warn").map((n) => String(n.message)) };
  });
}

/** `owner`'s hero (their own character) rolling `face` on a d6 against `target`: the damage card their client posts. */
async function damageCard(owner: typeof PLAYER, hero: Actor.Implementation, target: Actor.Implementation, face: number): Promise<ChatMessage.Implementation> {
  return harness.onClientOf(owner, async () => {
    harness.queueFaces([face]);
    const rolled = await gmRollDamage(hero as never, { actorUuid: hero.uuid, targetUuid: target.uuid, dice: "1d6", damageBonus: 0, diceCount: 0, blow: "", label: "Battleaxe" });
    return rolled!.message!;
  });
}

/** Runs `fn` counting the damage applications (the G&M flow announces each as anthology.damageApplied). */
async function applications<T>(fn: () => Promise<T>): Promise<{ results: T; count: number }> {
  let count = 0;
  const listener = () => void count++;
  Hooks.on("anthology.damageApplied" as never, listener as never);
  try {
    return { results: await fn(), count };
  } finally {
    Hooks.off("anthology.damageApplied" as never, listener as never);
  }
}

async function heroOf(owner: typeof PLAYER): Promise<Actor.Implementation> {
  harness.actAs(GM);
  const hero = await toromeen();
  await hero.update({ name: `${owner.name}'s hero`, ownership: { default: 0, [owner.id]: 3 } } as never);
  return hero;
}

describe("several users at once, with a real round trip", () => {
  it("two players' relayed damage 3 and 4 on one creature: it loses 7, and both are told it was applied", async () => {
    const first = await heroOf(PLAYER);
    const second = await heroOf(PLAYER2);
    harness.actAs(GM);
    const monster = (await yeti()) as unknown as Vital;
    const a = await damageCard(PLAYER, first, monster, 3);
    const b = await damageCard(PLAYER2, second, monster, 4);
    const before = monster.system.survival.value;
    harness.roundTrip(true);
    const [ra, rb] = await Promise.all([click(PLAYER, a), click(PLAYER2, b)]);
    expect(before - monster.system.survival.value).toBe(7);
    expect([ra.result, rb.result]).toEqual([{ ok: true }, { ok: true }]);
  });

  it("the GM and the owner clicking the same card at once: applied once, and the other is told it was already applied", async () => {
    const hero = (await heroOf(PLAYER)) as unknown as Hero;
    harness.actAs(GM);
    const monster = await yeti();
    // The GM's yeti hits the player's hero: the GM's card, which both the GM and the hero's owner may press.
    const card = await damageCard(GM, monster, hero, 5);
    harness.roundTrip(true);
    const applied = await applications(() => Promise.all([click(GM, card), click(PLAYER, card)]));
    const [gm, owner] = applied.results;
    expect(applied.count).toBe(1);
    expect(hero.flags.anthology?.spentCards).toBeTruthy();
    // The owner's routed request, recorded on the hero, is removed once the active GM answered it.
    expect(Object.keys((foundry.utils.getProperty(hero.flags, `anthology.${RELAY_REQUEST_FLAG}`) as object | undefined) ?? {})).toEqual([]);
    expect([...gm.warnings, ...owner.warnings].join(" ")).toMatch(/already used/);
  });

  it("two GMs clicking the same card at once: applied once, the second GM is told", async () => {
    harness.connect(GM2);
    const hero = await heroOf(PLAYER);
    harness.actAs(GM);
    const monster = (await yeti()) as unknown as Vital;
    const card = await damageCard(PLAYER, hero, monster, 5);
    const before = monster.system.survival.value;
    harness.roundTrip(true);
    const applied = await applications(() => Promise.all([click(GM, card), click(GM2, card)]));
    const [one, two] = applied.results;
    expect(applied.count).toBe(1);
    expect(before - monster.system.survival.value).toBe(5);
    expect([...one.warnings, ...two.warnings].join(" ")).toMatch(/already used/);
  });

  it("a second player sending the query for the first player's card (naming the first as requester) is refused", async () => {
    const hero = await heroOf(PLAYER);
    harness.actAs(GM);
    const monster = (await yeti()) as unknown as Vital;
    const card = await damageCard(PLAYER, hero, monster, 5);
    const before = monster.system.survival.value;
    harness.roundTrip(true);
    // All a hostile client can put in a query: the card, the action, the button, a requester and a nonce of its own.
    const hostile = { messageId: card.id, action: "gmApplyDamage", requester: PLAYER.id, dataset: { ...applyButton(card) }, nonce: "forgednonce00000" };
    const answer = await harness.onClientOf(PLAYER2, () => GM.query(RELAY_QUERY, hostile as never));
    expect(answer).toEqual({ ok: false, reason: "NotAuthor" });
    expect(monster.system.survival.value).toBe(before);
    // The first player's own click still works, and a replay of their recorded request afterwards is refused.
    // Requests are recorded under their nonces (flags.anthology.relayRequest.<nonce>), which every client can read.
    const seen: string[] = [];
    const watch = (_doc: unknown, change: { flags?: { anthology?: Record<string, Record<string, unknown>> } }) =>
      void seen.push(...Object.keys(change.flags?.anthology?.[RELAY_REQUEST_FLAG] ?? {}).filter((k) => !k.startsWith("-=")));
    Hooks.on("updateChatMessage" as never, watch as never);
    expect((await click(PLAYER, card)).result).toEqual({ ok: true });
    Hooks.off("updateChatMessage" as never, watch as never);
    const [recorded] = seen;
    expect(recorded).toBeTruthy();
    // The active GM's client removes an answered request (relay.ts `clearRequest`), so the card holds none and a
    // replay of its nonce finds no request: refused as any query nobody recorded (before, it was refused as "Used").
    expect(Object.keys((foundry.utils.getProperty(card.flags, `anthology.${RELAY_REQUEST_FLAG}`) as object | undefined) ?? {})).toEqual([]);
    const replay = await harness.onClientOf(PLAYER2, () => GM.query(RELAY_QUERY, { messageId: card.id, nonce: recorded } as never));
    expect(replay).toEqual({ ok: false, reason: "NotAuthor" });
    expect(before - monster.system.survival.value).toBe(5);
  });

  it("a forged player card naming another player's character: not applied unless the active GM approves", async () => {
    const mine = await heroOf(PLAYER);
    const theirs = (await heroOf(PLAYER2)) as unknown as Hero;
    // The player's own card speaking as their hero, its system naming the second player's character and 939 damage.
    const forged = await harness.onClientOf(PLAYER, async () =>
      (await ChatMessage.create({
        content: `<button data-anthology-action="gmApplyDamage" data-blow="" data-archetypal="auto">Apply</button>`,
        speaker: ChatMessage.getSpeaker({ actor: mine as never }),
        type: "gmCard",
        system: { damage: { targetUuid: theirs.uuid, amount: 939, blow: "", diceCount: 0 } },
      } as never)) as unknown as ChatMessage.Implementation,
    );
    const before = JSON.stringify(theirs.toObject());
    const asked: string[] = [];
    respond((config) => {
      asked.push(`${game.user!.id}: ${String((config as { content?: string }).content)}`);
      return (foundry.applications.api.DialogV2 as unknown as { click(a: string): unknown }).click("no");
    });
    harness.roundTrip(true);
    const out = await click(PLAYER, forged);
    expect(JSON.stringify(theirs.toObject())).toBe(before);
    expect(out.warnings.join(" ")).toMatch(/GM declined/);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain(`${GM.id}: `);
    expect(asked[0]).toContain(PLAYER2.name);
  });

  it("the author's double click on their relayed card: applied once, the second told it was already used", async () => {
    const hero = await heroOf(PLAYER);
    harness.actAs(GM);
    const monster = (await yeti()) as unknown as Vital;
    const card = await damageCard(PLAYER, hero, monster, 5);
    const before = monster.system.survival.value;
    harness.roundTrip(true);
    // Two clicks of one client, the second before the first's request reached the GM: each request stands on its own.
    const { results, warnings } = await harness.onClientOf(PLAYER, async () => {
      const from = harness.notifications.log.length;
      const press = () => runChatAction("gmApplyDamage", { message: card, dataset: applyButton(card), event: new Event("click") });
      const out = await Promise.all([press(), press()]);
      return { results: out, warnings: harness.notifications.log.slice(from).filter((n) => n.type === "warn").map((n) => String(n.message)) };
    });
    expect(before - monster.system.survival.value).toBe(5);
    expect(results.filter((r) => (r as { ok?: boolean } | null)?.ok === true)).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/already used/);
  });

  it("a query handled by a GM who is not the active one is refused; nothing changes", async () => {
    harness.connect(GM2);
    const hero = await heroOf(PLAYER);
    harness.actAs(GM);
    const monster = (await yeti()) as unknown as Vital;
    const card = await damageCard(PLAYER, hero, monster, 5);
    const before = monster.system.survival.value;
    harness.roundTrip(true);
    // The player's own request, recorded on their card, sent to the second GM instead of the active one.
    const nonce = "ownrequest000000";
    const answer = await harness.onClientOf(PLAYER, async () => {
      await card.update({ [`flags.anthology.${RELAY_REQUEST_FLAG}.${nonce}`]: { messageId: card.id, action: "gmApplyDamage", dataset: JSON.stringify(applyButton(card)), nonce } } as never);
      return GM2.query(RELAY_QUERY, { messageId: card.id, nonce, action: "gmApplyDamage", requester: PLAYER.id, dataset: { ...applyButton(card) } } as never);
    });
    expect(answer).toEqual({ ok: false, reason: "NotActiveGM" });
    expect(monster.system.survival.value).toBe(before);
  });
});
