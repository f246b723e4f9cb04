/**
 * Stand-ins for foundry.data.fields, following v13's common/data/fields.mjs (DataField#clean, #_validateSpecial,
 * #getInitialValue, SchemaField#_cleanType, StringField, NumberField, HTMLField, DocumentUUIDField):
 * clean() casts ("5" -> 5), rounds integers, clamps to min/max, gives undefined (and a refused null or "") the
 * initial value, keeps `-=key`/`==key` only for keys the schema has; validate() reports what cleaning cannot fix
 * ("abc" in a NumberField, a string outside `choices`, a malformed uuid).
 */
export type Source = Record<string, unknown>;
export interface CleanOptions {
  partial?: boolean;
  source?: Source;
}

export class FieldValidationError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
  }
}

export interface DataFieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  label?: string;
  hint?: string;
  readonly?: boolean;
  gmOnly?: boolean;
  validate?: (value: unknown) => boolean | void;
  [option: string]: unknown;
}

export class DataField {
  name = "";
  fieldPath = "";
  required: boolean;
  nullable: boolean;
  initial: unknown;
  label: string;
  hint: string;
  options: DataFieldOptions;

  constructor(options: DataFieldOptions = {}) {
    this.options = options;
    this.required = options.required ?? false;
    this.nullable = options.nullable ?? false;
    this.initial = options.initial;
    this.label = options.label ?? "";
    this.hint = options.hint ?? "";
  }

  /**
   * v13 `DataField#getInitialValue` (common/data/fields.mjs): an explicit `initial` (a function is called with the
   * source); else undefined for a field that is not required, null for a required nullable one.
   */
  getInitialValue(source?: Source): unknown {
    if (typeof this.initial === "function") return (this.initial as (s?: Source) => unknown)(source);
    if (this.initial !== undefined) return structuredClone(this.initial);
    if (!this.required) return undefined;
    return this.nullable ? null : undefined;
  }

  /**
   * v13 `DataField#clean`: undefined takes the initial value; a value `_validateSpecial` accepts (null on a nullable
   * field, "" on a blank string field) is kept, one it refuses (null on a non-nullable field, "" where blank is not
   * allowed) takes the initial value; anything else is cast and cleaned by type.
   */
  clean(value: unknown, options: CleanOptions = {}): unknown {
    if (value === undefined) return this.getInitialValue(options.source);
    const special = this._validateSpecial(value);
    if (special === true) return value;
    if (special !== undefined) return this.getInitialValue(options.source);
    return this._cleanType(this._cast(value), options);
  }

  protected _cast(value: unknown): unknown {
    return value;
  }

  protected _cleanType(value: unknown, _options: CleanOptions): unknown {
    return value;
  }

  /**
   * v13 `DataField#_validateSpecial`: null valid when nullable, undefined when not required. v13 throws the refusal
   * and `DataField#validate` turns it into its message; here the message is returned, with the same outcome for both
   * callers (`clean`, `validate`): `true` (a special value that is valid, kept as is), a message (refused), or
   * undefined (not a special value: cast, clean and validate by type). An Error thrown and caught for every refused
   * null was one of the larger costs of the hostile-input property runs.
   */
  protected _validateSpecial(value: unknown): true | string | undefined {
    if (value === null) return this.nullable ? true : "may not be null";
    if (value === undefined) return this.required ? "may not be undefined" : true;
    return undefined;
  }

  /** Returns an error message, or undefined when the value is valid (v13 `DataField#validate`). */
  validate(value: unknown): string | undefined {
    const special = this._validateSpecial(value);
    if (special === true) return undefined;
    if (special !== undefined) return special;
    const problem = this._validateType(value);
    if (problem) return problem;
    if (this.options.validate && this.options.validate(value) === false) return "failed custom validation";
    return undefined;
  }

  protected _validateType(_value: unknown): string | undefined {
    return undefined;
  }

  /** v13 `DataField#_castChangeDelta`: an Active Effect change's value cast as this field casts (`_cast`). */
  castChangeDelta(delta: unknown): unknown {
    return this._cast(delta);
  }
}

function isValidChoice(choices: unknown, value: unknown): boolean {
  const c = typeof choices === "function" ? (choices as () => unknown)() : choices;
  if (Array.isArray(c)) return c.includes(value);
  return typeof c === "object" && c !== null && String(value) in c;
}

export class NumberField extends DataField {
  min?: number;
  max?: number;
  integer: boolean;
  positive: boolean;
  step?: number;
  choices?: readonly number[];

  constructor(
    options: DataFieldOptions & { min?: number; max?: number; integer?: boolean; positive?: boolean; step?: number; choices?: NumberField["choices"] } = {},
  ) {
    // v13 NumberField defaults: nullable (not when it has choices: "the field should not be null by default").
    super({ nullable: options.choices ? false : true, ...options });
    this.min = options.min;
    this.max = options.max;
    this.integer = options.integer ?? false;
    this.positive = options.positive ?? false;
    this.step = options.step;
    this.choices = options.choices;
  }

  /** v13: "" is null on a nullable field, else `Number(value)` (so "" is 0 on a non-nullable one). */
  protected override _cast(value: unknown): unknown {
    return this.nullable && value === "" ? null : Number(value);
  }

  protected override _cleanType(value: unknown): unknown {
    if (typeof value !== "number" || Number.isNaN(value)) return value;
    let v = value;
    if (this.integer) v = Math.round(v);
    if (this.min !== undefined && v < this.min) v = this.min;
    if (this.max !== undefined && v > this.max) v = this.max;
    if (this.step) v = Math.round(v / this.step) * this.step;
    return v;
  }

  protected override _validateType(value: unknown): string | undefined {
    if (typeof value !== "number") return "must be a number";
    if (Number.isNaN(value)) return "may not be NaN";
    if (this.positive && value <= 0) return "must be a positive number";
    if (this.min !== undefined && value < this.min) return `must be at least ${this.min}`;
    if (this.max !== undefined && value > this.max) return `must be at most ${this.max}`;
    if (this.choices && !isValidChoice(this.choices, value)) return `${value} is not a valid choice`;
    if (this.integer && !Number.isInteger(value)) return "must be an integer";
    if (!Number.isFinite(value)) return "must be a finite number";
    return undefined;
  }
}

export class StringField extends DataField {
  blank: boolean;
  trim: boolean;
  choices?: readonly string[] | Record<string, string> | (() => readonly string[] | Record<string, string>);

  constructor(options: DataFieldOptions & { blank?: boolean; trim?: boolean; choices?: StringField["choices"] } = {}) {
    super(options);
    this.trim = options.trim ?? true;
    this.choices = options.choices;
    // v13 StringField constructor: "If choices are provided, the field should not be null or blank by default".
    this.blank = options.blank ?? (this.choices ? false : true);
    if (this.choices) this.nullable = options.nullable ?? false;
  }

  /** v13: a blank, required field prefers "" to a missing initial value. */
  override getInitialValue(source?: Source): unknown {
    const initial = super.getInitialValue(source);
    if (this.blank && this.required && !initial) return "";
    return initial;
  }

  /** v13 `StringField#clean`: a string is trimmed first (so "  " is blank). */
  override clean(value: unknown, options: CleanOptions = {}): unknown {
    if (typeof value === "string" && this.trim) value = value.trim();
    return super.clean(value, options);
  }

  protected override _cast(value: unknown): unknown {
    return String(value);
  }

  protected override _validateSpecial(value: unknown): true | string | undefined {
    if (value === "") return this.blank ? true : "may not be a blank string";
    return super._validateSpecial(value);
  }

  choiceKeys(): string[] | undefined {
    const choices = typeof this.choices === "function" ? this.choices() : this.choices;
    if (!choices) return undefined;
    return Array.isArray(choices) ? [...choices] : Object.keys(choices);
  }

  protected override _validateType(value: unknown): string | undefined {
    if (typeof value !== "string") return "must be a string";
    if (this.choices && !isValidChoice(this.choices, value)) return `"${value}" is not a valid choice`;
    return undefined;
  }
}

/** v13 `HTMLField`: a StringField that is required and may be blank by default (so its initial value is ""). */
export class HTMLField extends StringField {
  constructor(options: ConstructorParameters<typeof StringField>[0] = {}) {
    super({ required: true, blank: true, ...options });
  }
}
export class FilePathField extends StringField {}

/** v13 `isValidId` (common/data/validators.mjs): 16 alphanumeric characters. */
export function isValidId(id: unknown): boolean {
  return typeof id === "string" && /^[a-zA-Z0-9]{16}$/.test(id);
}

/**
 * The part of v13 `foundry.utils.parseUuid` the field needs: the type and id of the document a uuid names
 * ("Actor.<id>", "Actor.<id>.Item.<id>", "Compendium.<scope>.<pack>.<Type>.<id>") and its embedded pairs.
 */
function parseUuid(uuid: string): { type?: string; documentId?: string; embedded: string[] } {
  let parts = uuid.split(".");
  if (parts[0] === "Compendium") parts = parts.slice(3);
  const embedded = parts.slice(2);
  const last = parts.length >= 2 ? parts.slice(-2) : [undefined, parts[0]];
  return { type: last[0], documentId: last[1], embedded };
}

/** Document types a uuid may name (v13 CONST.ALL_DOCUMENT_TYPES, the ones a uuid here can hold). */
const DOCUMENT_TYPES = [
  "Actor",
  "Adventure",
  "Cards",
  "ChatMessage",
  "Combat",
  "FogExploration",
  "Folder",
  "Item",
  "JournalEntry",
  "Macro",
  "Playlist",
  "RollTable",
  "Scene",
  "Setting",
  "User",
  "ActiveEffect",
  "ActorDelta",
  "AmbientLight",
  "AmbientSound",
  "Card",
  "Combatant",
  "CombatantGroup",
  "Drawing",
  "JournalEntryCategory",
  "JournalEntryPage",
  "MeasuredTemplate",
  "Note",
  "PlaylistSound",
  "Region",
  "RegionBehavior",
  "TableResult",
  "Tile",
  "Token",
  "Wall",
];

/**
 * v13 `DocumentUUIDField` (common/data/fields.mjs): required, not blank, nullable, initial null; a value must parse as
 * a uuid of a known document type (or the field's `type`), embedded or not as `embedded` asks, ending in a valid id.
 */
export class DocumentUUIDField extends StringField {
  type?: string;
  embedded?: boolean;
  constructor(options: ConstructorParameters<typeof StringField>[0] & { type?: string; embedded?: boolean } = {}) {
    super({ required: true, blank: false, nullable: true, initial: null, ...options });
    this.type = options.type;
    this.embedded = options.embedded;
  }

  protected override _validateType(value: unknown): string | undefined {
    const base = super._validateType(value);
    if (base) return base;
    const p = parseUuid(value as string);
    if (this.type) {
      if (p.type !== this.type) return `Invalid document type "${p.type}" which must be a "${this.type}"`;
    } else if (p.type && !DOCUMENT_TYPES.includes(p.type)) return `Invalid document type "${p.type}"`;
    if (this.embedded === true && !p.embedded.length) return "must be an embedded document";
    if (this.embedded === false && p.embedded.length) return "may not be an embedded document";
    if (!isValidId(p.documentId)) return `Invalid document ID "${p.documentId}"`;
    return undefined;
  }
}
export class ColorField extends StringField {}
export class JavaScriptField extends StringField {}
export class ForeignDocumentField extends StringField {}

export class BooleanField extends DataField {
  constructor(options: DataFieldOptions = {}) {
    super({ required: true, nullable: false, initial: false, ...options });
  }

  protected override _cast(value: unknown): unknown {
    if (typeof value === "string") return value === "true";
    if (typeof value === "object") return false;
    return Boolean(value);
  }

  protected override _validateType(value: unknown): string | undefined {
    return typeof value === "boolean" ? undefined : "must be a boolean";
  }
}

export class ObjectField extends DataField {
  constructor(options: DataFieldOptions = {}) {
    super({ required: true, nullable: false, initial: () => ({}), ...options });
  }

  protected override _validateType(value: unknown): string | undefined {
    return typeof value === "object" && value !== null && !Array.isArray(value) ? undefined : "must be an object";
  }
}

export type DataSchema = Record<string, DataField>;

function nameFields(fields: DataSchema, parentPath: string): void {
  for (const [name, field] of Object.entries(fields)) {
    field.name = name;
    field.fieldPath = parentPath ? `${parentPath}.${name}` : name;
  }
}

/** A schema's field with the keys of its `-=` deletion and `==` replacement, made once per schema. */
interface SchemaEntry {
  name: string;
  field: DataField;
  deletion: string;
  replacement: string;
}

export class SchemaField extends DataField {
  fields: DataSchema;
  #entries: SchemaEntry[];

  constructor(fields: DataSchema, options: DataFieldOptions = {}) {
    super({ required: true, nullable: false, ...options });
    this.fields = fields;
    nameFields(fields, "");
    this.#entries = Object.entries(fields).map(([name, field]) => ({ name, field, deletion: `-=${name}`, replacement: `==${name}` }));
  }

  /** v13 `SchemaField#getInitialValue`: a required schema with no explicit initial value is its fields' initial values. */
  override getInitialValue(source?: Source): unknown {
    const initial = super.getInitialValue(source);
    if (this.required && initial === undefined) return this._cleanType({}, { source });
    return initial;
  }

  protected override _cast(value: unknown): unknown {
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
  }

  /**
   * v13 `SchemaField#_cleanType` (common/data/fields.mjs): each field is cleaned (in a partial, only those given); a
   * `==key` replacement is cleaned whole (not partial); every other key is deleted, except a `-=key` deletion of a
   * key the schema has (a `-=key` for a key it does not have is dropped, so it never reaches the database).
   */
  protected override _cleanType(value: unknown, options: CleanOptions): unknown {
    const data = { ...(value as Source) };
    const opts = options.source ? options : { ...options, source: data };
    let whole: CleanOptions | undefined;
    for (const { name, field, replacement } of this.#entries) {
      if (replacement in data) data[replacement] = field.clean(data[replacement], (whole ??= { ...opts, partial: false }));
      else if (!options.partial || name in data) data[name] = field.clean(data[name], opts);
    }
    for (const key of Object.keys(data)) {
      if (key in this.fields) continue;
      if ((key.startsWith("-=") || key.startsWith("==")) && key.slice(2) in this.fields) continue;
      delete data[key];
    }
    return data;
  }

  /**
   * v13 `SchemaField#getField(fieldName)`: the field at a dotted path (or an array of keys) inside this schema,
   * undefined where there is none (https://foundryvtt.com/api/v13/classes/foundry.data.fields.SchemaField.html#getfield).
   */
  getField(fieldName: string | string[]): DataField | undefined {
    const path = Array.isArray(fieldName) ? [...fieldName] : fieldName.split(".");
    const first = path.shift();
    const field = first === undefined ? undefined : this.fields[first];
    if (!path.length) return field;
    return field instanceof SchemaField ? field.getField(path) : undefined;
  }

  /**
   * Validates every field (v13 `SchemaField#_validateType`); returns the failures as { path: message }. With
   * `partial`, only the keys present; a `-=key` must be null and is validated as undefined (so a required field may
   * not be deleted), a `==key` as its value.
   */
  validateFields(value: Source, prefix = "", { partial = false }: { partial?: boolean } = {}): Record<string, string> {
    const failures: Record<string, string> = {};
    const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
    for (const { name, field, deletion, replacement } of this.#entries) {
      if (!partial || name in value) validateOne(failures, field, value[name], at, name, partial);
      if (deletion in value) {
        if (value[deletion] !== null) failures[at(deletion)] = "Removing a key using the -= deletion syntax requires the value of that deletion key to be null";
        else validateOne(failures, field, undefined, at, deletion, false);
      }
      if (replacement in value) validateOne(failures, field, value[replacement], at, replacement, false);
    }
    return failures;
  }

  protected override _validateType(value: unknown): string | undefined {
    const failures = this.validateFields(value as Source);
    const first = Object.entries(failures)[0];
    return first ? `${first[0]} ${first[1]}` : undefined;
  }
}

/**
 * One key of `SchemaField#validateFields` (a field's own key, its `-=key` validated as undefined, or its `==key`): a
 * nested schema is validated field by field (partially only under a partial parent's own key), an array element by
 * element; failures are added under the key's path, which is only built for a failure or a nested schema.
 */
function validateOne(failures: Record<string, string>, field: DataField, v: unknown, at: (key: string) => string, key: string, partial: boolean): void {
  if (field instanceof SchemaField && typeof v === "object" && v !== null) {
    Object.assign(failures, field.validateFields(v as Source, at(key), { partial }));
    return;
  }
  const problem = field.validate(v);
  if (problem) failures[at(key)] = problem;
  else if (field instanceof ArrayField && Array.isArray(v) && v.length) Object.assign(failures, field.validateElements(v, at(key)));
}

export class ArrayField extends DataField {
  element: DataField;

  constructor(element: DataField, options: DataFieldOptions = {}) {
    super({ required: true, nullable: false, initial: () => [], ...options });
    this.element = element;
  }

  protected override _cast(value: unknown): unknown {
    if (value instanceof Set) return Array.from(value);
    return Array.isArray(value) ? value : [value];
  }

  protected override _cleanType(value: unknown, options: CleanOptions): unknown {
    const whole = options.partial ? { ...options, partial: false } : options;
    return (value as unknown[]).map((v) => this.element.clean(v, whole));
  }

  validateElements(values: unknown[], path: string): Record<string, string> {
    const failures: Record<string, string> = {};
    values.forEach((v, i) => {
      const problem = this.element.validate(v);
      if (problem) failures[`${path}.${i}`] = problem;
    });
    return failures;
  }

  protected override _validateType(value: unknown): string | undefined {
    return Array.isArray(value) ? undefined : "must be an array";
  }
}

export class SetField extends ArrayField {}

export class TypedObjectField extends DataField {
  element: DataField;

  constructor(element: DataField, options: DataFieldOptions = {}) {
    super({ required: true, nullable: false, initial: () => ({}), ...options });
    this.element = element;
  }

  protected override _cast(value: unknown): unknown {
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
  }

  /** v13 `TypedObjectField#_cleanType`: each entry cleaned by the element field; a `-=key` deletion is kept as is. */
  protected override _cleanType(value: unknown, options: CleanOptions): unknown {
    const out: Source = {};
    const whole = options.partial ? { ...options, partial: false } : options;
    for (const [k, v] of Object.entries(value as Source)) out[k] = k.startsWith("-=") ? v : this.element.clean(v, whole);
    return out;
  }

  protected override _validateType(value: unknown): string | undefined {
    for (const [k, v] of Object.entries(value as Source)) {
      if (k.startsWith("-=")) continue;
      const problem = this.element.validate(v);
      if (problem) return `${k} ${problem}`;
    }
    return undefined;
  }
}

/** EmbeddedDataField(model): cleaned and validated through the model's schema. */
export class EmbeddedDataField extends SchemaField {
  model: { defineSchema(): DataSchema };

  constructor(model: { defineSchema(): DataSchema }, options: DataFieldOptions = {}) {
    super(model.defineSchema(), options);
    this.model = model;
  }
}

export const fields = {
  DataField,
  NumberField,
  StringField,
  HTMLField,
  FilePathField,
  DocumentUUIDField,
  ColorField,
  JavaScriptField,
  ForeignDocumentField,
  BooleanField,
  ObjectField,
  SchemaField,
  ArrayField,
  SetField,
  TypedObjectField,
  EmbeddedDataField,
};
