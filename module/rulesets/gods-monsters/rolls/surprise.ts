/**
 * Surprise from the combat tracker (004 "Surprise"). When combat begins, the active GM says where each combatant
 * stood (knowingly attacking, unaware, aware of the attackers, asleep) and every combatant who must roll makes the
 * perception roll, each on its own roll card with its exact chance; the surprised get the "surprised" status on
 * their token. At the start of each round after the first, each surprised combatant rolls the better of fortitude
 * and willpower to shake it off. Ending the combat clears the status.
 *
 * Hooks: `combatStart` and `combatRound` run only on the client that pressed the button (v13
 * client/documents/combat.mjs `Combat#startCombat`, `Combat#nextRound`, `Hooks.callAll` before their update), which
 * may be a player's or a second GM's. The document hooks `updateCombat`/`deleteCombat` run on every client
 * (client/data/client-backend.mjs `ClientDatabaseBackend#postUpdateDocumentCallbacks`), with `combat.previous`
 * recorded by `Combat#_onUpdate`: the active GM acts there, once for the table.
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { isActiveGM } from "../../../core/active-gm.js";
import { onHook } from "../../../core/foundry/hooks.js";
import { formDialog } from "../../../core/foundry/form-dialog.js";
import { formatChance, rollUnderChance } from "../../../dice/index.js";
import {
  GM_SURPRISE_SITUATIONS,
  gmIsSurpriseSituation,
  gmShakeOffTarget,
  gmSurpriseOutcome,
  gmSurpriseRoll,
  gmSurpriseRoundStep,
  type GmSurpriseSituation,
} from "../rules/conflict/surprise.js";
import { gmActorSurprised, gmIsCharacter, gmIsGmActor } from "../data/view.js";
import { gmRollUnder } from "./dice-api.js";
import { gmNote } from "./damage.js";
import { translations } from "../../../core/foundry/i18n.js";

/** The parts of a Combatant and a Combat this flow reads (v13 `Combat#combatants`, `Combatant#actor`). */
export interface GmCombatantLike {
  id?: string | null;
  name?: string | null;
  actor?: Actor.Implementation | null;
}
export interface GmCombatLike {
  round?: number | null;
  previous?: { round?: number | null } | null;
  combatants?: { contents?: GmCombatantLike[] } | null;
}

const DIALOG = "systems/anthology/templates/gods-monsters/dialogs/surprise.hbs";

function combatantsOf(combat: GmCombatLike): (GmCombatantLike & { actor: Actor.Implementation })[] {
  const seen = new Set<string>();
  const out: (GmCombatantLike & { actor: Actor.Implementation })[] = [];
  for (const c of combat.combatants?.contents ?? []) {
    const actor = c.actor ?? null;
    if (!gmIsGmActor(actor)) continue;
    // One roll per actor: two tokens of one linked actor are one character.
    const key = actor.uuid ?? actor.id ?? "";
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...c, actor });
  }
  return out;
}

function perceptionOf(actor: Actor.Implementation): number {
  return gmIsGmActor(actor) ? actor.system.numbers.reactions.perception : 0;
}

function shakeOffTargetOf(actor: Actor.Implementation): number {
  if (!gmIsGmActor(actor)) return 0;
  const r = actor.system.numbers.reactions;
  return gmShakeOffTarget(r.fortitude, r.willpower);
}

/** Characters default to unaware, creatures to knowingly attacking (the usual ambush, 004's Yeti); the GM changes it. */
function defaultSituation(actor: Actor.Implementation): GmSurpriseSituation {
  return gmIsCharacter(actor) ? "unaware" : "attacker";
}

/** Each combatant's situation, asked of the GM (each choice shows the roll and its exact chance); null: no surprise. */
export async function gmAskSurprise(combat: GmCombatLike): Promise<Map<string, GmSurpriseSituation> | null> {
  const list = combatantsOf(combat);
  if (list.length === 0) return null;
  const i18n = translations();
  const rows = list.map((c, index) => {
    const perception = perceptionOf(c.actor);
    const chosen = defaultSituation(c.actor);
    const options = GM_SURPRISE_SITUATIONS.map((s) => {
      const roll = gmSurpriseRoll(s, perception);
      const label = roll
        ? i18n.format(`ANTHOLOGY.GM.Surprise.Option.${s}`, {
            target: String(roll.target + roll.modifier),
            chance: formatChance(rollUnderChance({ target: roll.target, modifier: roll.modifier, favour: 0, bonus: 0 })),
          })
        : i18n.localize(`ANTHOLOGY.GM.Surprise.Option.${s}`);
      return { value: s, label, selected: s === chosen };
    });
    return { index, name: c.name || c.actor.name || "", perception, options };
  });
  const answer = await formDialog({
    title: "ANTHOLOGY.GM.Surprise.Title",
    template: DIALOG,
    context: { rows },
    classes: ["gods-monsters"],
    confirm: "ANTHOLOGY.GM.Surprise.Roll",
    icon: "fa-solid fa-eye",
    parse: (values) => {
      const out = new Map<string, GmSurpriseSituation>();
      list.forEach((c, index) => {
        const v = values[`situation${index}`];
        // A value the form could not hold is refused for that combatant: they keep the default, said in a warning.
        if (gmIsSurpriseSituation(v)) out.set(c.actor.uuid, v);
        else {
          out.set(c.actor.uuid, defaultSituation(c.actor));
          ui.notifications?.warn(i18n.format("ANTHOLOGY.GM.Surprise.BadChoice", { name: c.name || c.actor.name || "" }));
        }
      });
      return out;
    },
  });
  return answer;
}

/** The perception rolls: one roll card per combatant who must roll; the outcome (state and token status) written whole. */
export async function gmRollSurprise(combat: GmCombatLike, situations: Map<string, GmSurpriseSituation>): Promise<{ name: string; surprised: boolean }[]> {
  const i18n = translations();
  const results: { name: string; surprised: boolean }[] = [];
  for (const c of combatantsOf(combat)) {
    const situation = situations.get(c.actor.uuid) ?? defaultSituation(c.actor);
    const roll = gmSurpriseRoll(situation, perceptionOf(c.actor));
    let surprised = false;
    if (roll) {
      const outcome = await gmRollUnder({
        actor: c.actor,
        label: i18n.localize(`ANTHOLOGY.GM.Surprise.RollLabel.${situation}`),
        target: roll.target,
        modifier: roll.modifier,
        skipDialog: true,
      });
      if (!outcome) continue;
      surprised = !outcome.evaluation.success;
    }
    const name = c.name || c.actor.name || "";
    const applied = await applyOutcome(c.actor, {
      ...gmSurpriseOutcome(surprised),
      cards: surprised ? [() => gmNote(c.actor, "ANTHOLOGY.GM.Surprise.CannotAct", { name })] : [],
    });
    if (applied.ok) results.push({ name, surprised });
  }
  return results;
}

/** At the start of a round after the first: each surprised combatant's roll to shake it off (applies to this round). */
export async function gmRollShakeOff(combat: GmCombatLike): Promise<{ name: string; shaken: boolean }[]> {
  const i18n = translations();
  const results: { name: string; shaken: boolean }[] = [];
  for (const c of combatantsOf(combat)) {
    if (!gmActorSurprised(c.actor)) continue;
    const outcome = await gmRollUnder({
      actor: c.actor,
      label: i18n.localize("ANTHOLOGY.GM.Surprise.ShakeOff"),
      target: shakeOffTargetOf(c.actor),
      skipDialog: true,
    });
    if (!outcome) continue;
    const shaken = outcome.evaluation.success;
    if (shaken) {
      const applied = await applyOutcome(c.actor, gmSurpriseOutcome(false));
      if (!applied.ok) continue;
    }
    results.push({ name: c.name || c.actor.name || "", shaken });
  }
  return results;
}

/** Combat is over: nobody stays surprised. */
export async function gmClearSurprise(combat: GmCombatLike): Promise<void> {
  for (const c of combatantsOf(combat)) if (gmActorSurprised(c.actor)) await applyOutcome(c.actor, gmSurpriseOutcome(false));
}

/** What a change of the combat's round means for surprise: the start of combat, a later round, or nothing. */
export function gmSurpriseStep(combat: GmCombatLike, changed: { round?: unknown }): "start" | "shakeOff" | null {
  if (typeof changed.round !== "number") return null;
  const before = combat.previous?.round ?? 0;
  if (changed.round <= before) return null;
  const step = gmSurpriseRoundStep(changed.round);
  if (step === "cannotAct" && before === 0) return "start";
  return step === "shakeOff" ? "shakeOff" : null;
}

export async function gmSurpriseOnRoundChange(combat: GmCombatLike, changed: { round?: unknown }): Promise<void> {
  const step = gmSurpriseStep(combat, changed);
  if (step === "start") {
    const situations = await gmAskSurprise(combat);
    if (situations) await gmRollSurprise(combat, situations);
  } else if (step === "shakeOff") await gmRollShakeOff(combat);
}

export function registerGmSurpriseHooks(): void {
  // Foundry ignores what a callAll handler returns; returning the promise lets a caller (the tests) wait for it.
  onHook("updateCombat", (combat, changed) => (isActiveGM() ? gmSurpriseOnRoundChange(combat as unknown as GmCombatLike, changed) : undefined));
  onHook("deleteCombat", (combat) => (isActiveGM() ? gmClearSurprise(combat as unknown as GmCombatLike) : undefined));
}
