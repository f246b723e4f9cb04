/** The harness's model of the server's HTML cleaning on save (server-sanitize.ts), and the enrichHTML stand-in. */
import { describe, expect, it } from "vitest";
import { cleanHtmlLikeServer, declaredHtmlFields, isScriptUrl, storedByServer } from "./server-sanitize.js";

describe("cleanHtmlLikeServer", () => {
  it("removes script elements, on* attributes and script URLs", () => {
    expect(cleanHtmlLikeServer("<p>a<script>alert(1)</script></p>")).toBe("<p>a</p>");
    expect(cleanHtmlLikeServer("<img src=x onerror=alert(1)>")).toBe('<img src="x">');
    expect(cleanHtmlLikeServer('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(cleanHtmlLikeServer('<a href=" java\tscript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(cleanHtmlLikeServer('<iframe srcdoc="<script>alert(1)</script>"></iframe>b')).toBe("b");
  });

  it("keeps ordinary markup, buttons and data-* attributes (as Foundry's cleaner does, issue 12 finding 2)", () => {
    const kept = '<p><strong>Bold</strong> <a href="https://example.com">link</a></p><button data-anthology-action="x">Apply</button>';
    expect(cleanHtmlLikeServer(kept)).toBe(kept);
    expect(cleanHtmlLikeServer('<img src="data:image/png;base64,AA">')).toBe('<img src="data:image/png;base64,AA">');
  });

  it("isScriptUrl: javascript:, vbscript: and non-image data: URLs", () => {
    expect(["javascript:x", "JAVASCRIPT:x", "vbscript:x", "data:text/html,x"].every(isScriptUrl)).toBe(true);
    expect(["https://x", "data:image/png,x", "icons/a.svg"].some(isScriptUrl)).toBe(false);
  });
});

describe("storedByServer", () => {
  it("cleans only the HTML fields system.json declares for the type, in the actor and its items", () => {
    expect(declaredHtmlFields("Actor", "gmCharacter")).toContain("backstory");
    const stored = storedByServer("Actor", {
      name: "<img src=x onerror=alert(1)>",
      type: "gmCharacter",
      system: { backstory: "<img src=x onerror=alert(1)>", notes: "<img src=x onerror=alert(2)>" },
      items: [{ name: "x", type: "gmWeapon", system: { description: "<script>alert(3)</script><p>ok</p>" } }],
    });
    expect(stored.name).toBe("<img src=x onerror=alert(1)>"); // a name is plain text: escaped when rendered, never cleaned
    expect((stored.system as { backstory: string }).backstory).toBe('<img src="x">');
    // notes is undeclared in today's manifest (issue 12, finding 1): the server leaves it as typed.
    expect((stored.system as { notes: string }).notes).toBe(
      declaredHtmlFields("Actor", "gmCharacter").includes("notes") ? '<img src="x">' : "<img src=x onerror=alert(2)>",
    );
    expect((stored.items as { system: { description: string } }[])[0].system.description).toBe("<p>ok</p>");
  });

  it("TextEditor.enrichHTML sanitizes nothing (v13's client leaves that to the server's save)", async () => {
    const raw = "<img src=x onerror=alert(1)>";
    expect(await foundry.applications.ux.TextEditor.implementation.enrichHTML(raw)).toBe(raw);
  });
});
