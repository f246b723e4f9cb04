/**
 * The Pain Threshold's choice (text 002): the victim is knocked down, or the one who hurt it makes a Free
 * Attack. The player concerned chooses (the victim's player for a character, the attacker's otherwise);
 * a knock-down marks the victim prone when the chooser may change it, otherwise the card asks the GM.
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { SHADOW_PAIN_CHOICES, shadowPainOutcome, type ShadowPainChoice } from "../rules/index.js";
import { SHADOW_CHAT_TEMPLATES } from "./attack.js";
import { actorFromUuid } from "../data/view.js";
import { shadowCard, type ShadowPainContext } from "../data/card.js";

/** The Pain Threshold's choice as its card carries it (`system.pain` of a shadowCard). */
export type ShadowPainFlags = ShadowPainContext;

export function isShadowPainChoice(value: unknown): value is ShadowPainChoice {
  return typeof value === "string" && (SHADOW_PAIN_CHOICES as readonly string[]).includes(value);
}

export async function shadowChoosePain(flags: ShadowPainFlags, choice: ShadowPainChoice): Promise<boolean> {
  const victim = await actorFromUuid(flags.defender);
  const attacker = await actorFromUuid(flags.attacker);
  if (!victim) return false;
  // Knocked down marks the victim prone when the chooser may change it; otherwise the card asks the GM.
  const prone = choice === "knockedDown" && victim.isOwner;
  const card = () =>
    postChatCard({
      template: SHADOW_CHAT_TEMPLATES.pain,
      context: {
        choice,
        victim: victim.name ?? "",
        attacker: attacker?.name ?? "",
        needsGM: choice === "knockedDown" && !prone,
        // The Free Attack's button (rolls/free-attack.ts), when the one who hurt the victim is still there.
        freeAttack: choice === "freeAttack" && attacker !== null,
      },
      // Spoken by the chooser, whose owner (or the GM) clicked: a card is the system's only when its author owns the
      // actor it speaks for (README "Trust": cards act only for their author's actors), and the attacker's player does not own the victim.
      actor: (flags.chooser === "victim" ? victim : attacker) ?? victim,
      card: shadowCard({
        pain: flags,
        ...(choice === "freeAttack" && attacker
          ? { freeAttack: { attackers: [attacker.uuid], defender: victim.uuid, trigger: "painThreshold" as const } }
          : {}),
      }),
      // Meant for the players (its buttons are theirs): public, whatever roll mode the posting GM has chosen;
      // under "Private GM Roll" it would be whispered to GMs only (v13 ChatMessage.applyRollMode).
      rollMode: "publicroll",
    });
  if (!prone) {
    await card();
    return true;
  }
  // One whole outcome (CONTRIBUTING "Whole outcomes"): the prone status, then the card.
  const written = await applyOutcome(victim, { ...shadowPainOutcome(choice), cards: [card] });
  if (!written.ok) return false;
  return true;
}

/** The GM's follow-up when the chooser could not mark the victim prone. */
export async function shadowMarkProne(victim: Actor.Implementation): Promise<void> {
  await applyOutcome(victim, shadowPainOutcome("knockedDown"));
}
