/**
 * Token Action HUD (Token Action HUD Core, its module/main.mjs and module/core/api.mjs): when Core announces
 * `tokenActionHudCoreApiReady` with its API (`ActionHandler`, `RollHandler`, `SystemManager`), a package extends
 * them and answers `tokenActionHudSystemReady` with `{ api: { requiredCoreModuleVersion, SystemManager } }`; Core then
 * builds its HUD from the SystemManager (`registerDefaults` for the layout, `getActionHandler` whose
 * `buildSystemActions` adds each group's actions with `addActions(actions, { id, type: "system" })`). An action with
 * an `onClick` function is run by Core's RollHandler on a click (`handleActionClickCore`). Registered only while
 * Token Action HUD Core is active, for the world's ruleset: its declared groups (abilities, attributes …) and one
 * group of the skin's own, the actor's items that roll, each button doing what the sheet's does.
 */
import type { HudAction, TokenActionHudDeclaration } from "./declarations.js";
import { callModuleHook, onHook } from "../foundry/hooks.js";
import { localize } from "../foundry/i18n.js";
import { mayActFor } from "../may-act.js";
import { rollItemMacro } from "../macros.js";

/** The major and minor version of Token Action HUD Core this skin was read from (its module.json 2.1.0). */
export const TAH_CORE_VERSION = "2.1";
const ITEMS_GROUP = { id: "items", name: "ANTHOLOGY.Integrations.TokenActionHud.items" };

interface TahActionHandler {
  actor: Actor.Implementation | null;
  addActions(actions: Record<string, unknown>[], group: { id: string; type: string }): void;
}
interface TahCoreModule {
  api: {
    ActionHandler: new () => TahActionHandler;
    RollHandler: new () => object;
    SystemManager: new (coreModuleId: string) => object;
  };
}

/** The actor's items whose `system.roll` rolls them (the hotbar's rule, module/core/macros.ts). */
function itemActions(actor: Actor.Implementation): HudAction[] {
  return actor.items.contents
    .filter((item) => typeof (item.system as { roll?: unknown }).roll === "function")
    .map((item) => ({ id: item.id ?? "", name: item.name ?? "", run: ({ skipDialog }) => rollItemMacro(item.uuid, { skipDialog }) }));
}

/** Every group the HUD shows for a ruleset: its own, then the items that roll. */
export function hudGroups(ruleset: string, declaration: TokenActionHudDeclaration) {
  return [...declaration.groups, { ...ITEMS_GROUP, actions: itemActions }].map((g) => ({ ...g, id: `${ruleset}-${g.id}` }));
}

/** Core's default layout: one tab per group, each holding its group (its docs' `registerDefaults` shape). */
export function hudDefaults(ruleset: string, declaration: TokenActionHudDeclaration) {
  const groups = hudGroups(ruleset, declaration).map((g) => ({ id: g.id, name: localize(g.name), listName: localize(g.name), type: "system" }));
  return {
    layout: groups.map((g) => ({ id: g.id, nestId: g.id, name: g.name, type: "system", groups: [{ ...g, nestId: `${g.id}_${g.id}` }] })),
    groups,
  };
}

/** The actions of each group for one actor, as Core's `addActions` takes them (an item's name is its own). */
export function hudActions(ruleset: string, declaration: TokenActionHudDeclaration, actor: Actor.Implementation) {
  return hudGroups(ruleset, declaration).map((group) => ({
    group: { id: group.id, type: "system" },
    actions: group.actions(actor).map((action) => ({
      id: `${group.id}-${action.id}`,
      name: group.id.endsWith(`-${ITEMS_GROUP.id}`) ? action.name : localize(action.name),
      // Core runs `onClick()` with no event: the dialog opens, as a click on the sheet's button does.
      onClick: () => (mayActFor(actor) ? action.run({ skipDialog: false }) : null),
    })),
  }));
}

const isActive = () =>
  (game as unknown as { modules?: { get(id: string): { active?: boolean } | undefined } }).modules?.get("token-action-hud-core")?.active === true;

/** At init: answer Core's API with the active ruleset's groups, if it declares any. */
export function registerTokenActionHud(active: () => { id: string; declaration: TokenActionHudDeclaration | undefined }): void {
  onHook("tokenActionHudCoreApiReady", (coreModule) => {
    const { id, declaration } = active();
    const core = coreModule as TahCoreModule | undefined;
    if (!isActive() || !declaration || !core?.api) return;
    class AnthologyActionHandler extends core.api.ActionHandler {
      async buildSystemActions(): Promise<void> {
        if (!this.actor) return;
        for (const { group, actions } of hudActions(id, declaration!, this.actor)) this.addActions(actions, group);
      }
    }
    const RollHandler = core.api.RollHandler;
    class AnthologySystemManager extends core.api.SystemManager {
      getActionHandler() {
        return new AnthologyActionHandler();
      }
      getAvailableRollHandlers() {
        return { core: "Anthology" };
      }
      getRollHandler() {
        return new RollHandler();
      }
      async registerDefaults() {
        return hudDefaults(id, declaration!);
      }
    }
    callModuleHook("tokenActionHudSystemReady", { api: { requiredCoreModuleVersion: TAH_CORE_VERSION, SystemManager: AnthologySystemManager } });
  });
}
