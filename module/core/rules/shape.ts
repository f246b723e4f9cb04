/**
 * The shape checks every ruleset's pure rules use at their boundaries, written once. Pure: importable in Node.
 * Values that arrive from stored data, forms or macros may be of the wrong kind; these read them as the kind the
 * rule expects (a non-list is an empty list, a non-object an empty record) instead of letting a TypeError out.
 */

/** A plain-object-like value: an object that is neither null nor an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A record argument: anything that is not an object (null, a number, an array) reads as `{}`. */
export function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** A list argument: an array as it is, any other iterable object (a Set, a Foundry Collection) as its values, anything else as `[]`. */
export function asList(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) return [];
  return isIterable(value) ? Array.from(value) : [];
}

function isIterable(value: object): value is Iterable<unknown> {
  return typeof (value as { [Symbol.iterator]?: unknown })[Symbol.iterator] === "function";
}

/** The objects of a list argument, skipping every element that is not one (numbers, strings, null, arrays). */
export function asRecords(value: unknown): Record<string, unknown>[] {
  return asList(value).filter(isRecord);
}
