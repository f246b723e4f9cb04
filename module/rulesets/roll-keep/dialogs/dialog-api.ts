/**
 * A Roll & Keep dialog: a Handlebars form in Foundry's DialogV2 with one confirm button. Resolves with the
 * form's values (FormDataExtended's flat object) or null when closed. `onChange` runs on every edit, so a
 * dialog can redraw its summary (the exact odds) as the player types.
 */
export interface RkDialogConfig {
  /** Localization key of the window title, or plain text already localized. */
  title: string;
  template: string;
  context: Record<string, unknown>;
  /** Localization key of the confirm button. */
  confirm: string;
  icon?: string;
  classes?: string[];
  onChange?: (form: HTMLFormElement, values: Record<string, unknown>) => void | Promise<void>;
}

type DialogApi = { wait(config: Record<string, unknown>): Promise<unknown> };
type FormDataApi = new (form: HTMLFormElement) => { object: Record<string, unknown> };

function formValues(form: HTMLFormElement): Record<string, unknown> {
  const FormDataExtended = (foundry.applications.ux as unknown as { FormDataExtended: FormDataApi }).FormDataExtended;
  return new FormDataExtended(form).object;
}

export async function rkDialog(config: RkDialogConfig): Promise<Record<string, unknown> | null> {
  const content = await foundry.applications.handlebars.renderTemplate(config.template, config.context);
  const DialogV2 = foundry.applications.api.DialogV2 as unknown as DialogApi;
  const result = await DialogV2.wait({
    window: { title: config.title, icon: config.icon ?? "fa-solid fa-dice-d10" },
    classes: ["anthology", "rk", "rk-dialog", ...(config.classes ?? [])],
    position: { width: 460 },
    content,
    rejectClose: false,
    buttons: [
      {
        action: "confirm",
        label: config.confirm,
        icon: config.icon ?? "fa-solid fa-dice-d10",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => (button.form ? formValues(button.form) : {}),
      },
    ],
    // v13 passes the dialog (v12 passed its element): accept either.
    render: (_event: Event, dialog: { element?: HTMLElement } | HTMLElement) => {
      const root = dialog instanceof Object && "element" in dialog && dialog.element ? dialog.element : (dialog as HTMLElement);
      const form = root?.querySelector?.("form");
      if (!form || !config.onChange) return;
      const update = () => void config.onChange?.(form, formValues(form));
      form.addEventListener("change", update);
      form.addEventListener("input", update);
    },
  });
  return typeof result === "object" && result !== null ? (result as Record<string, unknown>) : null;
}
