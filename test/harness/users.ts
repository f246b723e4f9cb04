/**
 * Users as in Foundry v13: `game.users` (a Collection of User documents) with `activeGM`, `players`, and the
 * standard cast the tests act as. Followed sources:
 * - `Users#activeGM` (client/documents/collections/users.mjs, https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Users.html#activegm):
 *   the active GMs sorted by role (highest first), then by id (plain string comparison); the first, or null.
 * - `User#isSelf` (client/documents/user.mjs): this User is the connected client (`game.user`).
 * - `User#active`: whether the user is connected. `BaseUser#isGM`: role ASSISTANT (3) or GAMEMASTER (4).
 */
import { Collection } from "./documents.js";
import { serverRoundTrip } from "./round-trip.js";
import { clientsAreSeparate, currentClientUser, runAsClient, setCurrentClientUser } from "./clients.js";

export const USER_ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

export class HarnessUser {
  readonly id: string;
  readonly _id: string;
  name: string;
  role: number;
  /** Whether this user's client is connected (v13 `User#active`). */
  active: boolean;
  targets = new Set<unknown>();
  character: unknown = null;
  flags: Record<string, Record<string, unknown>> = {};
  /** Whether this client answers queries (a test sets false to model a client that never answers: the sender's timeout). */
  answersQueries = true;

  constructor(id: string, name: string, role: number, active = true) {
    this.id = this._id = id;
    this.name = name;
    this.role = role;
    this.active = active;
  }

  get isGM(): boolean {
    return this.role >= USER_ROLES.ASSISTANT;
  }

  /** v13 `User#isSelf`: this User is the one whose client runs the code. */
  get isSelf(): boolean {
    return (globalThis as unknown as { game?: { user?: HarnessUser } }).game?.user === this;
  }

  hasRole(role: string | number, { exact = false }: { exact?: boolean } = {}): boolean {
    const level = typeof role === "number" ? role : ((USER_ROLES as Record<string, number>)[role] ?? USER_ROLES.GAMEMASTER);
    return exact ? this.role === level : this.role >= level;
  }

  get uuid(): string {
    return `User.${this.id}`;
  }

  /**
   * v13 `User#query(queryName, queryData, {timeout})` (https://foundryvtt.com/api/v13/classes/foundry.documents.User.html#query):
   * the handler registered as `CONFIG.queries[queryName]` (https://foundryvtt.com/api/v14/variables/CONFIG.queries.html)
   * runs on this user's client and its result comes back to the sender. Data and result cross the socket as JSON.
   * The handler receives the query data only: Foundry does not tell it who asked
   * (https://github.com/foundryvtt/foundryvtt/issues/13418). A query to a user who is not connected, or to a client
   * without the handler, rejects; a client that never answers rejects when the sender's timeout ends (modelled
   * without a clock: `answersQueries = false`).
   */
  async query(queryName: string, queryData: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    if (!this.active) throw new Error(`User ${this.name} is not connected`);
    if (!this.answersQueries) throw new Error(`The query ${queryName} to ${this.name} timed out after ${timeout ?? "no"} ms`);
    const g = globalThis as unknown as { CONFIG: { queries?: Record<string, (data: unknown, options: object) => unknown> } };
    const handler = g.CONFIG.queries?.[queryName];
    if (typeof handler !== "function") throw new Error(`Unknown query ${queryName}`);
    const sent: unknown = JSON.parse(JSON.stringify(queryData ?? null));
    // On the asked user's client, after the socket's delay when the round trip is on (round-trip.ts), and back.
    await serverRoundTrip();
    const result: unknown = await this.#answer(() => handler(sent, { timeout }));
    await serverRoundTrip();
    return result === undefined ? undefined : JSON.parse(JSON.stringify(result));
  }

  /**
   * Runs a query's handler on this user's client. Under Node each client keeps its own `game.user` across awaits
   * (clients.ts); the play page has no such context, so there the asked user holds `game.user` until the handler
   * has answered (a handler that awaits before it writes writes as the asked user), then the asker has it back.
   */
  async #answer(fn: () => unknown): Promise<unknown> {
    if (clientsAreSeparate) return runAsClient(this, fn);
    const asker = currentClientUser();
    setCurrentClientUser(this);
    try {
      return await fn();
    } finally {
      if (asker) setCurrentClientUser(asker);
    }
  }
}

/** v13 `Users`: the world collection of users. */
export class Users extends Collection<HarnessUser> {
  /** v13: the active GMs sorted by role (highest first), then id; the first, or null. */
  get activeGM(): HarnessUser | null {
    const gms = this.filter((u) => u.active && u.isGM);
    gms.sort((a, b) => b.role - a.role || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return gms[0] ?? null;
  }

  /** v13: users with a player role who are not GMs. */
  get players(): HarnessUser[] {
    return this.filter((u) => !u.isGM && u.hasRole("PLAYER"));
  }

  get current(): HarnessUser | null {
    return (globalThis as unknown as { game?: { user?: HarnessUser } }).game?.user ?? null;
  }
}

/** The standard cast. Ids sort so that GM is the active GM while GM2 is connected too. */
export const GM = new HarnessUser("gm-user", "Gamemaster", USER_ROLES.GAMEMASTER);
export const GM2 = new HarnessUser("gm2-user", "Second GM", USER_ROLES.GAMEMASTER, false);
/** Owns the test's character X (give it `castOwnership()`). */
export const PLAYER = new HarnessUser("player-user", "Player", USER_ROLES.PLAYER);
/** A second player, who does not own X. */
export const PLAYER2 = new HarnessUser("player2-user", "Second Player", USER_ROLES.PLAYER);
/** Observes X. */
export const OBSERVER = new HarnessUser("observer-user", "Observer", USER_ROLES.PLAYER);
/** Has limited permission on X. */
export const LIMITED = new HarnessUser("limited-user", "Limited", USER_ROLES.PLAYER);

export const CAST: readonly HarnessUser[] = [GM, GM2, PLAYER, PLAYER2, OBSERVER, LIMITED];

/** The ownership of the cast's character X: PLAYER owns it, OBSERVER observes, LIMITED is limited, others none. */
export function castOwnership(): Record<string, number> {
  return { default: 0, [PLAYER.id]: 3, [OBSERVER.id]: 2, [LIMITED.id]: 1 };
}

export function makeUsers(): Users {
  const users = new Users();
  for (const u of CAST) users.set(u.id, u);
  return users;
}

/** Between tests: everyone connected except GM2 (one GM online), no targets, no character. */
export function resetUsers(): void {
  for (const u of CAST) {
    u.active = u !== GM2;
    u.targets.clear();
    u.character = null;
    u.flags = {};
    u.answersQueries = true;
  }
}
