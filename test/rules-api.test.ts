import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

describe("module/rules.ts", () => {
  it("imports in plain Node with no Foundry globals and exposes the issues' API", () => {
    const root = resolve(import.meta.dirname, "..");
    const script = `import("./module/rules.ts").then((r) => { console.log(JSON.stringify(Object.keys(r).sort())); })`;
    const out = execFileSync(process.execPath, ["--import", "tsx", "-e", script], { cwd: root, encoding: "utf8" });
    const names: string[] = JSON.parse(out.trim().split("\n").pop()!);
    expect(names.length).toBeGreaterThan(0);
  });
});
