/** The Warden ruleset's registration: data models, sheets, initiative, combat order, token bars, statuses, settings. */
import type { RulesetDefinition } from "../../core/ruleset.js";
import { WARDEN_INTEGRATIONS } from "./integrations.js";
import { extendAnthologyApi } from "../../core/api.js";
import { registerWardenChatActions } from "./chat/actions.js";
import { registerWardenApHooks } from "./flows/action-points.js";
import { wardenCombatSort } from "./rolls/initiative.js";
import { WardenCharacterData } from "./data/character.js";
import { WardenCreatureData } from "./data/creature.js";
import { WardenArmorData } from "./data/items/armor.js";
import { WardenFatigueData } from "./data/items/fatigue.js";
import { WardenGearData } from "./data/items/gear.js";
import { WardenGrimoireData } from "./data/items/grimoire.js";
import { WardenManaDustData } from "./data/items/mana-dust.js";
import { WardenScrollData } from "./data/items/scroll.js";
import { WardenSpellData } from "./data/items/spell.js";
import { WardenWeaponData } from "./data/items/weapon.js";
import { WARDEN_INITIATIVE_FORMULA } from "./rules/initiative.js";
import { registerWardenSettings } from "./settings.js";
import { registerWardenStateHooks } from "./flows/states.js";
import { registerWardenSaveRequestHooks, wardenRequestSave } from "./rolls/save-request.js";
import { WardenCharacterSheet } from "./sheets/character-sheet.js";
import { WardenCreatureSheet } from "./sheets/creature-sheet.js";
import { WardenItemSheet } from "./sheets/item-sheet.js";
import { wardenCreateHireling } from "./flows/hireling.js";
import { wardenRollDieOfFate, wardenRollReaction } from "./rolls/oracles.js";
import { registerWardenTrackerHooks } from "./dialogs/combat-tracker.js";
import { wardenRollLinks } from "./rolls/roll-links.js";
import { registerRollRequestAdapter } from "../../core/requests/adapter.js";
import { WARDEN_ROLL_REQUESTS } from "./rolls/roll-request.js";
import { wardenPartyGlance } from "./sheets/party-glance.js";
import { WARDEN_CARD_MODELS } from "./data/card.js";
import { WARDEN_ITEM_ROLLS } from "./rolls/item-rolls.js";
import { wardenReadStatBlock } from "./rules/stat-block.js";

const T = "systems/anthology/templates/warden";

export const WARDEN_STATUS_EFFECTS = [
  { id: "dead", name: "ANTHOLOGY.Warden.Status.dead", img: "icons/svg/skull.svg" },
  { id: "critical", name: "ANTHOLOGY.Warden.Status.critical", img: "icons/svg/blood.svg" },
  { id: "stable", name: "ANTHOLOGY.Warden.Status.stable", img: "icons/svg/regen.svg" },
  { id: "paralyzed", name: "ANTHOLOGY.Warden.Status.paralyzed", img: "icons/svg/paralysis.svg" },
  { id: "delirious", name: "ANTHOLOGY.Warden.Status.delirious", img: "icons/svg/daze.svg" },
  { id: "deprived", name: "ANTHOLOGY.Warden.Status.deprived", img: "icons/svg/downgrade.svg" },
  { id: "surprised", name: "ANTHOLOGY.Warden.Status.surprised", img: "icons/svg/eye.svg" },
  { id: "routed", name: "ANTHOLOGY.Warden.Status.routed", img: "icons/svg/terror.svg" },
  { id: "destroyed", name: "ANTHOLOGY.Warden.Status.destroyed", img: "icons/svg/ruins.svg" },
  { id: "deafened", name: "ANTHOLOGY.Warden.Status.deafened", img: "icons/svg/deaf.svg" },
  { id: "insubstantial", name: "ANTHOLOGY.Warden.Status.insubstantial", img: "icons/svg/invisible.svg" },
];

/**
 * For macros: `game.anthology.warden.rollReaction()`, `.rollDieOfFate()`, `.createHireling({ name })`, and for the
 * GM `.requestSave({ attribute: "dex", dc: 24, secret: true })` (a chat card the players click to roll).
 */
export const WARDEN_MACRO_API = {
  createHireling: wardenCreateHireling,
  rollReaction: wardenRollReaction,
  rollDieOfFate: wardenRollDieOfFate,
  requestSave: wardenRequestSave,
};

const BARS = { bar: ["hp", "str", "dex", "wil"], value: ["armor", "gold", "ap.value"] };

export const ruleset: RulesetDefinition = {
  id: "warden",
  rollLinks: wardenRollLinks,
  statBlock: wardenReadStatBlock,
  integrations: WARDEN_INTEGRATIONS,
  label: "ANTHOLOGY.Ruleset.warden",
  cardModels: WARDEN_CARD_MODELS,
  partyMembers: ["wardenCharacter"],
  partyGlance: wardenPartyGlance,
  actorModels: { wardenCharacter: WardenCharacterData, wardenCreature: WardenCreatureData },
  itemModels: {
    wardenWeapon: WardenWeaponData,
    wardenArmor: WardenArmorData,
    wardenGear: WardenGearData,
    wardenSpell: WardenSpellData,
    wardenScroll: WardenScrollData,
    wardenGrimoire: WardenGrimoireData,
    wardenManaDust: WardenManaDustData,
    wardenFatigue: WardenFatigueData,
  },
  itemRolls: WARDEN_ITEM_ROLLS,
  actorSheets: [
    { sheet: WardenCharacterSheet, types: ["wardenCharacter"], label: "ANTHOLOGY.Warden.Sheet.character" },
    { sheet: WardenCreatureSheet, types: ["wardenCreature"], label: "ANTHOLOGY.Warden.Sheet.creature" },
  ],
  itemSheets: [
    {
      sheet: WardenItemSheet,
      types: ["wardenWeapon", "wardenArmor", "wardenGear", "wardenSpell", "wardenScroll", "wardenGrimoire", "wardenManaDust", "wardenFatigue"],
      label: "ANTHOLOGY.Warden.Sheet.item",
    },
  ],
  initiative: { formula: WARDEN_INITIATIVE_FORMULA, decimals: 0 },
  combatSort: wardenCombatSort,
  trackableAttributes: { wardenCharacter: BARS, wardenCreature: { bar: BARS.bar, value: ["armor", "ap.value"] } },
  statusEffects: WARDEN_STATUS_EFFECTS,
  registerSettings: registerWardenSettings,
  templates: [`${T}/actor/attributes.hbs`, `${T}/actor/item-row.hbs`, `${T}/actor/special-actions.hbs`],
  init() {
    registerWardenChatActions();
    registerWardenApHooks();
    registerWardenTrackerHooks();
    registerWardenStateHooks();
    registerWardenSaveRequestHooks();
    registerRollRequestAdapter(WARDEN_ROLL_REQUESTS);
  },
  /** When the Warden is the world's ruleset: macro helpers at `game.anthology.warden`. */
  ready() {
    extendAnthologyApi("warden", WARDEN_MACRO_API);
  },
};
