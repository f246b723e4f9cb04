/**
 * Roll tables as in Foundry v13.
 * - A world table is a RollTable document in `game.tables` (a Collection, so `find` and `getName` work) with a dice
 *   `formula` and `results`, each a TableResult with a `range` [low, high], a `name` and a `description`
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.RollTable.html,
 *   https://foundryvtt.com/api/v13/classes/foundry.documents.TableResult.html).
 * - `RollTable#draw({ displayChat = true })` rolls the formula, takes the results whose range holds the total and,
 *   with displayChat, posts one chat message carrying the roll and the results' text (RollTable#toMessage); it resolves
 *   to `{ roll, results }` (RollTable#draw: "Draw a result from the RollTable based on the table formula").
 * - A compendium pack (`game.packs`, a Collection of CompendiumCollection) has a `documentName`, an `index` of
 *   `{ _id, name }` entries, and `getDocument(id)` resolving to the document
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.collections.CompendiumCollection.html).
 * - Who may see them. A world table has `ownership` (`{default: NONE}` unless given, the DocumentOwnershipField's
 *   initial value) and `testUserPermission(user, level)` as v13 `Document#testUserPermission` (a GM is OWNER; else
 *   the user's entry, then `default`). A pack has `ownership` by role (v13's default: PLAYER OBSERVER, ASSISTANT OWNER)
 *   and `visible` as v13 `CompendiumCollection#visible`: the current user's level, the highest of the roles they
 *   hold, is at least OBSERVER (client/documents/collections/compendium-collection.mjs).
 */
import { ChatMessage, Collection, OWNERSHIP } from "./documents.js";
import { USER_ROLES } from "./users.js";

type Level = keyof typeof OWNERSHIP;
interface UserLike {
  id: string;
  role: number;
  isGM: boolean;
}
const currentUser = () => (globalThis as unknown as { game: { user: UserLike } }).game.user;
const levelOf = (permission: Level | number) => (typeof permission === "number" ? permission : OWNERSHIP[permission]);

export interface TableResultData {
  range: [number, number];
  name: string;
  description?: string;
}

export class RollTable {
  readonly id: string;
  constructor(
    public name: string,
    public formula: string,
    public results: TableResultData[],
    public ownership: Record<string, number> = { default: OWNERSHIP.NONE },
  ) {
    this.id = `table${Math.random().toString(36).slice(2, 10)}`;
  }

  testUserPermission(user: UserLike, permission: Level | number, { exact = false }: { exact?: boolean } = {}): boolean {
    const level = user.isGM ? OWNERSHIP.OWNER : (this.ownership[user.id] ?? this.ownership.default ?? OWNERSHIP.NONE);
    return exact ? level === levelOf(permission) : level >= levelOf(permission);
  }

  async draw({ displayChat = true }: { displayChat?: boolean } = {}): Promise<{ roll: unknown; results: TableResultData[] }> {
    const RollClass = (globalThis as unknown as { Roll: new (f: string) => { evaluate(): Promise<{ total: number }> } }).Roll;
    const roll = await new RollClass(this.formula).evaluate();
    const results = this.results.filter((r) => roll.total >= r.range[0] && roll.total <= r.range[1]);
    if (displayChat) {
      const items = results.map((r) => `<li>${r.name}${r.description ? ` — ${r.description}` : ""}</li>`).join("");
      await ChatMessage.create({ content: `<div class="table-draw"><h4>${this.name}</h4><ul>${items}</ul></div>`, rolls: [roll] });
    }
    return { roll, results };
  }
}

export class CompendiumPack {
  readonly index: { _id: string; name: string }[];
  constructor(
    public documentName: string,
    private documents: { id: string; name: string }[],
    public ownership: Partial<Record<keyof typeof USER_ROLES, Level>> = { PLAYER: "OBSERVER", ASSISTANT: "OWNER" },
  ) {
    this.index = documents.map((d) => ({ _id: d.id, name: d.name }));
  }

  /** v13 `CompendiumCollection#getUserLevel`: OWNER for a GM, else the highest level of the roles the user holds. */
  getUserLevel(user: UserLike = currentUser()): number {
    if (user.isGM) return OWNERSHIP.OWNER;
    let level: number = OWNERSHIP.NONE;
    for (const [role, l] of Object.entries(this.ownership)) {
      if (user.role >= USER_ROLES[role as keyof typeof USER_ROLES]) level = Math.max(level, OWNERSHIP[l]);
    }
    return level;
  }

  get visible(): boolean {
    return this.getUserLevel() >= OWNERSHIP.OBSERVER;
  }
  async getDocument(id: string): Promise<unknown> {
    return this.documents.find((d) => d.id === id) ?? null;
  }
}

/** `game.tables` and `game.packs` of a world with these tables (world) and packs. */
export function installTables(world: RollTable[] = [], packs: CompendiumPack[] = []): void {
  const g = globalThis as unknown as { game: Record<string, unknown> };
  const tables = new Collection<RollTable>();
  for (const t of world) tables.set(t.id, t);
  const packCollection = new Collection<CompendiumPack>();
  packs.forEach((p, i) => packCollection.set(`anthology.pack${i}`, p));
  g.game.tables = tables;
  g.game.packs = packCollection;
}
