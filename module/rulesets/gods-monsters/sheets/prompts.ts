/** Small input prompts of the sheet (a skill's name, an amount of damage), as DialogV2 forms. */
import { clampInteger } from "../../../core/integer.js";
export async function gmPrompt<T>(title: string, template: string, context: Record<string, unknown>, parse: (raw: Record<string, unknown>) => T): Promise<T | null> {
  const content = await foundry.applications.handlebars.renderTemplate(template, context);
  const result = await foundry.applications.api.DialogV2.prompt({
    // Paper and ink in both v13 themes (styles/core.css .anthology).
    classes: ["anthology", "gods-monsters"],
    window: { title },
    content,
    rejectClose: false,
    ok: {
      label: "ANTHOLOGY.GM.Sheet.Confirm",
      callback: (_event: Event, button: HTMLButtonElement) => {
        const form = button.form;
        return parse(form ? (new foundry.applications.ux.FormDataExtended(form).object as Record<string, unknown>) : {});
      },
    },
  });
  return (result ?? null) as T | null;
}

export const GM_PROMPT_TEMPLATE = "systems/anthology/templates/gods-monsters/dialogs/prompt.hbs";

export function gmText(v: unknown): string {
  return typeof v === "string" ? v.trim().slice(0, 200) : "";
}

export function gmAmountInput(v: unknown): number {
  return clampInteger(v, { min: 0, max: 9_999, fallback: 0, rounding: "floor" });
}
