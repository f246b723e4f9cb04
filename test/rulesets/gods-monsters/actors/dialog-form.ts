/**
 * Answers the next G&M options dialog as a player would: the form starts from what the rendered
 * template presets (values, ticked boxes, selected options), the player's edits replace some fields,
 * and the dialog's own "roll" button reads the form (the harness's DialogV2 renders it with happy-dom).
 */
import { respond } from "./setup.js";

/**
 * The next dialog is filled from its rendered defaults plus `edits`, then its roll button is pressed: the harness's
 * DialogV2 sets the fields on the rendered form and runs the button's own callback, which reads the form through
 * FormDataExtended as in Foundry v13. `seen` receives the rendered content and the form's defaults.
 */
export function fillDialog(edits: Record<string, unknown>, seen?: (content: string, defaults: Record<string, unknown>) => void): void {
  const DialogV2 = foundry.applications.api.DialogV2 as unknown as { click(action: string, values: Record<string, unknown>): unknown };
  respond((config, dialog) => {
    const form = (dialog as { form: HTMLFormElement }).form;
    seen?.(String((config as { content: string }).content), new foundry.applications.ux.FormDataExtended(form).object as Record<string, unknown>);
    return DialogV2.click("roll", edits);
  });
}
