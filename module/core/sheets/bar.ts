/**
 * The view of a resource bar on a sheet (CONTRIBUTING "Sheets": health as bars): the value, the maximum, and how full the
 * bar is drawn. Presentation only: the value and maximum come from the ruleset's pure rules (derived data); this
 * picks the width of the fill and never changes the numbers it is given.
 */
export interface BarView {
  value: number;
  max: number;
  /** The fill, 0–100 (whole percent); an empty or unknown maximum draws an empty bar. */
  percent: number;
  /** Above the maximum (a temporary excess some rules allow): drawn full and marked. */
  over: boolean;
}

function finite(n: unknown): number {
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
}

export function barView(value: unknown, max: unknown): BarView {
  const v = finite(value);
  const m = finite(max);
  const percent = m > 0 ? Math.round(Math.min(1, Math.max(0, v / m)) * 100) : 0;
  return { value: v, max: m, percent, over: m > 0 && v > m };
}
