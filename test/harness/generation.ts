/**
 * The Foundry generation the harness models: 13 by default, 14 on request (`harness.useGeneration(14)`), with the
 * differences Anthology meets (README "Foundry v14", test/harness/README.md rows):
 * - `game.release.generation` (v13/v14 Game#release, ReleaseData).
 * - v13: the client setting `core.rollMode` ("publicroll" default) and `ChatMessage.applyRollMode` taking
 *   CONST.DICE_ROLL_MODES values. v14: `core.rollMode` is gone (reading it throws, as an unregistered setting does),
 *   `core.messageMode` ("public" default) replaces it, `CONFIG.ChatMessage.modes` lists public, gm, blind, self, ic
 *   (https://foundryvtt.com/api/v14/variables/CONFIG.ChatMessage.html), and applyRollMode takes those names
 *   (dnd5e 5.3 hands it `core.messageMode` values on v14); a v13 name is refused so a missed translation fails here.
 * - v13: Active Effect changes apply by numeric `mode` (CONST.ACTIVE_EFFECT_MODES). v14: by string `type` within a
 *   `phase` (CONST.ACTIVE_EFFECT_CHANGE_TYPES, https://foundryvtt.com/api/v14/variables/CONST.ACTIVE_EFFECT_CHANGE_TYPES.html,
 *   ActiveEffectChangeData); a change with only a numeric mode is not applied, and CONST.ACTIVE_EFFECT_MODES is absent.
 * - v14: `CONFIG.ActiveEffect.legacyTransferral` no longer exists.
 */
import { ACTIVE_EFFECT_MODES } from "./documents.js";
import type { ClientSettings } from "./globals.js";

export type Generation = 13 | 14;

/**
 * The v13 build the harness is written against: the v13 client source read for it is 13.350 (its package.json
 * `release.build`). `system.json` `compatibility.verified` names it (README "Foundry versions").
 */
export const HARNESS_V13_BUILD = 350;

/** v14 CONST.ACTIVE_EFFECT_CHANGE_TYPES: each type with its default priority. */
export const ACTIVE_EFFECT_CHANGE_TYPES = { custom: 0, multiply: 10, add: 20, subtract: 20, downgrade: 30, upgrade: 40, override: 50 } as const;

const V14_MODES = {
  public: { label: "CHAT.RollPublic", icon: "fa-solid fa-globe" },
  gm: { label: "CHAT.RollPrivate", icon: "fa-solid fa-user-secret" },
  blind: { label: "CHAT.RollBlind", icon: "fa-solid fa-eye-slash" },
  self: { label: "CHAT.RollSelf", icon: "fa-solid fa-user" },
  ic: { label: "CHAT.ModeIC", icon: "fa-solid fa-comment" },
} as const;

let current: Generation = 13;

export function generation(): Generation {
  return current;
}

/** The v13 roll-mode name a mode of the running generation stands for (how applyRollMode then sets whispers). */
export function rollModeFor(mode: string): string {
  if (current === 13) return mode;
  const v13 = ({ public: "publicroll", ic: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" } as Record<string, string>)[mode];
  if (!v13) throw new Error(`v14 ChatMessage.applyRollMode: "${mode}" is not a message mode of CONFIG.ChatMessage.modes`);
  return v13;
}

/** The setting that holds the user's chat mode in this generation. */
export function modeSettingKey(): "rollMode" | "messageMode" {
  return current === 13 ? "rollMode" : "messageMode";
}

export function useGeneration(g: Generation): void {
  current = g;
  const glob = globalThis as unknown as {
    game: { release?: unknown; settings: ClientSettings };
    CONFIG: Record<string, Record<string, unknown>>;
    CONST: Record<string, unknown>;
  };
  glob.game.release = { generation: g, channel: "Stable", build: g === 13 ? HARNESS_V13_BUILD : 359 };
  const settings = glob.game.settings;
  settings.settings.delete("core.rollMode");
  settings.settings.delete("core.messageMode");
  settings.values.delete("core.rollMode");
  settings.values.delete("core.messageMode");
  if (g === 13) settings.register("core", "rollMode", { scope: "client", config: true, type: String, default: "publicroll" });
  else settings.register("core", "messageMode", { scope: "client", config: true, type: String, default: "public" });
  const chat = glob.CONFIG.ChatMessage!;
  const effects = glob.CONFIG.ActiveEffect!;
  if (g === 13) {
    delete chat.modes;
    effects.legacyTransferral = true;
    glob.CONST.ACTIVE_EFFECT_MODES = ACTIVE_EFFECT_MODES;
    delete glob.CONST.ACTIVE_EFFECT_CHANGE_TYPES;
  } else {
    // Each mode's handler sets the whisper and blind fields of new message data, as applyRollMode does with its name.
    const applyRollMode = (glob as unknown as { ChatMessage: { applyRollMode(d: object, m: string): object } }).ChatMessage;
    chat.modes = Object.fromEntries(Object.entries(V14_MODES).map(([k, v]) => [k, { ...v, handler: (data: object) => applyRollMode.applyRollMode(data, k) }]));
    delete effects.legacyTransferral;
    delete glob.CONST.ACTIVE_EFFECT_MODES;
    glob.CONST.ACTIVE_EFFECT_CHANGE_TYPES = ACTIVE_EFFECT_CHANGE_TYPES;
  }
}
