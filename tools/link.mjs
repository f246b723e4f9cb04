/** npm run link -- <Foundry user data path>: symlinks dist/ as Data/systems/anthology for development. */
import { existsSync, lstatSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";

const given = process.argv[2];
if (!given) {
  console.error("Usage: npm run link -- <path to Foundry user data (the folder that holds Data/)>");
  process.exit(1);
}
const base = resolve(given);
const data = existsSync(join(base, "Data")) ? join(base, "Data") : base;
const systems = join(data, "systems");
const target = join(systems, "anthology");
const dist = resolve(new URL("..", import.meta.url).pathname, "dist");
if (!existsSync(dist)) {
  console.error("dist/ does not exist yet: run npm run build first.");
  process.exit(1);
}
mkdirSync(systems, { recursive: true });
if (
  existsSync(target) ||
  (() => {
    try {
      return lstatSync(target).isSymbolicLink();
    } catch {
      return false;
    }
  })()
) {
  if (!lstatSync(target).isSymbolicLink()) {
    console.error(`${target} exists and is not a link; move it away first.`);
    process.exit(1);
  }
  rmSync(target);
}
symlinkSync(dist, target, "dir");
console.log(`Linked ${target} -> ${dist}`);
