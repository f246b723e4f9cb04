/**
 * The system's keybindings (Configure Controls → Anthology). "Roll without the dialog" is held while clicking a roll
 * (Shift by default, as dnd5e's fast-forward): every sheet, card and macro asks `skipDialogPressed(event)` instead of
 * reading `event.shiftKey`, so a player can rebind it.
 * v13 `ClientKeybindings#register` (before ready) and `#get` (the user's bindings, else `editable`):
 * https://foundryvtt.com/api/v13/classes/foundry.helpers.interaction.ClientKeybindings.html
 * `KeyboardManager#downKeys` (codes held) and its modifier codes:
 * https://foundryvtt.com/api/v13/classes/foundry.helpers.interaction.KeyboardManager.html
 */
export const SKIP_DIALOG_ACTION = "skipDialog";

type ModifierFlag = "shiftKey" | "ctrlKey" | "altKey" | "metaKey";

/** A modifier key's codes and the flag a click event carries for it (KeyboardManager.MODIFIER_CODES). */
const MODIFIER_CODES: Record<string, ModifierFlag> = {
  ShiftLeft: "shiftKey",
  ShiftRight: "shiftKey",
  ControlLeft: "ctrlKey",
  ControlRight: "ctrlKey",
  AltLeft: "altKey",
  AltRight: "altKey",
  MetaLeft: "metaKey",
  MetaRight: "metaKey",
  OsLeft: "metaKey",
  OsRight: "metaKey",
};
/** KeyboardManager.MODIFIER_KEYS, as a binding's `modifiers` names them. */
const MODIFIER_NAMES: Record<string, ModifierFlag> = { Shift: "shiftKey", Control: "ctrlKey", Alt: "altKey", Meta: "metaKey" };

export function registerKeybindings(): void {
  game.keybindings!.register("anthology", SKIP_DIALOG_ACTION, {
    name: "ANTHOLOGY.Keybinding.SkipDialog.name",
    hint: "ANTHOLOGY.Keybinding.SkipDialog.hint",
    editable: [{ key: "ShiftLeft" }, { key: "ShiftRight" }],
  });
}

/** Whether the click was made holding the "roll without the dialog" binding. */
export function skipDialogPressed(event: Partial<Record<ModifierFlag, boolean>> | Event | null | undefined): boolean {
  if (!event) return false;
  const flags = event as Partial<Record<ModifierFlag, boolean>>;
  const bindings = game.keybindings!.get("anthology", SKIP_DIALOG_ACTION);
  const down = game.keyboard?.downKeys;
  return bindings.some((binding) => {
    const flag = MODIFIER_CODES[binding.key];
    const held = flag ? flags[flag] === true : Boolean(down?.has(binding.key));
    return held && (binding.modifiers ?? []).every((m) => flags[MODIFIER_NAMES[m] ?? "shiftKey"] === true);
  });
}
