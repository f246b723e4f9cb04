/**
 * `rollAdvantage` (Warden): dialog (unless skipped), base d20 with net advantage + modifier + object dice,
 * chat card. A secret DC never reaches players: the public roll's options and card carry no DC, no outcome
 * and no chance; those go to a GM-only card posted as a blind GM whisper (so a player who rolled cannot read
 * it either: Foundry hides blind roll content from its author).
 */
import { postChatCard } from "../../core/chat/post-card.js";
import { advantageCardContext, evaluateAdvantageRoll, type AdvantageRollEvaluation } from "../cards/advantage-card.js";
import { AdvantageRollDialog } from "../dialogs/advantage-dialog.js";
import type { AdvantageCheck } from "../odds/advantage.js";
import { validateAdvantageInput } from "../odds/limits.js";
import type { AdvantageRole, AdvantageSettings } from "../requests/advantage-settings.js";
import { AdvantageRoll } from "../rolls/advantage-roll.js";
import { DICE_TEMPLATES } from "../rolls/templates.js";
import { postRollCard, refuse, requestRollMode, type RollOutcome, type RollRequestCommon } from "./request.js";

export interface AdvantageRequest extends RollRequestCommon {
  modifier: number;
  /** Net advantage on the base d20 (negative: disadvantage). */
  advantage?: number;
  /** Object dice, each with its own net advantage; `label` is plain text (a weapon's name). */
  objects?: { label?: string; faces: number; advantage?: number }[];
  dc?: number | null;
  /** Keep the DC from players. */
  dcSecret?: boolean;
  /** "initiator" (an action: IR ≥ DC/TR succeeds) or "target" (a save: TR > DC/IR succeeds). */
  role?: AdvantageRole;
  /** The other side of a contested check: a known result, or its dice for the chance of winning. */
  opposed?: { label: string; total?: number | null; check?: AdvantageCheck | null } | null;
}

export function advantageSettingsOf(request: AdvantageRequest): AdvantageSettings {
  return {
    modifier: request.modifier,
    advantage: request.advantage ?? 0,
    objects: (request.objects ?? []).map((o) => ({ label: o.label ?? "", faces: o.faces, advantage: o.advantage ?? 0 })),
    dc: request.dc ?? null,
    dcSecret: Boolean(request.dcSecret) && request.dc !== null && request.dc !== undefined,
    role: request.role ?? "initiator",
    opposed: request.opposed ?? null,
  };
}

/** The settings a public roll may carry: a secret DC is removed (the flag stays so the card hides the result). */
export function publicAdvantageSettings(s: AdvantageSettings): AdvantageSettings {
  return s.dcSecret ? { ...s, dc: null } : s;
}

/** Warden check: ask (unless `skipDialog`), roll, post the card (and the GM-only card for a secret DC). */
export async function rollAdvantage(request: AdvantageRequest): Promise<(RollOutcome<AdvantageRoll, AdvantageRollEvaluation> & { gmMessage?: ChatMessage.Implementation }) | null> {
  let settings = advantageSettingsOf(request);
  let rollMode = requestRollMode(request.rollMode);
  if (!request.skipDialog) {
    const answer = await AdvantageRollDialog.prompt({ label: request.label, settings, rollMode });
    if (!answer) return null;
    ({ settings, rollMode } = answer);
    if (settings.dc === null) settings = { ...settings, dcSecret: false };
  }
  const error = validateAdvantageInput(settings);
  if (error) return refuse(error);
  const meta = { label: request.label, flavor: request.flavor };
  const roll = AdvantageRoll.fromSettings(publicAdvantageSettings(settings), meta);
  await roll.evaluate();
  const message = await postRollCard({ template: DICE_TEMPLATES.advantageCard, context: roll.cardContext(), rolls: [roll], actor: request.actor, rollMode, flags: request.flags });
  // The caller passed the DC, so it gets the full evaluation (success against the secret DC too).
  const evaluation = evaluateAdvantageRoll(roll.baseFaces, roll.objectFaces, settings);
  let gmMessage: ChatMessage.Implementation | undefined;
  if (settings.dcSecret) {
    const detail = advantageCardContext({ ...meta, formula: roll.formula, base: roll.baseFaces, objects: roll.objectFaces, settings, hideTarget: false, gmDetail: true });
    // A whisper to the GMs that is NOT a roll message: v13 shows a whispered roll to every other client as "rolled
    // privately", content and flags included, so a roll here would carry the DC to every player (issue 12 finding
    // 3). A plain whisper reaches only its recipients and its author (the roller, whose client had the DC anyway).
    gmMessage = await postChatCard({ template: DICE_TEMPLATES.advantageCard, context: { ...detail, tooltip: "" }, rolls: [], actor: request.actor, rollMode: "gmroll", flags: request.flags });
  }
  return { roll, evaluation, message, gmMessage };
}
