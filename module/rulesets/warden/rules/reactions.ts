import { wardenClamp } from "./numbers.js";

/** The Reactions table (2d6): 2 Hostile, 3-5 Wary, 6-8 Curious, 9-11 Kind, 12 Helpful. */
export const WARDEN_REACTIONS = [
  { range: [2, 2], id: "hostile" },
  { range: [3, 5], id: "wary" },
  { range: [6, 8], id: "curious" },
  { range: [9, 11], id: "kind" },
  { range: [12, 12], id: "helpful" },
] as const;

export type WardenReaction = (typeof WARDEN_REACTIONS)[number]["id"];

/** An NPC's reaction to the party from a 2d6 total (clamped to 2..12). */
export function wardenReaction(total: number): WardenReaction {
  const t = Number(total) > 12 ? 12 : wardenClamp(total, 2, 12, 2);
  const row = WARDEN_REACTIONS.find((r) => t >= r.range[0] && t <= r.range[1]);
  return row ? row.id : "hostile";
}
