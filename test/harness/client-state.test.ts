// Self-test of client-state.ts (README "client-state.ts"): module state declared through module/core/client-state.ts
// is per simulated client, as it is per browser in Foundry (each client loads its own copy of the system), and the
// same object on one client however its code interleaves with another's.
import { describe, expect, it, vi } from "vitest";
import { clientState } from "../../module/core/client-state.js";
import { clientStateOf } from "./client-state.js";
import { GM, GM2, PLAYER, PLAYER2, harness } from "./foundry.js";

const seen = clientState("test.seen", () => new Set<string>());

describe("per-client module state", () => {
  it("two clients hold two states; one client holds one, across its awaits while another client runs", async () => {
    harness.roundTrip(true);
    const client = (user: typeof PLAYER, mark: string) =>
      harness.onClientOf(user, async () => {
        const before = seen();
        before.add(mark);
        await new Promise((r) => setTimeout(r, 0));
        expect(seen()).toBe(before);
        return [...seen()];
      });
    const [first, second] = await Promise.all([client(PLAYER, "a"), client(PLAYER2, "b")]);
    expect(first).toEqual(["a"]);
    expect(second).toEqual(["b"]);
    expect([...(clientStateOf(PLAYER.id, "test.seen") as Set<string>)]).toEqual(["a"]);
    expect(clientStateOf(GM.id, "test.seen")).toBeUndefined();
  });

  it("two GMs are two clients; the test's own client is the user it acts as", async () => {
    harness.connect(GM2, true);
    await harness.onClientOf(GM2, async () => void seen().add("gm2"));
    expect([...seen()]).toEqual([]);
    harness.actAs(GM2);
    expect([...seen()]).toEqual(["gm2"]);
  });

  it("each test starts with every client afresh (a reload)", () => {
    expect(clientStateOf(PLAYER.id, "test.seen")).toBeUndefined();
    expect(clientStateOf(GM2.id, "test.seen")).toBeUndefined();
  });

  it("the shipped module keeps one state for the whole page: in Foundry a page is one client", async () => {
    const shipped = await vi.importActual<typeof import("../../module/core/client-state.js")>("../../module/core/client-state.js");
    const one = shipped.clientState("test.shipped", () => new Set<string>());
    await harness.onClientOf(PLAYER, async () => void one().add("player"));
    expect([...one()]).toEqual(["player"]);
  });
});
