/**
 * Stand-ins for foundry.abstract.DataModel and TypeDataModel (v13).
 * - Construction cleans the source; a field whose value cleaning cannot fix falls back to its initial value
 *   with a warning recorded in `validationWarnings` (Foundry's fallback when loading stored data).
 * - `static migrateData(source)` runs before cleaning, on every construction (as on every load).
 * - `updateSource(changes)` runs `static migrateData` on the partial delta (as v13 does: a delta reaches
 *   migrateData without the fields it does not change, e.g. without `schemaVersion`; see
 *   https://github.com/foundryvtt/foundryvtt/issues/14482), then cleans it as a partial update and throws on
 *   what stays invalid.
 * - `new Model(source, { strict: true })` throws DataModelValidationError where load would fall back (v13's
 *   construction option `strict`); without it, construction falls back as a document load does.
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

function expandDotted(changes: Source): Source {
  const out: Source = {};
  for (const [key, value] of Object.entries(changes)) {
    const parts = key.split(".");
    let node = out;
    parts.slice(0, -1).forEach((p) => {
      if (typeof node[p] !== "object" || node[p] === null) node[p] = {};
      node = node[p] as Source;
    });
    const last = parts[parts.length - 1]!;
    const existing = node[last];
    node[last] = typeof existing === "object" && existing !== null && typeof value === "object" && value !== null && !Array.isArray(value)
      ? { ...(existing as Source), ...(value as Source) }
      : value;
  }
  return out;
}

function deepMerge(target: Source, changes: Source): Source {
  const out: Source = { ...target };
  for (const [k, v] of Object.entries(changes)) {
    const t = out[k];
    out[k] = typeof v === "object" && v !== null && !Array.isArray(v) && typeof t === "object" && t !== null && !Array.isArray(t)
      ? deepMerge(t as Source, v as Source)
      : v;
  }
  return out;
}

export class DataModelValidationError extends Error {}

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

  constructor(source: Source = {}, options: { parent?: unknown; strict?: boolean; fallback?: boolean } = {}) {
    this.parent = options.parent ?? null;
    const cls = this.constructor as typeof DataModel;
    const migrated = cls.migrateData(structuredClone(source ?? {}));
    const cleaned = cls.cleanData(migrated);
    const failures = cls.schema.validateFields(cleaned);
    const initial = cls.cleanData({});
    // Fallback on load: an invalid array element is dropped, any other invalid value takes its initial value.
    // Later indices go first so removing one doesn't shift the next.
    const paths = Object.keys(failures).sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));
    if (options.strict === true && paths.length) {
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
        setPath(cleaned, path, field ? field.getInitialValue(cleaned) : getPath(initial, path));
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
    Object.assign(this, structuredClone(this._source));
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
    const expanded = cls.migrateData(expandDotted(structuredClone(changes)));
    const cleanedChanges = cls.schema.clean(expanded, { partial: true }) as Source;
    const next = deepMerge(this._source, cleanedChanges);
    const failures = cls.schema.validateFields(next);
    const messages = Object.entries(failures).map(([p, m]) => `${p} ${m}`);
    if (messages.length) throw new DataModelValidationError(`${cls.name} validation errors:\n${messages.join("\n")}`);
    if (dryRun) return cleanedChanges;
    this._source = next;
    this.#assign();
    return cleanedChanges;
  }

  toObject(source = true): Source {
    if (source) return structuredClone(this._source);
    const out: Source = {};
    for (const k of Object.keys(this._source)) out[k] = structuredClone((this as unknown as Source)[k]);
    return out;
  }

  toJSON(): Source {
    return this.toObject();
  }
}

export class TypeDataModel extends DataModel {
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
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

export { expandDotted, deepMerge };
