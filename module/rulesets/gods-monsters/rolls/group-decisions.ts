/**
 * A group's decisions (004 "Group Effort Decisions", "Leaders"): against a spontaneous reaction (a retreat) the group
 * makes a charisma roll with its group bonus, a morale check; missed, it loses as many rounds as it missed by, at most
 * its bonus. A leader makes a charisma roll to turn the group to something else; made, the change takes the group's
 * decision time less the margin. Each roll in the dice room's dialog (its exact chance), each with a card and band.
 */
import { rollUnder } from "../../../dice/index.js";
import { format, localize } from "../../../core/foundry/i18n.js";
import { gmGroupEffort, gmGroupMoraleDelay, gmLedDecisionRounds } from "../rules/groups/group-effort.js";
import { gmRollCheck } from "./check.js";
import { gmPostConsequence } from "./consequence-rolls.js";

function warn(key: string): null {
  ui.notifications?.warn(localize(key));
  return null;
}

/**
 * The morale check of a group from its members' final charisma numbers: the rounds it hesitates (0 when it holds), or
 * null when nothing was rolled.
 */
export async function gmGroupMoraleCheck(
  charismaNumbers: number[],
  options: { skipDialog?: boolean } = {},
): Promise<{ success: boolean; rounds: number } | null> {
  const effort = gmGroupEffort(charismaNumbers);
  if (effort.count === 0) return warn("ANTHOLOGY.GM.Tool.GroupNeedsNumbers");
  const out = await rollUnder({
    label: localize("ANTHOLOGY.GM.GroupDecision.MoraleLabel"),
    target: effort.target,
    modifier: 0,
    skipDialog: options.skipDialog ?? false,
  });
  if (!out) return null;
  const success = out.evaluation.success;
  const rounds = success ? 0 : gmGroupMoraleDelay(effort.count, -out.evaluation.margin);
  await gmPostConsequence(
    null,
    "ANTHOLOGY.GM.GroupDecision.MoraleTitle",
    [{ key: "ANTHOLOGY.GM.Tool.GroupLine", data: { count: effort.count, median: effort.median, bonus: effort.bonus } }],
    [],
    success
      ? { key: "ANTHOLOGY.GM.GroupDecision.Holds", data: { target: effort.target }, tone: "success" }
      : { key: "ANTHOLOGY.GM.GroupDecision.Hesitates", data: { rounds, missed: -out.evaluation.margin }, tone: "failure" },
  );
  return { success, rounds };
}

/**
 * The first of `actors` leads the others: their charisma roll; made, the rounds the change takes (the group's decision
 * time less the margin); missed, the group goes on as it was (null rounds). Null when nothing was rolled.
 */
export async function gmGroupLeaderOrder(
  actors: Actor.Implementation[],
  options: { skipDialog?: boolean } = {},
): Promise<{ success: boolean; rounds: number | null } | null> {
  const [leader, ...group] = actors;
  if (!leader || group.length === 0) return warn("ANTHOLOGY.GM.GroupDecision.NeedLeader");
  const roll = await gmRollCheck(leader, {
    kind: "ability",
    key: "charisma",
    skipDialog: options.skipDialog,
    purpose: "groupLeader",
    label: format("ANTHOLOGY.GM.GroupDecision.LeaderLabel", { count: group.length }),
  });
  if (!roll) return null;
  const success = roll.evaluation.success;
  const rounds = success ? gmLedDecisionRounds(group.length, roll.evaluation.margin) : null;
  await gmPostConsequence(
    leader,
    "ANTHOLOGY.GM.GroupDecision.LeaderTitle",
    [],
    [],
    success
      ? { key: "ANTHOLOGY.GM.GroupDecision.Follows", data: { name: leader.name ?? "", rounds: rounds ?? 0, margin: roll.evaluation.margin }, tone: "success" }
      : { key: "ANTHOLOGY.GM.GroupDecision.Ignores", data: { name: leader.name ?? "" }, tone: "failure" },
  );
  return { success, rounds };
}
