/**
 * Damage rolls: the weapon's dice at its size plus the strength bonus that applies (and +1 when the
 * target was covered); the card offers to apply it to the target.
 */
import { gmDamageFormula } from "../rules/conflict/attack-plan.js";
import { gmEvasionCanNegate } from "../rules/survival/damage.js";
import type { GmAttackFlags } from "./attack.js";
import { gmCard, type GmCardDamage } from "../data/card.js";
import { postGmCard } from "../chat/cards.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { gmChatTemplate } from "../chat/cards.js";
import { gmActorFromUuid } from "./resolve.js";
import { format } from "../../../core/foundry/i18n.js";


export async function gmRollDamage(actor: Actor.Implementation, attack: GmAttackFlags): Promise<{ total: number; message?: ChatMessage.Implementation } | null> {
  const formula = gmDamageFormula(attack.dice, attack.damageBonus);
  if (!Roll.validate(formula)) {
    ui.notifications?.warn(game.i18n!.format("ANTHOLOGY.GM.Warn.BadDamage", { formula: attack.dice }));
    return null;
  }
  const roll = await new Roll(formula).evaluate();
  const total = Math.max(0, Math.floor(Number(roll.total) || 0));
  const target = await gmActorFromUuid(attack.targetUuid);
  const warrior = (actor.system as { numbers?: { archetype?: string; secondArchetype?: string | null } }).numbers;
  const blow = attack.blow === "knockout" && (warrior?.archetype === "warrior" || warrior?.secondArchetype === "warrior") ? "knockoutWarrior" : attack.blow;
  const damage: GmCardDamage = { targetUuid: target?.uuid ?? "", amount: total, blow, diceCount: attack.diceCount };
  const message = await postChatCard({
    template: gmChatTemplate("damage"),
    actor,
    rolls: [roll as Roll],
    context: {
      label: attack.label, formula, total, target: target?.name ?? "", targetUuid: target?.uuid ?? "", blow, hasTarget: !!target,
      // A lost weapon contest: one injury per damage die; a successful evasion negates them for one or two dice (004 "Failure").
      diceCount: attack.diceCount,
      canEvade: gmEvasionCanNegate(attack.diceCount),
    },
    card: gmCard({ damage }),
  });
  return { total, message };
}

/** Posts a plain note card (no buttons): one localized sentence about the actor. */
export async function gmNote(actor: Actor.Implementation | null, key: string, data: Record<string, unknown> = {}): Promise<void> {
  await postGmCard({ template: "note", actor, context: { text: format(key, data) } });
}
