/**
 * The specialities the text names (`000_…`), each with the attribute it belongs to. A relevant speciality
 * adds one die rolled and one die kept; a passive character's related speciality adds 1 to the difficulty
 * of an indirectly opposed action against it.
 *
 * Deceit (Cunning), Artifice (Intelligence), Stealth (Finesse), Elemental Damage (Endurance) come from the
 * mana example; Acute Hearing from the sneaking example (it adds to Acuity); long-distance running from the
 * race (it adds to Endurance).
 */
import type { RkAttribute } from "./attributes.js";

export interface RkNamedSpeciality {
  /** A stable code (slug of the pack document). */
  id: string;
  /** The name as the text gives it (pack content, not interface text). */
  name: string;
  attribute: RkAttribute;
}

export const RK_NAMED_SPECIALITIES: readonly RkNamedSpeciality[] = Object.freeze([
  { id: "deceit", name: "Deceit", attribute: "cunning" },
  { id: "artifice", name: "Artifice", attribute: "intelligence" },
  { id: "stealth", name: "Stealth", attribute: "finesse" },
  { id: "elemental-damage", name: "Elemental Damage", attribute: "endurance" },
  { id: "acute-hearing", name: "Acute Hearing", attribute: "acuity" },
  { id: "long-distance-running", name: "Long-distance Running", attribute: "endurance" },
]);
