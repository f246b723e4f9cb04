import { wardenFace } from "./numbers.js";

/**
 * The die of fate (1d6): "A roll of 4 or more generally favors the PCs, while a roll of 3 or under
 * usually means bad luck for the PCs."
 */
export function wardenDieOfFate(face: number): "favorable" | "unfavorable" {
  return wardenFace(face, 6) >= 4 ? "favorable" : "unfavorable";
}
