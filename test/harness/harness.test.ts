import { describe, expect, it } from "vitest";
import { AnthologyActorSheet } from "../../module/core/sheets/actor-sheet.js";
import { harness } from "./foundry.js";

const fields = foundry.data.fields;

class SampleData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof SampleData.defineSchema>,
  Actor.Implementation,
  Record<string, never>,
  { armor: number }
> {
  static override defineSchema() {
    return {
      hp: new fields.SchemaField({
        value: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: 99, initial: 10 }),
        max: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 10 }),
      }),
      mode: new fields.StringField({ required: true, initial: "a", choices: ["a", "b"] }),
    };
  }
  override prepareDerivedData(): void {
    this.armor = this.hp.max - this.hp.value;
  }
}

class SampleSheet extends AnthologyActorSheet {
  static override PARTS = { main: { template: "test/harness/fixtures/sample-sheet.hbs" } };
  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    return { ...context, choices: { a: "ANTHOLOGY.Test.Missing", b: "B" } };
  }
}

async function sampleActor(system: Record<string, unknown> = {}) {
  (CONFIG.Actor.dataModels as Record<string, unknown>).sample = SampleData;
  return (await Actor.create({ name: "<b>Bo'Mack</b>", type: "sample" as never, system } as never)) as unknown as Actor.Implementation & { system: SampleData };
}

describe("the Foundry v13 harness", () => {
  it("cleans data like NumberField: casts strings, rounds integers, clamps to min/max", async () => {
    const actor = await sampleActor({ hp: { value: "7.6", max: 12 } });
    expect(actor.system.hp.value).toBe(8);
    expect(actor.system.armor).toBe(4);
    await actor.update({ "system.hp.value": 500 } as never);
    expect(actor.system.hp.value).toBe(99);
    await actor.update({ "system.hp.value": -3 } as never);
    expect(actor.system.hp.value).toBe(0);
  });

  // v13 builds a new document's data strictly (DataModel construction option `strict`, default true: common/abstract/
  // data.mjs), so "abc" refuses the creation; only a load from the database falls back (world.ts, data-model.test.ts).
  // ClientDatabaseBackend #preCreateDocumentArray (client/data/client-backend.mjs) catches the construction error,
  // reports it with `Hooks.onError(…, {notify: "error"})` and sends nothing: create resolves undefined.
  it("refuses what cleaning cannot fix on creation and on update", async () => {
    await expect(sampleActor({ hp: { value: "abc" } })).resolves.toBeUndefined();
    expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/hp.value/) });
    const actor = await sampleActor();
    expect(actor.system.hp.value).toBe(10);
    // v13 ClientDatabaseBackend #preUpdateDocumentArray (client/data/client-backend.mjs): the dry-run updateSource
    // throws, the message is shown with ui.notifications.error and the update skipped: it resolves undefined.
    await expect(actor.update({ "system.hp.value": "abc" } as never)).resolves.toBeUndefined();
    expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/hp.value/) });
    await expect(actor.update({ "system.mode": "z" } as never)).resolves.toBeUndefined();
    expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/valid choice/) });
    expect(actor.system.hp.value).toBe(10);
  });

  it("renders a sheet through its real _prepareContext, escaping user text", async () => {
    const actor = await sampleActor();
    const sheet = new SampleSheet({ document: actor });
    // v13 ApplicationV2#render does nothing on a first render without `force` (client/applications/api/application.mjs #render).
    await sheet.render({ force: true });
    const html = (sheet as unknown as { parts: Record<string, string> }).parts.main!;
    expect(html).toContain("&lt;b&gt;Bo&#x27;Mack&lt;/b&gt;");
    expect(html).toContain('<option value="a" selected>');
    expect(harness.i18n.missing.has("ANTHOLOGY.Test.Missing")).toBe(true);
  });

  it("rolls Foundry formulas with forced faces: keep highest and count successes", async () => {
    harness.queueFaces([7, 2, 9, 1, 10, 6]);
    const roll = await new Roll("6d10kh4cs>=7").evaluate();
    expect(roll.total).toBe(3);
    const results = roll.dice[0]!.results;
    expect(
      results
        .filter((r) => !r.active)
        .map((r) => r.result)
        .sort(),
    ).toEqual([1, 2]);
    harness.queueFaces([3, 17]);
    const adv = await new Roll("2d20kh + 5").evaluate();
    expect(adv.total).toBe(22);
    expect(Roll.validate("1d8+2")).toBe(true);
    expect(Roll.validate("1d8+")).toBe(false);
  });

  it("posts chat messages and records notifications", async () => {
    await ChatMessage.create({ content: "hello" } as never);
    ui.notifications?.warn("careful");
    expect(harness.messages().map((m) => m.content)).toEqual(["hello"]);
    expect(harness.notifications.log).toEqual([{ type: "warn", message: "careful" }]);
  });

  it("escapes like v13 foundry.utils.escapeHTML: & < > \" ' and nothing else, through String()", () => {
    expect(foundry.utils.escapeHTML(`<b a="1">Bo'Mack & co</b>\`x\``)).toBe("&lt;b a=&quot;1&quot;&gt;Bo&#x27;Mack &amp; co&lt;/b&gt;`x`");
    expect(foundry.utils.escapeHTML(7 as unknown as string)).toBe("7");
  });
});
