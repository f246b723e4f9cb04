/**
 * The target's side of a targeted attack (003, a Contested Check): its save against the attack card's IR, and the
 * result card that settles the contest (rolls/contest.ts has the defence it starts from).
 */
import { wardenContested } from "../rules/check.js";
import { isWardenActor } from "../data/numbers.js";
import { wardenCardOf } from "../data/card.js";
import { postWardenCard } from "../chat/cards.js";
import { wardenRollCheck } from "./check.js";
import { wardenDefenceOf } from "./contest.js";
import { localize } from "../../../core/foundry/i18n.js";

/** Whether a message is visible to every user with its content: no whisper, not blind (v13 `ChatMessage#isContentVisible`). */
function public_(message: ChatMessage.Implementation | undefined): boolean {
  return !!message && (message.whisper ?? []).length === 0 && !message.blind;
}

/**
 * The target rolls its save against the attack card's IR (its owner clicks "Save against the attack"): the save's
 * dialog starts from `wardenDefenceOf` and the IR; then the result card, spoken for the target, says hit (with the
 * damage to apply) or saved. It follows the attack card's audience; the TR is on it only when the save was rolled
 * for everyone, so a creature's numbers rolled privately stay off the players' cards, and the save itself, rolled
 * privately, is a whisper that is no roll message (the dice room's `privateRoll`), held only by its recipients.
 */
export async function wardenContestSaveFlow(
  target: Actor.Implementation,
  attack: ChatMessage.Implementation,
  skipDialog = false,
): Promise<ChatMessage.Implementation | null> {
  const card = wardenCardOf(attack);
  if (!card || !card.pending || typeof card.ir !== "number" || !isWardenActor(target)) return null;
  const attacker = attack.speaker?.alias || ChatMessage.getSpeakerActor(attack.speaker)?.name || "";
  const defence = wardenDefenceOf(target);
  const out = await wardenRollCheck(target, {
    kind: "save",
    attribute: defence.attribute,
    itemIds: defence.itemIds,
    opposed: { label: attacker || localize("ANTHOLOGY.Warden.Check.IR"), total: card.ir },
    skipDialog,
    // Rolled privately (a GM's creature), the save is a whisper that is no roll message: a whispered roll would put
    // its formula and options, the creature's STR or DEX and shield dice, on every player's client.
    privateRoll: true,
  });
  if (!out) return null;
  const tr = out.evaluation.total;
  // IR ≥ TR: the attack lands (the initiator's side of the same comparison the save's card shows).
  const hit = wardenContested({ role: "initiator", total: card.ir, opposed: tr }) === true;
  const shownTr = public_(out.message) ? tr : null;
  const damage = card.damage ?? 0;
  const posted = await postWardenCard(
    "attack",
    {
      actorName: target.name ?? "",
      attackerName: attacker,
      verdict: hit ? "hit" : "saved",
      contestResult: true,
      damage,
      ir: card.ir,
      hit,
      opposed: shownTr === null ? null : { label: target.name ?? "", total: shownTr },
      weaponDice: [],
      weapons: 1,
      natural: null,
    },
    target,
    [],
    {
      kind: "contest",
      actorUuid: target.uuid,
      targetUuid: target.uuid,
      damage,
      ir: card.ir,
      hit,
      tr: shownTr,
      rollId: card.rollId,
      saveId: out.message?.id ?? "",
    },
    undefined,
    attack,
  );
  return posted ?? null;
}
