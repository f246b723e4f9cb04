/**
 * The "Why this result" terms of Shadow's test cards (module/dice/cards/why.ts), from the target the pure rules
 * computed term by term (`shadowTestTarget`, text 002 "Success Test", "Advantage"). Names are plain text; the card
 * escapes them.
 */
import type { WhyTerm } from "../../../dice/cards/why.js";
import type { ShadowTargetPart } from "../rules/success-test.js";

export interface ShadowTestNames {
  /** The attribute tested (or Defense). */
  attribute: string;
  /** Who opposes it and with what ("Bandit's Defense"), for an opposed test. */
  opposition?: string;
}

export function shadowTestWhy(parts: readonly ShadowTargetPart[] | undefined, names: ShadowTestNames): WhyTerm[] {
  const name: Partial<Record<ShadowTargetPart["key"], string | undefined>> = { attribute: names.attribute, opposition: names.opposition };
  return (parts ?? []).map((p) => ({ key: `ANTHOLOGY.Shadow.Why.${p.key}`, value: p.value, ...(name[p.key] ? { name: name[p.key] } : {}) }));
}
