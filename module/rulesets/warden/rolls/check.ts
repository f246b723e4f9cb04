/**
 * Actions and saves: the attribute's score as modifier, the object dice of the items used (a sharp weapon's
 * die with advantage), rolled through the dice room's AdvantageRoll; its one dialog holds the Warden's fields
 * (rolls/check-extension.ts). An attack then offers its weapon die as damage.
 */
import { targetedTokens } from "../../../core/foundry/targets.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { WARDEN_ATTRIBUTES, type WardenAttribute } from "../rules/attributes.js";
import { wardenAttackModifiers } from "../rules/detachment.js";
import { WARDEN_UNARMED_DIE, wardenTwoWeaponDamage } from "../rules/damage.js";
import { wardenAttackLands, wardenContested } from "../rules/check.js";
import { wardenSystem } from "../data/numbers.js";
import { postWardenCard } from "../chat/cards.js";
import type { WardenCheckItem } from "./check-request.js";
import { isWardenCheckRollOptions, wardenUsedDice, type WardenCheckDie } from "./check-options.js";
import { wardenCheckExtension, wardenCheckLabel } from "./check-extension.js";
import { rollWardenAdvantage, type WardenAdvantageOutcome } from "./dice-api.js";
import { actorItems } from "../../../core/foundry/items.js";
import { isWardenArmor, isWardenCreature, isWardenGear, isWardenWeapon } from "../data/types.js";
import { wardenCard } from "../data/card.js";
import { isWardenActor, wardenBankedAdvantage } from "../data/numbers.js";
import { WARDEN_BANKED_ADVANTAGE_PATH } from "../rules/actions.js";
import { wardenContestOf } from "./contest.js";
import { translations } from "../../../core/foundry/i18n.js";

export type WardenCheckKind = "action" | "attack" | "save";

export interface WardenCheckOptions {
  attribute?: WardenAttribute;
  itemIds?: string[];
  kind?: WardenCheckKind;
  skipDialog?: boolean;
  dc?: number | null;
  /** Keep the DC from players (a GM's request): a secret DC. */
  hidden?: boolean;
  label?: string;
  /** Add the unarmed d4 as a weapon die. */
  unarmed?: boolean;
  /** Object dice the situation lends beyond the items (a roll link's `+d6`), by faces. */
  extraDice?: number[];
  /** Extra net advantage on the base d20 (added to what the situation gives). */
  advantage?: number;
  /**
   * A contested check whose other side is already known: the target's TR (for an action) or the
   * initiator's IR (for a save). The dialog can also ask for it.
   */
  opposed?: { label: string; total: number } | null;
  /** The attribute's score when it is not the actor's own (a morale save on the leader's WIL, 003 "Morale"). */
  score?: number;
  /**
   * Rolled in a mode that whispers, the roll is no roll message, so only its recipients hold its numbers (a GM's
   * creature's save against an attack: the dice room's `privateRoll`, module/dice/API.md).
   */
  privateRoll?: boolean;
}

/** The items of an actor that can add an object die (a weapon's die is an attack's damage). */
export function checkItemsOf(actor: Actor.Implementation): (WardenCheckItem & { weapon: boolean })[] {
  const out: (WardenCheckItem & { weapon: boolean })[] = [];
  for (const item of actorItems(actor)) {
    const weapon = isWardenWeapon(item);
    const die = weapon ? item.system.die : isWardenArmor(item) || isWardenGear(item) ? item.system.objectDie : 0;
    if (die >= 2) out.push({ id: item.id ?? "", name: item.name ?? "", die, sharp: weapon && item.system.sharp, weapon });
  }
  return out;
}

/** Net base-die advantage from the attack situation: detachments (impaired/enhanced) against the first target. */
function situationAdvantage(actor: Actor.Implementation, kind: WardenCheckKind): number {
  if (kind !== "attack") return 0;
  const targetActor = targetedTokens()[0]?.actor ?? null;
  const targetIsDetachment = Boolean(targetActor && isWardenCreature(targetActor) && targetActor.system.detachment);
  const attackerIsDetachment = isWardenCreature(actor) && actor.system.detachment;
  return wardenAttackModifiers({ attackerIsDetachment, targetIsDetachment }).advantage;
}

/**
 * An action, attack or save through the dice room's one pipeline: the attribute, who rolls, the other side's result,
 * the object dice and the DC are fields of the dice dialog (module/dice/API.md "extension"), whose headline reads
 * "IR vs DC 20" with the exact chance, live; Cancel or closing rolls nothing, and the skip-dialog key rolls at once.
 */
export async function wardenRollCheck(actor: Actor.Implementation, options: WardenCheckOptions = {}): Promise<WardenAdvantageOutcome | null> {
  const i18n = translations();
  const kind = options.kind ?? "action";
  const chosen = options.itemIds ?? [];
  const lent = (label: string, faces: number, weapon: boolean): WardenCheckDie => ({ itemId: "", label, faces, advantage: 0, used: true, weapon });
  const dice: WardenCheckDie[] = [
    ...checkItemsOf(actor).map((i) => ({
      itemId: i.id,
      label: i.name,
      faces: i.die,
      advantage: i.sharp ? 1 : 0,
      used: chosen.includes(i.id),
      weapon: i.weapon,
    })),
    ...(options.extraDice ?? []).map((faces) => lent(i18n.localize("ANTHOLOGY.Warden.RollLink.ExtraDie"), faces, false)),
    ...(options.unarmed ? [lent(i18n.localize("ANTHOLOGY.Warden.Unarmed"), WARDEN_UNARMED_DIE, true)] : []),
  ];
  // The items used are rolled first, in the order given (a weapon's own roll, a roll link's items).
  dice.sort((a, b) => rank(a) - rank(b));
  function rank(d: WardenCheckDie): number {
    const at = chosen.indexOf(d.itemId);
    return d.itemId === "" ? chosen.length : at >= 0 ? at : chosen.length + 1;
  }
  const s = wardenSystem(actor);
  const banked = wardenBankedAdvantage(actor);
  const role = kind === "save" ? "target" : "initiator";
  const attribute = options.attribute ?? "str";
  const scores = { str: s.str, dex: s.dex, wil: s.wil };
  if (options.score !== undefined) scores[attribute] = { ...scores[attribute], value: options.score };
  // One targeted token and no known result: the attack is contested by that target's save (003, a CC), and the
  // dialog shows the exact chance against its numbers. The dice room keeps those numbers out of the posted roll.
  const targets = kind === "attack" ? targetedTokens() : [];
  const targetActor = targets.length === 1 ? (targets[0]?.actor ?? null) : null;
  const contestTarget = targetActor && isWardenActor(targetActor) && targetActor.uuid !== actor.uuid && !options.opposed ? targetActor : null;
  const contest = contestTarget ? wardenContestOf(contestTarget, targets[0]?.name || contestTarget.name || "") : null;
  const extension = wardenCheckExtension({
    contest,
    scores,
    mayEditDc: (game.user?.isGM ?? false) || !options.hidden,
    opposedLabel: (r) => options.opposed?.label || i18n.localize(r === "target" ? "ANTHOLOGY.Warden.Check.IR" : "ANTHOLOGY.Warden.Check.TR"),
    label: options.label,
    options: {
      attribute,
      role,
      opposed: options.opposed?.total ?? null,
      // Advantage banked by Gain Advantage (003 "Special Actions in Combat") joins this roll's base die.
      advantage: situationAdvantage(actor, kind) + (options.advantage ?? 0) + banked,
      dice,
      dc: options.dc ?? null,
      hidden: Boolean(options.hidden) && options.dc !== null && options.dc !== undefined,
    },
  });
  const first = extension.apply(extension.options);
  const out = await rollWardenAdvantage({
    actor,
    label: wardenCheckLabel(extension.options, options.label),
    ...first,
    skipDialog: options.skipDialog,
    card: wardenCard({ kind, actorUuid: actor.uuid }),
    extension,
    ...(options.privateRoll ? { privateRoll: true } : {}),
  });
  if (!out) return null;
  // "for the next roll": the banked Advantage is used up by this one.
  if (banked > 0) await updateDocument(actor, { [WARDEN_BANKED_ADVANTAGE_PATH]: 0 });
  if (kind !== "attack") return out;
  // The weapon die that was rolled is the damage; with two weapons the highest of both counts.
  const chosenOptions = isWardenCheckRollOptions(out.options) ? out.options : extension.options;
  const used = wardenUsedDice(chosenOptions);
  const weaponFaces = out.evaluation.objects.filter((_o, i) => used[i]?.weapon).map((o) => o.kept);
  // Each weapon die as rolled ("Battleaxe d10: 6"), so the card shows the damage roll, not only its result.
  const weaponDice = out.evaluation.objects.flatMap((o, i) => {
    const die = used[i];
    return die?.weapon ? [{ label: die.label, faces: die.faces, face: o.kept }] : [];
  });
  if (weaponFaces.length) {
    const damage = wardenTwoWeaponDamage(weaponFaces);
    const natural = out.evaluation.natural1 ? 1 : out.evaluation.natural20 ? 20 : null;
    const ir = out.evaluation.total;
    // IR ≥ TR (or ≥ DC): the attack lands; a winning save leaves nothing to apply.
    const settings = extension.apply(chosenOptions);
    const opposed = settings.opposed && typeof settings.opposed.total === "number" ? { label: settings.opposed.label, total: settings.opposed.total } : null;
    const success = opposed ? wardenContested({ role: "initiator", total: ir, opposed: opposed.total }) : out.evaluation.success;
    // The target's save is still to come: no verdict and no damage to apply until it is rolled (003, IR vs TR).
    const pending = contestTarget !== null && !opposed && settings.dc === null && Boolean(settings.opposed);
    const hit = !pending && wardenAttackLands(success);
    // Without a DC or the other side's result (no target, or several), the Warden compares: the card has no verdict
    // but keeps the damage to apply.
    const verdict = pending ? "pending" : success === null ? "open" : hit ? "hit" : "saved";
    // One targeted token: the card names it, so its apply button hits that actor, and its author may ask the GM to
    // apply it (README "Players acting through the GM"). Several (an area attack): each target saves, the clicker's
    // targeted tokens take it.
    const targetUuid = targets.length === 1 ? (targets[0]?.actor?.uuid ?? "") : "";
    // The card follows the attack roll's audience (the mode chosen in the dialog). Judged against a DC the GM keeps
    // secret (and no known opposing total), the hit would tell the DC: the card goes to the GMs alone, as the dice
    // room's GM detail of that roll does (a whisper that is no roll message reaches only its recipients and author).
    const secretVerdict = settings.hidden && opposed === null;
    await postWardenCard(
      "attack",
      {
        actorName: actor.name ?? "",
        actorUuid: actor.uuid,
        damage,
        weapons: weaponFaces.length,
        weaponDice,
        natural,
        ir,
        hit,
        verdict,
        opposed,
        targetName: contest?.label ?? "",
      },
      actor,
      [],
      // The roll message that decided the IR and the damage (wardenDamageDecided reads it again).
      { damage, ir, hit, targetUuid: targetUuid || "", pending, rollId: out.message?.id ?? "" },
      secretVerdict ? "gmroll" : undefined,
      secretVerdict ? null : (out.message ?? null),
    );
  }
  return out;
}

/** Rolls an attribute alone (a click on STR, DEX or WIL). */
export function isAttributeKey(key: unknown): key is WardenAttribute {
  return typeof key === "string" && WARDEN_ATTRIBUTES.some((a) => a === key);
}
