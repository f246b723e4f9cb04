/**
 * Read-only node:fs over an in-memory map of absolute path → text, as the browser bundle of the harness uses it
 * (fs.ts feeds it the files tools/play/bundle.mjs embedded). A missing file throws ENOENT as Node does.
 */
export interface ReadOnlyFs {
  existsSync(path: string): boolean;
  readFileSync(path: string, encoding?: unknown): string;
  readdirSync(path: string): string[];
  statSync(path: string): { isDirectory(): boolean; isFile(): boolean };
}

function notFound(syscall: string, path: string): Error {
  const error = new Error(`ENOENT: no such file or directory, ${syscall} '${path}'`) as Error & { code: string };
  error.code = "ENOENT";
  return error;
}

export function makeFs(files: Record<string, string>): ReadOnlyFs {
  const isDirectory = (path: string): boolean => {
    const prefix = path.endsWith("/") ? path : `${path}/`;
    return Object.keys(files).some((f) => f.startsWith(prefix));
  };
  const existsSync = (path: string): boolean => path in files || isDirectory(path);
  return {
    existsSync,
    readFileSync(path: string): string {
      const text = files[String(path)];
      if (text === undefined) throw notFound("open", String(path));
      return text;
    },
    readdirSync(path: string): string[] {
      const prefix = path.endsWith("/") ? path : `${path}/`;
      const names = new Set<string>();
      for (const f of Object.keys(files)) if (f.startsWith(prefix)) names.add(f.slice(prefix.length).split("/")[0]!);
      if (!names.size) throw notFound("scandir", path);
      return [...names].sort();
    },
    statSync(path: string) {
      if (!existsSync(path)) throw notFound("stat", path);
      const dir = isDirectory(path);
      return { isDirectory: () => dir, isFile: () => !dir };
    },
  };
}
