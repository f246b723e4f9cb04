/**
 * "Roll without the dialog" is a keybinding (issue 14): Shift by default, rebindable in Configure Controls, asked by
 * every sheet, card and macro through `skipDialogPressed` (module/core/keybindings.ts).
 */
import { describe, expect, it } from "vitest";
import { SKIP_DIALOG_ACTION, skipDialogPressed } from "../../module/core/keybindings.js";
import { skipDialogFor } from "../../module/dice/index.js";
import type { ClientKeybindings, KeyboardManager } from "../harness/keybindings.js";

const bindings = () => game.keybindings as unknown as ClientKeybindings;
const keyboard = () => game.keyboard as unknown as KeyboardManager;

describe("the skip-dialog keybinding", () => {
  it("is registered at init with Shift (left or right) as its default", () => {
    expect(bindings().get("anthology", SKIP_DIALOG_ACTION)).toEqual([
      { key: "ShiftLeft", modifiers: [] },
      { key: "ShiftRight", modifiers: [] },
    ]);
    expect(skipDialogPressed({ shiftKey: true })).toBe(true);
    expect(skipDialogFor(new MouseEvent("click", { shiftKey: true }))).toBe(true);
    expect(skipDialogPressed({ shiftKey: false, ctrlKey: true })).toBe(false);
    expect(skipDialogPressed(null)).toBe(false);
  });

  it("follows a player's rebinding: Control instead of Shift", () => {
    bindings().userBindings.set(`anthology.${SKIP_DIALOG_ACTION}`, [{ key: "ControlLeft" }]);
    expect(skipDialogPressed({ shiftKey: true })).toBe(false);
    expect(skipDialogPressed({ ctrlKey: true })).toBe(true);
  });

  it("a letter key counts while held (KeyboardManager#downKeys), with the modifiers its binding names", () => {
    bindings().userBindings.set(`anthology.${SKIP_DIALOG_ACTION}`, [{ key: "KeyQ", modifiers: ["Alt"] }]);
    expect(skipDialogPressed({})).toBe(false);
    keyboard().downKeys.add("KeyQ");
    expect(skipDialogPressed({})).toBe(false);
    expect(skipDialogPressed({ altKey: true })).toBe(true);
  });

  it("a second registration of the same action throws, as v13's does", () => {
    expect(() => bindings().register("anthology", SKIP_DIALOG_ACTION, {})).toThrow(/already registered/);
    expect(() => bindings().get("anthology", "nothing")).toThrow(/not a registered keybinding action/);
  });
});
