/** The Warden ruleset's world settings. */
import { WARDEN_DEFAULT_SLOTS, WARDEN_SLOT_CAP } from "./rules/inventory.js";

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface SettingConfig {
    "anthology.wardenSlots": number;
    "anthology.wardenTraitTables": string;
  }
}

/** Shown in the settings window only in a Warden world (`active`). */
export function registerWardenSettings({ active }: { active: boolean } = { active: true }): void {
  game.settings!.register("anthology", "wardenSlots", {
    name: "ANTHOLOGY.Warden.Settings.Slots.Name",
    hint: "ANTHOLOGY.Warden.Settings.Slots.Hint",
    scope: "world",
    config: active,
    type: Number,
    default: WARDEN_DEFAULT_SLOTS,
    range: { min: 0, max: WARDEN_SLOT_CAP, step: 1 },
    requiresReload: false,
  });
  game.settings!.register("anthology", "wardenTraitTables", {
    name: "ANTHOLOGY.Warden.Settings.TraitTables.Name",
    hint: "ANTHOLOGY.Warden.Settings.TraitTables.Hint",
    scope: "world",
    config: active,
    type: String,
    default: "",
  });
}

/** Inventory slots of a character (the world setting; 10 when it is unset or not registered). */
export function wardenBaseSlots(): number {
  try {
    const v = Number(game.settings?.get("anthology", "wardenSlots"));
    return Number.isFinite(v) ? Math.min(WARDEN_SLOT_CAP, Math.max(0, Math.round(v))) : WARDEN_DEFAULT_SLOTS;
  } catch {
    return WARDEN_DEFAULT_SLOTS;
  }
}
