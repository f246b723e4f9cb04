/**
 * node:fs for the browser bundle of the harness: read-only access to the files tools/play/bundle.mjs embedded
 * (templates/, lang/, system.json) under the bundle's virtual repository root (see fs-core.ts).
 */
// @ts-expect-error -- virtual module provided by tools/play/bundle.mjs (a JSON map of path -> text)
import embedded from "anthology:embedded-files";
import { makeFs } from "./fs-core.js";

const fs = makeFs(embedded as Record<string, string>);

export const { existsSync, readFileSync, readdirSync, statSync } = fs;
export default fs;
