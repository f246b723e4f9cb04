// @vitest-environment node
/**
 * Every action a sheet, dialog or card offers is reachable by keyboard and has a name (issue 15): a `<button>` (an
 * `<a>` without href is skipped by Tab), `type="button"` so it never submits the sheet's form (a `<button>` in a
 * `<form>` defaults to submit, https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-type), and an
 * icon-only button names itself with aria-label. v13 ApplicationV2 dispatches `[data-action]` clicks whatever the
 * element (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html, actions).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "../..");
const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
const templates = files(join(root, "templates")).filter((f) => f.endsWith(".hbs"));
/** Opening tags, Handlebars expressions inside attributes kept whole. */
const TAG = /<(a|button)\b((?:[^>{}]|\{\{[^}]*\}\})*)>([\s\S]*?)<\/\1>/g;

function offenders(test: (tag: string, attrs: string, inner: string) => boolean): string[] {
  return templates.flatMap((f) =>
    [...readFileSync(f, "utf8").matchAll(TAG)].filter((m) => test(m[1]!, m[2]!, m[3]!)).map((m) => `${relative(root, f)}: ${m[0].slice(0, 100)}`),
  );
}

describe("templates: every action is a named keyboard control", () => {
  it("finds the templates' buttons", () => {
    expect(offenders((tag) => tag === "button").length).toBeGreaterThan(100);
  });

  it("no <a> carries a data-action", () => {
    expect(offenders((tag, attrs) => tag === "a" && /data-action/.test(attrs))).toEqual([]);
  });

  it("every <button> says its type", () => {
    expect(offenders((tag, attrs) => tag === "button" && !/\btype="(button|submit)"/.test(attrs))).toEqual([]);
  });

  it("a button with no text of its own (an icon) has an aria-label", () => {
    const text = (inner: string) =>
      inner
        .replace(/<[^>]+>/g, "")
        .replace(/\{\{!--[\s\S]*?--\}\}/g, "")
        .trim();
    expect(offenders((tag, attrs, inner) => tag === "button" && text(inner) === "" && !/aria-label="/.test(attrs))).toEqual([]);
  });
});
