/**
 * Ability and reaction rolls (004 "Abilities and reactions"): d20 at or under the number with
 * difficulty, obstacle size, careful attempt, a field bonus, the injury penalty and a modifier. A
 * failed archetypal roll of a character offers a mojo bid in the chat.
 */
import type { GmAbilityName, GmReactionName } from "../rules/equipment/types.js";
import { GM_ABILITIES, GM_REACTIONS } from "../rules/equipment/types.js";
import { GM_DIFFICULTIES } from "../rules/contests/difficulty.js";
import { gmRollTarget } from "../rules/contests/roll.js";
import { gmAbilityRollBase } from "../rules/character/sheet-numbers.js";
import { gmIsCharacter, gmIsCreature } from "./actor-view.js";
import type { GmCharacterActor } from "./actor-view.js";
import { gmRollUnder } from "./dice-api.js";
import type { GmRollUnderOutcome } from "./dice-api.js";
import { gmFieldsOf } from "./fields.js";
import { gmParseCheckOptions } from "./check-options.js";
import type { GmCheckOptions } from "./check-options.js";
import { gmOfferMojoBid } from "./mojo-bid.js";
import { gmOptionsDialog } from "../dialogs/options-dialog.js";

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
}

/** The base number and whether the roll is archetypal, for a character or creature. */
export function gmCheckBase(actor: Actor.Implementation, kind: GmCheckKind, key: string): { base: number; archetypal: boolean; injuries: number } | null {
  if (gmIsCharacter(actor)) {
    const n = actor.system.numbers;
    if (kind === "ability" && (GM_ABILITIES as readonly string[]).includes(key)) {
      const k = key as GmAbilityName;
      return { base: gmAbilityRollBase(n, k), archetypal: k === n.archetypalAbility || (n.secondArchetype !== null && k === secondAbility(actor)), injuries: n.injuries };
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

export async function gmRollCheck(actor: Actor.Implementation, request: GmCheckRequest): Promise<GmRollUnderOutcome | null> {
  const base = gmCheckBase(actor, request.kind, request.key);
  if (!base) return null;
  const i18n = game.i18n!;
  const label = request.label ?? i18n.localize(request.kind === "ability" ? `ANTHOLOGY.GM.Ability.${request.key}` : `ANTHOLOGY.GM.Reaction.${request.key}`);
  const fields = gmFieldsOf(actor);
  const defaults: Partial<GmCheckOptions> = { archetypal: base.archetypal, ...request.options };
  let options: GmCheckOptions | null = gmParseCheckOptions({}, defaults);
  if (!request.skipDialog) {
    options = await gmOptionsDialog({
      title: i18n.format("ANTHOLOGY.GM.Roll.CheckTitle", { label }),
      template: "systems/anthology/templates/gods-monsters/dialogs/check.hbs",
      context: {
        base: base.base,
        injuries: base.injuries,
        options,
        difficulties: Object.fromEntries(Object.entries(GM_DIFFICULTIES).map(([k, v]) => [k, i18n.format("ANTHOLOGY.GM.Difficulty.withValue", { name: i18n.localize(`ANTHOLOGY.GM.Difficulty.${k}`), value: v > 0 ? `+${v}` : String(v) })])),
        fields: Object.fromEntries(fields.map((f) => [f.id, `${f.name} (${f.bonus >= 0 ? "+" : ""}${f.bonus})`])),
        careful: { 0: "ANTHOLOGY.GM.Roll.Careful0", 1: "ANTHOLOGY.GM.Roll.Careful1", 2: "ANTHOLOGY.GM.Roll.Careful2" },
      },
      parse: (raw) => gmParseCheckOptions(raw, defaults),
    });
    if (!options) return null;
  }
  const field = fields.find((f) => f.id === options.fieldId);
  const target = gmRollTarget({
    base: base.base,
    difficulty: options.difficulty,
    obstacleSize: options.obstacleSize,
    careful: options.careful,
    fieldBonus: field?.bonus ?? 0,
    injuries: base.injuries,
    modifier: options.modifier,
  });
  const outcome = await gmRollUnder({
    actor,
    label,
    flavor: field ? i18n.format("ANTHOLOGY.GM.Roll.WithField", { field: field.name }) : undefined,
    target: target.target,
    modifier: 0,
    skipDialog: true,
    rollMode: options.rollMode,
    flags: { gm: { kind: request.kind, key: request.key, archetypal: options.archetypal, fieldId: field?.id ?? "", skill: options.skill, newField: field ? "" : options.newField, purpose: request.purpose ?? "" } },
  });
  if (outcome && gmIsCharacter(actor) && options.archetypal && !outcome.evaluation.success) {
    // The skill and field used are recorded so that a bid large enough buys them (004 "Mojo increases").
    await gmOfferMojoBid(actor, outcome, { fieldId: field?.id ?? "", skill: options.skill, newField: field ? "" : options.newField, purpose: request.purpose ?? "" });
  }
  return outcome;
}
