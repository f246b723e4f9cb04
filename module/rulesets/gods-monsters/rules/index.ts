export * from "./consequences/index.js";
export * from "./equipment/index.js";
export * from "./character/index.js";
export * from "./mojo/index.js";
