/**
 * Safe number handling for the Warden rules: every derived number passes through here so that
 * strings, NaN and infinities coming from hand-edited data never reach a result.
 */

/** A finite integer from any input; `fallback` when the input is not a finite number. */
export function wardenInt(value: unknown, fallback = 0): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.trunc(n);
}

/** `wardenInt` clamped to [lo, hi]. */
export function wardenClamp(value: unknown, lo: number, hi: number, fallback = lo): number {
  const n = wardenInt(value, fallback);
  return Math.min(hi, Math.max(lo, n));
}

/** A die face clamped to 1..sides (a die never shows 0 or more than its sides). */
export function wardenFace(value: unknown, sides: number): number {
  return wardenClamp(value, 1, Math.max(1, wardenInt(sides, 1)), 1);
}

/** Only the finite entries of a list of faces, each clamped to 1..sides. */
export function wardenFaces(values: unknown, sides: number): number[] {
  if (!Array.isArray(values)) return [];
  return values
    .filter((v) => Number.isFinite(wardenInt(v, Number.NaN)))
    .map((v) => wardenFace(v, sides));
}
