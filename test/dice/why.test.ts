/** "Why this result" terms as stored with a roll (module/dice/cards/why.ts): read back safely, shown signed. */
import { describe, expect, it } from "vitest";
import { readWhyTerms, whyAfterDialog, whyTermViews, MAX_WHY_TERMS } from "../../module/dice/cards/why.js";
import { rollKeepOpposed } from "../../module/dice/index.js";
import { harness } from "../harness/foundry.js";
import { readCard } from "./card-reading.js";

describe("why terms", () => {
  it("read back from a stored message: malformed terms are left out, never NaN, and only Anthology's keys", () => {
    const stored = [
      { key: "ANTHOLOGY.GM.Why.base", value: 12, name: "Strength" },
      { key: "ANTHOLOGY.GM.Why.field", value: Number.NaN },
      { key: "<img>", value: 1 },
      { key: "ANTHOLOGY.Dice.Why.pool", value: 4, plain: true, extra: "dropped" },
      "text",
      null,
    ];
    expect(readWhyTerms(stored)).toEqual([
      { key: "ANTHOLOGY.GM.Why.base", value: 12, name: "Strength" },
      { key: "ANTHOLOGY.Dice.Why.pool", value: 4, plain: true },
    ]);
    expect(readWhyTerms("not a list")).toEqual([]);
    expect(readWhyTerms(Array.from({ length: 100 }, () => ({ key: "ANTHOLOGY.X", value: 1 })))).toHaveLength(MAX_WHY_TERMS);
  });

  it("shown with their sign, except the starting number and plain counts", () => {
    expect(
      whyTermViews([
        { key: "A", value: 12 },
        { key: "B", value: -2 },
        { key: "C", value: 0 },
        { key: "D", value: 4, plain: true },
      ]).map((v) => v.valueText),
    ).toEqual(["12", "−2", "+0", "4"]);
  });

  it("a change made in the roll dialog is a term of its own; terms that no longer describe the roll are dropped", () => {
    const terms = [{ key: "ANTHOLOGY.X", value: 10 }];
    expect(whyAfterDialog(terms, 0)).toEqual(terms);
    expect(whyAfterDialog(terms, -3)).toEqual([...terms, { key: "ANTHOLOGY.Dice.Why.dialog", value: -3 }]);
    expect(whyAfterDialog(terms, null)).toBeUndefined();
  });
});

describe("the directly opposed keep card", () => {
  it("opens on the winner and the margin, the names escaped", async () => {
    harness.queueFaces([8, 7, 2, 9, 1, 3]);
    await rollKeepOpposed({
      label: "Long-distance race",
      difficulty: 7,
      actor: { label: "<b>Runner</b>", roll: 3, keep: 3 },
      opponent: { label: "Endurance", roll: 3, keep: 3 },
    });
    const html = String(harness.messages().at(-1)!.content);
    expect(html).not.toContain("<b>Runner</b>");
    const card = readCard(html);
    expect(card.bandTone).toBe("success");
    expect(card.band).toBe("<b>Runner</b> wins by 1");
  });
});
