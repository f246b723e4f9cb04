/**
 * Exact discrete distributions over consecutive integers, combined by convolution.
 * `p[i]` is the probability of the value `min + i`.
 */
export interface Distribution {
  readonly min: number;
  readonly p: readonly number[];
}

/** The distribution of a constant. */
export function constant(value: number): Distribution {
  return { min: value, p: [1] };
}

/** The distribution of X + c. */
export function shift(d: Distribution, c: number): Distribution {
  return { min: d.min + c, p: d.p };
}

/** The distribution of X + Y for independent X and Y (discrete convolution). */
export function convolve(a: Distribution, b: Distribution): Distribution {
  const p = new Array<number>(a.p.length + b.p.length - 1).fill(0);
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i];
    if (pa === 0) continue;
    for (let j = 0; j < b.p.length; j++) p[i + j] += pa * b.p[j];
  }
  return { min: a.min + b.min, p };
}

/** The distribution of -X. */
export function negate(d: Distribution): Distribution {
  return { min: -(d.min + d.p.length - 1), p: [...d.p].reverse() };
}

/** P(X ≥ threshold), clamped to [0, 1] against rounding. */
export function atLeast(d: Distribution, threshold: number): number {
  let sum = 0;
  const start = Math.max(0, Math.ceil(threshold) - d.min);
  for (let i = start; i < d.p.length; i++) sum += d.p[i];
  return clampProbability(sum);
}

/** A probability kept inside [0, 1] (floating point sums may stray by 1e-16). */
export function clampProbability(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}
