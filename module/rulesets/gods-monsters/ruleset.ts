/**
 * The Gods & Monsters ruleset's registration: actor and item data models, sheets, token bars,
 * chat-card actions (mojo bids, damage, consciousness, death) and the weapon attack roll for items
 * and hotbar macros.
 */
import { registerCalledShotAction } from "./rolls/called-shot.js";
import { registerStrayShotAction } from "./rolls/stray-shot.js";
import { registerHoldActions } from "./rolls/hold.js";
import { gmGuardInitiative, registerGmTrackerHooks } from "./rolls/tracker.js";
import { onHook } from "../../core/foundry/hooks.js";
import { GM_INTEGRATIONS } from "./integrations.js";
import { GM_INITIATIVE_FORMULA } from "./rules/conflict/initiative.js";
import type { RulesetDefinition } from "../../core/ruleset.js";
import { extendAnthologyApi } from "../../core/api.js";
import { GmCharacterData } from "./data/character.js";
import { GmCreatureData } from "./data/creature.js";
import { GM_ITEM_MODELS, GM_ITEM_SHEETS, GM_ITEM_TEMPLATES, gmOpenConsequencesTool, registerGmItemRoll } from "./items.js";
import { registerApplyDamageAction } from "./rolls/apply-damage.js";
import { gmRollItem } from "./rolls/item-rolls.js";
import { gmRollAttack } from "./rolls/attack.js";
import { registerConditionActions } from "./rolls/conditions.js";
import { registerMojoBidAction } from "./rolls/mojo-bid.js";
import { registerGmSurpriseHooks } from "./rolls/surprise.js";
import { gmCombatSort, registerGmSettings } from "./rolls/clash.js";
import { GmCharacterSheet } from "./sheets/character-sheet.js";
import { GmCreatureSheet } from "./sheets/creature-sheet.js";
import { gmRollLinks } from "./rolls/roll-links.js";
import { registerRollRequestAdapter } from "../../core/requests/adapter.js";
import { GM_ROLL_REQUESTS } from "./rolls/roll-request.js";
import { gmPartyGlance } from "./sheets/party-glance.js";
import { GM_CARD_MODELS } from "./data/card.js";
import { GM_INJURY_BAR } from "./data/token-bars.js";
import { gmReadStatBlock } from "./rules/creatures/stat-block.js";

const T = "systems/anthology/templates/gods-monsters";

export const GM_STATUS_EFFECTS = [
  { id: "dead", name: "ANTHOLOGY.GM.Status.dead", img: "icons/svg/skull.svg" },
  { id: "dying", name: "ANTHOLOGY.GM.Status.dying", img: "icons/svg/blood.svg" },
  { id: "unconscious", name: "ANTHOLOGY.GM.Status.unconscious", img: "icons/svg/unconscious.svg" },
  { id: "semiConscious", name: "ANTHOLOGY.GM.Status.semiConscious", img: "icons/svg/daze.svg" },
  { id: "surprised", name: "ANTHOLOGY.GM.Status.surprised", img: "icons/svg/eye.svg" },
  { id: "immobilized", name: "ANTHOLOGY.GM.Status.immobilized", img: "icons/svg/net.svg" },
  // In an immobilizer's hold (004 "Immobilizing an opponent"): until the hold is broken or the target immobilized.
  { id: "held", name: "ANTHOLOGY.GM.Status.held", img: "icons/svg/padlock.svg" },
  { id: "concentrating", name: "ANTHOLOGY.GM.Status.concentrating", img: "icons/svg/aura.svg" },
  { id: "psychic", name: "ANTHOLOGY.GM.Status.psychic", img: "icons/svg/daze.svg" },
  { id: "sleep", name: "ANTHOLOGY.GM.Status.sleep", img: "icons/svg/sleep.svg" },
  { id: "paralysis", name: "ANTHOLOGY.GM.Status.paralysis", img: "icons/svg/paralysis.svg" },
];

export const ruleset: RulesetDefinition = {
  id: "gm",
  rollLinks: gmRollLinks,
  statBlock: gmReadStatBlock,
  integrations: GM_INTEGRATIONS,
  label: "ANTHOLOGY.Ruleset.gm",
  partyMembers: ["gmCharacter"],
  partyGlance: gmPartyGlance,
  actorModels: { gmCharacter: GmCharacterData, gmCreature: GmCreatureData },
  itemModels: GM_ITEM_MODELS,
  // Every G&M item type rolls through one dispatcher (its registered handlers, else damage or a description card).
  itemRolls: Object.fromEntries(["gmWeapon", "gmAmmunition", "gmGear", "gmSpell", "gmSpirit", "gmAilment"].map((type) => [type, gmRollItem])),
  cardModels: GM_CARD_MODELS,
  actorSheets: [
    { sheet: GmCharacterSheet, types: ["gmCharacter"], label: "ANTHOLOGY.GM.Sheet.characterSheet" },
    { sheet: GmCreatureSheet, types: ["gmCreature"], label: "ANTHOLOGY.GM.Sheet.creatureSheet" },
  ],
  itemSheets: GM_ITEM_SHEETS,
  trackableAttributes: {
    // injuryBar: the injuries against the injury threshold, as the sheet draws them (data/token-bars.ts).
    gmCharacter: { bar: ["survival", "verve", GM_INJURY_BAR], value: ["injuries", "mojo", "pool"] },
    gmCreature: { bar: ["survival", GM_INJURY_BAR], value: ["injuries"] },
  },
  statusEffects: GM_STATUS_EFFECTS,
  initiative: { formula: GM_INITIATIVE_FORMULA, decimals: 0 },
  // 004 "Order of events": sides, no initiative; a rolled agility order is a table option (rolls/clash.ts).
  combatSort: gmCombatSort,
  registerSettings: registerGmSettings,
  templates: [
    ...GM_ITEM_TEMPLATES,
    `${T}/dialogs/check-fields.hbs`,
    `${T}/dialogs/attack.hbs`,
    `${T}/dialogs/prompt.hbs`,
    `${T}/dialogs/aging.hbs`,
    `${T}/dialogs/surprise.hbs`,
  ],
  init: () => {
    registerRollRequestAdapter(GM_ROLL_REQUESTS);
    registerMojoBidAction();
    registerApplyDamageAction();
    registerCalledShotAction();
    registerStrayShotAction();
    registerHoldActions();
    registerGmTrackerHooks();
    registerConditionActions();
    registerGmSurpriseHooks();
    registerGmItemRoll("gmWeapon", (item, options) => {
      const actor = (item.parent ?? null) as Actor.Implementation | null;
      return actor ? gmRollAttack(actor, { item, skipDialog: options.skipDialog }) : Promise.resolve(null);
    });
  },
  ready: () => {
    // The text's sides mode rolls no initiative: the tracker's Roll All rolls nothing there (rolls/tracker.ts).
    gmGuardInitiative();
    // The GM's consequences window (falling, jumping, suffocation, tracking, chases...): a button in the token
    // controls, and game.anthology.gm.consequences() for macros.
    extendAnthologyApi("gm", { consequences: gmOpenConsequencesTool });
    // The v13 hook is not in fvtt-types 13.345.1 HookConfig, hence the casts.
    onHook("getSceneControlButtons", (controls) => {
      const tokens = controls.tokens;
      if (!tokens?.tools || !game.user?.isGM) return;
      tokens.tools.gmConsequences = {
        name: "gmConsequences",
        title: "ANTHOLOGY.GM.Consequences.Control",
        icon: "fa-solid fa-person-falling",
        order: Object.keys(tokens.tools).length,
        button: true,
        visible: true,
        onChange: () => void gmOpenConsequencesTool(),
      };
    });
    // `reset` re-prepares the controls (v13 https://foundryvtt.com/api/v13/interfaces/foundry._SceneControlsRenderOptions.html);
    // fvtt-types 13.345 does not list it.
    ui.controls?.render({ reset: true } as never);
  },
};
