/**
 * State a client keeps while it runs: a guard against a double click ("this click is running here"), a per-actor
 * queue of one-time applications. In Foundry every connected user runs their own copy of the system in their own
 * browser, so such state is per client: the GM's "click running" set is not the player's. Declare it here instead of
 * as a bare module variable:
 *
 * ```ts
 * const running = clientState("chat.running", () => new Set<string>());
 * running().add(key);
 * ```
 *
 * In Foundry this is one module-level Map, so `running()` is the same Set every time on a client. The test harness runs
 * several simulated clients in one process and gives each of them its own Map (test/harness/client-state.ts, README
 * "client-state.ts"), so a test of two users clicking at once sees what two browsers would. Call the accessor where
 * the state is used, never once at load: it answers the state of the client running the code. A flow that adds to a
 * guard and removes it later takes the guard once (`const guard = running();`), so both steps touch the same one.
 *
 * What is set once at init from the same code on every client (a registry of actions, a ruleset's adapters) is the
 * same on every client and needs none of this; `test/core/module-state.test.ts` lists every module-level mutable
 * variable in `module/` and fails on one that is neither declared here nor listed there with its reason.
 */
const states = new Map<string, unknown>();

/** The accessor of this client's state under `key`, made by `init` on first use. Keys are unique in module/. */
export function clientState<T>(key: string, init: () => T): () => T {
  return () => {
    if (!states.has(key)) states.set(key, init());
    return states.get(key) as T;
  };
}
