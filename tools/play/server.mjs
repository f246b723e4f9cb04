/**
 * Serves the play page to Chromium through playwright's request routing (no port): /play/ from tools/play/ and
 * the bundled harness, /systems/anthology/ from the built dist/ (what Foundry serves for an installed system),
 * and /icons/… as small labelled SVGs (Foundry's core icons are not part of this repository).
 */
import { existsSync, readFileSync } from "node:fs";
import { extname, join, normalize } from "node:path";

export const ORIGIN = "http://anthology.play";

const TYPES = { ".woff2": "font/woff2", ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".map": "application/json", ".hbs": "text/plain" };

function icon(path) {
  let hue = 0;
  for (const c of path) hue = (hue * 31 + c.charCodeAt(0)) % 360;
  const label = path.split("/").pop().replace(/\.\w+$/, "").slice(0, 14).replace(/[^\w-]/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="hsl(${hue} 55% 45%)"/><text x="32" y="36" font-size="8" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
}

/** Routes every request of `context` under ORIGIN; anything else is aborted (the page is offline). */
export async function serve(context, { root, harnessFile }) {
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    const path = normalize(decodeURIComponent(url.pathname));
    let file = null;
    if (path === "/game") file = join(root, "tools/play/page.html");
    else if (path === "/play/harness.js") file = harnessFile;
    else if (path.startsWith("/play/")) file = join(root, "tools/play", path.slice("/play/".length));
    else if (path.startsWith("/systems/anthology/")) file = join(root, "dist", path.slice("/systems/anthology/".length));
    // Foundry serves Font Awesome itself; the play page uses the free package from npm (a devDependency).
    else if (path.startsWith("/fontawesome/")) file = join(root, "node_modules/@fortawesome/fontawesome-free", path.slice("/fontawesome/".length));
    else if (path.startsWith("/icons/")) return route.fulfill({ status: 200, contentType: TYPES[".svg"], body: icon(path) });
    if (!file || !existsSync(file)) return route.fulfill({ status: 404, body: "not found" });
    return route.fulfill({ status: 200, contentType: TYPES[extname(file)] ?? "application/octet-stream", body: readFileSync(file) });
  });
}
