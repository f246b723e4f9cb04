export * from "./costs.js";
export * from "./bids.js";
export * from "./practical.js";
export * from "./resources.js";
export * from "./bid-odds.js";
export * from "./techniques.js";
export * from "./increase.js";
