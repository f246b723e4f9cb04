/**
 * The two cards of a GM roll request (README "GM roll requests"): the public card every player receives (the check,
 * the difficulty unless hidden, one button per actor) and the GM's card, a whisper to the GMs that is not a roll, so
 * no player's client receives it (v13 `ChatMessage#visible`: a whisper reaches its recipients and author): it keeps
 * the difficulty, each actor's chance and, as they come, the results.
 */
import { postChatCard, renderChatCard } from "../chat/post-card.js";
import { formatChance } from "../rules/chance.js";
import { updateDocument } from "../foundry/updates.js";
import type { RulesetId } from "../ruleset-ids.js";

export const REQUEST_TEMPLATE = "systems/anthology/templates/core/roll-request.hbs";
export const REQUEST_GM_TEMPLATE = "systems/anthology/templates/core/roll-request-gm.hbs";

/** flags.anthology.request on the public card: no difficulty when it is hidden. */
export interface PublicRequestFlags {
  id: string;
  ruleset: RulesetId;
  check: string;
  difficulty: number | null;
  hidden: boolean;
  actors: string[];
}

export interface GmRequestRow {
  uuid: string;
  name: string;
  chance: number | null;
  total: number | null;
  success: boolean | null;
}

/** flags.anthology.requestGm on the GM's card. */
export interface GmRequestFlags {
  id: string;
  ruleset: RulesetId;
  check: string;
  difficulty: number;
  hidden: boolean;
  rows: GmRequestRow[];
  group: string | null;
}

export interface RequestLabels {
  /** The check's name. */
  check: string;
  /** The difficulty as the ruleset names it (`RollRequestAdapter.describeDifficulty`); null on a hidden one's public card. */
  difficultyText: string | null;
}

export async function postPublicRequest(
  flags: PublicRequestFlags,
  labels: RequestLabels,
  names: Map<string, string>,
): Promise<ChatMessage.Implementation | undefined> {
  const actors = flags.actors.map((uuid) => ({ uuid, name: names.get(uuid) ?? "" }));
  return postChatCard({
    template: REQUEST_TEMPLATE,
    context: { ...labels, difficulty: flags.difficulty, hidden: flags.hidden, actors },
    // Every player must see their button: public whatever the GM's roll mode.
    rollMode: "publicroll",
    flags: { request: flags },
  });
}

function gmContext(flags: GmRequestFlags, labels: RequestLabels): Record<string, unknown> {
  const rows = flags.rows.map((r) => ({
    ...r,
    chance: r.chance === null ? "—" : formatChance(r.chance),
    done: r.total !== null,
    outcome: r.success === null ? "" : r.success ? "success" : "failure",
  }));
  return { ...labels, difficulty: flags.difficulty, hidden: flags.hidden, rows, group: flags.group };
}

export async function postGmRequest(flags: GmRequestFlags, labels: RequestLabels): Promise<ChatMessage.Implementation | undefined> {
  return postChatCard({ template: REQUEST_GM_TEMPLATE, context: gmContext(flags, labels), rollMode: "gmroll", flags: { requestGm: flags } });
}

/** The GM's client fills in a result: the card's flags and its content, in one update. */
export async function updateGmRequest(message: ChatMessage.Implementation, flags: GmRequestFlags, labels: RequestLabels): Promise<void> {
  const content = await renderChatCard(REQUEST_GM_TEMPLATE, gmContext(flags, labels));
  await updateDocument(message, { content, "flags.anthology.requestGm": flags });
}
