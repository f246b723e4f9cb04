/**
 * Damage rolls: the weapon's dice at its size plus the strength bonus that applies (and +1 when the
 * target was covered); the card offers to apply it to the target. Items' own damage rolls (item-rolls.ts)
 * post the same card.
 */
import { gmDamageFormula } from "../rules/conflict/attack-plan.js";
import { gmEvasionCanNegate } from "../rules/survival/damage.js";
import type { GmAttackFlags } from "./attack.js";
import { gmCard, type GmCardCalled, type GmCardDamage } from "../data/card.js";
import { postGmCard } from "../chat/cards.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { gmChatTemplate } from "../chat/cards.js";
import { gmActorFromUuid } from "../chat/resolve.js";
import { gmIsCharacter } from "../data/view.js";
import { format } from "../../../core/foundry/i18n.js";
import type { ResultBand } from "../../../dice/cards/band.js";
import { whyTermViews } from "../../../dice/cards/why.js";
import { whyLines, type WhyView } from "../../../dice/cards/why-lines.js";
import { gmDamageWhy } from "../chat/why-terms.js";
import { gmCalledShotButtons, gmCalledShotSection } from "./called-shot.js";

/**
 * Rolls an attack's damage and posts its card to the audience of the attack roll it follows (`follows`: a GM's
 * private or blind monster attack keeps its damage from the players too).
 */
export async function gmRollDamage(
  actor: Actor.Implementation,
  attack: GmAttackFlags,
  follows: ChatMessage.Implementation | null = null,
): Promise<{ total: number; message?: ChatMessage.Implementation } | null> {
  const formula = gmDamageFormula(attack.dice, attack.damageBonus);
  if (!Roll.validate(formula)) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Warn.BadDamage", { formula: attack.dice }));
    return null;
  }
  const roll = await new Roll(formula).evaluate();
  const total = Math.max(0, Math.floor(Number(roll.total) || 0));
  const target = await gmActorFromUuid(attack.targetUuid);
  // A warrior's two points on a knockout blow are their choice in the attack dialog (004 "Knockout blow": "may allot").
  const blow = attack.blow;
  const damage: GmCardDamage = { targetUuid: target?.uuid ?? "", amount: total, blow, diceCount: attack.diceCount };
  // A called shot that hit: the target's reaction against its effect, at the damage's penalty (004 "Called shot"). A
  // knockout or killing blow is a called shot with its own outcome (the knockout's evasion): no other effect is offered.
  // A grab to immobilize has its own outcome too (the hold card, rolls/hold.ts).
  const called = attack.calledShot === true && blow === "" && attack.immobilizing !== true ? gmCalledShotSection(target, total) : null;
  const message = await gmPostDamageCard({
    actor,
    roll,
    name: attack.label,
    damage: attack.dice,
    bonus: attack.damageBonus,
    formula,
    total,
    dice: attack.diceCount,
    blow,
    target,
    card: gmCard({ damage, ...(called ? { called } : {}) }),
    follows,
  });
  return { total, message };
}

export const GM_DAMAGE_TEMPLATE = gmChatTemplate("damage");

export interface GmDamageCardView {
  /** What did the damage: the attack's label or the item's name (plain text, escaped by the card). */
  name: string;
  img?: string;
  /** The damage as G&M writes it ("d8", "d6+1") and what the attack added to it (0 for an item's own roll). */
  damage: string;
  bonus: number;
  /** The faces the damage dice showed. */
  faces: readonly number[];
  /** The formula shown (an attack's as rolled, "1d8 + 4"; an item's as written, "d8") and the total. */
  formula: string;
  total: number;
  /** Damage dice: one injury each in a lost weapon contest (004 "Failure"). */
  dice: number;
  attackPenalty?: number;
  blow?: GmCardDamage["blow"];
  /** The name of the actor the apply buttons act on; none: no buttons. */
  target?: string | null;
  /** A called shot's reaction targets (the card's `system.called`): the card offers the target's reaction to its effect. */
  called?: GmCardCalled | null;
  /** The target has verve (a character): only then is "verve first" a way to apply it (creatures have none, 004 "Creatures"). */
  targetHasVerve?: boolean;
}

/** The damage card's context (templates/gods-monsters/chat/damage.hbs): the band, the lines and "Why this result". */
export function gmDamageCardContext(view: GmDamageCardView): Record<string, unknown> {
  const band: ResultBand = { tone: "neutral", key: "ANTHOLOGY.Dice.Band.damage", value: view.total, notes: [] };
  const why: WhyView = {
    terms: whyTermViews(gmDamageWhy({ damage: view.damage, faces: view.faces, bonus: view.bonus })),
    lines: whyLines({ key: "ANTHOLOGY.Dice.Why.total", value: view.total }),
    chance: null,
    botchChance: null,
  };
  const target = view.target ?? null;
  return {
    name: view.name,
    img: view.img ?? "",
    formula: view.formula,
    total: view.total,
    dice: view.dice,
    attackPenalty: view.attackPenalty ?? 0,
    blow: view.blow ?? "",
    hasTarget: target !== null,
    target: target ?? "",
    // One button applies the usual way; the others (verve first, without the blow, as a lost contest) fold away.
    verveFirst: view.targetHasVerve === true,
    // A knockout blow: the one button rolls the target's evasion first (004 "Knockout blow").
    knockout: view.blow === "knockout" || view.blow === "knockoutWarrior",
    alternatives: view.targetHasVerve === true || Boolean(view.blow) || view.dice > 0,
    // A lost weapon contest: one injury per damage die; a successful evasion negates them for one or two dice (004 "Failure").
    canEvade: gmEvasionCanNegate(view.dice),
    // A called shot: one button per effect and reaction, each with its target and chance (rolls/called-shot.ts).
    calledShot: gmCalledShotButtons(target !== null ? view.called : null),
    band,
    why,
  };
}

/**
 * The one damage card, for attacks and items' own damage rolls: the result band, the total and the formula, the
 * apply buttons when there is a target (`registerDamageAction` in apply-damage.ts), and "Why this result" from
 * `gmDamageWhy` (module/dice/cards/why.ts views, as the dice cards show them).
 */
export async function gmPostDamageCard(
  input: Omit<GmDamageCardView, "faces" | "target"> & {
    actor: Actor.Implementation | null;
    /** The evaluated damage roll. */
    roll: Roll;
    target?: Actor.Implementation | null;
    /** The card's data (an attack's damage for its apply buttons). */
    card: ReturnType<typeof gmCard>;
    /** The attack roll this damage follows: the card goes to its audience. */
    follows?: ChatMessage.Implementation | null;
  },
): Promise<ChatMessage.Implementation | undefined> {
  // Roll#dice lists the roll's DiceTerms; each result is active when it counts toward the total (v13 DiceTermResult,
  // https://foundryvtt.com/api/v13/interfaces/foundry.dice.types.DiceTermResult.html).
  const faces = input.roll.dice.flatMap((d) => d.results.filter((r) => r.active !== false).map((r) => r.result));
  return postChatCard({
    template: GM_DAMAGE_TEMPLATE,
    actor: input.actor,
    rolls: [input.roll],
    context: gmDamageCardContext({
      ...input,
      faces,
      target: input.target ? (input.target.name ?? "") : null,
      targetHasVerve: gmIsCharacter(input.target),
      called: (input.card.system as { called?: GmCardCalled }).called ?? null,
    }),
    card: input.card,
    follows: input.follows ?? null,
  });
}

/** Posts a plain note card (no buttons): one localized sentence about the actor. */
export async function gmNote(actor: Actor.Implementation | null, key: string, data: Record<string, unknown> = {}): Promise<void> {
  await postGmCard({ template: "note", actor, context: { text: format(key, data) } });
}
