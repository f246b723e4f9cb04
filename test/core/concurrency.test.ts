/**
 * Several people clicking at once (README "Players acting through the GM"). With the harness's round trip on
 * (test/harness/round-trip.ts: each query and document change waits a macrotask before the "server" applies it, as
 * v13's `ClientDatabaseBackend` → `SocketInterface.dispatch` and `User#query` do), two clients' clicks interleave:
 * both read an actor before either write lands. Each click runs with its own client's `game.user`
 * (`harness.onClientOf`), and its own module state (a "click running" guard, a per-actor queue: module/core/client-state.ts,
 * one per simulated client as one per browser in Foundry). So these cases hold because every one-time application on
 * a card's target runs in the active GM's per-actor queue (module/core/chat/chat-actions.ts `serialized`, relay.ts),
 * not because one client sees another's guard.
 */
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { RELAY_REQUEST_FLAG, registerChatAction, runChatAction, serialized } from "../../module/core/chat/chat-actions.js";
import { RELAY_QUERY, registerRelay } from "../../module/core/chat/relay.js";
import { gmRollDamage } from "../../module/rulesets/gods-monsters/rolls/damage.js";
import { gmRollConsciousness } from "../../module/rulesets/gods-monsters/rolls/conditions.js";
import { clientStateOf } from "../harness/client-state.js";
import { GM, GM2, PLAYER, PLAYER2, castOwnership, harness } from "../harness/foundry.js";
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
    return {
      result,
      warnings: harness.notifications.log
        .slice(before)
        .filter((n) => n.type === "warn")
        .map((n) => String(n.message)),
    };
  });
}

/** `owner`'s hero (their own character) rolling `face` on a d6 against `target`: the damage card their client posts. */
async function damageCard(owner: typeof PLAYER, hero: Actor.Implementation, target: Actor.Implementation, face: number): Promise<ChatMessage.Implementation> {
  return harness.onClientOf(owner, async () => {
    harness.queueFaces([face]);
    const rolled = await gmRollDamage(hero as never, {
      actorUuid: hero.uuid,
      targetUuid: target.uuid,
      dice: "1d6",
      damageBonus: 0,
      diceCount: 0,
      blow: "",
      label: "Battleaxe",
    });
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
    const forged = await harness.onClientOf(
      PLAYER,
      async () =>
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
      return {
        results: out,
        warnings: harness.notifications.log
          .slice(from)
          .filter((n) => n.type === "warn")
          .map((n) => String(n.message)),
      };
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
      await card.update({
        [`flags.anthology.${RELAY_REQUEST_FLAG}.${nonce}`]: { messageId: card.id, action: "gmApplyDamage", dataset: JSON.stringify(applyButton(card)), nonce },
      } as never);
      return GM2.query(RELAY_QUERY, { messageId: card.id, nonce, action: "gmApplyDamage", requester: PLAYER.id, dataset: { ...applyButton(card) } } as never);
    });
    expect(answer).toEqual({ ok: false, reason: "NotActiveGM" });
    expect(monster.system.survival.value).toBe(before);
  });
});

/** A promise the test resolves when it chooses: a click held in the middle of its work. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

describe("each client keeps its own module state (module/core/client-state.ts), as each browser does", () => {
  it("a one-time click running on the owner's client holds that client's guard only; the GM's click meets the owner's claim, not that guard", async () => {
    const hero = await heroOf(PLAYER);
    const held = gate();
    const runs: string[] = [];
    // A one-time action held in the middle of its run, so the test can look at each client while it runs.
    registerChatAction("testHeldOnce", {
      once: true,
      actor: () => hero,
      async run() {
        runs.push(game.user!.id!);
        await held.wait;
        return { ok: true };
      },
    });
    harness.actAs(GM);
    // The card shows the button (the active GM's client checks that the pressed button is one the card shows).
    const card = (await ChatMessage.create({
      content: '<button data-anthology-action="testHeldOnce">Use</button>',
      type: "gmCard",
      system: {},
    } as never)) as unknown as ChatMessage.Implementation;
    const press = (user: typeof GM) =>
      harness.onClientOf(user, () =>
        runChatAction("testHeldOnce", { message: card, dataset: { anthologyAction: "testHeldOnce" } as DOMStringMap, event: new Event("click") }),
      );
    // Released however the checks end, so the held click never outlives the test.
    onTestFinished(() => held.open());
    const first = press(PLAYER);
    // The owner's client first takes the card's claim on the active GM's client, then runs under its own guard.
    await vi.waitFor(() => expect(runs).toEqual([PLAYER.id]));
    expect([...(clientStateOf(PLAYER.id, "chat.running") as Set<string>)]).toEqual([`${card.id}.testHeldOnce.${hero.id}`]);
    expect(clientStateOf(GM.id, "chat.running")).toBeUndefined();
    // The same client again: it waits in that client's queue for the actor (chat-actions.ts `serialized`).
    const again = press(PLAYER);
    // Another client at that moment holds nothing of the player's client (a browser has only its own state): what
    // stops the GM's click is the claim the owner's click holds on the actor, decided on the active GM's client.
    expect(await press(GM)).toBeNull();
    expect(clientStateOf(GM.id, "chat.running") ?? new Set()).toEqual(new Set());
    expect(runs).toEqual([PLAYER.id]);
    held.open();
    expect(await first).toEqual({ ok: true });
    // The owner's second click ran after the first's spent mark landed: refused.
    expect(await again).toBeNull();
    expect(runs).toEqual([PLAYER.id]);
    expect([...(clientStateOf(PLAYER.id, "chat.running") as Set<string>)]).toEqual([]);
  });

  it("a click keeps its guard on the client that started it, even when the test's own client acts as another user before it ends", async () => {
    const hero = await heroOf(PLAYER);
    const held = gate();
    registerChatAction("testHeldSwitch", {
      once: true,
      actor: () => hero,
      async run() {
        await held.wait;
        return { ok: true };
      },
    });
    harness.actAs(GM);
    const card = (await ChatMessage.create({
      content: '<button data-anthology-action="testHeldSwitch">Use</button>',
      type: "gmCard",
      system: {},
    } as never)) as unknown as ChatMessage.Implementation;
    onTestFinished(() => held.open());
    harness.actAs(PLAYER);
    const click = runChatAction("testHeldSwitch", { message: card, dataset: { anthologyAction: "testHeldSwitch" } as DOMStringMap, event: new Event("click") });
    // The click takes its claim on the active GM's client first, then holds its guard while it runs.
    await vi.waitFor(() => expect((clientStateOf(PLAYER.id, "chat.running") as Set<string> | undefined)?.size).toBe(1));
    harness.actAs(GM);
    held.open();
    expect(await click).toEqual({ ok: true });
    // The guard the click added is the one it removed: the player's client holds nothing running.
    expect((clientStateOf(PLAYER.id, "chat.running") as Set<string>).size).toBe(0);
  });

  it("the per-actor queue is the client's own: work queued on the player's client does not hold the GM's", async () => {
    const hero = await heroOf(PLAYER);
    const held = gate();
    const order: string[] = [];
    onTestFinished(() => held.open());
    const onPlayer = harness.onClientOf(PLAYER, () =>
      serialized(hero, async () => {
        await held.wait;
        order.push("player");
      }),
    );
    const secondOnPlayer = harness.onClientOf(PLAYER, () => serialized(hero, async () => void order.push("player again")));
    await harness.onClientOf(GM, () => serialized(hero, async () => void order.push("gm")));
    expect(order).toEqual(["gm"]);
    held.open();
    await Promise.all([onPlayer, secondOnPlayer]);
    expect(order).toEqual(["gm", "player", "player again"]);
  });

  // Found when the simulated clients stopped sharing module state: a one-time action that is not `serial` runs on
  // the clicker's own client, and two clients pressing at once both read the spent mark unset before either write
  // lands (v13 ClientDatabaseBackend#_updateDocuments waits for the server). Such actions now take a claim on the
  // active GM's client first (README "Trust": one-time buttons that open a dialog), so this holds.
  it("the GM and the owner pressing a mojo bid at the same moment: spent once", async () => {
    harness.actAs(GM);
    const t = await toromeen({ mojo: 20 });
    await t.update({ ownership: castOwnership() } as never);
    harness.queueFaces([15]);
    await gmRollConsciousness(t as never);
    const bid = [...harness.messages()].reverse().find((m) => m.content.includes('data-anthology-action="gmMojoBid"'))!;
    const cards = harness.messages().length;
    harness.roundTrip(true);
    const press = (user: typeof GM) =>
      harness.onClientOf(user, () => runChatAction("gmMojoBid", { message: bid as never, dataset: {} as DOMStringMap, event: new Event("click") }));
    const results = await Promise.all([press(GM), press(PLAYER)]);
    await harness.settle();
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(
      harness
        .messages()
        .slice(cards)
        .filter((m) => m.content.includes("gm-mojo-result")),
    ).toHaveLength(1);
  });
});
