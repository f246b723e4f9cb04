/**
 * npm start's sandbox serves files only from the folders it names (tools/play/, dist/, Font Awesome, the harness
 * bundle): a path that climbs out is a 404, never a file of the repository.
 */
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a tools/ script in plain JavaScript (no declarations)
import { resolvePlay } from "../../tools/play/server.mjs";

const root = resolve(import.meta.dirname, "../..");
const harnessFile = join(root, "tools/play/page.html");
const answer = (path: string) =>
  resolvePlay(path, { root, harnessFile, extra: { "/": join(root, "tools/play/sandbox.html") } }) as { status: number; type: string; body: Buffer | string };

describe("the sandbox's file server", () => {
  it("serves the landing page, the play page and the play folder's files with their types", () => {
    expect(answer("/")).toMatchObject({ status: 200, type: "text/html" });
    expect(String(answer("/").body)).toContain('href="/game?ruleset=warden&amp;sandbox=1"');
    expect(answer("/game")).toMatchObject({ status: 200, type: "text/html" });
    expect(answer("/play/play.css")).toMatchObject({ status: 200, type: "text/css" });
    expect(answer("/icons/svg/d20.svg")).toMatchObject({ status: 200, type: "image/svg+xml" });
  });

  it("refuses every path that climbs out of a served folder", () => {
    for (const path of [
      "/play/../package.json",
      "/play/../../package.json",
      "/systems/anthology/../package.json",
      "/systems/anthology/../../package.json",
      "/fontawesome/../../package.json",
      "/play/%2e%2e/package.json",
      "/package.json",
      "/play/",
      "/systems/anthology/",
    ]) {
      expect(answer(path).status, path).toBe(404);
    }
  });
});
