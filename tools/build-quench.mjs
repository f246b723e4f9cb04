/**
 * npm run build:quench: the Quench test batch as a tiny module of its own, dist-quench/ (module.json and
 * anthology-quench.mjs), to copy or link into Data/modules/anthology-quench/. It is built apart from the system
 * (tools/build.mjs bundles module/anthology.ts only) so the batch never reaches players.
 */
import { build } from "esbuild";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const out = process.env.ANTHOLOGY_QUENCH_DIST ? join(process.env.ANTHOLOGY_QUENCH_DIST) : join(root, "dist-quench");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [join(root, "quench/anthology-quench.ts")],
  bundle: true,
  format: "esm",
  target: "es2022",
  outfile: join(out, "anthology-quench.mjs"),
  logLevel: "warning",
});
cpSync(join(root, "quench/module.json"), join(out, "module.json"));
console.log(`Built ${out}/ (module anthology-quench: the Quench batch "Anthology")`);
