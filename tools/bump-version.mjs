/**
 * npm run version:bump -- <x.y.z>: the version lives in package.json; this writes it into system.json and folds
 * CHANGELOG.md's "Unreleased" notes into a heading for that version. No URL is committed: the release workflow
 * pins the download URL to the pushed tag when it builds (tools/release/manifest.mjs).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { foldChangelog, releaseUrls } from "./release/manifest.mjs";

const version = process.argv[2];
if (!/^\d+\.\d+\.\d+$/.test(version ?? "")) {
  console.error("Usage: npm run version:bump -- <major.minor.patch>");
  process.exit(1);
}
const pkg = JSON.parse(readFileSync("package.json", "utf8"));
pkg.version = version;
writeFileSync("package.json", `${JSON.stringify(pkg, null, 2)}\n`);
const manifest = JSON.parse(readFileSync("system.json", "utf8"));
manifest.version = version;
Object.assign(manifest, releaseUrls(manifest.url, null));
writeFileSync("system.json", `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync("CHANGELOG.md", foldChangelog(readFileSync("CHANGELOG.md", "utf8"), version));
console.log(`Version ${version}: package.json, system.json and CHANGELOG.md (Unreleased folded into ${version}); tag v${version} to release.`);
