/**
 * Rolling a gm item (sheet click, hotbar macro). The character rules may register the real roll
 * for a type (a weapon's attack with maneuvers, a spell's casting) with `registerGmItemRoll`;
 * otherwise an item rolls what the item itself knows: a weapon, an improvised weapon or
 * ammunition in hand rolls its damage; an ailment rolls the reaction its victim needs next; other
 * items post their description.
 */
import { enrichText } from "../../../core/foundry/text.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { gmDamageDiceCount, gmDamageRollFormula, gmIsDamageFormula } from "../rules/equipment/damage-dice.js";
import type { GmItemType } from "../rules/equipment/types.js";
import { gmAilmentResolveRoll } from "../flows/ailment-actions.js";
import { isGmAmmunition, isGmGear, isGmItem, isGmSpell, isGmSpirit, isGmWeapon } from "../data/types.js";
import { gmCard } from "../data/card.js";
import { GM_DAMAGE_TEMPLATE, gmPostDamageCard } from "./damage.js";

export interface GmItemRollOptions {
  skipDialog?: boolean;
}

export type GmItemRollHandler = (item: Item.Implementation, options: GmItemRollOptions) => Promise<unknown>;

const handlers = new Map<GmItemType, GmItemRollHandler>();

/** Lets the character rules take over the roll of an item type (e.g. gmWeapon → attack with the maneuver dialog). */
export function registerGmItemRoll(type: GmItemType, handler: GmItemRollHandler): void {
  handlers.set(type, handler);
}

export const GM_CHAT_TEMPLATES = {
  /** The one damage card, shared with attacks (rolls/damage.ts). */
  damage: GM_DAMAGE_TEMPLATE,
  item: "systems/anthology/templates/gods-monsters/chat/item.hbs",
  ailment: "systems/anthology/templates/gods-monsters/chat/ailment.hbs",
} as const;

/** The damage an item does in hand, or "" if it does none. */
export function gmItemDamage(item: Item.Implementation): { formula: string; attackPenalty: number } {
  if (isGmWeapon(item)) return { formula: item.system.sizedDamage, attackPenalty: item.system.attackPenalty };
  if (isGmGear(item)) {
    const w = item.system.improvisedWeapon;
    return w ? { formula: w.damage, attackPenalty: w.attackPenalty } : { formula: "", attackPenalty: 0 };
  }
  if (isGmAmmunition(item)) return { formula: item.system.handDamage, attackPenalty: item.system.handAttackPenalty };
  if (isGmSpell(item) || isGmSpirit(item)) return { formula: item.system.damage, attackPenalty: 0 };
  return { formula: "", attackPenalty: 0 };
}

/** Rolls an item's damage and posts it: the total and the dice (one injury per die in weapon contests). */
export async function gmRollItemDamage(item: Item.Implementation): Promise<ChatMessage.Implementation | undefined> {
  const { formula, attackPenalty } = gmItemDamage(item);
  if (!gmIsDamageFormula(formula)) return gmPostItemCard(item);
  const rolled = gmDamageRollFormula(formula);
  const roll = await new Roll(rolled).evaluate();
  const actor = (item.parent ?? null) as Actor.Implementation | null;
  return gmPostDamageCard({
    actor,
    roll,
    name: item.name ?? "",
    img: item.img ?? "",
    damage: formula,
    bonus: 0,
    formula,
    total: roll.total ?? 0,
    dice: gmDamageDiceCount(formula),
    attackPenalty,
    card: gmCard(),
  });
}

/** Posts an item's description to chat. */
export async function gmPostItemCard(item: Item.Implementation): Promise<ChatMessage.Implementation | undefined> {
  const description = isGmItem(item) ? item.system.description : "";
  const enriched = await enrichText(description, item, false);
  return postChatCard({
    template: GM_CHAT_TEMPLATES.item,
    context: { name: item.name ?? "", img: item.img ?? "", type: `TYPES.Item.${item.type as string}`, enrichedDescription: enriched },
    actor: (item.parent ?? null) as Actor.Implementation | null,
    card: gmCard(),
  });
}

/** The roll of an item: the registered one, else the item's own. */
export async function gmRollItem(item: Item.Implementation | null | undefined, options: GmItemRollOptions = {}): Promise<unknown> {
  if (!item) return null;
  const type = item.type as GmItemType;
  const handler = handlers.get(type);
  if (handler) return handler(item, options);
  if (type === "gmAilment") return gmAilmentResolveRoll(item, options);
  if (gmIsDamageFormula(gmItemDamage(item).formula)) return gmRollItemDamage(item);
  return gmPostItemCard(item);
}
