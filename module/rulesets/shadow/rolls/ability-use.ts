/**
 * Using an ability from the sheet: the ability's card in chat, with the level the character has it at (novice,
 * adept, master: 002 "Experience") and how it is used (active, passive, reaction), and its description, which says
 * what the ability does at each level. 002 names no test for abilities, so using one rolls nothing; the description
 * tells the table which test to make, and the sheet's attributes make it.
 */
import { postChatCard } from "../../../core/chat/post-card.js";
import { format } from "../../../core/foundry/i18n.js";
import { enrichText } from "../../../core/foundry/text.js";
import { shadowCard } from "../data/card.js";
import { isShadowAbility } from "../data/types.js";
import { isShadowAbilityLevel } from "../rules/index.js";

export const SHADOW_ABILITY_CARD_TEMPLATE = "systems/anthology/templates/shadow/chat/ability.hbs";

/** Posts the ability's card as its actor; a user who does not own the actor is told so and nothing is posted. */
export async function shadowUseAbility(item: Item.Implementation): Promise<ChatMessage.Implementation | null> {
  if (!isShadowAbility(item)) return null;
  const actor = item.actor;
  if (actor && !actor.isOwner) {
    ui.notifications?.warn(format("ANTHOLOGY.Warn.NotOwner", { actor: actor.name ?? "" }));
    return null;
  }
  const level = isShadowAbilityLevel(item.system.level) ? item.system.level : "novice";
  // Only the owner's view shows the description's secrets; a card is read by the whole table.
  const enrichedDescription = await enrichText(item.system.description, item, false);
  const message = await postChatCard({
    template: SHADOW_ABILITY_CARD_TEMPLATE,
    context: {
      name: item.name ?? "",
      img: item.img ?? "",
      level: `ANTHOLOGY.Shadow.Level.${level}`,
      use: `ANTHOLOGY.Shadow.Use.${item.system.use}`,
      enrichedDescription,
    },
    actor,
    card: shadowCard(),
  });
  return message ?? null;
}
