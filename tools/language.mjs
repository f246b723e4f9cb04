/** lang/en.json merged with any lang/parts/*.json fragments (deep merge; fragments exist only mid-session). */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

function merge(a, b) {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) {
    out[k] = v && typeof v === "object" && !Array.isArray(v) && out[k] && typeof out[k] === "object" ? merge(out[k], v) : v;
  }
  return out;
}

export function mergedLanguage(root) {
  let lang = JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8"));
  const parts = join(root, "lang/parts");
  if (existsSync(parts)) {
    for (const f of readdirSync(parts).sort()) if (f.endsWith(".json")) lang = merge(lang, JSON.parse(readFileSync(join(parts, f), "utf8")));
  }
  return lang;
}
