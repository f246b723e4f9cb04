/**
 * Casting a spell from the grimoire or a scroll: choose the Magic Dice (free slots and mana dust, at most 4),
 * roll them, take Fatigue for slot dice at 4–6, spend the dust, destroy a scroll, and on matching dice roll
 * up the Mishap of the [sum] (the spell fails as well on three of a kind).
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { wardenCastSpell, wardenCheckInvestment, WARDEN_FATIGUE_FROM } from "../rules/magic.js";
import { wardenResolveMishap } from "../rules/mishaps.js";
import { wardenCopyScroll, wardenCreateGrimoire } from "../rules/scrolls.js";
import { wardenRollSum } from "../rules/dice.js";
import { wardenItemSlots } from "../rules/inventory.js";
import { wardenCastChanges, wardenNumbersAfterCast, type WardenCaster } from "../rules/cast-outcome.js";
import { baseSlots, hasMark, wardenNumbersOf, wardenPending, wardenSystem } from "../data/numbers.js";
import { isWardenCharacter, isWardenGrimoire, isWardenManaDust, isWardenScroll, isWardenSpell } from "../data/types.js";
import { syncAttributeStates } from "../flows/states.js";
import { postWardenCard } from "../chat/cards.js";
import { changeLines } from "../chat/change-lines.js";
import { wardenCastWhy } from "../chat/cast-why.js";
import { withFoundryDice } from "./foundry-roller.js";
import { castFormula, WardenCastDialog, type WardenCastChoice } from "../dialogs/cast-dialog.js";
import { currentMessageMode } from "../../../core/compat/message-mode.js";
import { actorItems } from "../../../core/foundry/items.js";

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

function facesOf(roll: Roll, index: number): number[] {
  const die = roll.dice[index];
  return die ? die.results.map((r) => Number(r.result)) : [];
}

export async function wardenCastSpellFlow(
  actor: Actor.Implementation,
  spell: Item.Implementation,
  { skipDialog = false, copy = false }: { skipDialog?: boolean; copy?: boolean } = {},
): Promise<unknown> {
  const i18n = game.i18n!;
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
  let choice = defaultChoice(freeSlots, manaDust);
  const fatigueFrom = hasMark(actor, "volatileCasting") ? 3 : WARDEN_FATIGUE_FROM;
  const vessel = hasMark(actor, "magicVessel");
  let rollMode: string = currentMessageMode();
  if (!skipDialog) {
    const answer = await WardenCastDialog.prompt({
      label: i18n.format("ANTHOLOGY.Warden.Cast.Title", { spell: spell.name ?? "" }),
      settings: choice,
      rollMode: currentMessageMode(),
      cast: { freeSlots, manaDust, hasFreeDie, fatigueFrom, vessel },
    });
    if (!answer) return null;
    choice = answer.settings;
    rollMode = answer.rollMode;
  }
  const check = wardenCheckInvestment({ freeSlots, manaDust, ...choice });
  if (!check.ok) {
    ui.notifications?.warn(i18n.localize(`ANTHOLOGY.Warden.Problem.${check.problem}`));
    return null;
  }

  // One dice term per group that rolls any dice: slot dice, mana dust dice, the free die.
  const groups = [choice.slotDice, choice.dustDice, choice.freeDice].map((count, group) => ({ count, group })).filter((g) => g.count > 0);
  const roll = new Roll(castFormula(choice));
  await roll.evaluate();
  const faces: number[][] = [[], [], []];
  groups.forEach((g, term) => (faces[g.group] = facesOf(roll, term)));
  const [slotFaces, dustFaces, freeFaces] = faces;
  const cast = wardenCastSpell({
    slotFaces,
    dustFaces,
    freeFaces,
    fatigueFrom,
    vessel,
  });

  const caster = casterOf(actor, grimoire);
  const extraRolls: (Roll | null)[] = [];
  let burnt = { wil: 0, str: 0 };
  if (hasMark(actor, "willBurn") || cast.strLossDice > 0) {
    const burn = await withFoundryDice((r) => ({
      wil: hasMark(actor, "willBurn") ? wardenRollSum(r, 1, 4) : 0,
      str: wardenRollSum(r, cast.strLossDice, 4),
    }));
    burnt = burn.result;
    extraRolls.push(burn.roll);
  }
  let mishapResult: ReturnType<typeof wardenResolveMishap> | null = null;
  if (cast.mishap !== null) {
    const numbers = wardenNumbersAfterCast(caster, cast, burnt);
    const { result, roll: mishapRoll } = await withFoundryDice((r) =>
      wardenResolveMishap({ sum: cast.mishap ?? 2, roll: r, numbers, spellFatigue: cast.fatigue, fails: cast.fails }),
    );
    extraRolls.push(mishapRoll);
    mishapResult = result;
  }
  const source = spellText(spell);
  // Every change the cast makes, decided at once by the pure rules and written by one applyOutcome
  // (CONTRIBUTING "Whole outcomes"): a write that fails leaves no card claiming the spell was cast.
  const { outcome, mustDrop, wilLoss, strLoss, copied } = wardenCastChanges({
    caster,
    spell: {
      id: spell.id ?? "",
      name: spell.name ?? "",
      fromScroll,
      copy,
      ...source,
    },
    cast,
    dustDice: choice.dustDice,
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
  const card = () =>
    postWardenCard(
      "cast",
      {
        actorName: actor.name ?? "",
        spellName: spell.name ?? "",
        fromScroll: fromScroll && !copy,
        copied,
        dice: cast.dice,
        slotFaces,
        dustFaces,
        freeFaces,
        sum: cast.sum,
        fatigue: cast.fatigue,
        mustDrop,
        fails: cast.fails,
        wilLoss,
        strLoss,
        mishap,
        why: wardenCastWhy({ slotFaces, dustFaces, freeFaces, cast, fatigueFrom, vessel }),
      },
      actor,
      [roll, ...extraRolls],
      {},
      rollMode,
    );
  const applied = await applyOutcome(actor, { ...outcome, cards: [card] });
  if (!applied.ok) return null;
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
  const i18n = game.i18n!;
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
