/**
 * `foundry.applications.ux.TextEditor.implementation.enrichHTML(content, options)` as v13 does the part Anthology
 * relies on (https://foundryvtt.com/api/v13/classes/foundry.applications.ux.TextEditor.html#enrichhtml): it does not
 * sanitize (the server does that for declared htmlFields on save), and with `secrets: false` (the default) it
 * removes unrevealed secret blocks (`<section class="secret">` without `revealed`), so a reader who may not see them
 * never receives them. Then, unless `custom: false` (EnrichmentOptions), the custom enrichers of
 * `CONFIG.TextEditor.enrichers` run in order over the text nodes
 * (https://foundryvtt.com/api/v13/interfaces/CONFIG.TextEditorEnricherConfig.html): each match of a config's global
 * `pattern` is passed to its async `enricher(match, options)`; a returned element replaces the matched text, `null`
 * leaves the text as it was; with `replaceParent` an element that would replace the whole content of its parent
 * replaces the parent. A config with an `id` and an `onRender` has its element wrapped in
 * `<enriched-content enricher="id">` (https://foundryvtt.com/api/v13/classes/foundry.applications.elements.HTMLEnrichedContentElement.html),
 * whose `connectedCallback` calls `onRender(element)` each time it is added to the DOM. Core links, inline rolls
 * and embeds are not enriched in the harness (Anthology's tests do not need them).
 */

type EnricherConfig = {
  id?: string;
  pattern: RegExp;
  enricher: (match: RegExpMatchArray, options?: object) => Promise<HTMLElement | null>;
  onRender?: (element: HTMLElement) => unknown;
  replaceParent?: boolean;
};

function enricherConfigs(): EnricherConfig[] {
  const config = (globalThis as { CONFIG?: { TextEditor?: { enrichers?: EnricherConfig[] } } }).CONFIG;
  return config?.TextEditor?.enrichers ?? [];
}

const ENRICHED_CONTENT = "enriched-content";

/** v13's `HTMLEnrichedContentElement`: calls its enricher's `onRender` when it is connected. */
export function defineEnrichedContentElement(): void {
  if (typeof customElements === "undefined" || customElements.get(ENRICHED_CONTENT)) return;
  class HTMLEnrichedContentElement extends HTMLElement {
    static observedAttributes = ["enricher"];
    connectedCallback(): void {
      const id = this.getAttribute("enricher");
      const config = enricherConfigs().find((c) => c.id === id);
      config?.onRender?.(this);
    }
  }
  customElements.define(ENRICHED_CONTENT, HTMLEnrichedContentElement);
}

function textNodes(root: Node): Text[] {
  const out: Text[] = [];
  const walk = (node: Node): void => {
    for (const child of [...node.childNodes]) {
      if (child.nodeType === 3) out.push(child as Text);
      else walk(child);
    }
  };
  walk(root);
  return out;
}

/** Replaces the matches of one config in one text node. */
async function replaceInTextNode(node: Text, config: EnricherConfig, options: object): Promise<void> {
  const text = node.textContent ?? "";
  const pattern = new RegExp(config.pattern.source, config.pattern.flags.includes("g") ? config.pattern.flags : `${config.pattern.flags}g`);
  const pieces: (string | HTMLElement)[] = [];
  let last = 0;
  let replaced = false;
  for (const match of text.matchAll(pattern)) {
    let element = await config.enricher(match, options);
    if (!element) continue;
    if (config.id && config.onRender) {
      const wrapper = document.createElement(ENRICHED_CONTENT);
      wrapper.setAttribute("enricher", config.id);
      wrapper.append(element);
      element = wrapper;
    }
    pieces.push(text.slice(last, match.index), element);
    last = (match.index ?? 0) + match[0].length;
    replaced = true;
  }
  if (!replaced) return;
  pieces.push(text.slice(last));
  const parent = node.parentElement;
  const onlyElement = pieces.filter((p) => typeof p !== "string" || p.trim() !== "");
  if (config.replaceParent && parent && onlyElement.length === 1 && parent.childNodes.length === 1 && typeof onlyElement[0] !== "string") {
    parent.replaceWith(onlyElement[0]!);
    return;
  }
  node.replaceWith(...pieces.filter((p) => p !== ""));
}

export async function enrichHTML(content: unknown, options: { secrets?: boolean; custom?: boolean } = {}): Promise<string> {
  const html = typeof content === "string" ? content : "";
  // Content no enricher can match and without secrets comes back as given (the harness skips the DOM round trip).
  const configs = (options.custom === false ? [] : enricherConfigs()).filter((c) => new RegExp(c.pattern.source, c.pattern.flags.replace("g", "")).test(html));
  if ((options.secrets || !html.includes("secret")) && !configs.length) return html;
  const root = document.createElement("div");
  root.innerHTML = html;
  if (!options.secrets) for (const section of root.querySelectorAll("section.secret:not(.revealed)")) section.remove();
  for (const config of configs) {
    for (const node of textNodes(root)) await replaceInTextNode(node, config, options);
  }
  return root.innerHTML;
}
