/**
 * The release files agree: one version, download URL of that version, manifest URL of the latest release. Not a pure
 * file: it reads `game.release` from the harness world, so it runs in the harness project.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { HARNESS_V13_BUILD } from "../harness/generation.js";

const root = resolve(import.meta.dirname, "../..");
const read = (f: string) => readFileSync(join(root, f), "utf8");

describe("release", () => {
  it("system.json and package.json carry the same version, with matching manifest and download URLs", () => {
    const manifest = JSON.parse(read("system.json"));
    const pkg = JSON.parse(read("package.json"));
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.manifest).toBe(`${manifest.url}/releases/latest/download/system.json`);
    expect(manifest.download).toBe(`${manifest.url}/releases/download/v${manifest.version}/anthology.zip`);
  });

  it("the changelog has an entry for the current version and the README points at the manifest URL", () => {
    const manifest = JSON.parse(read("system.json"));
    expect(read("CHANGELOG.md")).toContain(`## ${manifest.version}`);
    expect(read("README.md")).toContain(manifest.manifest);
  });

  it("the release workflow builds, tests and publishes the zip and the manifest", () => {
    const wf = read(".github/workflows/release.yml");
    for (const step of ["npm ci", "npm test", "npm run build", "dist/anthology.zip", "dist/system.json"]) expect(wf).toContain(step);
  });

  it("compatibility claims only what was checked: minimum the typed build, verified the build the harness models", () => {
    const manifest = JSON.parse(read("system.json"));
    const pkg = JSON.parse(read("package.json"));
    const types = String(pkg.devDependencies["@league-of-foundry-developers/foundry-vtt-types"]).replace(/^[\^~]/, "");
    const [generation, build] = types.split(".");
    expect(manifest.compatibility.minimum).toBe(`${generation}.${build}`);
    expect(manifest.compatibility.verified).toBe(`13.${HARNESS_V13_BUILD}`);
    expect(Number(manifest.compatibility.verified.split(".")[1])).toBeGreaterThanOrEqual(Number(build));
    expect(game.release).toMatchObject({ generation: 13, build: HARNESS_V13_BUILD });
    expect(read("README.md")).toContain(`\`verified\` "${manifest.compatibility.verified}": here "verified" means`);
    expect(read("README.md")).toContain(`\`minimum\` "${manifest.compatibility.minimum}"`);
  });
});
