/**
 * DialogV2.wait/confirm/prompt and a FilePicker for the play page, as windows in the page's DOM.
 * DialogV2 (v13, foundry.applications.api.DialogV2): the content sits in a form with one button per entry of
 * `buttons`; a click resolves `(await button.callback(event, button, dialog)) ?? button.action` (then `submit(result,
 * dialog)` runs); closing the window resolves `close?.(event, dialog) ?? null` (rejectClose false);
 * `render(event, dialog)` runs once the dialog is in the page. `confirm` resolves true/false (yes/no, "no" is the
 * default button), `prompt` the ok button's callback result or "ok".
 * FilePicker (v13, foundry.applications.apps.FilePicker): `new FilePicker({type, current, callback}).browse()`
 * shows files; choosing one calls `callback(path, picker)`. Here the "server" lists a few fixed image paths.
 */
type Source = Record<string, unknown>;
interface DialogButton {
  action: string;
  label?: string;
  icon?: string;
  default?: boolean;
  callback?: (event: Event, button: HTMLButtonElement, dialog: unknown) => unknown;
}

const localize = (key: string): string => (globalThis as unknown as { game: { i18n: { localize(k: string): string } } }).game.i18n.localize(key);

let zIndex = 100;

/** A bare window: header with title and close button, content element; appended to #windows. */
export function openWindow(options: { title: string; classes?: string[]; width?: number; contentTag?: string; onClose?: () => void }): {
  element: HTMLElement;
  content: HTMLElement;
  close(): void;
} {
  const element = document.createElement("div");
  element.className = ["application", "play-window", ...(options.classes ?? [])].join(" ");
  if (options.width) element.style.width = `${options.width}px`;
  element.style.zIndex = String(++zIndex);
  const header = document.createElement("header");
  header.className = "window-header";
  const title = document.createElement("h1");
  title.className = "window-title";
  title.textContent = options.title;
  const closeButton = document.createElement("button");
  closeButton.type = "button";
  closeButton.className = "header-control";
  closeButton.dataset.playClose = "";
  closeButton.textContent = "×";
  header.append(title, closeButton);
  const content = document.createElement(options.contentTag ?? "section");
  content.className = "window-content";
  element.append(header, content);
  (document.getElementById("windows") ?? document.body).append(element);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    element.remove();
    options.onClose?.();
  };
  closeButton.addEventListener("click", close);
  return { element, content, close };
}

export async function dialogWait(config: Source): Promise<unknown> {
  const windowOptions = (config.window ?? {}) as { title?: string };
  const buttons = (config.buttons ?? []) as DialogButton[];
  return new Promise((resolve) => {
    let settled = false;
    const win = openWindow({
      title: localize(String(windowOptions.title ?? "")),
      classes: ["dialog", ...((config.classes as string[] | undefined) ?? [])],
      width: Number((config.position as { width?: number } | undefined)?.width ?? 400),
      contentTag: "form",
      onClose: () => {
        if (!settled) {
          settled = true;
          const close = config.close as ((event: Event, dialog: unknown) => unknown) | undefined;
          resolve(close?.(new Event("close"), dialog) ?? null);
        }
      },
    });
    const form = win.content as HTMLFormElement;
    const dialog = { element: win.element, form, close: () => win.close() };
    form.classList.add("dialog-form", "standard-form");
    const body = document.createElement("div");
    body.className = "dialog-content";
    body.innerHTML = String(config.content ?? "");
    const footer = document.createElement("footer");
    footer.className = "form-footer";
    for (const b of buttons) {
      const button = document.createElement("button");
      button.type = b.default ? "submit" : "button";
      button.dataset.action = b.action;
      if (b.default) button.classList.add("default");
      button.textContent = localize(b.label ?? b.action);
      button.addEventListener("click", async (event) => {
        event.preventDefault();
        const result = (await b.callback?.(event, button, dialog)) ?? b.action;
        settled = true;
        const submit = config.submit as ((result: unknown, dialog: unknown) => unknown) | undefined;
        await submit?.(result, dialog);
        win.close();
        resolve(result);
      });
      footer.append(button);
    }
    form.addEventListener("submit", (event) => event.preventDefault());
    form.append(body, footer);
    const render = config.render as ((event: Event, dialog: unknown) => void) | undefined;
    render?.(new Event("render"), dialog);
  });
}

export function dialogConfirm(config: Source): Promise<unknown> {
  return dialogWait({
    ...config,
    buttons: [
      { action: "yes", label: "Yes", callback: () => true },
      { action: "no", label: "No", default: true, callback: () => false },
    ],
  });
}

export function dialogPrompt(config: Source): Promise<unknown> {
  const ok = (config.ok ?? {}) as Partial<DialogButton>;
  return dialogWait({ ...config, buttons: [{ action: "ok", label: "OK", default: true, ...ok }] });
}

/** The image paths this page's stand-in file server lists. */
export const PICKABLE_IMAGES = ["icons/svg/portrait-amber.svg", "icons/svg/portrait-teal.svg", "icons/svg/portrait-violet.svg"];

/** The picker's window: the listed images; a click closes it and hands the path to `onPick`. */
export function showFilePicker(current: string, onPick: (path: string) => unknown): void {
  const win = openWindow({ title: "Browse Files", classes: ["filepicker"], width: 360 });
  const list = document.createElement("ol");
  list.className = "files";
  for (const path of PICKABLE_IMAGES) {
    const li = document.createElement("li");
    li.className = "file";
    li.dataset.path = path;
    li.innerHTML = `<img src="${path}" width="48" height="48" alt=""><span></span>`;
    li.querySelector("span")!.textContent = path;
    if (path === current) li.classList.add("picked");
    li.addEventListener("click", () => {
      win.close();
      void onPick(path);
    });
    list.append(li);
  }
  win.content.append(list);
}

/** Used only while the harness has no FilePicker of its own. */
export class PlayFilePicker {
  static get implementation(): typeof PlayFilePicker {
    return PlayFilePicker;
  }
  options: { type?: string; current?: string; callback?: (path: string, picker: PlayFilePicker) => unknown };
  constructor(options: PlayFilePicker["options"] = {}) {
    this.options = options;
  }
  async browse(): Promise<this> {
    showFilePicker(String(this.options.current ?? ""), (path) => this.options.callback?.(path, this));
    return this;
  }
}
