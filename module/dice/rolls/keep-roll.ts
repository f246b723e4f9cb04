import { keepCardContext, evaluateKeepRoll, type KeepCardContext, type KeepRollEvaluation } from "../cards/keep-card.js";
import { coerceInt } from "../rules/coerce.js";
import { clampKeepPool } from "../rules/keep-pool.js";
import { MAX_KEEP_DICE } from "../rules/limits.js";
import { keepChance, keepFormula, type KeepSettings } from "../requests/keep-settings.js";
import { DICE_TEMPLATES } from "./templates.js";
import { anthologyOptions, readMeta, renderDiceTemplate, rollBase, storedNumber, termFaces, type RollMeta, type RollRenderOptions } from "./roll-shape.js";

/** Read keep settings back from a roll's options (clamped: stored data is never trusted blindly). */
export function storedKeepSettings(options: Record<string, unknown>): KeepSettings {
  const o = anthologyOptions(options);
  const pool = clampKeepPool({ roll: o.roll, keep: o.keep, difficulty: o.difficulty });
  const ext = o.extended as { previous?: unknown; needed?: unknown } | null | undefined;
  return {
    roll: pool.roll,
    keep: coerceInt(o.keep, 1, MAX_KEEP_DICE, 1),
    difficulty: pool.difficulty,
    needed: Math.max(0, Math.trunc(storedNumber(o.needed, 1))),
    extended:
      ext && typeof ext === "object"
        ? {
            previous: Array.isArray(ext.previous) ? ext.previous.map((p) => storedNumber(p, 0)) : [],
            needed: Math.max(0, Math.trunc(storedNumber(ext.needed, 1))),
          }
        : null,
    hidden: o.hidden === true,
    ...(o.unnamed === true ? { unnamed: true } : {}),
  };
}

/**
 * Roll & Keep: N d10, keep the K highest, count kept dice ≥ difficulty (`6d10kh4cs>=7`, Foundry's own terms,
 * so Dice So Nice and tooltips work). Settings in `options.anthology`.
 */
export class KeepRoll extends rollBase() {
  static override CHAT_TEMPLATE = DICE_TEMPLATES.keepCard;

  /**
   * An unevaluated keep roll for these settings. A hidden difficulty's roll (`settings.hidden`) stores no difficulty
   * at all: only the flag, so neither its data nor its formula carries the placeholder it was validated with.
   */
  static fromSettings(settings: KeepSettings, meta: RollMeta): KeepRoll {
    if (settings.hidden) {
      const { difficulty: _placeholder, ...known } = settings;
      return new KeepRoll(keepFormula(settings), {}, { anthology: { family: "keep", ...known, hidden: true, ...meta } });
    }
    const { hidden: _shown, ...shown } = settings;
    return new KeepRoll(keepFormula(settings), {}, { anthology: { family: "keep", ...shown, ...meta } });
  }

  get settings(): KeepSettings {
    return storedKeepSettings(this.options);
  }

  /** Every d10 rolled, kept and dropped, in roll order. */
  get faces(): number[] {
    return termFaces(this.dice[0]);
  }

  /** The result (null before evaluation). */
  get evaluation(): KeepRollEvaluation | null {
    return this.dice[0]?.results.length ? evaluateKeepRoll(this.faces, this.settings) : null;
  }

  /** The exact chance of meeting the successes needed, before rolling. */
  get chance(): number {
    return keepChance(this.settings).success;
  }

  cardContext(isPrivate = false): KeepCardContext {
    const meta = readMeta(this.options);
    return keepCardContext({ ...meta, formula: this.formula, faces: this.faces, settings: this.settings, isPrivate });
  }

  override async render(options: RollRenderOptions = {}): Promise<string> {
    if (options.isPrivate) return renderDiceTemplate(DICE_TEMPLATES.privateCard, { label: readMeta(this.options).label });
    return renderDiceTemplate(options.template ?? DICE_TEMPLATES.keepCard, {
      ...this.cardContext(false),
      flavor: options.flavor ?? readMeta(this.options).flavor,
    });
  }
}
