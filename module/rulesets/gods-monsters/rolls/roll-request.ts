/**
 * Gods & Monsters' part of the GM roll requests (README "GM roll requests", module/core/requests/): an ability or a
 * reaction roll (004 "Abilities and reactions": a d20 at or under the number), the difficulty being a modifier to the
 * number. The chance is the dice room's `rollUnderOdds` of the check's own target (`gmCheckTarget`); the roll is the
 * G&M check through the pipeline, at once; a hidden modifier is left out of it, its card gives no verdict (and
 * offers no mojo bid) and the GM's client settles the die against the full number. For several characters the GM's card adds the group effort (004 "Group Effort": the
 * median of their numbers plus the group bonus, `gmGroupEffort`).
 */
import { difficultyPhrase, namedDifficulty, type RollRequestAdapter } from "../../../core/requests/adapter.js";
import { signed } from "../../../dice/cards/die-view.js";
import { GM_DIFFICULTIES } from "../rules/contests/difficulty.js";
import { rollUnderDieOf } from "../../../dice/requests/roll-under-die.js";
import { formatChance, rollUnderOdds } from "../../../dice/index.js";
import { GM_ABILITIES, GM_REACTIONS } from "../rules/equipment/types.js";
import { gmGroupEffort } from "../rules/groups/group-effort.js";
import { gmCheckBase, gmRollCheck, type GmCheckKind } from "./check.js";
import { gmCheckTarget } from "./check-extension.js";
import { gmParseCheckOptions } from "../dialogs/check-options.js";
import { format, localize } from "../../../core/foundry/i18n.js";

const CHECKS: { id: string; kind: GmCheckKind; key: string }[] = [
  ...GM_ABILITIES.map((key) => ({ id: `ability.${key}`, kind: "ability" as const, key })),
  ...GM_REACTIONS.map((key) => ({ id: `reaction.${key}`, kind: "reaction" as const, key })),
];

const checkOf = (id: string) => CHECKS.find((c) => c.id === id) ?? null;

/** The number the d20 must not exceed: the check's own target with the modifier (no field, no other option). */
export function gmRequestTarget(actor: Actor.Implementation, check: string, modifier: number): number | null {
  const c = checkOf(check);
  const base = c ? gmCheckBase(actor, c.kind, c.key) : null;
  if (!c || !base) return null;
  return gmCheckTarget({ base: base.base, injuries: base.injuries, fields: [] }, gmParseCheckOptions({}, { modifier }));
}

export const GM_ROLL_REQUESTS: RollRequestAdapter = {
  ruleset: "gm",
  checks: () => CHECKS.map((c) => ({ id: c.id, label: localize(c.kind === "ability" ? `ANTHOLOGY.GM.Ability.${c.key}` : `ANTHOLOGY.GM.Reaction.${c.key}`) })),
  difficulty: { label: "ANTHOLOGY.Request.DifficultyLabel.modifier", initial: 0, min: -20, max: 20 },
  // A modifier the text names is a difficulty of its table (004 "Difficulty": Very difficult −2, Difficult +0, …).
  describeDifficulty: (modifier) => {
    const named = Object.entries(GM_DIFFICULTIES).find(([, v]) => v === modifier)?.[0];
    return difficultyPhrase(
      "ANTHOLOGY.Request.DifficultyLabel.difficulty",
      namedDifficulty(signed(modifier), named ? `ANTHOLOGY.GM.Difficulty.${named}` : null),
    );
  },
  canRoll: (actor, check) => gmRequestTarget(actor, check, 0) !== null,
  chance: (actor, check, modifier) => {
    const target = gmRequestTarget(actor, check, modifier);
    return target === null ? null : rollUnderOdds({ target, favour: 0 });
  },
  roll: async (actor, check, modifier, flags) => {
    const c = checkOf(check);
    if (!c) return null;
    const out = await gmRollCheck(actor, {
      kind: c.kind,
      key: c.key,
      skipDialog: true,
      options: { modifier: modifier ?? 0 },
      purpose: "request",
      flags,
      hidden: modifier === null,
    });
    return out?.message ?? null;
  },
  settle: (actor, check, modifier, message) => {
    const die = rollUnderDieOf(message);
    const target = gmRequestTarget(actor, check, modifier);
    return die === null || target === null ? null : { total: die, success: die <= target };
  },
  group: (actors, check, modifier) => {
    const numbers = actors.map((a) => gmRequestTarget(a, check, modifier)).filter((n): n is number => n !== null);
    if (numbers.length < 2) return null;
    const group = gmGroupEffort(numbers);
    return format("ANTHOLOGY.Request.Group", {
      target: String(group.target),
      median: String(group.median),
      bonus: String(group.bonus),
      chance: formatChance(rollUnderOdds({ target: group.target, favour: 0 })),
    });
  },
};
