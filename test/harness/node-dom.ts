/**
 * A DOM for harness code that runs in plain Node (the sheet gallery, `npm run gallery`): vitest runs in its
 * happy-dom environment and the browser play-through in Chromium, both of which already have one. Installs a
 * happy-dom Window's DOM classes on globalThis, as a browser page has them.
 */
import { Window } from "happy-dom";

const GLOBALS = [
  "document",
  "Node",
  "Element",
  "HTMLElement",
  "HTMLFormElement",
  "HTMLInputElement",
  "HTMLSelectElement",
  "HTMLTextAreaElement",
  "HTMLButtonElement",
  "HTMLImageElement",
  "HTMLTemplateElement",
  "DocumentFragment",
  "Event",
  "MouseEvent",
  "KeyboardEvent",
  "FocusEvent",
  "CustomEvent",
  "DataTransfer",
  "DragEvent",
  "FormData",
  "customElements",
  "getComputedStyle",
] as const;

export function installNodeDom(): void {
  const g = globalThis as unknown as Record<string, unknown>;
  if (g.document) return;
  const window = new Window() as unknown as Record<string, unknown>;
  g.window = window;
  for (const name of GLOBALS) if (window[name] !== undefined && g[name] === undefined) g[name] = window[name];
}
