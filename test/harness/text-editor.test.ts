/**
 * The harness's model of v13's custom enricher pass in TextEditor.enrichHTML (text-editor.ts): what each
 * CONFIG.TextEditorEnricherConfig field does (https://foundryvtt.com/api/v13/interfaces/CONFIG.TextEditorEnricherConfig.html).
 */
import { describe, expect, it } from "vitest";

const enrich = (html: string, options?: object) => foundry.applications.ux.TextEditor.implementation.enrichHTML(html, options as never);
type Config = {
  id?: string;
  pattern: RegExp;
  enricher: (m: RegExpMatchArray) => Promise<HTMLElement | null>;
  onRender?: (e: HTMLElement) => void;
  replaceParent?: boolean;
};
const use = (...configs: Config[]) => {
  const list = CONFIG.TextEditor.enrichers as unknown as Config[];
  list.length = 0;
  list.push(...configs);
};
const mark =
  (tag = "mark") =>
  async (m: RegExpMatchArray) => {
    const el = document.createElement(tag);
    el.textContent = m[1] ?? "";
    return el;
  };

describe("enrichHTML's custom enrichers (v13)", () => {
  it("replaces each match of the global pattern with the element the enricher returns", async () => {
    use({ pattern: /@x\[(\w+)\]/g, enricher: mark() });
    expect(await enrich("<p>a @x[one] b @x[two]</p>")).toBe("<p>a <mark>one</mark> b <mark>two</mark></p>");
  });

  it("leaves the text of a match whose enricher returns null", async () => {
    use({ pattern: /@x\[(\w+)\]/g, enricher: async (m) => (m[1] === "keep" ? null : mark()(m)) });
    expect(await enrich("<p>@x[keep] @x[go]</p>")).toBe("<p>@x[keep] <mark>go</mark></p>");
  });

  it("matches inside one text node only: markup splitting a pattern stops it", async () => {
    use({ pattern: /@x\[(\w+)\]/g, enricher: mark() });
    expect(await enrich("<p>@x[<b>one</b>]</p>")).toBe("<p>@x[<b>one</b>]</p>");
  });

  it("wraps the element of a config with id and onRender in <enriched-content>, and calls onRender once it is in the DOM", async () => {
    const rendered: string[] = [];
    use({ id: "demo", pattern: /@x\[(\w+)\]/g, enricher: mark(), onRender: (e) => rendered.push(e.outerHTML) });
    const html = await enrich("<p>@x[one]</p>");
    expect(html).toBe('<p><enriched-content enricher="demo"><mark>one</mark></enriched-content></p>');
    expect(rendered).toEqual([]);
    const host = document.createElement("div");
    host.innerHTML = html;
    document.body.append(host);
    expect(rendered).toEqual(['<enriched-content enricher="demo"><mark>one</mark></enriched-content>']);
  });

  it("replaceParent hoists an element that replaces its parent's whole content", async () => {
    use({ pattern: /@x\[(\w+)\]/g, enricher: mark("section"), replaceParent: true });
    expect(await enrich("<p>@x[one]</p><p>and @x[two]</p>")).toBe("<section>one</section><p>and <section>two</section></p>");
  });

  it("runs no custom enricher with custom: false, and still removes unrevealed secrets", async () => {
    use({ pattern: /@x\[(\w+)\]/g, enricher: mark() });
    expect(await enrich("<p>@x[one]</p>", { custom: false })).toBe("<p>@x[one]</p>");
    expect(await enrich('<section class="secret">s</section><p>@x[one]</p>')).toBe("<p><mark>one</mark></p>");
  });
});
