/**
 * The auditor's gaps in play (issue 4 follow-up), through the documents: direct injuries skip the
 * temporary pool, mojo bids grant skills and fields, creation applies the species and starting
 * fields, lost weapon contests from chat, death cancelled by healing, item links and macros, blows.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { gmAilmentResolve, gmSuffocationTool } from "../../../../module/rulesets/gods-monsters/items/index.js";
import { GM_EXAMPLE_AILMENTS, gmAilmentFromRow } from "../../../../module/rules.js";
import { harness } from "../../../harness/foundry.js";
import { fillGmHarnessGaps } from "../consequences/harness-gaps.js";
import { setupGm, toromeen } from "./setup.js";

beforeAll(() => fillGmHarnessGaps());
beforeEach(() => setupGm());

function ailment(slug: string) {
  const row = GM_EXAMPLE_AILMENTS.find((a) => a.slug === slug)!;
  return { name: row.name, type: "gmAilment", system: gmAilmentFromRow(row) };
}

describe("004 temporary pools take eligible damage only: injuries from ailments and suffocation are real", () => {
  it("a pool of 5 and food poisoning taking effect: 1 injury, the pool still 5", async () => {
    const t = await toromeen({ pool: 5 }, [ailment("food-poisoning")]);
    const poison = t.items.contents.find((i) => (i.type as string) === "gmAilment")!;
    await gmAilmentResolve(poison, false);
    expect(t.system.injuries).toBe(1);
    expect(t.system.pool).toBe(5);
    expect(t.system.numbers.survival.value).toBe(7);
    expect(harness.messages().at(-1)!.content).toContain('data-anthology-action="gmConsciousness"');
  });

  it("suffocation (prepared: endurance 15 rounds) for 16 rounds, the health roll failed: 1 injury, the pool still 5", async () => {
    const t = await toromeen({ pool: 5 });
    harness.queueFaces([20]);
    const r = await gmSuffocationTool(t, { rounds: 16, prepared: true });
    expect(r).toEqual({ buffer: 15, injuries: 1 });
    expect(t.system.injuries).toBe(1);
    expect(t.system.pool).toBe(5);
  });
});
