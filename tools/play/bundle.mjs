/**
 * Bundles the play page's harness (test/harness/browser/entry.ts) for Chromium with esbuild. The harness reads
 * templates and the language file with node:fs; in the browser `node:fs` and `node:path` resolve to small shims
 * (test/harness/browser/node-shims/) serving the repository's templates/, lang/ and system.json, inlined here at
 * bundle time, so the harness code is the same in Node and in the browser.
 */
import { build } from "esbuild";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Where the repository appears to be inside the bundle (the harness computes ROOT from import.meta.dirname). */
export const VIRTUAL_ROOT = "/anthology";

function collect(root, dir, out) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) collect(root, full, out);
    else out[`${VIRTUAL_ROOT}/${relative(root, full).split("\\").join("/")}`] = readFileSync(full, "utf8");
  }
  return out;
}

/** Every file the harness may read at run time: templates, language files, the manifest. */
export function embeddedFiles(root) {
  const files = {};
  collect(root, join(root, "templates"), files);
  collect(root, join(root, "lang"), files);
  files[`${VIRTUAL_ROOT}/system.json`] = readFileSync(join(root, "system.json"), "utf8");
  return files;
}

function nodeShims(root) {
  const shimDir = join(root, "test/harness/browser/node-shims");
  return {
    name: "anthology-node-shims",
    setup(b) {
      b.onResolve({ filter: /^(node:)?fs$/ }, () => ({ path: join(shimDir, "fs.ts") }));
      b.onResolve({ filter: /^(node:)?path$/ }, () => ({ path: join(shimDir, "path.ts") }));
      b.onResolve({ filter: /^anthology:embedded-files$/ }, () => ({ path: "embedded-files", namespace: "anthology" }));
      b.onLoad({ filter: /.*/, namespace: "anthology" }, () => ({ contents: JSON.stringify(embeddedFiles(root)), loader: "json" }));
    },
  };
}

/** Writes the bundle to `outfile` (an ES module that installs the harness and exposes window.play). */
export async function bundleHarness(root, outfile) {
  await build({
    entryPoints: [join(root, "test/harness/browser/entry.ts")],
    outfile,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    keepNames: true,
    sourcemap: "inline",
    logLevel: "warning",
    define: { "import.meta.dirname": JSON.stringify(`${VIRTUAL_ROOT}/test/harness`) },
    // The harness imports happy-dom only where there is no document (Node); the page has one.
    external: ["happy-dom"],
    plugins: [nodeShims(root)],
  });
}
