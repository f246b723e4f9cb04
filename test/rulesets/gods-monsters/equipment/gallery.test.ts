import { describe, expect, it } from "vitest";
import { pages } from "../../../gallery/gm-items.gallery.js";
import { harness } from "../../../harness/foundry.js";

describe("G&M item gallery pages", () => {
  it("every page renders, localized and escaped", async () => {
    harness.i18n.missing.clear();
    for (const page of pages) {
      const html = await page.render();
      expect(html.length, page.name).toBeGreaterThan(100);
      expect(html).not.toContain("<script>");
    }
    expect([...harness.i18n.missing]).toEqual([]);
  });
});
