/**
 * Hook registration, typed once for the hooks Anthology listens to. Each entry is the argument list v13 passes
 * (https://foundryvtt.com/api/v13/modules/hookEvents.html), reduced to the parts Anthology reads; fvtt-types 13.345
 * either does not list these names for a system's own subtypes or types their arguments more narrowly than a
 * handler registered for every ruleset needs, so the one cast between its `Hooks.on` and these lists lives here.
 */

/** The arguments of each hook Anthology handles. */
export interface AnthologyHookArgs {
  /** hookEvents.updateDocument for Actor: (document, changed, options, userId). */
  updateActor: [
    actor: Actor.Implementation,
    changed: { system?: Record<string, unknown> } & Record<string, unknown>,
    options: Record<string, unknown>,
    userId: string,
  ];
  /** hookEvents.createDocument for ChatMessage: (document, options, userId). */
  createChatMessage: [message: ChatMessage.Implementation, options: Record<string, unknown>, userId: string];
  /** hookEvents.updateDocument for Combat: (document, changed, options, userId); `previous` as Combat#_onUpdate left it. */
  updateCombat: [
    combat: Combat.Implementation & { previous?: { round?: number | null } | null },
    changed: { round?: number; turn?: number | null } & Record<string, unknown>,
    options: Record<string, unknown>,
    userId: string,
  ];
  /** hookEvents.createDocument for Combatant: (document, options, userId), on every client. */
  createCombatant: [combatant: Combatant.Implementation, options: Record<string, unknown>, userId: string];
  /** hookEvents.deleteDocument for Combat: (document, options, userId), on every client. */
  deleteCombat: [combat: Combat.Implementation, options: Record<string, unknown>, userId: string];
  /** hookEvents.combatStart: (combat, updateData). */
  combatStart: [combat: Combat.Implementation, updateData: { round: number; turn: number }];
  /** hookEvents.combatTurnChange: (combat, prior, current), each a CombatHistoryData. */
  combatTurnChange: [combat: Combat.Implementation, prior: { combatantId?: string | null }, current: { combatantId?: string | null }];
  /**
   * hookEvents.userConnected: (user, connected), on every other client when a user's `active` changes (v13
   * `Users.#handleUserActivity`, client/documents/collections/users.mjs).
   */
  userConnected: [user: User.Implementation, connected: boolean];
  /** hookEvents.hotbarDrop: (hotbar, data, slot); returning false stops core's own handling. */
  hotbarDrop: [hotbar: unknown, data: Record<string, unknown>, slot: number];
  /** hookEvents.renderChatMessageHTML: (message, html, context). */
  renderChatMessageHTML: [message: ChatMessage.Implementation, html: HTMLElement, context: Record<string, unknown>];
  /**
   * The render hook of v13's combat tracker, `render${className}` as `ApplicationV2#_doEvent` calls it for each class
   * of the application (https://foundryvtt.com/api/v13/functions/hookEvents.renderApplicationV2.html): (application,
   * element, context, options); `viewed` is the combat it shows (`CombatTracker#viewed`).
   */
  renderCombatTracker: [
    app: { viewed?: { combatants?: { get(id: string): { actor?: Actor.Implementation | null } | undefined } } | null },
    element: HTMLElement,
    context: unknown,
    options: unknown,
  ];
  /**
   * The render hook of v13's ActiveEffectConfig (`ApplicationV2#_doEvent`, `render${className}`): (application, element,
   * context, options); `document` is the effect, `isEditable` whether this user may change it (DocumentSheetV2).
   */
  renderActiveEffectConfig: [app: { document?: { flags?: unknown } | null; isEditable?: boolean }, element: HTMLElement, context: unknown, options: unknown];
  /** hookEvents.getSceneControlButtons: (controls), v13's record of control sets by name. */
  getSceneControlButtons: [controls: Record<string, { tools?: Record<string, unknown> }>];
  /** Item Piles' `item-piles-ready` (its docs/contributing-to-item-piles.md): its API is at `game.itempiles.API`. */
  "item-piles-ready": [];
  /** Dice So Nice's `diceSoNiceReady` (its docs "Hooks"): (dice3d). */
  diceSoNiceReady: [dice3d: unknown];
  /** Token Action HUD Core's `tokenActionHudCoreApiReady` (its module/core/api.mjs): (coreModule with `.api`). */
  tokenActionHudCoreApiReady: [coreModule: unknown];
  /** Anthology's own `anthology.roll` (module/dice/flow/pipeline.ts): the evaluated Roll, before its card. */
  "anthology.roll": [roll: Roll, config: { family?: string; options?: unknown; actor?: Actor.Implementation | null }];
  /** Anthology's own `anthology.restTaken` (module/core/events.ts): the actor and the ruleset's rest. */
  "anthology.restTaken": [actor: Actor.Implementation, rest: { ruleset: string; kind: string; days?: number }];
}

type Handler<K extends keyof AnthologyHookArgs> = (...args: AnthologyHookArgs[K]) => unknown;

/** `Hooks.on(name, handler)`; returns the id `Hooks.off` takes. */
export function onHook<K extends keyof AnthologyHookArgs>(name: K, handler: Handler<K>): number {
  return (Hooks.on as unknown as (name: string, fn: Handler<K>) => number)(name, handler);
}

/**
 * Anthology's own hooks (`anthology.*`, README "Hooks for modules and macros"). v13 `Hooks.call` and `Hooks.callAll`
 * take any name (https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html); fvtt-types 13.345 takes only
 * the names in its HookConfig.
 */
const anyHooks = Hooks as unknown as { call(hook: string, ...args: unknown[]): boolean; callAll(hook: string, ...args: unknown[]): unknown };

/** `Hooks.call(name, ...args)`: handlers run in order until one returns false; false means a handler cancelled. */
export function callHook(name: `anthology.${string}`, ...args: unknown[]): boolean {
  return anyHooks.call(name, ...args);
}

/** `Hooks.callAll(name, ...args)`: every handler runs and none can cancel. */
export function callAllHooks(name: `anthology.${string}`, ...args: unknown[]): void {
  anyHooks.callAll(name, ...args);
}

/**
 * Foundry's own `modifyTokenAttribute` hook as v13 `Actor#modifyTokenAttribute` calls it: `Hooks.call` with the edit
 * `{attribute, value, isDelta, isBar}`, the update it is about to make and the actor; a handler returning false
 * cancels the update (https://foundryvtt.com/api/v13/functions/hookEvents.modifyTokenAttribute.html). fvtt-types
 * 13.345 lists only the first two arguments.
 */
export function callModifyTokenAttribute(
  data: { attribute: string; value: number; isDelta: boolean; isBar: boolean },
  updates: Record<string, number>,
  actor: unknown,
): boolean {
  return anyHooks.call("modifyTokenAttribute", data, updates, actor);
}

/**
 * Foundry's own `dropActorSheetData` hook as v13 `ActorSheetV2#_onDrop` calls it before handling a drop: `Hooks.call`
 * with the actor, the sheet and the drag data; false refuses the drop. For a sheet that handles a drop itself.
 */
export function callDropActorSheetData(actor: unknown, sheet: unknown, data: unknown): boolean {
  return anyHooks.call("dropActorSheetData", actor, sheet, data);
}

/**
 * Another module's hook that a system answers (Token Action HUD Core's `tokenActionHudSystemReady`): `Hooks.call`
 * with a name fvtt-types does not list.
 */
export function callModuleHook(name: "tokenActionHudSystemReady", ...args: unknown[]): boolean {
  return anyHooks.call(name, ...args);
}
