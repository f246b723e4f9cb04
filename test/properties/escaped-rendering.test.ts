/**
 * Names typed by users carrying HTML or script payloads render escaped in every registered sheet (issue 8):
 * an actor of each type named with a payload, carrying one item of every item type of its ruleset also named
 * with payloads, rendered by its sheet; every item sheet likewise.
 */
import { describe, expect, it } from "vitest";
import { rulesetOfType } from "../../module/core/document-types.js";
import { registerRulesets } from "../../module/core/registry.js";
import { RULESETS } from "../../module/rulesets/index.js";
import { PAYLOADS } from "./schema-arbitraries.js";

registerRulesets(RULESETS);

const RAW = [/<script>alert/i, /<img src=x/i, /<svg onload/i];

interface Rendered { render(o?: object): Promise<unknown>; parts: Record<string, string> }
type SheetCtor = new (o: object) => Rendered;

function html(sheet: Rendered): string {
  return Object.values(sheet.parts).join("\n");
}

const actorSheets = RULESETS.flatMap((r) => r.actorSheets.flatMap((s) => s.types.map((t) => [t, s.sheet as SheetCtor] as const)));
const itemSheets = RULESETS.flatMap((r) => r.itemSheets.flatMap((s) => s.types.map((t) => [t, s.sheet as SheetCtor] as const)));

describe("actor sheets escape user text", () => {
  it.each(actorSheets)("%s", async (type, Sheet) => {
    const ruleset = rulesetOfType(type);
    const itemTypes = Object.keys(CONFIG.Item.dataModels).filter((t) => rulesetOfType(t) === ruleset);
    const items = itemTypes.map((t, i) => ({ name: PAYLOADS[i % PAYLOADS.length], type: t }));
    const actor = await Actor.create({ name: PAYLOADS[0], type, items } as never);
    const sheet = new Sheet({ document: actor });
    await sheet.render({ force: true });
    const out = html(sheet);
    expect(out.length).toBeGreaterThan(0);
    for (const raw of RAW) expect(out).not.toMatch(raw);
  });
});

describe("item sheets escape user text", () => {
  it.each(itemSheets)("%s", async (type, Sheet) => {
    const item = await Item.create({ name: PAYLOADS[1], type, system: { description: "<p>fine</p>" } } as never);
    const sheet = new Sheet({ document: item });
    await sheet.render({ force: true });
    const out = html(sheet);
    for (const raw of RAW) expect(out).not.toMatch(raw);
  });
});
