/** The roll-link gallery pages render the guides journal with live links and a hostile table name as text. */
import { describe, expect, it } from "vitest";
import { pages } from "../gallery/roll-links.gallery.js";

describe("the roll-link gallery pages", () => {
  it.each(pages.map((p) => [p.name, p]))("%s: links, syntax as text, no markup from a table name", async (_name, page) => {
    const host = document.createElement("div");
    host.innerHTML = await page.render();
    expect(host.querySelectorAll("a.anthology-roll-link").length).toBeGreaterThanOrEqual(4);
    expect(host.querySelector("script")).toBeNull();
    expect(host.textContent).toContain("Draw from <script>alert(1)</script>");
    for (const code of host.querySelectorAll("code")) expect(code.querySelector("a")).toBeNull();
  });
});
