/**
 * Installs the Foundry v13 stand-ins on globalThis (foundry, game, CONFIG, CONST, ui, Hooks, Roll, Actor, Item,
 * ChatMessage, Macro, ActiveEffect, Handlebars) and returns the handles tests use. See README.md beside this file.
 */
import * as applications from "./applications.js";
import { DataModel, TypeDataModel } from "./data-model.js";
import { Die, DiceTerm, NumericTerm, OperatorTerm, Roll, RollTerm, clearQueuedFaces, queueFaces } from "./dice.js";
import { ACTIVE_EFFECT_MODES, ActiveEffect, Actor, ChatMessage, Item, Macro, resetWorld, worldCollection } from "./documents.js";
import { fields } from "./fields.js";
import { ClientSettings, HooksImpl, Notifications, utils } from "./globals.js";
import { handlebars, loadTemplates, registerAllPartials, registerFoundryHelpers, renderTemplate } from "./handlebars.js";
import { i18n } from "./i18n.js";

export interface HarnessUser { id: string; name: string; isGM: boolean; targets: Set<unknown>; character: unknown }

export const GM: HarnessUser = { id: "gm-user", name: "Gamemaster", isGM: true, targets: new Set(), character: null };
export const PLAYER: HarnessUser = { id: "player-user", name: "Player", isGM: false, targets: new Set(), character: null };

const notifications = new Notifications();
const hooks = new HooksImpl();

function makeConfig(): Record<string, unknown> {
  return {
    Actor: { dataModels: {}, documentClass: Actor, trackableAttributes: {}, typeLabels: {}, sheetClasses: {} },
    Item: { dataModels: {}, documentClass: Item, typeLabels: {} },
    ChatMessage: { documentClass: ChatMessage },
    ActiveEffect: { documentClass: ActiveEffect, legacyTransferral: true },
    Combat: { initiative: { formula: null, decimals: 2 } },
    Dice: { rolls: [Roll], randomUniform: Math.random, terms: { d: Die } },
    statusEffects: [],
    sounds: { dice: "sounds/dice.wav", lock: "sounds/lock.wav", notify: "sounds/notify.wav" },
  };
}

function makeGame(): Record<string, unknown> {
  return {
    i18n,
    settings: new ClientSettings(),
    user: GM,
    users: [GM, PLAYER],
    system: { id: "anthology", version: "0.0.0-test" },
    anthology: {},
    actors: worldCollection("Actor"),
    items: worldCollection("Item"),
    messages: worldCollection("ChatMessage"),
    macros: worldCollection("Macro"),
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

let installed = false;

export function installFoundry(): void {
  const g = globalThis as unknown as Record<string, unknown>;
  g.foundry = {
    data: { fields },
    abstract: { DataModel, TypeDataModel },
    dice: { Roll, terms: { Die, DiceTerm, NumericTerm, OperatorTerm, RollTerm } },
    documents: { Actor, Item, ChatMessage, Macro, ActiveEffect },
    applications: {
      api: { ApplicationV2: applications.ApplicationV2, HandlebarsApplicationMixin: applications.HandlebarsApplicationMixin, DialogV2: applications.DialogV2, DocumentSheetV2: applications.DocumentSheetV2 },
      sheets: { ActorSheetV2: applications.ActorSheetV2, ItemSheetV2: applications.ItemSheetV2 },
      apps: { DocumentSheetConfig: applications.DocumentSheetConfig },
      handlebars: { renderTemplate, loadTemplates },
      ux: { DragDrop: applications.DragDrop, TextEditor: { implementation: { enrichHTML: async (html: string) => html } } },
    },
    utils,
  };
  g.CONFIG = makeConfig();
  g.CONST = { ACTIVE_EFFECT_MODES, DOCUMENT_OWNERSHIP_LEVELS: { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 }, DICE_ROLL_MODES: { PUBLIC: "publicroll", PRIVATE: "gmroll", BLIND: "blindroll", SELF: "selfroll" } };
  g.game = makeGame();
  g.ui = { notifications };
  g.Hooks = hooks;
  g.Roll = Roll;
  g.Actor = Actor;
  g.Item = Item;
  g.ChatMessage = ChatMessage;
  g.Macro = Macro;
  g.ActiveEffect = ActiveEffect;
  g.Handlebars = handlebars;
  g.fromUuid = fromUuid;
  g.fromUuidSync = fromUuidSync;
  const settings = (g.game as { settings: ClientSettings }).settings;
  settings.register("core", "rollMode", { scope: "client", config: true, type: String, default: "publicroll" });
  if (!installed) {
    registerFoundryHelpers();
    registerAllPartials();
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
  g.game.data = { actors: [], items: [] };
  g.game.user = GM;
  GM.targets.clear();
  PLAYER.targets.clear();
  notifications.clear();
  clearQueuedFaces();
}

export const harness = {
  notifications,
  hooks,
  queueFaces,
  /** Chat messages posted so far, oldest first. */
  messages: (): ChatMessage[] => worldCollection("ChatMessage").contents as ChatMessage[],
  /** Act as this user from now on (GM by default). */
  actAs(user: HarnessUser): void {
    (globalThis as unknown as { game: { user: HarnessUser } }).game.user = user;
  },
  renderTemplate,
  i18n,
};
