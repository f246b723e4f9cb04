/**
 * The language files through `game.i18n`: `localize` returns the key itself when it is missing, `format` fills
 * `{name}` placeholders (https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html#format).
 */

/** The translation of `key`. */
export function localize(key: string): string {
  return game.i18n!.localize(key);
}

/** The translation of `key` with its `{placeholders}` filled; numbers written out, null and undefined as "". */
export function format(key: string, data: Readonly<Record<string, unknown>>): string {
  return game.i18n!.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v ?? "")])));
}

/** The two together, for code that hands them on (`const i18n = translations()`; a label builder's `i18n` argument). */
export function translations(): { localize: typeof localize; format: typeof format } {
  return { localize, format };
}
