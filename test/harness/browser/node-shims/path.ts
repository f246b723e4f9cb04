/**
 * node:path for the browser bundle of the harness (POSIX paths only): the functions the harness calls, with
 * Node's results for absolute POSIX paths. tools/play/bundle.mjs resolves `node:path` here.
 */
function normalizeParts(parts: string[]): string[] {
  const out: string[] = [];
  for (const p of parts) {
    if (!p || p === ".") continue;
    if (p === "..") out.pop();
    else out.push(p);
  }
  return out;
}

export const sep = "/";

export function normalize(path: string): string {
  const absolute = path.startsWith("/");
  const joined = normalizeParts(path.split("/")).join("/");
  return absolute ? `/${joined}` : joined || ".";
}

export function join(...parts: string[]): string {
  return normalize(parts.filter(Boolean).join("/"));
}

export function resolve(...parts: string[]): string {
  let path = "";
  for (const p of parts) path = p.startsWith("/") ? p : `${path}/${p}`;
  return normalize(path.startsWith("/") ? path : `/${path}`);
}

export function relative(from: string, to: string): string {
  const a = normalizeParts(resolve(from).split("/"));
  const b = normalizeParts(resolve(to).split("/"));
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => ".."), ...b.slice(i)].join("/");
}

export function dirname(path: string): string {
  const n = normalize(path);
  const i = n.lastIndexOf("/");
  return i <= 0 ? (n.startsWith("/") ? "/" : ".") : n.slice(0, i);
}

export function basename(path: string, ext = ""): string {
  const name = normalize(path).split("/").pop() ?? "";
  return ext && name.endsWith(ext) ? name.slice(0, -ext.length) : name;
}

export function extname(path: string): string {
  const name = basename(path);
  const i = name.lastIndexOf(".");
  return i > 0 ? name.slice(i) : "";
}

export default { sep, normalize, join, resolve, relative, dirname, basename, extname };
