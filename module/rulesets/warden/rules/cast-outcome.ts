/**
 * Everything a cast changes on the caster, as one whole outcome (CONTRIBUTING "Whole outcomes"; 003 "Magic",
 * "Mishaps", "Scrolls"): the mana dust spent (emptied doses deleted), one Fatigue per slot die at 4–6 (with no free
 * slot, items to drop), WIL and STR burnt, the mishap's marks and numbers, its items (13 damages the grimoire, 14
 * turns this spell's Fatigue into tumors, 15 makes the grimoire weightless), changes kept for later, a copied
 * scroll's gold and new spell, and a scroll used up. The dice were rolled before (the cast's faces, the burn, the
 * mishap's own rolls); this only decides what they do.
 */
import type { ActorOutcome, OutcomeItemUpdate, OutcomeNewDocument } from "../../../core/rules/outcome.js";
import { wardenApplyChanges, wardenNumbers, type WardenNumbers } from "./effects.js";
import { WARDEN_BULKY_SLOTS, WARDEN_DEFAULT_SLOTS, WARDEN_SLOT_CAP, wardenAddFatigue } from "./inventory.js";
import { WARDEN_MAX_MAGIC_DICE, type WardenCastResult } from "./magic.js";
import { wardenClamp, wardenInt, wardenList, wardenRecord, wardenRecordOf, wardenText } from "./numbers.js";
import type { WardenMishapOutcome } from "./mishaps.js";
import { wardenFatigueItems, wardenNumbersUpdate } from "./numbers-update.js";
import { wardenCopyScroll } from "./scrolls.js";

/** What the cast reads of the caster before it, from its prepared data. */
export interface WardenCaster {
  /** A character (a creature keeps no changes for later and stores effect armor as `armorValue`). */
  character: boolean;
  numbers: WardenNumbers;
  /** Slots taken by items (not Fatigue): `inventory.items`. */
  itemSlots: number;
  baseSlots: number;
  gold: number;
  marks: readonly string[];
  pending: readonly unknown[];
  /** The mana dust items, in the order they are spent, with the slots each takes. */
  dust: readonly { id: string; quantity: number; slots: number }[];
  /** The usable (undamaged) grimoire, if any. */
  grimoireId: string | null;
}

export interface WardenCastSpell {
  id: string;
  name: string;
  fromScroll: boolean;
  /** Copying the scroll into the grimoire rather than casting from it. */
  copy: boolean;
  description: string;
  duration: string;
  range: string;
}

export interface WardenCastInput {
  caster: WardenCaster;
  spell: WardenCastSpell;
  cast: WardenCastResult;
  dustDice: number;
  /** WIL and STR burnt by rolled dice (Will Burn's 1d4, a Magic Vessel's 1d4 per 5–6). */
  burnt: { wil: number; str: number };
  mishap: WardenMishapOutcome | null;
  /** The localized names the new documents take. */
  names: { fatigue: string };
}

export interface WardenCastChanges {
  outcome: ActorOutcome;
  /** Items the caster must drop for the Fatigue that found no free slot. */
  mustDrop: number;
  wilLoss: number;
  strLoss: number;
  copied: { hours: number; ok: boolean } | null;
}

/** Free slots: never below 0 (`wardenInventory`). */
function freeSlots(slots: number, itemSlots: number, fatigue: number): number {
  return Math.max(0, slots - itemSlots - fatigue);
}

/** Spends `count` doses from the dust items in order: quantities lowered, emptied items deleted. */
function spendDust(dust: WardenCaster["dust"], count: number) {
  let left = Math.max(0, Math.floor(count));
  const update: OutcomeItemUpdate[] = [];
  const emptied: string[] = [];
  let freedSlots = 0;
  for (const item of dust) {
    if (left <= 0) break;
    const used = Math.min(Math.max(0, item.quantity), left);
    left -= used;
    if (item.quantity - used <= 0) {
      emptied.push(item.id);
      freedSlots += item.slots;
    } else update.push({ _id: item.id, "system.quantity": item.quantity - used });
  }
  return { update, emptied, freedSlots };
}

/** The caster as the rules read it: anything missing or not a number counts as nothing (no gold, no dust, no grimoire). */
function cleanCaster(input: unknown): WardenCaster {
  const c = wardenRecordOf<WardenCaster>(input);
  return {
    character: c.character === true,
    numbers: wardenNumbers(wardenRecord(c.numbers)),
    itemSlots: wardenClamp(c.itemSlots, 0, WARDEN_SLOT_CAP * WARDEN_BULKY_SLOTS, 0),
    baseSlots: wardenClamp(c.baseSlots, 0, WARDEN_SLOT_CAP, WARDEN_DEFAULT_SLOTS),
    gold: Math.max(0, wardenInt(c.gold)),
    marks: [...new Set(Array.isArray(c.marks) ? c.marks.map(wardenText).filter(Boolean) : [])],
    pending: Array.isArray(c.pending) ? c.pending.filter((p) => typeof p === "object" && p !== null) : [],
    dust: wardenList(c.dust).map((d) => ({
      id: wardenText(d.id),
      quantity: Math.max(0, wardenInt(d.quantity)),
      slots: wardenClamp(d.slots, 0, WARDEN_SLOT_CAP, 0),
    })),
    grimoireId: typeof c.grimoireId === "string" && c.grimoireId !== "" ? c.grimoireId : null,
  };
}

/** What the rolled cast decided, cleaned: counts never below 0. */
function cleanCast(input: unknown): Pick<WardenCastResult, "fatigue" | "sum" | "fails" | "wilLoss"> {
  const c = wardenRecordOf<WardenCastResult>(input);
  return {
    fatigue: wardenClamp(c.fatigue, 0, WARDEN_MAX_MAGIC_DICE, 0),
    sum: Math.max(0, wardenInt(c.sum)),
    fails: c.fails === true,
    wilLoss: Math.max(0, wardenInt(c.wilLoss)),
  };
}

function cleanBurnt(input: unknown): { wil: number; str: number } {
  const b = wardenRecordOf<{ wil: number; str: number }>(input);
  return { wil: Math.max(0, wardenInt(b.wil)), str: Math.max(0, wardenInt(b.str)) };
}

/**
 * The numbers the mishap is rolled against: the caster's after this cast's WIL and STR loss and Fatigue (the Mishaps
 * entry reads them as they are when it strikes).
 */
export function wardenNumbersAfterCast(
  casterInput: WardenCaster,
  castInput: Pick<WardenCastResult, "fatigue" | "wilLoss">,
  burntInput: { wil: number; str: number },
): WardenNumbers {
  const n = cleanCaster(casterInput).numbers;
  const cast = cleanCast(castInput);
  const burnt = cleanBurnt(burntInput);
  const wilLoss = cast.wilLoss + burnt.wil;
  return {
    ...n,
    wil: { ...n.wil, value: Math.max(0, n.wil.value - wilLoss) },
    str: { ...n.str, value: Math.max(0, n.str.value - burnt.str) },
    fatigue: n.fatigue + cast.fatigue,
  };
}

/** What the cast's outcome reads of its mishap: ids and marks as text, changes as `wardenApplyChanges` cleans them. */
interface CleanMishap {
  id: string;
  marks: string[];
  changes: WardenMishapOutcome["changes"];
  later: { timing: string; changes: WardenMishapOutcome["changes"] } | null;
}

/** The mishap as the rules read it, or null (its changes are cleaned where they apply, by `wardenApplyChanges`). */
function cleanMishap(input: unknown): CleanMishap | null {
  if (typeof input !== "object" || input === null) return null;
  const m = wardenRecordOf<WardenMishapOutcome>(input);
  const later = wardenRecord(m.later ?? undefined);
  return {
    id: wardenText(m.id),
    marks: Array.isArray(m.marks) ? m.marks.map(wardenText) : [],
    changes: wardenRecord(m.changes),
    later: m.later && typeof later.timing === "string" ? { timing: later.timing, changes: wardenRecord(later.changes) } : null,
  };
}

export function wardenCastChanges(input: WardenCastInput): WardenCastChanges {
  const given = wardenRecord(input);
  const caster = cleanCaster(given.caster);
  const cast = cleanCast(given.cast);
  const burnt = cleanBurnt(given.burnt);
  const mishap = cleanMishap(given.mishap);
  const spellInput = wardenRecord(given.spell);
  const spell: WardenCastSpell = {
    id: wardenText(spellInput.id),
    name: wardenText(spellInput.name),
    fromScroll: spellInput.fromScroll === true,
    copy: spellInput.copy === true,
    description: wardenText(spellInput.description),
    duration: wardenText(spellInput.duration),
    range: wardenText(spellInput.range),
  };
  const names = { fatigue: wardenText(wardenRecord(given.names).fatigue) };
  const dustDice = wardenClamp(given.dustDice, 0, WARDEN_MAX_MAGIC_DICE, 0);
  const actor: Record<string, unknown> = {};
  const create: OutcomeNewDocument[] = [];
  const itemUpdates: OutcomeItemUpdate[] = [];
  const remove: string[] = [];

  const dust = spendDust(caster.dust, dustDice);
  itemUpdates.push(...dust.update);
  remove.push(...dust.emptied);
  const itemSlots = Math.max(0, caster.itemSlots - dust.freedSlots);

  // This spell's Fatigue; Mishaps entry 14 makes it tumors from the start.
  const tumors = mishap?.id === "tumors" && mishap.marks.includes("tumors");
  const spellFatigue = wardenAddFatigue({ free: freeSlots(caster.numbers.slots, itemSlots, caster.numbers.fatigue), count: cast.fatigue });
  create.push(...wardenFatigueItems(spellFatigue.added, { name: names.fatigue, source: "spell", tumor: tumors }));
  let mustDrop = spellFatigue.mustDrop;

  const wilLoss = cast.wilLoss + burnt.wil;
  const strLoss = burnt.str;
  const afterCast = wardenNumbersAfterCast(caster, cast, burnt);
  if (wilLoss || strLoss) {
    actor["system.wil.value"] = afterCast.wil.value;
    actor["system.str.value"] = afterCast.str.value;
  }

  if (mishap) {
    if (mishap.marks.includes("deprived")) actor["system.deprived"] = true;
    const marks = [...new Set([...caster.marks, ...mishap.marks.filter((m) => m !== "deprived")])];
    if (marks.length !== caster.marks.length) actor["system.marks"] = marks;
    const after = wardenApplyChanges(afterCast, mishap.changes);
    Object.assign(actor, wardenNumbersUpdate(afterCast, after, { creature: !caster.character, baseSlots: caster.baseSlots }));
    // The mishap's own Fatigue finds the slots as the mishap left them.
    const extra = wardenAddFatigue({ free: freeSlots(after.slots, itemSlots, afterCast.fatigue), count: after.fatigue - afterCast.fatigue });
    create.push(...wardenFatigueItems(extra.added, { name: names.fatigue, source: "mishap" }));
    mustDrop += extra.mustDrop;
    if (caster.grimoireId && mishap.id === "grimoireDamaged") itemUpdates.push({ _id: caster.grimoireId, "system.damaged": true });
    if (caster.grimoireId && mishap.id === "soulGrimoire") itemUpdates.push({ _id: caster.grimoireId, "system.weightless": true });
    if (caster.character && mishap.later && Object.keys(mishap.later.changes).length) {
      actor["system.pending"] = [...caster.pending, { kind: "mishap", id: mishap.id, timing: mishap.later.timing, changes: mishap.later.changes }];
    }
  }

  // Copying a scroll into the grimoire: 50 gp, 6 − [sum] hours; the spell is recorded unless it failed.
  let copied: WardenCastChanges["copied"] = null;
  if (spell.copy) {
    const result = wardenCopyScroll({ gold: caster.gold, sum: cast.sum });
    if (result.ok) {
      actor["system.gold"] = result.gold;
      if (!cast.fails) {
        create.push({
          name: spell.name,
          type: "wardenSpell",
          img: "icons/svg/book.svg",
          system: { description: spell.description, duration: spell.duration, range: spell.range },
        });
      }
      copied = { hours: result.hours, ok: !cast.fails };
    }
  }
  // A scroll is used up, cast or copied.
  if (spell.fromScroll) remove.push(spell.id);

  return {
    outcome: { actor, items: { create, update: itemUpdates.filter((u) => !remove.includes(u._id)), delete: remove } },
    mustDrop,
    wilLoss,
    strLoss,
    copied,
  };
}
