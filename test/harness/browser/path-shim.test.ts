// @vitest-environment node
// The browser bundle's node:path (test/harness/browser/node-shims/path.ts) must give Node's answers for the
// absolute POSIX paths the harness computes (ROOT from import.meta.dirname, template paths, relative names).
import * as node from "node:path";
import { describe, expect, it } from "vitest";
import * as shim from "./node-shims/path.js";

const ROOT = "/anthology/test/harness";

describe("browser node:path shim", () => {
  it("resolves, joins and relativizes as Node does", () => {
    const cases: [string, ...string[]][] = [
      ["resolve", ROOT, "../.."],
      ["resolve", "/a/b", "c/./d", "../e"],
      ["resolve", "/a", "/b", "c"],
      ["join", "/anthology", "templates/dice/dice.hbs"],
      ["join", "/anthology/", "./lang", "..", "lang/en.json"],
      ["relative", "/anthology", "/anthology/templates/warden/chat/attack.hbs"],
      ["relative", "/anthology/templates/a", "/anthology/lang/en.json"],
      ["dirname", "/anthology/templates/dice/dice.hbs"],
      ["basename", "/anthology/templates/dice/dice.hbs"],
      ["extname", "/anthology/templates/dice/dice.hbs"],
    ];
    for (const [fn, ...args] of cases) {
      const ours = (shim as unknown as Record<string, (...a: string[]) => string>)[fn]!(...args);
      const theirs = (node as unknown as Record<string, (...a: string[]) => string>)[fn]!(...args);
      expect(ours, `${fn}(${args.join(", ")})`).toBe(theirs);
    }
  });
});
