/**
 * `rollAdvantage` (Warden): dialog (unless skipped), base d20 with net advantage + modifier + object dice,
 * chat card. A secret DC never reaches players: the public roll's options and card carry no DC, no outcome
 * and no chance; those go to a GM-only card posted as a blind GM whisper (so a player who rolled cannot read
 * it either: Foundry hides blind roll content from its author).
 */
import { postChatCard } from "../../core/chat/post-card.js";
import { advantageCardContext, evaluateAdvantageRoll, type AdvantageRollEvaluation } from "../cards/advantage-card.js";
import { AdvantageRollDialog } from "../dialogs/advantage-dialog.js";
import type { AdvantageCheck } from "../rules/advantage.js";
import { validateAdvantageInput } from "../rules/limits.js";
import { advantageHidden, advantageSettingsRead, type AdvantageRole, type AdvantageSettings } from "../requests/advantage-settings.js";
import type { AnyRollExtension } from "../requests/roll-extension.js";
import { AdvantageRoll } from "../rolls/advantage-roll.js";
import { DICE_TEMPLATES } from "../rolls/templates.js";
import { buildRoll, type RollFamily } from "./pipeline.js";
import { postFamilyCard, requestRollMode, type RollOutcome, type RollRequestCommon } from "./request.js";

export interface AdvantageRequest extends RollRequestCommon {
  modifier: number;
  /** Net advantage on the base d20 (negative: disadvantage). */
  advantage?: number;
  /** Object dice, each with its own net advantage; `label` is plain text (a weapon's name). */
  objects?: { label?: string; faces: number; advantage?: number }[];
  dc?: number | null;
  /**
   * Keep the DC from players (a secret DC; the name every family uses for a difficulty only the GM holds). A macro
   * written for the flag's old name still keeps its DC secret: the request is read through `advantageHidden`.
   */
  hidden?: boolean;
  /** "initiator" (an action: IR ≥ DC/TR succeeds) or "target" (a save: TR > DC/IR succeeds). */
  role?: AdvantageRole;
  /** The other side of a contested check: a known result, or its dice for the chance of winning. */
  opposed?: { label: string; total?: number | null; check?: AdvantageCheck | null } | null;
  /** The ruleset's own fields and rules (API.md "extension"): its options replace the family's inputs. */
  extension?: AnyRollExtension<AdvantageSettings> | null;
}

export function advantageSettingsOf(request: AdvantageRequest): AdvantageSettings {
  return {
    modifier: request.modifier,
    advantage: request.advantage ?? 0,
    objects: (request.objects ?? []).map((o) => ({ label: o.label ?? "", faces: o.faces, advantage: o.advantage ?? 0 })),
    dc: request.dc ?? null,
    hidden: advantageHidden(request) && request.dc !== null && request.dc !== undefined,
    role: request.role ?? "initiator",
    opposed: request.opposed ?? null,
  };
}

/**
 * The settings a public roll may carry: a secret DC is removed (the flag stays so the card hides the result), and so
 * are the other side's dice of a contest (its attribute and object dice, a GM's creature's numbers): they served the
 * chance before rolling, and the roll's options reach every client that holds the message; its name and any known
 * result stay.
 */
export function publicAdvantageSettings(settings: AdvantageSettings): AdvantageSettings {
  const s = advantageSettingsRead(settings);
  const opposed = s.opposed?.check ? { label: s.opposed.label, total: s.opposed.total ?? null } : s.opposed;
  return s.hidden ? { ...s, dc: null, opposed } : { ...s, opposed };
}

/** The Warden family in the pipeline: its dialog, limits, Roll (public settings only) and card(s). */
export const ADVANTAGE_FAMILY: RollFamily<AdvantageSettings, AdvantageRoll, { gmMessage?: ChatMessage.Implementation }> = {
  prompt: async (request) => {
    // Settings a preConfigureRoll hook changed are read like a request's (it may have set the old flag name).
    const answer = await AdvantageRollDialog.prompt({ ...request, settings: advantageSettingsRead(request.settings) });
    // A DC cleared in the dialog cannot stay secret.
    return answer && answer.settings.dc === null ? { ...answer, settings: { ...answer.settings, hidden: false } } : answer;
  },
  validate: validateAdvantageInput,
  shift: (requested, rolled) => rolled.modifier - requested.modifier,
  build: (settings, meta) => AdvantageRoll.fromSettings(publicAdvantageSettings(settings), meta),
  post: async (roll, config, message) => {
    const settings = advantageSettingsRead(config.settings);
    const posted = await postFamilyCard(DICE_TEMPLATES.advantageCard, roll, config.actor, message);
    let gmMessage: ChatMessage.Implementation | undefined;
    if (settings.hidden) {
      const detail = advantageCardContext({
        label: config.label,
        flavor: config.flavor,
        why: config.why,
        formula: roll.formula,
        base: roll.baseFaces,
        objects: roll.objectFaces,
        settings,
        hideTarget: false,
        gmDetail: true,
      });
      // A whisper to the GMs that is NOT a roll message: v13 shows a whispered roll to every other client as "rolled
      // privately", content and flags included, so a roll here would carry the DC to every player (README
      // "Trust": secret DCs). A plain whisper reaches only its recipients and its author (the roller, whose client had the DC anyway).
      gmMessage = await postChatCard({
        template: DICE_TEMPLATES.advantageCard,
        context: { ...detail, tooltip: "" },
        rolls: [],
        actor: config.actor,
        rollMode: "gmroll",
        card: message.card,
        flags: message.flags,
      });
    }
    return { message: posted, gmMessage };
  },
};

/**
 * Warden check through the pipeline: ask (unless `skipDialog`), roll, post the card (and the GM-only card for a secret
 * DC). With an extension, `options` is what the player left in the ruleset's fields.
 */
export async function rollAdvantage(
  request: AdvantageRequest,
): Promise<(RollOutcome<AdvantageRoll, AdvantageRollEvaluation> & { gmMessage?: ChatMessage.Implementation; options?: unknown }) | null> {
  const built = await buildRoll(
    ADVANTAGE_FAMILY,
    {
      family: "advantage",
      label: request.label,
      flavor: request.flavor,
      why: request.why,
      actor: request.actor,
      settings: advantageSettingsOf(request),
      extension: request.extension ?? null,
    },
    { configure: !request.skipDialog },
    { rollMode: requestRollMode(request.rollMode), card: request.card, flags: request.flags, ...(request.privateRoll ? { privateRoll: true } : {}) },
  );
  if (!built) return null;
  const { roll, config, posted } = built;
  // The caller passed the DC, so it gets the full evaluation (success against the secret DC too).
  const evaluation = evaluateAdvantageRoll(roll.baseFaces, roll.objectFaces, config.settings);
  return { roll, evaluation, message: posted.message, gmMessage: posted.gmMessage, ...(config.extension ? { options: config.options } : {}) };
}
