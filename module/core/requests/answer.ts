/**
 * A player answers a GM roll request (README "GM roll requests"): their click on the public card rolls the check for
 * the actor the button names, through the ruleset's roll (the dice room's pipeline), once per card and actor. The
 * GM's card is the GM's message, which a player's client may not update (v13: only a message's author or a GM), so
 * the result is asked of the active GM's client with the same v13 query as a relayed click
 * (module/core/chat/relay.ts; https://foundryvtt.com/api/v13/classes/foundry.documents.User.html#query), which
 * checks it against what the server keeps (the roll message's author owns the actor; the roll names this request
 * and actor; the first result counts) and settles it against the difficulty only the GMs hold.
 */
import { registerChatAction } from "../chat/chat-actions.js";
import { isActiveGM } from "../active-gm.js";
import { documentFromUuid } from "../foundry/uuid.js";
import { rollRequestAdapter } from "./adapter.js";
import { updateGmRequest, type GmRequestFlags, type PublicRequestFlags } from "./cards.js";
import { requestLabels } from "./send.js";
import { localize } from "../foundry/i18n.js";

export const REQUEST_RESULT_QUERY = "anthology.rollRequestResult";

export interface RequestResultQuery {
  requestId: string;
  rollMessageId: string;
}

export type RequestResultAnswer = { ok: true } | { ok: false; reason: string };

/** What the roll message carries (flags.anthology.requestRoll): which request and actor it answers. */
interface RequestRollFlags {
  id: string;
  actorUuid: string;
}

function anthologyFlags(message: unknown): Record<string, unknown> {
  const flags = (message as { flags?: { anthology?: unknown } } | null)?.flags?.anthology;
  return typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>) : {};
}

function publicRequest(message: ChatMessage.Implementation): PublicRequestFlags | null {
  const r = anthologyFlags(message).request as PublicRequestFlags | undefined;
  return r && typeof r.id === "string" && Array.isArray(r.actors) ? r : null;
}

function allMessages(): ChatMessage.Implementation[] {
  return (game.messages?.contents ?? []) as ChatMessage.Implementation[];
}

function actorOf(uuid: string): Promise<Actor.Implementation | null> {
  return documentFromUuid(uuid, "Actor");
}

/** The click: the actor is one the card names (the button only picks among them). */
export function registerRollRequestAction(): void {
  registerChatAction("rollRequested", {
    once: true,
    actor: async (ctx) => {
      const request = publicRequest(ctx.message);
      const uuid = ctx.dataset.actorUuid ?? "";
      return request && request.actors.includes(uuid) ? actorOf(uuid) : null;
    },
    run: async (ctx, actor) => {
      const request = publicRequest(ctx.message);
      const adapter = request ? rollRequestAdapter(request.ruleset) : null;
      if (!request || !adapter || !actor) {
        ui.notifications?.warn(localize("ANTHOLOGY.Request.NotAsked"));
        return null;
      }
      const flags = { requestRoll: { id: request.id, actorUuid: actor.uuid } satisfies RequestRollFlags };
      const rolled = await adapter.roll(actor, request.check, request.hidden ? null : request.difficulty, flags);
      if (!rolled) return null;
      await reportResult({ requestId: request.id, rollMessageId: rolled.id ?? "" });
      return rolled;
    },
  });
}

/** Sends the result to the active GM's client (or settles it here when this is that client). */
async function reportResult(query: RequestResultQuery): Promise<void> {
  if (isActiveGM()) {
    await answerRequestResult(query);
    return;
  }
  const gm = game.users?.activeGM;
  if (!gm) {
    ui.notifications?.warn(localize("ANTHOLOGY.Request.NoGm"));
    return;
  }
  try {
    await gm.query(REQUEST_RESULT_QUERY, query, { timeout: 30_000 });
  } catch {
    ui.notifications?.warn(localize("ANTHOLOGY.Request.NoGm"));
  }
}

/** The GM's client (`CONFIG.queries["anthology.rollRequestResult"]`): settles the roll and fills in the GM's card. */
export async function answerRequestResult(data: RequestResultQuery): Promise<RequestResultAnswer> {
  const refuse = (reason: string): RequestResultAnswer => ({ ok: false, reason });
  if (!game.user?.isGM) return refuse("NotGM");
  const rollMessage = typeof data?.rollMessageId === "string" ? (game.messages?.get(data.rollMessageId) as ChatMessage.Implementation | undefined) : undefined;
  const roll = rollMessage ? (anthologyFlags(rollMessage).requestRoll as RequestRollFlags | undefined) : undefined;
  if (!rollMessage || !roll || roll.id !== data.requestId || typeof roll.actorUuid !== "string") return refuse("WrongRoll");
  const gmMessage = allMessages().find((m) => (anthologyFlags(m).requestGm as GmRequestFlags | undefined)?.id === roll.id);
  const flags = gmMessage ? (foundry.utils.deepClone(anthologyFlags(gmMessage).requestGm) as GmRequestFlags) : null;
  const row = flags?.rows.find((r) => r.uuid === roll.actorUuid);
  if (!gmMessage || !flags || !row) return refuse("WrongRoll");
  if (row.total !== null) return refuse("Answered");
  const actor = await actorOf(row.uuid);
  const author = rollMessage.author;
  if (!actor || !author || !actor.testUserPermission(author, "OWNER")) return refuse("NotOwner");
  const adapter = rollRequestAdapter(flags.ruleset);
  const result = adapter?.settle(actor, flags.check, flags.difficulty, rollMessage) ?? null;
  if (!adapter || !result) return refuse("WrongRoll");
  row.total = result.total;
  row.success = result.success;
  await updateGmRequest(gmMessage, flags, requestLabels(adapter, flags.check, flags.difficulty));
  return { ok: true };
}

/** At init: the click and the GM's query handler. */
export function registerRollRequestHandlers(): void {
  registerRollRequestAction();
  CONFIG.queries[REQUEST_RESULT_QUERY] = answerRequestResult;
}
