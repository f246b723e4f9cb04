/**
 * The mojo bid after a failed archetypal roll (004 "Rolls", "Mojo experience", "Mojo increases"): a
 * card offers the smallest bid that succeeds; clicking it spends that mojo, flips the roll, adds 50
 * experience per mojo (advancing a level at once), and grants the field bonus the spend would have
 * bought in the field used on the roll.
 */
import { updateDocument } from "../../../core/foundry/updates.js";
import { cardUsedOn, isSystemCard, registerChatAction, spentCardPath } from "../../../core/chat/chat-actions.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { gmConsciousnessOutcome } from "../rules/survival/consciousness.js";
import { gmDeathHeldOutcome } from "../rules/survival/death.js";
import { gmMojoBid, gmMojoIncreases } from "../rules/mojo/bids.js";
import { gmMojoIncreaseOutcome } from "../rules/mojo/increase.js";
import type { GmIncreaseOutcome } from "../rules/mojo/increase.js";
import type { GmMojoIncrease } from "../rules/mojo/bids.js";
import { gmIsCharacter } from "../data/view.js";
import type { GmCharacterActor } from "../data/view.js";
import type { GmRollUnderOutcome } from "./dice-api.js";
import { gmBonusRollUnderMessage } from "./dice-api.js";
import { gmApplyAdvancement } from "./advancement.js";
import { gmNote, gmRollDamage } from "./damage.js";
import { gmFieldsOf } from "../data/field-items.js";
import type { GmFieldView } from "../data/field-items.js";
import { gmActorFromUuid, gmCardOf, gmMessage } from "../chat/resolve.js";
import { postGmCard } from "../chat/cards.js";
import type { GmCardSource } from "../data/card.js";
import { format, localize } from "../../../core/foundry/i18n.js";

/** Where a bid may buy something: the field used (or the one lacked) and the skill. */
export interface GmBidField {
  fieldId: string;
  skill?: string;
  newField?: string;
}

/** Posts the bid card for a failed archetypal roll of a character. */
export async function gmOfferMojoBid(
  actor: GmCharacterActor,
  outcome: GmRollUnderOutcome,
  extra: GmBidField & { purpose: string },
): Promise<ChatMessage.Implementation | undefined> {
  const e = outcome.evaluation;
  const target = e.target + e.bonus;
  const needed = Math.max(0, e.die - target);
  if (needed <= 0) return undefined;
  const mojo = actor.system.mojo;
  const card: GmCardSource = {
    mojoBid: {
      actorUuid: actor.uuid,
      rollMessageId: outcome.message?.id ?? "",
      die: e.die,
      target,
      needed,
      fieldId: extra.fieldId,
      skill: extra.skill ?? "",
      newField: extra.newField ?? "",
      purpose: extra.purpose,
      spent: false,
    },
  };
  return postGmCard({
    template: "mojo-bid",
    actor,
    context: { name: actor.name, needed, mojo, affordable: mojo >= needed, actorUuid: actor.uuid },
    card,
    // The bid tells the roll's outcome: it goes where the roll went.
    follows: outcome.message ?? null,
  });
}

export interface GmMojoBidOutcome {
  spent: number;
  experience: number;
  levelUp: boolean;
  /** What the spend bought at once (the only increase it could buy), or null. */
  increase: GmMojoIncrease | null;
  /** Everything the spend could buy (the player picks one on the card when there are several). */
  options: GmMojoIncrease[];
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** The field a bid is about, and whether the character is of its preferred archetype (skills at 5, else 7). */
function bidField(actor: GmCharacterActor, where: GmBidField): { field: GmFieldView | null; preferred: boolean } {
  const field = gmFieldsOf(actor).find((f) => f.id === where.fieldId) ?? null;
  const n = actor.system.numbers;
  const archetypes: string[] = [n.archetype, ...(n.secondArchetype ? [n.secondArchetype] : [])];
  if (!field) return { field, preferred: true };
  const preferred = field.fightingArt ? archetypes.includes("warrior") : field.restrictedTo === "" || archetypes.includes(field.restrictedTo);
  return { field, preferred };
}

/** The increases a spend of `spent` mojo would have bought in the field and skill of the roll (pure `gmMojoIncreases`). */
export function gmBidIncreases(actor: GmCharacterActor, where: GmBidField, spent: number): GmMojoIncrease[] {
  const { field, preferred } = bidField(actor, where);
  const skill = (where.skill ?? "").trim();
  if (field) {
    const hasSkill = skill === "" || field.skills.some((s) => sameName(s, skill));
    return gmMojoIncreases({ spent, fieldBonus: field.bonus, fightingArt: field.fightingArt, hasSkill, preferredArchetype: preferred });
  }
  if ((where.newField ?? "").trim() === "" || gmFieldsOf(actor).some((f) => sameName(f.name, where.newField ?? ""))) return [];
  return gmMojoIncreases({ spent, fieldBonus: null });
}

/**
 * Grants one increase: the next field bonus, the skill in the field, or the field itself (+1, with the skill), as the
 * pure `gmMojoIncreaseOutcome` decides it, in one `applyOutcome`. Answers the field's name, "" when the increase does
 * not apply, or null when Foundry did not write it (applyOutcome has told the user which step failed).
 */
export async function gmGrantMojoIncrease(actor: GmCharacterActor, where: GmBidField, increase: GmMojoIncrease): Promise<string | null> {
  const { field } = bidField(actor, where);
  const decided = gmMojoIncreaseOutcome({ increase, field: field ?? null, skill: where.skill ?? "", newField: where.newField ?? "" });
  if (!decided) return "";
  return (await gmApplyMojoIncrease(actor, decided)) ? decided.field : null;
}

/**
 * Writes one increase's whole outcome (pure `gmMojoIncreaseOutcome`), for the bid and the sheet's spend alike. A new
 * field is created before the mojo is paid: applyOutcome writes the actor first, and v13 `createEmbeddedDocuments`
 * may create nothing without an error (a preCreateItem hook said no: `ClientDatabaseBackend#_createDocuments`,
 * client/data/client-backend.mjs), and a field that was not created must not be paid for. True when all was written.
 */
export async function gmApplyMojoIncrease(actor: GmCharacterActor, decided: GmIncreaseOutcome): Promise<boolean> {
  const { actor: paid, items } = decided.changes;
  if (!items?.create?.length) return (await applyOutcome(actor, decided.changes)).ok;
  const created = await applyOutcome(actor, { items });
  if (!created.ok) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Mojo.NotCreated", { field: decided.field }));
    return false;
  }
  return !paid || Object.keys(paid).length === 0 || (await applyOutcome(actor, { actor: paid })).ok;
}

/** The query the owner's client sends the active GM to mark a bid card spent and flip its roll (`gmAnswerMojoFlip`). */
export const GM_MOJO_FLIP_QUERY = "anthology.gmMojoFlip";

/** What the owner's client sends: the bid card's id only; the GM's client reads everything else from the world. */
export interface GmMojoFlipQuery {
  messageId: string;
}

/**
 * Whether this client may update `message`: a GM, or its author (v13 `BaseChatMessage#getUserLevel` makes the author
 * OWNER; the server refuses anyone else's update, `common/documents/chat-message.mjs`).
 */
function mayUpdateMessage(message: ChatMessage.Implementation): boolean {
  return game.user?.isGM === true || message.isAuthor;
}

/** Marks the bid card spent and adds the bid to its roll; this client may update both (checked by the caller). */
async function gmFlipBidRoll(message: ChatMessage.Implementation, bonus: number): Promise<void> {
  await updateDocument(message, { "system.mojoBid.spent": true });
  const rollMessage = gmMessage(gmCardOf(message)?.mojoBid?.rollMessageId);
  if (rollMessage) await gmBonusRollUnderMessage(rollMessage, bonus);
}

/**
 * The GM's client (`CONFIG.queries["anthology.gmMojoFlip"]`): a player spent mojo on a bid card a GM posted, which
 * they may not update. Foundry does not say who asked (README "Players acting through the GM"), so everything is
 * read from the world: the card is the system's G&M bid, not yet marked, and the character it names carries the spent
 * mark its owner wrote with the mojo (`spentCardPath`, one actor update; only an owner or a GM may write it). The
 * bonus is the card's own bid.
 */
export async function gmAnswerMojoFlip(data: GmMojoFlipQuery): Promise<{ ok: boolean }> {
  // The data is whatever the sender wrote: read as unknown.
  const sent: unknown = data;
  const messageId = typeof sent === "object" && sent !== null ? (sent as { messageId?: unknown }).messageId : undefined;
  if (!game.user?.isGM || typeof messageId !== "string") return { ok: false };
  const message = gmMessage(messageId);
  const bid = gmCardOf(message)?.mojoBid;
  if (!message || !bid || bid.spent || !isSystemCard(message)) return { ok: false };
  const actor = await gmActorFromUuid(bid.actorUuid);
  if (!actor || !cardUsedOn(actor, message, "gmMojoBid")) return { ok: false };
  await gmFlipBidRoll(message, bid.needed);
  return { ok: true };
}

/** Registers the GM-side handler of the flip query (at init; CONFIG.queries is per client). */
export function registerMojoFlipQuery(): void {
  CONFIG.queries[GM_MOJO_FLIP_QUERY] = gmAnswerMojoFlip;
}

/**
 * Spends the bid of the card `message` for `actor`. Everything is checked before the first write: the card not
 * spent, the mojo enough, and who will flip the roll: this client when it may update the bid card and its roll (a GM,
 * or the player who rolled), else the active GM, asked once the spend is written (a GM's check, consciousness or
 * death roll for a player's character); with no GM connected nothing is spent. The mojo, the experience and the
 * card's spent mark are one actor update, so a second click (or a lost answer) never spends again.
 */
export async function gmSpendMojoBid(message: ChatMessage.Implementation, actor: Actor.Implementation | null): Promise<GmMojoBidOutcome | null> {
  const flags = gmCardOf(message)?.mojoBid;
  if (!flags || !gmIsCharacter(actor)) return null;
  if (flags.spent || cardUsedOn(actor, message, "gmMojoBid")) {
    ui.notifications?.warn(localize("ANTHOLOGY.GM.Mojo.AlreadySpent"));
    return null;
  }
  const before = actor.system;
  const result = gmMojoBid({ roll: flags.die, target: flags.target, bid: flags.needed, mojo: before.mojo, archetypal: true });
  if (result.outcome !== "success") {
    ui.notifications?.warn(localize("ANTHOLOGY.GM.Mojo.NotEnough"));
    return null;
  }
  const rollMessage = gmMessage(flags.rollMessageId);
  const flipHere = mayUpdateMessage(message) && (!rollMessage || mayUpdateMessage(rollMessage));
  const gm = flipHere ? null : (game.users?.activeGM ?? null);
  if (!flipHere && !gm) {
    ui.notifications?.warn(localize("ANTHOLOGY.GM.Mojo.NeedGM"));
    return null;
  }
  const spentPath = spentCardPath(message, "gmMojoBid");
  const levelBefore = before.numbers.level;
  await updateDocument(actor, {
    "system.mojo": result.mojo,
    "system.experience": before.experience + result.experience,
    ...(spentPath ? { [spentPath]: true } : {}),
  });
  if (flipHere) await gmFlipBidRoll(message, result.spent);
  else {
    let flipped = false;
    try {
      const answer = await gm!.query(GM_MOJO_FLIP_QUERY, { messageId: message.id ?? "" }, { timeout: 30_000 });
      flipped = answer?.ok === true;
    } catch {
      flipped = false;
    }
    // The spend stands (recorded on the character); the GM's card just does not show it yet.
    if (!flipped) ui.notifications?.warn(localize("ANTHOLOGY.GM.Mojo.NotFlipped"));
  }

  // 004 "Mojo increases": a spend that would have bought a field bonus, skill or field grants it;
  // when it could buy more than one, the card lets the player pick.
  const where: GmBidField = { fieldId: flags.fieldId, skill: flags.skill ?? "", newField: flags.newField ?? "" };
  const options = gmBidIncreases(actor, where, result.spent);
  let increase: GmMojoIncrease | null = null;
  let field = "";
  if (options.length === 1) {
    const granted = await gmGrantMojoIncrease(actor, where, options[0]!);
    if (granted !== null) {
      increase = options[0]!;
      field = granted;
    }
  }
  const levelUp = actor.system.numbers.level > levelBefore;
  // What a spend offers to choose from, on the result card (one button each).
  const choice: GmCardSource | null = options.length > 1 ? { mojoIncrease: { ...where, actorUuid: actor.uuid, options, chosen: "" } } : null;
  await postGmCard({
    template: "mojo-result",
    actor,
    context: {
      name: actor.name,
      spent: result.spent,
      experience: result.experience,
      mojo: result.mojo,
      levelUp,
      purpose: flags.purpose,
      increase,
      field,
      skill: where.skill,
      actorUuid: actor.uuid,
      choices: choice ? options : [],
    },
    card: choice ?? {},
  });
  if (levelUp) await gmApplyAdvancement(actor);
  await gmAfterFlippedRoll(actor, flags.purpose, rollMessage);
  return { spent: result.spent, experience: result.experience, levelUp, increase, options };
}

/** The player's pick among the increases a spend could buy (once per card). */
export async function gmChooseMojoIncrease(
  message: ChatMessage.Implementation,
  actor: Actor.Implementation | null,
  choice: string | undefined,
): Promise<GmMojoIncrease | null> {
  const flags = gmCardOf(message)?.mojoIncrease;
  if (!flags || !gmIsCharacter(actor)) return null;
  if (flags.chosen || cardUsedOn(actor, message, "gmMojoIncrease")) {
    ui.notifications?.warn(localize("ANTHOLOGY.GM.Mojo.AlreadyChosen"));
    return null;
  }
  const increase = flags.options.find((o) => o === choice);
  if (!increase) return null;
  const field = await gmGrantMojoIncrease(actor, flags, increase);
  // Nothing granted (Foundry created no field): the choice stays open.
  if (field === null) return null;
  // The card's own mark, when this client may write it (a GM posted the spend for the player: the core's spent mark
  // on the character records the choice instead).
  if (mayUpdateMessage(message)) await updateDocument(message, { "system.mojoIncrease.chosen": increase });
  await gmNote(actor, `ANTHOLOGY.GM.Mojo.Granted.${increase}`, { name: actor.name, field, skill: flags.skill });
  return increase;
}

/** What a roll turned into a success by mojo changes: an attack now hits, the character stays conscious or holds on. */
async function gmAfterFlippedRoll(actor: GmCharacterActor, purpose: string, rollMessage: ChatMessage.Implementation | null): Promise<void> {
  if (purpose === "attack") {
    const attack = gmCardOf(rollMessage)?.attack;
    if (attack) await gmRollDamage(actor, attack, rollMessage);
  } else if (purpose === "consciousness") {
    await applyOutcome(actor, gmConsciousnessOutcome({ conscious: true, afterFailure: true }));
  } else if (purpose === "death") {
    // The injuries had succeeded; now the character succeeds too: both keep rolling (004 contests).
    await applyOutcome(actor, { ...gmDeathHeldOutcome(), cards: [() => gmNote(actor, "ANTHOLOGY.GM.Death.RollAgain", { name: actor.name })] });
  }
}

export function registerMojoBidAction(): void {
  registerMojoFlipQuery();
  registerChatAction("gmMojoBid", {
    cards: ["gmCard"],
    once: true,
    usedWarning: "ANTHOLOGY.GM.Mojo.AlreadySpent",
    actor: (ctx) => gmActorFromUuid(gmCardOf(ctx.message)?.mojoBid?.actorUuid),
    run: (ctx, actor) => gmSpendMojoBid(ctx.message, actor),
  });
  registerChatAction("gmMojoIncrease", {
    cards: ["gmCard"],
    once: true,
    usedWarning: "ANTHOLOGY.GM.Mojo.AlreadyChosen",
    actor: (ctx) => gmActorFromUuid(gmCardOf(ctx.message)?.mojoIncrease?.actorUuid),
    // The choice is checked against the options the card's system holds.
    run: (ctx, actor) => gmChooseMojoIncrease(ctx.message, actor, ctx.dataset.increase),
  });
}
