import { rollUnderCardContext, evaluateRollUnderRoll, type RollUnderCardContext } from "../cards/roll-under-card.js";
import { coerceInt } from "../rules/coerce.js";
import { MAX_ADVANTAGE, MAX_ROLL_UNDER_NUMBER } from "../rules/limits.js";
import type { RollUnderEvaluation } from "../rules/roll-under-evaluate.js";
import { rollUnderChance, rollUnderFormula, type RollUnderSettings } from "../requests/roll-under-settings.js";
import { DICE_TEMPLATES } from "./templates.js";
import { anthologyOptions, readMeta, renderDiceTemplate, rollBase, termFaces, type RollMeta, type RollRenderOptions } from "./roll-shape.js";

/** Read roll-under settings back from a roll's options (clamped). */
export function storedRollUnderSettings(options: Record<string, unknown>): RollUnderSettings {
  const o = anthologyOptions(options);
  const n = MAX_ROLL_UNDER_NUMBER;
  return {
    target: coerceInt(o.target, -n, n, 0),
    modifier: coerceInt(o.modifier, -n, n, 0),
    favour: coerceInt(o.favour, -MAX_ADVANTAGE, MAX_ADVANTAGE, 0),
    bonus: coerceInt(o.bonus, -n, n, 0),
    hidden: o.hidden === true,
  };
}

/**
 * Gods & Monsters and Shadow: a d20 against a target, success when the die is at most the target (+ modifier
 * + post-roll bonus). Favour n > 0 rolls 1+n d20 keeping the lowest (`2d20kl`), n < 0 keeps the highest.
 */
export class RollUnderRoll extends rollBase() {
  static override CHAT_TEMPLATE = DICE_TEMPLATES.rollUnderCard;

  static fromSettings(settings: RollUnderSettings, meta: RollMeta): RollUnderRoll {
    return new RollUnderRoll(rollUnderFormula(settings), {}, { anthology: { family: "rollUnder", ...settings, ...meta } });
  }

  get settings(): RollUnderSettings {
    return storedRollUnderSettings(this.options);
  }

  get faces(): number[] {
    return termFaces(this.dice[0]);
  }

  get evaluation(): RollUnderEvaluation | null {
    return this.faces.length ? evaluateRollUnderRoll(this.faces, this.settings) : null;
  }

  /** The exact chance of success before rolling (without any post-roll bonus). */
  get chance(): number {
    return rollUnderChance(this.settings);
  }

  /** Set the post-roll bonus (a mojo bid) in the options; the evaluation and the card follow. */
  setBonus(bonus: number): this {
    const o = anthologyOptions(this.options);
    this.options.anthology = { ...o, bonus: coerceInt(bonus, -MAX_ROLL_UNDER_NUMBER, MAX_ROLL_UNDER_NUMBER, 0) };
    return this;
  }

  cardContext(isPrivate = false): RollUnderCardContext {
    const meta = readMeta(this.options);
    return rollUnderCardContext({ ...meta, formula: this.formula, faces: this.faces, settings: this.settings, isPrivate });
  }

  override async render(options: RollRenderOptions = {}): Promise<string> {
    if (options.isPrivate) return renderDiceTemplate(DICE_TEMPLATES.privateCard, { label: readMeta(this.options).label });
    return renderDiceTemplate(options.template ?? DICE_TEMPLATES.rollUnderCard, {
      ...this.cardContext(false),
      flavor: options.flavor ?? readMeta(this.options).flavor,
    });
  }
}
