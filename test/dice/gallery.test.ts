import { describe, expect, it } from "vitest";
import { pages } from "../gallery/dice.gallery.js";

describe("the dice gallery pages render", () => {
  for (const page of pages) {
    it(page.name, async () => {
      const html = await page.render();
      expect(html.length).toBeGreaterThan(100);
      expect(html).not.toContain("<script>");
      expect(html).not.toMatch(/ANTHOLOGY\.Dice\.[A-Za-z]+\.[A-Za-z]+/);
    });
  }
});
