/**
 * Answers the next dice-room roll dialog as a person at the table would: the dialog renders (its form in the
 * harness's DOM), the person edits fields (each a `change` event, so the live headline and chance update as in
 * Foundry), then presses Roll, presses Cancel or closes the window. `seen` receives the dialog and its form's
 * values before the edits (what the dialog offered).
 */
import { DiceDialog } from "../../module/dice/dialogs/dice-dialog.js";
import { harness } from "../harness/foundry.js";

export interface RollDialogAnswer {
  edits?: Record<string, string | boolean>;
  press?: "roll" | "cancel" | "close";
  seen?: (dialog: DiceDialog<unknown>, offered: Record<string, unknown>) => void;
  /** Called after the edits, before the button: the dialog as the person now sees it. */
  edited?: (dialog: DiceDialog<unknown>, form: HTMLFormElement) => void;
}

/**
 * Runs `answer` on the next call of DiceDialog#wait only (then wait is itself again). Plain JavaScript, not a vitest
 * spy, so the gallery script (run outside vitest) can use these helpers too.
 */
function onNextWait(answer: (dialog: DiceDialog<unknown>, wait: () => Promise<unknown>) => Promise<unknown>): void {
  const proto = DiceDialog.prototype as unknown as { wait: (this: DiceDialog<unknown>) => Promise<unknown> };
  const original = proto.wait;
  proto.wait = async function (this: DiceDialog<unknown>) {
    proto.wait = original;
    return answer(this, () => original.call(this));
  };
}

interface Rendered {
  rendered: boolean;
  element: HTMLElement | null;
  runAction(name: string): Promise<unknown>;
}

export function answerRollDialog(answer: RollDialogAnswer = {}): void {
  onNextWait(async (dialog, wait) => {
    const result = wait();
    const view = dialog as unknown as Rendered;
    // wait() starts the render without awaiting it (as the dialogs do in Foundry); let it finish.
    for (let i = 0; i < 500 && !view.rendered; i++) await new Promise((r) => setTimeout(r, 0));
    if (!view.rendered) throw new Error("the roll dialog never rendered");
    const form = view.element instanceof HTMLFormElement ? view.element : view.element!.querySelector("form")!;
    const offered = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>("[name]")].map((el) => [el.name, el.type === "checkbox" ? el.checked : el.value]),
    );
    answer.seen?.(dialog, offered);
    for (const [name, value] of Object.entries(answer.edits ?? {})) await harness.change(dialog as never, `[name="${name}"]`, value);
    answer.edited?.(dialog, form);
    if (answer.press === "close") await dialog.close();
    else await view.runAction(answer.press ?? "roll");
    return result;
  });
}

/**
 * Answers the next dice-room roll dialog with a whole form's values, as tests of a ruleset's own DialogV2 did (the
 * harness's `DialogV2.respond` returning the form's values): each field named is set (a checkbox not named is
 * unticked, as a form submits only the boxes ticked), a `change` event redraws the dialog, then Roll is pressed; `fn`
 * returning null closes the window instead. `fn` sees the rendered dialog (`content`, its HTML as the templates rendered it, and `form`). A form
 * the dice room refuses keeps the dialog open with a warning (DiceDialog.submitRoll); the person then closes it.
 */
export function respondToRollDialog(
  fn: (seen: {
    content: string;
    form: HTMLFormElement;
    dialog: DiceDialog<unknown>;
  }) => Record<string, unknown> | null | Promise<Record<string, unknown> | null>,
): void {
  onNextWait(async (dialog, wait) => {
    const result = wait();
    const view = dialog as unknown as Rendered;
    for (let i = 0; i < 500 && !view.rendered; i++) await new Promise((r) => setTimeout(r, 0));
    if (!view.rendered) throw new Error("the roll dialog never rendered");
    const form = view.element instanceof HTMLFormElement ? view.element : view.element!.querySelector("form")!;
    // The content as rendered from the templates (the harness keeps each part's HTML string, as DialogV2's content was).
    const content = Object.values((dialog as unknown as { parts: Record<string, string> }).parts).join("\n");
    const values = await fn({ content, form, dialog });
    if (values === null) {
      await dialog.close();
      return result;
    }
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name) continue;
      const value = values[element.name];
      if (element.type === "checkbox") element.checked = value === true || value === "on" || value === "true";
      else if (element.name in values) element.value = String(value);
    }
    // The form's own window's Event: outside vitest (tools/gallery.ts) the global Event is Node's, which happy-dom's
    // dispatchEvent refuses.
    const EventClass = form.ownerDocument.defaultView?.Event ?? Event;
    form.dispatchEvent(new EventClass("change", { bubbles: true }));
    await view.runAction("roll");
    if (view.rendered) await dialog.close();
    return result;
  });
}

/**
 * Drives the next dice-room roll dialog step by step: `fn` gets its form (in the harness's DOM) and the dialog, edits
 * and checks as it likes, and returns true to press Roll (a refused form is then closed, as a person giving up) or
 * false to close the window.
 */
export function driveRollDialog(fn: (form: HTMLFormElement, dialog: DiceDialog<unknown>) => Promise<boolean>): void {
  onNextWait(async (dialog, wait) => {
    const result = wait();
    const view = dialog as unknown as Rendered;
    for (let i = 0; i < 500 && !view.rendered; i++) await new Promise((r) => setTimeout(r, 0));
    if (!view.rendered) throw new Error("the roll dialog never rendered");
    const form = view.element instanceof HTMLFormElement ? view.element : view.element!.querySelector("form")!;
    if (await fn(form, dialog)) await view.runAction("roll");
    if (view.rendered) await dialog.close();
    return result;
  });
}
