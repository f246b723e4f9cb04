/**
 * Contested actions (004 "Contested actions") between two actors: each rolls the same ability or
 * reaction; the pure `gmContest` decides (the acting side fails when both fail, both keep trying
 * when both succeed, rolls are doubled when neither side can fail). A card reports the outcome.
 */
import { gmContest } from "../rules/contests/contest.js";
import type { GmContestResult } from "../rules/contests/contest.js";
import { gmRollCheck } from "./check.js";
import type { GmCheckKind } from "./check.js";
import { postGmCard } from "../chat/cards.js";

export async function gmRollContest(
  actor: Actor.Implementation,
  opponent: Actor.Implementation,
  kind: GmCheckKind,
  key: string,
  options: { skipDialog?: boolean; opponentActing?: boolean } = {},
): Promise<GmContestResult | null> {
  const mine = await gmRollCheck(actor, { kind, key, skipDialog: options.skipDialog, purpose: "contest" });
  if (!mine) return null;
  // A forced roll: the opponent's side, rolled at once by whoever opened the contest (004 "Contested actions").
  const theirs = await gmRollCheck(opponent, { kind, key, skipDialog: true, purpose: "contest" });
  if (!theirs) return null;
  const result = gmContest([
    { target: mine.evaluation.target + mine.evaluation.bonus, roll: mine.evaluation.die, acting: true },
    { target: theirs.evaluation.target + theirs.evaluation.bonus, roll: theirs.evaluation.die, acting: options.opponentActing === true },
  ]);
  const names = [actor.name ?? "", opponent.name ?? ""];
  await postGmCard({
    template: "contest",
    actor,
    context: { outcome: result.outcome, winner: result.winner >= 0 ? names[result.winner] : "", doubled: result.doubled, first: names[0], second: names[1] },
  });
  return result;
}
