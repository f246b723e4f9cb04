/**
 * The release files agree: one version, download URL of that version, manifest URL of the latest release. Not a pure
 * file: it reads `game.release` from the harness world, so it runs in the harness project.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { HARNESS_V13_BUILD } from "../harness/generation.js";
import { foldChangelog, releasedManifest, versionNotes } from "../../tools/release/manifest.mjs";

const root = resolve(import.meta.dirname, "../..");
const read = (f: string) => readFileSync(join(root, f), "utf8");

describe("release", () => {
  it("system.json and package.json carry the same version, with matching manifest and download URLs", () => {
    const manifest = JSON.parse(read("system.json"));
    const pkg = JSON.parse(read("package.json"));
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.manifest).toBe(`${manifest.url}/releases/latest/download/system.json`);
    // Corrected: the committed system.json no longer pins a version's zip (no script commits URLs); the manifest a
    // release ships, built for its tag (tools/release/manifest.mjs, .github/workflows/release.yml), does.
    const released = releasedManifest(manifest, `v${manifest.version}`);
    expect(released.download).toBe(`${manifest.url}/releases/download/v${manifest.version}/anthology.zip`);
    expect(released.manifest).toBe(`${manifest.url}/releases/latest/download/system.json`);
    expect(manifest.download).toBe(`${manifest.url}/releases/latest/download/anthology.zip`);
    expect(() => releasedManifest(manifest, "v0.0.0-not-this")).toThrow(/does not match/);
  });

  it("system.json names where to report bugs, the readme and the changelog (v13 BasePackage fields)", () => {
    const manifest = JSON.parse(read("system.json"));
    expect(manifest.bugs).toBe(`${manifest.url}/issues`);
    expect(manifest.readme).toBe(`${manifest.url}/blob/main/README.md`);
    expect(manifest.changelog).toBe(`${manifest.url}/blob/main/CHANGELOG.md`);
  });

  it("a version bump folds the changelog's Unreleased notes into the version, and a release reads them back", () => {
    const text = "# Changelog\n\n## Unreleased\n- Sheets open faster.\n\n## 0.1.0\n- First.\n";
    const folded = foldChangelog(text, "0.2.0");
    expect(folded).toBe("# Changelog\n\n## Unreleased\n\n## 0.2.0\n- Sheets open faster.\n\n## 0.1.0\n- First.\n");
    expect(foldChangelog(folded, "0.2.0")).toBe(folded);
    expect(versionNotes(folded, "0.2.0")).toBe("- Sheets open faster.");
    expect(versionNotes(folded, "0.1.0")).toBe("- First.");
    expect(versionNotes(folded, "9.9.9")).toBe("");
  });

  it("CI runs .ci/run on every push and pull request", () => {
    const wf = read(".github/workflows/ci.yml");
    expect(wf).toMatch(/on:\s*\n\s+push:\s*\n\s+pull_request:/);
    expect(wf).toContain("bash .ci/run");
  });

  it("the changelog has an entry for the current version and the README points at the manifest URL", () => {
    const manifest = JSON.parse(read("system.json"));
    expect(read("CHANGELOG.md")).toContain(`## ${manifest.version}`);
    expect(read("README.md")).toContain(manifest.manifest);
  });

  it("the release workflow builds, tests and publishes the zip and the manifest", () => {
    const wf = read(".github/workflows/release.yml");
    for (const step of ["npm ci", "npm test", "npm run build", "dist/anthology.zip", "dist/system.json"]) expect(wf).toContain(step);
    expect(wf).toContain("ANTHOLOGY_RELEASE_TAG: ${{ github.ref_name }}");
    expect(wf).toContain("body_path: release-notes.md");
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
