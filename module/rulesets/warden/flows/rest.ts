/** Rest and deprivation on a Warden character (pure rules in rules/rest.ts), each one whole outcome (rules/state-outcome.ts). */
import { announce } from "../../../core/events.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { outcomeIsEmpty } from "../../../core/rules/outcome.js";
import { wardenNightRestOutcome, wardenShortRestOutcome, wardenWeekRestOutcome } from "../rules/state-outcome.js";
import { wardenDeprivationFatigue, wardenFullRest, wardenShortRest, wardenWeekRest } from "../rules/rest.js";
import { addFatigue } from "./apply-changes.js";
import { wardenSystem } from "../data/numbers.js";
import { isWardenCharacter, isWardenFatigue } from "../data/types.js";
import { syncAttributeStates } from "./states.js";
import { actorItems } from "../../../core/foundry/items.js";
import { format } from "../../../core/foundry/i18n.js";

function refusedWhileDeprived(actor: Actor.Implementation): boolean {
  if (!isWardenCharacter(actor) || !actor.system.deprived) return false;
  ui.notifications?.warn(format("ANTHOLOGY.Warden.Warn.Deprived", { name: actor.name ?? "" }));
  return true;
}

/** A few moments' rest and a drink of water: HP back to max. */
export async function wardenShortRestFlow(actor: Actor.Implementation): Promise<void> {
  if (refusedWhileDeprived(actor)) return;
  const s = wardenSystem(actor);
  if (!(await applyOutcome(actor, wardenShortRestOutcome(wardenShortRest({ hp: s.hp }).value))).ok) return;
  announce("restTaken", actor, { ruleset: "warden", kind: "short" });
}

/** A full night's rest in a safe spot: every Fatigue goes, except tumors (Mishaps entry 14: only a healer removes them). */
export async function wardenNightRestFlow(actor: Actor.Implementation): Promise<void> {
  if (refusedWhileDeprived(actor)) return;
  const ids = actorItems(actor)
    .filter(isWardenFatigue)
    .filter((i) => !i.system.tumor)
    .map((i) => i.id ?? "");
  const { removed } = wardenFullRest({ fatigue: ids.length });
  const outcome = wardenNightRestOutcome(ids, removed);
  if (!outcomeIsEmpty(outcome) && !(await applyOutcome(actor, outcome)).ok) return;
  announce("restTaken", actor, { ruleset: "warden", kind: "night" });
}

/** A week's rest with a healer: attributes back to their maxima. */
export async function wardenWeekRestFlow(actor: Actor.Implementation): Promise<void> {
  if (refusedWhileDeprived(actor)) return;
  const s = wardenSystem(actor);
  const restored = wardenWeekRest({ attributes: { str: s.str, dex: s.dex, wil: s.wil } });
  if (!(await applyOutcome(actor, wardenWeekRestOutcome(restored))).ok) return;
  await syncAttributeStates(actor);
  announce("restTaken", actor, { ruleset: "warden", kind: "week" });
}

/** Days of deprivation: one Fatigue for each day after the first. */
export async function wardenDeprivationFlow(actor: Actor.Implementation, days: number): Promise<number> {
  const count = wardenDeprivationFatigue(days);
  if (count > 0 && (await addFatigue(actor, count, "deprivation")) === null) return 0;
  return count;
}
