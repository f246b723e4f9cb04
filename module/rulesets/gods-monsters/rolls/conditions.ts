/**
 * Staying conscious and the time to die (004 "Unconsciousness", "A time to die"), as chat actions:
 * the fortitude-or-willpower roll at the injury penalty, and the contest of the injuries (the Guide's
 * d20) against the character's endurance. Death rolls are archetypal: a failed one offers a mojo bid.
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import type { FollowUpCard } from "../../../core/rules/outcome.js";
import { registerChatAction, type ChatActionContext } from "../../../core/chat/chat-actions.js";
import { gmConsciousnessOutcome, gmConsciousnessTarget } from "../rules/survival/consciousness.js";
import { gmDeathContest, gmDeathContestOutcome, gmDeathRollTarget } from "../rules/survival/death.js";
import { gmIsCharacter, gmIsCreature } from "../data/view.js";
import { gmRollUnder } from "./dice-api.js";
import { gmCard } from "../data/card.js";
import type { GmRollUnderOutcome } from "./dice-api.js";
import { gmOfferMojoBid } from "./mojo-bid.js";
import { gmActorFromUuid, gmCardOf } from "../chat/resolve.js";
import { postGmCard } from "../chat/cards.js";
import { gmNote } from "./damage.js";
import { gmCountForm } from "../chat/count-form.js";
import type { ResultBand } from "../../../dice/cards/band.js";
import { localize, translations } from "../../../core/foundry/i18n.js";

/** The roll to stay conscious; the actor falls unconscious (for injuries minutes) when it fails. */
export async function gmRollConsciousness(actor: Actor.Implementation, skipDialog = true): Promise<GmRollUnderOutcome | null> {
  let fortitude: number;
  let willpower: number;
  let injuries: number;
  let archetypal = false;
  if (gmIsCharacter(actor)) {
    const n = actor.system.numbers;
    fortitude = n.reactions.fortitude;
    willpower = n.reactions.willpower;
    injuries = n.injuries;
    archetypal = n.archetypalReaction === "fortitude" || n.archetypalReaction === "willpower";
  } else if (gmIsCreature(actor)) {
    fortitude = actor.system.numbers.reactions.fortitude;
    willpower = actor.system.numbers.reactions.willpower;
    injuries = actor.system.injuries;
  } else return null;
  const outcome = await gmRollUnder({
    actor,
    label: localize("ANTHOLOGY.GM.Condition.ConsciousnessRoll"),
    target: gmConsciousnessTarget(fortitude, willpower, injuries),
    skipDialog,
    card: gmCard({ roll: { kind: "consciousness", archetypal } }),
  });
  if (!outcome) return null;
  const conscious = outcome.evaluation.success;
  // One whole outcome, then its cards (CONTRIBUTING "Whole outcomes"): no note and no bid for a state not written.
  const cards: FollowUpCard[] = conscious
    ? []
    : [() => gmNote(actor, `ANTHOLOGY.GM.Condition.FallsUnconscious.${gmCountForm(injuries)}`, { name: actor.name, minutes: injuries })];
  if (!conscious && archetypal && gmIsCharacter(actor)) cards.push(() => gmOfferMojoBid(actor, outcome, { fieldId: "", purpose: "consciousness" }));
  const applied = await applyOutcome(actor, { ...gmConsciousnessOutcome({ conscious }), cards });
  return applied.ok ? outcome : null;
}

/** The Guide's d20 against the character's injuries, on a card whose band speaks for the character. */
async function gmRollInjuriesSide(actor: Actor.Implementation, injuries: number): Promise<{ die: number } | null> {
  const roll = await new Roll("1d20").evaluate();
  const die = Math.trunc(Number(roll.total) || 0);
  if (die < 1 || die > 20) return null;
  const injuriesSucceed = die <= injuries;
  const band: ResultBand = {
    tone: injuriesSucceed ? "failure" : "success",
    key: injuriesSucceed ? "ANTHOLOGY.GM.Death.InjuriesHold" : "ANTHOLOGY.GM.Death.InjuriesMiss",
    value: die,
    notes: [{ key: "ANTHOLOGY.GM.Death.InjuriesNeed", value: injuries }],
  };
  await postGmCard({
    template: "death-injuries",
    actor,
    context: { band, name: actor.name ?? "", injuries, die, injuriesSucceed },
    rolls: [roll],
    card: { roll: { kind: "deathInjuries" } },
  });
  return { die };
}

export interface GmDeathRollResult {
  outcome: "dying" | "survives" | "rollAgain";
  minutes: number;
}

/** The death contest of a character: the Guide's d20 against the injuries, the player's against endurance. */
export async function gmRollDeathContest(actor: Actor.Implementation): Promise<GmDeathRollResult | null> {
  if (!gmIsCharacter(actor)) return null;
  const s = actor.system;
  const n = s.numbers;
  const unconscious = s.state.unconscious || s.state.semiConscious;
  const i18n = translations();
  // 004 "A time to die": the risk comes from injuries; with none, the Guide's roll under 0 could only fail, so there is no contest.
  if (n.injuries <= 0) {
    ui.notifications?.warn(i18n.format("ANTHOLOGY.GM.Death.NoInjuries", { name: actor.name ?? "" }));
    return null;
  }
  // Forced rolls with nothing to choose: the Guide's d20 against the injuries, then the endurance roll (004 "A time to die").
  // The Guide's roll is the injuries' side: its card is coloured for the character it is about (a failed injuries roll is
  // good news), so it is a G&M card with the roll on it rather than the dice room's card, which speaks for its roller.
  const injuriesRoll = await gmRollInjuriesSide(actor, n.injuries);
  if (!injuriesRoll) return null;
  const target = gmDeathRollTarget({ injuries: n.injuries, endurance: n.abilities.endurance.value, unconscious });
  const enduranceRoll = await gmRollUnder({
    actor,
    label: i18n.localize("ANTHOLOGY.GM.Death.EnduranceRoll"),
    target,
    skipDialog: true,
    card: gmCard({ roll: { kind: "death", archetypal: true } }),
  });
  if (!enduranceRoll) return null;
  const contest = gmDeathContest({
    injuries: n.injuries,
    endurance: n.abilities.endurance.value,
    unconscious,
    injuryRoll: injuriesRoll.die,
    enduranceRoll: enduranceRoll.evaluation.die,
  });
  const cards: FollowUpCard[] = [
    () =>
      postGmCard({
        template: "death",
        actor,
        context: {
          name: actor.name,
          outcome: contest.outcome,
          minutes: contest.minutesToDie,
          unconscious,
          injuriesTarget: contest.injuriesTarget,
          enduranceTarget: contest.enduranceTarget,
        },
      }),
  ];
  if (contest.outcome === "dying") cards.push(() => gmOfferMojoBid(actor, enduranceRoll, { fieldId: "", purpose: "death" }));
  // One whole outcome, then its cards (CONTRIBUTING "Whole outcomes").
  const applied = await applyOutcome(actor, { ...gmDeathContestOutcome(contest), cards });
  if (!applied.ok) return null;
  return { outcome: contest.outcome, minutes: contest.minutesToDie };
}

export function registerConditionActions(): void {
  // The actor is the one the damage-applied card names in its flags, not whatever a button's data-* says.
  const appliedTo = (ctx: ChatActionContext) => gmActorFromUuid(gmCardOf(ctx.message)?.applied?.actorUuid);
  registerChatAction("gmConsciousness", {
    cards: ["gmCard"],
    actor: appliedTo,
    // A forced roll from the damage card: "an immediate fortitude or willpower roll" (004 "Unconsciousness"), at once.
    run: (_ctx, actor) => (actor ? gmRollConsciousness(actor) : Promise.resolve(null)),
  });
  registerChatAction("gmDeathContest", {
    cards: ["gmCard"],
    // Rolled again from the same card when both sides succeed (004 contests): one press at a time, not once.
    exclusive: true,
    actor: appliedTo,
    run: (_ctx, actor) => (actor ? gmRollDeathContest(actor) : Promise.resolve(null)),
  });
}
