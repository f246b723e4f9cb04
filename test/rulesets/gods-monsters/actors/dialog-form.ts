/**
 * Answers the next G&M options dialog as a player would: the form starts from what the rendered
 * template presets (values, ticked boxes, selected options), the player's edits replace some fields,
 * and the dialog's own "roll" button reads the form. The harness has no DOM and no FormDataExtended,
 * so the form is read from the rendered content here (a harness gap filled in this test folder).
 */
import { respond } from "./setup.js";

/** The values a rendered form submits before anyone touches it. */
export function formDefaults(content: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const m of content.matchAll(/<input\b([^>]*)>/g)) {
    const attrs = m[1]!;
    const name = /\bname="([^"]+)"/.exec(attrs)?.[1];
    if (!name) continue;
    if (/\btype="checkbox"/.test(attrs)) values[name] = /\bchecked\b/.test(attrs);
    else values[name] = /\bvalue="([^"]*)"/.exec(attrs)?.[1] ?? "";
  }
  for (const m of content.matchAll(/<select\b[^>]*\bname="([^"]+)"[^>]*>([^]*?)<\/select>/g)) {
    values[m[1]!] = /<option value="([^"]*)"[^>]*\bselected\b/.exec(m[2]!)?.[1] ?? "";
  }
  return values;
}

/**
 * The next dialog is filled from its rendered defaults plus `edits`, then its roll button is pressed.
 * `seen` receives the rendered content and the form's defaults so a test can check what was offered.
 */
export function fillDialog(edits: Record<string, unknown>, seen?: (content: string, defaults: Record<string, unknown>) => void): void {
  respond((config) => {
    const c = config as { content: string; buttons: { action: string; callback(e: unknown, b: unknown): unknown }[] };
    const defaults = formDefaults(String(c.content));
    seen?.(String(c.content), defaults);
    const values = { ...defaults, ...edits };
    const ux = foundry.applications.ux as unknown as Record<string, unknown>;
    const saved = ux.FormDataExtended;
    ux.FormDataExtended = class {
      object = values;
    };
    try {
      return c.buttons.find((b) => b.action === "roll")!.callback(new Event("click"), { form: {} });
    } finally {
      ux.FormDataExtended = saved;
    }
  });
}
