/** Small input prompts of the sheet (a skill's name, an amount of damage), as DialogV2 forms. */
import { clampInteger } from "../../../core/rules/integer.js";
import { formDialog } from "../../../core/foundry/form-dialog.js";
export async function gmPrompt<T>(
  title: string,
  template: string,
  context: Record<string, unknown>,
  parse: (raw: Record<string, unknown>) => T,
): Promise<T | null> {
  return formDialog({ title, template, context, classes: ["gods-monsters"], confirm: "ANTHOLOGY.GM.Sheet.Confirm", parse });
}

export const GM_PROMPT_TEMPLATE = "systems/anthology/templates/gods-monsters/dialogs/prompt.hbs";

export function gmText(v: unknown): string {
  return typeof v === "string" ? v.trim().slice(0, 200) : "";
}

export function gmAmountInput(v: unknown): number {
  return clampInteger(v, { min: 0, max: 9_999, fallback: 0, rounding: "floor" });
}
