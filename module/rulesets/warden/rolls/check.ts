/**
 * Actions and saves: the attribute's score as modifier, the object dice of the items used (a sharp weapon's
 * die with advantage), rolled through the dice room's AdvantageRoll (its dialog settles advantage per die and
 * the DC, secret or not). An attack then offers its weapon die as damage.
 */
import { targetedTokens } from "../../../core/foundry/targets.js";
import { WARDEN_ATTRIBUTES, type WardenAttribute } from "../rules/attributes.js";
import { wardenAttackModifiers } from "../rules/detachment.js";
import { WARDEN_UNARMED_DIE, wardenTwoWeaponDamage } from "../rules/damage.js";
import { wardenAttackLands, wardenContested } from "../rules/check.js";
import { wardenSystem } from "../data/numbers.js";
import { postWardenCard } from "../chat/cards.js";
import { promptCheckSetup, type WardenCheckSetup } from "../dialogs/check-dialog.js";
import { wardenModifier, wardenObjectDice, type WardenCheckItem } from "./check-request.js";
import { rollWardenAdvantage, type WardenAdvantageOutcome } from "./dice-api.js";
import { actorItems } from "../../../core/foundry/items.js";
import { isWardenArmor, isWardenGear, isWardenWeapon } from "../data/types.js";
import { wardenCard } from "../data/card.js";

export type WardenCheckKind = "action" | "attack" | "save";

export interface WardenCheckOptions {
  attribute?: WardenAttribute;
  itemIds?: string[];
  kind?: WardenCheckKind;
  /** Open the setup step (attribute and items) before the dice dialog. */
  setup?: boolean;
  skipDialog?: boolean;
  dc?: number | null;
  label?: string;
  /** Add the unarmed d4 as a weapon die. */
  unarmed?: boolean;
  /** Object dice the situation lends beyond the items (a roll link's `+d6`), by faces. */
  extraDice?: number[];
  /** Extra net advantage on the base d20 (added to what the situation gives). */
  advantage?: number;
  /**
   * A contested check whose other side is already known: the target's TR (for an action) or the
   * initiator's IR (for a save). The check setup step can also ask for it.
   */
  opposed?: { label: string; total: number } | null;
}

/** The items of an actor that can add an object die. */
export function checkItemsOf(actor: Actor.Implementation): WardenCheckItem[] {
  const out: WardenCheckItem[] = [];
  for (const item of actorItems(actor)) {
    const weapon = isWardenWeapon(item);
    const die = weapon ? item.system.die : isWardenArmor(item) || isWardenGear(item) ? item.system.objectDie : 0;
    if (die >= 2) out.push({ id: item.id ?? "", name: item.name ?? "", die, sharp: weapon && item.system.sharp });
  }
  return out;
}

/** Net base-die advantage from the attack situation: detachments (impaired/enhanced) against the first target. */
function situationAdvantage(actor: Actor.Implementation, kind: WardenCheckKind): number {
  if (kind !== "attack") return 0;
  const targetActor = targetedTokens()[0]?.actor ?? null;
  const targetIsDetachment = Boolean(targetActor && (wardenSystem(targetActor) as { detachment?: boolean }).detachment);
  const attackerIsDetachment = Boolean((wardenSystem(actor) as { detachment?: boolean }).detachment);
  return wardenAttackModifiers({ attackerIsDetachment, targetIsDetachment }).advantage;
}

export async function wardenRollCheck(actor: Actor.Implementation, options: WardenCheckOptions = {}): Promise<WardenAdvantageOutcome | null> {
  const i18n = game.i18n!;
  const kind = options.kind ?? "action";
  const available = checkItemsOf(actor);
  let setup: WardenCheckSetup = {
    attribute: options.attribute ?? "str",
    itemIds: options.itemIds ?? [],
    role: kind === "save" ? "target" : "initiator",
    opposed: options.opposed?.total ?? null,
  };
  if (options.setup && !options.skipDialog) {
    const picked = await promptCheckSetup({
      actorName: actor.name ?? "",
      setup,
      items: available.map((i) => ({ ...i, selected: setup.itemIds.includes(i.id) })),
    });
    if (!picked) return null;
    setup = picked;
  }
  const used = available.filter((i) => setup.itemIds.includes(i.id));
  const objects = wardenObjectDice(used).map((o) => ({ ...o, weapon: (actor.items.get(o.itemId)?.type as string) === "wardenWeapon" }));
  for (const faces of options.extraDice ?? []) objects.push({ label: i18n.localize("ANTHOLOGY.Warden.RollLink.ExtraDie"), faces, advantage: 0, itemId: "", weapon: false });
  if (options.unarmed) objects.push({ label: i18n.localize("ANTHOLOGY.Warden.Unarmed"), faces: WARDEN_UNARMED_DIE, advantage: 0, itemId: "", weapon: true });
  const s = wardenSystem(actor);
  const attributeName = i18n.localize(`ANTHOLOGY.Warden.Attribute.${setup.attribute}`);
  const label = options.label ?? [attributeName, ...objects.map((o) => o.label)].join(" + ");
  const modifier = wardenModifier({ str: s.str, dex: s.dex, wil: s.wil }, setup.attribute);
  const opposed =
    setup.opposed === null
      ? null
      : { label: options.opposed?.label || i18n.localize(setup.role === "target" ? "ANTHOLOGY.Warden.Check.IR" : "ANTHOLOGY.Warden.Check.TR"), total: setup.opposed };
  const out = await rollWardenAdvantage({
    actor,
    label,
    modifier,
    why: [{ key: "ANTHOLOGY.Warden.Why.attribute", name: attributeName, value: modifier }],
    advantage: situationAdvantage(actor, kind) + (options.advantage ?? 0),
    objects: objects.map((o) => ({ label: o.label, faces: o.faces, advantage: o.advantage })),
    // A contested check compares with the other side's result instead of a DC.
    dc: opposed ? null : (options.dc ?? null),
    role: setup.role,
    opposed,
    skipDialog: options.skipDialog,
    card: wardenCard({ kind, actorUuid: actor.uuid }),
  });
  if (!out) return null;
  if (kind !== "attack") return out;
  // The weapon die that was rolled is the damage; with two weapons the highest of both counts.
  const weaponFaces = out.evaluation.objects.filter((_o, i) => objects[i]?.weapon).map((o) => o.kept);
  if (weaponFaces.length) {
    const damage = wardenTwoWeaponDamage(weaponFaces);
    const natural = out.evaluation.natural1 ? 1 : out.evaluation.natural20 ? 20 : null;
    const ir = out.evaluation.total;
    // IR ≥ TR (or ≥ DC): the attack lands; a winning save leaves nothing to apply.
    const success = opposed ? wardenContested({ role: "initiator", total: ir, opposed: opposed.total }) : out.evaluation.success;
    const hit = wardenAttackLands(success);
    // One targeted token: the card names it, so its apply button hits that actor, and its author may ask the GM to
    // apply it (README "Players acting through the GM"). Several (an area attack): each target saves, the clicker's
    // targeted tokens take it.
    const targets = targetedTokens();
    const targetUuid = targets.length === 1 ? (targets[0]?.actor?.uuid ?? "") : "";
    await postWardenCard(
      "attack",
      { actorName: actor.name ?? "", actorUuid: actor.uuid, damage, weapons: weaponFaces.length, natural, ir, hit, opposed },
      actor,
      [],
      { damage, ir, hit, targetUuid },
    );
  }
  return out;
}

/** Rolls an attribute alone (a click on STR, DEX or WIL). */
export function isAttributeKey(key: unknown): key is WardenAttribute {
  return typeof key === "string" && (WARDEN_ATTRIBUTES as readonly string[]).includes(key);
}
