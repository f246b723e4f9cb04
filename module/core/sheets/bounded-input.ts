/**
 * What a number typed into a sheet's inline field becomes (README "Trust": bad input): a whole number in range is
 * kept; one outside the range is brought to the nearest bound and the player told so; anything that is not a number
 * is refused (the field goes back to what it showed) and the player told so. Nothing is silently replaced.
 *
 * A field that takes changes (a resource bar: `current` given) reads "+3" and "-4" as a change to what it showed and
 * "=4" as a new value, as v13's token HUD does for a bar (client/applications/hud/token-hud.mjs `#onSubmitBar` passes
 * the typed text to `_parseAttributeInput`, whose `isDelta` is a leading sign, then `Actor#modifyTokenAttribute` adds
 * the delta to the current value); the sum is then bounded like any entry.
 */
export type BoundedEntry = { kind: "ok"; value: number } | { kind: "clamped"; value: number; bound: "min" | "max" } | { kind: "refused" };

export function boundedEntry(raw: string, min: number | null, max: number | null, current: number | null = null): BoundedEntry {
  let text = raw.trim();
  const relative = current !== null && Number.isFinite(current) && /^[-+]/.test(text);
  if (current !== null && text.startsWith("=")) text = text.slice(1).trim();
  if (text === "" || !/^[-+]?\d+(\.\d+)?$/.test(text)) return { kind: "refused" };
  const typed = Math.round(Number(text));
  const n = relative ? (current as number) + typed : typed;
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
