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
}

/** Die views for faces in roll order with a keep mark per face. */
export function dieViews(faces: readonly number[], sides: number, kept: readonly boolean[], success: (face: number, kept: boolean) => boolean = () => false): DieView[] {
  return faces.map((face, i) => ({
    face,
    faces: sides,
    kept: kept[i] ?? false,
    success: success(face, kept[i] ?? false),
    one: face === 1,
    max: face === sides,
  }));
}

/** A signed modifier as shown next to a formula: "+4", "−2", "+0". */
export function signed(n: number): string {
  return n < 0 ? `−${Math.abs(n)}` : `+${n}`;
}
