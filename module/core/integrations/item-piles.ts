/**
 * Item Piles (https://github.com/fantasycalendar/FoundryVTT-ItemPiles): a system registers its own configuration
 * when Item Piles announces `item-piles-ready`, through `game.itempiles.API.addSystemIntegration(data)` (its
 * docs/api.md "addSystemIntegration" and docs/contributing-to-item-piles.md; its src/API/api.js checks each field's
 * type and throws on a wrong one). Registered only while Item Piles is active, for the world's ruleset only.
 *
 * Item Piles applies a system's configuration on the GM's client (its settings.js `checkSystem`) only when
 * `VERSION` is newer than the one it stored (`foundry.utils.isNewerVersion`), so a GM's own edits survive. A world
 * that changes its ruleset must get the new ruleset's configuration, so `VERSION` is `<config version>.<revision>`,
 * where the revision (a world setting) counts the ruleset changes this integration has seen.
 */
import type { RulesetId } from "../ruleset-ids.js";
import type { ItemPilesDeclaration } from "./declarations.js";
import { onHook } from "../foundry/hooks.js";
import { SYSTEM_ID } from "../settings.js";

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface SettingConfig {
    "anthology.itemPilesRevision": { ruleset?: string; revision?: number };
  }
}

/** Raised when Anthology's own configuration for Item Piles changes shape (its first segments of VERSION). */
export const ITEM_PILES_CONFIG_VERSION = "1.0";
const REVISION_SETTING = "itemPilesRevision" as const;

/** The data `addSystemIntegration` takes (Item Piles docs/api.md), built from a ruleset's declaration. */
export function itemPilesIntegration(declaration: ItemPilesDeclaration, itemTypes: readonly string[], revision: number): Record<string, unknown> {
  const filtered = itemTypes.filter((type) => !declaration.lootTypes.includes(type));
  return {
    VERSION: `${ITEM_PILES_CONFIG_VERSION}.${revision}`,
    ACTOR_CLASS_TYPE: declaration.pileActorType,
    ITEM_QUANTITY_ATTRIBUTE: declaration.quantityPath,
    ITEM_PRICE_ATTRIBUTE: declaration.pricePath,
    ITEM_FILTERS: filtered.length ? [{ path: "type", filters: filtered.join(",") }] : [],
    ITEM_SIMILARITIES: ["name", "type"],
    CURRENCIES: declaration.currencies.map((c, i) => ({
      type: "attribute",
      name: c.name,
      ...(c.img ? { img: c.img } : {}),
      abbreviation: c.abbreviation,
      data: { path: c.path },
      primary: i === 0,
      exchangeRate: 1,
    })),
  };
}

/** The stored `{ ruleset, revision }`; the revision moves on when the world's ruleset is not the one stored. */
export function nextRevision(stored: unknown, ruleset: RulesetId): { ruleset: RulesetId; revision: number; changed: boolean } {
  const s = stored && typeof stored === "object" ? (stored as { ruleset?: unknown; revision?: unknown }) : {};
  const revision = Number.isInteger(s.revision) && (s.revision as number) >= 0 ? (s.revision as number) : 0;
  if (s.ruleset === ruleset) return { ruleset, revision, changed: false };
  // The first world to register keeps revision 0; each later change of ruleset counts one.
  return { ruleset, revision: typeof s.ruleset === "string" ? revision + 1 : revision, changed: true };
}

interface ItemPilesGame {
  itempiles?: { API?: { addSystemIntegration?: (data: Record<string, unknown>, version?: string) => void } };
  modules?: { get(id: string): { active?: boolean } | undefined };
}

/** At init: the world setting that keeps the ruleset Item Piles was last configured for, and its revision. */
export function registerItemPilesSetting(): void {
  game.settings!.register(SYSTEM_ID, REVISION_SETTING, { scope: "world", config: false, type: Object, default: {} });
}

/** At init: the answer to `item-piles-ready` with the active ruleset's declaration. */
export function registerItemPilesIntegration(active: () => { id: RulesetId; itemTypes: string[]; declaration: ItemPilesDeclaration | undefined }): void {
  onHook("item-piles-ready", () => {
    const g = game as unknown as ItemPilesGame;
    const api = g.itempiles?.API;
    const { id, itemTypes, declaration } = active();
    if (!g.modules?.get("item-piles")?.active || !api?.addSystemIntegration || !declaration) return;
    const stored: unknown = game.settings!.get(SYSTEM_ID, REVISION_SETTING);
    const next = nextRevision(stored, id);
    api.addSystemIntegration(itemPilesIntegration(declaration, itemTypes, next.revision), "latest");
    // Only a GM may write a world setting (v13 ClientSettings#set checks SETTINGS_MODIFY); the GM's client is
    // also the one on which Item Piles applies the configuration.
    if (next.changed && game.user?.isGM) void game.settings!.set(SYSTEM_ID, REVISION_SETTING, { ruleset: next.ruleset, revision: next.revision });
  });
}
