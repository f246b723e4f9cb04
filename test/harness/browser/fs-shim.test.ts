// @vitest-environment node
// The browser bundle's node:fs (test/harness/browser/node-shims/fs-core.ts) answers the harness's reads as Node
// does over the embedded files: text of a file, names in a folder, folder or file, ENOENT when missing.
import { describe, expect, it } from "vitest";
import { makeFs } from "./node-shims/fs-core.js";

const fs = makeFs({
  "/anthology/templates/dice/dice.hbs": "<div>{{total}}</div>",
  "/anthology/templates/dice/parts/tooltip.hbs": "<ol></ol>",
  "/anthology/lang/en.json": "{}",
});

describe("browser node:fs shim", () => {
  it("reads embedded files and lists folders", () => {
    expect(fs.readFileSync("/anthology/templates/dice/dice.hbs", "utf8")).toBe("<div>{{total}}</div>");
    expect(fs.readdirSync("/anthology/templates/dice")).toEqual(["dice.hbs", "parts"]);
    expect(fs.statSync("/anthology/templates/dice/parts").isDirectory()).toBe(true);
    expect(fs.statSync("/anthology/lang/en.json").isFile()).toBe(true);
    expect(fs.existsSync("/anthology/templates")).toBe(true);
  });

  it("throws ENOENT for what is not there, as Node does", () => {
    expect(() => fs.readFileSync("/anthology/templates/missing.hbs")).toThrow(/ENOENT/);
    expect(() => fs.readdirSync("/anthology/nothing")).toThrow(/ENOENT/);
    expect(() => fs.statSync("/anthology/nothing")).toThrow(/ENOENT/);
    expect(fs.existsSync("/anthology/templates/dic")).toBe(false);
  });
});
