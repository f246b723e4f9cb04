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
 * So the asking client first records its request (action, button, a fresh nonce) on a document only it may update,
 * and the query carries only where to read it and the nonce:
 * - a relayed click (the card's author, who does not own the affected actor) records it on the card itself,
 *   `flags.anthology.relayRequest.<nonce>`: v13's server lets only a message's author or a GM update it (`BaseChatMessage`
 *   permissions, `common/documents/chat-message.mjs`), so a request found there with the query's nonce is the
 *   author's; another player's query for that card finds no request of theirs and is refused;
 * - a click of a `serial` action by the affected actor's owner or a GM who is not the active one records it on that
 *   actor (only its owners and GMs may update it, `common/abstract/document.mjs` `canUserModify`), and the active GM's
 *   client runs it in its per-actor queue, so the GM and the owner, or two GMs, clicking at once apply it once;
 * - a click of any other one-time action (it may open a dialog on the clicker's client) records the same request on
 *   the actor, with the clicker's user id, and the active GM's client only grants the card's use on that actor, in the
 *   same queue (`grantClaim`: refused when spent or claimed, else the claim written and the request removed in one
 *   update); the clicker's client then runs the action (`claimChatAction`, chat-actions.ts `performChatAction`); a
 *   `claimable` serial action's request says it is a claim (`claim: true`: one target of the Warden's attack on several
 *   targets, saved in the clicker's dialog) and is granted the same way;
 * - a user who disconnects has their claims released by the active GM's client (`releaseClaimsOf`, hook `userConnected`).
 * Every answered request is removed from where it was recorded (`clearRequest`), so none is left stale.
 * The handler answers only on the active GM's client (`game.users.activeGM`, `client/documents/collections/users.mjs`):
 * any other GM refuses, so a query sent to every GM runs once. It then checks again, against what the server keeps:
 * - the card is a message in the world, the system's (`isSystemCard`), of the action's card types, and the action
 *   may be relayed (or is `serial`, for a routed click);
 * - the pressed button is one the card shows (same `data-*`), and the handler reads its values from the card;
 * - a relayed request: the card's author speaks for an actor they own (README "Trust": cards act only for their
 *   author's actors); a routed one or a claim: the request is on the very actor the action changes, and the user it
 *   records is a GM or an owner of that actor;
 * - in the per-actor queue (`serialized`): a one-time action's spent mark on the affected actor (README "Trust":
 *   one-time buttons), so a second request, from anyone, is refused ("already used", told to the loser of a race);
 *   an actor of a third player (third-party.ts) only with the GM's approval, whatever the setting; with the world
 *   setting `anthology.relayApproval`, the GM confirms each relayed request in a dialog first.
 * What remains trusted is what Foundry trusts of every player: the card's own numbers (their roll) are theirs.
 */
import {
  RELAY_REQUEST_FLAG,
  chatAction,
  claimPath,
  heldClaim,
  isSystemCard,
  cardUsedOn,
  mayActOn,
  performChatAction,
  serialized,
  setChatClaim,
  setChatRelay,
  setChatRouting,
  type CardClaim,
  type ChatAction,
  type ChatActionContext,
  type ClaimRecord,
} from "./chat-actions.js";
import { approveThirdParty, thirdPartyOwners } from "./third-party.js";
import { gmConfirms } from "./gm-confirm.js";
import { SYSTEM_ID } from "../settings.js";
import { updateDocument } from "../foundry/updates.js";
import { localize } from "../foundry/i18n.js";
import { onHook } from "../foundry/hooks.js";
import { isActiveGM } from "../active-gm.js";

export const RELAY_QUERY = "anthology.relayChatAction";
/** How long the player's client waits for the GM's answer (the GM may have a dialog to answer). */
export const RELAY_TIMEOUT_MS = 120_000;

/** What the asking client records on its message (relayed) or on the affected actor (routed): `flags.anthology.relayRequest.<nonce>`. */
export interface RecordedRequest {
  messageId: string;
  action: string;
  /** The button's `data-*`, as JSON (a later request's keys replace the whole, not merged with an earlier one's). */
  dataset: string;
  nonce: string;
  /**
   * The user who clicked (a routed click or a claim, recorded on the actor): checked again on the GM's client, which
   * runs nothing for a user who is neither a GM nor an owner of the actor.
   */
  user?: string;
  /**
   * A claim of a `claimable` `serial` action on this actor (chat-actions.ts `claimActorUse`): the active GM's client only
   * grants the use, as for a one-time action's claim, and the clicker's client applies it.
   */
  claim?: boolean;
}

/** What the query carries: where the request is recorded and its nonce; nothing the handler believes. */
export interface RelayQuery {
  messageId: string;
  nonce: string;
  /** Set for a routed click: the actor the request is recorded on. */
  actorUuid?: string;
}

/** The GM client's answer: done, or refused with the reason's key under ANTHOLOGY.Relay.Refused. */
export type RelayAnswer = { ok: true } | { ok: false; reason: RelayRefusal };
export type RelayRefusal = "WrongCard" | "Altered" | "NotAuthor" | "Used" | "Busy" | "Declined" | "Nothing" | "NotGM" | "NotActiveGM";

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
  setChatRouting((name, _action, context, actor) => (mustRoute() ? routeChatAction(name, context, actor!) : undefined));
  setChatClaim(claimChatAction);
  // A claim's holder left mid-dialog: the active GM's client releases their claims at once (`releaseClaimsOf`).
  onHook("userConnected", (user, connected) => (!connected && isActiveGM() && user?.id ? releaseClaimsOf(user.id) : undefined));
}

/**
 * Every actor a claim may be recorded on: the world's, and the synthetic actor of each unlinked token on every scene
 * (v13 keeps those outside `game.actors`: `TokenDocument#actor` is built from its ActorDelta, client/documents/token.mjs).
 */
function claimHolders(): Actor.Implementation[] {
  const actors = [...((game.actors?.contents ?? []) as Actor.Implementation[])];
  const scenes = (game as { scenes?: Iterable<{ tokens?: Iterable<{ actorLink?: boolean; actor?: Actor.Implementation | null }> }> }).scenes ?? [];
  for (const scene of scenes) {
    for (const token of scene.tokens ?? []) if (token.actorLink === false && token.actor) actors.push(token.actor);
  }
  return actors;
}

/** A key of the claims' record that is one path segment (a message id, an action name): anything else is left alone. */
const isKey = (k: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(k);

/** The actor change that unsets the claims whose holder `gone` names (a card's whole entry when all its claims go), or null. */
function claimsOfUserChange(actor: Actor.Implementation, gone: (userId: unknown) => boolean): Record<string, null> | null {
  const claims: unknown = foundry.utils.getProperty(actor.flags ?? {}, `${SYSTEM_ID}.cardClaims`);
  if (typeof claims !== "object" || claims === null) return null;
  const change: Record<string, null> = {};
  for (const [id, byAction] of Object.entries(claims as Record<string, unknown>)) {
    if (!isKey(id) || typeof byAction !== "object" || byAction === null) continue;
    const entries = Object.entries(byAction as Record<string, unknown>);
    const theirs = entries.filter(([action, claim]) => isKey(action) && gone((claim as { user?: unknown } | null)?.user)).map(([action]) => action);
    if (!theirs.length) continue;
    if (theirs.length === entries.length) change[`flags.${SYSTEM_ID}.cardClaims.-=${id}`] = null;
    else for (const action of theirs) change[`flags.${SYSTEM_ID}.cardClaims.${id}.-=${action}`] = null;
  }
  return Object.keys(change).length ? change : null;
}

/**
 * On the active GM's client, when a user disconnects (hook `userConnected`, which v13 `Users.#handleUserActivity`,
 * client/documents/collections/users.mjs, calls on every other client after setting `user.active`; `game.users.activeGM`
 * already counts the change, so a GM who takes over from a departed active GM releases that GM's claims): that user's
 * claims on every actor are released, each in the actor's queue (after a claim being granted there), so a card whose
 * dialog closed with its client is usable again at once instead of after `CLAIM_LIFETIME_MS`. Answers how many actors
 * were changed.
 */
export async function releaseClaimsOf(userId: string): Promise<number> {
  return releaseClaims((user) => user === userId);
}

/**
 * On the active GM's client when it is ready (module/anthology.ts): the claims of users who are not connected now are
 * released, as `releaseClaimsOf` does when one leaves; this covers a holder who left while no GM was connected (no
 * client released it then). Who is connected is known by then: v13 `Users#_initialize`
 * (client/documents/collections/users.mjs) marks the users of `game.data.activeUsers` active. Any other client does
 * nothing. Answers how many actors were changed.
 */
export async function releaseAbsentClaims(): Promise<number> {
  if (!isActiveGM()) return 0;
  return releaseClaims((user) => typeof user !== "string" || game.users?.get(user)?.active !== true);
}

async function releaseClaims(gone: (userId: unknown) => boolean): Promise<number> {
  let changed = 0;
  for (const actor of claimHolders()) {
    const released = await serialized(actor, async () => {
      const change = claimsOfUserChange(actor, gone);
      if (!change) return false;
      return updateDocument(actor, change).then(
        () => true,
        () => false,
      );
    });
    if (released) changed += 1;
  }
  return changed;
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

/** A click of a `serial` action goes to the active GM's client unless this is it (or no GM is connected: it runs here). */
function mustRoute(): boolean {
  const gm = game.users?.activeGM;
  return !!gm && gm.id !== game.user?.id;
}

function warnRelay(key: string): null {
  ui.notifications?.warn(localize(`ANTHOLOGY.Relay.${key}`));
  return null;
}

/**
 * Records the request on `holder` (a document this user may update), then asks the active GM's client to act on it.
 * Refused with a message when no GM is connected, the record is refused, or the GM's client does not answer.
 */
async function askActiveGM(
  holder: ChatMessage.Implementation | Actor.Implementation,
  name: string,
  context: ChatActionContext,
  actorUuid?: string,
  { notifyDone = true, usedWarning, claim = false }: { notifyDone?: boolean; usedWarning?: string; claim?: boolean } = {},
): Promise<unknown> {
  const gm = game.users?.activeGM;
  if (!gm) return warnRelay("NoGM");
  const nonce = foundry.utils.randomID();
  const recorded: RecordedRequest = {
    messageId: context.message.id ?? "",
    action: name,
    dataset: JSON.stringify(plainDataset(context.dataset)),
    nonce,
    ...(actorUuid ? { user: game.user?.id ?? "" } : {}),
    ...(claim ? { claim: true } : {}),
  };
  try {
    // Under its own nonce: a second click before the first reached the GM adds a request, it does not replace one.
    await updateDocument(holder, { [`flags.${SYSTEM_ID}.${RELAY_REQUEST_FLAG}.${nonce}`]: recorded });
  } catch {
    return warnRelay("NoAnswer");
  }
  const query: RelayQuery = { messageId: recorded.messageId, nonce, ...(actorUuid ? { actorUuid } : {}) };
  let answer: RelayAnswer;
  try {
    answer = await gm.query(RELAY_QUERY, query, { timeout: RELAY_TIMEOUT_MS });
  } catch {
    return warnRelay("NoAnswer");
  }
  if (answer?.ok === false && answer.reason === "Used" && usedWarning) {
    // The action's own words for a button already used (the same warning as a second click on this client).
    ui.notifications?.warn(localize(usedWarning));
    return null;
  }
  if (!answer?.ok) return warnRelay(`Refused.${answer?.reason ?? "Nothing"}`);
  if (notifyDone) ui.notifications?.info(localize("ANTHOLOGY.Relay.Done"));
  return answer;
}

/** On the card author's client: asks the active GM to run the click, the request recorded on the author's own card. */
export async function relayChatAction(name: string, context: ChatActionContext): Promise<unknown> {
  return askActiveGM(context.message, name, context);
}

/** On an owner's or another GM's client: runs a `serial` click in the active GM's queue, the request recorded on the actor. */
export async function routeChatAction(name: string, context: ChatActionContext, actor: Actor.Implementation): Promise<unknown> {
  return askActiveGM(actor, name, context, actor.uuid);
}

/**
 * On the clicker's client, for a one-time action that is not `serial` (it may open a dialog here): the active GM's
 * client grants the card's use on the actor to one click, in its per-actor queue, before this client opens a dialog or
 * writes anything; the click then runs here (its dialog, its roll, its writes) and writes the spent mark with the
 * claim's release. The active GM's own click needs no claim: its queue is the one that grants them. With no GM
 * connected, only a clicker who owns both the actor and the card (a GM, or the card's author owning the actor) runs it
 * unclaimed, as before; anyone else is told a GM is needed and nothing runs.
 */
export async function claimChatAction(name: string, action: ChatAction, context: ChatActionContext, actor: Actor.Implementation): Promise<CardClaim | null> {
  const gm = game.users?.activeGM;
  if (gm && gm.id === game.user?.id) {
    // The active GM's own click takes its claim in the same queue as everyone's, so theirs see it while its dialog is open.
    const answer = await serialized(actor, () => grantClaim(actor, context.message, name, gm.id ?? "", null));
    if (answer.ok) return { held: true };
    const used = answer.reason === "Used" && action.usedWarning;
    ui.notifications?.warn(localize(used ? action.usedWarning! : answer.reason === "Busy" ? "ANTHOLOGY.Warn.CardBusy" : "ANTHOLOGY.Warn.CardUsed"));
    return null;
  }
  if (!gm) {
    // A `serial` action's click runs here with no GM connected, for whoever may change the actor (mustRoute).
    const ownsCard = game.user?.isGM === true || context.message.isAuthor || action.serial === true;
    return ownsCard && mayActOn(actor) ? { held: false } : warnRelay("NoGM");
  }
  const answer = await askActiveGM(actor, name, context, actor.uuid, {
    notifyDone: false,
    claim: action.serial === true,
    ...(action.usedWarning ? { usedWarning: action.usedWarning } : {}),
  });
  return answer ? { held: true } : null;
}

/** One-time (or one press at a time) and not `serial`: granted a claim on the GM's client, then run on the clicker's. */
function isClaimed(action: ChatAction): boolean {
  return (action.once === true || action.exclusive === true) && action.serial !== true;
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
  return gmConfirms("ANTHOLOGY.Relay.Approve", { user: requester.name ?? "", button: label, actor: actor.name ?? "" });
}

/** Asks the GM to approve a card whose numbers its own rolls do not show, whatever the approval setting. */
async function approveUndecided(requester: User.Implementation, actor: Actor.Implementation, label: string): Promise<boolean> {
  return gmConfirms("ANTHOLOGY.Relay.Undecided", { user: requester.name ?? "", button: label, actor: actor.name ?? "" });
}

/** The request recorded on `holder` under the query's nonce, or null. */
function recordedRequest(holder: { flags?: unknown } | null | undefined, query: RelayQuery): (RecordedRequest & { data: Record<string, string> }) | null {
  // A nonce is a randomID (letters and digits): anything else could walk another path of the flags.
  if (!/^[A-Za-z0-9]{1,64}$/.test(query.nonce)) return null;
  const request: unknown = holder ? foundry.utils.getProperty(holder.flags ?? {}, `${SYSTEM_ID}.${RELAY_REQUEST_FLAG}.${query.nonce}`) : undefined;
  if (typeof request !== "object" || request === null) return null;
  const r = request as Partial<Record<keyof RecordedRequest, unknown>>;
  if (r.nonce !== query.nonce || r.messageId !== query.messageId || !isText(r.action) || typeof r.dataset !== "string") return null;
  let data: unknown;
  try {
    data = JSON.parse(r.dataset);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  return {
    messageId: query.messageId,
    nonce: query.nonce,
    action: r.action,
    dataset: r.dataset,
    data: data as Record<string, string>,
    ...(typeof r.user === "string" ? { user: r.user } : {}),
    ...(r.claim === true ? { claim: true } : {}),
  };
}

/**
 * Removes an answered request from where its sender recorded it (the GM's client may update any message and any
 * actor: v13 `BaseChatMessage.#canUpdate`, `common/documents/chat-message.mjs`, lets a GM update every message and
 * a player only their own), so no stale request stays on the card or the actor.
 */
async function clearRequest(holder: ChatMessage.Implementation | Actor.Implementation, nonce: string): Promise<void> {
  await updateDocument(holder, { [`flags.${SYSTEM_ID}.${RELAY_REQUEST_FLAG}.-=${nonce}`]: null }).catch(() => undefined);
}

/**
 * The active GM's client grants a claim (relay.ts `claimChatAction`): in the actor's queue, the card neither spent nor
 * claimed by a live claim; the claim and the request's removal are one actor update.
 */
async function grantClaim(
  actor: Actor.Implementation,
  message: ChatMessage.Implementation,
  name: string,
  user: string,
  request: string | null,
): Promise<RelayAnswer> {
  const used = cardUsedOn(actor, message, name);
  if (used || heldClaim(actor, message, name)) {
    if (request) await clearRequest(actor, request);
    // A repeatable press (`exclusive`) is only busy; a one-time one is used, or being used.
    return { ok: false, reason: used || chatAction(name)?.once ? "Used" : "Busy" };
  }
  const path = claimPath(message, name);
  if (!path) return { ok: false, reason: "WrongCard" };
  const claim: ClaimRecord = { user, nonce: request ?? foundry.utils.randomID(), at: Date.now() };
  await updateDocument(actor, { [path]: claim, ...(request ? { [`flags.${SYSTEM_ID}.${RELAY_REQUEST_FLAG}.-=${request}`]: null } : {}) });
  return { ok: true };
}

/**
 * The active GM's client (`CONFIG.queries["anthology.relayChatAction"]`): reads the request where its sender recorded
 * it, checks it again and runs it in the affected actor's queue.
 */
export async function answerRelay(data: RelayQuery): Promise<RelayAnswer> {
  const refuse = (reason: RelayRefusal): RelayAnswer => ({ ok: false, reason });
  if (!game.user?.isGM) return refuse("NotGM");
  // Only the active GM answers (a query sent to another GM is refused, so no request runs on two clients).
  if (game.users?.activeGM?.id !== game.user.id) return refuse("NotActiveGM");
  const query = (typeof data === "object" && data !== null ? data : {}) as Partial<Record<keyof RelayQuery, unknown>>;
  if (!isText(query.messageId) || !isText(query.nonce)) return refuse("WrongCard");
  const message = game.messages?.get(query.messageId) as ChatMessage.Implementation | undefined;
  if (!message) return refuse("WrongCard");
  const routed = isText(query.actorUuid);
  const holder = routed ? ((await fromUuid(query.actorUuid as string)) as Actor.Implementation | null) : message;
  const request = recordedRequest(holder, { messageId: query.messageId, nonce: query.nonce });
  // Nobody who may write on this card (or actor) asked this: a query for someone else's card.
  if (!request || !holder) return refuse("NotAuthor");
  try {
    return await answerRecorded(message, holder, routed, request);
  } finally {
    // Answered, whatever the answer: the request is not left on the card or the actor (a claim removes it itself).
    if (foundry.utils.getProperty(holder.flags ?? {}, `${SYSTEM_ID}.${RELAY_REQUEST_FLAG}.${request.nonce}`) !== undefined)
      await clearRequest(holder, request.nonce);
  }
}

async function answerRecorded(
  message: ChatMessage.Implementation,
  holder: ChatMessage.Implementation | Actor.Implementation,
  routed: boolean,
  request: RecordedRequest & { data: Record<string, string> },
): Promise<RelayAnswer> {
  const refuse = (reason: RelayRefusal): RelayAnswer => ({ ok: false, reason });
  const action = chatAction(request.action);
  if (!action || !(routed ? action.serial || isClaimed(action) : action.relay) || !isSystemCard(message)) return refuse("WrongCard");
  if (action.cards && !action.cards.includes(String(message.type))) return refuse("WrongCard");
  const button = cardButton(message, request.action, request.data);
  if (!button) return refuse("Altered");
  const requester = message.author;
  if (!routed && (!requester || !authorSpeaksForOwnActor(message, requester.id ?? ""))) return refuse("NotAuthor");
  const context: ChatActionContext = { message, dataset: button.dataset, event: new Event("anthology-relay") };
  // A claim's actor may be the clicker's own character (a requested save): the one the request is recorded on.
  // A routed damage click on a card that names no target: the clicker's targeted actor the request is on (damage-action.ts).
  const actor =
    routed && isClaimed(action) && action.clickerActor
      ? (holder as Actor.Implementation)
      : routed && action.routedActor
        ? await action.routedActor(context, holder as Actor.Implementation)
        : await action.actor(context);
  if (!actor || (routed && actor.uuid !== (holder as Actor.Implementation).uuid)) return refuse("WrongCard");
  if (routed) {
    // The recorded clicker, checked again here: only the actor's owners and GMs could write the request on it, and
    // the user it names must be one of them (a GM, or an owner of this actor).
    const clicker = game.users?.get(request.user ?? "") as User.Implementation | undefined;
    if (!clicker || !(clicker.isGM || actor.testUserPermission(clicker, "OWNER"))) return refuse("NotAuthor");
    // A one-time action's claim, or a claim of one actor's use of a `claimable` serial action (the clicker's dialog).
    if (isClaimed(action) || (action.serial && action.claimable && request.claim === true)) {
      return serialized(actor, () => grantClaim(actor, message, request.action, clicker.id ?? "", request.nonce));
    }
  }
  return serialized(actor, async () => {
    // The spent mark of a one-time action (core `once` and the damage contract record it alike), read after the
    // previous request on this actor landed.
    if (cardUsedOn(actor, message, request.action)) return refuse("Used");
    // A serial action's actor claimed by a click that applies it on its own client (a save dialog open there).
    if (action.serial && heldClaim(actor, message, request.action)) return refuse("Busy");
    if (!routed) {
      // The author is the clicker here; another player's actor needs the GM whatever the setting (third-party.ts),
      // and so do numbers the card's own rolls do not show.
      const owners = thirdPartyOwners(message, actor, requester);
      // An action that cannot tell (the Warden's attack card carries no roll of its damage) is never taken on trust.
      const undecided = action.decided ? !action.decided(context) : true;
      const ok = owners.length
        ? await approveThirdParty(message, actor, owners)
        : undecided
          ? await approveUndecided(requester!, actor, button.label)
          : await approved(requester!, actor, button.label);
      if (!ok) return refuse("Declined");
    }
    const outcome = await performChatAction(request.action, action, context, actor);
    return outcome === null ? refuse("Nothing") : { ok: true };
  });
}
