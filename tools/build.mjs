/**
 * npm run build: dist/ with system.json, the bundled module and its source map, templates, one stylesheet,
 * the language file, packs compiled to LevelDB, and dist/anthology.zip ready to unzip into Data/systems/.
 */
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { zipSync } from "fflate";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { rollup } from "rollup";
import config from "../rollup.config.js";
import { releasedManifest } from "./release/manifest.mjs";
import { stylesheet } from "./styles.mjs";

const root = new URL("..", import.meta.url).pathname;
const dist = process.env.ANTHOLOGY_DIST ? join(process.env.ANTHOLOGY_DIST) : join(root, "dist");
// A release build (ANTHOLOGY_RELEASE_TAG=v<version>) ships a manifest whose download URL is that tag's zip.
const manifest = releasedManifest(JSON.parse(readFileSync(join(root, "system.json"), "utf8")), process.env.ANTHOLOGY_RELEASE_TAG || null);

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

const bundle = await rollup({
  ...config,
  onwarn: (w) => {
    throw new Error(`rollup: ${w.message}`);
  },
});
await bundle.write(config.output);
await bundle.close();

writeFileSync(join(dist, "anthology.css"), stylesheet(root));
cpSync(join(root, "lang"), join(dist, "lang"), { recursive: true });
cpSync(join(root, "templates"), join(dist, "templates"), { recursive: true });
writeFileSync(join(dist, "system.json"), `${JSON.stringify(manifest, null, 2)}\n`);
for (const extra of ["README.md", "CHANGELOG.md", "LICENSE"]) {
  if (existsSync(join(root, extra))) cpSync(join(root, extra), join(dist, extra));
}

for (const pack of manifest.packs ?? []) {
  const source = join(root, "packs/_source", pack.name);
  const target = join(dist, pack.path);
  mkdirSync(source, { recursive: true });
  await compilePack(source, target, { recursive: true, log: false });
}

function collect(dir) {
  const files = {};
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(files, collect(full));
    else if (!full.endsWith("anthology.zip")) files[relative(dist, full)] = readFileSync(full);
  }
  return files;
}
writeFileSync(join(dist, "anthology.zip"), zipSync(collect(dist), { level: 9 }));
console.log(`Built dist/ (${manifest.id} ${manifest.version}) and dist/anthology.zip`);
