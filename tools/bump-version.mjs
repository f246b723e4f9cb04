/**
 * npm run version:bump -- <x.y.z>: the version lives in one place (package.json); this writes it into
 * system.json with matching download URL (the manifest URL always points at the latest release) and adds a
 * CHANGELOG heading.
 */
import { readFileSync, writeFileSync } from "node:fs";

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
manifest.manifest = `${manifest.url}/releases/latest/download/system.json`;
manifest.download = `${manifest.url}/releases/download/v${version}/anthology.zip`;
writeFileSync("system.json", `${JSON.stringify(manifest, null, 2)}\n`);
const changelog = readFileSync("CHANGELOG.md", "utf8");
if (!changelog.includes(`## ${version}`)) writeFileSync("CHANGELOG.md", changelog.replace("# Changelog\n", `# Changelog\n\n## ${version}\n- \n`));
console.log(`Version ${version}: package.json, system.json (download ${manifest.download}) and CHANGELOG.md`);
