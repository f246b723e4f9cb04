/**
 * Move, Gain Advantage and Held Action from the sheet or the combat tracker (003 "Special Actions in Combat"): the
 * pure rule decides the AP spent and the Advantage banked (`wardenSpecialAction`), applied as one whole outcome with
 * its card; a refusal (not enough AP, a held cost that is no whole number of at least 1) is said, nothing spent.
 * A Held Action asks its cost and what is held (v13 DialogV2, https://foundryvtt.com/api/v13/classes/foundry.applications.api.DialogV2.html);
 * the held text is the player's and is escaped wherever it is shown.
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { wardenSpecialAction, WARDEN_METERS_PER_SPACE, type WardenSpecialAction, type WardenSpecialActionResult } from "../rules/actions.js";
import { isWardenActor, wardenBankedAdvantage, wardenSystem } from "../data/numbers.js";
import { postWardenCard } from "../chat/cards.js";
import { format, localize } from "../../../core/foundry/i18n.js";

const t = (key: string, data?: Record<string, string>) => (data ? format(key, data) : localize(key));

/** Asks the cost and the held action; null when closed. */
async function askHeld(ap: number): Promise<{ cost: number; text: string } | null> {
  const esc = foundry.utils.escapeHTML;
  const id = `warden-held-${foundry.utils.randomID()}`;
  const content = [
    `<p class="hint">${esc(t("ANTHOLOGY.Warden.Special.HeldHint", { ap: String(ap) }))}</p>`,
    `<div class="form-group"><label for="${id}-cost">${esc(t("ANTHOLOGY.Warden.Special.HeldCost"))}</label><input id="${id}-cost" type="number" name="cost" value="1" min="1" max="${Math.max(1, ap)}" step="1"></div>`,
    `<div class="form-group"><label for="${id}-text">${esc(t("ANTHOLOGY.Warden.Special.HeldText"))}</label><input id="${id}-text" type="text" name="text" maxlength="200"></div>`,
  ].join("");
  const answer: unknown = await foundry.applications.api.DialogV2.wait({
    classes: ["anthology", "warden"],
    window: { title: t("ANTHOLOGY.Warden.Special.held") },
    content,
    buttons: [
      {
        action: "hold",
        label: t("ANTHOLOGY.Warden.Special.Hold"),
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => new foundry.applications.ux.FormDataExtended(button.form!).object,
      },
    ],
    rejectClose: false,
  } as never);
  if (typeof answer !== "object" || answer === null) return null;
  const a = answer as { cost?: unknown; text?: unknown };
  return { cost: Number(a.cost), text: typeof a.text === "string" ? a.text.trim().slice(0, 200) : "" };
}

/**
 * Spends the action's AP (and banks the Advantage) on `actor`; a Held Action asks its cost and text unless given.
 * Null when the held dialog was closed, or the actor is no Warden actor; the rule's result otherwise (ok false when
 * refused or when the write failed).
 */
export async function wardenSpecialActionFlow(
  actor: Actor.Implementation,
  action: WardenSpecialAction,
  held: { cost: number; text: string } | null = null,
): Promise<WardenSpecialActionResult | null> {
  if (!isWardenActor(actor)) return null;
  const s = wardenSystem(actor);
  const asked = action === "held" ? (held ?? (await askHeld(s.ap.value))) : null;
  if (action === "held" && !asked) return null;
  const result = wardenSpecialAction({ action, ap: s.ap.value, dex: s.dex.value, advantage: wardenBankedAdvantage(actor), heldCost: asked?.cost });
  if (!result.ok) {
    const key = result.refusal === "badCost" ? "ANTHOLOGY.Warden.Special.BadCost" : "ANTHOLOGY.Warden.Special.NotEnough";
    ui.notifications?.warn(t(key, { name: actor.name ?? "", cost: String(result.cost), ap: String(result.remaining) }));
    return result;
  }
  const card = () =>
    postWardenCard(
      "special",
      {
        actorName: actor.name ?? "",
        action: result.action,
        cost: result.cost,
        remaining: result.remaining,
        spaces: result.spaces,
        meters: result.spaces === null ? null : result.spaces * WARDEN_METERS_PER_SPACE,
        advantage: result.advantage,
        // Plain text, escaped by the template's {{ }}.
        heldText: asked?.text ?? "",
      },
      actor,
      [],
      { actorUuid: actor.uuid },
    );
  const applied = await applyOutcome(actor, { ...result.outcome, cards: [card] });
  return applied.ok ? result : { ...result, ok: false };
}
