import { wardenSavePasses } from "./check.js";

/**
 * "Running away from a dire situation always requires a successful DEX Save, as well as a safe
 * destination to run to." The DEX save passes when TR > DC.
 */
export function wardenRetreat({ tr, dc, safeDestination }: { tr: number; dc: number; safeDestination: boolean }): {
  escaped: boolean;
  reason: "escaped" | "noSafeDestination" | "saveFailed";
} {
  if (!safeDestination) return { escaped: false, reason: "noSafeDestination" };
  if (!wardenSavePasses({ tr, dc })) return { escaped: false, reason: "saveFailed" };
  return { escaped: true, reason: "escaped" };
}
