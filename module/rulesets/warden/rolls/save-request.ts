/**
 * The Warden asks for a save ("The Warden can disclose the DC if appropriate"): a chat card with the attribute
 * and, unless secret, the DC; the player's click rolls it for their character. A secret DC never reaches players,
 * not even in a message's flags: it is kept on a GM-only whisper, the player's roll carries no DC, and the GM's
 * client settles the outcome (TR > DC) into another GM-only whisper when that roll arrives.
 */
import { onHook } from "../../../core/foundry/hooks.js";
import { controlledActors } from "../../../core/foundry/targets.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { wardenSavePasses } from "../rules/check.js";
import type { WardenAttribute } from "../rules/attributes.js";
import { wardenInt } from "../rules/numbers.js";
import { isWardenActor, wardenSystem } from "../data/numbers.js";
import { isWardenAttribute } from "./check-request.js";
import { rollWardenAdvantage, wardenSaveTotal, type WardenAdvantageOutcome } from "./dice-api.js";
import { actorFromUuid } from "../../../core/foundry/uuid.js";
import { wardenCard, wardenCardOf, type WardenSaveRequestCard } from "../data/card.js";
import { format, localize } from "../../../core/foundry/i18n.js";

const T = "systems/anthology/templates/warden/chat";

export interface WardenSaveRequest {
  attribute: WardenAttribute;
  dc: number;
  secret: boolean;
}

/** What the public request card carries (`system.request` of its wardenCard): no DC when it is secret. */
type PublicRequest = WardenSaveRequestCard;

const attributeLabel = (a: WardenAttribute) => localize(`ANTHOLOGY.Warden.Attribute.${a}`);

/** GM only: posts the request (and, for a secret DC, the GM-only whisper that keeps it). */
export async function wardenRequestSave(
  request: WardenSaveRequest,
): Promise<{ message?: ChatMessage.Implementation; gmMessage?: ChatMessage.Implementation } | null> {
  if (!game.user?.isGM) {
    ui.notifications?.warn(localize("ANTHOLOGY.Warden.SaveRequest.GmOnly"));
    return null;
  }
  const attribute = isWardenAttribute(request.attribute) ? request.attribute : "dex";
  const dc = Math.max(1, wardenInt(request.dc, 20));
  const secret = request.secret === true;
  const id = foundry.utils.randomID();
  const saveRequest: PublicRequest = { id, attribute, secret, dc: secret ? null : dc };
  const context = { attributeLabel: attributeLabel(attribute), secret, dc: secret ? null : dc };
  const message = await postChatCard({ template: `${T}/save-request.hbs`, context, rollMode: "publicroll", card: wardenCard({ request: saveRequest }) });
  let gmMessage: ChatMessage.Implementation | undefined;
  if (secret) {
    gmMessage = await postChatCard({
      template: `${T}/save-secret.hbs`,
      context: { attributeLabel: attributeLabel(attribute), dc, settled: false },
      rollMode: "gmroll",
      card: wardenCard({ secret: { id, attribute, dc } }),
    });
  }
  return { message, gmMessage };
}

/** The actor who answers a request: the clicking user's controlled token, else their character. */
export function wardenSaveActor(): Actor.Implementation | null {
  const fromToken = controlledActors().find(isWardenActor);
  if (fromToken) return fromToken;
  const character = game.user?.character;
  return isWardenActor(character) ? character : null;
}

/** The player's click: the save with the requested attribute; a secret DC stays with the GM. */
export async function wardenRollRequestedSave(
  actor: Actor.Implementation,
  message: ChatMessage.Implementation,
  skipDialog = false,
): Promise<WardenAdvantageOutcome | null> {
  const request = wardenCardOf(message)?.request;
  if (!request || !isWardenAttribute(request.attribute)) return null;
  const out = await rollWardenAdvantage({
    actor,
    label: format("ANTHOLOGY.Warden.SaveRequest.Title", { attribute: attributeLabel(request.attribute) }),
    modifier: Math.max(0, wardenInt(wardenSystem(actor)[request.attribute].value)),
    dc: request.secret ? null : request.dc,
    role: "target",
    skipDialog,
    card: wardenCard({ kind: "save", actorUuid: actor.uuid, answers: request.id }),
  });
  // A GM rolling (an NPC's save) settles a secret DC at once.
  if (out && request.secret && game.user?.isGM) await wardenSettleSecretSave(out.message ?? null);
  return out;
}

/** The name the message is spoken as (`speaker.alias`), "" when none. */
function speakerAlias(message: object): string {
  const speaker: unknown = "speaker" in message ? message.speaker : null;
  return typeof speaker === "object" && speaker !== null && "alias" in speaker && typeof speaker.alias === "string" ? speaker.alias : "";
}

/** The user who wrote a message (v13 `ChatMessage#author`, set by the server), or null. */
function authorOf(message: object): User.Implementation | null {
  const author: unknown = "author" in message ? message.author : null;
  return (author as User.Implementation | null) ?? null;
}

/**
 * GM side (hook createChatMessage, and the GM's own rolls): a save answering a secret request is compared with
 * the DC kept on the GM whisper (TR > DC passes) and the outcome is whispered to the GMs. Anyone may post a message
 * carrying the card's `answers`, so only the save the request asks for counts: the character it names is owned by
 * the message's author (the server sets the author; v13 `Document#testUserPermission`), its first roll is the dice
 * room's advantage roll of d20 + that character's attribute (`wardenSaveTotal`; the dialog may add advantage, not
 * another formula), and it is the character's first answer to this request (later ones, and copies, are ignored).
 */
export async function wardenSettleSecretSave(message: object | null): Promise<boolean | null> {
  if (!game.user?.isGM || !message) return null;
  const card = wardenCardOf(message);
  const id = card?.answers;
  if (!card || !id || card.kind !== "save" || !card.actorUuid) return null;
  const messages = game.messages?.contents ?? [];
  const kept = messages.map((m) => wardenCardOf(m)?.secret).find((s) => s?.id === id);
  if (!kept || !isWardenAttribute(kept.attribute)) return null;
  const actor = await actorFromUuid(card.actorUuid);
  const author = authorOf(message);
  if (!isWardenActor(actor) || !author || !actor.testUserPermission(author, "OWNER")) return null;
  if (
    messages.some((m) => {
      const c = wardenCardOf(m);
      return c?.settled?.id === id && c.actorUuid === actor.uuid;
    })
  )
    return null;
  const tr = wardenSaveTotal(message, { modifier: Math.max(0, wardenInt(wardenSystem(actor)[kept.attribute].value)), advantage: null });
  if (tr === null) return null;
  const dc = wardenInt(kept.dc, 20);
  const passed = wardenSavePasses({ tr, dc });
  await postChatCard({
    template: `${T}/save-secret.hbs`,
    context: { attributeLabel: attributeLabel(kept.attribute), dc, settled: true, tr, passed, actorName: speakerAlias(message) },
    rollMode: "gmroll",
    card: wardenCard({ actorUuid: actor.uuid, settled: { id, passed } }),
  });
  return passed;
}

/** Only one GM settles (the active GM in Foundry v13). */
function isSettlingGm(): boolean {
  if (!game.user?.isGM) return false;
  // v13 `Users#activeGM`: https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Users.html#activegm
  const activeGM = game.users?.activeGM;
  return activeGM ? activeGM.id === game.user.id : true;
}

export function registerWardenSaveRequestHooks(): void {
  onHook("createChatMessage", (message) => {
    // The GM's own rolls are settled by the click itself.
    if (isSettlingGm() && message.author?.id !== game.user?.id) void wardenSettleSecretSave(message);
  });
}
