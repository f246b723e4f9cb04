/**
 * Casting a spell from the grimoire or a scroll: choose the Magic Dice (free slots and mana dust, at most 4),
 * roll them, take Fatigue for slot dice at 4–6, spend the dust, destroy a scroll, and on matching dice roll
 * up the Mishap of the [sum] (the spell fails as well on three of a kind).
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { wardenCastSpell, wardenCheckInvestment, WARDEN_FATIGUE_FROM, type WardenCastResult } from "../rules/magic.js";
import { wardenResolveMishap } from "../rules/mishaps.js";
import { wardenCopyScroll, wardenCreateGrimoire } from "../rules/scrolls.js";
import { wardenRollSum } from "../rules/dice.js";
import { wardenItemSlots } from "../rules/inventory.js";
import { wardenCastChanges, wardenNumbersAfterCast, type WardenCaster } from "../rules/cast-outcome.js";
import { baseSlots, hasMark, wardenNumbersOf, wardenPending, wardenSystem } from "../data/numbers.js";
import { isWardenCharacter, isWardenGrimoire, isWardenManaDust, isWardenScroll, isWardenSpell } from "../data/types.js";
import { syncAttributeStates } from "../flows/states.js";
import { postWardenCard, WARDEN_CARD } from "../chat/cards.js";
import { wardenCard } from "../data/card.js";
import { changeLines } from "../chat/change-lines.js";
import { wardenCastWhy } from "../chat/cast-why.js";
import { withFoundryDice } from "./foundry-roller.js";
import { castPool, wardenCastExtension, type WardenCastChoice } from "./cast-extension.js";
import { rollPool, type PoolCardPoster, type PoolRoll } from "../../../dice/index.js";
import { actorItems } from "../../../core/foundry/items.js";
import { translations } from "../../../core/foundry/i18n.js";

function defaultChoice(freeSlots: number, manaDust: number): WardenCastChoice {
  return manaDust > 0 ? { slotDice: 0, dustDice: 1, freeDice: 0 } : { slotDice: freeSlots > 0 ? 1 : 0, dustDice: 0, freeDice: 0 };
}

/** The first grimoire that is not damaged (Mishaps entry 13 makes one unusable). */
function usableGrimoire(actor: Actor.Implementation): Item.Implementation | undefined {
  return actorItems(actor).find((i) => isWardenGrimoire(i) && !i.system.damaged);
}

/** The text a spell or scroll passes on to a spell recorded from it. */
function spellText(item: Item.Implementation): { description: string; duration: string; range: string } {
  if (isWardenSpell(item) || isWardenScroll(item)) return { description: item.system.description, duration: item.system.duration, range: item.system.range };
  return { description: "", duration: "", range: "" };
}

/** A character's gold (a creature carries none). */
function goldOf(actor: Actor.Implementation): number {
  return isWardenCharacter(actor) ? actor.system.gold : 0;
}

/** What the pure cast rules read of the caster (`rules/cast-outcome.ts`). */
function casterOf(actor: Actor.Implementation, grimoire: Item.Implementation | undefined): WardenCaster {
  const s = wardenSystem(actor);
  return {
    character: isWardenCharacter(actor),
    numbers: wardenNumbersOf(actor),
    itemSlots: s.inventory.items,
    baseSlots: baseSlots(),
    gold: goldOf(actor),
    marks: s.marks,
    pending: wardenPending(actor),
    dust: actorItems(actor)
      .filter(isWardenManaDust)
      .map((i) => ({ id: i.id ?? "", quantity: i.system.quantity, slots: wardenItemSlots(i.system) })),
    grimoireId: grimoire?.id ?? null,
  };
}

export async function wardenCastSpellFlow(
  actor: Actor.Implementation,
  spell: Item.Implementation,
  { skipDialog = false, copy = false }: { skipDialog?: boolean; copy?: boolean } = {},
): Promise<unknown> {
  const i18n = translations();
  const gold = goldOf(actor);
  if (copy) {
    const afford = wardenCopyScroll({ gold, sum: 0 });
    if (!afford.ok) {
      ui.notifications?.warn(i18n.localize(`ANTHOLOGY.Warden.Problem.${afford.problem}`));
      return null;
    }
  }
  if (hasMark(actor, "noCasting")) {
    ui.notifications?.warn(i18n.localize("ANTHOLOGY.Warden.Warn.NoCasting"));
    return null;
  }
  const fromScroll = isWardenScroll(spell);
  const grimoire = usableGrimoire(actor);
  if (!fromScroll || copy) {
    if (!grimoire) {
      ui.notifications?.warn(i18n.localize("ANTHOLOGY.Warden.Warn.NoGrimoire"));
      return null;
    }
  }
  const s = wardenSystem(actor);
  const freeSlots = s.inventory.free;
  const manaDust = s.manaDust;
  const hasFreeDie = hasMark(actor, "freeMagicDie");
  const choice = defaultChoice(freeSlots, manaDust);
  const fatigueFrom = hasMark(actor, "volatileCasting") ? 3 : WARDEN_FATIGUE_FROM;
  const vessel = hasMark(actor, "magicVessel");
  const caster = casterOf(actor, grimoire);
  const source = spellText(spell);
  let cast: WardenCastResult | null = null;
  let mustDrop = 0;
  // The Magic Dice go through the dice room's pipeline (configure → evaluate → post, its hooks firing: module/dice/API.md
  // "Pool"); the cast's whole outcome is decided from the faces after the roll and written by one applyOutcome whose
  // card is the family's post (CONTRIBUTING "Whole outcomes"): a write that fails leaves no card claiming the spell was cast.
  const settle = async (roll: PoolRoll, post: PoolCardPoster): Promise<boolean> => {
    // What was rolled, not only what the dialog chose: a preRoll hook may have changed the family's numbers, and no
    // hook spends dust or slots the caster does not have (the roll stays on no card, nothing is written).
    const [slotDice = 0, dustDice = 0, freeDice = 0] = roll.settings.groups;
    const investment = wardenCheckInvestment({ freeSlots, manaDust, slotDice, dustDice, freeDice });
    if (!investment.ok || freeDice > (hasFreeDie ? 1 : 0) || roll.settings.groups.length > 3) {
      ui.notifications?.warn(i18n.localize(`ANTHOLOGY.Warden.Problem.${investment.ok ? "tooManyDice" : investment.problem}`));
      return false;
    }
    const [slotFaces = [], dustFaces = [], freeFaces = []] = roll.groupFaces;
    const result = wardenCastSpell({ slotFaces, dustFaces, freeFaces, fatigueFrom, vessel });
    const extraRolls: (Roll | null)[] = [];
    let burnt = { wil: 0, str: 0 };
    if (hasMark(actor, "willBurn") || result.strLossDice > 0) {
      const burn = await withFoundryDice((r) => ({
        wil: hasMark(actor, "willBurn") ? wardenRollSum(r, 1, 4) : 0,
        str: wardenRollSum(r, result.strLossDice, 4),
      }));
      burnt = burn.result;
      extraRolls.push(burn.roll);
    }
    let mishapResult: ReturnType<typeof wardenResolveMishap> | null = null;
    if (result.mishap !== null) {
      const numbers = wardenNumbersAfterCast(caster, result, burnt);
      const { result: resolved, roll: mishapRoll } = await withFoundryDice((r) =>
        wardenResolveMishap({ sum: result.mishap ?? 2, roll: r, numbers, spellFatigue: result.fatigue, fails: result.fails }),
      );
      extraRolls.push(mishapRoll);
      mishapResult = resolved;
    }
    const changes = wardenCastChanges({
      caster,
      spell: { id: spell.id ?? "", name: spell.name ?? "", fromScroll, copy, ...source },
      cast: result,
      dustDice: dustFaces.length,
      burnt,
      mishap: mishapResult,
      names: { fatigue: i18n.localize("TYPES.Item.wardenFatigue") },
    });
    const mishap = mishapResult
      ? {
          sum: mishapResult.sum,
          id: mishapResult.id,
          hours: mishapResult.hours,
          rolls: mishapResult.rolls,
          changes: changeLines(mishapResult.changes),
          later: mishapResult.later ? { timing: mishapResult.later.timing, changes: changeLines(mishapResult.later.changes) } : null,
        }
      : null;
    const context = {
      actorName: actor.name ?? "",
      spellName: spell.name ?? "",
      fromScroll: fromScroll && !copy,
      copied: changes.copied,
      dice: result.dice,
      slotFaces,
      dustFaces,
      freeFaces,
      sum: result.sum,
      fatigue: result.fatigue,
      mustDrop: changes.mustDrop,
      fails: result.fails,
      wilLoss: changes.wilLoss,
      strLoss: changes.strLoss,
      mishap,
      why: wardenCastWhy({ slotFaces, dustFaces, freeFaces, cast: result, fatigueFrom, vessel }),
    };
    const applied = await applyOutcome(actor, {
      ...changes.outcome,
      cards: [() => post({ template: WARDEN_CARD.cast, context, rolls: extraRolls.filter((r) => r !== null) })],
    });
    if (!applied.ok) return false;
    cast = result;
    mustDrop = changes.mustDrop;
    return true;
  };
  const out = await rollPool({
    label: i18n.format("ANTHOLOGY.Warden.Cast.Title", { spell: spell.name ?? "" }),
    actor,
    groups: castPool(choice).groups,
    extension: wardenCastExtension({ freeSlots, manaDust, hasFreeDie, fatigueFrom, vessel }, choice),
    skipDialog,
    card: wardenCard({}),
    settle,
  });
  if (!out?.settled || !cast) return null;
  if (mustDrop > 0) ui.notifications?.warn(i18n.format("ANTHOLOGY.Warden.Warn.MustDrop", { name: actor.name ?? "", count: String(mustDrop) }));
  // The statuses of attributes at 0 follow the numbers through the updateActor hook (flows/states.ts); waiting for that
  // same queue here means the flow returns with them in step.
  await syncAttributeStates(actor);
  return cast;
}

/**
 * A new grimoire from a scroll: 200 gp of inks and a blank book, six hours under a full moon; the scroll's
 * spell is the first one recorded, the scroll is sacrificed, and the caster is deprived afterwards.
 */
export async function wardenNewGrimoireFlow(actor: Actor.Implementation, scroll: Item.Implementation): Promise<boolean> {
  const i18n = translations();
  const gold = goldOf(actor);
  const result = wardenCreateGrimoire({ gold, hasScroll: isWardenScroll(scroll) });
  if (!result.ok) {
    ui.notifications?.warn(i18n.localize(`ANTHOLOGY.Warden.Problem.${result.problem}`));
    return false;
  }
  const source = spellText(scroll);
  // One whole outcome (CONTRIBUTING "Whole outcomes"): the gold, the deprivation, the book and its first spell, the scroll gone.
  const applied = await applyOutcome(actor, {
    actor: { "system.gold": result.gold, "system.deprived": true },
    items: {
      create: [
        { name: i18n.localize("TYPES.Item.wardenGrimoire"), type: "wardenGrimoire", img: "icons/svg/book.svg", system: { bulky: true, slots: 2, cost: 300 } },
        { name: scroll.name ?? "", type: "wardenSpell", img: "icons/svg/book.svg", system: source },
      ],
      delete: [scroll.id ?? ""],
    },
    cards: [() => postWardenCard("table", { title: "ANTHOLOGY.Warden.Grimoire.New", total: result.hours, result: "ANTHOLOGY.Warden.Grimoire.NewDone" }, actor)],
  });
  return applied.ok;
}
