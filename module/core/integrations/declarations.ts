/**
 * What a ruleset tells the modules tables already use (its `integrations.ts`, named in its RulesetDefinition):
 * data and the roll each button starts, read only when that module is active (module/core/integrations/).
 */

/** A currency Item Piles keeps as a number on the actor (its "attribute" currencies). */
export interface ItemPilesCurrency {
  /** Localization key of its name. */
  name: string;
  /** Path on the actor ("system.silver"). */
  path: string;
  /** Abbreviation with `{#}` where the amount goes ("{#} sp"). */
  abbreviation: string;
  /** An image path, if the ruleset has one (Item Piles shows the name alone without). */
  img?: string;
}

/** A ruleset's Item Piles configuration (Item Piles `API.addSystemIntegration`, docs/api.md). */
export interface ItemPilesDeclaration {
  /** The actor type Item Piles creates for a pile (one that holds items and, if any, the currency). */
  pileActorType: string;
  /** Item types a pile may hold and trade; every other item type of the ruleset is filtered out. */
  lootTypes: string[];
  /** Path of an item's quantity and, if the ruleset prices items, of its price ("" when it does not). */
  quantityPath: string;
  pricePath: string;
  currencies: ItemPilesCurrency[];
}

/** A Dice So Nice colourset (`dice3d.addColorset`, Dice So Nice docs "Colors & Themes"). */
export interface DiceColourset {
  /** Unique among Dice So Nice colorsets: prefixed with the system and ruleset id by the skin. */
  name: string;
  /** Localization key of its description in the Dice So Nice settings. */
  description: string;
  foreground: string;
  background: string;
  outline: string;
  edge: string;
}

/** A ruleset's Dice So Nice dice. */
export interface DiceSoNiceDeclaration {
  colorsets: DiceColourset[];
  /**
   * The colourset (one of `colorsets` by name) a roll's dice take, from the roll's stored options (the family and
   * settings the dice room keeps) and the pipeline's config (the ruleset's extension options after the dialog), or
   * null to leave the player's own dice.
   */
  colourOf(roll: { options: Record<string, unknown>; config: { family?: string; options?: unknown } }): string | null;
}

/** One button of Token Action HUD: what the sheet's button of the same name rolls. */
export interface HudAction {
  /** Unique within its group ("strength"). */
  id: string;
  /** Localization key of its name. */
  name: string;
  /** Runs the roll as the sheet's button does (the dialog unless `skipDialog`). */
  run(options: { skipDialog: boolean }): unknown;
}

/** A group of the HUD (abilities, reactions, attributes …) and its actions for one actor. */
export interface HudGroup {
  id: string;
  /** Localization key of its name. */
  name: string;
  actions(actor: Actor.Implementation): HudAction[];
}

/**
 * A ruleset's Token Action HUD groups. The skin adds one more group of its own to every ruleset: the actor's items
 * that roll (what a hotbar drop rolls, module/core/macros.ts).
 */
export interface TokenActionHudDeclaration {
  groups: HudGroup[];
}

export interface RulesetIntegrations {
  itemPiles?: ItemPilesDeclaration;
  diceSoNice?: DiceSoNiceDeclaration;
  tokenActionHud?: TokenActionHudDeclaration;
}
