/**
 * The public face of the pure rules (`game.anthology.rules`): every function of `module/rules.ts`, each behind one
 * guard that refuses what a macro author could hand it by mistake with a `RangeError` naming the function, the
 * argument (its position and the path inside it) and what was wrong, instead of a `TypeError` from deep inside the
 * rules or an answer quietly built from NaN. Pure: no Foundry globals. The system's own code calls the plain
 * functions (its callers validate first), so only the public entry pays for the guard.
 *
 * What the guard does, around an unchanged call:
 * - before: any NaN or infinite number anywhere in the arguments is refused (`keepOdds({ roll: NaN })` used to
 *   answer for one die);
 * - during: plain objects and arrays are watched (a Proxy that only reads), so a field the function looked for and
 *   did not find is known by its path; a `TypeError` (or any error other than a `RangeError`) then becomes a
 *   `RangeError` naming that field, or the argument that was not an object at all;
 * - after: an answer holding NaN or an infinite number, or no answer (`undefined`) after the function looked for a
 *   field that was missing, is refused the same way. Objects of the caller's that the function hands back come back
 *   as themselves (never the watcher).
 * A `RangeError` the rules raise themselves (a documented limit) passes through, prefixed with the function's name.
 */

type AnyFunction = (...args: unknown[]) => unknown;

/**
 * The functions whose declared answer may be `undefined` (a lookup that finds nothing); every other function that
 * answers `undefined` was given something it could not read, and is refused. A test keeps this list equal to the
 * declarations of `module/rules.ts`.
 */
export const MAY_ANSWER_NOTHING: ReadonlySet<string> = new Set(["rkDifficultyById", "rkDifficultyByValue"]);

const PATH_LIMIT = 2000;

function isWatchable(value: unknown): value is object {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Where an argument is: `argument 2`, `argument 1.items[3].faces`. */
function at(path: string, key: string | number): string {
  return typeof key === "number" || /^\d+$/.test(String(key)) ? `${path}[${key}]` : `${path}.${key}`;
}

/** The first NaN or infinite number in `value` (depth-first, at most PATH_LIMIT objects), by its path, or null. */
function nonFinite(value: unknown, path: string, seen: Set<unknown>, skip?: Set<unknown>): { path: string; value: number } | null {
  if (typeof value === "number") return Number.isFinite(value) ? null : { path, value };
  if (typeof value !== "object" || value === null || seen.has(value) || skip?.has(value) || seen.size > PATH_LIMIT) return null;
  seen.add(value);
  if (!isWatchable(value)) return null;
  for (const [key, entry] of Object.entries(value)) {
    const found = nonFinite(entry, at(path, Array.isArray(value) ? Number(key) : key), seen, skip);
    if (found) return found;
  }
  return null;
}

/** Keys a function may probe without expecting them (serialization, promises, coercion). */
const PROBES = new Set(["toJSON", "then", "constructor", "valueOf", "toString", "length"]);

/** One call's watch: the fields read and missing, and the watchers made (to hand the caller's objects back). */
class Watch {
  readonly missing: string[] = [];
  /** The last field read under each name, with its value: what an error such as "armor is not iterable" is about. */
  readonly reads = new Map<string, { path: string; value: unknown }>();
  readonly targets = new WeakMap<object, object>();
  readonly proxies = new WeakMap<object, object>();
  readonly originals = new Set<object>();

  wrap<T>(value: T, path: string): T {
    if (!isWatchable(value)) return value;
    const known = this.proxies.get(value);
    if (known) return known as T;
    this.originals.add(value);
    const proxy = new Proxy(value, {
      get: (target, key, receiver) => {
        const found: unknown = Reflect.get(target, key, receiver);
        if (typeof key === "symbol" || PROBES.has(key)) return found;
        if (this.reads.size < 500 || this.reads.has(key)) this.reads.set(key, { path: at(path, key), value: found });
        if (found === undefined || found === null) {
          if (!(key in Object.prototype) && this.missing.length < 50) this.missing.push(`${at(path, key)} is ${found === null ? "null" : "missing"}`);
          return found;
        }
        // A frozen field must be handed back as it is (a Proxy's get may not change a non-configurable, read-only value).
        const own = Reflect.getOwnPropertyDescriptor(target, key);
        if (own && !own.configurable && !own.writable) return found;
        return this.wrap(found, at(path, key));
      },
    });
    this.proxies.set(value, proxy);
    this.targets.set(proxy, value);
    return proxy;
  }

  /** The answer with every watcher replaced by the caller's own object. */
  unwrap(value: unknown, seen = new Set<unknown>()): unknown {
    if (typeof value !== "object" || value === null) return value;
    const target = this.targets.get(value);
    if (target) return target;
    if (seen.has(value) || this.originals.has(value)) return value;
    seen.add(value);
    if (Array.isArray(value) || isWatchable(value)) {
      for (const [key, entry] of Object.entries(value)) {
        const plain = this.unwrap(entry, seen);
        if (plain !== entry) {
          try {
            (value as Record<string, unknown>)[key] = plain;
          } catch {
            // a frozen answer keeps the watcher; it still reads as the caller's object
          }
        }
      }
    }
    return value;
  }
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "missing";
  if (typeof value === "string") return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === "number") return `the number ${value}`;
  if (Array.isArray(value)) return "a list";
  return `${typeof value === "object" ? "an object" : `a ${typeof value}`}`;
}

/**
 * Which argument to name when the function failed or answered nothing: the field an error names ("armor is not
 * iterable"), else the last missing field it read, else the argument that is least like an object.
 */
function culprit(args: unknown[], watch: Watch, err?: unknown): string {
  const named = err instanceof Error ? /^(?:[\w$]+\.)*([\w$]+)(?:\(\))? is not (?:iterable|a function|an object)/.exec(err.message)?.[1] : undefined;
  const read = named === undefined ? undefined : watch.reads.get(named);
  if (read) return `${read.path} is ${describe(read.value)}`;
  const field = watch.missing.at(-1);
  if (field) return field;
  const order = (v: unknown): number =>
    v === undefined || v === null ? 0 : typeof v === "string" || typeof v === "boolean" ? 1 : typeof v === "number" ? 2 : 3;
  let best = -1;
  args.forEach((arg, i) => {
    if (best === -1 || order(arg) < order(args[best])) best = i;
  });
  if (best === -1) return "argument 1 is missing";
  return `argument ${best + 1} is ${describe(args[best])}`;
}

/** `fn` behind the guard, refusing in the name `name`. */
export function guardedRule<F extends AnyFunction>(name: string, fn: F): F {
  const guarded = function (this: unknown, ...args: unknown[]): unknown {
    const bad = nonFinite(args, "", new Set());
    if (bad)
      throw new RangeError(
        `${name}: argument ${bad.path.replace(/^\[(\d+)\]/, (_m, i: string) => String(Number(i) + 1))} is ${bad.value}, not a finite number`,
      );
    const watch = new Watch();
    const watched = args.map((arg, i) => watch.wrap(arg, `argument ${i + 1}`));
    let answer: unknown;
    try {
      answer = fn.apply(this, watched);
    } catch (err) {
      if (err instanceof RangeError) throw err.message.startsWith(`${name}`) ? err : new RangeError(`${name}: ${err.message}`, { cause: err });
      throw new RangeError(`${name}: ${culprit(args, watch, err)} (${err instanceof Error ? err.message : String(err)})`, { cause: err });
    }
    if (answer instanceof Promise) return answer;
    answer = watch.unwrap(answer);
    const derived = nonFinite(answer, "the answer", new Set(), watch.originals);
    if (derived) throw new RangeError(`${name}: ${culprit(args, watch)}, so ${derived.path} would be ${derived.value}`);
    if (answer === undefined && (watch.missing.length || !MAY_ANSWER_NOTHING.has(name)))
      throw new RangeError(`${name}: ${culprit(args, watch)}, so there is no answer`);
    return answer;
  };
  Object.defineProperty(guarded, "name", { value: name });
  return guarded as F;
}

/** Every function of a module namespace behind the guard; other exports (tables, constants) as they are. */
export function guardedRules<T extends object>(namespace: T): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(namespace))
    out[name] = typeof value === "function" && !/^[A-Z]/.test(name) ? guardedRule(name, value as AnyFunction) : value;
  return Object.freeze(out) as T;
}
