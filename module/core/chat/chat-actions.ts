/**
 * Buttons on chat cards: `<button data-anthology-action="name" data-...>`. A ruleset registers a handler per
 * action name; clicking runs it only
 * - on a card the system posted, one of a ruleset's card types (a ChatMessage subtype, CONTRIBUTING "Chat cards")
 *   and written by a GM or by the owner of the actor it speaks for: Foundry's sanitizer keeps `<button>` and
 *   `data-*` in a message anyone writes, so a player's hand-made "Apply to Goblin" button is refused (README
 *   "Trust"). Handlers read their numbers and actors from the card's `system`; a button's `data-*` only picks
 *   among the card's choices; an action names the card types it reads, and a card posted before its ruleset had
 *   one (its data under `flags.anthology`) is refused with a message (README "Migration");
 * - for a GM or the owner of the affected actor (others are refused with a message; the GM can click the same
 *   button); the card's author asks the active GM instead when the action allows it (`relay`, module/core/chat/relay.ts);
 * - once per card and actor when the action is `once`: a player may not update a message another user wrote
 *   (v13), so the use is recorded on the affected actor, which the clicker may modify
 *   (`flags.anthology.spentCards.<message id>.<action>`), and a click already running on this client is not
 *   started again (README "Trust": one-time buttons). One-time clicks on one actor run one after another on a client
 *   (`serialized`); a `serial` action's clicks all run on the active GM's client, and any other one-time action (it
 *   may open a dialog here) first gets the card's use from the active GM's client, one claim at a time per actor
 *   (relay.ts `claimChatAction`), so two users clicking at once apply it once;
 * - on a player's card, an actor that is neither the speaker nor a target only a GM owns (another player's
 *   character) is changed by a GM's click only once the GM approves it (third-party.ts).
 */
import { setAnthologyFlag, updateDocument } from "../foundry/updates.js";
import { isRegisteredCardType } from "./card-data.js";
import { approveThirdParty, thirdPartyOwners } from "./third-party.js";
import { format, localize } from "../foundry/i18n.js";
import { clientState } from "../client-state.js";

/** Where a user records a request for the active GM's client (relay.ts) on a document they may update. */
export const RELAY_REQUEST_FLAG = "relayRequest";

export interface ChatActionContext {
  message: ChatMessage.Implementation;
  dataset: DOMStringMap;
  event: Event;
}

export interface ChatAction {
  /** The actor the action changes, used for the permission check; null means no actor is changed. */
  actor(context: ChatActionContext): Promise<Actor.Implementation | null> | Actor.Implementation | null;
  run(context: ChatActionContext, actor: Actor.Implementation | null): Promise<unknown>;
  /** One use per card and affected actor (apply damage, spend mojo, a save the card asks for). */
  once?: boolean;
  /**
   * One press at a time across every client, and pressed again later (a contest the rules roll again from the same
   * card): the active GM's client grants the press as it grants a one-time use, and the claim is released when the press
   * ends, with no spent mark.
   */
  exclusive?: boolean;
  /**
   * The card's author may ask the active GM to run it when they do not own the affected actor (module/core/chat/relay.ts,
   * README "Players acting through the GM"). Only for actions whose affected actor and values come from the card alone
   * (not from the clicker's targets or dialogs).
   */
  relay?: boolean;
  /** The card types whose `system` the action reads (`gmCard`); a message of another type is refused. */
  cards?: string[];
  /**
   * The affected actor is the clicker's own (their character or controlled token answering a card's request), not one
   * the card names: the active GM's client takes the actor the click's claim is recorded on (relay.ts).
   */
  clickerActor?: boolean;
  /** The warning for a one-time button already used (a localization key; `ANTHOLOGY.Warn.CardUsed` by default). */
  usedWarning?: string;
  /**
   * A one-time change of the one actor `actor` names (apply a card's damage to its target): every click runs in the
   * active GM's client, one after another per actor (relay.ts), so a GM and an owner, or two GMs, clicking at once
   * apply it once. Only for actions that open no dialog (the active GM's client runs them).
   */
  serial?: boolean;
  /**
   * A `serial` action whose application to one actor may instead run on the clicker's client, under a claim of that
   * actor taken on the active GM's client first (`claimActorUse`: the Warden's attack on several targets, each saving in
   * the clicker's dialog). Without it the active GM's client grants no claim for this action.
   */
  claimable?: boolean;
  /**
   * A `serial` action whose affected actors may be the clicker's own targeted tokens (a damage card that names no
   * target): on the active GM's client, the actor a routed request is recorded on, when the action takes it (null
   * refuses the request). Without it the routed request's actor is `actor(context)`.
   */
  routedActor?(context: ChatActionContext, holder: Actor.Implementation): Promise<Actor.Implementation | null> | Actor.Implementation | null;
  /**
   * Whether the card's numbers are what its own rolls show (a damage card's amount and its damage roll's total).
   * A relayed request whose card fails it is run only with the active GM's approval (relay.ts); without it, the
   * card's numbers are trusted as the author's roll.
   */
  decided?(context: ChatActionContext): boolean;
}

const actions = new Map<string, ChatAction>();

export function registerChatAction(name: string, action: ChatAction): void {
  actions.set(name, action);
}

type RelayClick = (name: string, action: ChatAction, context: ChatActionContext, actor: Actor.Implementation | null) => Promise<unknown> | undefined;
/** Set at init by module/core/chat/relay.ts: asks the active GM to run a click, or answers undefined when it may not. */
let relayClick: RelayClick | null = null;

export function setChatRelay(relay: RelayClick | null): void {
  relayClick = relay;
}

/** Set at init by relay.ts: sends a `serial` click to the active GM's client, or answers undefined to run it here. */
let routeClick: RelayClick | null = null;

export function setChatRouting(route: RelayClick | null): void {
  routeClick = route;
}

/**
 * Sends one actor's application of a `serial` action to the active GM's per-actor queue (relay.ts `routeChatAction`,
 * the request recorded on that actor), or answers undefined when it runs on this client (this is the active GM, or no
 * GM is connected). For an action that changes several actors the card does not name (damage-action.ts).
 */
export function routeToActiveGM(name: string, context: ChatActionContext, actor: Actor.Implementation): Promise<unknown> | undefined {
  const action = actions.get(name);
  return action?.serial ? routeClick?.(name, action, context, actor) : undefined;
}

/**
 * The claim on a one-time click that is not `serial` (it may open a dialog on the clicker's client): `held` when the
 * active GM's client granted this client the card's use on the actor (recorded on the actor as `cardClaims`; the
 * active GM's own click takes one in its own queue too), false when it runs unclaimed (no GM is connected and the
 * clicker owns both the actor and the card).
 */
export interface CardClaim {
  held: boolean;
}

type ClaimClick = (name: string, action: ChatAction, context: ChatActionContext, actor: Actor.Implementation) => Promise<CardClaim | null>;
/** Set at init by relay.ts: asks the active GM's client for the claim, or answers null (refused, the user told why). */
let claimClick: ClaimClick | null = null;

export function setChatClaim(claim: ClaimClick | null): void {
  claimClick = claim;
}

/**
 * Takes this card's use on one actor for the clicker's client before it opens a dialog for that actor (a `claimable`
 * `serial` action over several actors, damage-action.ts): granted in the active GM's per-actor queue as a one-time
 * action's claim is (relay.ts `claimChatAction`), so two users pressing at once apply it once; null when refused (the
 * user told why). Without the relay (it is registered at init), the click runs unclaimed.
 */
export async function claimActorUse(name: string, context: ChatActionContext, actor: Actor.Implementation): Promise<CardClaim | null> {
  const action = actions.get(name);
  if (!action) return null;
  return claimClick ? claimClick(name, action, context, actor) : { held: false };
}

/**
 * One-time applications on one actor, one after another on this client (a promise chain per actor id): the next one
 * starts after the previous one's writes landed, so it reads the actor's current values and its spent marks.
 * On the active GM's client this serializes every user's relayed and routed clicks (per client: client-state.ts).
 */
const queues = clientState("chat.queues", () => new Map<string, Promise<unknown>>());

export async function serialized<T>(actor: Actor.Implementation | null, fn: () => Promise<T>, lane = ""): Promise<T> {
  const key = actor?.id ? `${lane}${actor.id}` : null;
  if (!key) return fn();
  const queue = queues();
  const previous = queue.get(key) ?? Promise.resolve();
  const next = previous.then(fn, fn);
  const settled = next.then(
    () => undefined,
    () => undefined,
  );
  queue.set(key, settled);
  try {
    return await next;
  } finally {
    if (queue.get(key) === settled) queue.delete(key);
  }
}

/** The registered action of this name (the GM's client runs a relayed click with it). */
export function chatAction(name: string): ChatAction | undefined {
  return actions.get(name);
}

/** The names of the registered actions (a test presses every one of them as each user). */
export function chatActionNames(): string[] {
  return [...actions.keys()];
}

/** GM, or owner of the actor. */
export function mayActOn(actor: Actor.Implementation | null): boolean {
  if (game.user?.isGM) return true;
  return actor ? actor.isOwner : true;
}

/**
 * A "base" message with the system's data under `flags.anthology`: the core's own cards, which belong to no ruleset
 * (a GM roll request's public card), and cards posted before the rulesets had card types (refused as old).
 */
function isLegacyCard(message: ChatMessage.Implementation): boolean {
  const flags: unknown = message.flags?.anthology;
  // A request its author recorded for the GM's client (relay.ts) does not make a typed message a card.
  if (isRegisteredCardType(message.type) || typeof flags !== "object" || flags === null) return false;
  const keys = Object.keys(flags);
  return !(keys.length === 1 && keys[0] === RELAY_REQUEST_FLAG);
}

/**
 * A card the system posted: a real message of one of the rulesets' card types (or a core card carrying the
 * system's flags `flags.anthology`, `isLegacyCard`), written by a GM or by a user who owns the actor it speaks for
 * (README "Trust": cards act only for their author's actors). A message typed in the chat box or pasted by a
 * macro as HTML is type "base" with no card data, so its copied `data-anthology-action` buttons do nothing; a player's message that
 * speaks as the GM's dragon is not the system's card either. A card with no speaking actor (a user's own note)
 * passes this test, and its buttons still act only on actors the clicker may change (`mayActOn`).
 * `ChatMessage.getSpeakerActor`: https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html
 * `Document#testUserPermission`: https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html
 */
export function isSystemCard(message: ChatMessage.Implementation): boolean {
  const author = message.author;
  if (!(isRegisteredCardType(message.type) || isLegacyCard(message)) || !author) return false;
  if (author.isGM) return true;
  const speaker = ChatMessage.getSpeakerActor(message.speaker);
  return !speaker || speaker.testUserPermission(author, "OWNER");
}

/** The clicks of one-time actions running on this client (message id, action, actor), so a double click runs once. */
const running = clientState("chat.running", () => new Set<string>());

function spentKey(message: ChatMessage.Implementation, name: string): string | null {
  const id = message.id;
  return typeof id === "string" && id !== "" ? `${id}.${name}` : null;
}

function spentOn(actor: Actor.Implementation | null, key: string): boolean {
  const spent: unknown = actor ? foundry.utils.getProperty(actor.flags, `anthology.spentCards.${key}`) : undefined;
  return spent === true;
}

/** Whether this card's one-time action was already used on this actor (for actions over several actors). */
export function cardUsedOn(actor: Actor.Implementation, message: ChatMessage.Implementation, name: string): boolean {
  const key = spentKey(message, name);
  return key !== null && spentOn(actor, key);
}

/**
 * The actor update path of this card's spent mark (`flags.anthology.spentCards.<message id>.<action>`), so a flow can
 * write it in the same update as what the action spends (G&M's mojo bid: the mojo and the mark in one write, so no
 * second click spends again); null for a message without an id.
 */
export function spentCardPath(message: ChatMessage.Implementation, name: string): string | null {
  const key = spentKey(message, name);
  return key ? `flags.anthology.spentCards.${key}` : null;
}

/**
 * The spent mark as a change of the actor, for a flow to write in the same update as the change it marks: a failure
 * between two writes cannot leave the damage applied and the card still usable.
 */
export function spentMark(message: ChatMessage.Implementation, name: string): Record<string, unknown> {
  const path = spentCardPath(message, name);
  return path ? { [path]: true } : {};
}

/** Records that this card's one-time action was used on this actor (the clicker may modify it: checked before). */
export async function markCardUsed(actor: Actor.Implementation, message: ChatMessage.Implementation, name: string): Promise<void> {
  const key = spentKey(message, name);
  if (key) await setAnthologyFlag(actor, `spentCards.${key}`, true);
}

export async function runChatAction(name: string, context: ChatActionContext): Promise<unknown> {
  const action = actions.get(name);
  if (!action) return null;
  if (!isSystemCard(context.message)) {
    ui.notifications?.warn(localize("ANTHOLOGY.Warn.ForeignCard"));
    return null;
  }
  if (action.cards && !action.cards.includes(String(context.message.type))) {
    // README "Migration": an old card's data is not converted; its buttons say so rather than act on nothing.
    ui.notifications?.warn(localize(isLegacyCard(context.message) ? "ANTHOLOGY.Warn.OldCard" : "ANTHOLOGY.Warn.ForeignCard"));
    return null;
  }
  const actor = await action.actor(context);
  if (!mayActOn(actor)) {
    const relayed = relayClick?.(name, action, context, actor);
    if (relayed) return relayed;
    ui.notifications?.warn(format("ANTHOLOGY.Warn.NotOwner", { actor: actor?.name ?? "" }));
    return null;
  }
  if (!(await mayChangeForCard(context.message, actor))) return null;
  const routed = action.serial && actor ? routeClick?.(name, action, context, actor) : undefined;
  if (routed) return routed;
  if ((action.once || action.exclusive) && !action.serial && actor && claimClick) {
    // The use is decided once for every client, by the active GM's queue, before this client opens any dialog.
    const claim = await claimClick(name, action, context, actor);
    if (!claim) return null;
    // Its own lane: a claimed click's dialog never holds up the queue in which the active GM grants claims.
    return serialized(actor, () => performChatAction(name, action, context, actor, claim), "claimed:");
  }
  return action.once || action.serial
    ? serialized(actor, () => performChatAction(name, action, context, actor))
    : performChatAction(name, action, context, actor);
}

/**
 * A GM's click on a player's card that would change another player's actor (third-party.ts): asks the GM first, and
 * says so when declined. A player's own click changes only actors they own, which they may.
 */
export async function mayChangeForCard(
  message: ChatMessage.Implementation,
  actor: Actor.Implementation | null,
  clicker: User.Implementation | null = game.user ?? null,
): Promise<boolean> {
  if (!actor || !game.user?.isGM) return true;
  const owners = thirdPartyOwners(message, actor, clicker);
  if (!owners.length || (await approveThirdParty(message, actor, owners))) return true;
  ui.notifications?.warn(format("ANTHOLOGY.Warn.ThirdPartyDeclined", { actor: actor.name }));
  return false;
}

/**
 * How long a claim stands without its holder's answer: then the card is free again. A holder who disconnects has
 * their claims released sooner, by the active GM's client (relay.ts `releaseClaimsOf`); this bounds the rest (no GM
 * connected when they left).
 */
export const CLAIM_LIFETIME_MS = 10 * 60_000;

/** The claim recorded on the actor for this card's action: who holds it, under which request, since when. */
export interface ClaimRecord {
  user: string;
  nonce: string;
  at: number;
}

/** The actor update path of this card's claim (`flags.anthology.cardClaims.<message id>.<action>`), null without an id. */
export function claimPath(message: ChatMessage.Implementation, name: string): string | null {
  const key = spentKey(message, name);
  return key ? `flags.anthology.cardClaims.${key}` : null;
}

/** The live claim on this card's action on this actor, or null (none, or older than `CLAIM_LIFETIME_MS`). */
export function heldClaim(actor: Actor.Implementation | null, message: ChatMessage.Implementation, name: string): ClaimRecord | null {
  const key = spentKey(message, name);
  const claim: unknown = actor && key ? foundry.utils.getProperty(actor.flags, `anthology.cardClaims.${key}`) : undefined;
  if (typeof claim !== "object" || claim === null) return null;
  const at = (claim as { at?: unknown }).at;
  if (typeof at !== "number" || Date.now() - at > CLAIM_LIFETIME_MS) return null;
  return claim as ClaimRecord;
}

/**
 * The unset of this card's claim as an actor change (`-=` deletes the key, v13 `DataModel#updateSource`): the card's
 * whole entry when this action's claim is its only one, so no empty record stays on the actor.
 */
export function claimReleaseChange(actor: Actor.Implementation, message: ChatMessage.Implementation, name: string): Record<string, unknown> {
  const id = message.id;
  if (typeof id !== "string" || id === "") return {};
  const claims: unknown = foundry.utils.getProperty(actor.flags, `anthology.cardClaims.${id}`);
  const others = typeof claims === "object" && claims !== null ? Object.keys(claims).filter((k) => k !== name) : [];
  return others.length ? { [`flags.anthology.cardClaims.${id}.-=${name}`]: null } : { [`flags.anthology.cardClaims.-=${id}`]: null };
}

/**
 * Runs an action the clicker may take (this client's, or the GM's for a relayed click): once-only actions run once.
 * With a `claim` the active GM's client granted, the spent mark and the claim's release are one actor update; a run
 * that used nothing (a dialog closed, a refusal) or failed releases the claim, so the button is usable again.
 */
export async function performChatAction(
  name: string,
  action: ChatAction,
  context: ChatActionContext,
  actor: Actor.Implementation | null,
  claim?: CardClaim,
): Promise<unknown> {
  const once = action.once === true;
  const key = once || action.exclusive ? spentKey(context.message, name) : null;
  if (!key) return action.run(context, actor);
  const runningKey = `${key}.${actor?.id ?? ""}`;
  const guard = running();
  // Another client's live claim: it is using the card now (an unclaimed click is the active GM's own, or runs with no GM).
  const claimedElsewhere = !claim?.held && heldClaim(actor, context.message, name) !== null;
  if (guard.has(runningKey) || (once && spentOn(actor, key)) || claimedElsewhere) {
    ui.notifications?.warn(localize(once ? (action.usedWarning ?? "ANTHOLOGY.Warn.CardUsed") : "ANTHOLOGY.Warn.CardBusy"));
    return null;
  }
  guard.add(runningKey);
  let marked = false;
  try {
    const outcome = await action.run(context, actor);
    // A handler answers null when it refused or did nothing; anything else (a result, or nothing for a void flow) is a use.
    if (actor && once && outcome !== null) {
      await updateDocument(actor, { [`flags.anthology.spentCards.${key}`]: true, ...(claim?.held ? claimReleaseChange(actor, context.message, name) : {}) });
      marked = true;
    }
    return outcome;
  } finally {
    guard.delete(runningKey);
    // Not used (a dialog closed, a refusal, a failure), or a press that may come again: the claim is released.
    if (actor && claim?.held && !marked) await updateDocument(actor, claimReleaseChange(actor, context.message, name)).catch(() => undefined);
  }
}

/** Binds the buttons of a rendered chat message (hook renderChatMessageHTML). */
export function bindChatActions(message: ChatMessage.Implementation, html: HTMLElement): void {
  for (const button of html.querySelectorAll<HTMLElement>("[data-anthology-action]")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      void runChatAction(button.dataset.anthologyAction ?? "", { message, dataset: button.dataset, event });
    });
  }
}
