/**
 * Which client is running the code. In Foundry every connected user runs their own client, each with its own
 * `game.user`; the harness runs them all in one process, so `game.user` is read from the client context the code
 * runs in: `runAsClient(user, fn)` runs `fn` as that user's client, and everything `fn` starts (the continuations
 * after its `await`s, the handlers it leaves running) stays on that client. Under Node (vitest, the gallery) this is
 * an AsyncLocalStorage; in the browser bundle (the play page, one client at a time) only the synchronous part of
 * `fn` is on the other client.
 */

/** The part of a user the context needs (users.ts's HarnessUser, without importing it: users.ts imports documents.ts). */
export interface ClientUser {
  id: string;
  name: string;
  isGM: boolean;
  active?: boolean;
}

interface Store {
  user: ClientUser;
}
interface ContextStorage {
  sync?: boolean;
  getStore(): Store | undefined;
  run<T>(store: Store, fn: () => T): T;
}

function makeStorage(): ContextStorage {
  const node = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const hooks = node?.getBuiltinModule?.("node:async_hooks") as { AsyncLocalStorage: new () => ContextStorage } | undefined;
  if (hooks) return new hooks.AsyncLocalStorage();
  let current: Store | undefined;
  return {
    sync: true,
    getStore: () => current,
    run<T>(store: Store, fn: () => T): T {
      const before = current;
      current = store;
      try {
        return fn();
      } finally {
        current = before;
      }
    },
  };
}

const storage = makeStorage();

/**
 * Whether each client keeps its own `game.user` across awaits (Node). The browser bundle cannot, so there the other
 * clients are not run at all (the play page is one client; test/harness/browser/README.md: no other clients).
 */
export const clientsAreSeparate = !(storage as { sync?: boolean }).sync;
let baseUser: ClientUser | null = null;

/** The user whose client runs the current code (`game.user`). */
export function currentClientUser(): ClientUser | null {
  return storage.getStore()?.user ?? baseUser;
}

/** Sets `game.user`: for the client running the code, or for the test's own client outside any. */
export function setCurrentClientUser(user: ClientUser): void {
  const store = storage.getStore();
  if (store) store.user = user;
  else baseUser = user;
}

/** Runs `fn` on `user`'s client; whatever it starts keeps running there. */
export function runAsClient<T>(user: ClientUser, fn: () => T): T {
  return storage.run({ user }, fn);
}

/**
 * Makes `game.user` read and write the client context (the object's own `user` property becomes an accessor).
 */
export function bindGameUser(game: Record<string, unknown>): void {
  const initial = game.user as ClientUser | undefined;
  if (initial && !baseUser) baseUser = initial;
  Object.defineProperty(game, "user", {
    configurable: true,
    enumerable: true,
    get: () => currentClientUser(),
    set: (user: ClientUser) => setCurrentClientUser(user),
  });
}
