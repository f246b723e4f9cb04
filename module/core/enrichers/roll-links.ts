/**
 * Roll links in journal text: one v13 text enricher (`CONFIG.TextEditor.enrichers`,
 * https://foundryvtt.com/api/v13/interfaces/CONFIG.TextEditorEnricherConfig.html: `{ id, pattern, enricher,
 * onRender }`) that turns `[[/command …]]` into a link rolling for the selected token's actor or the user's
 * character through the active ruleset's own roll flows. Each ruleset supplies its commands in its registration
 * (`RulesetDefinition.rollLinks`); `[[/test …]]` falls back to the ruleset-neutral test and `[[/table …]]` draws
 * from a world table. Text the parsers do not understand stays as it was (the enricher returns null).
 */
import type { RulesetDefinition } from "../ruleset.js";
import { controlledActors } from "../foundry/targets.js";
import { skipDialogPressed } from "../keybindings.js";
import { parseNeutralTest, type NeutralTest } from "../rules/neutral-test.js";
import { parseRollLink, rollLinkPatternSource, type RollLinkSyntax } from "../rules/roll-link-syntax.js";
import { drawTableLink, parseTableLink, TABLE_LINK_COMMAND, tableLinkLabel } from "./table-link.js";
import { format, localize, translations } from "../foundry/i18n.js";

/** What a ruleset gives for its roll links: pure parsing, and the Foundry side (label, roll, chance). */
export interface RollLinks<R> {
  commands: readonly string[];
  /** Pure: the request a link asks for, or null (the text stays plain). */
  parse(link: RollLinkSyntax): R | null;
  /** Pure: the ruleset's own test for the neutral `[[/test strong hard]]` (null for words outside the vocabulary). */
  neutral(test: NeutralTest): R | null;
  /** The link's visible text (localized; set as text, never as HTML). */
  label(request: R): string;
  /** Whether this actor can make the roll at all (an actor of this ruleset with the numbers it reads). */
  accepts(actor: Actor.Implementation, request: R): boolean;
  /** Rolls through the ruleset's roll flow for an actor the user owns. */
  roll(actor: Actor.Implementation, request: R, options: { skipDialog: boolean }): Promise<unknown>;
  /** The exact chance of success (0–1) for this actor, from the dice room's odds; null when it has none. */
  chance(actor: Actor.Implementation, request: R): number | null;
}

/** One link's request, bound to the functions of the ruleset that parsed it. */
export interface BoundRollLink {
  label(): string;
  accepts(actor: Actor.Implementation): boolean;
  roll(actor: Actor.Implementation, options: { skipDialog: boolean }): Promise<unknown>;
  chance(actor: Actor.Implementation): number | null;
}

/** A ruleset's roll links as `RulesetDefinition.rollLinks` holds them: its commands, and a link's bound request. */
export interface AnyRollLinks {
  commands: readonly string[];
  /** The ruleset's own command, else the neutral `[[/test …]]` in its terms; null when it does not understand the link. */
  resolve(link: RollLinkSyntax): BoundRollLink | null;
}

export function defineRollLinks<R>(links: RollLinks<R>): AnyRollLinks {
  const bind = (request: R): BoundRollLink => ({
    label: () => links.label(request),
    accepts: (actor) => links.accepts(actor, request),
    roll: (actor, options) => links.roll(actor, request, options),
    chance: (actor) => links.chance(actor, request),
  });
  return {
    commands: links.commands,
    resolve(link) {
      const own = links.commands.includes(link.command) ? links.parse(link) : null;
      if (own) return bind(own);
      const neutral = parseNeutralTest(link);
      const request = neutral ? links.neutral(neutral) : null;
      return request ? bind(request) : null;
    },
  };
}

export const ROLL_LINK_ENRICHER_ID = "anthology-roll-link";
const LINK_CLASS = "anthology-roll-link";

/** The request a link's text asks for under a ruleset, or null. */
function requestOf(links: AnyRollLinks | undefined, text: string): { kind: "ruleset"; request: BoundRollLink } | { kind: "table"; name: string } | null {
  const m = new RegExp(rollLinkPatternSource([...(links?.commands ?? []), "test", TABLE_LINK_COMMAND]), "i").exec(text);
  const link = m ? parseRollLink(m[1], m[2]) : null;
  if (!link) return null;
  if (link.command === TABLE_LINK_COMMAND) {
    const name = parseTableLink(link);
    return name === null ? null : { kind: "table", name };
  }
  const request = links?.resolve(link) ?? null;
  return request ? { kind: "ruleset", request } : null;
}

/**
 * The link element: an `<a role="button" tabindex="0">` as Foundry's own inline rolls and content links are,
 * so it sits in the flow of prose and takes the theme's link look; Enter and Space press it like a button.
 */
function linkElement(text: string, label: string): HTMLElement {
  const a = document.createElement("a");
  a.className = LINK_CLASS;
  a.setAttribute("role", "button");
  a.tabIndex = 0;
  a.dataset.rollLink = text;
  a.dataset.tooltip = localize("ANTHOLOGY.RollLink.Hint");
  const icon = document.createElement("i");
  icon.className = "fa-solid fa-dice-d20";
  icon.setAttribute("inert", "");
  a.append(icon, document.createTextNode(` ${label}`));
  return a;
}

/** The actor a link rolls for: the first selected token's, else the user's assigned character. */
export function rollLinkActor(): Actor.Implementation | null {
  return controlledActors()[0] ?? (game.user?.character as Actor.Implementation | null | undefined) ?? null;
}

/** The owned actor to roll for, or null after telling the user why not. */
function rollerOrRefuse(): Actor.Implementation | null {
  const actor = rollLinkActor();
  if (!actor) {
    ui.notifications?.warn(localize("ANTHOLOGY.RollLink.NoActor"));
    return null;
  }
  if (!actor.isOwner) {
    ui.notifications?.warn(format("ANTHOLOGY.RollLink.NotOwner", { actor: actor.name ?? "" }));
    return null;
  }
  return actor;
}

/** A click (or Enter/Space) on a link: reads its text again and rolls, or refuses with a message. */
export async function pressRollLink(links: AnyRollLinks | undefined, link: HTMLElement, event?: Event): Promise<unknown> {
  const found = requestOf(links, link.dataset.rollLink ?? "");
  if (!found) return null;
  if (found.kind === "table") return drawTableLink(found.name);
  const actor = rollerOrRefuse();
  if (!actor) return null;
  if (!found.request.accepts(actor)) {
    ui.notifications?.warn(format("ANTHOLOGY.RollLink.WrongActor", { actor: actor.name ?? "" }));
    return null;
  }
  const skipDialog = event instanceof MouseEvent || event instanceof KeyboardEvent ? skipDialogPressed(event) : false;
  return found.request.roll(actor, { skipDialog });
}

/**
 * On hover: the selected character's exact chance in the link's tooltip. It names the actor, which a user typed, so
 * it goes in `data-tooltip-text`: v13's TooltipManager renders a `data-tooltip` that is not a localization key as HTML,
 * and shows `data-tooltip-text` (read first when present) as plain text (TooltipManager#activate, options.text).
 */
export function fillRollLinkTooltip(links: AnyRollLinks | undefined, link: HTMLElement): void {
  const i18n = translations();
  const found = requestOf(links, link.dataset.rollLink ?? "");
  if (!found || found.kind === "table") return;
  const actor = rollLinkActor();
  let tip: string;
  if (!actor) tip = i18n.localize("ANTHOLOGY.RollLink.NoActor");
  else if (!actor.isOwner) tip = i18n.format("ANTHOLOGY.RollLink.NotOwner", { actor: actor.name ?? "" });
  else if (!found.request.accepts(actor)) tip = i18n.format("ANTHOLOGY.RollLink.WrongActor", { actor: actor.name ?? "" });
  else {
    const chance = found.request.chance(actor);
    tip =
      chance === null
        ? i18n.format("ANTHOLOGY.RollLink.RollsFor", { actor: actor.name ?? "" })
        : i18n.format("ANTHOLOGY.RollLink.Chance", { actor: actor.name ?? "", chance: formatChance(chance) });
  }
  link.dataset.tooltipText = tip;
}

/** A chance as a percentage with one decimal where it matters (97.2%, 50%). */
export function formatChance(chance: number): string {
  const pct = Math.round(Math.min(1, Math.max(0, chance)) * 1000) / 10;
  return `${pct}%`;
}

/** The listeners of the links inside one enriched-content element (v13 calls onRender when it is added to the DOM). */
function bindLinks(links: AnyRollLinks | undefined, root: HTMLElement): void {
  for (const link of root.querySelectorAll<HTMLElement>(`a.${LINK_CLASS}`)) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      void pressRollLink(links, link, event);
    });
    link.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      void pressRollLink(links, link, event);
    });
    link.addEventListener("pointerenter", () => fillRollLinkTooltip(links, link));
  }
}

/** The enricher config for the active ruleset (every world has the neutral test and the table draw). */
export function rollLinkEnricher(active: RulesetDefinition | undefined): {
  id: string;
  pattern: RegExp;
  enricher: (match: RegExpMatchArray) => Promise<HTMLElement | null>;
  onRender: (element: HTMLElement) => void;
} {
  const links = active?.rollLinks;
  return {
    id: ROLL_LINK_ENRICHER_ID,
    pattern: new RegExp(rollLinkPatternSource([...(links?.commands ?? []), "test", TABLE_LINK_COMMAND]), "gi"),
    enricher: async (match) => {
      const found = requestOf(links, match[0]);
      if (!found) return null;
      const label = found.kind === "table" ? tableLinkLabel(found.name) : found.request.label();
      return linkElement(match[0], label);
    },
    onRender: (element) => bindLinks(links, element),
  };
}

/** Adds the roll links to `CONFIG.TextEditor.enrichers` (called on init, once the active ruleset is known). */
export function registerRollLinks(active: RulesetDefinition | undefined): void {
  (CONFIG.TextEditor.enrichers as unknown[]).push(rollLinkEnricher(active));
}
