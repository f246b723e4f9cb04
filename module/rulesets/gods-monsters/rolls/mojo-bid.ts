/**
 * The mojo bid after a failed archetypal roll (004 "Rolls", "Mojo experience", "Mojo increases"): a
 * card offers the smallest bid that succeeds; clicking it spends that mojo, flips the roll, adds 50
 * experience per mojo (advancing a level at once), and grants the field bonus the spend would have
 * bought in the field used on the roll.
 */
import { registerChatAction } from "../../../core/chat/chat-actions.js";
import { gmMojoBid, gmMojoIncreases } from "../rules/mojo/bids.js";
import { gmIsCharacter } from "./actor-view.js";
import type { GmCharacterActor } from "./actor-view.js";
import type { GmRollUnderOutcome } from "./dice-api.js";
import { gmBonusRollUnderMessage } from "./dice-api.js";
import { gmApplyAdvancement } from "./advancement.js";
import type { GmAttackFlags } from "./attack.js";
import { gmRollDamage } from "./damage.js";
import { gmFieldsOf } from "./fields.js";
import { gmActorFromUuid, gmCardFlags, gmMessage } from "./resolve.js";
import { postGmCard } from "../chat/cards.js";


export interface GmMojoBidFlags {
  mojoBid: {
    actorUuid: string;
    rollMessageId: string;
    die: number;
    /** The roll's target including any earlier bonus. */
    target: number;
    needed: number;
    fieldId: string;
    purpose: string;
    spent: boolean;
  };
}

/** Posts the bid card for a failed archetypal roll of a character. */
export async function gmOfferMojoBid(actor: GmCharacterActor, outcome: GmRollUnderOutcome, extra: { fieldId: string; purpose: string }): Promise<ChatMessage.Implementation | undefined> {
  const e = outcome.evaluation;
  const target = e.target + e.bonus;
  const needed = Math.max(0, e.die - target);
  if (needed <= 0) return undefined;
  const mojo = actor.system.mojo;
  const flags: GmMojoBidFlags = {
    mojoBid: { actorUuid: actor.uuid, rollMessageId: outcome.message?.id ?? "", die: e.die, target, needed, fieldId: extra.fieldId, purpose: extra.purpose, spent: false },
  };
  return postGmCard({
    template: "mojo-bid",
    actor,
    context: { name: actor.name, needed, mojo, affordable: mojo >= needed, actorUuid: actor.uuid },
    flags: flags as unknown as Record<string, unknown>,
  });
}

export interface GmMojoBidOutcome {
  spent: number;
  experience: number;
  levelUp: boolean;
  increase: string | null;
}

/** Spends the bid of the card `message` for `actor`. */
export async function gmSpendMojoBid(message: ChatMessage.Implementation, actor: Actor.Implementation | null): Promise<GmMojoBidOutcome | null> {
  const flags = gmCardFlags<GmMojoBidFlags>(message)?.mojoBid;
  if (!flags || !gmIsCharacter(actor)) return null;
  if (flags.spent) {
    ui.notifications?.warn(game.i18n!.localize("ANTHOLOGY.GM.Mojo.AlreadySpent"));
    return null;
  }
  const before = actor.system;
  const result = gmMojoBid({ roll: flags.die, target: flags.target, bid: flags.needed, mojo: before.mojo, archetypal: true });
  if (result.outcome !== "success") {
    ui.notifications?.warn(game.i18n!.localize("ANTHOLOGY.GM.Mojo.NotEnough"));
    return null;
  }
  const levelBefore = before.numbers.level;
  await actor.update({ "system.mojo": result.mojo, "system.experience": before.experience + result.experience } as never);
  await message.update({ "flags.anthology.gm.mojoBid.spent": true } as never);
  const rollMessage = gmMessage(flags.rollMessageId);
  if (rollMessage) await gmBonusRollUnderMessage(rollMessage, result.spent);

  let increase: string | null = null;
  const field = gmFieldsOf(actor).find((f) => f.id === flags.fieldId);
  if (field) {
    const options = gmMojoIncreases({ spent: result.spent, fieldBonus: field.bonus, fightingArt: field.fightingArt, hasSkill: true });
    if (options.includes("fieldBonus")) {
      await actor.items.get(field.id)?.update({ "system.bonus": field.bonus + 1 } as never);
      increase = "fieldBonus";
    }
  }
  const levelUp = actor.system.numbers.level > levelBefore;
  await postGmCard({
    template: "mojo-result",
    actor,
    context: { name: actor.name, spent: result.spent, experience: result.experience, mojo: result.mojo, field: field?.name ?? "", increase, levelUp, purpose: flags.purpose },
  });
  if (levelUp) await gmApplyAdvancement(actor);
  await gmAfterFlippedRoll(actor, flags.purpose, rollMessage);
  return { spent: result.spent, experience: result.experience, levelUp, increase };
}

/** What a roll turned into a success by mojo changes: an attack now hits, the character stays conscious or holds on. */
async function gmAfterFlippedRoll(actor: GmCharacterActor, purpose: string, rollMessage: ChatMessage.Implementation | null): Promise<void> {
  if (purpose === "attack") {
    const attack = gmCardFlags<GmAttackFlags>(rollMessage);
    if (attack?.kind === "attack") await gmRollDamage(actor, attack);
  } else if (purpose === "consciousness") {
    await actor.update({ "system.state.unconscious": false } as never);
  } else if (purpose === "death") {
    // The injuries had succeeded; now the character succeeds too: both keep rolling (004 contests).
    await actor.update({ "system.state.dying": false, "system.state.deathTime": 0 } as never);
    await postGmCard({ template: "note", actor, context: { text: game.i18n!.format("ANTHOLOGY.GM.Death.RollAgain", { name: actor.name ?? "" }) } });
  }
}

export function registerMojoBidAction(): void {
  registerChatAction("gmMojoBid", {
    actor: (ctx) => gmActorFromUuid(ctx.dataset.actorUuid),
    run: (ctx, actor) => gmSpendMojoBid(ctx.message, actor),
  });
}
