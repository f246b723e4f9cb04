// Installs the Foundry v13 stand-ins before every test file (see test/harness/README.md).
import { afterEach, beforeEach } from "vitest";
import { installFoundry, resetFoundry } from "./foundry.js";

installFoundry();
beforeEach(() => resetFoundry());
// Long synchronous property tests would otherwise keep the worker's event loop busy for a whole file, and on a
// loaded machine vitest's worker-to-runner messages time out ("Timeout calling onTaskUpdate"): yield once per test.
afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
