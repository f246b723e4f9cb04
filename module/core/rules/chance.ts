/** How chances and typed numbers read, for every dialog and card (the dice room, core's requests, the rooms). Pure. */

/** How an exact probability is shown: a percentage with one decimal, never rounding a possible outcome to 0 or 100. */
export function formatChance(p: number): string {
  if (!Number.isFinite(p) || p <= 0) return "0%";
  if (p >= 1) return "100%";
  if (p < 0.001) return "<0.1%";
  if (p > 0.999) return ">99.9%";
  return `${(p * 100).toFixed(1)}%`;
}

/** Parse a form value as a number: "" and non-numbers become NaN (refused by the validators). */
export function parseNumber(raw: unknown): number {
  if (typeof raw === "number") return raw;
  if (typeof raw !== "string" || raw.trim() === "") return Number.NaN;
  return Number(raw);
}
