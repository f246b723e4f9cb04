/**
 * "Why this result" on the Warden cast card, as the dice cards have it (module/dice/cards/why.ts, README "Chat
 * cards"): the Magic Dice by kind, term by term, then how the rules read them (003 "Casting Spells": the [sum], one
 * Fatigue per inventory slot die at 4–6, a Mishap when two dice match, the spell's failure when three do) and the
 * exact chance the spell had to take effect. Pure: keys and numbers, localized by the card's template.
 */
import { whyTermViews, type WhyTerm } from "../../../dice/cards/why.js";
import { whyLines, type WhyView } from "../../../dice/cards/why-lines.js";
import { formatChance } from "../../../dice/requests/chance.js";
import { wardenCastOdds, type WardenCastResult } from "../rules/magic.js";

export interface WardenCastWhyInput {
  slotFaces: readonly number[];
  dustFaces: readonly number[];
  freeFaces: readonly number[];
  cast: WardenCastResult;
  /** Slot dice from this face up add a Fatigue (3 while Mishaps entry 3 lasts). */
  fatigueFrom: number;
  /** A Magic Vessel (Mishaps entry 22): no Fatigue, no Mishap; 5–6 costs 1d4 STR. */
  vessel: boolean;
}

/** The terms: each die with its kind and face (a face, not a bonus: written without a sign). */
export function wardenCastWhyTerms(input: Pick<WardenCastWhyInput, "slotFaces" | "dustFaces" | "freeFaces">): WhyTerm[] {
  const term =
    (key: string) =>
    (face: number): WhyTerm => ({ key, value: face, plain: true });
  return [
    ...input.slotFaces.map(term("ANTHOLOGY.Warden.Why.slotDie")),
    ...input.dustFaces.map(term("ANTHOLOGY.Warden.Why.dustDie")),
    ...input.freeFaces.map(term("ANTHOLOGY.Warden.Why.freeDie")),
  ];
}

/** The most dice showing one value. */
function largestMatch(faces: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  return Math.max(0, ...counts.values());
}

export function wardenCastWhy(input: WardenCastWhyInput): WhyView {
  const { cast, slotFaces, dustFaces, freeFaces } = input;
  const all = [...slotFaces, ...dustFaces, ...freeFaces];
  const match = largestMatch(all);
  const odds = wardenCastOdds({ dice: cast.dice, slotDice: slotFaces.length, fatigueFrom: input.fatigueFrom, vessel: input.vessel });
  return {
    terms: whyTermViews(wardenCastWhyTerms(input)),
    lines: whyLines(
      { key: "ANTHOLOGY.Warden.Why.castSum", value: cast.sum, count: cast.dice },
      input.vessel
        ? { key: "ANTHOLOGY.Warden.Why.castVessel", count: cast.strLossDice }
        : slotFaces.length > 0 && { key: "ANTHOLOGY.Warden.Why.castFatigue", count: slotFaces.length, target: input.fatigueFrom, value: cast.fatigue },
      freeFaces.length > 0 && { key: "ANTHOLOGY.Warden.Why.castFreeDie", die: freeFaces[0], value: cast.wilLoss },
      !input.vessel &&
        (cast.mishap !== null ? { key: "ANTHOLOGY.Warden.Why.castMishap", count: match, value: cast.mishap } : { key: "ANTHOLOGY.Warden.Why.castNoMatch" }),
      cast.fails && { key: "ANTHOLOGY.Warden.Why.castFails", count: match },
    ),
    // The chance it had to take effect: it fails only when three or more dice match.
    chance: formatChance(1 - odds.fails),
    botchChance: null,
  };
}
