/** Every gallery page of the gm actors renders, with no raw script and no missing localization key. */
import { describe, expect, it } from "vitest";
import { pages } from "../../../gallery/gm-actors.gallery.js";
import { harness } from "../../../harness/foundry.js";

describe("gm actor gallery pages", () => {
  it.each(pages.map((p) => [p.name, p] as const))("%s", async (_name, page) => {
    harness.i18n.missing.clear();
    const html = await page.render();
    expect(html.length).toBeGreaterThan(200);
    expect(html).not.toMatch(/<script>alert/);
    expect([...harness.i18n.missing].filter((k) => k.startsWith("ANTHOLOGY.GM"))).toEqual([]);
  });
});
