/**
 * Installs the Foundry v13 stand-ins on globalThis (foundry, game, CONFIG, CONST, ui, Hooks, Roll, Actor, Item,
 * ChatMessage, Macro, ActiveEffect, Handlebars) and returns the handles tests use. See README.md beside this file.
 */
import * as applications from "./applications.js";
import { DataModel, TypeDataModel } from "./data-model.js";
import { Die, DiceTerm, NumericTerm, OperatorTerm, Roll, RollTerm, clearQueuedFaces, queueFaces } from "./dice.js";
import { resetScenes } from "./scenes.js";
import { resetInvalidDocuments } from "./invalid-documents.js";
import {
  ACTIVE_EFFECT_MODES,
  ActiveEffect,
  Actor,
  ChatMessage,
  Collection,
  Item,
  Macro,
  TokenDocument,
  operationsInFlight,
  resetWorld,
  worldCollection,
} from "./documents.js";
import { bindGameUser, runAsClient } from "./clients.js";
import { installTables } from "./roll-tables.js";
import { fields } from "./fields.js";
import { FormDataExtended } from "./form-data.js";
import { defineEnrichedContentElement, enrichHTML } from "./text-editor.js";
import { ClientSettings, HooksImpl, Notifications, utils } from "./globals.js";
import { getTemplate, handlebars, loadTemplates, loadedPartials, registerFoundryHelpers, renderTemplate, unloadTemplates } from "./handlebars.js";
import { i18n } from "./i18n.js";
import { ClientKeybindings, KeyboardManager } from "./keybindings.js";
import { useGeneration, type Generation } from "./generation.js";
import { setRoundTrip } from "./round-trip.js";
import { resetClientStates } from "./client-state.js";

import { CAST, GM, GM2, HarnessUser, LIMITED, OBSERVER, PLAYER, PLAYER2, castOwnership, makeUsers, resetUsers } from "./users.js";

export { CAST, GM, GM2, HarnessUser, LIMITED, OBSERVER, PLAYER, PLAYER2, castOwnership };

const notifications = new Notifications();
const hooks = new HooksImpl();

function makeConfig(): Record<string, unknown> {
  return {
    Actor: { dataModels: {}, documentClass: Actor, trackableAttributes: {}, typeLabels: {}, sheetClasses: {} },
    Item: { dataModels: {}, documentClass: Item, typeLabels: {} },
    ChatMessage: { dataModels: {}, documentClass: ChatMessage, typeLabels: {} },
    ActiveEffect: { documentClass: ActiveEffect, legacyTransferral: true },
    Token: { documentClass: TokenDocument },
    Combat: { initiative: { formula: null, decimals: 2 } },
    Dice: { rolls: [Roll], randomUniform: Math.random, terms: { d: Die } },
    statusEffects: [],
    // v13 CONFIG.queries: the handlers User#query runs on the receiving client (users.ts). Core's own two (dialog,
    // confirmTeleportToken) are not modelled.
    queries: {},
    sounds: { dice: "sounds/dice.wav", lock: "sounds/lock.wav", notify: "sounds/notify.wav" },
    // v13 CONFIG.TextEditor (https://foundryvtt.com/api/v13/variables/CONFIG.TextEditor.html): core adds no enrichers.
    TextEditor: { enrichers: [] },
  };
}

function makeGame(): Record<string, unknown> {
  return {
    i18n,
    settings: new ClientSettings(),
    keybindings: new ClientKeybindings(),
    keyboard: new KeyboardManager(),
    user: GM,
    users: makeUsers(),
    system: { id: "anthology", version: "0.0.0-test" },
    anthology: {},
    actors: worldCollection("Actor"),
    items: worldCollection("Item"),
    messages: worldCollection("ChatMessage"),
    macros: worldCollection("Macro"),
    tables: new Collection(),
    packs: new Collection(),
    combat: null,
    ready: true,
    // The stored world as the server sent it (see world.ts loadWorld).
    data: { actors: [], items: [] },
  };
}

/** Resolves "Actor.<id>", "Item.<id>", "Actor.<id>.Item.<id>" (and effects) from the world collections. */
export function fromUuidSync(uuid: string): unknown {
  const parts = uuid.split(".");
  let doc: unknown = worldCollection(parts[0] ?? "").get(parts[1] ?? "");
  for (let i = 2; doc && i + 1 < parts.length; i += 2) {
    const collection = (doc as { embeddedCollection(n: string): Map<string, unknown> | undefined }).embeddedCollection(parts[i]!);
    doc = collection?.get(parts[i + 1]!);
  }
  return doc ?? null;
}

export async function fromUuid(uuid: string): Promise<unknown> {
  return fromUuidSync(uuid);
}

function withUser<T>(user: HarnessUser, fn: () => T): T {
  return runAsClient(user, fn);
}

let installed = false;

export function installFoundry(): void {
  const g = globalThis as unknown as Record<string, unknown>;
  g.foundry = {
    data: { fields },
    abstract: { DataModel, TypeDataModel },
    dice: { Roll, terms: { Die, DiceTerm, NumericTerm, OperatorTerm, RollTerm } },
    documents: { Actor, Item, ChatMessage, Macro, ActiveEffect, TokenDocument },
    applications: {
      api: {
        ApplicationV2: applications.ApplicationV2,
        HandlebarsApplicationMixin: applications.HandlebarsApplicationMixin,
        DialogV2: applications.DialogV2,
        DocumentSheetV2: applications.DocumentSheetV2,
      },
      sheets: { ActorSheetV2: applications.ActorSheetV2, ItemSheetV2: applications.ItemSheetV2 },
      apps: { DocumentSheetConfig: applications.DocumentSheetConfig, FilePicker: applications.FilePicker },
      handlebars: { renderTemplate, loadTemplates, getTemplate },
      instances: applications.instances,
      ux: { DragDrop: applications.DragDrop, FormDataExtended, TextEditor: { implementation: { enrichHTML } } },
    },
    utils,
    appv1: { sheets: { ActorSheet: applications.V1ActorSheet, ItemSheet: applications.V1ItemSheet } },
  };
  g.CONFIG = makeConfig();
  g.CONST = {
    ACTIVE_EFFECT_MODES,
    DOCUMENT_OWNERSHIP_LEVELS: { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 },
    USER_ROLES: { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 },
    DICE_ROLL_MODES: { PUBLIC: "publicroll", PRIVATE: "gmroll", BLIND: "blindroll", SELF: "selfroll" },
  };
  g.game = makeGame();
  // game.user is the user of the client running the code (clients.ts): each connected client has its own.
  bindGameUser(g.game as Record<string, unknown>);
  applications.DocumentSheetConfig.registerCore(Actor, Item);
  g.ui = { notifications };
  g.Hooks = hooks;
  g.Roll = Roll;
  g.Actor = Actor;
  g.Item = Item;
  g.ChatMessage = ChatMessage;
  g.Macro = Macro;
  g.ActiveEffect = ActiveEffect;
  g.TokenDocument = TokenDocument;
  g.Handlebars = handlebars;
  g.fromUuid = fromUuid;
  g.fromUuidSync = fromUuidSync;
  // game.release, the chat-mode setting and the effect constants of the generation (13 unless a test asks for 14).
  useGeneration(13);
  defineEnrichedContentElement();
  if (!installed) {
    registerFoundryHelpers();
    installed = true;
  }
}

/** Puts the world back to empty between tests: messages, actors, notifications, forced dice, the current user. */
export function resetFoundry(): void {
  resetWorld();
  const g = globalThis as unknown as { game: Record<string, unknown> };
  g.game.actors = worldCollection("Actor");
  g.game.items = worldCollection("Item");
  g.game.messages = worldCollection("ChatMessage");
  g.game.macros = worldCollection("Macro");
  resetScenes();
  resetInvalidDocuments();
  g.game.data = { actors: [], items: [] };
  installTables();
  // A new session: no keybinding registered yet (the system's init registers its own), no key held.
  g.game.keybindings = new ClientKeybindings();
  g.game.keyboard = new KeyboardManager();
  useGeneration(13);
  g.game.user = GM;
  setRoundTrip(false);
  resetClientStates();
  resetUsers();
  applications.DialogV2.clearResponders();
  notifications.clear();
  clearQueuedFaces();
  // A world before init: no partial is loaded (Foundry v13 registers a partial only in getTemplate/loadTemplates).
  unloadTemplates();
  applications.filePickerRequests.length = 0;
  applications.instances.clear();
  if (typeof document !== "undefined") document.body.replaceChildren();
  // A new session: the system's init adds its enrichers again (applySystemStatuses).
  (globalThis as unknown as { CONFIG: { TextEditor: { enrichers: unknown[] } } }).CONFIG.TextEditor.enrichers.length = 0;
  delete (globalThis as { canvas?: unknown }).canvas;
}

/**
 * Load what Anthology loads at `init` (module/anthology.ts → module/core/preload.ts: the dice room's partials and
 * every ruleset's `templates`), so a test renders in the state of a real world after init.
 */
async function loadSystemTemplates(): Promise<void> {
  const { systemTemplatePaths } = await import("../../module/core/preload.js");
  const { RULESETS } = await import("../../module/rulesets/index.js");
  const { DICE_PARTIALS } = await import("../../module/dice/rolls/templates.js");
  await loadTemplates(systemTemplatePaths(RULESETS, DICE_PARTIALS));
}

/**
 * What Anthology's init sets on CONFIG in a world of the default ruleset (module/anthology.ts): its Actor, Item and
 * Token document classes, and every ruleset's status effects (module/core/status-effects.ts); its keybindings
 * (module/core/keybindings.ts) and `game.anthology` (module/api.ts).
 */
async function applySystemStatuses(): Promise<void> {
  const { registerKeybindings } = await import("../../module/core/keybindings.js");
  registerKeybindings();
  const { anthologyApi } = await import("../../module/api.js");
  (globalThis as unknown as { game: { anthology: unknown } }).game.anthology = anthologyApi();
  const { allStatusEffects } = await import("../../module/core/status-effects.js");
  const { RULESETS } = await import("../../module/rulesets/index.js");
  // init's first step (module/core/registry.ts registerRulesets → rememberRulesets): an item's roll is looked up there.
  const { rememberRulesets } = await import("../../module/core/registry.js");
  rememberRulesets(RULESETS);
  const { AnthologyActor } = await import("../../module/core/documents/actor.js");
  const { AnthologyItem } = await import("../../module/core/documents/item.js");
  const { AnthologyTokenDocument } = await import("../../module/core/documents/token.js");
  const config = (
    globalThis as unknown as {
      CONFIG: { statusEffects: unknown; Actor: { documentClass: unknown }; Item: { documentClass: unknown }; Token: { documentClass: unknown } };
    }
  ).CONFIG;
  config.statusEffects = allStatusEffects(RULESETS[0], RULESETS);
  config.Actor.documentClass = AnthologyActor;
  config.Item.documentClass = AnthologyItem;
  config.Token.documentClass = AnthologyTokenDocument;
  // The Roll classes init adds to CONFIG.Dice.rolls (module/dice/index.ts registerDice, each ruleset's `rolls` in
  // module/core/registry.ts), so a message rebuilds its rolls as their own classes (Roll.fromData, dice.ts).
  // (Imported from their own files: some tests mock module/dice/index.js.)
  const { KeepRoll } = await import("../../module/dice/rolls/keep-roll.js");
  const { AdvantageRoll } = await import("../../module/dice/rolls/advantage-roll.js");
  const { RollUnderRoll } = await import("../../module/dice/rolls/roll-under-roll.js");
  const { PoolRoll } = await import("../../module/dice/rolls/pool-roll.js");
  const rolls = (globalThis as unknown as { CONFIG: { Dice: { rolls: unknown[] } } }).CONFIG.Dice.rolls;
  for (const cls of [KeepRoll, AdvantageRoll, RollUnderRoll, PoolRoll, ...RULESETS.flatMap((def) => def.rolls ?? [])])
    if (!rolls.includes(cls)) rolls.push(cls);
  // The roll links of the world's ruleset, as init registers them (module/core/enrichers/roll-links.ts).
  const { registerRollLinks } = await import("../../module/core/enrichers/roll-links.js");
  registerRollLinks(RULESETS[0]);
}

export const harness = {
  notifications,
  /** Models Foundry v14 instead of v13 for the rest of the test (harness/generation.ts); every test starts on 13. */
  useGeneration(g: Generation): void {
    useGeneration(g);
  },
  hooks,
  queueFaces,
  /** Chat messages posted so far, oldest first. */
  messages: (): ChatMessage[] => worldCollection("ChatMessage").contents as ChatMessage[],
  /** Act as this user from now on (GM by default): their client runs the code, so they are connected. */
  actAs(user: HarnessUser): void {
    user.active = true;
    (globalThis as unknown as { game: { user: HarnessUser } }).game.user = user;
  },
  /**
   * Connect (or disconnect) a user's client: `active` as v13 tracks it; decides `game.users.activeGM`. A change is
   * told to every other connected client as v13 `Users.#handleUserActivity` (client/documents/collections/users.mjs)
   * does on the server's `userActivity` broadcast: `user.active` set first, then `Hooks.callAll("userConnected", user,
   * active)` there (not on the user's own client); what the handlers start is awaited by `settle()`.
   */
  connect(user: HarnessUser, active = true): void {
    if (user.active === active) return;
    user.active = active;
    for (const other of CAST.filter((u) => u.active && u !== user)) runAsClient(other, () => hooks.callAll("userConnected", user, active));
  },
  /**
   * Run `fn` on this user's client (game.user = user there, also after its awaits and in what it leaves running),
   * while the test's own client stays who it was.
   */
  async onClientOf<T>(user: HarnessUser, fn: () => T | Promise<T>): Promise<T> {
    return runAsClient(user, async () => await fn());
  },
  /**
   * Requests to the server and queries take one more macrotask before they are applied (round-trip.ts; off in each
   * new test), so two clients' clicks interleave as at a real table (v13 `ClientDatabaseBackend` → `SocketInterface.dispatch`).
   */
  roundTrip(on = true): void {
    setRoundTrip(on);
  },
  /**
   * Wait until the table is quiet: every document operation finished, and what the hooks they fired started (on every
   * client) has run. Foundry awaits none of this; a test that checks what a hook handler did waits here first.
   */
  async settle(): Promise<void> {
    for (let round = 0; round < 50; round++) {
      await hooks.settle();
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      if (operationsInFlight() === 0 && hooks.pending.length === 0) return;
    }
    throw new Error("harness.settle: document operations still running after 50 rounds");
  },
  /**
   * Every connected client runs a hook (v13 Hooks fire on each client): call `hook` once on each connected
   * user's client, with game.user set to that user. Returns the users whose client ran it.
   */
  async callOnEveryClient(hook: string, ...args: unknown[]): Promise<HarnessUser[]> {
    const ran: HarnessUser[] = [];
    for (const user of CAST.filter((u) => u.active)) {
      await harness.onClientOf(user, async () => {
        hooks.callAll(hook, ...args);
        await hooks.settle();
      });
      ran.push(user);
    }
    return ran;
  },
  /**
   * The chat messages this user's client holds in game.messages (v13 `ChatMessage#visible` for that user): public
   * messages; a whisper only for its recipients and author; a whispered roll for everyone (others see "rolled
   * privately" but hold its content, rolls and flags); a blind roll for its author too.
   */
  clientMessages(user: HarnessUser): ChatMessage[] {
    return withUser(user, () => harness.messages().filter((m) => m.visible));
  },
  /** The messages whose content this user's chat log shows (v13 `isContentVisible`): what they can read and click. */
  readableMessages(user: HarnessUser): ChatMessage[] {
    return withUser(user, () => harness.messages().filter((m) => m.visible && m.isContentVisible));
  },
  renderTemplate,
  i18n,
  /** The partials the system preloads at init, loaded (see loadSystemTemplates). */
  loadSystemTemplates,
  applySystemStatuses,
  /** Ids of the partials loaded so far. */
  loadedPartials,
  /** DOM interaction with a rendered application (test/harness/applications.ts). */
  find: applications.find,
  click: applications.click,
  change: applications.change,
  usable: applications.usable,
  dragStart: applications.dragStart,
  drop: applications.drop,
  pickFile: applications.pickFile,
  /** What FilePicker stand-ins were asked (newest last). */
  filePickerRequests: applications.filePickerRequests,
};
