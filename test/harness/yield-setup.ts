// Set up for every test file, with or without the Foundry harness (vitest.config.ts, both projects).
import { afterEach } from "vitest";

// Long synchronous property tests would otherwise keep the worker's event loop busy for a whole file, and on a
// loaded machine vitest's worker-to-runner messages time out ("Timeout calling onTaskUpdate"): yield once per test.
afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
