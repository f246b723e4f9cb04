/**
 * The GM's "Ask for a roll" button in the token controls (README "GM roll requests"), for every ruleset. Registered
 * at init, before the controls are first drawn: v13 `getSceneControlButtons` gives the record of control sets by name
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.ui.SceneControls.html).
 */
import { onHook } from "../foundry/hooks.js";
import { openRollRequest } from "./dialog.js";

export function registerRollRequestControl(): void {
  onHook("getSceneControlButtons", (controls) => {
    const tokens = controls.tokens;
    if (!tokens?.tools || !game.user?.isGM) return;
    tokens.tools.anthologyRollRequest = {
      name: "anthologyRollRequest",
      title: "ANTHOLOGY.Request.Control",
      icon: "fa-solid fa-dice-d20",
      order: Object.keys(tokens.tools).length,
      button: true,
      visible: true,
      onChange: () => void openRollRequest(),
    };
  });
}
