/**
 * What a number typed into a sheet's inline field becomes (README "Trust": bad input): a whole number in range is
 * kept; one outside the range is brought to the nearest bound and the player told so; anything that is not a number
 * is refused (the field goes back to what it showed) and the player told so. Nothing is silently replaced.
 */
export type BoundedEntry = { kind: "ok"; value: number } | { kind: "clamped"; value: number; bound: "min" | "max" } | { kind: "refused" };

export function boundedEntry(raw: string, min: number | null, max: number | null): BoundedEntry {
  const text = raw.trim();
  if (text === "" || !/^[-+]?\d+(\.\d+)?$/.test(text)) return { kind: "refused" };
  const n = Math.round(Number(text));
  if (!Number.isFinite(n)) return { kind: "refused" };
  if (min !== null && n < min) return { kind: "clamped", value: min, bound: "min" };
  if (max !== null && n > max) return { kind: "clamped", value: max, bound: "max" };
  return { kind: "ok", value: n };
}

/** A data-min / data-max attribute as a bound (absent or unreadable: no bound). */
export function boundOf(attr: string | undefined): number | null {
  if (attr === undefined || attr.trim() === "") return null;
  const n = Number(attr);
  return Number.isFinite(n) ? n : null;
}
