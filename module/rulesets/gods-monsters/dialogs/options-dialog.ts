/**
 * A small options dialog before a roll: renders a template as the dialog's form and returns the
 * form's values read by `parse`, or null when cancelled or closed.
 * Foundry v13 DialogV2 resolves `(await button.callback()) ?? button.action` and `null` on close
 * (client/applications/api/dialog.mjs `_onSubmit`, `wait`): Cancel resolves the string "cancel", so only
 * an object (what `parse` returns) means "roll".
 */
export async function gmOptionsDialog<T extends object>(input: {
  title: string;
  template: string;
  context: Record<string, unknown>;
  parse: (raw: Record<string, unknown>) => T;
  rollLabel?: string;
}): Promise<T | null> {
  const content = await foundry.applications.handlebars.renderTemplate(input.template, input.context);
  const result = await foundry.applications.api.DialogV2.wait({
    // Paper and ink in both v13 themes (styles/core.css .anthology).
    classes: ["anthology", "gods-monsters"],
    window: { title: input.title },
    content,
    rejectClose: false,
    buttons: [
      {
        action: "roll",
        label: input.rollLabel ?? "ANTHOLOGY.GM.Roll.Roll",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => {
          const form = button.form;
          const raw = form ? (new foundry.applications.ux.FormDataExtended(form).object as Record<string, unknown>) : {};
          return input.parse(raw);
        },
      },
      { action: "cancel", label: "ANTHOLOGY.GM.Roll.Cancel" },
    ],
  } as never);
  return typeof result === "object" && result !== null ? (result as T) : null;
}
