// Installs the Foundry v13 stand-ins before every test file (see test/harness/README.md).
import { afterEach, beforeEach } from "vitest";
import { harness, installFoundry, resetFoundry } from "./foundry.js";

installFoundry();
// Each test starts in a world after `init`: nothing loaded but what Anthology itself loads there
// (module/core/preload.ts, the same list module/anthology.ts passes to loadTemplates). A template that includes a
// partial missing from that list fails here as it fails in Foundry.
beforeEach(async () => {
  resetFoundry();
  await harness.loadSystemTemplates();
});
// Long synchronous property tests would otherwise keep the worker's event loop busy for a whole file, and on a
// loaded machine vitest's worker-to-runner messages time out ("Timeout calling onTaskUpdate"): yield once per test.
afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
