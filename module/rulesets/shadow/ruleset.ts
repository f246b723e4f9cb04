/**
 * The Shadow ruleset's registration (text 002): actor and item data models, sheets, the turn order as
 * initiative and combat sort, Toughness and Corruption as token bars, status effects, chat-card buttons.
 */
import type { RulesetDefinition } from "../../core/ruleset.js";
import { SHADOW_INTEGRATIONS } from "./integrations.js";
import { extendAnthologyApi } from "../../core/api.js";
import { SHADOW_INITIATIVE_DECIMALS, SHADOW_INITIATIVE_FORMULA } from "./rules/index.js";
import { ShadowAbilityData } from "./data/ability.js";
import { shadowAttack } from "./rolls/attack.js";
import { shadowUseAbility } from "./rolls/ability-use.js";
import { ShadowArmorData } from "./data/armor.js";
import { ShadowCharacterData } from "./data/character.js";
import { ShadowEquipmentData } from "./data/equipment.js";
import { ShadowMonsterData } from "./data/monster.js";
import { ShadowShieldData } from "./data/shield.js";
import { ShadowWeaponData } from "./data/weapon.js";
import { SHADOW_CARD_MODELS } from "./data/card.js";
import { SHADOW_STATUS } from "./data/view.js";
import { registerShadowChatActions, registerShadowCombatHooks } from "./chat/actions.js";
import { shadowCombatSort } from "./rolls/combat.js";
import { shadowSurprise } from "./rolls/surprise.js";
import { registerShadowSurpriseHooks } from "./rolls/surprise-combat.js";
import { registerShadowTrackerHooks } from "./flows/act-later.js";
import { registerShadowTurnHooks } from "./flows/turn-actions.js";
import { registerShadowVitalSync } from "./flows/vital-sync.js";
import { ShadowActorSheet } from "./sheets/actor-sheet.js";
import { ShadowMonsterSheet } from "./sheets/monster-sheet.js";
import { ShadowItemSheet } from "./sheets/item-sheet.js";
import { shadowRollLinks } from "./rolls/roll-links.js";
import { registerRollRequestAdapter } from "../../core/requests/adapter.js";
import { SHADOW_ROLL_REQUESTS } from "./rolls/roll-request.js";
import { shadowReadStatBlock } from "./rules/stat-block.js";
import { shadowPartyGlance } from "./sheets/party-glance.js";

const T = "systems/anthology/templates/shadow";

export const SHADOW_ACTOR_TYPES = ["shadowCharacter", "shadowMonster"];
export const SHADOW_ITEM_TYPES = ["shadowWeapon", "shadowArmor", "shadowShield", "shadowAbility", "shadowEquipment"];

/** For macros: `game.anthology.shadow.surprise({ attackers?, defenders?, skipDialog? })`. */
export const SHADOW_MACRO_API = { surprise: shadowSurprise };

const bars = { bar: ["toughness", "corruption"], value: ["defense", "painThreshold"] };

export const ruleset: RulesetDefinition = {
  id: "shadow",
  rollLinks: shadowRollLinks,
  statBlock: shadowReadStatBlock,
  integrations: SHADOW_INTEGRATIONS,
  label: "ANTHOLOGY.Ruleset.shadow",
  cardModels: SHADOW_CARD_MODELS,
  partyMembers: ["shadowCharacter"],
  partyGlance: shadowPartyGlance,
  actorModels: {
    shadowCharacter: ShadowCharacterData,
    shadowMonster: ShadowMonsterData,
  },
  itemModels: {
    shadowWeapon: ShadowWeaponData,
    shadowArmor: ShadowArmorData,
    shadowShield: ShadowShieldData,
    shadowAbility: ShadowAbilityData,
    shadowEquipment: ShadowEquipmentData,
  },
  // A weapon attacks, an ability rolls its test when used (module/core/documents/registered-rolls.ts).
  itemRolls: { shadowWeapon: shadowAttack, shadowAbility: shadowUseAbility },
  // Characters keep the tabbed sheet; monsters get the compact one-page sheet, each the default for its type.
  actorSheets: [
    { sheet: ShadowActorSheet, types: ["shadowCharacter"], label: "ANTHOLOGY.Shadow.Sheet.Actor" },
    { sheet: ShadowMonsterSheet, types: ["shadowMonster"], label: "ANTHOLOGY.Shadow.Sheet.Monster" },
  ],
  itemSheets: [{ sheet: ShadowItemSheet, types: SHADOW_ITEM_TYPES, label: "ANTHOLOGY.Shadow.Sheet.Item" }],
  initiative: { formula: SHADOW_INITIATIVE_FORMULA, decimals: SHADOW_INITIATIVE_DECIMALS },
  combatSort: shadowCombatSort,
  trackableAttributes: { shadowCharacter: bars, shadowMonster: bars },
  statusEffects: [
    { id: SHADOW_STATUS.dead, name: "ANTHOLOGY.Shadow.Status.dead", img: "icons/svg/skull.svg" },
    { id: SHADOW_STATUS.dying, name: "ANTHOLOGY.Shadow.Status.dying", img: "icons/svg/unconscious.svg" },
    { id: SHADOW_STATUS.prone, name: "ANTHOLOGY.Shadow.Status.prone", img: "icons/svg/falling.svg" },
    { id: SHADOW_STATUS.blind, name: "ANTHOLOGY.Shadow.Status.blind", img: "icons/svg/blind.svg" },
    { id: SHADOW_STATUS.unaware, name: "ANTHOLOGY.Shadow.Status.unaware", img: "icons/svg/daze.svg" },
    { id: SHADOW_STATUS.flanked, name: "ANTHOLOGY.Shadow.Status.flanked", img: "icons/svg/net.svg" },
    { id: SHADOW_STATUS.lowerGround, name: "ANTHOLOGY.Shadow.Status.lowerGround", img: "icons/svg/downgrade.svg" },
  ],
  templates: [
    `${T}/actor/gear-row.hbs`,
    `${T}/actor/combat.hbs`,
    `${T}/dialogs/first-aid.hbs`,
    `${T}/dialogs/rest.hbs`,
    `${T}/dialogs/difficulty.hbs`,
    `${T}/dialogs/test-fields.hbs`,
    `${T}/dialogs/entered-defense.hbs`,
    `${T}/dialogs/surprise.hbs`,
    `${T}/dialogs/act-later.hbs`,
  ],
  init: () => {
    registerShadowChatActions();
    registerRollRequestAdapter(SHADOW_ROLL_REQUESTS);
    // Each combatant's spent actions on its tracker row, redrawn when they change (flows/turn-actions.ts); the hooks
    // check the world's ruleset themselves, so they may be registered in every world.
    registerShadowTurnHooks();
  },
  /** When Shadow is the world's ruleset: hooks, and macro helpers at `game.anthology.shadow` (`surprise()`). */
  ready: () => {
    registerShadowCombatHooks();
    // Surprise offered to the active GM when combat begins (rolls/surprise-combat.ts).
    registerShadowSurpriseHooks();
    // "Act later" on the tracker rows of the user's own combatants (flows/act-later.ts).
    registerShadowTrackerHooks();
    registerShadowVitalSync();
    extendAnthologyApi("shadow", SHADOW_MACRO_API);
  },
};
