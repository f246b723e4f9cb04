/**
 * One realm for the data a test handles, as in a browser. Under vitest's `vmForks` pool (vitest.config.ts) a test
 * file's global is its happy-dom window in a context of its own, and vitest hands it Node's `structuredClone`, whose
 * copies are objects of Node's realm: `Object.getPrototypeOf(copy) === Object.prototype` was false for them, so a
 * plain-object check (the harness's merges, module/core/rules-facade.ts) took a copy for a class instance, which
 * never happens in Foundry's single browser realm. `sameRealmStructuredClone` rebuilds the copy's plain objects,
 * arrays, Dates, Maps, Sets and RegExps in the file's own realm; anything else stays as Node's clone made it. Where
 * the clone is already of this realm (the `forks` pool, the gallery and bench in plain Node) nothing is installed.
 */
type Clone = typeof structuredClone;

export function installSameRealmStructuredClone(): void {
  const g = globalThis as { structuredClone: Clone };
  const nodeClone = g.structuredClone;
  const foreignObject = Object.getPrototypeOf(nodeClone({})) as object;
  if (foreignObject === Object.prototype) return;
  const foreignArray = Object.getPrototypeOf(nodeClone([])) as object;
  const foreign = {
    Date: Object.getPrototypeOf(nodeClone(new Date(0))) as object,
    Map: Object.getPrototypeOf(nodeClone(new Map())) as object,
    Set: Object.getPrototypeOf(nodeClone(new Set())) as object,
    RegExp: Object.getPrototypeOf(nodeClone(/x/)) as object,
  };
  const rehome = (value: unknown, seen: Map<object, unknown>): unknown => {
    if (typeof value !== "object" || value === null) return value;
    if (seen.has(value)) return seen.get(value);
    const proto = Object.getPrototypeOf(value) as object;
    if (proto === foreignArray) {
      const out: unknown[] = new Array((value as unknown[]).length);
      seen.set(value, out);
      (value as unknown[]).forEach((v, i) => (out[i] = rehome(v, seen)));
      return out;
    }
    if (proto === foreignObject) {
      const out: Record<string, unknown> = {};
      seen.set(value, out);
      for (const key of Object.keys(value)) {
        const v = rehome((value as Record<string, unknown>)[key], seen);
        if (key === "__proto__") Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
        else out[key] = v;
      }
      return out;
    }
    if (proto === foreign.Date) return new Date((value as Date).getTime());
    if (proto === foreign.RegExp) return new RegExp(value as RegExp);
    if (proto === foreign.Map) {
      const out = new Map<unknown, unknown>();
      seen.set(value, out);
      for (const [k, v] of value as Map<unknown, unknown>) out.set(rehome(k, seen), rehome(v, seen));
      return out;
    }
    if (proto === foreign.Set) {
      const out = new Set<unknown>();
      seen.set(value, out);
      for (const v of value as Set<unknown>) out.add(rehome(v, seen));
      return out;
    }
    return value;
  };
  g.structuredClone = ((value: unknown, options?: StructuredSerializeOptions) => rehome(nodeClone(value, options), new Map())) as Clone;
}
