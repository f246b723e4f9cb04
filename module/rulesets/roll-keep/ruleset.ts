/**
 * Roll & Keep's registration (`000_…`): the character and NPC models and sheet, the speciality item, the
 * world setting linking attributes to mana colours (with its menu), the templates, the hotbar hook for
 * attribute macros, and the chat button with which the GM rolls the opposing side of a player's directly
 * opposed action. Rolls use the dice room's KeepRoll; the text defines no initiative (ours: rules/initiative.ts), token bar or status
 * effect, so none is registered (Foundry's defaults stay).
 */
import { onHook } from "../../core/foundry/hooks.js";
import { RK_INITIATIVE_FORMULA } from "./rules/initiative.js";
import type { RulesetDefinition } from "../../core/ruleset.js";
import { RkColourLinksConfig } from "./dialogs/colour-links-config.js";
import { RK_MANA_BAR_PREFIX, RkCharacterData, RkNpcData } from "./data/actor.js";
import { RK_COLOURS } from "./rules/attributes.js";
import { RkSpecialityData } from "./data/speciality.js";
import { RK_CARD_MODELS } from "./data/card.js";
import { rkOnHotbarDrop } from "./macros.js";
import { registerRkChatActions } from "./chat/chat-actions.js";
import { registerRkSettings } from "./settings.js";
import { RkActorSheet } from "./sheets/actor-sheet.js";
import { RkSpecialitySheet } from "./sheets/speciality-sheet.js";
import { rkRollLinks } from "./rolls/roll-links.js";
import { registerRollRequestAdapter } from "../../core/requests/adapter.js";
import { RK_ROLL_REQUESTS } from "./rolls/roll-request.js";

const T = "systems/anthology/templates/roll-keep";

export const ruleset: RulesetDefinition = {
  id: "rk",
  rollLinks: rkRollLinks,
  label: "ANTHOLOGY.Ruleset.rk",
  actorModels: { rkCharacter: RkCharacterData, rkNpc: RkNpcData },
  itemModels: { rkSpeciality: RkSpecialityData },
  // The rkCard ChatMessage subtype (CONTRIBUTING "Chat cards", data/card.ts).
  cardModels: RK_CARD_MODELS,
  actorSheets: [{ sheet: RkActorSheet, types: ["rkCharacter", "rkNpc"], label: "ANTHOLOGY.RollKeep.Sheet.actor" }],
  itemSheets: [{ sheet: RkSpecialitySheet, types: ["rkSpeciality"], label: "ANTHOLOGY.RollKeep.Sheet.speciality" }],
  trackableAttributes: {
    // Each colour's mana at hand against permanent mana, as the sheet draws it (data/actor.ts `manaBars`).
    rkCharacter: { bar: RK_COLOURS.map((c) => `${RK_MANA_BAR_PREFIX}${c}`), value: RK_COLOURS.map((c) => `mana.current.${c}`) },
    rkNpc: { bar: RK_COLOURS.map((c) => `${RK_MANA_BAR_PREFIX}${c}`), value: RK_COLOURS.map((c) => `mana.current.${c}`) },
  },
  initiative: { formula: RK_INITIATIVE_FORMULA, decimals: 0 },
  registerSettings: (context) => registerRkSettings(RkColourLinksConfig, context?.active ?? true),
  templates: [`${T}/dialogs/summary.hbs`, `${T}/parts/speciality-choices.hbs`],
  init: () => {
    onHook("hotbarDrop", rkOnHotbarDrop);
    registerRkChatActions();
    registerRollRequestAdapter(RK_ROLL_REQUESTS);
  },
};
