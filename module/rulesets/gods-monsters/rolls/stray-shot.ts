/**
 * Firing into close combat from the attack card (004 "Firing into close combat"). A thrown or propelled attack whose
 * user also targets the combatants in close combat with the target (the first targeted token is the one shot at)
 * posts a stray-shot card after the roll: on a hit, every one of them the same die would have hit
 * (`gmStrayShotsOnHit`, none after a called shot) is offered an evasion roll or takes the same damage as the target;
 * on a miss, one of them, picked by a die rolled in the open, is offered an evasion roll with their Defense as a bonus
 * (`gmStrayMissEvasionTarget`) or is hit by the shot's damage. The buttons pick only the combatant among the card's
 * list; numbers, damage and who is at risk are the card's. The combatant's owner or the GM rolls, once each.
 */
import { registerChatAction, type ChatActionContext } from "../../../core/chat/chat-actions.js";
import { targetedActors } from "../../../core/foundry/targets.js";
import { formatChance, rollUnderChance } from "../../../dice/index.js";
import type { ResultBand } from "../../../dice/cards/band.js";
import { gmDamageFormula, type GmAttackPlan } from "../rules/conflict/attack-plan.js";
import { GM_STRAY_MAX, gmStrayHitEvasionTarget, gmStrayHitNumber, gmStrayMissEvasionTarget, gmStrayShotsOnHit } from "../rules/conflict/stray.js";
import type { GmCardStray } from "../data/card.js";
import { postGmCard } from "../chat/cards.js";
import { gmDefenseOf, gmIsGmActor } from "../data/view.js";
import type { GmAttackFlags } from "./attack.js";
import { gmApplyDamageToActor } from "./apply-damage.js";
import { gmRollUnder } from "./dice-api.js";
import { gmActorFromUuid, gmCardOf } from "../chat/resolve.js";
import { localize, translations } from "../../../core/foundry/i18n.js";

/** The evasion of a G&M actor (characters and creatures alike). */
function evasionOf(actor: Actor.Implementation): number {
  return gmIsGmActor(actor) ? actor.system.numbers.reactions.evasion : 0;
}

/**
 * The combatants in close combat with the target: the attacker's other targeted G&M tokens (not the target, not the
 * attacker), at most `GM_STRAY_MAX`; none for a close attack.
 */
export function gmMeleeAround(attacker: Actor.Implementation, target: Actor.Implementation | null, plan: Pick<GmAttackPlan, "mode">): Actor.Implementation[] {
  if (!target || plan.mode === "close") return [];
  const seen = new Set<string>([attacker.uuid, target.uuid]);
  const out: Actor.Implementation[] = [];
  for (const a of targetedActors()) {
    if (!gmIsGmActor(a) || seen.has(a.uuid)) continue;
    seen.add(a.uuid);
    out.push(a);
  }
  return out.slice(0, GM_STRAY_MAX);
}

export interface GmStrayShotInput {
  attacker: Actor.Implementation;
  flags: GmAttackFlags;
  plan: GmAttackPlan;
  target: Actor.Implementation;
  melee: Actor.Implementation[];
  /** The attack roll's d20 and whether it hit. */
  die: number;
  hit: boolean;
  /** On a hit: the damage the target took (the damage card's total). */
  amount: number;
  follows: ChatMessage.Implementation | null;
}

/** Posts the stray-shot card after an attack into close combat; none when nobody is in close combat with the target. */
export async function gmPostStrayShot(input: GmStrayShotInput): Promise<ChatMessage.Implementation | undefined> {
  const { melee } = input;
  if (melee.length === 0) return undefined;
  const i18n = translations();
  const targetDefense = gmDefenseOf(input.target);
  let list: GmCardStray["list"];
  let pick: Roll | null = null;
  if (input.hit) {
    const hitNumbers = melee.map((a) => gmStrayHitNumber(input.plan.hitNumber, targetDefense, gmDefenseOf(a)));
    list = gmStrayShotsOnHit(input.die, input.flags.calledShot === true, hitNumbers).map((i) => ({
      uuid: melee[i]!.uuid,
      name: melee[i]!.name ?? "",
      target: gmStrayHitEvasionTarget(evasionOf(melee[i]!)),
    }));
  } else {
    // "A random adjacent opponent of the target": a die as large as the melee, rolled in the open on the card.
    pick = await new Roll(`1d${melee.length}`).evaluate();
    const chosen = melee[Math.min(melee.length, Math.max(1, Math.trunc(Number(pick.total) || 1))) - 1]!;
    list = [{ uuid: chosen.uuid, name: chosen.name ?? "", target: gmStrayMissEvasionTarget(evasionOf(chosen), gmDefenseOf(chosen)) }];
  }
  const stray: GmCardStray = {
    attackerUuid: input.attacker.uuid,
    hit: input.hit,
    amount: Math.max(0, Math.trunc(input.amount)),
    dice: input.flags.dice,
    damageBonus: input.flags.damageBonus,
    label: input.flags.label,
    list,
  };
  const names = melee.map((a) => a.name ?? "").join(", ");
  const lead = input.hit
    ? input.flags.calledShot
      ? i18n.format("ANTHOLOGY.GM.Stray.HitCalled", { target: input.target.name ?? "", names })
      : list.length
        ? i18n.format("ANTHOLOGY.GM.Stray.HitSome", { die: String(input.die), names: list.map((e) => e.name).join(", "), amount: String(stray.amount) })
        : i18n.format("ANTHOLOGY.GM.Stray.HitNone", { die: String(input.die), names })
    : i18n.format("ANTHOLOGY.GM.Stray.Miss", { name: list[0]!.name, die: String(Math.trunc(Number(pick?.total) || 0)), count: String(melee.length) });
  return postGmCard({
    template: "stray-shot",
    actor: input.attacker,
    context: {
      title: i18n.format("ANTHOLOGY.GM.Stray.Title", { target: input.target.name ?? "" }),
      lead,
      buttons: list.map((e, index) => ({
        index,
        target: e.target,
        chance: formatChance(rollUnderChance({ target: e.target, modifier: 0, favour: 0, bonus: 0 })),
        label: i18n.format(input.hit ? "ANTHOLOGY.GM.Stray.ButtonHit" : "ANTHOLOGY.GM.Stray.ButtonMiss", {
          name: e.name,
          target: String(e.target),
          chance: formatChance(rollUnderChance({ target: e.target, modifier: 0, favour: 0, bonus: 0 })),
          amount: String(stray.amount),
        }),
      })),
    },
    card: { stray },
    rolls: pick ? [pick] : undefined,
    follows: input.follows,
  });
}

/** The card's entry the button names by its place in the list; null for any other index. */
function entryOf(ctx: ChatActionContext): GmCardStray["list"][number] | null {
  const key = ctx.dataset.index ?? "";
  if (!/^\d+$/.test(key)) return null;
  return gmCardOf(ctx.message)?.stray?.list[Number(key)] ?? null;
}

/**
 * The combatant's evasion against the stray shot. Failed after a hit: the same damage as the target, applied. Failed
 * after a miss: the shot hits them, its damage rolled from the card's dice and applied. Made: nothing happens.
 */
export async function gmRollStrayShot(
  ctx: ChatActionContext,
  actor: Actor.Implementation | null,
): Promise<{ made: boolean; die: number; damage: number } | null> {
  const stray = gmCardOf(ctx.message)?.stray;
  const entry = entryOf(ctx);
  if (!actor || !stray || !entry || entry.uuid !== actor.uuid) {
    ui.notifications?.warn(localize("ANTHOLOGY.GM.Stray.Refused"));
    return null;
  }
  const i18n = translations();
  const outcome = await gmRollUnder({
    actor,
    label: i18n.format("ANTHOLOGY.GM.Stray.RollLabel", { label: stray.label }),
    target: entry.target,
    skipDialog: true,
  });
  if (!outcome) return null;
  const made = outcome.evaluation.success;
  const die = Math.trunc(Number(outcome.roll.total) || 0);
  let damage = 0;
  let damageRoll: Roll | null = null;
  if (!made) {
    if (stray.hit) damage = stray.amount;
    else {
      const formula = gmDamageFormula(stray.dice, stray.damageBonus);
      if (!Roll.validate(formula)) {
        ui.notifications?.warn(i18n.format("ANTHOLOGY.GM.Warn.BadDamage", { formula: stray.dice }));
        return null;
      }
      damageRoll = await new Roll(formula).evaluate();
      damage = Math.max(0, Math.floor(Number(damageRoll.total) || 0));
    }
  }
  // The band speaks for the combatant at risk: dodging the stray shot is their success.
  const band: ResultBand = {
    tone: made ? "success" : "failure",
    key: made ? "ANTHOLOGY.GM.Stray.Dodged" : "ANTHOLOGY.GM.Stray.Struck",
    value: die,
    notes: [{ key: "ANTHOLOGY.GM.Called.Need", value: entry.target }, ...(made ? [] : [{ key: "ANTHOLOGY.GM.Stray.Damage", value: damage }])],
  };
  const name = actor.name ?? "";
  await postGmCard({
    template: "stray-shot-roll",
    actor,
    context: {
      band,
      name,
      text: i18n.format(made ? "ANTHOLOGY.GM.Stray.DodgedText" : "ANTHOLOGY.GM.Stray.StruckText", {
        name,
        die: String(die),
        target: String(entry.target),
        damage: String(damage),
      }),
    },
    rolls: damageRoll ? [damageRoll] : undefined,
    follows: ctx.message,
  });
  // One whole outcome: the damage goes through the same path as the damage card's button (verve first for a warrior in combat).
  if (!made && damage > 0) await gmApplyDamageToActor(actor, { amount: damage, archetypal: "auto", follows: ctx.message });
  return { made, die, damage };
}

export function registerStrayShotAction(): void {
  registerChatAction("gmStrayShot", {
    cards: ["gmCard"],
    // One evasion per combatant at risk: their owner or a GM rolls it, once per card and combatant.
    once: true,
    actor: (ctx) => gmActorFromUuid(entryOf(ctx)?.uuid),
    run: (ctx, actor) => gmRollStrayShot(ctx, actor),
  });
}
