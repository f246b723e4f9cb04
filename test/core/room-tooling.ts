/// <reference types="vite/client" />
/**
 * What shared tests and tools need of each room, kept in the room: `test/rulesets/<folder>/tooling.ts` (the
 * fixture's in its own folder) exports `tooling: RoomTooling`. Found by file name (vite's `import.meta.glob`), keyed
 * by the ruleset's id, so a new room adds its file and nothing shared changes (CONTRIBUTING "Adding a fifth ruleset").
 */
export interface RoomTooling {
  /** The ruleset's id (its `ruleset.ts`). */
  id: string;
  /** One of its own roll links, as a journal would hold it (`test/core/roll-links.test.ts`). */
  rollLinkExample: string;
}

const modules = import.meta.glob<{ tooling: RoomTooling }>(["../rulesets/*/tooling.ts", "../fixtures/*/tooling.ts"], { eager: true });
const ROOMS: readonly RoomTooling[] = Object.values(modules).map((m) => m.tooling);

/** The room's tooling; a room without the file fails the test that asks, naming the id. */
export function roomTooling(id: string): RoomTooling {
  const room = ROOMS.find((r) => r.id === id);
  if (!room) throw new Error(`no test/rulesets/<folder>/tooling.ts exports tooling for ruleset "${id}"`);
  return room;
}
