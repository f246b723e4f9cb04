export * from "./group-effort.js";
export * from "./mass-conflict.js";
