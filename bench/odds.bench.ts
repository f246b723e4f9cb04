/**
 * The odds cases (each should stay under 1 ms per call so the roll dialogs can recompute on every
 * keystroke), and in the notes the exact value against a 100,000-sample Monte Carlo estimate of the same
 * number (ratio exact ÷ estimate, expected within a few per cent of 1). Sampling lives only here, never
 * in the rules.
 */
import { keepOdds, rollUnderOdds, wardenOdds } from "../module/dice/rules/index.js";
import type { ObjectDie } from "../module/dice/rules/index.js";
import type { BenchCase } from "./run.js";

const SAMPLES = 100_000;

const d = (faces: number): number => 1 + Math.floor(Math.random() * faces);
/** One die rolled 1+|net| times, highest kept for net ≥ 0, lowest for net < 0. */
function keptSample(faces: number, net: number): number {
  let kept = d(faces);
  for (let i = 0; i < Math.abs(net); i++) kept = net < 0 ? Math.min(kept, d(faces)) : Math.max(kept, d(faces));
  return kept;
}

function keepSample(roll: number, keep: number, difficulty: number): number {
  const faces = Array.from({ length: roll }, () => d(10)).sort((a, b) => b - a);
  return faces.slice(0, keep).filter((f) => f >= difficulty).length;
}

interface WardenCase {
  modifier: number;
  advantage: number;
  objects: Required<ObjectDie>[];
  dc: number;
}

const wardenUp: WardenCase = {
  modifier: 3,
  advantage: 5,
  objects: [
    { faces: 4, advantage: 3 },
    { faces: 6, advantage: -3 },
    { faces: 8, advantage: 3 },
    { faces: 12, advantage: -3 },
  ],
  dc: 40,
};
const wardenDown: WardenCase = { ...wardenUp, advantage: -5, dc: 25 };

function wardenSample(c: WardenCase): number {
  return keptSample(20, c.advantage) + c.modifier + c.objects.reduce((s, o) => s + keptSample(o.faces, o.advantage), 0);
}

export const cases: BenchCase[] = [
  { name: "keepOdds 20d10 keep 10 difficulty 7", fn: () => keepOdds({ roll: 20, keep: 10, difficulty: 7 }) },
  { name: "wardenOdds adv +5, 4 object dice ±3, DC 40", fn: () => wardenOdds(wardenUp) },
  { name: "wardenOdds adv −5, 4 object dice ±3, DC 25", fn: () => wardenOdds(wardenDown) },
  { name: "rollUnderOdds target 11 favour +3", fn: () => rollUnderOdds({ target: 11, favour: 3 }) },
  { name: "rollUnderOdds target 11 favour −3", fn: () => rollUnderOdds({ target: 11, favour: -3 }) },
];

/**
 * Exact vs a fresh 100,000-sample Monte Carlo estimate of the same probability: the values' ratio, and how many
 * times longer the estimate takes than the exact computation (`exactFn`, timed over repeated calls).
 */
function compare(label: string, exactFn: () => number, trial: () => boolean): string {
  const mcStart = performance.now();
  let hits = 0;
  for (let i = 0; i < SAMPLES; i++) if (trial()) hits++;
  const mcMs = performance.now() - mcStart;
  const estimate = hits / SAMPLES;
  const reps = 2000;
  const exactStart = performance.now();
  let exact = 0;
  for (let i = 0; i < reps; i++) exact = exactFn();
  const exactMs = (performance.now() - exactStart) / reps;
  const ratio = estimate === 0 ? "∞" : (exact / estimate).toFixed(4);
  return `${label.padEnd(44)} exact ${exact.toFixed(6)}  MC ${estimate.toFixed(6)}  value ratio ${ratio}  MC ${mcMs.toFixed(1)} ms = ${Math.round(mcMs / exactMs).toLocaleString("en")}× the exact time`;
}

export function notes(): string[] {
  const keep = () => keepOdds({ roll: 20, keep: 10, difficulty: 7 });
  return [
    `exact ÷ ${SAMPLES.toLocaleString("en")}-sample Monte Carlo estimate:`,
    compare(
      "keepOdds 20k10 d7: P(10 successes)",
      () => keep().exactly[10],
      () => keepSample(20, 10, 7) === 10,
    ),
    compare(
      "keepOdds 20k10 d7: P(at least 8 successes)",
      () =>
        keep()
          .exactly.slice(8)
          .reduce((a, b) => a + b, 0),
      () => keepSample(20, 10, 7) >= 8,
    ),
    compare(
      "wardenOdds adv +5, 4 objects ±3, DC 40",
      () => wardenOdds(wardenUp),
      () => wardenSample(wardenUp) >= wardenUp.dc,
    ),
    compare(
      "wardenOdds adv −5, 4 objects ±3, DC 25",
      () => wardenOdds(wardenDown),
      () => wardenSample(wardenDown) >= wardenDown.dc,
    ),
    compare(
      "rollUnderOdds target 11 favour +3",
      () => rollUnderOdds({ target: 11, favour: 3 }),
      () => keptSample(20, -3) <= 11,
    ),
    compare(
      "rollUnderOdds target 11 favour −3",
      () => rollUnderOdds({ target: 11, favour: -3 }),
      () => keptSample(20, 3) <= 11,
    ),
  ];
}
