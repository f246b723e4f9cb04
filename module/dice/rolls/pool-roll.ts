import { poolCardContext, type PoolCardContext } from "../cards/pool-card.js";
import { coerceInt } from "../rules/coerce.js";
import { evaluatePool, MAX_POOL_DICE, MAX_POOL_GROUPS, type PoolEvaluation } from "../rules/pool.js";
import { poolChance, poolFormula, type PoolSettings } from "../requests/pool-settings.js";
import { DICE_TEMPLATES } from "./templates.js";
import { anthologyOptions, readMeta, renderDiceTemplate, rollBase, termFaces, type RollMeta, type RollRenderOptions } from "./roll-shape.js";

/** Read pool settings back from a roll's options (clamped): at most 6 groups of 0–20 dice, a failing match of 2–21 or none. */
export function storedPoolSettings(options: Record<string, unknown>): PoolSettings {
  const o = anthologyOptions(options);
  const groups = Array.isArray(o.groups) ? o.groups.slice(0, MAX_POOL_GROUPS).map((g: unknown) => coerceInt(g, 0, MAX_POOL_DICE, 0)) : [];
  const failAt = o.failAt === null || o.failAt === undefined ? null : coerceInt(o.failAt, 2, MAX_POOL_DICE + 1, 3);
  return { groups, failAt };
}

/**
 * A pool of d6 summed, in groups (Warden's Magic Dice: inventory slot dice, mana dust dice, the free die), one dice
 * term per group that rolls: `1d6 + 2d6`. `roll.total` is the [sum]; `evaluation` says how many dice show one face.
 */
export class PoolRoll extends rollBase() {
  static override CHAT_TEMPLATE = DICE_TEMPLATES.poolCard;

  static fromSettings(settings: PoolSettings, meta: RollMeta): PoolRoll {
    return new PoolRoll(poolFormula(settings), {}, { anthology: { family: "pool", ...settings, ...meta } });
  }

  get settings(): PoolSettings {
    return storedPoolSettings(this.options);
  }

  /**
   * The faces of each group in the settings' order (a group of 0 dice has none and no term). `Roll#dice` lists the
   * roll's dice terms in formula order, each with its `results` (v13 https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html,
   * https://foundryvtt.com/api/v13/classes/foundry.dice.terms.DiceTerm.html); the class is in `CONFIG.Dice.rolls`
   * ("Configured Roll class definitions", https://foundryvtt.com/api/v13/variables/CONFIG.Dice.html) so a message rebuilds it.
   */
  get groupFaces(): number[][] {
    let term = 0;
    return this.settings.groups.map((count) => (count > 0 ? termFaces(this.dice[term++]) : []));
  }

  get evaluation(): PoolEvaluation | null {
    const groups = this.groupFaces;
    return groups.some((g) => g.length) ? evaluatePool(groups, this.settings.failAt) : null;
  }

  /** The exact chance the pool had to hold (fewer than `failAt` matching dice), null when it cannot fail. */
  get chance(): number | null {
    return poolChance(this.settings);
  }

  cardContext(isPrivate = false): PoolCardContext {
    const meta = readMeta(this.options);
    return poolCardContext({ ...meta, formula: this.formula, groups: this.groupFaces, settings: this.settings, isPrivate });
  }

  override async render(options: RollRenderOptions = {}): Promise<string> {
    if (options.isPrivate) return renderDiceTemplate(DICE_TEMPLATES.privateCard, { label: readMeta(this.options).label });
    return renderDiceTemplate(options.template ?? DICE_TEMPLATES.poolCard, {
      ...this.cardContext(false),
      flavor: options.flavor ?? readMeta(this.options).flavor,
    });
  }
}
