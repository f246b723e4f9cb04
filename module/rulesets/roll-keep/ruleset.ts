/**
 * Roll & Keep's registration (`000_…`): the character and NPC models and sheet, the speciality item, the
 * world setting linking attributes to mana colours (with its menu), the templates, the hotbar hook for
 * attribute macros, and the chat button with which the GM rolls the opposing side of a player's directly
 * opposed action. Rolls use the dice room's KeepRoll; the text defines no initiative (ours: rules/initiative.ts) or token bar.
 * Table options (README "Table options", not rules of the text): the wound track, equipment and weapon damage.
 * Statuses: the system replaces `CONFIG.statusEffects` with every ruleset's own (module/core/status-effects.ts), so
 * Foundry's defaults do not stay and R&K lists its own (`RK_STATUS_EFFECTS`).
 */
import { RK_ACTOR_ROLLS, RK_ITEM_ROLLS } from "./rolls/item-rolls.js";
import { onHook } from "../../core/foundry/hooks.js";
import { RK_INTEGRATIONS } from "./integrations.js";
import { RK_INITIATIVE_FORMULA } from "./rules/initiative.js";
import type { RulesetDefinition } from "../../core/ruleset.js";
import { RkColourLinksConfig } from "./dialogs/colour-links-config.js";
import { RK_MANA_BAR_PREFIX, RK_WOUND_BAR, RkCharacterData, RkNpcData } from "./data/actor.js";
import { RkEquipmentData } from "./data/equipment.js";
import { RkEquipmentSheet } from "./sheets/equipment-sheet.js";
import { registerRkWoundHooks, rkOnWoundTrackChange } from "./flows/wounds.js";
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
import { rkReadStatBlock } from "./rules/stat-block.js";
import { rkPartyGlance } from "./sheets/party-glance.js";

const T = "systems/anthology/templates/roll-keep";

/**
 * The Token HUD's statuses for R&K actors. The text (`000_…`) names few conditions: a character "unaware of the action
 * being taken against them" (indirectly opposed actions), and its botches set fire to a robe and make a mugger fall
 * flat (burning, prone); the rest are what any table marks on a token (dead, unconscious, stunned, blind, restrained).
 * Ids shared with another ruleset (dead, prone, blind, unaware, unconscious) are one `CONFIG.statusEffects` entry.
 */
export const RK_STATUS_EFFECTS = [
  { id: "dead", name: "ANTHOLOGY.RollKeep.Status.dead", img: "icons/svg/skull.svg" },
  { id: "unconscious", name: "ANTHOLOGY.RollKeep.Status.unconscious", img: "icons/svg/unconscious.svg" },
  { id: "prone", name: "ANTHOLOGY.RollKeep.Status.prone", img: "icons/svg/falling.svg" },
  { id: "unaware", name: "ANTHOLOGY.RollKeep.Status.unaware", img: "icons/svg/eye.svg" },
  { id: "burning", name: "ANTHOLOGY.RollKeep.Status.burning", img: "icons/svg/fire.svg" },
  { id: "stunned", name: "ANTHOLOGY.RollKeep.Status.stunned", img: "icons/svg/daze.svg" },
  { id: "blind", name: "ANTHOLOGY.RollKeep.Status.blind", img: "icons/svg/blind.svg" },
  { id: "restrained", name: "ANTHOLOGY.RollKeep.Status.restrained", img: "icons/svg/net.svg" },
  // The wound track's levels (a table option, rules/wounds.ts): the one a character stands on shows on its token.
  { id: "rkWounded", name: "ANTHOLOGY.RollKeep.Wounds.Level.wounded", img: "icons/svg/blood.svg" },
  { id: "rkNicked", name: "ANTHOLOGY.RollKeep.Wounds.Level.nicked", img: "icons/svg/blood.svg" },
  { id: "rkGrazed", name: "ANTHOLOGY.RollKeep.Wounds.Level.grazed", img: "icons/svg/blood.svg" },
  { id: "rkHurt", name: "ANTHOLOGY.RollKeep.Wounds.Level.hurt", img: "icons/svg/degen.svg" },
  { id: "rkInjured", name: "ANTHOLOGY.RollKeep.Wounds.Level.injured", img: "icons/svg/degen.svg" },
  { id: "rkCrippled", name: "ANTHOLOGY.RollKeep.Wounds.Level.crippled", img: "icons/svg/bones.svg" },
  { id: "rkDown", name: "ANTHOLOGY.RollKeep.Wounds.Level.down", img: "icons/svg/downgrade.svg" },
  { id: "rkOut", name: "ANTHOLOGY.RollKeep.Wounds.Level.out", img: "icons/svg/unconscious.svg" },
];

export const ruleset: RulesetDefinition = {
  id: "rk",
  rollLinks: rkRollLinks,
  statBlock: rkReadStatBlock,
  integrations: RK_INTEGRATIONS,
  label: "ANTHOLOGY.Ruleset.rk",
  partyMembers: ["rkCharacter"],
  partyGlance: rkPartyGlance,
  actorModels: { rkCharacter: RkCharacterData, rkNpc: RkNpcData },
  itemModels: { rkSpeciality: RkSpecialityData, rkEquipment: RkEquipmentData },
  itemRolls: RK_ITEM_ROLLS,
  actorRolls: RK_ACTOR_ROLLS,
  // The rkCard ChatMessage subtype (CONTRIBUTING "Chat cards", data/card.ts).
  cardModels: RK_CARD_MODELS,
  actorSheets: [{ sheet: RkActorSheet, types: ["rkCharacter", "rkNpc"], label: "ANTHOLOGY.RollKeep.Sheet.actor" }],
  itemSheets: [
    { sheet: RkSpecialitySheet, types: ["rkSpeciality"], label: "ANTHOLOGY.RollKeep.Sheet.speciality" },
    { sheet: RkEquipmentSheet, types: ["rkEquipment"], label: "ANTHOLOGY.RollKeep.Sheet.equipment" },
  ],
  trackableAttributes: {
    // Each colour's mana at hand against permanent mana, as the sheet draws it (data/actor.ts `manaBars`).
    // And the wound track (wounds against the wounds that are out of the fight, data/actor.ts `woundBar`).
    rkCharacter: { bar: [RK_WOUND_BAR, ...RK_COLOURS.map((c) => `${RK_MANA_BAR_PREFIX}${c}`)], value: RK_COLOURS.map((c) => `mana.current.${c}`) },
    rkNpc: { bar: [RK_WOUND_BAR, ...RK_COLOURS.map((c) => `${RK_MANA_BAR_PREFIX}${c}`)], value: RK_COLOURS.map((c) => `mana.current.${c}`) },
  },
  initiative: { formula: RK_INITIATIVE_FORMULA, decimals: 0 },
  statusEffects: RK_STATUS_EFFECTS,
  registerSettings: (context) => registerRkSettings(RkColourLinksConfig, context?.active ?? true, rkOnWoundTrackChange),
  templates: [`${T}/dialogs/summary.hbs`, `${T}/parts/speciality-choices.hbs`],
  init: () => {
    onHook("hotbarDrop", rkOnHotbarDrop);
    registerRkChatActions();
    registerRkWoundHooks();
    registerRollRequestAdapter(RK_ROLL_REQUESTS);
  },
};
