/**
 * The Warden's controls in v13's combat tracker (hook `renderCombatTracker`, core/foundry/hooks.ts): on each combatant
 * row its owner (or the GM) sees the AP left and can Move, Gain Advantage or hold an action (flows/special-actions.ts,
 * the same flow as the sheet's buttons); a GM has the Die of Fate at the tracker's top (rolls/oracles.ts). Rows are
 * found by `data-combatant-id`, which v13's tracker template puts on each combatant's `<li>`; the buttons stop their
 * click there, so the row's own action (activating the combatant) does not run too.
 */
import { onHook } from "../../../core/foundry/hooks.js";
import { activeRulesetId } from "../../../core/settings.js";
import { WARDEN_AP_PER_TURN, WARDEN_SPECIAL_ACTIONS, type WardenSpecialAction } from "../rules/actions.js";
import { isWardenActor, wardenSystem } from "../data/numbers.js";
import { wardenSpecialActionFlow } from "../flows/special-actions.js";
import { wardenRollDieOfFate } from "../rolls/oracles.js";
import { translations } from "../../../core/foundry/i18n.js";

const ICONS: Record<WardenSpecialAction, string> = { move: "fa-solid fa-person-running", gainAdvantage: "fa-solid fa-angles-up", held: "fa-solid fa-hourglass-half" };

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
export function wardenDecorateTracker(app: { viewed?: { combatants?: { get(id: string): { actor?: Actor.Implementation | null } | undefined } } | null }, element: HTMLElement): void {
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
      box.append(button(i18n.localize(`ANTHOLOGY.Warden.Special.${action}`), ICONS[action], () => wardenSpecialActionFlow(actor, action), `warden-tracker-${action}`));
    }
    row.append(box);
  }
  if (game.user?.isGM && !element.querySelector(".warden-tracker-fate")) {
    const fate = button(i18n.localize("ANTHOLOGY.Warden.Fate.Title"), "fa-solid fa-dice-six", () => wardenRollDieOfFate(), "warden-tracker-fate");
    const top = element.querySelector("header") ?? element;
    top.prepend(fate);
  }
}

export function registerWardenTrackerHooks(): void {
  onHook("renderCombatTracker", (app, element) => wardenDecorateTracker(app, element));
}
