/**
 * The harness's `module/core/client-state.ts` (README "client-state.ts"): every simulated client keeps its own state.
 *
 * In Foundry each connected user's browser loads its own copy of the system, so a module's state (a "click running"
 * guard, a per-actor queue) belongs to one client. Here every client runs in one process on one copy of `module/`,
 * so `setup.ts` replaces that one module with this one (`vi.mock`): the state is kept per client, the client being the
 * user whose code is running (`currentClientUser`, clients.ts: the AsyncLocalStorage that keeps `game.user` per
 * client across awaits, or the test's own client outside any). Same signature and first-use semantics as the shipped
 * module; `resetClientStates()` (each new test, `resetFoundry`) starts every client afresh, as a reload would.
 */
import { currentClientUser } from "./clients.js";

const byClient = new Map<string, Map<string, unknown>>();

function statesOf(clientId: string): Map<string, unknown> {
  let states = byClient.get(clientId);
  if (!states) byClient.set(clientId, (states = new Map()));
  return states;
}

export function clientState<T>(key: string, init: () => T): () => T {
  return () => {
    const states = statesOf(currentClientUser()?.id ?? "");
    if (!states.has(key)) states.set(key, init());
    return states.get(key) as T;
  };
}

/** Every client starts without state (a new session). */
export function resetClientStates(): void {
  byClient.clear();
}

/** What one client holds under `key` (undefined before that client used it), for tests. */
export function clientStateOf(userId: string, key: string): unknown {
  return byClient.get(userId)?.get(key);
}
