/**
 * Several clients at once, and the server between them (README "round-trip.ts").
 *
 * In Foundry each client is its own browser: `game.user` is that client's user however its code interleaves with
 * another client's, and a document change or a query is a socket request whose answer comes later
 * (v13 `client/data/client-backend.mjs`, `ClientDatabaseBackend#_createDocuments`/`_updateDocuments`/`_deleteDocuments`
 * send through `SocketInterface.dispatch` (`client/helpers/socket-interface.mjs`) and await the server's reply; the
 * document changes only when the reply arrives; `User#query` (`client/documents/user.mjs`) waits for the other client's
 * answer the same way).
 *
 * Here every client runs in one process. So that two clients' code may interleave:
 * - `game.user` is per asynchronous context: code run by `runAsClient(user, fn)` (`harness.onClientOf`, a query's
 *   handler) sees its own user across its awaits, while another client's code runs in between (Node's
 *   AsyncLocalStorage; where there is none, in the browser bundle, one shared user as before);
 * - with `harness.roundTrip(true)` (opt-in; off in each new test), a query and each document create, update and delete
 *   wait a macrotask before the "server" applies them (and a query's answer one more), so two clicks of two clients
 *   both read the state before either write lands, as they can at a real table.
 * Module state (a guard held in a module variable) is still shared by every simulated client: it is per client in
 * Foundry. Tests of concurrency must not depend on it.
 */
import type { HarnessUser } from "./users.js";

interface ClientBox {
  user: HarnessUser;
}
interface Storage {
  run<T>(store: ClientBox, fn: () => T): T;
  getStore(): ClientBox | undefined;
}

/** Node's AsyncLocalStorage, read without a static import (the browser bundle has no node:async_hooks). */
function makeStorage(): Storage | null {
  const proc = (globalThis as unknown as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const hooks = proc?.getBuiltinModule?.("node:async_hooks") as { AsyncLocalStorage?: new () => Storage } | undefined;
  return hooks?.AsyncLocalStorage ? new hooks.AsyncLocalStorage() : null;
}

const storage = makeStorage();

/**
 * Makes `game.user` per client: inside `runAsClient` it is that client's user (assignable there, for that client only),
 * elsewhere the user the test acts as.
 */
export function installClientUser(game: Record<string, unknown>, initial: HarnessUser): void {
  let base = initial;
  delete game.user;
  Object.defineProperty(game, "user", {
    configurable: true,
    enumerable: true,
    get: () => storage?.getStore()?.user ?? base,
    set: (user: HarnessUser) => {
      const box = storage?.getStore();
      if (box) box.user = user;
      else base = user;
    },
  });
}

/** Runs `fn` as `user`'s client: `game.user` is `user` for all of it, whatever other clients run meanwhile. */
export async function runAsClient<T>(user: HarnessUser, fn: () => T | Promise<T>): Promise<T> {
  const g = globalThis as unknown as { game: { user: HarnessUser } };
  if (storage) return storage.run({ user }, async () => fn());
  const before = g.game.user;
  g.game.user = user;
  try {
    return await fn();
  } finally {
    g.game.user = before;
  }
}

let roundTrip = false;

/** `harness.roundTrip(on)`: requests to the server and queries take a macrotask (off in each new test). */
export function setRoundTrip(on: boolean): void {
  roundTrip = on;
}

/** The time a request spends on the socket: nothing, or (round trip on) one macrotask. */
export async function serverRoundTrip(): Promise<void> {
  if (roundTrip) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}
