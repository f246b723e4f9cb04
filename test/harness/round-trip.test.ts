// Self-test of round-trip.ts (README "round-trip.ts"): each client keeps its own game.user across awaits while another
// client's code runs, and with the round trip on two clients' read-then-write updates interleave as over a socket
// (v13 client/data/client-backend.mjs, ClientDatabaseBackend#_updateDocuments → SocketInterface.dispatch; User#query).
import { describe, expect, it } from "vitest";
import { GM, PLAYER, PLAYER2, harness } from "./foundry.js";

async function counter() {
  const actor = (await Actor.create({ name: "Counter", type: "base", ownership: { default: 3 } } as never)) as unknown as Actor.Implementation;
  return actor;
}
const count = (actor: Actor.Implementation) => Number(foundry.utils.getProperty(actor.flags, "test.n") ?? 0);

/** Reads the counter, then writes it plus one: a client that does not serialize. */
async function increment(actor: Actor.Implementation): Promise<void> {
  const n = count(actor);
  await actor.update({ "flags.test.n": n + 1 } as never);
}

describe("harness round trip (opt-in)", () => {
  it("each client sees its own game.user across awaits, while another client runs in between", async () => {
    harness.roundTrip(true);
    const seen: string[] = [];
    const client = (user: typeof PLAYER) =>
      harness.onClientOf(user, async () => {
        seen.push(`${user.name}:${game.user!.id === user.id}`);
        await new Promise((r) => setTimeout(r, 0));
        seen.push(`${user.name}:${game.user!.id === user.id}`);
      });
    await Promise.all([client(PLAYER), client(PLAYER2)]);
    expect(seen).toEqual(["Player:true", "Second Player:true", "Player:true", "Second Player:true"]);
    expect(game.user).toBe(GM);
  });

  it("on: both clients read before either update lands, so the second write overwrites the first (a lost update)", async () => {
    const actor = await counter();
    harness.roundTrip(true);
    await Promise.all([harness.onClientOf(PLAYER, () => increment(actor)), harness.onClientOf(PLAYER2, () => increment(actor))]);
    expect(count(actor)).toBe(1);
  });

  it("on: a query's handler runs as the asked user a macrotask later, while the sender's client keeps its own user", async () => {
    harness.roundTrip(true);
    (CONFIG.queries as unknown as Record<string, unknown>)["test.whoAmI"] = (async () => {
      await new Promise((r) => setTimeout(r, 0));
      return game.user!.id;
    }) as never;
    const order: string[] = [];
    const asked = harness.onClientOf(PLAYER, async () => {
      const answer = await (GM as unknown as User.Implementation).query("test.whoAmI" as never, {} as never);
      order.push(`answer ${String(answer)} to ${game.user!.id}`);
    });
    order.push("sender goes on");
    await asked;
    expect(order).toEqual(["sender goes on", `answer ${GM.id} to ${PLAYER.id}`]);
  });
});
