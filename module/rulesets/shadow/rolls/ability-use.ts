/**
 * Using an ability from the sheet: the ability's card in chat, with the level the character has it at (novice,
 * adept, master: 002 "Experience") and how it is used (active, passive, reaction), and its description, which says
 * what the ability does at each level. An ability whose item names a test (its `test` attribute) then rolls that
 * success test, as the sheet's attribute does: against the targeted token's usual opposition, or the GM's difficulty in
 * the dialog (002 "Success Test"). 002 names no attribute for abilities in general, so an ability without one rolls
 * nothing and its card says what it does.
 */
import { postChatCard } from "../../../core/chat/post-card.js";
import { format } from "../../../core/foundry/i18n.js";
import { enrichText } from "../../../core/foundry/text.js";
import { shadowCard } from "../data/card.js";
import { isShadowAbility } from "../data/types.js";
import { SHADOW_ACTIVITY_COSTS, isShadowAbilityLevel, isShadowAttributeKey } from "../rules/index.js";
import { shadowSpendTurnAction } from "../flows/turn-actions.js";
import { shadowRollAttribute } from "./attribute-test.js";

export const SHADOW_ABILITY_CARD_TEMPLATE = "systems/anthology/templates/shadow/chat/ability.hbs";

/** Posts the ability's card as its actor, then rolls its test; a user who does not own the actor is told so and nothing is posted. */
export async function shadowUseAbility(
  item: Item.Implementation,
  { skipDialog = false }: { skipDialog?: boolean } = {},
): Promise<ChatMessage.Implementation | null> {
  if (!isShadowAbility(item)) return null;
  const actor = item.actor;
  if (actor && !actor.isOwner) {
    ui.notifications?.warn(format("ANTHOLOGY.Warn.NotOwner", { actor: actor.name ?? "" }));
    return null;
  }
  const level = isShadowAbilityLevel(item.system.level) ? item.system.level : "novice";
  const test = isShadowAttributeKey(item.system.test) ? item.system.test : null;
  // Only the owner's view shows the description's secrets; a card is read by the whole table.
  const enrichedDescription = await enrichText(item.system.description, item, false);
  const message = await postChatCard({
    template: SHADOW_ABILITY_CARD_TEMPLATE,
    context: {
      name: item.name ?? "",
      img: item.img ?? "",
      level: `ANTHOLOGY.Shadow.Level.${level}`,
      use: `ANTHOLOGY.Shadow.Use.${item.system.use}`,
      test: test ? `ANTHOLOGY.Shadow.Attribute.${test}` : "",
      enrichedDescription,
    },
    actor,
    card: shadowCard(),
  });
  // Using an active ability is a Combat Action (002 "Combat Action"); a second one this turn is the GM's call, with a warning.
  if (message && actor && item.system.use === "active") await shadowSpendTurnAction(actor, SHADOW_ACTIVITY_COSTS.activeAbility, { over: "warn" });
  if (message && actor && test)
    await shadowRollAttribute(actor, test, { skipDialog, label: `${item.name ?? ""}: ${format(`ANTHOLOGY.Shadow.Attribute.${test}`, {})}` });
  return message ?? null;
}
