/**
 * Answers the next G&M attack dialog as a player would. The attack's maneuvers are fields of the dice room's roll
 * dialog (the one pipeline; they used to be a DialogV2 of G&M's own): the form starts from what the rendered template
 * presets (values, ticked boxes, selected options), the player's edits replace some fields (each a `change` event, so
 * the headline and chance redraw as in Foundry), and the dialog's Roll button reads the rendered form.
 */
import { DiceDialog } from "../../../../module/dice/dialogs/dice-dialog.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";

/**
 * The next dialog is filled from its rendered defaults plus `edits`, then Roll is pressed. `seen` receives the
 * rendered content (the templates' HTML) and the form's defaults (checkboxes as booleans, other fields as text).
 */
export function fillDialog(edits: Record<string, unknown>, seen?: (content: string, defaults: Record<string, unknown>) => void): void {
  answerRollDialog({
    seen: (dialog: DiceDialog<unknown>, offered) => seen?.(Object.values((dialog as unknown as { parts: Record<string, string> }).parts).join("\n"), offered),
    edits: Object.fromEntries(Object.entries(edits).map(([k, v]) => [k, typeof v === "boolean" ? v : String(v)])),
  });
}
