/**
 * Stand-ins for foundry.abstract.DataModel and TypeDataModel (v13).
 * - Construction cleans the source and, as v13 (`strict` defaults to true), throws DataModelValidationError on what
 *   cleaning cannot fix; `{ strict: false }` falls back to the initial value instead, with a warning recorded in
 *   `validationWarnings` (what `fromSource` / `getInvalid` build).
 * - `static migrateData(source)` runs before cleaning, on every construction (as on every load).
 * - `updateSource(changes)` runs `static migrateData` on the partial delta (as v13 does: a delta reaches
 *   migrateData without the fields it does not change, e.g. without `schemaVersion`; see
 *   https://github.com/foundryvtt/foundryvtt/issues/14482), then cleans it as a partial update (`-=key` and `==key`
 *   kept for the schema's keys, as fields.ts) and throws on what stays invalid.
 * - The schema's values are copied onto the instance; prepareBaseData/prepareDerivedData are called by the
 *   owning document's prepareData (see documents.ts), never by the model itself.
 */
import { ArrayField, SchemaField, TypedObjectField, type DataField, type DataSchema, type Source } from "./fields.js";

/** The field a dotted source path points at (array indices and typed-object keys step into the element field). */
function fieldAt(schema: SchemaField, path: string): DataField | undefined {
  let field: DataField | undefined = schema;
  for (const part of path.split(".")) {
    if (field instanceof SchemaField) field = field.fields[part];
    else if (field instanceof ArrayField || field instanceof TypedObjectField) field = field.element;
    else return undefined;
  }
  return field;
}

/** v13 `foundry.utils.expandObject`: dotted keys become nested objects, inside nested objects too. */
function expandDotted(changes: Source): Source {
  const out: Source = {};
  for (const [key, raw] of Object.entries(changes)) {
    const value =
      typeof raw === "object" && raw !== null && !Array.isArray(raw) && Object.getPrototypeOf(raw) === Object.prototype ? expandDotted(raw as Source) : raw;
    let node = out;
    let last = key;
    if (key.includes(".")) {
      const parts = key.split(".");
      last = parts.pop()!;
      for (const p of parts) {
        if (typeof node[p] !== "object" || node[p] === null) node[p] = {};
        node = node[p] as Source;
      }
    }
    const existing = node[last];
    node[last] =
      typeof existing === "object" && existing !== null && typeof value === "object" && value !== null && !Array.isArray(value)
        ? { ...(existing as Source), ...(value as Source) }
        : value;
  }
  return out;
}

function deepMerge(target: Source, changes: Source): Source {
  const out: Source = { ...target };
  for (const [k, v] of Object.entries(changes)) {
    const t = out[k];
    out[k] =
      typeof v === "object" && v !== null && !Array.isArray(v) && typeof t === "object" && t !== null && !Array.isArray(t)
        ? deepMerge(t as Source, v as Source)
        : v;
  }
  return out;
}

/**
 * A cleaned update applied to a source as v13's `SchemaField#_updateDiff` applies it (and the server stores it):
 * objects merge recursively, `-=key: null` deletes `key`, `==key` replaces `key` whole; an object where the source
 * had none is merged into an empty one, so a deletion inside it deletes nothing. The one merge of the harness
 * (documents, their system, the stored world).
 */
function applyUpdate(target: Source, changes: Source): Source {
  const out: Source = { ...target };
  for (const [k, v] of Object.entries(changes)) {
    if (k.startsWith("-=")) {
      delete out[k.slice(2)];
      continue;
    }
    if (k.startsWith("==")) {
      out[k.slice(2)] = structuredClone(v);
      continue;
    }
    const t = out[k];
    const object = (x: unknown): x is Source => typeof x === "object" && x !== null && !Array.isArray(x);
    out[k] = object(v) ? applyUpdate(object(t) ? t : {}, v) : v;
  }
  return out;
}

/** Deeper than any model's data: a copy that goes this deep is taken to be cyclic and left to structuredClone. */
const MAX_COPY_DEPTH = 200;
const TOO_DEEP = Symbol("too deep");

function copyPlain(value: unknown, depth: number): unknown {
  if (typeof value !== "object" || value === null) {
    // structuredClone refuses a function or a symbol (DataCloneError): so does this copy.
    return typeof value === "function" || typeof value === "symbol" ? structuredClone(value) : value;
  }
  if (depth > MAX_COPY_DEPTH) throw TOO_DEEP;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return structuredClone(value);
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) if (i in value) out[i] = copyPlain(value[i], depth + 1);
    return out;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  const out: Source = {};
  for (const key of Object.keys(value)) {
    const copied = copyPlain((value as Source)[key], depth + 1);
    if (key === "__proto__") Object.defineProperty(out, key, { value: copied, enumerable: true, writable: true, configurable: true });
    else out[key] = copied;
  }
  return out;
}

/**
 * `structuredClone` for the data a model holds, several times faster on plain objects and arrays (what sources,
 * updates and cleaned data are): plain objects (also null-prototype ones, which come back plain as from
 * structuredClone) and arrays are copied key by key, primitives are kept; anything else (a Date, a Map, a class
 * instance) and any value nested deeper than MAX_COPY_DEPTH (a cycle) goes to structuredClone, so the result and the
 * errors are structuredClone's.
 */
export function cloneData<T>(value: T): T {
  try {
    return copyPlain(value, 0) as T;
  } catch (err) {
    if (err === TOO_DEEP) return structuredClone(value);
    throw err;
  }
}

export class DataModelValidationError extends Error {}

/** `a.localeCompare(b, undefined, { numeric: true })`, made once: localeCompare with options builds a collator per call. */
const NUMERIC_ORDER = new Intl.Collator(undefined, { numeric: true });

export class DataModel {
  static LOCALIZATION_PREFIXES: string[] = [];
  static _schema?: SchemaField;
  parent: unknown;
  _source: Source;
  validationWarnings: string[] = [];

  static defineSchema(): DataSchema {
    return {};
  }

  static get schema(): SchemaField {
    if (!Object.prototype.hasOwnProperty.call(this, "_schema") || !this._schema) this._schema = new SchemaField(this.defineSchema());
    return this._schema;
  }

  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  static migrateData(source: Source): Source {
    return source;
  }

  static cleanData(source: Source = {}, options: { partial?: boolean } = {}): Source {
    return this.schema.clean(source, options) as Source;
  }

  /**
   * v13 `DataModel` construction (common/abstract/data.mjs): `strict` defaults to true, so a source that cleaning
   * cannot make valid throws DataModelValidationError. With `strict: false` (what `fromSource` and
   * `DocumentCollection#getInvalid` use) the model is built anyway: each invalid value takes its initial value (an
   * invalid array element is dropped) and the failure is kept in `validationWarnings`.
   */
  constructor(source: Source = {}, options: { parent?: unknown; strict?: boolean; fallback?: boolean } = {}) {
    this.parent = options.parent ?? null;
    const cls = this.constructor as typeof DataModel;
    const migrated = cls.migrateData(cloneData(source ?? {}));
    const cleaned = cls.cleanData(migrated);
    const failures = cls.schema.validateFields(cleaned);
    // Fallback: an invalid array element is dropped, any other invalid value takes its initial value.
    // Later indices go first so removing one doesn't shift the next.
    const paths = Object.keys(failures).sort((a, b) => NUMERIC_ORDER.compare(b, a));
    if (options.strict !== false && paths.length) {
      throw new DataModelValidationError(`${cls.name} validation errors:\n${paths.map((p) => `${p} ${failures[p]}`).join("\n")}`);
    }
    for (const path of paths) {
      this.validationWarnings.push(`${path} ${failures[path]}`);
      const parentPath = path.split(".").slice(0, -1).join(".");
      const parent = parentPath ? getPath(cleaned, parentPath) : undefined;
      const last = path.split(".").pop()!;
      if (Array.isArray(parent) && /^\d+$/.test(last)) parent.splice(Number(last), 1);
      else {
        const field = fieldAt(cls.schema, path);
        setPath(cleaned, path, field ? field.getInitialValue(cleaned) : getPath(cls.cleanData({}), path));
      }
    }
    this._source = cleaned;
    this.#assign();
  }

  /** Re-initializes the instance's values from its source (derived values are recomputed by preparation). */
  reset(): void {
    this.#assign();
  }

  #assign(): void {
    Object.assign(this, cloneData(this._source));
  }

  /**
   * Applies a partial update (dotted keys allowed); throws DataModelValidationError on values cleaning cannot fix.
   * `dryRun` cleans and validates the same way and changes nothing (v13 DataModelUpdateOptions#dryRun: "Do not
   * finally apply the change, but instead simulate the update workflow",
   * https://foundryvtt.com/api/v13/interfaces/foundry.abstract.types.DataModelUpdateOptions.html).
   */
  updateSource(changes: Source = {}, { dryRun = false }: { dryRun?: boolean } = {}): Source {
    const cls = this.constructor as typeof DataModel;
    // v13 passes an update delta through migrateData too (foundryvtt/foundryvtt#14482: "migrateData() … from
    // .update() or .updateSource()"), so a model must not take a delta for an old whole source.
    const expanded = cls.migrateData(expandDotted(cloneData(changes)));
    const cleanedChanges = cls.schema.clean(expanded, { partial: true }) as Source;
    // v13 validates the cleaned changes as a partial (so `-=key` of a required field fails), then the result.
    const next = applyUpdate(this._source, cleanedChanges);
    const failures = { ...cls.schema.validateFields(cleanedChanges, "", { partial: true }), ...cls.schema.validateFields(next) };
    const messages = Object.entries(failures).map(([p, m]) => `${p} ${m}`);
    if (messages.length) throw new DataModelValidationError(`${cls.name} validation errors:\n${messages.join("\n")}`);
    if (dryRun) return cleanedChanges;
    this._source = next;
    this.#assign();
    return cleanedChanges;
  }

  /**
   * A forced replacement of the whole source (v13 `==key` on the field holding this model, SchemaField#_updateDiff):
   * migrated and cleaned as a whole source (not a delta), validated strictly; keys it lacks are gone.
   */
  replaceSource(source: Source): void {
    const cls = this.constructor as typeof DataModel;
    const replaced = new cls(source, { parent: this.parent, strict: true });
    this._source = replaced._source;
    this.#assign();
    for (const key of Object.keys(this)) if (!(key in this._source) && key in cls.schema.fields) delete (this as unknown as Source)[key];
  }

  toObject(source = true): Source {
    if (source) return cloneData(this._source);
    const out: Source = {};
    for (const k of Object.keys(this._source)) out[k] = cloneData((this as unknown as Source)[k]);
    return out;
  }

  toJSON(): Source {
    return this.toObject();
  }
}

export class TypeDataModel extends DataModel {
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
  /** v13 common/abstract/type-data.mjs `TypeDataModel#_onUpdate`: empty, for a system's model to extend (`super` works). */
  _onUpdate(_changed: Source, _options: Source, _userId: string): void {}
  // No getRollData: v13's TypeDataModel has none (common/abstract/type-data.mjs); a system's model defines its own,
  // reached through the system's document class (module/core/documents/).
}

export function getPath(obj: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((o, k) => (typeof o === "object" && o !== null ? (o as Source)[k] : undefined), obj);
}

export function setPath(obj: Source, path: string, value: unknown): void {
  const parts = path.split(".");
  let node: Source = obj;
  for (const p of parts.slice(0, -1)) {
    if (typeof node[p] !== "object" || node[p] === null) node[p] = {};
    node = node[p] as Source;
  }
  node[parts[parts.length - 1]!] = value;
}

export { expandDotted, deepMerge, applyUpdate };
