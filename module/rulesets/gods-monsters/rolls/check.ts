/**
 * Ability and reaction rolls (004 "Abilities and reactions"): d20 at or under the number with
 * difficulty, obstacle size, careful attempt, a field bonus, the injury penalty and a modifier. A
 * failed archetypal roll of a character offers a mojo bid in the chat.
 */
import type { GmAbilityName, GmReactionName } from "../rules/equipment/types.js";
import { GM_ABILITIES, GM_REACTIONS } from "../rules/equipment/types.js";
import { gmAbilityRollBase } from "../rules/character/sheet-numbers.js";
import { gmActorSurprised, gmIsCharacter, gmIsCreature } from "../data/view.js";
import type { GmCharacterActor } from "../data/view.js";
import { gmRollUnder } from "./dice-api.js";
import type { GmRollUnderOutcome } from "./dice-api.js";
import { gmFieldsOf } from "../data/field-items.js";
import { gmParseCheckOptions } from "../dialogs/check-options.js";
import type { GmCheckOptions } from "../dialogs/check-options.js";
import { gmOfferMojoBid } from "./mojo-bid.js";
import { gmCheckExtension, gmCheckField } from "./check-extension.js";
import { translations } from "../../../core/foundry/i18n.js";

export type GmCheckKind = "ability" | "reaction";

export interface GmCheckRequest {
  kind: GmCheckKind;
  key: string;
  skipDialog?: boolean;
  /** Preset options (a death roll's bonus, a rest's health roll). */
  options?: Partial<GmCheckOptions>;
  /** Extra flags stored on the roll message (what the roll was for). */
  purpose?: string;
  /** A label to use instead of the ability's or reaction's name. */
  label?: string;
  /** More flags for the roll's message (a GM roll request names itself there). */
  flags?: Record<string, unknown>;
  /** A GM roll request with a hidden modifier: the options hold only the known part; the card gives no verdict. */
  hidden?: boolean;
  /** The injury penalty does not apply (004 "A time to die": a heroic last effort). */
  ignoreInjuries?: boolean;
}

/** The base number and whether the roll is archetypal, for a character or creature. */
export function gmCheckBase(actor: Actor.Implementation, kind: GmCheckKind, key: string): { base: number; archetypal: boolean; injuries: number } | null {
  if (gmIsCharacter(actor)) {
    const n = actor.system.numbers;
    if (kind === "ability" && (GM_ABILITIES as readonly string[]).includes(key)) {
      const k = key as GmAbilityName;
      return {
        base: gmAbilityRollBase(n, k),
        archetypal: k === n.archetypalAbility || (n.secondArchetype !== null && k === secondAbility(actor)),
        injuries: n.injuries,
      };
    }
    if (kind === "reaction" && (GM_REACTIONS as readonly string[]).includes(key)) {
      const k = key as GmReactionName;
      return { base: n.reactions[k], archetypal: k === n.archetypalReaction, injuries: n.injuries };
    }
    return null;
  }
  if (gmIsCreature(actor) && kind === "reaction" && (GM_REACTIONS as readonly string[]).includes(key)) {
    return { base: actor.system.numbers.reactions[key as GmReactionName], archetypal: false, injuries: actor.system.injuries };
  }
  return null;
}

function secondAbility(actor: GmCharacterActor): GmAbilityName | null {
  const second = actor.system.numbers.secondArchetype;
  if (!second) return null;
  return ({ warrior: "strength", thief: "agility", sorceror: "intelligence", prophet: "wisdom", monk: "charisma" } as const)[second];
}

/**
 * An ability or reaction check through the dice room's one pipeline: the check's options are fields of the dice
 * dialog (its headline says "Roll N or less" with the exact chance, live); Cancel or closing rolls nothing.
 */
export async function gmRollCheck(actor: Actor.Implementation, request: GmCheckRequest): Promise<GmRollUnderOutcome | null> {
  const base = gmCheckBase(actor, request.kind, request.key);
  if (!base) return null;
  const i18n = translations();
  const label = request.label ?? i18n.localize(request.kind === "ability" ? `ANTHOLOGY.GM.Ability.${request.key}` : `ANTHOLOGY.GM.Reaction.${request.key}`);
  const defaults: Partial<GmCheckOptions> = { archetypal: base.archetypal, surprised: gmActorSurprised(actor), ...request.options };
  const purpose = request.purpose ?? "";
  const extension = gmCheckExtension({
    label,
    base: base.base,
    mojo: gmIsCharacter(actor) ? actor.system.mojo : 0,
    injuries: request.ignoreInjuries ? 0 : base.injuries,
    fields: gmFieldsOf(actor),
    options: gmParseCheckOptions({}, defaults),
    card: (options, field) => ({
      roll: {
        kind: request.kind,
        key: request.key,
        archetypal: options.archetypal,
        fieldId: field?.id ?? "",
        skill: options.skill,
        newField: field ? "" : options.newField,
        purpose,
      },
    }),
  });
  const outcome = await gmRollUnder({
    actor,
    label,
    target: extension.apply(extension.options).target,
    skipDialog: request.skipDialog,
    rollMode: defaults.rollMode,
    flags: request.flags,
    extension,
    hidden: request.hidden,
  });
  if (!outcome) return null;
  const options = (outcome.options as GmCheckOptions | undefined) ?? extension.options;
  // 004 "Rolls" (under "Mojo"): the bid follows a failure the player is told of. A hidden request's die is judged on
  // the GM's card against a number the player does not know, so nothing here can say it failed or what a bid must
  // be: no bid is offered, the GM settles it.
  if (request.hidden) return outcome;
  if (gmIsCharacter(actor) && options.archetypal && !outcome.evaluation.success) {
    const field = gmCheckField(gmFieldsOf(actor), options);
    // The skill and field used are recorded so that a bid large enough buys them (004 "Mojo increases").
    await gmOfferMojoBid(actor, outcome, { fieldId: field?.id ?? "", skill: options.skill, newField: field ? "" : options.newField, purpose });
  }
  return outcome;
}
