/**
 * The batch's view of a live Foundry v13 client: only what it reads, typed loosely on purpose (the batch drives the
 * system from outside, through documents, the DOM and `game.anthology`, never through the system's modules, so it
 * tests the installed bundle and never ships inside it).
 */

export interface LooseDocument {
  id: string;
  uuid: string;
  name: string;
  type: string;
  system: Record<string, unknown> & { roll?: (options: { skipDialog: boolean }) => Promise<unknown> };
  flags: Record<string, Record<string, unknown> | undefined>;
  sheet: LooseApp | null;
  createEmbeddedDocuments(name: "Item", data: object[]): Promise<LooseDocument[]>;
  update(data: object): Promise<unknown>;
  delete(): Promise<unknown>;
  toObject(): Record<string, unknown>;
}

export interface LooseMessage {
  id: string;
  author: { id: string } | null;
  whisper: string[];
  blind: boolean;
  rolls: unknown[];
  content: string;
  visible: boolean;
  isContentVisible: boolean;
  flags: Record<string, Record<string, unknown> | undefined>;
}

export interface LooseApp {
  constructor: { name: string };
  rendered: boolean;
  isEditable?: boolean;
  element: HTMLElement | null;
  render(options: { force: boolean }): Promise<unknown>;
  close(): Promise<unknown>;
}

export interface LooseUser {
  id: string;
  name: string;
  isGM: boolean;
  active: boolean;
  query(name: string, data: object, options?: { timeout?: number }): Promise<unknown>;
}

interface DocumentClass {
  create(data: object): Promise<LooseDocument>;
}

export interface SheetRegistration {
  sheet: unknown;
  types: string[];
}

export interface RulesetView {
  id: string;
  label: string;
  actorSheets: SheetRegistration[];
  itemSheets: SheetRegistration[];
}

export interface AnthologyView {
  rules: object;
  dice: object;
  rulesets(): RulesetView[];
  activeRuleset(): string;
  requests: {
    send(input: {
      ruleset: string;
      actors: LooseDocument[];
      check: string;
      difficulty: number;
      hidden: boolean;
    }): Promise<{ message?: LooseMessage; gmMessage?: LooseMessage } | null>;
  };
  statBlock: { create(text: string): Promise<LooseDocument | null> };
}

export interface WorldView {
  game: {
    system: { id: string; version: string };
    release: { generation: number };
    user: LooseUser;
    users: { contents: LooseUser[] };
    messages: { size: number; contents: LooseMessage[]; get(id: string): LooseMessage | undefined };
    actors: { size: number };
    settings: { get(namespace: string, key: string): unknown; set(namespace: string, key: string, value: unknown): Promise<unknown> };
    anthology?: AnthologyView;
  };
  CONFIG: {
    Actor: { dataModels: Record<string, unknown> };
    Item: { dataModels: Record<string, unknown> };
    queries: Record<string, (data: never, options: object) => unknown>;
  };
  Actor: DocumentClass;
  Item: DocumentClass;
  JournalEntry: DocumentClass;
  ChatMessage: { deleteDocuments(ids: string[]): Promise<unknown> };
  fromUuid(uuid: string): Promise<LooseDocument | null>;
  foundry: { applications: { instances: Map<string, LooseApp>; api: { DialogV2: abstract new (...args: never[]) => LooseApp } } };
  ui: { notifications?: { info(message: string): void; warn(message: string): void } };
  Hooks: { once(hook: string, fn: (...args: never[]) => unknown): void };
}

/** The live client's globals, as the batch reads them. */
export function world(): WorldView {
  return globalThis as unknown as WorldView;
}

export const QUERY_OPEN_SHEET = "anthology-quench.openSheet";
export const QUERY_SEES_MESSAGE = "anthology-quench.seesMessage";

export interface OpenedSheet {
  found: boolean;
  rendered: boolean;
  editable: boolean;
  sheetClass: string;
}

export interface SeenMessage {
  held: boolean;
  visible: boolean;
  contentVisible: boolean;
}

/**
 * Registered at `init` on every client that has the module enabled, so a GM running the batch can ask a logged-in
 * player's client what it sees (v13 `User#query` runs `CONFIG.queries[name]` on the asked user's client; names start
 * with the package id, as module/core/chat/relay.ts does for the system's own query).
 */
export function registerClientQueries(): void {
  const w = world();
  w.CONFIG.queries[QUERY_OPEN_SHEET] = async ({ uuid }: { uuid: string }): Promise<OpenedSheet> => {
    const doc = await w.fromUuid(uuid);
    const sheet = doc?.sheet ?? null;
    if (!doc || !sheet) return { found: Boolean(doc), rendered: false, editable: false, sheetClass: "" };
    await sheet.render({ force: true });
    const opened = { found: true, rendered: sheet.rendered && Boolean(sheet.element), editable: sheet.isEditable === true, sheetClass: sheet.constructor.name };
    await sheet.close();
    return opened;
  };
  w.CONFIG.queries[QUERY_SEES_MESSAGE] = ({ id }: { id: string }): SeenMessage => {
    const message = w.game.messages.get(id);
    return { held: Boolean(message), visible: message?.visible === true, contentVisible: message?.isContentVisible === true };
  };
}
