/**
 * Entry of the "anthology-quench" module (quench/module.json, built by `npm run build:quench` into dist-quench/):
 * never part of the system bundle, so players never load it. With Quench enabled it registers the "Anthology"
 * batch; on every client it registers the queries a GM's run asks a player's client.
 */
import { anthologyBatch, BATCH_KEY } from "./batch.js";
import type { Quench } from "./quench.js";
import { registerClientQueries, world } from "./world.js";

const { Hooks } = world();
Hooks.once("init", registerClientQueries);
// Quench calls quenchReady from its setup hook with its instance (README "quenchReady Hook").
Hooks.once("quenchReady", (quench: Quench) => quench.registerBatch(BATCH_KEY, anthologyBatch, { displayName: "Anthology", preSelected: true }));
