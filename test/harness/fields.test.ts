/**
 * Self-test of the harness's data cleaning and validation against v13's common/data/fields.mjs and
 * common/abstract/data.mjs (README rows `fields.ts` and `data-model.ts`).
 */
import { describe, expect, it } from "vitest";
import { DataModelValidationError } from "./data-model.js";

const fields = foundry.data.fields;

class Probe extends foundry.abstract.TypeDataModel<ReturnType<typeof Probe.defineSchema>, Actor.Implementation> {
  static override defineSchema() {
    return {
      hp: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 4 }),
      note: new fields.StringField({ required: false, initial: "n" }),
      stance: new fields.StringField({ required: true, choices: ["low", "high"], initial: "low" }),
      size: new fields.NumberField({ required: true, choices: [1, 2, 3], initial: 1 }),
      bio: new fields.HTMLField(),
      target: new fields.DocumentUUIDField({ required: true, nullable: true }),
      tags: new fields.TypedObjectField(new fields.NumberField({ required: true, nullable: false, initial: 0 })),
      inner: new fields.SchemaField({
        a: new fields.NumberField({ required: true, nullable: false, initial: 1 }),
        b: new fields.NumberField({ required: true, nullable: false, initial: 2 }),
      }),
    };
  }
}
type P = Probe & {
  hp: number;
  note?: string;
  stance: string;
  size: number;
  bio: string;
  target: string | null;
  tags: Record<string, number>;
  inner: { a: number; b: number };
  _source: Record<string, unknown>;
};
const probe = (source: object = {}) => new Probe(source as never) as unknown as P;

describe("harness fields follow v13 common/data/fields.mjs", () => {
  it("a field with choices is neither blank nor nullable by default (StringField and NumberField constructors)", () => {
    const string = new fields.StringField({ choices: ["a"] }) as unknown as { blank: boolean; nullable: boolean };
    const number = new fields.NumberField({ choices: [1] }) as unknown as { nullable: boolean };
    expect([string.blank, string.nullable, number.nullable]).toEqual([false, false, false]);
    expect(() => probe({ stance: null })).not.toThrow();
    expect(probe({ stance: null }).stance).toBe("low");
    expect(probe({ stance: "" }).stance).toBe("low");
    expect(probe({ size: null }).size).toBe(1);
    expect(() => probe({ stance: "middle" })).toThrow(/not a valid choice/);
    // An explicitly blank choice field accepts "" (StringField#_validateSpecial).
    const blankChoice = new fields.StringField({ choices: ["a"], blank: true });
    expect(blankChoice.validate("" as never)).toBeUndefined();
  });

  it('an HTMLField is required with initial ""; a DocumentUUIDField is nullable with initial null and validates uuids', () => {
    const html = new fields.HTMLField() as unknown as { required: boolean; blank: boolean };
    expect([html.required, html.blank]).toEqual([true, true]);
    expect(probe().bio).toBe("");
    expect(probe().target).toBeNull();
    const uuid = new fields.DocumentUUIDField();
    expect(uuid.validate("Actor.abcdefghijklmnop")).toBeUndefined();
    expect(uuid.validate("Actor.abcdefghijklmnop.Item.ABCDEFGHIJKLMNOP")).toBeUndefined();
    expect(uuid.validate("Compendium.anthology.gm-items.Item.abcdefghijklmnop")).toBeUndefined();
    expect(uuid.validate("Actor.abc")).toMatch(/Invalid document ID/);
    expect(uuid.validate("Monster.abcdefghijklmnop")).toMatch(/Invalid document type/);
    expect(uuid.validate("")).toMatch(/blank/);
    expect(new fields.DocumentUUIDField({ type: "Item" }).validate("Actor.abcdefghijklmnop")).toMatch(/must be a "Item"/);
    expect(new fields.DocumentUUIDField({ embedded: true }).validate("Actor.abcdefghijklmnop")).toMatch(/embedded/);
    expect(() => probe({ target: "Actor.x1" })).toThrow(DataModelValidationError);
  });

  it("null on a non-nullable field becomes its initial value, on construction and in an update", () => {
    const model = probe({ hp: null });
    expect(model.hp).toBe(4);
    model.updateSource({ hp: 9 });
    model.updateSource({ hp: null });
    expect(model.hp).toBe(4);
  });

  it('a non-nullable NumberField casts "" to 0 (v13 `_cast`: `Number(value)`), a nullable one to null', () => {
    expect(probe({ hp: "" }).hp).toBe(0);
    const nullable = new fields.NumberField({ nullable: true });
    expect(nullable.clean("" as never, {})).toBeNull();
  });

  it("cleaning drops a -=key for a key the schema lacks and keeps one for a key it has; ==key replaces whole", () => {
    expect(Probe.schema.clean({ "-=note": null, "-=nothing": null, extra: 1 }, { partial: true })).toEqual({ "-=note": null });
    const model = probe({ note: "x", tags: { a: 1, b: 2 } });
    model.updateSource({ "-=note": null, "-=nothing": null } as never);
    expect("note" in model._source).toBe(false);
    model.updateSource({ tags: { "-=a": null, c: "3" } } as never);
    expect(model.tags).toEqual({ b: 2, c: 3 });
    model.updateSource({ "==tags": { z: 9 } } as never);
    expect(model.tags).toEqual({ z: 9 });
    // ==inner is cleaned whole: the field it omits takes its initial value.
    model.updateSource({ "==inner": { a: 5 } } as never);
    expect(model.inner).toEqual({ a: 5, b: 2 });
    // A required field may not be deleted (SchemaField#_validateType validates -=key as undefined).
    expect(() => model.updateSource({ "-=hp": null } as never)).toThrow(/may not be undefined/);
    expect(model.hp).toBe(4);
  });
});
