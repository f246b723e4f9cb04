/**
 * Journal text as a user's client shows it: enriched by v13's TextEditor (the harness's model runs
 * CONFIG.TextEditor.enrichers), put in the page so `<enriched-content>` binds its links, and the links pressed
 * as a user presses them (a click, Shift held or not; a pointer over it for the tooltip).
 */
import { vi } from "vitest";
import { registerRollLinks } from "../../module/core/enrichers/roll-links.js";
import type { RulesetDefinition } from "../../module/core/ruleset.js";
import { harness } from "../harness/foundry.js";

/** A world whose ruleset is `ruleset`: its roll links are the registered ones (module/anthology.ts init). */
export function worldOf(ruleset: RulesetDefinition): void {
  (CONFIG.TextEditor.enrichers as unknown[]).length = 0;
  registerRollLinks(ruleset);
}

/** The journal page showing `text`, enriched as Foundry enriches it. */
export async function journalPage(text: string): Promise<HTMLElement> {
  const page = document.createElement("article");
  page.innerHTML = await foundry.applications.ux.TextEditor.implementation.enrichHTML(text);
  document.body.append(page);
  return page;
}

export function links(page: HTMLElement): HTMLAnchorElement[] {
  return [...page.querySelectorAll<HTMLAnchorElement>("a.anthology-roll-link")];
}

/** The selected tokens on the canvas (`canvas.tokens.controlled`); none without a canvas. */
export function selectTokens(...actors: Actor.Implementation[]): void {
  (globalThis as unknown as { canvas: unknown }).canvas = { tokens: { controlled: actors.map((actor) => ({ actor })) } };
}

/** A click on the link (Shift: without the dialog), then wait until it posted a message or told the user something. */
export async function press(link: HTMLElement, { shiftKey = true } = {}): Promise<void> {
  const before = harness.messages().length + harness.notifications.log.length;
  link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, shiftKey }));
  await vi.waitFor(() => {
    if (harness.messages().length + harness.notifications.log.length === before) throw new Error("the link has not answered yet");
  });
}

/**
 * What the tooltip says after the pointer enters the link: v13's TooltipManager shows `data-tooltip-text` as text when
 * present, else `data-tooltip` (localized, or rendered as HTML when it is not a key).
 */
export function hover(link: HTMLElement): string {
  link.dispatchEvent(new PointerEvent("pointerenter"));
  return link.dataset.tooltipText ?? link.dataset.tooltip ?? "";
}

export function warnings(): string[] {
  return harness.notifications.log.filter((n) => n.type === "warn").map((n) => n.message);
}
