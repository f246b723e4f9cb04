import { beforeEach, describe, expect, it } from "vitest";
import { pages } from "../../gallery/shadow.gallery.js";
import { installShadow } from "./skin-helpers.js";

beforeEach(() => installShadow());

describe("the Shadow gallery pages render, every string localized, user text escaped", () => {
  for (const page of pages) {
    it(page.name, async () => {
      const html = await page.render();
      expect(html.length).toBeGreaterThan(100);
      expect(html).not.toContain("<script>");
      expect(html).not.toMatch(/ANTHOLOGY\.Shadow\.[A-Za-z]+\.[A-Za-z]+/);
    });
  }
});
