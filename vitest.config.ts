import { readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Two projects, one run (`vitest run` runs both; `--outputFile` gets one JSON report for all of them):
 *
 * - `rules`: test files whose first line is `// @vitest-environment node` (the pure rules, the pack sources, the
 *   repository's layout). They run in plain Node without the Foundry harness: no DOM to build for each file and no
 *   harness world before each test, which was most of their time. A file marked so that touches a Foundry global
 *   fails, so the marker is only ever on a file that truly needs neither.
 * - `foundry`: every other file, in happy-dom with `test/harness/setup.ts` (a world after Anthology's init before
 *   each test). A new test file lands here unless it is marked. Its files run in the `vmForks` pool: each file gets a
 *   fresh context (its own happy-dom window as the global, its own copy of every module, as isolated as before) inside
 *   a test process that is reused, where the `forks` pool started a new Node process for every file and loaded
 *   vitest and happy-dom again in each (about a second of CPU per file, a third of the suite's time).
 */
export const NODE_MARKER = "// @vitest-environment node";
const root = import.meta.dirname;
const testFiles = readdirSync(join(root, "test"), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => `test/${f.split("\\").join("/")}`);
const pure = testFiles.filter((f) => readFileSync(join(root, f), "utf8").startsWith(NODE_MARKER));

export default defineConfig({
  test: {
    reporters: ["default"],
    // Only speed is at stake in these limits: on a loaded two-core machine a sheet test or a property test can take
    // several seconds, and vitest's 5-second default failed tests that were right.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 60_000,
    // One test process per core: vitest's default for a run is one fewer than the cores (pool "forks",
    // createForksPool: numCpus - 1), which on a two-core machine ran every file in a single process.
    maxWorkers: availableParallelism(),
    // The `foundry` project's vmForks processes are reused, and each keeps some of every file's memory (vitest's vm
    // pools leak a little per context): a process is recycled once it holds 1 GB, well under Node's ~4 GB heap, where a
    // whole run had died "JavaScript heap out of memory" (project configs cannot set this; it is the root's).
    poolOptions: { vmForks: { memoryLimit: "1GB" } },
    projects: [
      {
        extends: true,
        test: {
          name: "rules",
          include: pure,
          environment: "node",
          setupFiles: ["test/harness/yield-setup.ts"],
          // Pure code keeps no state between files, so the files share their workers' module cache.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "foundry",
          include: ["test/**/*.test.ts"],
          exclude: pure,
          pool: "vmForks",
          setupFiles: ["test/harness/yield-setup.ts", "test/harness/setup.ts"],
          // happy-dom: sheets render into a DOM (app.element), so _onRender, action clicks, drags and form submits run.
          environment: "happy-dom",
        },
      },
    ],
  },
});
