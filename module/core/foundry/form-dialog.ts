/**
 * A small form in Foundry's DialogV2 with one confirm button, for what a sheet asks before it acts (an amount, a
 * name, how many days of rest). v13 `DialogV2.prompt` renders `content` inside the dialog's form and resolves with
 * what the button's callback returns, or null when the window is closed with `rejectClose: false`
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DialogV2.html#prompt).
 * `FormDataExtended#object` reads the form's named inputs as typed values
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.ux.FormDataExtended.html). A roll is not asked here:
 * it goes through the dice room's pipeline (module/dice/flow/pipeline.ts).
 */
export interface FormDialogOptions<T> {
  /** The window title (a localization key or text already localized). */
  title: string;
  template: string;
  context?: Record<string, unknown>;
  /** Classes after "anthology" (paper and ink in both v13 themes: styles/core.css .anthology), e.g. the ruleset's. */
  classes?: string[];
  /** The confirm button's label (a localization key). */
  confirm: string;
  icon?: string;
  /** Turns the form's values into the answer; its own checks refuse or clamp what a player typed. */
  parse(values: Record<string, unknown>): T;
}

/** The parsed answer, or null when the dialog was closed. */
export async function formDialog<T>(options: FormDialogOptions<T>): Promise<T | null> {
  const content = await foundry.applications.handlebars.renderTemplate(options.template, options.context ?? {});
  const result = await foundry.applications.api.DialogV2.prompt({
    classes: ["anthology", ...(options.classes ?? [])],
    window: { title: options.title, ...(options.icon ? { icon: options.icon } : {}) },
    content,
    rejectClose: false,
    ok: {
      label: options.confirm,
      ...(options.icon ? { icon: options.icon } : {}),
      callback: (_event: Event, button: HTMLButtonElement) => {
        const form = button.form;
        return options.parse(form ? new foundry.applications.ux.FormDataExtended(form).object : {});
      },
    },
  });
  return (result ?? null) as T | null;
}
