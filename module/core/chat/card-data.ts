/**
 * Chat card data as ChatMessage subtypes (CONTRIBUTING "Chat cards"). Each ruleset declares one ChatMessage type
 * (`gmCard`, `shadowCard`, `wardenCard`, `rkCard`) whose `system` is a TypeDataModel: Foundry builds `message.system`
 * from `CONFIG.ChatMessage.dataModels[message.type]` and validates it on create and update, as it does for actors
 * and items (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.ChatMessageData.html: `type`,
 * `system`; https://foundryvtt.com/api/v13/variables/CONFIG.ChatMessage.html: `dataModels`). A message typed in
 * the chat box is type "base" and carries no card data.
 */
import type { Typed } from "../foundry/typed.js";

/** What `postChatCard` stores: the card's type and its system data (the source the model cleans and validates). */
export interface ChatCardData {
  type: string;
  system: object;
}

/**
 * The guard for messages of the given card type(s): `if (isGmCard(message)) message.system.damage`. Generic in the
 * message's class, so a stored message a dice flow returns and a hook's message are both accepted.
 */
export function cardOfType<S>(...types: string[]) {
  // Same test as documentOfType (module/core/foundry/typed.ts); fvtt-types' stored ChatMessage lacks a declared `type`.
  return <D extends object>(message: D | null | undefined): message is Typed<D, S> => !!message && "type" in message && types.includes(String(message.type));
}

/** Whether the message is one of the card types a ruleset registered (`CONFIG.ChatMessage.dataModels`). */
export function isRegisteredCardType(type: unknown): boolean {
  return typeof type === "string" && type !== "base" && Object.hasOwn(CONFIG.ChatMessage.dataModels ?? {}, type);
}
