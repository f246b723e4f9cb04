/**
 * `foundry.applications.ux.TextEditor.implementation.enrichHTML(content, options)` as v13 does the part Anthology
 * relies on (https://foundryvtt.com/api/v13/classes/foundry.applications.ux.TextEditor.html#enrichhtml): it does not
 * sanitize (the server does that for declared htmlFields on save), and with `secrets: false` (the default) it
 * removes unrevealed secret blocks (`<section class="secret">` without `revealed`), so a reader who may not see them
 * never receives them. Links, rolls and embeds are not enriched in the harness (Anthology's tests do not need them).
 */
export async function enrichHTML(content: unknown, options: { secrets?: boolean } = {}): Promise<string> {
  const html = typeof content === "string" ? content : "";
  if (options.secrets || !html.includes("secret")) return html;
  const root = document.createElement("div");
  root.innerHTML = html;
  for (const section of root.querySelectorAll("section.secret:not(.revealed)")) section.remove();
  return root.innerHTML;
}
