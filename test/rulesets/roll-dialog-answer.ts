/**
 * Answers the next dice-room roll dialog as a person at the table would: the dialog renders (its form in the
 * harness's DOM), the person edits fields (each a `change` event, so the live headline and chance update as in
 * Foundry), then presses Roll, presses Cancel or closes the window. `seen` receives the dialog and its form's
 * values before the edits (what the dialog offered).
 */
import { vi } from "vitest";
import { DiceDialog } from "../../module/dice/dialogs/dice-dialog.js";
import { harness } from "../harness/foundry.js";

export interface RollDialogAnswer {
  edits?: Record<string, string | boolean>;
  press?: "roll" | "cancel" | "close";
  seen?: (dialog: DiceDialog<unknown>, offered: Record<string, unknown>) => void;
  /** Called after the edits, before the button: the dialog as the person now sees it. */
  edited?: (dialog: DiceDialog<unknown>, form: HTMLFormElement) => void;
}

interface Rendered {
  rendered: boolean;
  element: HTMLElement | null;
  runAction(name: string): Promise<unknown>;
}

export function answerRollDialog(answer: RollDialogAnswer = {}): void {
  const wait = DiceDialog.prototype.wait;
  vi.spyOn(DiceDialog.prototype, "wait").mockImplementationOnce(async function (this: DiceDialog<unknown>) {
    const result = wait.call(this);
    const view = this as unknown as Rendered;
    // wait() starts the render without awaiting it (as the dialogs do in Foundry); let it finish.
    for (let i = 0; i < 500 && !view.rendered; i++) await new Promise((r) => setTimeout(r, 0));
    if (!view.rendered) throw new Error("the roll dialog never rendered");
    const form = view.element instanceof HTMLFormElement ? view.element : view.element!.querySelector("form")!;
    const offered = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>("[name]")].map((el) => [el.name, el.type === "checkbox" ? el.checked : el.value]));
    answer.seen?.(this, offered);
    for (const [name, value] of Object.entries(answer.edits ?? {})) await harness.change(this as never, `[name="${name}"]`, value);
    answer.edited?.(this, form);
    if (answer.press === "close") await this.close();
    else await view.runAction(answer.press ?? "roll");
    return result;
  });
}
