/**
 * The GM's yes/no on a relayed request: a v13 `DialogV2.confirm` (true for Yes, false for No, null when closed) whose
 * title and text are `<key>.Title` and `<key>.Text` in lang/en.json, each value escaped first (names are typed by users).
 */
import { format, localize } from "../foundry/i18n.js";

export async function gmConfirms(key: string, values: Record<string, string>): Promise<boolean> {
  const escape = foundry.utils.escapeHTML;
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escape(v)]));
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: localize(`${key}.Title`) },
    content: `<p>${format(`${key}.Text`, escaped)}</p>`,
  });
  return answer === true;
}
