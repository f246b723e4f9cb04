/**
 * Directly opposed actions (a tug of war, a race, a barter): the acting character against the targeted Roll &
 * Keep token. Each side is set in its own dice-room keep dialog (the one pipeline: "3k2 vs 7" and the exact chance,
 * live; Cancel rolls nothing) and both roll against the difficulty; the result card cancels the successes and names
 * the winner and the margin. A user who owns both sides (the GM, or a player against their own character) rolls the
 * opposing side right after the acting one, with the chance to beat it shown from the start. A user who does not
 * own the opponent sets and rolls only their own side: the GM (or the opponent's owner) sets and rolls the other
 * (`contest-request.ts`, `contest-opposition.ts`), so a player never sees nor chooses the numbers of the GM's
 * character.
 */
import type { KeepRoll } from "../../../dice/index.js";
import type { RkAttribute } from "../rules/attributes.js";
import { audienceOf, rkAnswerContest, type RkOppositionOutcome } from "./contest-opposition.js";
import { rkPostContestRequest, rkRequestContest, rkRollContestSide, type RkContestRequested } from "./contest-request.js";
import type { RkKeepOutcome } from "./dice-api.js";
import { rkActionLabel } from "./labels.js";
import { rkMayAct } from "./may-act.js";
import { rkTargetedActor } from "./targets.js";
import { localize } from "../../../core/foundry/i18n.js";

export interface RkContestRequest {
  attribute?: RkAttribute;
  specialityIds?: string[];
  difficulty?: number;
  skipDialog?: boolean;
}

/** A contest whose user rolled both sides: each side's outcome, both rolls, who won and by how much. */
export interface RkContestRolled {
  side: RkKeepOutcome;
  opposition: RkOppositionOutcome;
  rolls: [KeepRoll, KeepRoll];
  evaluation: { winner: "actor" | "opponent" | "tie"; margin: number };
}

export async function rkRollContest(actor: Actor.Implementation, request: RkContestRequest = {}): Promise<RkContestRolled | RkContestRequested | null> {
  if (!rkMayAct(actor)) return null;
  const opponent = rkTargetedActor(actor);
  if (!opponent) {
    ui.notifications?.warn(localize("ANTHOLOGY.RollKeep.Warn.noTarget"));
    return null;
  }
  // The opponent's numbers are for its owner (or a GM) only: anyone else rolls their side and asks the GM.
  return opponent.isOwner ? rkRollContestTogether(actor, opponent, request) : rkRequestContest(actor, opponent, request);
}

/**
 * Both sides by one user: the acting side's dialog and roll, then the opposing side's dialog (starting on the same
 * attribute, its related specialities ticked) and roll, each through the pipeline; the result goes to the acting
 * side's audience and shows both sides (the user may untick "reveal" to keep the opposing one to the GMs). Closing the
 * second dialog leaves the contest to its request card.
 */
async function rkRollContestTogether(
  actor: Actor.Implementation,
  opponent: Actor.Implementation,
  request: RkContestRequest,
): Promise<RkContestRolled | RkContestRequested | null> {
  const rolled = await rkRollContestSide(actor, opponent, request, true);
  const sideMessage = rolled?.side.message;
  if (!rolled || !sideMessage) return null;
  const { side, plan } = rolled;
  const opposition = await rkAnswerContest(
    {
      request: null,
      actor,
      opponent,
      audience: audienceOf(sideMessage),
      sideRoll: side.roll,
      label: rkActionLabel(plan.attribute, plan.specialities),
      attribute: plan.attribute,
      penalty: plan.penalty,
    },
    { skipDialog: request.skipDialog, choice: { attribute: plan.attribute, reveal: true } },
  );
  // Cancelled (or refused): the acting side has rolled, so the contest waits for its opposition like a player's, its
  // request whispered to the GMs and the opponent's owners, whose button rolls it later.
  if (!opposition) return rkPostContestRequest(actor, opponent, rolled);
  const winner = opposition.result.winner === "first" ? "actor" : opposition.result.winner === "second" ? "opponent" : "tie";
  return { side, opposition, rolls: [side.roll, opposition.roll], evaluation: { winner, margin: opposition.result.margin } };
}
