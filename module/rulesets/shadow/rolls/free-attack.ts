/**
 * Free Attacks at the table (text 002, "Free Attack", "Disengage from Melee Combat", "Movement Action", "Combat With
 * Weapons Ready", "Pain Threshold", "Surprise"): the one who gains a Free Attack gets a card with a button that rolls it,
 * with a ready melee weapon, as an attack on the foe the card names (or, after a surprise, on the foe they target).
 * - Disengaging, or moving past enemies: the mover's player targets those enemies and presses the sheet's button;
 *   each of them gets a Free Attack on the mover (one card, one button per enemy).
 * - Engaging a foe in melee: whichever of the two has a Long weapon's reach, the other not, strikes first.
 * - The Pain Threshold's choice and a successful surprise post the same card.
 * The attack itself is the ordinary attack (rolls/attack.ts), so its numbers (Advantage, the defender's test) are the
 * rules' own; the card's data only names who strikes whom, and the button reads it from the card (never the button).
 */
import { postChatCard } from "../../../core/chat/post-card.js";
import { actorItems } from "../../../core/foundry/items.js";
import { targetedActors } from "../../../core/foundry/targets.js";
import { shadowEngagementFreeAttack, shadowFreeAttackWeapon, type ShadowFreeAttackTrigger } from "../rules/index.js";
import { isShadowWeapon } from "../data/types.js";
import { shadowCard, type ShadowFreeAttackContext } from "../data/card.js";
import { localize, shadowKind, shadowView } from "../data/view.js";
import { shadowAttack, shadowWeaponTraits, type ShadowAttackOutcomeCode } from "./attack.js";

export const SHADOW_FREE_ATTACK_TEMPLATE = "systems/anthology/templates/shadow/chat/free-attack.hbs";

/** The movements that give the enemies left or passed a Free Attack on the mover. */
export type ShadowProvokingMove = "withdraw" | "movePast";

/** The Shadow actors among the user's targets, the mover left out. */
function foes(mover: Actor.Implementation): Actor.Implementation[] {
  return targetedActors().filter((a, i, all) => shadowKind(a) !== null && a !== mover && all.indexOf(a) === i);
}

/** Posts the Free Attack card: `attackers` may each strike `defender` ("" = the foe each targets) once. */
export async function shadowOfferFreeAttack(
  attackers: Actor.Implementation[],
  defender: Actor.Implementation | null,
  trigger: ShadowFreeAttackTrigger,
  speaker: Actor.Implementation | null,
): Promise<ChatMessage.Implementation | undefined> {
  if (attackers.length === 0) return undefined;
  const context: ShadowFreeAttackContext = { attackers: attackers.map((a) => a.uuid), defender: defender?.uuid ?? "", trigger };
  return postChatCard({
    template: SHADOW_FREE_ATTACK_TEMPLATE,
    context: {
      attackers: attackers.map((a, index) => ({ index, name: a.name ?? "" })),
      names: attackers.map((a) => a.name ?? "").join(", "),
      defender: defender?.name ?? "",
      trigger: `ANTHOLOGY.Shadow.FreeAttack.Trigger.${trigger}`,
      reason: `ANTHOLOGY.Shadow.FreeAttack.Reason.${trigger}`,
    },
    actor: speaker,
    card: shadowCard({ freeAttack: context }),
    // The buttons are the free attackers' players' and the GM's: public whatever the poster's roll mode (as the defend card).
    rollMode: "publicroll",
  });
}

/**
 * The mover withdraws from melee or moves past the enemies its player targets: each of them gains a Free Attack on
 * it (002). Refused with a message when no enemy is targeted.
 */
export async function shadowProvokeFreeAttacks(mover: Actor.Implementation, move: ShadowProvokingMove): Promise<ChatMessage.Implementation | null> {
  if (!mover.isOwner) {
    ui.notifications?.warn(localize("ANTHOLOGY.Warn.NotOwner", { actor: mover.name ?? "" }));
    return null;
  }
  const enemies = foes(mover);
  if (enemies.length === 0) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.TargetEnemies"));
    return null;
  }
  return (await shadowOfferFreeAttack(enemies, mover, move, mover)) ?? null;
}

/** The actor's weapons as the Free Attack's choice reads them, in the sheet's order (by name). */
function weaponsOf(actor: Actor.Implementation) {
  return actorItems(actor)
    .filter(isShadowWeapon)
    .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
}

/** The Long weapon's reach of an actor, as the pure rule reads it: its ready Long weapon (if any) and its shield. */
function arms(actor: Actor.Implementation) {
  const id = shadowFreeAttackWeapon(
    weaponsOf(actor).map((w) => ({ id: w.id ?? "", equipped: w.system.equipped, qualities: shadowWeaponTraits(w.system).qualities })),
    "longWeapon",
  );
  const weapon = weaponsOf(actor).find((w) => w.id === id);
  return { weapon: weapon ? shadowWeaponTraits(weapon.system) : null, shield: shadowView(actor).shield };
}

/**
 * The mover engages the targeted foe in melee: the one with a Long weapon's reach (the other without) gets its Free
 * Attack in this first turn of melee. Posts the card, or says that nobody gets one.
 */
export async function shadowEngage(mover: Actor.Implementation): Promise<ChatMessage.Implementation | null> {
  if (!mover.isOwner) {
    ui.notifications?.warn(localize("ANTHOLOGY.Warn.NotOwner", { actor: mover.name ?? "" }));
    return null;
  }
  const foe = foes(mover)[0];
  if (!foe) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.TargetEnemies"));
    return null;
  }
  const who = shadowEngagementFreeAttack(arms(mover), arms(foe));
  if (!who) {
    ui.notifications?.info(localize("ANTHOLOGY.Shadow.FreeAttack.NoReach", { mover: mover.name ?? "", foe: foe.name ?? "" }));
    return null;
  }
  const [striker, struck] = who === "mover" ? [mover, foe] : [foe, mover];
  return (await shadowOfferFreeAttack([striker], struck, "longWeapon", mover)) ?? null;
}

/**
 * The Free Attack itself (the card's button): the striker's ready melee weapon (a Long one for the Long weapon's) against
 * the card's foe, or the foe the clicker targets when the card names none. Null, with a message, when no weapon is ready.
 */
export async function shadowRollFreeAttack(
  striker: Actor.Implementation,
  defender: Actor.Implementation | null,
  trigger: ShadowFreeAttackTrigger,
  { skipDialog = false }: { skipDialog?: boolean } = {},
): Promise<ShadowAttackOutcomeCode> {
  const weapons = weaponsOf(striker);
  const id = shadowFreeAttackWeapon(
    weapons.map((w) => ({ id: w.id ?? "", equipped: w.system.equipped, qualities: shadowWeaponTraits(w.system).qualities })),
    trigger,
  );
  const weapon = weapons.find((w) => w.id === id);
  if (!weapon) {
    ui.notifications?.warn(
      localize(trigger === "longWeapon" ? "ANTHOLOGY.Shadow.Warn.NoLongWeapon" : "ANTHOLOGY.Shadow.Warn.NoMeleeWeapon", { name: striker.name ?? "" }),
    );
    return null;
  }
  if (!defender && foes(striker).length === 0) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.TargetEnemies"));
    return null;
  }
  return shadowAttack(weapon as unknown as Item.Implementation, { skipDialog, defender, freeAttack: trigger });
}
