import { describe, expect, it } from "vitest";
import { pages } from "../../gallery/roll-keep.gallery.js";

describe("Roll & Keep gallery pages", () => {
  it.each(pages.map((p) => [p.name, p]))("%s renders, with user text escaped", async (_name, page) => {
    const html = await page.render();
    expect(html.length).toBeGreaterThan(100);
    expect(html).not.toMatch(/<i>the Grey<\/i>|<b>grimoire<\/b>/);
    expect(html).not.toContain("<script>alert(1)");
  });
});
