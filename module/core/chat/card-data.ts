/**
 * Chat card data as ChatMessage subtypes (CONTRIBUTING "Chat cards"). Each ruleset declares one ChatMessage type
 * (`gmCard`, `shadowCard`, `wardenCard`, `rkCard`) whose `system` is a TypeDataModel: Foundry builds `message.system`
 * from `CONFIG.ChatMessage.dataModels[message.type]` and validates it on create and update, as it does for actors
 * and items (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.ChatMessageData.html: `type`,
 * `system`; https://foundryvtt.com/api/v13/variables/CONFIG.ChatMessage.html: `dataModels`). A message typed in
 * the chat box is type "base" and carries no card data.
 */
import { documentOfType, type Typed } from "../foundry/typed.js";

/** What `postChatCard` stores: the card's type and its system data (the source the model cleans and validates). */
export interface ChatCardData {
  type: string;
  system: object;
}

/** A chat message of the given card type(s), its system typed as the model `S`. */
export type CardMessage<S> = Typed<ChatMessage.Implementation, S>;

/** The guard for messages of the given card type(s): `if (isGmCard(message)) message.system.damage`. */
export function cardOfType<S>(...types: string[]): (message: ChatMessage.Implementation | null | undefined) => message is CardMessage<S> {
  return documentOfType<ChatMessage.Implementation, S>(...types);
}

/** Whether the message is one of the card types a ruleset registered (`CONFIG.ChatMessage.dataModels`). */
export function isRegisteredCardType(type: unknown): boolean {
  return typeof type === "string" && type !== "base" && Object.hasOwn(CONFIG.ChatMessage.dataModels ?? {}, type);
}
