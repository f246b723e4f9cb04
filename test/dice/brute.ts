/** Brute-force enumeration helpers for the odds tests: every outcome of a few dice, equally likely. */

/** Every sequence of `count` dice with `faces` sides (faces^count sequences). */
export function* allRolls(count: number, faces: number): Generator<number[]> {
  const roll = new Array<number>(count).fill(1);
  if (count === 0) {
    yield [];
    return;
  }
  while (true) {
    yield [...roll];
    let i = 0;
    while (i < count && roll[i] === faces) roll[i++] = 1;
    if (i === count) return;
    roll[i]++;
  }
}

/** Naive kept die: highest of the faces with net ≥ 0, lowest with net < 0. */
export function naiveKept(faces: number[], net: number): number {
  return net < 0 ? Math.min(...faces) : Math.max(...faces);
}

/** Sum of an array. */
export function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
