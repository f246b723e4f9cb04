/**
 * Serves the play page: /play/ from tools/play/ and the bundled harness, /systems/anthology/ from the built dist/
 * (what Foundry serves for an installed system), and /icons/… as small labelled SVGs (Foundry's core icons are not
 * part of this repository). The play-through serves it to Chromium through playwright's request routing (no port,
 * `serve`); `npm start` serves the same files over loopback HTTP as the sandbox (tools/sandbox.mjs, `resolvePlay`).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";

export const ORIGIN = "http://anthology.play";

export const TYPES = {
  ".woff2": "font/woff2",
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".map": "application/json",
  ".hbs": "text/plain",
};

function icon(path) {
  let hue = 0;
  for (const c of path) hue = (hue * 31 + c.charCodeAt(0)) % 360;
  const label = path
    .split("/")
    .pop()
    .replace(/\.\w+$/, "")
    .slice(0, 14)
    .replace(/[^\w-]/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="hsl(${hue} 55% 45%)"/><text x="32" y="36" font-size="8" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
}

/** `file` inside `dir`, or null when the path climbs out of it (`..`, an absolute part) or names a directory. */
function inside(dir, rest) {
  const file = normalize(join(dir, rest));
  if (file !== dir && !file.startsWith(dir + sep)) return null;
  if (!existsSync(file) || statSync(file).isDirectory()) return null;
  return file;
}

/**
 * What the play page's server answers for `pathname` (already URL-decoded): `{ status, type, body }`. Only files
 * under the four served folders are read; anything else (a path climbing out, a missing file) is a 404.
 */
export function resolvePlay(pathname, { root, harnessFile, extra = {} }) {
  const path = normalize(pathname).split(sep).join("/");
  let file = null;
  if (path === "/game") file = join(root, "tools/play/page.html");
  else if (path === "/play/harness.js") file = harnessFile;
  else if (path in extra) file = extra[path];
  else if (path.startsWith("/play/")) file = inside(join(root, "tools/play"), path.slice("/play/".length));
  else if (path.startsWith("/systems/anthology/")) file = inside(join(root, "dist"), path.slice("/systems/anthology/".length));
  // Foundry serves Font Awesome itself; the play page uses the free package from npm (a devDependency).
  else if (path.startsWith("/fontawesome/")) file = inside(join(root, "node_modules/@fortawesome/fontawesome-free"), path.slice("/fontawesome/".length));
  else if (path.startsWith("/icons/")) return { status: 200, type: TYPES[".svg"], body: icon(path) };
  if (!file || !existsSync(file)) return { status: 404, type: "text/plain", body: "not found" };
  return { status: 200, type: TYPES[extname(file)] ?? "application/octet-stream", body: readFileSync(file) };
}

/** Routes every request of `context` under ORIGIN; anything else is aborted (the page is offline). */
export async function serve(context, { root, harnessFile }) {
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    const { status, type, body } = resolvePlay(decodeURIComponent(url.pathname), { root, harnessFile });
    return route.fulfill({ status, contentType: type, body });
  });
}
