/**
 * A targeted attack is a Contested Check (003 "Actions": "If it is a CC: Notifies the Target(s) to make a Save";
 * "Check Results": IR ≥ TR, the Initiator succeeds; IR < TR, the Target's save succeeds). The attack card waits for
 * the target's save; the target's owner (the GM for a creature) rolls it from the card, and a result card says hit or
 * miss with the number that decided it. What decided an attack card's damage is its roll message, read again by
 * `wardenDamageDecided` before a player's relayed request is applied without asking the GM.
 */
import { AdvantageRoll, messageRolls } from "../../../dice/index.js";
import type { AdvantageCheck } from "../../../dice/rules/index.js";
import { actorItems } from "../../../core/foundry/items.js";
import { wardenDefence, type WardenDefence } from "../rules/check.js";
import { wardenBankedAdvantage, wardenSystem } from "../data/numbers.js";
import { isWardenArmor } from "../data/types.js";
import { wardenCardOf } from "../data/card.js";

/** The target's save against an attack, from its numbers now: the attribute, its score and its shields' dice. */
export function wardenDefenceOf(actor: Actor.Implementation): WardenDefence & { itemIds: string[] } {
  const s = wardenSystem(actor);
  const shields = actorItems(actor).filter((i) => isWardenArmor(i) && i.system.shield && i.system.objectDie >= 2);
  const defence = wardenDefence({
    str: s.str.value,
    dex: s.dex.value,
    shields: shields.map((i) => ({ label: i.name ?? "", faces: isWardenArmor(i) ? i.system.objectDie : 0 })),
  });
  return { ...defence, itemIds: shields.map((i) => i.id ?? "") };
}

/** The contest the attack dialog shows the chance of: the target's name and its save's dice. */
export function wardenContestOf(target: Actor.Implementation, label: string): { label: string; check: AdvantageCheck } {
  const d = wardenDefenceOf(target);
  // Advantage the target banked (a held dodge, Gain Advantage) joins its save, as wardenRollCheck adds it.
  return { label, check: { modifier: d.modifier, advantage: wardenBankedAdvantage(target), objects: d.objects } };
}

/**
 * The AdvantageRoll of a message by id, written by `author`; null for anything else. A save rolled privately is a
 * whisper that is no roll message and carries its roll for the GMs' clients (`messageRolls`): the active GM's client,
 * which weighs a relayed request, holds it.
 */
function advantageRollOf(id: string, author: string | null | undefined): AdvantageRoll | null {
  if (!id) return null;
  const message = game.messages?.get(id) as ChatMessage.Implementation | undefined;
  if (!message || (message.author?.id ?? "") !== (author ?? "")) return null;
  const roll: unknown = messageRolls(message)[0];
  return roll instanceof AdvantageRoll ? roll : null;
}

/**
 * Whether a Warden card's damage is what its own rolls show (chat-actions.ts `ChatAction#decided`): the attack roll
 * it names (by the same author) totals its IR and kept a weapon face equal to its damage (with two weapons the
 * highest, one of the kept faces); a contest's result card also names the target's save roll, an initiator's IR ≥ that
 * TR, and was posted by its roller. A card with no roll (a hand-made one, an attack typed in by hand) is not decided.
 */
export function wardenDamageDecided(message: ChatMessage.Implementation): boolean {
  const card = wardenCardOf(message);
  if (!card || typeof card.damage !== "number" || typeof card.ir !== "number") return false;
  const saveAuthor: string | null | undefined = message.author?.id;
  let attackAuthor: string | null | undefined = saveAuthor;
  if (card.kind === "contest") {
    const save = advantageRollOf(card.saveId, saveAuthor);
    const tr = save?.evaluation?.total;
    if (!save || save.settings.role !== "target" || typeof tr !== "number" || !(card.ir >= tr)) return false;
    // The attack roll is its attacker's; the save's card names it, and its speaker is the one who rolled it.
    const attack = game.messages?.get(card.rollId) as ChatMessage.Implementation | undefined;
    attackAuthor = attack?.author?.id;
  }
  const roll = advantageRollOf(card.rollId, attackAuthor);
  const evaluation = roll?.evaluation;
  if (!roll || !evaluation || roll.settings.role !== "initiator" || evaluation.total !== card.ir) return false;
  return evaluation.objects.some((o) => o.kept === card.damage);
}
