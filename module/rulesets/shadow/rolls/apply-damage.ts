/**
 * Applying a hit (a chat-card button): the defender's armor is rolled, the pure rules subtract it from the
 * weapon's damage (+1d4 with Advantage) and take the rest off Toughness; a monster at 0 dies, a character
 * is dying. Damage over the Pain Threshold offers the text's two choices to the player concerned.
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { announce } from "../../../core/events.js";
import { isShadowCharacter } from "../data/types.js";
import { numbersAudience, postChatCard } from "../../../core/chat/post-card.js";
import { shadowApplyDamage, shadowDamage, shadowDamageParts, shadowHitOutcome, shadowPainChooser, shadowParseDice } from "../rules/index.js";
import { shadowCard, type ShadowDamageContext } from "../data/card.js";
import { shadowDamageWhy } from "../chat/why-terms.js";
import { SHADOW_CHAT_TEMPLATES } from "./attack.js";
import { actorFromUuid, localize, shadowKind, shadowView, shadowSyncedUpdate } from "../data/view.js";

/** What applying a hit reads off its damage card (`system.damage` of its shadowCard); the dice only name the "why". */
export type ShadowDamageFlags = Omit<ShadowDamageContext, "formula"> & { formula?: string };

export interface ShadowDamageOutcome {
  damage: number;
  protection: number;
  toughness: number;
  painExceeded: boolean;
}

/**
 * Applies a hit to `defender`. `mark`: actor changes written in the same update as the damage (a card's spent mark,
 * module/core/chat/damage-action.ts). `follows` is the damage card applied: the numbers of the card that reports it
 * (damage, armor, Toughness) follow its audience and the poster's roll mode (`numbersAudience`); kept private, the
 * public card (its pain buttons are a player's) says only who was hit and the state, and the numbers go to the GMs and
 * whoever may observe the defender, in a card that is no roll.
 */
export async function shadowApplyHit(
  defender: Actor.Implementation,
  flags: ShadowDamageFlags,
  { mark = {}, follows = null }: { mark?: Record<string, unknown>; follows?: ChatMessage.Implementation | null } = {},
): Promise<ShadowDamageOutcome | null> {
  const kind = shadowKind(defender);
  if (!kind) return null;
  const view = shadowView(defender);
  const armorRoll = shadowParseDice(view.protection) ? await new Roll(view.protection).evaluate() : null;
  const advantage = typeof flags.advantageFace === "number" && flags.advantageFace >= 1 && flags.advantageFace <= 4 ? flags.advantageFace : null;
  // No armor rolled: no armor term on the card (the rules read a missing roll as 0).
  const rolls = { weapon: flags.weaponTotal, advantage, ...(armorRoll ? { armor: armorRoll.total ?? 0 } : {}) };
  const result = shadowDamage(rolls);
  const applied = shadowApplyDamage({ toughness: view.toughness.value, painThreshold: view.painThreshold, kind }, result.damage);
  const outcome = shadowHitOutcome({ kind, vitalBefore: view.vital, killedByDeathTest: isShadowCharacter(defender) && defender.system.dying.dead, applied });
  const attacker = await actorFromUuid(flags.attacker);
  const chooser = shadowPainChooser(kind === "character");
  const readers = numbersAudience(defender, follows);
  const context = {
    defender: defender.name ?? "",
    weapon: flags.weaponName,
    dealt: result.dealt,
    armor: view.armorName,
    protection: result.protection,
    damage: result.damage,
    toughness: applied.toughness,
    max: view.toughness.max,
    state: applied.state,
    stateLabel: localize(`ANTHOLOGY.Shadow.Vital.${applied.state}`),
    painExceeded: applied.painExceeded && applied.state === "standing",
    chooser: chooser === "victim" ? (defender.name ?? "") : (attacker?.name ?? ""),
    attacker: attacker?.name ?? "",
    why: shadowDamageWhy(
      shadowDamageParts(rolls),
      { weapon: flags.weaponName, formula: flags.formula ?? "", armor: view.armorName, protection: armorRoll ? view.protection : "" },
      result.damage,
    ),
  };
  const card = async () => {
    // The numbers first, so the card with the buttons is the latest in the log.
    if (readers)
      await postChatCard({
        template: SHADOW_CHAT_TEMPLATES.applied,
        context: { ...context, numbers: true, buttons: false },
        actor: defender,
        audience: readers,
      });
    await postChatCard({
      template: SHADOW_CHAT_TEMPLATES.applied,
      context: { ...context, numbers: readers === null, buttons: true },
      actor: defender,
      // The armor roll tells the defender's protection: only with the numbers.
      rolls: armorRoll && !readers ? [armorRoll] : [],
      card: shadowCard({ pain: { attacker: flags.attacker, defender: defender.uuid, chooser } }),
      // Meant for the players (its buttons are theirs): public, whatever roll mode the posting GM has chosen;
      // under "Private GM Roll" it would be whispered to GMs only (v13 ChatMessage.applyRollMode).
      rollMode: "publicroll",
    });
  };
  // One whole outcome (CONTRIBUTING "Whole outcomes"): Toughness, the dying record and the statuses, then the card. The
  // statuses are this flow's, so the GM's updateActor hook (vital-sync.ts) is told to leave the update alone.
  const written = await applyOutcome(defender, { ...outcome, actor: { ...outcome.actor, ...mark }, cards: [card] }, { actorOperation: shadowSyncedUpdate() });
  if (!written.ok) return null;
  const hit = { damage: result.damage, protection: result.protection, toughness: applied.toughness, painExceeded: applied.painExceeded };
  // README "Hooks for modules and macros": the weapon's damage (with the Advantage die) before the armor took its part.
  announce("damageApplied", defender, { ruleset: "shadow", amount: result.dealt, result: { ...hit, state: applied.state } });
  return hit;
}
