/**
 * A weapon's damage roll (a table option, rules/damage.ts): X d10, the Y highest kept and added, from the sheet's
 * weapon row or a hotbar macro. Its card says the total (the wounds it deals) and offers "Apply N wounds" (chat
 * action `rkApplyWounds`, chat/chat-actions.ts), which the world's wound track takes.
 */
import { postChatCard } from "../../../core/chat/post-card.js";
import { localize } from "../../../core/foundry/i18n.js";
import { rkCard } from "../data/card.js";
import { rkDamagePool } from "../rules/damage.js";
import { rkWorldWoundTrack } from "../settings.js";
import { rkMayAct } from "./may-act.js";
import { rkUserRollMode } from "./roll-mode.js";
import { rkTargetedActor } from "./targets.js";

export const RK_DAMAGE_CARD = "systems/anthology/templates/roll-keep/chat/damage.hbs";
export const RK_APPLY_WOUNDS_ACTION = "rkApplyWounds";

/** The faces of a keep-highest roll as the dice partial draws them (templates/dice/parts/dice.hbs). */
function diceOf(roll: Roll): { faces: number; face: number; kept: boolean }[] {
  const terms = (roll.dice ?? []) as unknown as { faces?: number; results?: { result: number; active?: boolean; discarded?: boolean }[] }[];
  return terms.flatMap((t) => (t.results ?? []).map((r) => ({ faces: t.faces ?? 10, face: r.result, kept: r.active !== false && r.discarded !== true })));
}

export async function rkRollDamage(actor: Actor.Implementation, item: Item.Implementation): Promise<ChatMessage.Implementation | null> {
  if (!rkMayAct(actor)) return null;
  const damage = (item.system as { damage?: { roll?: unknown; keep?: unknown } }).damage;
  const pool = rkDamagePool(damage?.roll, damage?.keep);
  if (pool.error) {
    ui.notifications?.warn(localize(pool.error));
    return null;
  }
  const roll = new Roll(pool.formula);
  await roll.evaluate();
  const total = Math.max(0, Math.trunc(Number(roll.total) || 0));
  const target = rkTargetedActor(actor);
  const message = await postChatCard({
    template: RK_DAMAGE_CARD,
    context: {
      actorName: actor.name ?? "",
      weapon: item.name ?? "",
      targetName: target?.name ?? "",
      formula: pool.formula,
      pool: `${pool.roll}k${pool.keep}`,
      total,
      dice: diceOf(roll),
      track: rkWorldWoundTrack() !== "none",
      action: RK_APPLY_WOUNDS_ACTION,
    },
    actor,
    rolls: [roll],
    rollMode: rkUserRollMode(),
    card: rkCard({ damage: { actor: actor.uuid, weapon: item.name ?? "", total, target: target?.uuid ?? "" } }),
  });
  return message ?? null;
}
