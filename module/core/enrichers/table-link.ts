/**
 * `[[/table Scars]]`: a draw from the roll table of that name, the world's first (`game.tables`), else one in a
 * compendium (`game.packs` of RollTables, found in the pack's index and loaded with `getDocument`), then
 * `RollTable#draw()`, which rolls and posts the result to chat
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.RollTable.html#draw,
 * https://foundryvtt.com/api/v13/classes/foundry.documents.collections.CompendiumCollection.html). The system's
 * tables (Warden's Scars, Mishaps…) are in its compendiums, so a link works before anyone imports them. No actor is
 * needed; a table nobody has is refused with a message.
 *
 * Only a table the user may see is drawn: a draw posts its results, so the user must be an OBSERVER of a world table
 * (`testUserPermission(game.user, "OBSERVER")`; v13 ClientDocumentMixin#visible, LIMITED, would show only its name in
 * the sidebar) and the pack must be `visible` (v13 `CompendiumCollection#visible`: OBSERVER, from the pack's
 * ownership by role). A hidden table is passed over, and a name that finds only hidden tables reads as no table, so
 * a link does not tell a player a hidden table exists.
 *
 * With Babele translating the compendiums (core/integrations/babele.ts) a pack's index shows the translated name and
 * keeps the English one as `originalName`, and a document it translated keeps it in `flags.babele.originalName`
 * (Babele's TranslatedCompendium#translate); links in the packs' texts name the English table, so either name finds it.
 */
import { asRollLink } from "../rules/roll-link-syntax.js";
import { format } from "../foundry/i18n.js";

export const TABLE_LINK_COMMAND = "table";

/** The table's name as the link writes it (words joined by one space), or null when none is given. */
export function parseTableLink(input: unknown): string | null {
  const link = asRollLink(input);
  if (!link || link.command !== TABLE_LINK_COMMAND || Object.keys(link.options).length || !link.words.length) return null;
  return link.written.join(" ");
}

export function tableLinkLabel(name: string): string {
  return format("ANTHOLOGY.RollLink.Table", { name });
}

type TableLike = { name?: string | null; draw(options?: object): Promise<unknown> };
type WorldTable = TableLike & { testUserPermission(user: unknown, permission: "OBSERVER"): boolean; flags?: { babele?: { originalName?: unknown } } };

const sameName = (a: unknown, b: string) => typeof a === "string" && a.toLowerCase() === b.toLowerCase();

async function findTable(name: string): Promise<TableLike | null> {
  const tables = (game.tables ?? []) as Iterable<WorldTable>;
  const world = [...tables].find(
    (t) => (sameName(t.name, name) || sameName(t.flags?.babele?.originalName, name)) && t.testUserPermission(game.user, "OBSERVER"),
  );
  if (world) return world;
  for (const pack of game.packs ?? []) {
    if (pack.documentName !== "RollTable" || !pack.visible) continue;
    const entry = [...(pack.index ?? [])].find((e) => sameName(e.name, name) || sameName((e as { originalName?: unknown }).originalName, name));
    if (entry) return ((await pack.getDocument(entry._id)) as TableLike | null) ?? null;
  }
  return null;
}

/** Draws from the table of that name (any case), or tells the user there is none. */
export async function drawTableLink(name: string): Promise<unknown> {
  const table = await findTable(name);
  if (!table) {
    ui.notifications?.warn(format("ANTHOLOGY.RollLink.NoTable", { name }));
    return null;
  }
  return table.draw();
}
