import { advantageCardContext, evaluateAdvantageRoll, type AdvantageCardContext, type AdvantageRollEvaluation } from "../cards/advantage-card.js";
import { advantageCheck, type AdvantageCheck } from "../rules/advantage.js";
import { coerceInt } from "../rules/coerce.js";
import { MAX_ADVANTAGE, MAX_OBJECT_DICE, MAX_OBJECT_FACES, MAX_WARDEN_NUMBER } from "../rules/limits.js";
import { advantageChance, advantageFormula, advantageHidden, type AdvantageSettings } from "../requests/advantage-settings.js";
import { DICE_TEMPLATES } from "./templates.js";
import { anthologyOptions, readMeta, renderDiceTemplate, rollBase, termFaces, type RollMeta, type RollRenderOptions } from "./roll-shape.js";

function storedCheck(value: unknown): AdvantageSettings["opposed"] {
  if (!value || typeof value !== "object") return null;
  const o = value as { label?: unknown; total?: unknown; check?: unknown };
  const total = typeof o.total === "number" && Number.isFinite(o.total) ? o.total : null;
  const check = o.check && typeof o.check === "object" ? advantageCheck(o.check as AdvantageCheck) : null;
  return { label: typeof o.label === "string" ? o.label : "", total, check };
}

/** Read Warden settings back from a roll's options (clamped; the secret-DC flag through `advantageHidden`, which also reads older rolls' name for it). */
export function storedAdvantageSettings(options: Record<string, unknown>): AdvantageSettings {
  const o = anthologyOptions(options);
  const n = MAX_WARDEN_NUMBER;
  const objects = Array.isArray(o.objects) ? (o.objects as Record<string, unknown>[]).slice(0, MAX_OBJECT_DICE) : [];
  return {
    modifier: coerceInt(o.modifier, -n, n, 0),
    advantage: coerceInt(o.advantage, -MAX_ADVANTAGE, MAX_ADVANTAGE, 0),
    objects: objects.map((x) => ({
      label: typeof x?.label === "string" ? x.label : "",
      faces: coerceInt(x?.faces, 1, MAX_OBJECT_FACES, 6),
      advantage: coerceInt(x?.advantage, -MAX_ADVANTAGE, MAX_ADVANTAGE, 0),
    })),
    dc: typeof o.dc === "number" && Number.isFinite(o.dc) ? coerceInt(o.dc, -n, n, 20) : null,
    hidden: advantageHidden(o),
    role: o.role === "target" ? "target" : "initiator",
    opposed: storedCheck(o.opposed),
  };
}

/**
 * Warden: base d20 with net advantage (`3d20kh` / `2d20kl`) + modifier + object dice, each with its own net
 * advantage. Total = IR (initiator) or TR (target). Settings in `options.anthology`; a secret DC is kept out of
 * the options of the public roll (see flow/roll-advantage.ts).
 */
export class AdvantageRoll extends rollBase() {
  static override CHAT_TEMPLATE = DICE_TEMPLATES.advantageCard;

  static fromSettings(settings: AdvantageSettings, meta: RollMeta): AdvantageRoll {
    return new AdvantageRoll(advantageFormula(settings), {}, { anthology: { family: "advantage", ...settings, ...meta } });
  }

  get settings(): AdvantageSettings {
    return storedAdvantageSettings(this.options);
  }

  /** Faces of the base d20s (kept and dropped), roll order. */
  get baseFaces(): number[] {
    return termFaces(this.dice[0]);
  }

  /** Faces of each object die (kept and dropped), in the order of `settings.objects`. */
  get objectFaces(): number[][] {
    return this.dice.slice(1).map((d) => termFaces(d));
  }

  get evaluation(): AdvantageRollEvaluation | null {
    return this.baseFaces.length ? evaluateAdvantageRoll(this.baseFaces, this.objectFaces, this.settings) : null;
  }

  /** The exact chance of success before rolling, or null with nothing to compare with. */
  get chance(): number | null {
    return advantageChance(this.settings);
  }

  /** Card context; `hideTarget` leaves out the DC, outcome and chance (public card of a secret DC). */
  cardContext(options: { isPrivate?: boolean; hideTarget?: boolean; gmDetail?: boolean } = {}): AdvantageCardContext {
    const meta = readMeta(this.options);
    const settings = this.settings;
    return advantageCardContext({
      ...meta,
      formula: this.formula,
      base: this.baseFaces,
      objects: this.objectFaces,
      settings,
      isPrivate: options.isPrivate,
      hideTarget: options.hideTarget ?? settings.hidden,
      gmDetail: options.gmDetail,
    });
  }

  override async render(options: RollRenderOptions = {}): Promise<string> {
    if (options.isPrivate) return renderDiceTemplate(DICE_TEMPLATES.privateCard, { label: readMeta(this.options).label });
    return renderDiceTemplate(options.template ?? DICE_TEMPLATES.advantageCard, {
      ...this.cardContext(),
      flavor: options.flavor ?? readMeta(this.options).flavor,
    });
  }
}
