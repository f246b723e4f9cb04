/**
 * Players acting through the GM (README "Players acting through the GM"). A player presses a button of their own card
 * that changes an actor they do not own (their attack's damage on the GM's monster): Foundry's server lets only an
 * owner update an actor, so the click is asked of the active GM's client, which runs it there.
 *
 * v13 queries: a handler registered in `CONFIG.queries[name]` runs on the client of the user asked with
 * `user.query(name, data, {timeout})` and its result comes back
 * (https://foundryvtt.com/api/v14/variables/CONFIG.queries.html, https://foundryvtt.com/api/v13/classes/foundry.documents.User.html#query).
 * No `"socket": true` in system.json: that manifest field asks for a package socket namespace (`system.anthology`, for
 * `game.socket.emit/on`; https://foundryvtt.com/api/v13/classes/foundry.packages.BasePackage.html, field `socket`:
 * "Whether to require a package-specific socket namespace for this package"), which the system does not use; a query
 * travels on core's own socket, for any handler named in `CONFIG.queries` (names prefixed with the package id).
 * The handler receives only the query data: Foundry does not tell it who asked
 * (https://github.com/foundryvtt/foundryvtt/issues/13418), and anything in the data is what the sender chose to write.
 * So the GM's client trusts nothing in the query but the names it looks up, and checks again, against what the
 * server keeps:
 * - the card is a message in the world, the system's (`isSystemCard`), and the action may be relayed;
 * - the pressed button is one the card shows (same `data-*`), and the handler reads its values from the card;
 * - the card's author (the server sets a message's `author`) is the user named as asking, and speaks for an actor
 *   they own: a relayed click acts only for a card's own author (README "Trust": cards act only for their
 *   author's actors). A forged query naming another user, or another user's card, is refused;
 * - a one-time action's spent mark on the affected actor (README "Trust": one-time buttons): the GM's client checks
 *   it and writes it, so a second query, from anyone, is refused;
 * - with the world setting `anthology.relayApproval`, the GM confirms each request in a dialog first.
 * What remains trusted is what Foundry trusts of every player: the card's own numbers (their roll) are theirs.
 */
import { chatAction, isSystemCard, cardUsedOn, performChatAction, setChatRelay, type ChatAction, type ChatActionContext } from "./chat-actions.js";
import { SYSTEM_ID } from "../settings.js";

export const RELAY_QUERY = "anthology.relayChatAction";
/** How long the player's client waits for the GM's answer (the GM may have a dialog to answer). */
export const RELAY_TIMEOUT_MS = 120_000;

/** What the player's client sends: names only; the GM's client looks everything else up. */
export interface RelayRequest {
  messageId: string;
  action: string;
  requester: string;
  dataset: Record<string, string>;
}

/** The GM client's answer: done, or refused with the reason's key under ANTHOLOGY.Relay.Refused. */
export type RelayAnswer = { ok: true } | { ok: false; reason: RelayRefusal };
export type RelayRefusal = "WrongCard" | "Altered" | "NotAuthor" | "Used" | "Declined" | "Nothing" | "NotGM";

/** The world setting: the GM approves each relayed action first (off by default). */
export function registerRelay(): void {
  game.settings!.register(SYSTEM_ID, "relayApproval", {
    name: "ANTHOLOGY.Settings.RelayApproval.Name",
    hint: "ANTHOLOGY.Settings.RelayApproval.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  CONFIG.queries[RELAY_QUERY] = answerRelay;
  setChatRelay((name, action, context, actor) => (mayRelay(action, context.message, actor) ? relayChatAction(name, context) : undefined));
}

function approvalRequired(): boolean {
  try {
    return game.settings!.get(SYSTEM_ID, "relayApproval") === true;
  } catch {
    return false;
  }
}

/** The card's author, and whether the card speaks for an actor that author owns. */
function authorSpeaksForOwnActor(message: ChatMessage.Implementation, userId: string): boolean {
  const author = message.author;
  if (!author || author.id !== userId) return false;
  const speaker = ChatMessage.getSpeakerActor(message.speaker);
  return !!speaker && speaker.testUserPermission(author, "OWNER");
}

/** On the clicker's client: the action may be relayed, and this user wrote the card for their own actor. */
export function mayRelay(action: ChatAction, message: ChatMessage.Implementation, actor: Actor.Implementation | null): boolean {
  const user = game.user;
  return action.relay === true && !!actor && !!user && !user.isGM && authorSpeaksForOwnActor(message, user.id ?? "");
}

function plainDataset(dataset: DOMStringMap): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(dataset)) if (typeof v === "string") out[k] = v;
  return out;
}

/** On the clicker's client: asks the active GM to run the click; refused with a message when that cannot happen. */
export async function relayChatAction(name: string, context: ChatActionContext): Promise<unknown> {
  const gm = game.users?.activeGM;
  const warn = (key: string) => {
    ui.notifications?.warn(game.i18n!.localize(`ANTHOLOGY.Relay.${key}`));
    return null;
  };
  if (!gm) return warn("NoGM");
  const request: RelayRequest = { messageId: context.message.id ?? "", action: name, requester: game.user?.id ?? "", dataset: plainDataset(context.dataset) };
  let answer: RelayAnswer;
  try {
    answer = await gm.query(RELAY_QUERY, request, { timeout: RELAY_TIMEOUT_MS });
  } catch {
    return warn("NoAnswer");
  }
  if (!answer?.ok) return warn(`Refused.${answer?.reason ?? "Nothing"}`);
  ui.notifications?.info(game.i18n!.localize("ANTHOLOGY.Relay.Done"));
  return answer;
}

const isText = (v: unknown): v is string => typeof v === "string" && v !== "";

/** The card's button for this action whose `data-*` are exactly the request's, or null (a value was altered). */
function cardButton(message: ChatMessage.Implementation, action: string, dataset: unknown): { dataset: DOMStringMap; label: string } | null {
  if (typeof dataset !== "object" || dataset === null) return null;
  const sent = Object.entries(dataset as Record<string, unknown>);
  const template = document.createElement("template");
  template.innerHTML = message.content ?? "";
  for (const button of template.content.querySelectorAll<HTMLElement>("[data-anthology-action]")) {
    const own = dataAttributes(button);
    if (own.anthologyAction !== action) continue;
    if (Object.keys(own).length === sent.length && sent.every(([k, v]) => own[k] === v)) return { dataset: own, label: button.textContent?.trim() ?? "" };
  }
  return null;
}

/** An element's `data-*` attributes as `HTMLElement#dataset` names them (data-injury-dice → injuryDice), empty values included. */
function dataAttributes(element: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, value } of element.attributes) {
    if (name.startsWith("data-")) out[name.slice(5).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
  }
  return out;
}

async function approved(requester: User.Implementation, actor: Actor.Implementation, label: string): Promise<boolean> {
  if (!approvalRequired()) return true;
  const escape = foundry.utils.escapeHTML;
  const text = game.i18n!.format("ANTHOLOGY.Relay.Approve.Text", { user: escape(requester.name ?? ""), button: escape(label), actor: escape(actor.name ?? "") });
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: game.i18n!.localize("ANTHOLOGY.Relay.Approve.Title") },
    content: `<p>${text}</p>`,
  });
  return answer === true;
}

/** The GM's client (`CONFIG.queries["anthology.relayChatAction"]`): checks the request again and runs it. */
export async function answerRelay(data: RelayRequest): Promise<RelayAnswer> {
  const refuse = (reason: RelayRefusal): RelayAnswer => ({ ok: false, reason });
  if (!game.user?.isGM) return refuse("NotGM");
  const request = (typeof data === "object" && data !== null ? data : {}) as Partial<Record<keyof RelayRequest, unknown>>;
  if (!isText(request.messageId) || !isText(request.action) || !isText(request.requester)) return refuse("WrongCard");
  const message = game.messages?.get(request.messageId) as ChatMessage.Implementation | undefined;
  const action = chatAction(request.action);
  if (!message || !action?.relay || !isSystemCard(message)) return refuse("WrongCard");
  const button = cardButton(message, request.action, request.dataset);
  if (!button) return refuse("Altered");
  const requester = game.users?.get(request.requester);
  if (!requester || !authorSpeaksForOwnActor(message, requester.id ?? "")) return refuse("NotAuthor");
  const context: ChatActionContext = { message, dataset: button.dataset, event: new Event("anthology-relay") };
  const actor = await action.actor(context);
  if (!actor) return refuse("WrongCard");
  // The spent mark of a one-time action (core `once` and the damage contract record it alike).
  if (cardUsedOn(actor, message, request.action)) return refuse("Used");
  if (!(await approved(requester, actor, button.label))) return refuse("Declined");
  const outcome = await performChatAction(request.action, action, context, actor);
  return outcome === null ? refuse("Nothing") : { ok: true };
}
