/** One die as a chat card draws it: its face, whether it counts, and what it means. Pure. */
export interface DieView {
  face: number;
  faces: number;
  kept: boolean;
  /** A kept die that scores (keep pools: ≥ difficulty). */
  success: boolean;
  /** Shows a 1 (botch material in keep pools, natural 1 on a d20). */
  one: boolean;
  /** Shows its highest face (natural 20 on a d20). */
  max: boolean;
  /** Shows the best face for the roll's direction (roll under: a 1; roll high: the highest face). */
  best: boolean;
  /** Shows the worst face for the roll's direction (roll under: the highest face; roll high: a 1). */
  worst: boolean;
}

/**
 * Which way a die is good: "high" (Warden, keep pools) or "under" (Gods & Monsters and Shadow, where a d20 must
 * not exceed the target, so a natural 1 is the best face and a natural 20 the worst).
 */
export type DieDirection = "high" | "under";

/** Die views for faces in roll order with a keep mark per face. */
export function dieViews(
  faces: readonly number[],
  sides: number,
  kept: readonly boolean[],
  success: (face: number, kept: boolean) => boolean = () => false,
  direction: DieDirection = "high",
): DieView[] {
  return faces.map((face, i) => ({
    face,
    faces: sides,
    kept: kept[i] ?? false,
    success: success(face, kept[i] ?? false),
    one: face === 1,
    max: face === sides,
    best: direction === "under" ? face === 1 : face === sides,
    worst: direction === "under" ? face === sides : face === 1,
  }));
}

/** A signed modifier as shown next to a formula: "+4", "−2", "+0". */
export function signed(n: number): string {
  return n < 0 ? `−${Math.abs(n)}` : `+${n}`;
}
