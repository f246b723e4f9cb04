/**
 * What a ruleset registers, in one place. Each ruleset exports one `RulesetDefinition` from
 * `module/rulesets/<folder>/ruleset.ts`; `module/rulesets/index.ts` lists them; `module/core/registry.ts`
 * wires them into Foundry. Data models and sheets of EVERY ruleset are registered in every world (documents of
 * other types still open and work); the active ruleset decides the create dialogs, initiative, combat order,
 * token bars and status effects.
 */
import type { RulesetId } from "./ruleset-ids.js";
import type { AnyRollLinks } from "./enrichers/roll-links.js";
import type { RulesetIntegrations } from "./integrations/declarations.js";
import type { StatBlockReading } from "./rules/stat-block.js";
import type { PartyGlance } from "./party/glance.js";

/**
 * A data model class as CONFIG.Actor.dataModels / CONFIG.Item.dataModels take it: any TypeDataModel subclass.
 * Structural (a constructor of a TypeDataModel), so each ruleset lists its own classes without a cast.
 */
export type DataModelClass = abstract new (...args: never[]) => foundry.abstract.TypeDataModel.Any;

export interface SheetRegistration {
  /** The sheet class (an AnthologyActorSheet or AnthologyItemSheet subclass). */
  sheet: unknown;
  types: string[];
  /** Localization key of the sheet's name in the sheet configuration dialog. */
  label: string;
}

export interface StatusEffectDefinition {
  id: string;
  /** Localization key. */
  name: string;
  img: string;
}

/** What a roll of a document's model takes: a click holding the skip-dialog binding skips its dialog. */
export interface RollOptions {
  skipDialog?: boolean;
}

/** An item type's roll (its sheet button, the hotbar macro, `item.system.roll()`). */
export type ItemRoll = (item: Item.Implementation, options: RollOptions) => Promise<unknown>;

/** A named roll of the ruleset's actors (`rollRegisteredActor(actor, name, options)`). */
export type ActorRoll = (actor: Actor.Implementation, options: Record<string, unknown>) => Promise<unknown>;

export interface RulesetDefinition {
  id: RulesetId;
  /** Localization key of the ruleset's name. */
  label: string;
  actorModels: Record<string, DataModelClass>;
  itemModels: Record<string, DataModelClass>;
  /** The ruleset's chat card types (ChatMessage subtypes, `<id>Card`) and their models (CONTRIBUTING "Chat cards"). */
  cardModels: Record<string, DataModelClass>;
  actorSheets: SheetRegistration[];
  itemSheets: SheetRegistration[];
  /**
   * Each item type's roll, which its data model's `roll()` asks for (module/core/documents/registered-rolls.ts): a
   * model never imports its room's rolls.
   */
  itemRolls?: Record<string, ItemRoll>;
  /** The actors' named rolls their data model offers (Roll & Keep's `rollAttribute`, `rollContest`). */
  actorRolls?: Record<string, ActorRoll>;
  /** Roll subclasses to add to CONFIG.Dice.rolls (the dice room registers the shared ones). */
  rolls?: unknown[];
  initiative?: { formula: string; decimals: number };
  /** Custom combatant order, called unbound by Combat#_sortCombatants (a < 0 goes first). */
  combatSort?: (a: Combatant.Implementation, b: Combatant.Implementation) => number;
  /** Token bars per actor type; a derived bar's model also declares `tokenBarEdit` (core/documents/token-bars.ts). */
  trackableAttributes?: Record<string, { bar: string[]; value: string[] }>;
  statusEffects?: StatusEffectDefinition[];
  /** Registers this ruleset's world/client settings (called during init for every ruleset). */
  /**
   * Registers this ruleset's world/client settings (called during init for every ruleset): shown in the settings
   * window (`config`) and given menus only when `active`, so a world lists only its own ruleset's settings.
   */
  registerSettings?: (context?: { active: boolean }) => void;
  /** Templates to preload as partials (paths starting with systems/anthology/). */
  templates?: string[];
  /**
   * Roll links in journal text (`[[/check …]]`…) and the ruleset's reading of the neutral `[[/test strong hard]]`;
   * the active ruleset's are registered as one text enricher (module/core/enrichers/roll-links.ts).
   */
  rollLinks?: AnyRollLinks;
  /** Reads a creature the GM pastes as the ruleset's game writes one (pure, `rules/`; core/stat-block-dialog.ts). */
  statBlock?: (text: string) => StatBlockReading;
  /** What the ruleset tells Item Piles and Dice So Nice when they are active (its `integrations.ts`). */
  integrations?: RulesetIntegrations;
  /** The actor types that may join a party (its characters; README "The party"). */
  partyMembers?: string[];
  /** What the party sheet shows of one member: health-like bars, most-asked checks and their exact chance. */
  partyGlance?: (actor: Actor.Implementation) => PartyGlance;
  /** Called on init for every ruleset: extra hooks (chat card buttons, socket handlers...). */
  init?: () => void;
  /** Called on ready when this ruleset is the active one. */
  ready?: () => void;
}
