/**
 * `[[/table Scars]]`: a draw from the world's roll table of that name (`game.tables.getName`, then
 * `RollTable#draw`, which posts the result to chat: https://foundryvtt.com/api/v13/classes/foundry.documents.RollTable.html#draw).
 * No actor is needed; a missing table is refused with a message.
 */
import type { RollLinkSyntax } from "./roll-link-syntax.js";

export const TABLE_LINK_COMMAND = "table";

/** The table's name as the link writes it (words joined by one space), or null when none is given. */
export function parseTableLink(link: RollLinkSyntax): string | null {
  if (link.command !== TABLE_LINK_COMMAND || Object.keys(link.options).length || !link.words.length) return null;
  return link.written.join(" ");
}

export function tableLinkLabel(name: string): string {
  return game.i18n!.format("ANTHOLOGY.RollLink.Table", { name });
}

type TableLike = { name?: string | null; draw(options?: object): Promise<unknown> };

/** Draws from the first world table whose name matches, ignoring case. */
export async function drawTableLink(name: string): Promise<unknown> {
  const tables = (game as unknown as { tables?: Iterable<TableLike> }).tables;
  const table = [...(tables ?? [])].find((t) => (t.name ?? "").toLowerCase() === name.toLowerCase());
  if (!table) {
    ui.notifications?.warn(game.i18n!.format("ANTHOLOGY.RollLink.NoTable", { name }));
    return null;
  }
  return table.draw();
}
