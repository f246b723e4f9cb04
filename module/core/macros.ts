/** Hotbar macros: dropping an owned item on the hotbar creates a macro that rolls it. */
export async function rollItemMacro(uuid: string, options: { skipDialog?: boolean } = {}): Promise<unknown> {
  const item = (await fromUuid(uuid)) as Item.Implementation | null;
  if (!item) {
    ui.notifications?.warn(game.i18n!.format("ANTHOLOGY.Warn.MacroItemMissing", { uuid }));
    return null;
  }
  const system = item.system as { roll?: (o: { skipDialog: boolean }) => Promise<unknown> };
  if (typeof system.roll !== "function") {
    ui.notifications?.warn(game.i18n!.format("ANTHOLOGY.Warn.NotRollable", { name: item.name ?? "" }));
    return null;
  }
  return system.roll({ skipDialog: options.skipDialog ?? false });
}

export function onHotbarDrop(_bar: unknown, data: { type?: string; uuid?: string }, slot: number): boolean | void {
  if (data.type !== "Item" || !data.uuid) return;
  void (async () => {
    const item = (await fromUuid(data.uuid!)) as Item.Implementation | null;
    if (!item || !item.parent) return;
    const command = `game.anthology.macros.rollItem(${JSON.stringify(item.uuid)});`;
    const macro = await Macro.create({ name: item.name ?? "", type: "script", img: item.img, command } as never);
    if (macro) await game.user?.assignHotbarMacro(macro, slot);
  })();
  return false;
}
