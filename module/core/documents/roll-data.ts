/** A data model's own roll data, when it defines `getRollData` (null otherwise: the document class falls back to Foundry's). */
export function modelRollData(system: unknown): Record<string, unknown> | null {
  const model = system as { getRollData?: () => Record<string, unknown> } | null;
  return model && typeof model.getRollData === "function" ? model.getRollData() : null;
}
