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
 * - `game.user` is per client (clients.ts): code run by `runAsClient(user, fn)` (`harness.onClientOf`, a query's
 *   handler) sees its own user across its awaits, while another client's code runs in between;
 * - every document request already takes one macrotask (documents.ts `serverRoundTrip`); with `harness.roundTrip(true)` (opt-in; off in each new test), a query and each document create, update and delete
 *   wait a macrotask before the "server" applies them (and a query's answer one more), so two clicks of two clients
 *   both read the state before either write lands, as they can at a real table.
 * Module state (a guard or queue a module keeps) is per client as in Foundry when the system declares it with
 * `clientState` (module/core/client-state.ts; the harness's client-state.ts keeps one per simulated client).
 */
let roundTrip = false;

/** `harness.roundTrip(on)`: requests to the server and queries take a macrotask (off in each new test). */
export function setRoundTrip(on: boolean): void {
  roundTrip = on;
}

/** The time a request spends on the socket: nothing, or (round trip on) one macrotask. */
export async function serverRoundTrip(): Promise<void> {
  if (roundTrip) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}
