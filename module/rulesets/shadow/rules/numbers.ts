/**
 * Input sanitizing shared by the Shadow rules: turns whatever a sheet, a macro or a test hands in into
 * a finite integer inside a range, so no derived number is ever NaN or infinite.
 */

/** A finite integer in [min, max]; anything unreadable becomes `fallback` (itself clamped). */
export function shadowInteger(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  const picked = Number.isFinite(n) ? Math.round(n) : fallback;
  return Math.min(max, Math.max(min, picked));
}

/**
 * A rolled die face, validated: an integer from 1 to `sides`. A face outside the die is a programming
 * error in the caller (the dice were not what the rule asked for), so it is refused.
 */
export function shadowDieFace(face: unknown, sides: number, what: string): number {
  if (typeof face !== "number" || !Number.isInteger(face) || face < 1 || face > sides) {
    throw new RangeError(`${what}: expected a d${sides} face (an integer from 1 to ${sides}), got ${String(face)}`);
  }
  return face;
}
