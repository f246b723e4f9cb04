/**
 * npm start: the sandbox. Serves, on loopback only (http://127.0.0.1:30999, PORT overrides), the play page of the
 * browser play-through (the built system on its Foundry v13 stand-in, tools/play/) for any of the four rulesets,
 * with a landing page to pick one (tools/play/sandbox.html) and the sheet gallery under /gallery/. Nothing is saved:
 * the world lives in the tab and starts again on reload. `startSandbox` is also what the browser test loads.
 */
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { bundleHarness } from "./play/bundle.mjs";
import { TYPES, resolvePlay } from "./play/server.mjs";

const repo = resolve(new URL("..", import.meta.url).pathname);

/** The gallery's file for `rest` (under dist-gallery/, a folder's index.html), or null. */
function galleryFile(rest) {
  const dir = join(repo, "dist-gallery");
  let file = normalize(join(dir, rest));
  if (file !== dir && !file.startsWith(dir + sep)) return null;
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
  return existsSync(file) ? file : null;
}

/** Bundles the harness and listens; resolves to the server once it accepts connections. */
export async function startSandbox({ port = Number(process.env.PORT ?? 30999), host = "127.0.0.1" } = {}) {
  const outDir = join(repo, "dist-gallery", "sandbox");
  mkdirSync(outDir, { recursive: true });
  const harnessFile = join(outDir, "harness.js");
  await bundleHarness(repo, harnessFile);
  const extra = { "/": join(repo, "tools/play/sandbox.html") };
  const server = createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    } catch {
      res.writeHead(400, { "content-type": "text/plain" }).end("bad request");
      return;
    }
    if (pathname.startsWith("/gallery/") || pathname === "/gallery") {
      const file = galleryFile(pathname.slice("/gallery".length) || "/");
      if (!file) res.writeHead(404, { "content-type": "text/plain" }).end("not found (npm run gallery first)");
      else res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
      return;
    }
    const { status, type, body } = resolvePlay(pathname, { root: repo, harnessFile, extra });
    res.writeHead(status, { "content-type": type }).end(body);
  });
  await new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, done);
  });
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(repo, "dist", "anthology.mjs"))) {
    console.error("dist/anthology.mjs is missing: run npm run build first (npm start does).");
    process.exit(1);
  }
  const server = await startSandbox();
  const { port } = server.address();
  console.log(`Anthology sandbox at http://127.0.0.1:${port}/ (the gallery at /gallery/). Nothing is saved; Ctrl+C stops it.`);
}
