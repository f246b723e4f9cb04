/**
 * Stand-ins for foundry.data.fields (v13), faithful to the documented cleaning and validation:
 * clean() casts ("5" -> 5), rounds integers, clamps to min/max, fills initial values for undefined;
 * validate() reports what cleaning cannot fix ("abc" in a NumberField, a string outside `choices`).
 */
export type Source = Record<string, unknown>;
export interface CleanOptions { partial?: boolean; source?: Source }

export class FieldValidationError extends Error {
  constructor(readonly path: string, message: string) {
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

  getInitialValue(source?: Source): unknown {
    const initial = typeof this.initial === "function" ? (this.initial as (s?: Source) => unknown)(source) : this.initial;
    return structuredClone(initial);
  }

  clean(value: unknown, options: CleanOptions = {}): unknown {
    if (value === null) {
      if (this.nullable) return value;
      value = undefined;
    }
    if (value === undefined) return options.partial ? undefined : this.getInitialValue(options.source);
    return this._cleanType(this._cast(value), options);
  }

  protected _cast(value: unknown): unknown {
    return value;
  }

  protected _cleanType(value: unknown, _options: CleanOptions): unknown {
    return value;
  }

  /** Returns an error message, or undefined when the value is valid. */
  validate(value: unknown): string | undefined {
    if (value === undefined) return this.required && !this.nullable ? "is required" : undefined;
    if (value === null) return this.nullable ? undefined : "may not be null";
    const problem = this._validateType(value);
    if (problem) return problem;
    if (this.options.validate && this.options.validate(value) === false) return "failed custom validation";
    return undefined;
  }

  protected _validateType(_value: unknown): string | undefined {
    return undefined;
  }
}

export class NumberField extends DataField {
  min?: number;
  max?: number;
  integer: boolean;
  positive: boolean;
  step?: number;
  choices?: readonly number[];

  constructor(options: DataFieldOptions & { min?: number; max?: number; integer?: boolean; positive?: boolean; step?: number; choices?: readonly number[] } = {}) {
    // v13 NumberField defaults: nullable, initial null.
    super({ nullable: true, initial: options.nullable === false ? undefined : null, ...options });
    this.min = options.min;
    this.max = options.max;
    this.integer = options.integer ?? false;
    this.positive = options.positive ?? false;
    this.step = options.step;
    this.choices = options.choices;
  }

  protected override _cast(value: unknown): unknown {
    if (typeof value === "string" && value.trim() === "") return this.nullable ? null : undefined;
    return Number(value);
  }

  override clean(value: unknown, options: CleanOptions = {}): unknown {
    const cleaned = super.clean(value, options);
    return cleaned === undefined && !options.partial ? this.getInitialValue(options.source) : cleaned;
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
    if (!Number.isFinite(value)) return "must be a finite number";
    if (this.integer && !Number.isInteger(value)) return "must be an integer";
    if (this.positive && value <= 0) return "must be a positive number";
    if (this.choices && !this.choices.includes(value)) return `must be one of ${this.choices.join(", ")}`;
    return undefined;
  }
}

export class StringField extends DataField {
  blank: boolean;
  trim: boolean;
  choices?: readonly string[] | Record<string, string> | (() => readonly string[] | Record<string, string>);

  constructor(options: DataFieldOptions & { blank?: boolean; trim?: boolean; choices?: StringField["choices"] } = {}) {
    super({ initial: options.required && !options.nullable ? "" : undefined, ...options });
    this.blank = options.blank ?? true;
    this.trim = options.trim ?? true;
    this.choices = options.choices;
  }

  override getInitialValue(source?: Source): unknown {
    const initial = super.getInitialValue(source);
    if (initial === undefined && this.required && !this.nullable && this.blank) return "";
    return initial;
  }

  protected override _cast(value: unknown): unknown {
    return String(value);
  }

  protected override _cleanType(value: unknown): unknown {
    return this.trim && typeof value === "string" ? value.trim() : value;
  }

  choiceKeys(): string[] | undefined {
    const choices = typeof this.choices === "function" ? this.choices() : this.choices;
    if (!choices) return undefined;
    return Array.isArray(choices) ? [...choices] : Object.keys(choices);
  }

  protected override _validateType(value: unknown): string | undefined {
    if (typeof value !== "string") return "must be a string";
    if (!this.blank && value === "") return "may not be a blank string";
    const keys = this.choiceKeys();
    if (keys && !(value === "" && this.blank && !this.required) && !keys.includes(value)) return `"${value}" is not a valid choice`;
    return undefined;
  }
}

export class HTMLField extends StringField {}
export class FilePathField extends StringField {}
export class DocumentUUIDField extends StringField {}
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

export class SchemaField extends DataField {
  fields: DataSchema;

  constructor(fields: DataSchema, options: DataFieldOptions = {}) {
    super({ required: true, nullable: false, ...options });
    this.fields = fields;
    nameFields(fields, "");
  }

  override getInitialValue(source?: Source): unknown {
    if (this.initial !== undefined) return super.getInitialValue(source);
    return this.clean({}, { source });
  }

  protected override _cast(value: unknown): unknown {
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
  }

  protected override _cleanType(value: unknown, options: CleanOptions): unknown {
    const input = value as Source;
    const out: Source = options.partial ? { ...input } : {};
    for (const [name, field] of Object.entries(this.fields)) {
      if (options.partial && !(name in input)) continue;
      const cleaned = field.clean(input[name], { ...options, source: input });
      if (cleaned !== undefined || !options.partial) out[name] = cleaned;
    }
    return out;
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

  /** Validates every field; returns the failures as { path: message }. */
  validateFields(value: Source, prefix = ""): Record<string, string> {
    const failures: Record<string, string> = {};
    for (const [name, field] of Object.entries(this.fields)) {
      const path = prefix ? `${prefix}.${name}` : name;
      const v = value[name];
      if (field instanceof SchemaField && typeof v === "object" && v !== null) {
        Object.assign(failures, field.validateFields(v as Source, path));
        continue;
      }
      const problem = field.validate(v);
      if (problem) failures[path] = problem;
      else if (field instanceof ArrayField && Array.isArray(v)) Object.assign(failures, field.validateElements(v, path));
    }
    return failures;
  }

  protected override _validateType(value: unknown): string | undefined {
    const failures = this.validateFields(value as Source);
    const first = Object.entries(failures)[0];
    return first ? `${first[0]} ${first[1]}` : undefined;
  }
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
    return (value as unknown[]).map((v) => this.element.clean(v, { ...options, partial: false }));
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

  protected override _cleanType(value: unknown, options: CleanOptions): unknown {
    const out: Source = {};
    for (const [k, v] of Object.entries(value as Source)) out[k] = this.element.clean(v, { ...options, partial: false });
    return out;
  }

  protected override _validateType(value: unknown): string | undefined {
    for (const [k, v] of Object.entries(value as Source)) {
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
  DataField, NumberField, StringField, HTMLField, FilePathField, DocumentUUIDField, ColorField, JavaScriptField,
  ForeignDocumentField, BooleanField, ObjectField, SchemaField, ArrayField, SetField, TypedObjectField, EmbeddedDataField,
};
