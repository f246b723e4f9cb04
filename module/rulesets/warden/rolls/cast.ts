/**
 * Casting a spell from the grimoire or a scroll: choose the Magic Dice (free slots and mana dust, at most 4),
 * roll them, take Fatigue for slot dice at 4–6, spend the dust, destroy a scroll, and on matching dice roll
 * up the Mishap of the [sum] (the spell fails as well on three of a kind).
 */
import { updateDocument, updateEmbedded } from "../../../core/foundry/updates.js";
import { wardenCastSpell, wardenCheckInvestment, WARDEN_MAX_MAGIC_DICE } from "../rules/magic.js";
import { wardenResolveMishap } from "../rules/mishaps.js";
import { wardenCopyScroll, wardenCreateGrimoire } from "../rules/scrolls.js";
import { wardenRollSum } from "../rules/dice.js";
import { addFatigue, addMarks, applyWardenChanges } from "../flows/apply-changes.js";
import { hasMark, wardenNumbersOf, wardenPending, wardenSystem } from "../data/numbers.js";
import { syncAttributeStates } from "../flows/states.js";
import { postWardenCard } from "../chat/cards.js";
import { changeLines } from "../chat/change-lines.js";
import { withFoundryDice } from "./foundry-roller.js";
import { promptCast, type WardenCastChoice } from "../dialogs/cast-dialog.js";
import { actorItems } from "../../../core/foundry/items.js";

function defaultChoice(freeSlots: number, manaDust: number): WardenCastChoice {
  return manaDust > 0 ? { slotDice: 0, dustDice: 1, freeDice: 0 } : { slotDice: freeSlots > 0 ? 1 : 0, dustDice: 0, freeDice: 0 };
}

/** Spends `count` doses of mana dust across the actor's mana dust items (emptied items are deleted). */
async function spendDust(actor: Actor.Implementation, count: number): Promise<void> {
  let left = count;
  const updates: { _id: string; "system.quantity": number }[] = [];
  const emptied: string[] = [];
  for (const item of actorItems(actor)) {
    if (left <= 0) break;
    if ((item.type as string) !== "wardenManaDust") continue;
    const q = Number((item.system as unknown as { quantity: number }).quantity) || 0;
    const used = Math.min(q, left);
    left -= used;
    if (q - used <= 0) emptied.push(item.id ?? "");
    else updates.push({ _id: item.id ?? "", "system.quantity": q - used });
  }
  if (updates.length) await updateEmbedded(actor, "Item", updates);
  if (emptied.length) await actor.deleteEmbeddedDocuments("Item", emptied);
}

/** The first grimoire that is not damaged (Mishaps entry 13 makes one unusable). */
function usableGrimoire(actor: Actor.Implementation): Item.Implementation | undefined {
  return actorItems(actor).find((i) => (i.type as string) === "wardenGrimoire" && !(i.system as unknown as { damaged: boolean }).damaged);
}

function fatigueIds(actor: Actor.Implementation): string[] {
  return actorItems(actor)
    .filter((i) => (i.type as string) === "wardenFatigue")
    .map((i) => i.id ?? "");
}

/**
 * The mishaps that change items: 13 damages the grimoire (no more casting from it), 14 turns this spell's
 * Fatigue into tumors (a night's rest does not clear them; only a specialized healer does), 15 makes the
 * grimoire weightless (it takes no space in inventory).
 */
async function applyMishapToItems(actor: Actor.Implementation, id: string, grimoire: Item.Implementation | undefined, spellFatigue: string[]): Promise<void> {
  if (id === "grimoireDamaged" && grimoire) await updateDocument(grimoire, { "system.damaged": true });
  if (id === "soulGrimoire" && grimoire) await updateDocument(grimoire, { "system.weightless": true });
  if (id === "tumors" && spellFatigue.length) {
    await updateEmbedded(actor, "Item", spellFatigue.map((_id) => ({ _id, "system.tumor": true })));
  }
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
  const gold = Number((actor.system as unknown as { gold?: number }).gold ?? 0);
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
  const fromScroll = (spell.type as string) === "wardenScroll";
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
  if (!skipDialog) {
    const picked = await promptCast({
      spellName: spell.name ?? "",
      freeSlots,
      manaDust,
      investable: Math.min(WARDEN_MAX_MAGIC_DICE, freeSlots + manaDust + (hasFreeDie ? 1 : 0)),
      hasFreeDie,
      choice,
    });
    if (!picked) return null;
    choice = picked;
  }
  const check = wardenCheckInvestment({ freeSlots, manaDust, ...choice });
  if (!check.ok) {
    ui.notifications?.warn(i18n.localize(`ANTHOLOGY.Warden.Problem.${check.problem}`));
    return null;
  }

  // One dice term per group that rolls any dice: slot dice, mana dust dice, the free die.
  const groups = [choice.slotDice, choice.dustDice, choice.freeDice].map((count, group) => ({ count, group })).filter((g) => g.count > 0);
  const roll = new Roll(groups.map((g) => `${g.count}d6`).join(" + "));
  await roll.evaluate();
  const faces: number[][] = [[], [], []];
  groups.forEach((g, term) => (faces[g.group] = facesOf(roll, term)));
  const [slotFaces, dustFaces, freeFaces] = faces;
  const cast = wardenCastSpell({
    slotFaces,
    dustFaces,
    freeFaces,
    fatigueFrom: hasMark(actor, "volatileCasting") ? 3 : 4,
    vessel: hasMark(actor, "magicVessel"),
  });

  if (choice.dustDice > 0) await spendDust(actor, choice.dustDice);
  const fatigueBefore = new Set(fatigueIds(actor));
  let mustDrop = await addFatigue(actor, cast.fatigue, "spell");
  const spellFatigue = fatigueIds(actor).filter((id) => !fatigueBefore.has(id));
  const extraRolls: (Roll | null)[] = [];
  let wilLoss = cast.wilLoss;
  let strLoss = 0;
  if (hasMark(actor, "willBurn") || cast.strLossDice > 0) {
    const burn = await withFoundryDice((r) => ({
      wil: hasMark(actor, "willBurn") ? wardenRollSum(r, 1, 4) : 0,
      str: wardenRollSum(r, cast.strLossDice, 4),
    }));
    wilLoss += burn.result.wil;
    strLoss += burn.result.str;
    extraRolls.push(burn.roll);
  }
  if (wilLoss || strLoss) {
    const n = wardenNumbersOf(actor);
    await updateDocument(actor, { "system.wil.value": Math.max(0, n.wil.value - wilLoss), "system.str.value": Math.max(0, n.str.value - strLoss) });
  }

  let mishap: Record<string, unknown> | null = null;
  if (cast.mishap !== null) {
    const numbers = wardenNumbersOf(actor);
    const { result, roll: mishapRoll } = await withFoundryDice((r) =>
      wardenResolveMishap({ sum: cast.mishap ?? 2, roll: r, numbers, spellFatigue: cast.fatigue, fails: cast.fails }),
    );
    extraRolls.push(mishapRoll);
    if (result.marks.includes("deprived")) await updateDocument(actor, { "system.deprived": true });
    await addMarks(actor, result.marks.filter((m) => m !== "deprived"));
    // A mishap's extra Fatigue with no free slot: more items to drop, shown on the card too.
    mustDrop += await applyWardenChanges(actor, result.changes, "mishap");
    await applyMishapToItems(actor, result.id, grimoire, spellFatigue);
    if (result.later && Object.keys(result.later.changes).length) {
      const pending = [...wardenPending(actor), { kind: "mishap", id: result.id, timing: result.later.timing, changes: result.later.changes }];
      if ((actor.type as string) === "wardenCharacter") await updateDocument(actor, { "system.pending": pending });
    }
    mishap = {
      sum: result.sum,
      id: result.id,
      hours: result.hours,
      rolls: result.rolls,
      changes: changeLines(result.changes),
      later: result.later ? { timing: result.later.timing, changes: changeLines(result.later.changes) } : null,
    };
  }
  // Copying a scroll into the grimoire: 50 gp, 6 − [sum] hours; the scroll is destroyed either way.
  let copied: { hours: number; ok: boolean } | null = null;
  if (copy) {
    const result = wardenCopyScroll({ gold, sum: cast.sum });
    if (result.ok) {
      await updateDocument(actor, { "system.gold": result.gold });
      const source = spell.system as unknown as { description?: string; duration?: string; range?: string };
      if (!cast.fails) {
        await actor.createEmbeddedDocuments("Item", [
          { name: spell.name ?? "", type: "wardenSpell", img: "icons/svg/book.svg", system: { description: source.description ?? "", duration: source.duration ?? "", range: source.range ?? "" } },
        ] as never);
      }
      copied = { hours: result.hours, ok: !cast.fails };
    }
  }
  if (fromScroll) await spell.delete();
  await syncAttributeStates(actor);

  await postWardenCard(
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
    },
    actor,
    [roll, ...extraRolls],
  );
  return cast;
}

/**
 * A new grimoire from a scroll: 200 gp of inks and a blank book, six hours under a full moon; the scroll's
 * spell is the first one recorded, the scroll is sacrificed, and the caster is deprived afterwards.
 */
export async function wardenNewGrimoireFlow(actor: Actor.Implementation, scroll: Item.Implementation): Promise<boolean> {
  const i18n = game.i18n!;
  const gold = Number((actor.system as unknown as { gold?: number }).gold ?? 0);
  const result = wardenCreateGrimoire({ gold, hasScroll: (scroll.type as string) === "wardenScroll" });
  if (!result.ok) {
    ui.notifications?.warn(i18n.localize(`ANTHOLOGY.Warden.Problem.${result.problem}`));
    return false;
  }
  const source = scroll.system as unknown as { description?: string; duration?: string; range?: string };
  await updateDocument(actor, { "system.gold": result.gold, "system.deprived": true });
  await actor.createEmbeddedDocuments("Item", [
    { name: i18n.localize("TYPES.Item.wardenGrimoire"), type: "wardenGrimoire", img: "icons/svg/book.svg", system: { bulky: true, slots: 2, cost: 300 } },
    { name: scroll.name ?? "", type: "wardenSpell", img: "icons/svg/book.svg", system: { description: source.description ?? "", duration: source.duration ?? "", range: source.range ?? "" } },
  ] as never);
  await scroll.delete();
  await postWardenCard("table", { title: "ANTHOLOGY.Warden.Grimoire.New", total: result.hours, result: "ANTHOLOGY.Warden.Grimoire.NewDone" }, actor);
  return true;
}
