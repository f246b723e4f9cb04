import { documentFromUuid } from "./foundry/uuid.js";
import { mayActFor } from "./may-act.js";
import { format } from "./foundry/i18n.js";

/**
 * Hotbar macros: dropping an owned item on the hotbar creates a macro that rolls it. Anyone may run a macro whose
 * uuid they know, so it asks what the sheet's roll button asks: the item's actor must be the user's (or a GM's).
 */
export async function rollItemMacro(uuid: string, options: { skipDialog?: boolean } = {}): Promise<unknown> {
  const item = await documentFromUuid(uuid, "Item");
  if (!item) {
    ui.notifications?.warn(format("ANTHOLOGY.Warn.MacroItemMissing", { uuid }));
    return null;
  }
  const system = item.system as { roll?: (o: { skipDialog: boolean }) => Promise<unknown> };
  if (typeof system.roll !== "function") {
    ui.notifications?.warn(format("ANTHOLOGY.Warn.NotRollable", { name: item.name ?? "" }));
    return null;
  }
  const actor = item.parent as Actor.Implementation | null;
  if (actor && !mayActFor(actor)) return null;
  return system.roll({ skipDialog: options.skipDialog ?? false });
}

/**
 * `hotbarDrop` hook. Returning `false` cancels Foundry's own handling (v13 Hotbar#_onDrop: `Hooks.call("hotbarDrop",
 * …) === false` → return), so the system says `false` only for a drop it handles itself: an actor's own rollable
 * item, read synchronously (hooks do not await) with `fromUuidSync`. A sidebar or compendium item, or anything else,
 * is left to Foundry, which makes its default "open the sheet" macro.
 */
export function onHotbarDrop(_bar: unknown, data: { type?: string; uuid?: string }, slot: number): boolean | void {
  if (data.type !== "Item" || typeof data.uuid !== "string") return;
  const item = fromUuidSync(data.uuid) as Item.Implementation | null;
  if (!item || !item.parent) return;
  if (typeof (item.system as { roll?: unknown }).roll !== "function") return;
  void (async () => {
    const command = `game.anthology.macros.rollItem(${JSON.stringify(item.uuid)});`;
    const macro = await hotbarMacro({ name: item.name ?? "", img: item.img ?? null, command });
    if (macro) await game.user?.assignHotbarMacro(macro, slot);
  })();
  return false;
}

/**
 * The script macro a hotbar drop puts in its slot: the user's own macro with this name and command when there is
 * one, else a new one. Dropping the same item again (on another slot, or after clearing one) reuses it instead of
 * adding a copy to the Macros directory each time, as dnd5e's hotbar drops do (`game.macros.find` by name, command
 * and `isAuthor`; v13 Macro#isAuthor is `game.user === this.author`).
 */
export async function hotbarMacro(data: { name: string; img: string | null; command: string }): Promise<Macro.Implementation | null> {
  // fvtt-types 13.345 types the world collection's entries without Macro's own fields: read them through this view.
  type MacroView = { name: string | null; command: string | null; isAuthor: boolean };
  const macros = game.macros as unknown as { find(fn: (m: MacroView) => boolean): MacroView | undefined } | undefined;
  const own = macros?.find((m) => m.name === data.name && m.command === data.command && m.isAuthor);
  if (own) return own as unknown as Macro.Implementation;
  return (await Macro.create({ name: data.name, type: "script", img: data.img, command: data.command })) ?? null;
}
