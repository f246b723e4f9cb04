/**
 * The Warden's controls in v13's combat tracker (hook `renderCombatTracker`, core/foundry/hooks.ts): on each combatant
 * row its owner (or the GM) sees the AP left and can Move, Gain Advantage or hold an action (flows/special-actions.ts,
 * the same flow as the sheet's buttons); a GM has the Die of Fate at the tracker's top (rolls/oracles.ts). Rows are
 * found by `data-combatant-id`, which v13's tracker template puts on each combatant's `<li>`; the buttons stop their
 * click there, so the row's own action (activating the combatant) does not run too.
 * The AP shown is the actor's `system.ap.value`, not the combatant's: v13 re-renders the tracker for changes of the
 * combat and its combatants, but an actor's update re-renders only that actor's own apps (`Actor#_onUpdate`,
 * client/documents/actor.mjs, and `ClientDocumentMixin#_onUpdate`), so each client re-renders its tracker itself when
 * the AP of an actor it shows changes (hook `updateActor`, which runs on every client).
 */
import { onHook } from "../../../core/foundry/hooks.js";
import { activeRulesetId } from "../../../core/settings.js";
import { WARDEN_AP_PER_TURN, WARDEN_SPECIAL_ACTIONS, type WardenSpecialAction } from "../rules/actions.js";
import { isWardenActor, wardenSystem } from "../data/numbers.js";
import { wardenSpecialActionFlow } from "../flows/special-actions.js";
import { wardenRollDieOfFate } from "../rolls/oracles.js";
import { translations } from "../../../core/foundry/i18n.js";

const ICONS: Record<WardenSpecialAction, string> = {
  move: "fa-solid fa-person-running",
  gainAdvantage: "fa-solid fa-angles-up",
  held: "fa-solid fa-hourglass-half",
};

function button(label: string, icon: string, run: () => unknown, css: string): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = `inline-control ${css}`;
  // Text, not markup: the labels are the language file's.
  b.title = label;
  b.setAttribute("aria-label", label);
  const i = document.createElement("i");
  i.className = icon;
  b.append(i);
  b.addEventListener("click", (event) => {
    event.preventDefault();
    event.stopPropagation();
    void run();
  });
  return b;
}

/** Adds the Warden's controls to a rendered tracker (exported for the tests, which render no real tracker). */
export function wardenDecorateTracker(
  app: { viewed?: { combatants?: { get(id: string): { actor?: Actor.Implementation | null } | undefined } } | null },
  element: HTMLElement,
): void {
  if (activeRulesetId() !== "warden") return;
  const i18n = translations();
  for (const row of element.querySelectorAll<HTMLElement>("[data-combatant-id]")) {
    const actor = app.viewed?.combatants?.get(row.dataset.combatantId ?? "")?.actor ?? null;
    if (!isWardenActor(actor) || !actor.isOwner || row.querySelector(".warden-tracker-ap")) continue;
    const box = document.createElement("div");
    box.className = "warden-tracker-ap";
    const ap = document.createElement("span");
    ap.className = "warden-tracker-ap-value";
    ap.textContent = i18n.format("ANTHOLOGY.Warden.Special.TrackerAp", { ap: String(wardenSystem(actor).ap.value), max: String(WARDEN_AP_PER_TURN) });
    box.append(ap);
    for (const action of WARDEN_SPECIAL_ACTIONS) {
      box.append(
        button(i18n.localize(`ANTHOLOGY.Warden.Special.${action}`), ICONS[action], () => wardenSpecialActionFlow(actor, action), `warden-tracker-${action}`),
      );
    }
    row.append(box);
  }
  if (game.user?.isGM && !element.querySelector(".warden-tracker-fate")) {
    const fate = button(i18n.localize("ANTHOLOGY.Warden.Fate.Title"), "fa-solid fa-dice-six", () => wardenRollDieOfFate(), "warden-tracker-fate");
    const top = element.querySelector("header") ?? element;
    top.prepend(fate);
  }
}

/** The part of v13's `ui.combat` (the sidebar's CombatTracker, an ApplicationV2) this file reads. */
interface TrackerLike {
  rendered?: boolean;
  /** The combat it shows (`CombatTracker#viewed`); fvtt-types 13.345's Combat type does not list its `combatants`. */
  viewed?: object | null;
  render(options?: object): unknown;
}
type ViewedCombat = { combatants?: Iterable<{ actor?: Actor.Implementation | null }> } | null | undefined;

/** Whether the tracker shows this actor (a combatant of the combat it views: the world actor or a token's own). */
function trackerShows(tracker: TrackerLike, actor: Actor.Implementation): boolean {
  for (const combatant of (tracker.viewed as ViewedCombat)?.combatants ?? []) if (combatant.actor && combatant.actor.uuid === actor.uuid) return true;
  return false;
}

/**
 * On this client, after an actor's AP changed (any user's update: `updateActor` runs on every client): the tracker, if
 * rendered and showing that actor, renders again, so its AP and buttons are current. Answers whether it did.
 */
export function wardenRefreshTrackerAp(actor: Actor.Implementation, changed: { system?: Record<string, unknown> }): boolean {
  if (activeRulesetId() !== "warden" || !isWardenActor(actor) || changed.system?.ap === undefined) return false;
  const tracker: TrackerLike | null | undefined = ui.combat;
  if (!tracker?.rendered || !trackerShows(tracker, actor)) return false;
  void tracker.render();
  return true;
}

export function registerWardenTrackerHooks(): void {
  onHook("renderCombatTracker", (app, element) => wardenDecorateTracker(app, element));
  onHook("updateActor", (actor, changed) => void wardenRefreshTrackerAp(actor, changed));
}
