/** One stylesheet: styles/core.css first, then every other styles/*.css in name order. */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

export function stylesheet(root) {
  const dir = join(root, "styles");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".css"))
    .sort((a, b) => (a === "core.css" ? -1 : b === "core.css" ? 1 : a.localeCompare(b)));
  return files.map((f) => `/* ${f} */\n${readFileSync(join(dir, f), "utf8")}`).join("\n");
}
