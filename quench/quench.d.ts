/**
 * The part of Quench's API the batch uses (https://github.com/Ethaks/FVTT-Quench, README "Register a test batch"):
 * `quench.registerBatch(key, registrationFunction, { displayName, preSelected })` on the `quenchReady` hook; the
 * registration function receives Mocha's `describe`/`it`/hooks and Chai's `assert`. Inside a test, `this` is Mocha's
 * context: `this.skip()` marks the test pending, `this.timeout(ms)` raises its limit.
 */
export interface QuenchTestContext {
  skip(): never;
  timeout(ms: number): void;
}
export type QuenchTestFn = (this: QuenchTestContext) => unknown;

export interface QuenchAssert {
  (value: unknown, message?: string): asserts value;
  ok(value: unknown, message?: string): asserts value;
  equal(actual: unknown, expected: unknown, message?: string): void;
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
  include(haystack: unknown, needle: unknown, message?: string): void;
  notInclude(haystack: unknown, needle: unknown, message?: string): void;
  isAbove(value: number, above: number, message?: string): void;
  isTrue(value: unknown, message?: string): void;
  isFalse(value: unknown, message?: string): void;
}

export interface QuenchBatchContext {
  describe(title: string, fn: () => void): void;
  it(title: string, fn: QuenchTestFn): void;
  before(fn: QuenchTestFn): void;
  after(fn: QuenchTestFn): void;
  assert: QuenchAssert;
}

export interface Quench {
  registerBatch(key: string, fn: (context: QuenchBatchContext) => void, options?: { displayName?: string; preSelected?: boolean }): void;
}
