// Installs the Foundry v13 stand-ins before every test file (see test/harness/README.md).
import { afterEach, beforeEach, vi } from "vitest";
import { renderFailures } from "./documents.js";
import { harness, installFoundry, resetFoundry } from "./foundry.js";
import { installSameRealmStructuredClone } from "./realm.js";

// Before anything copies data: under vmForks a file runs in a context of its own (realm.ts).
installSameRealmStructuredClone();
// Each simulated client keeps its own module state, as each browser loads its own copy of the system in Foundry
// (module/core/client-state.ts; README "client-state.ts"). vi.mock in a setup file applies to every module the test
// file loads.
vi.mock("../../module/core/client-state.js", () => import("./client-state.js"));

installFoundry();
// Each test starts in a world after `init` of a Gods & Monsters world: nothing loaded but what Anthology itself loads there
// and CONFIG.statusEffects as its init sets them
// (module/core/preload.ts, the same list module/anthology.ts passes to loadTemplates). A template that includes a
// partial missing from that list fails here as it fails in Foundry.
beforeEach(async () => {
  resetFoundry();
  await harness.loadSystemTemplates();
  await harness.applySystemStatuses();
});
// (The yield after each test that keeps vitest's worker messages flowing is in yield-setup.ts, set up for every file.)
// A sheet re-rendered after a document change (documents.ts, ClientDocumentMixin#render) is not awaited, as in
// Foundry, which logs the error; here a render that failed in the background fails the test that caused it.
// Hook handlers run on every client and Foundry awaits none of them: the test waits for the table to be quiet, so
// nothing it started runs on into the next test. A handler that threw (v13 Hooks#call catches it and reports it
// through Hooks.onError, which logs it) fails the test that fired it.
afterEach(async () => {
  await harness.settle();
  const thrown = harness.hooks.errors.splice(0).filter((e) => e.location === "Hooks.#call");
  const failed = renderFailures.splice(0);
  if (thrown.length) throw new Error(`a hook handler threw: ${thrown.map((e) => e.error.message).join("; ")}`);
  if (failed.length) throw new Error(`a sheet failed to re-render after a document change: ${failed.map(String).join("; ")}`);
});
