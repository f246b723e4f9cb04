import { asList, asRecord, coerceInt, coerceThreshold } from "./coerce.js";
import { atLeast, clampProbability, convolve, negate, shift } from "./distribution.js";
import type { Distribution } from "./distribution.js";
import { keptDieDistribution } from "./kept-die.js";
import { limitedCount, limitedInt, MAX_ADVANTAGE, MAX_OBJECT_DICE, MAX_OBJECT_FACES, MAX_WARDEN_NUMBER } from "./limits.js";

/**
 * An object die (weapon, shield, tool) added to a Warden check. Like the base d20 it carries its own
 * net advantage: n > 0 rolls 1+n of that die and keeps the highest, n < 0 rolls 1+|n| and keeps the
 * lowest. The kept face is added to the total (and is the weapon's damage).
 */
export interface ObjectDie {
  faces: number;
  advantage?: number;
}

/** A Warden check's dice: base d20 with net advantage, a flat modifier, object dice each with its own advantage. */
export interface AdvantageCheck {
  modifier: number;
  advantage?: number;
  objects?: readonly ObjectDie[];
}

/**
 * The check after clamping to the limits (|advantage| ≤ 10, ≤ 8 object dice of d1–d100). A check that is
 * not an object counts as `{}` (a bare d20), `objects` that is not a list as no object dice, and an object
 * die that is not an object as a d6 with no advantage.
 */
export function advantageCheck(input: AdvantageCheck): Required<AdvantageCheck> & { objects: Required<ObjectDie>[] } {
  const check = asRecord(input);
  return {
    modifier: coerceInt(check.modifier, -MAX_WARDEN_NUMBER, MAX_WARDEN_NUMBER, 0),
    advantage: coerceInt(check.advantage ?? 0, -MAX_ADVANTAGE, MAX_ADVANTAGE, 0),
    objects: asList(check.objects)
      .slice(0, MAX_OBJECT_DICE)
      .map(asRecord)
      .map((o) => ({
        faces: coerceInt(o.faces, 1, MAX_OBJECT_FACES, 6),
        advantage: coerceInt(o.advantage ?? 0, -MAX_ADVANTAGE, MAX_ADVANTAGE, 0),
      })),
  };
}

/**
 * The check the odds compute with: like `advantageCheck`, but a number beyond a limit (|modifier| > 1000,
 * |advantage| > 10, more than 8 object dice, faces outside 1–100) is refused with a RangeError naming it
 * instead of being clamped into a different check. Values that are not numbers take `advantageCheck`'s defaults.
 */
function limitedCheck(fn: string, input: AdvantageCheck): Required<AdvantageCheck> & { objects: Required<ObjectDie>[] } {
  const check = asRecord(input);
  const objects = asList(check.objects);
  limitedCount(fn, "object dice", objects.length, MAX_OBJECT_DICE, "MAX_OBJECT_DICE");
  const advantage = { min: -MAX_ADVANTAGE, max: MAX_ADVANTAGE, limit: "MAX_ADVANTAGE" };
  return {
    modifier: limitedInt(fn, "modifier", check.modifier, { min: -MAX_WARDEN_NUMBER, max: MAX_WARDEN_NUMBER, limit: "MAX_WARDEN_NUMBER" }, 0),
    advantage: limitedInt(fn, "advantage", check.advantage ?? 0, advantage, 0),
    objects: objects.map(asRecord).map((o) => ({
      faces: limitedInt(fn, "object die faces", o.faces, { min: 1, max: MAX_OBJECT_FACES, limit: "MAX_OBJECT_FACES" }, 6),
      advantage: limitedInt(fn, "object die advantage", o.advantage ?? 0, advantage, 0),
    })),
  };
}

/**
 * Exact distribution of the total base d20 (kept) + modifier + every object die (kept), by convolution.
 * Beyond the limits (see `limitedCheck`) it throws a RangeError naming the limit.
 */
export function advantageDistribution(input: AdvantageCheck): Distribution {
  const check = limitedCheck("advantageDistribution", input);
  let total: Distribution = keptDieDistribution(20, check.advantage);
  for (const object of check.objects) total = convolve(total, keptDieDistribution(object.faces, object.advantage));
  return shift(total, check.modifier);
}

/**
 * P(base + modifier + object dice ≥ dc): the chance an initiator's result (IR) meets a DC.
 * (For a save, the text compares the DC as the initiator's number: the saver needs TR > DC, i.e.
 * `wardenOdds({ …, dc: dc + 1 })`; see `advantageSucceeds`.) A non-numeric DC counts as 20, the
 * text's average; any numeric DC is answered as asked (beyond the totals it is 0 or 1). The dice are held to
 * the limits: 9 object dice, |advantage| 11 or faces 101 throw a RangeError naming the limit.
 */
export function wardenOdds(input: { modifier: number; advantage?: number; objects?: readonly ObjectDie[]; dc: number }): number {
  const raw = asRecord(input).dc;
  const dc = typeof raw === "number" && !Number.isNaN(raw) ? raw : coerceThreshold(raw, -MAX_WARDEN_NUMBER, MAX_WARDEN_NUMBER, 20);
  return atLeast(advantageDistribution(input), dc);
}

/** P(initiator's result ≥ target's result) for a contested check (IR vs TR), both rolled. */
export function advantageContestOdds(initiator: AdvantageCheck, target: AdvantageCheck): number {
  const difference = convolve(advantageDistribution(initiator), negate(advantageDistribution(target)));
  return clampProbability(atLeast(difference, 0));
}
