/**
 * The order of the inventory rows (CONTRIBUTING "Sheets": containers): each container is followed by what it holds, one
 * level deeper, so the list reads as the character packed it. An item whose container is gone, or a loop of
 * containers (a bag in a box in the bag), is shown at the top level rather than lost.
 */
export interface ContainedRow {
  id: string;
  containerId: string;
}

export function gmInventoryOrder<R extends ContainedRow>(rows: readonly R[]): (R & { depth: number })[] {
  const ids = new Set(rows.map((r) => r.id));
  const byContainer = new Map<string, R[]>();
  for (const r of rows) {
    const key = r.containerId && ids.has(r.containerId) && r.containerId !== r.id ? r.containerId : "";
    byContainer.set(key, [...(byContainer.get(key) ?? []), r]);
  }
  const out: (R & { depth: number })[] = [];
  const placed = new Set<string>();
  const visit = (r: R, depth: number) => {
    if (placed.has(r.id)) return;
    placed.add(r.id);
    out.push({ ...r, depth });
    for (const inner of byContainer.get(r.id) ?? []) visit(inner, depth + 1);
  };
  for (const r of byContainer.get("") ?? []) visit(r, 0);
  // What is left sits in a loop of containers: shown at the top level.
  for (const r of rows) visit(r, 0);
  return out;
}
