/**
 * node:fs for the browser bundle of the harness: read-only access to the files tools/play/bundle.mjs embedded
 * (templates/, lang/, system.json) under the bundle's virtual repository root. A missing file throws ENOENT as
 * Node does, so the harness fails the same way in both places.
 */
// @ts-expect-error -- virtual module provided by tools/play/bundle.mjs (a JSON map of path -> text)
import embedded from "anthology:embedded-files";

const files = embedded as Record<string, string>;

function notFound(syscall: string, path: string): Error {
  const error = new Error(`ENOENT: no such file or directory, ${syscall} '${path}'`) as Error & { code: string };
  error.code = "ENOENT";
  return error;
}

function isDirectory(path: string): boolean {
  const prefix = path.endsWith("/") ? path : `${path}/`;
  return Object.keys(files).some((f) => f.startsWith(prefix));
}

export function existsSync(path: string): boolean {
  return path in files || isDirectory(path);
}

export function readFileSync(path: string, _encoding?: unknown): string {
  const text = files[String(path)];
  if (text === undefined) throw notFound("open", String(path));
  return text;
}

export function readdirSync(path: string): string[] {
  const prefix = path.endsWith("/") ? path : `${path}/`;
  const names = new Set<string>();
  for (const f of Object.keys(files)) if (f.startsWith(prefix)) names.add(f.slice(prefix.length).split("/")[0]!);
  if (!names.size) throw notFound("scandir", path);
  return [...names].sort();
}

export function statSync(path: string): { isDirectory(): boolean; isFile(): boolean } {
  if (!existsSync(path)) throw notFound("stat", path);
  const dir = isDirectory(path);
  return { isDirectory: () => dir, isFile: () => !dir };
}

export default { existsSync, readFileSync, readdirSync, statSync };
