/**
 * Loot experience (004 "How do I gain experience points?"): loot donated or lost with no expectation of a tangible
 * benefit is worth 2 experience per silver coin, shared among the group, between adventures. Two ways in:
 * - the Guide's tools: the loot's value and the characters of the group; each gets its share (`gmLootShares`);
 * - a character's sheet: coins from the character's own purse donated or lost (taken from its silver), or the
 *   character's share of the group's loot; the experience is this character's.
 * Each character's change is one outcome (`gmLootOutcome`, `applyOutcome`), and one card says who gained what and
 * whose new level is now due (applied from the sheet's "Apply the new level", as the level-up after a mojo bid).
 */
import { format } from "../../../core/foundry/i18n.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { gmLevelFromExperience, gmLootOutcome, gmLootProblem, gmLootShares } from "../rules/character/levels.js";
import { gmIsCharacter } from "../data/view.js";
import type { GmCharacterActor } from "../data/view.js";
import { gmPostConsequence } from "../rolls/consequence-rolls.js";
import type { GmCardLine } from "../rolls/consequence-rolls.js";

export interface GmLootAward {
  name: string;
  experience: number;
  /** The level the new experience reaches, when it is above the level whose gains were applied. */
  levelDue: number | null;
}

function refuse(key: string, data: Record<string, unknown> = {}): null {
  ui.notifications?.warn(format(key, data));
  return null;
}

/** The loot value typed, or null after saying why it cannot be awarded. */
function lootValue(silver: unknown): number | null {
  const problem = gmLootProblem(silver);
  return problem ? refuse(`ANTHOLOGY.GM.Loot.Problem.${problem}`, { value: String(silver ?? "") }) : Number(silver);
}

function lineFor(award: GmLootAward): GmCardLine[] {
  const lines: GmCardLine[] = [{ key: "ANTHOLOGY.GM.Loot.Share", data: { name: award.name, experience: award.experience } }];
  if (award.levelDue) lines.push({ key: "ANTHOLOGY.GM.Loot.LevelDue", data: { name: award.name, level: award.levelDue } });
  return lines;
}

async function award(actor: GmCharacterActor, experience: number, silverSpent = 0): Promise<GmLootAward | null> {
  const s = actor.system;
  const outcome = gmLootOutcome({ experience: s.experience, silver: s.silver }, { experience, silverSpent });
  if (!outcome) return refuse("ANTHOLOGY.GM.Loot.Problem.purse", { name: actor.name ?? "", silver: s.silver, value: silverSpent });
  const applied = await applyOutcome(actor, outcome);
  if (!applied.ok) return null;
  const level = gmLevelFromExperience(actor.system.experience);
  return { name: actor.name ?? "", experience, levelDue: level > actor.system.advancedLevel ? level : null };
}

/**
 * The Guide awards the group's loot experience: `silver` is the loot's value, `actors` the group (G&M characters;
 * anything else is left out with a message). Only a GM awards it; the shares add up to 2 per silver coin.
 */
export async function gmAwardLootExperience(actors: readonly Actor.Implementation[], silver: unknown): Promise<GmLootAward[] | null> {
  if (!game.user?.isGM) return refuse("ANTHOLOGY.GM.Loot.Problem.gmOnly");
  const value = lootValue(silver);
  if (value === null) return null;
  const members = actors.filter(gmIsCharacter);
  for (const other of actors.filter((a) => !gmIsCharacter(a))) refuse("ANTHOLOGY.GM.Loot.Problem.notCharacter", { name: other.name ?? "" });
  if (!members.length) return refuse("ANTHOLOGY.GM.Loot.Problem.noMembers");
  const { total, shares } = gmLootShares(value, members.length);
  const awards: GmLootAward[] = [];
  for (const [i, actor] of members.entries()) {
    const done = await award(actor, shares[i] ?? 0);
    if (done) awards.push(done);
  }
  if (!awards.length) return null;
  await gmPostConsequence(null, "ANTHOLOGY.GM.Loot.Title", [
    { key: "ANTHOLOGY.GM.Loot.Group", data: { silver: value, total, members: members.length } },
    ...awards.flatMap(lineFor),
  ]);
  return awards;
}

/**
 * Loot experience from a character's sheet: `silver` coins of loot donated or lost; `fromPurse` takes them from the
 * character's silver in the same update. A GM or the character's owner; the whole 2 per coin is this character's.
 */
export async function gmDonateLoot(actor: Actor.Implementation, input: { silver: unknown; fromPurse: boolean }): Promise<GmLootAward | null> {
  if (!gmIsCharacter(actor)) return refuse("ANTHOLOGY.GM.Loot.Problem.notCharacter", { name: actor.name ?? "" });
  // v13 `Document#canUserModify(user, "update")` (common/abstract/document.mjs): the owners and GMs only.
  if (!game.user || !actor.canUserModify(game.user, "update")) return refuse("ANTHOLOGY.GM.Loot.Problem.notAllowed", { name: actor.name ?? "" });
  const value = lootValue(input.silver);
  if (value === null) return null;
  const done = await award(actor, gmLootShares(value, 1).total, input.fromPurse ? value : 0);
  if (!done) return null;
  await gmPostConsequence(actor, "ANTHOLOGY.GM.Loot.Title", [
    { key: input.fromPurse ? "ANTHOLOGY.GM.Loot.FromPurse" : "ANTHOLOGY.GM.Loot.Own", data: { name: done.name, silver: value } },
    ...lineFor(done),
  ]);
  return done;
}
