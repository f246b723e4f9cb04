/**
 * Damage applied from chat: armor first, then HP, then STR past 0 HP with a critical damage save due; a PC
 * that goes to 0 HP or under gets its scar; STR 0 kills (or destroys a detachment).
 */
import { announce } from "../../../core/events.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { WARDEN_CONDITION_STATUSES, wardenDamageOutcome } from "../rules/damage-outcome.js";
import { hasStatus } from "../../../core/foundry/statuses.js";
import { wardenApplyDamage, wardenAreaDamage, wardenCriticalSave, wardenZeroStrState, WARDEN_CRITICAL_DC, type WardenDamageResult } from "../rules/damage.js";
import { wardenContested } from "../rules/check.js";
import { wardenResolveDoom } from "../rules/scars.js";
import { wardenScarId } from "../rules/scars-table.js";
import { wardenStabilize } from "../rules/rest.js";
import { applyWardenOutcome, wardenNow, wardenOutcomeNames } from "../flows/apply-changes.js";
import { wardenConditionOutcome, wardenCriticalSaveChanges } from "../rules/state-outcome.js";
import { hasMark, isWardenActor, wardenSystem, wardenVictim } from "../data/numbers.js";
import { syncAttributeStates } from "../flows/states.js";
import { postWardenCard, WARDEN_CARD } from "../chat/cards.js";
import { numbersAudience, postChatCard } from "../../../core/chat/post-card.js";
import { wardenCard } from "../data/card.js";
import { rollWardenAdvantage } from "./dice-api.js";
import { wardenRollCheck } from "./check.js";
import { withFoundryDice } from "./foundry-roller.js";
import { wardenScarFlow } from "./scar.js";
import { format, localize } from "../../../core/foundry/i18n.js";

/** The condition statuses the actor shows now. */
function activeConditions(actor: Actor.Implementation): string[] {
  return WARDEN_CONDITION_STATUSES.filter((status) => hasStatus(actor, status));
}

/** Sets the actor's condition and the matching token status, as one whole outcome; false when refused or failed. */
export async function setCondition(actor: Actor.Implementation, condition: string): Promise<boolean> {
  return (await applyOutcome(actor, wardenConditionOutcome(condition, activeConditions(actor)))).ok;
}

export async function wardenDamageActor(
  actor: Actor.Implementation,
  damage: number,
  // `mark`: actor changes written in the same update as the damage (a card's spent mark, module/core/chat/damage-action.ts).
  // `follows`: the damage card applied; the card reporting it follows its audience (`numbersAudience`).
  {
    ignoreArmor = false,
    armorApplied,
    mark = {},
    follows = null,
  }: { ignoreArmor?: boolean; armorApplied?: number; mark?: Record<string, unknown>; follows?: ChatMessage.Implementation | null } = {},
): Promise<WardenDamageResult | null> {
  if (!isWardenActor(actor)) return null;
  const s = wardenSystem(actor);
  const victim = wardenVictim(actor);
  const r = wardenApplyDamage({ hp: s.hp.value, str: s.str.value, damage, armor: ignoreArmor ? 0 : s.armor, victim });
  const active = activeConditions(actor);
  // The numbers follow the roll mode (`numbersAudience`: the damage card applied, the poster's mode now): kept
  // private, the public card (its critical save is a player's button) says only the state, and the numbers go to the
  // GMs and whoever may observe the actor, in a card that is no roll.
  const readers = numbersAudience(actor, follows);
  const state = r.criticalSave ? "critical" : r.hpLost + r.strLost > 0 ? "wounded" : "unharmed";
  const post = (numbers: boolean, buttons: boolean, audience: typeof readers) =>
    postChatCard({
      template: WARDEN_CARD.damage,
      context: {
        numbers,
        buttons,
        state,
        actorName: actor.name ?? "",
        actorUuid: actor.uuid,
        damage: r.damage,
        armor: armorApplied ?? (ignoreArmor ? 0 : s.armor),
        hpLost: r.hpLost,
        strLost: r.strLost,
        hp: r.hp,
        str: r.str,
        criticalSave: r.criticalSave,
        criticalDc: WARDEN_CRITICAL_DC,
        dead: r.dead,
        deadState: wardenZeroStrState(victim),
        scar: r.scar,
        // The scar by its name (the Scars table's entry for the HP before the blow), not only its number.
        scarName: r.scar === null ? "" : localize(`ANTHOLOGY.Warden.Scar.${wardenScarId(r.scar)}.name`),
      },
      actor,
      card: wardenCard({ actorUuid: actor.uuid }),
      ...(audience ? { audience } : { rollMode: "publicroll" }),
    });
  const card = async () => {
    // The numbers first, so the card with the button is the latest in the log.
    if (readers) await post(true, false, readers);
    await post(readers === null, true, null);
  };
  // One whole outcome (CONTRIBUTING "Whole outcomes"): HP, STR and a death's condition and status, then the card; a
  // failed write posts no card and rolls no scar.
  const outcome = wardenDamageOutcome(r, { victim, active });
  const applied = await applyOutcome(actor, { ...outcome, actor: { ...outcome.actor, ...mark }, cards: [card] });
  if (!applied.ok) return null;
  // The statuses of attributes at 0 follow the numbers through the updateActor hook (flows/states.ts); wait for that queue.
  await syncAttributeStates(actor);
  if (r.scar !== null && !r.dead) await wardenScarFlow(actor, r.scar);
  announce("damageApplied", actor, { ruleset: "warden", amount: damage, result: r });
  return r;
}

/**
 * Bandages: "If given aid (such as bandages), they will stabilize." A PC in critical condition becomes stable;
 * anyone else is unchanged (with a message saying why).
 */
export async function wardenStabilizeFlow(actor: Actor.Implementation): Promise<string> {
  const before = wardenSystem(actor).condition;
  // Only a critical PC is stabilized; any other condition stays as it is.
  const after = before === "critical" ? wardenStabilize({ state: before, bandaged: true }) : before;
  if (after === before) {
    ui.notifications?.info(format("ANTHOLOGY.Warden.Warn.NotCritical", { name: actor.name ?? "" }));
    return before;
  }
  // One whole outcome: the condition and its status, then the card; a refused outcome leaves the condition as it was.
  const card = () => postWardenCard("table", { title: "ANTHOLOGY.Warden.Stabilize", total: "", result: `ANTHOLOGY.Warden.Status.${after}` }, actor);
  const applied = await applyOutcome(actor, { ...wardenConditionOutcome(after, activeConditions(actor)), cards: [card] });
  return applied.ok ? after : before;
}

/** One target of an attack on several targets, with the outcome of its save. */
export interface WardenAreaOutcome {
  actor: Actor.Implementation;
  tr: number | null;
  saved: boolean;
  damage: number;
}

/**
 * "Attacks against multiple targets, the Attacker rolls once, and Each Target roll a Save": each target saves
 * (DEX by default, the dice room's dialog lets the Warden settle it) against the attack's IR; the pure
 * `wardenAreaDamage` gives what each one that failed takes after its own Armor. A closed save dialog leaves
 * that target out.
 */
export async function wardenAreaDamageFlow(
  targets: readonly Actor.Implementation[],
  // `mark`: actor changes written with a damaged target's damage (one target's spent mark, module/core/chat/damage-action.ts).
  { damage, ir, skipDialog = false, mark = {} }: { damage: number; ir: number; skipDialog?: boolean; mark?: Record<string, unknown> },
): Promise<WardenAreaOutcome[]> {
  const label = format("ANTHOLOGY.Warden.Damage.AreaSave", { ir: String(ir) });
  const rolled: { actor: Actor.Implementation; tr: number; saved: boolean }[] = [];
  for (const actor of targets) {
    if (!isWardenActor(actor)) continue;
    const out = await rollWardenAdvantage({
      actor,
      label,
      modifier: wardenSystem(actor).dex.value,
      role: "target",
      opposed: { label: localize("ANTHOLOGY.Warden.Check.IR"), total: ir },
      skipDialog,
    });
    if (!out) continue;
    const tr = out.evaluation.total;
    rolled.push({ actor, tr, saved: wardenContested({ role: "target", total: tr, opposed: ir }) === true });
  }
  const dealt = wardenAreaDamage({
    damage,
    targets: rolled.map((r, i) => ({ id: String(i), armor: wardenSystem(r.actor).armor, saved: r.saved })),
  });
  const outcomes: WardenAreaOutcome[] = [];
  for (const [i, r] of rolled.entries()) {
    const amount = dealt[i]?.damage ?? 0;
    // A damage write refused or failed leaves that target out, so the card stays usable for it.
    if (!r.saved && (await wardenDamageActor(r.actor, amount, { ignoreArmor: true, armorApplied: wardenSystem(r.actor).armor, mark })) === null) continue;
    outcomes.push({ actor: r.actor, tr: r.tr, saved: r.saved, damage: amount });
  }
  return outcomes;
}

/** The world time now in seconds (v13 `game.time.worldTime`, https://foundryvtt.com/api/v13/classes/foundry.helpers.GameTime.html). */
export function worldTime(): number {
  const t = (game as { time?: { worldTime?: unknown } }).time?.worldTime;
  return typeof t === "number" && Number.isFinite(t) ? t : 0;
}

/** The STR save at DC 15 with the new STR; its outcome sets the condition (Doomed PCs die on a failure). */
export async function wardenCriticalSaveFlow(actor: Actor.Implementation, skipDialog = false): Promise<string | null> {
  const s = wardenSystem(actor);
  // The dialog of every Warden action or save (rolls/check-extension.ts): STR, as a save, against DC 15.
  const out = await wardenRollCheck(actor, {
    attribute: "str",
    kind: "save",
    label: localize("ANTHOLOGY.Warden.Check.critical"),
    dc: WARDEN_CRITICAL_DC,
    skipDialog,
  });
  if (!out) return null;
  const doomed = hasMark(actor, "doomed");
  const { passed, state } = wardenCriticalSave({ tr: out.evaluation.total, victim: wardenVictim(actor), doomed });
  // A Doomed character's second chance (Scars entry 2) is rolled first; then the mark spent, the new max HP, the
  // condition and its status are one whole outcome (CONTRIBUTING "Whole outcomes"), and the card follows it.
  const doom = doomed ? await withFoundryDice((r) => wardenResolveDoom({ passed, roll: r, maxHp: s.hp.max })) : null;
  const outcome = wardenCriticalSaveChanges(
    wardenNow(actor),
    { state, active: activeConditions(actor), doomed, doomChanges: doom?.result.changes ?? null, at: worldTime() },
    wardenOutcomeNames(),
  );
  const card = () =>
    postWardenCard(
      "state",
      { actorName: actor.name ?? "", state, passed, doomed, dying: state === "critical" && wardenVictim(actor) === "character" },
      actor,
      doom ? [doom.roll] : [],
    );
  if ((await applyWardenOutcome(actor, { outcome, mustDrop: 0 }, [card])) === null) return null;
  return state;
}
