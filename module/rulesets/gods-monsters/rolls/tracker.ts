/**
 * The combat tracker in the text's sides mode (004 "Order of events": no initiative; an agility roll only when actions
 * clash). v13's tracker buttons Roll All and Roll NPCs and each row's initiative die all end in
 * `Combat#rollInitiative` (client/documents/combat.mjs: `rollAll` and `rollNPC` collect the ids and call it), so in
 * sides mode that method rolls nothing and says what to do instead, and the tracker hides those buttons and gives the
 * GM a Clash button for the selected tokens (the clash of rolls/clash.ts). Under the table option "agility" every
 * button rolls as v13 does.
 */
import { onHook } from "../../../core/foundry/hooks.js";
import { skipDialogPressed } from "../../../core/keybindings.js";
import { controlledActors } from "../../../core/foundry/targets.js";
import { activeRulesetId } from "../../../core/settings.js";
import { gmCombatOrder, gmRollClash } from "./clash.js";
import { localize } from "../../../core/foundry/i18n.js";

type RollInitiative = (this: unknown, ids: unknown, options?: unknown) => Promise<unknown>;
const GUARDED = Symbol.for("anthology.gmSidesGuard");

/**
 * Wraps `rollInitiative` of the world's Combat class (`CONFIG.Combat.documentClass`): in sides mode it refuses with a
 * message and rolls nothing; otherwise it is v13's own. Wrapped once, whatever the number of calls.
 */
export function gmGuardInitiative(): void {
  const proto: object | undefined = CONFIG.Combat?.documentClass?.prototype;
  if (!proto) return;
  const original: unknown = Reflect.get(proto, "rollInitiative");
  if (typeof original !== "function" || Reflect.get(original, GUARDED) === true) return;
  const guarded: RollInitiative & { [GUARDED]?: boolean } = function (this: unknown, ids: unknown, options?: unknown) {
    if (gmCombatOrder() === "sides") {
      ui.notifications?.info(localize("ANTHOLOGY.GM.Tracker.SidesNoInitiative"));
      return Promise.resolve(this);
    }
    return (original as RollInitiative).call(this, ids, options);
  };
  guarded[GUARDED] = true;
  Reflect.set(proto, "rollInitiative", guarded);
}

/** The selected tokens' clash, from the tracker's button (the same as the GM's tools window's Clash). */
export function gmTrackerClash(options: { skipDialog?: boolean } = {}): Promise<unknown> {
  return gmRollClash(controlledActors(), options);
}

/** In sides mode: the initiative buttons hidden, and the GM's Clash button at the tracker's top. */
export function gmDecorateTracker(element: HTMLElement): void {
  if (activeRulesetId() !== "gm" || gmCombatOrder() !== "sides") return;
  for (const b of element.querySelectorAll<HTMLElement>('[data-action="rollAll"], [data-action="rollNPC"], [data-action="rollInitiative"]'))
    b.setAttribute("hidden", "");
  if (!game.user?.isGM || element.querySelector(".gm-tracker-clash")) return;
  const label = localize("ANTHOLOGY.GM.Tracker.Clash");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "inline-control gm-tracker-clash";
  button.title = label;
  button.setAttribute("aria-label", label);
  const icon = document.createElement("i");
  icon.className = "fa-solid fa-bolt";
  button.append(icon);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    event.stopPropagation();
    void gmTrackerClash({ skipDialog: skipDialogPressed(event) });
  });
  (element.querySelector("header") ?? element).prepend(button);
}

export function registerGmTrackerHooks(): void {
  onHook("renderCombatTracker", (_app, element) => gmDecorateTracker(element));
}
