/**
 * Acting later (text 002, "Turn Order": "You may choose to place your Initiative later in the turn order, but once the
 * order is established it cannot be changed"). A combatant's owner or the GM picks, from the combat tracker's row or
 * the sheet's combat tab, whom it will follow; its initiative becomes a number between that combatant's and the next
 * one's (rules/turn-order.ts `shadowActLaterInitiative`) and it is marked as acting later, so the custom sort
 * (rolls/combat.ts) keeps that place, this round and the next ones. Never earlier, and never once its turn has passed
 * in this round (it would act twice).
 *
 * v13 `Combat#turns` is the sorted order and `Combat#turn` the index of the current turn (client/documents/combat.mjs).
 * Updating a combatant runs `Combat#_onUpdateDescendantDocuments`, whose `#onModifyCombatants` re-sorts the turns with
 * `setupTurns` and keeps the index `turn`: when the combatant whose turn it is waits, the next one in order takes the
 * turn, and v13 starts that turn there (`#triggerTurnEvents`, the "turn order is changed" branch).
 */
import { onHook } from "../../../core/foundry/hooks.js";
import { format } from "../../../core/foundry/i18n.js";
import { formDialog } from "../../../core/foundry/form-dialog.js";
import { activeRulesetId } from "../../../core/settings.js";
import { shadowActLaterInitiative } from "../rules/index.js";
import { shadowSortKey, type ShadowCombatantLike } from "../rolls/combat.js";
import { localize, shadowKind } from "../data/view.js";

/** The parts of a Combatant this flow uses (v13 `Combatant#isOwner`, `#update`). */
export interface ShadowActLaterCombatant extends ShadowCombatantLike {
  isOwner?: boolean;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/** The parts of a Combat this flow uses (v13 `Combat#turns`, `#turn`, `#round`). */
export interface ShadowActLaterCombat {
  round?: number | null;
  turn?: number | null;
  turns?: ShadowActLaterCombatant[] | null;
}

const DIALOG = "systems/anthology/templates/shadow/dialogs/act-later.hbs";

const nameOf = (c: ShadowCombatantLike) => c.name || c.actor?.name || "";

/**
 * The combatant waits: asks whom it will follow and writes its new initiative. True when the order changed; false with
 * a message when it may not wait (not the user's, no initiative yet, its turn has passed, nobody after it), or when the
 * dialog was closed.
 */
export async function shadowActLaterFlow(combat: ShadowActLaterCombat, combatant: ShadowActLaterCombatant): Promise<boolean> {
  const name = nameOf(combatant);
  if (!combatant.isOwner) {
    ui.notifications?.warn(format("ANTHOLOGY.Shadow.ActLater.NotOwner", { name }));
    return false;
  }
  // Those without initiative sort last (rolls/combat.ts): the order is the rolled ones.
  const turns = (combat.turns ?? []).filter((c) => shadowSortKey(c) !== null);
  const from = turns.findIndex((c) => c === combatant || (c.id != null && c.id === combatant.id));
  if (from < 0) {
    ui.notifications?.warn(format("ANTHOLOGY.Shadow.ActLater.NoInitiative", { name }));
    return false;
  }
  const turn = combat.turn;
  if ((combat.round ?? 0) > 0 && typeof turn === "number" && from < turn) {
    ui.notifications?.warn(format("ANTHOLOGY.Shadow.ActLater.Passed", { name }));
    return false;
  }
  const later = turns.slice(from + 1).map((c, i) => ({ index: from + 1 + i, name: nameOf(c) }));
  if (later.length === 0) {
    ui.notifications?.warn(format("ANTHOLOGY.Shadow.ActLater.Last", { name }));
    return false;
  }
  const after = await formDialog<number | null>({
    title: "ANTHOLOGY.Shadow.ActLater.Title",
    template: DIALOG,
    context: { name, later },
    classes: ["shadow"],
    confirm: "ANTHOLOGY.Shadow.ActLater.Confirm",
    icon: "fa-solid fa-hourglass-half",
    parse: (values) => {
      const v = Number(values.after);
      if (later.some((o) => o.index === v)) return v;
      ui.notifications?.warn(localize("ANTHOLOGY.Shadow.ActLater.BadChoice"));
      return null;
    },
  });
  if (after === null) return false;
  const initiative = shadowActLaterInitiative(
    turns.map((c) => shadowSortKey(c)),
    from,
    after,
  );
  if (initiative === null) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.ActLater.BadChoice"));
    return false;
  }
  // Initiative and flags: what a player owning the actor may change on a combatant (common/documents/combatant.mjs
  // `BaseCombatant.#canUpdate`, its allowed keys), written nested so the top-level keys are exactly those.
  await combatant.update({ initiative, flags: { anthology: { shadowActLater: true } } });
  return true;
}

function isActLaterCombatant(value: unknown): value is ShadowActLaterCombatant {
  return typeof value === "object" && value !== null && typeof (value as { update?: unknown }).update === "function";
}

/** The viewed combat's combatant of this actor (its first, for an actor with several tokens), or null. */
export function shadowCombatantOf(combat: ShadowActLaterCombat | null | undefined, actor: Actor.Implementation): ShadowActLaterCombatant | null {
  return (combat?.turns ?? []).find((c) => c.actor === actor || (c.actor?.id != null && c.actor.id === actor.id)) ?? null;
}

/**
 * Adds an "Act later" button to each tracker row of a Shadow combatant the user owns (exported for the tests, which
 * render no real tracker). Rows are found by `data-combatant-id`, which v13's tracker template puts on each
 * combatant's `<li>`; the button stops its click there, so the row's own action does not run too.
 */
export function shadowDecorateTracker(app: { viewed?: unknown }, element: HTMLElement): void {
  if (activeRulesetId() !== "shadow") return;
  const combat = app.viewed as ShadowActLaterCombat | null | undefined;
  const label = localize("ANTHOLOGY.Shadow.ActLater.Button");
  for (const row of element.querySelectorAll<HTMLElement>("[data-combatant-id]")) {
    const combatant = (combat?.turns ?? []).find((c) => c.id === row.dataset.combatantId);
    if (!combat || !isActLaterCombatant(combatant) || !shadowKind(combatant.actor) || !combatant.isOwner) continue;
    if (row.querySelector(".shadow-act-later")) continue;
    const b = document.createElement("button");
    b.type = "button";
    b.className = "inline-control shadow-act-later";
    b.title = label;
    b.setAttribute("aria-label", label);
    const i = document.createElement("i");
    i.className = "fa-solid fa-hourglass-half";
    b.append(i);
    b.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation();
      void shadowActLaterFlow(combat, combatant);
    });
    row.append(b);
  }
}

export function registerShadowTrackerHooks(): void {
  onHook("renderCombatTracker", (app, element) => shadowDecorateTracker(app, element));
}
